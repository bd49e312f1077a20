"""How deeply JSON input nests, measured without recursion.

Every JSON input has a depth limit (``MAX_JSON_DEPTH``): a scenario document nests about ten
levels (document, players, a zone, an object, its params, a list inside them), so anything far
deeper is refused with a clear error before any recursive code (a deep copy, a schema check,
the templates) can meet it and fail with a RecursionError.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

MAX_JSON_DEPTH = 32
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
_SCALARS = frozenset({str, int, float, bool, type(None)})


def value_depth(value: object, limit: int = MAX_JSON_DEPTH) -> int:
    """The nesting depth of a parsed JSON value (a scalar is 0, ``[]`` is 1); stops counting
    once past ``limit`` (and returns ``limit + 1``)."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        kind = type(item)
        if kind in _SCALARS:
            continue  # most values: skip the slower abstract-class check below
        if kind is dict or isinstance(item, Mapping):
            children: list[object] = list(item.values())  # type: ignore[attr-defined]
        elif isinstance(item, list | tuple):
            children = list(item)
        else:
            continue
        depth += 1
        if depth > limit:
            return limit + 1
        deepest = max(deepest, depth)
        stack.extend((child, depth) for child in children)
    return deepest


def text_depth(text: str) -> int:
    """The nesting depth of JSON text, read before it is parsed (brackets inside strings don't
    count); linear in the text's length."""
    deepest = depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest
