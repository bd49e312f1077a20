"""Template tags about cards (loaded by name through ``TEMPLATES["OPTIONS"]["libraries"]``)."""

from __future__ import annotations
