"""JSON text from users, parsed with a depth limit (engine.document.json_depth): anything nested deeper
than a scenario document ever is gets a clear error before it is parsed or stored."""

from __future__ import annotations

import json
from typing import Any

from engine.document.json_depth import MAX_JSON_DEPTH, text_depth


class TooDeeplyNested(ValueError):
    def __init__(self, depth: int, limit: int) -> None:
        self.depth = depth
        self.limit = limit
        super().__init__(f"it is nested {depth} levels deep; at most {limit} levels are accepted")


def loads(text: str, *, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads`` of ``text``; raises ``TooDeeplyNested`` (before parsing) when the text
    nests deeper than ``max_depth``, and ``json.JSONDecodeError`` as json.loads does."""
    depth = text_depth(text)
    if depth > max_depth:
        raise TooDeeplyNested(depth, max_depth)
    return json.loads(text)
