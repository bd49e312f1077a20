"""The draft pages: the builder page, the editor's and the play panels' endpoints, the notation
paste, and the home page."""

from __future__ import annotations
