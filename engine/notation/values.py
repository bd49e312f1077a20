"""Values in the notation: JSON whose strings may be written as bare words.

`{player: A, amount: 3}` is `{"player": "A", "amount": 3}`. A string is written bare when it is a
plain word (letters, digits and `_+-/.'!?&*`) that doesn't read as a number or as true, false or
null; any other string is written as a JSON string.
"""

from __future__ import annotations

import json
import re
from typing import Any

WORD = re.compile(r"[A-Za-z0-9_+\-/.'!?&*]+")
NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?")
KEYWORDS = {"true": True, "false": False, "null": None}


def is_word(text: str) -> bool:
    """Whether `text` reads back as the same string when written bare."""
    return (
        WORD.fullmatch(text) is not None and NUMBER.fullmatch(text) is None and text not in KEYWORDS
    )


def word(text: str) -> str:
    """A string as a bare word when it can be one, else as a JSON string."""
    return text if is_word(text) else json.dumps(text, ensure_ascii=False)


def write(value: Any) -> str:
    """A JSON-like value in the notation's value syntax."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return word(value)
    if isinstance(value, int | float):
        return json.dumps(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{word(str(k))}: {write(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(write(v) for v in value) + "]"
    raise TypeError(f"not a JSON value: {value!r}")


def read_word(text: str) -> Any:
    """The value a bare word stands for (true, false and null are JSON's)."""
    return KEYWORDS.get(text, text)


def read_number(text: str) -> int | float:
    return int(text) if re.fullmatch(r"-?[0-9]+", text) else float(text)
