"""JSON text from users, parsed within limits: nesting (engine.document.json_depth) and the
length of numbers.  Anything nested deeper than a scenario document ever is, or a number longer
than ``MAX_NUMBER_DIGITS`` digits (Python refuses to convert integer strings over 4,300 digits
with a plain ValueError), gets a clear error before it is stored."""

from __future__ import annotations

import json
from typing import Any

from engine.document.json_depth import MAX_JSON_DEPTH, text_depth

MAX_NUMBER_DIGITS = 30


class JsonLimitExceeded(ValueError):
    """JSON input over one of the limits; the message says which, in words."""


class TooDeeplyNested(JsonLimitExceeded):
    def __init__(self, depth: int, limit: int) -> None:
        self.depth = depth
        self.limit = limit
        super().__init__(f"it is nested {depth} levels deep; at most {limit} levels are accepted")


class NumberTooLong(JsonLimitExceeded):
    def __init__(self, digits: int) -> None:
        super().__init__(
            f"it has a number with {digits:,} digits; at most {MAX_NUMBER_DIGITS} are accepted"
        )


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise NumberTooLong(len(text.lstrip("-")))
    return int(text)


def _real(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS * 4:
        raise NumberTooLong(sum(c.isdigit() for c in text))
    return float(text)


def loads(text: str, *, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads`` of ``text``; raises ``JsonLimitExceeded`` (``TooDeeplyNested`` before
    parsing, ``NumberTooLong``) and ``json.JSONDecodeError`` as json.loads does."""
    depth = text_depth(text)
    if depth > max_depth:
        raise TooDeeplyNested(depth, max_depth)
    return json.loads(text, parse_int=_integer, parse_float=_real)
