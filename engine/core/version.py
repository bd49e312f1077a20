"""Versions the engine pins: the rules edition it implements and the document format it reads."""

from __future__ import annotations

# Rule numbers move between editions; every citation in the log refers to this one.
CR_EDITION = "2026-04-17"
DOCUMENT_VERSION = 1
# The engine's own version, stored with every saved result: raise it whenever a change can make
# the engine compute a different result for the same document (a rules fix, a new mechanic).
ENGINE_VERSION = "2026.12.2"
