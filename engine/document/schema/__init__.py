"""The scenario document's JSON Schema (published contract; the codec is the strict reader)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any


@cache
def scenario_schema() -> dict[str, Any]:
    text = resources.files(__name__).joinpath("scenario.schema.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema
