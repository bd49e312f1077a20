"""Versions the engine pins: the rules edition it implements and the document format it reads."""

from __future__ import annotations

# Rule numbers move between editions; every citation in the log refers to this one.
CR_EDITION = "2026-04-17"
DOCUMENT_VERSION = 1
