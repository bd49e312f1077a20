"""The board notation: a whole scenario as a few lines of text a person can type.

What FEN and PGN are to chess: `dump` writes a scenario document's notation, `parse` reads one
back (the canonical document, `actions` included), and a notation that can't be read raises
NotationError with its line and column. docs/notation.md describes the notation.
"""

from __future__ import annotations

from engine.notation.errors import NotationError
from engine.notation.reader import parse
from engine.notation.writer import dump, dump_state

__all__ = ["NotationError", "dump", "dump_state", "parse"]
