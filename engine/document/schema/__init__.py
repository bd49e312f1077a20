"""The scenario document's JSON Schema (published contract; the codec is the strict reader).

The file scenario.schema.json is generated (engine.document.schema.generate, from the document's
shape and the typed vocabulary); the codec reads the keys each object may have from the same
definitions, so the two refuse the same unknown keys.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from engine.document.schema.generate import build_schema

SCHEMA_FILE = "scenario.schema.json"


@cache
def scenario_schema() -> dict[str, Any]:
    text = resources.files(__name__).joinpath(SCHEMA_FILE).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def schema_text() -> str:
    """The schema file's text as generated now."""
    return json.dumps(build_schema(), indent=2, ensure_ascii=False) + "\n"


def write_schema() -> Path:
    path = Path(__file__).with_name(SCHEMA_FILE)
    path.write_text(schema_text(), encoding="utf-8")
    return path


@cache
def object_keys(name: str = "") -> frozenset[str]:
    """The keys an object of the document may have: the top level (""), or a definition of the
    schema ("player", "object", "stack_info", "characteristics", "effect", "pending_trigger",
    "custom_card", "static_ability", "activated_ability", "triggered_ability", "cost", "turn")."""
    schema = build_schema()
    if name == "":
        return frozenset(schema["properties"])
    if name == "turn":
        return frozenset(schema["properties"]["turn"]["properties"])
    return frozenset(schema["$defs"][name]["properties"])
