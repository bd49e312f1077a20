"""The notation's one error: what is wrong, and where (line and column, both counted from 1)."""

from __future__ import annotations

from engine.core.errors import InvalidDocument


class NotationError(InvalidDocument):
    """A board notation that can't be read. It is an InvalidDocument, so every caller that
    handles a bad document handles a bad notation too; `line` and `column` point at the fault
    (`column` is 1 when the whole line is at fault)."""

    def __init__(
        self, message: str, line: int, column: int = 1, path: str = "", *, unknown_card: str = ""
    ) -> None:
        self.line = line
        self.column = column
        super().__init__(message, path, unknown_card=unknown_card)
        # InvalidDocument's text leads with the document path; a person reading a notation
        # wants the place in their own text instead.
        self.args = (f"line {line}, column {column}: {message}",)

    def __str__(self) -> str:
        return str(self.args[0])
