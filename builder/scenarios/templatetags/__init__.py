"""Template tags of the playmat and the play panels (loaded by name through
``TEMPLATES["OPTIONS"]["libraries"]``)."""

from __future__ import annotations
