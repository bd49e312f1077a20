"""Built-in example scenarios: one JSON file per ruling of the rulings spec.

The engine's ruling tests and the builder's gallery both read these files, so the gallery can't
drift from what the tests check. A file holds the ruling id, a stable slug, a title and summary in
our own words, the rules it turns on, the scenario document, optional setup actions (casting a spell
and a response, say) that lead to the moment of the ruling, the action, and (optionally) the
choices; without choices the gallery shows every outcome the explorer finds.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any


@dataclass(frozen=True)
class Example:
    id: str
    slug: str
    title: str
    summary: str
    rules: tuple[str, ...]
    document: dict[str, Any]
    action: dict[str, Any]
    choices: tuple[str, ...] | None
    section: str
    # Actions (with their choices) leading to the board shown.
    setup: tuple[dict[str, Any], ...] = ()
    # The ruling is that the action is illegal: the engine refuses it, naming the rule.
    refused: bool = False

    def scenario_document(self) -> dict[str, Any]:
        """The scenario with its actions: the setup, then the action with its choices."""
        action = dict(self.action)
        if self.choices is not None:
            action["choices"] = list(self.choices)
        return {**self.document, "actions": [*self.setup, action]}


def example_from_json(data: dict[str, Any]) -> Example:
    """An example from the contents of its file."""
    choices = data.get("choices")
    return Example(
        id=data["id"],
        slug=data["slug"],
        title=data["title"],
        summary=data["summary"],
        rules=tuple(data.get("rules", ())),
        document=data["scenario"],
        action=data["action"],
        choices=tuple(choices) if choices is not None else None,
        section=data.get("section", ""),
        setup=tuple(data.get("setup", ())),
        refused=bool(data.get("refused", False)),
    )


@cache
def examples() -> tuple[Example, ...]:
    found = []
    for entry in sorted(resources.files(__name__).iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".json"):
            continue
        found.append(example_from_json(json.loads(entry.read_text(encoding="utf-8"))))
    return tuple(sorted(found, key=lambda e: _order(e.id)))


def _order(ruling_id: str) -> tuple[str, int]:
    prefix, _, number = ruling_id.partition("-")
    return prefix, int(number) if number.isdigit() else 0


def example(ruling_id: str) -> Example:
    for ex in examples():
        if ex.id.lower() == ruling_id.lower() or ex.slug == ruling_id:
            return ex
    raise KeyError(ruling_id)
