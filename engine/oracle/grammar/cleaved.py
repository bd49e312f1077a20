"""Cleave's text change (702.148a-b, 612): cast for its cleave cost, a spell's text loses every
word within square brackets. The compiler reads a spell line holding square brackets twice: with
the brackets dropped and their words kept (the text the spell has otherwise, `unbracketed`), and
with the brackets and their words removed (`cleaved_text`); the second reading is kept as
`CardDef.cleaved`. The line is applied only if both readings are understood and print back as
those two texts (`cleave_matches`, the printer's proof)."""

from __future__ import annotations

import re

# The layout part heading a bracketed line: the line as printed, brackets and all.
CLEAVE_PART = "cleave:"

_BRACKETED = re.compile(r"\[[^\[\]]*\]")
_SPACES = re.compile(r" {2,}")
_SPACE_BEFORE = re.compile(r" ([.,;])")


def has_brackets(line: str) -> bool:
    """Whether the line holds square-bracketed words (and only well-formed pairs of them)."""
    return (
        "[" in line
        and _BRACKETED.sub("", line).count("[") == 0
        and "]" not in (_BRACKETED.sub("", line))
    )


def unbracketed(line: str) -> str:
    """The text without cleave's change: the brackets are no words of the text, theirs are."""
    return line.replace("[", "").replace("]", "")


def cleaved_text(line: str) -> str:
    """The text with every bracketed word removed (702.148a), spaces tidied where words left."""
    text = _BRACKETED.sub("", line)
    text = _SPACE_BEFORE.sub(r"\1", _SPACES.sub(" ", text))
    return text.strip()


def cleave_matches(line: str, printed: str, printed_cleaved: str) -> bool:
    """The spell ability prints as the line without brackets, and the cleaved ability as the
    line without the bracketed words."""
    return has_brackets(line) and (unbracketed(line), cleaved_text(line)) == (
        printed,
        printed_cleaved,
    )
