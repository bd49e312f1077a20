"""Every old document loads: the format upgrade chain (engine.document.upgrades) and frozen
documents of every earlier format, as the engines of the time wrote them (fixtures/v<N>/,
named after the commit whose engine wrote them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.document import upgrades as document_upgrades
from engine.document.upgrades import FIRST_VERSION, UPGRADES, upgrade_document

FIXTURES = Path(__file__).parent / "fixtures"


def frozen_documents() -> list[Path]:
    return sorted(FIXTURES.glob("v*/*.json"))


def test_every_format_version_before_todays_has_an_upgrade_step_and_frozen_documents() -> None:
    for version in range(FIRST_VERSION, engine.DOCUMENT_VERSION):
        assert version in UPGRADES, f"no upgrade from document version {version}"
    for version in range(FIRST_VERSION, engine.DOCUMENT_VERSION + 1):
        assert list((FIXTURES / f"v{version}").glob("*.json")), f"no frozen v{version} documents"
    assert set(UPGRADES) == set(range(FIRST_VERSION, engine.DOCUMENT_VERSION))


@pytest.mark.parametrize("path", frozen_documents(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_frozen_document_loads_in_todays_engine(path: Path) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    state = engine.load(document)
    # Loading is lossless: what today's engine writes reads back to the same board.
    again = engine.load(engine.dump(state))
    assert engine.text_rendering(again) == engine.text_rendering(state)
    assert [p.life for p in again.players] == [p["life"] for p in document["players"]]


def test_a_document_without_a_version_is_read_as_the_current_format() -> None:
    document = engine.dump(engine.new_scenario())
    del document["version"]
    assert engine.load(document).players[0].life == 20


@pytest.mark.parametrize(
    ("version", "message"),
    [
        (engine.DOCUMENT_VERSION + 1, "written by a newer engine"),
        (0, "versions start at 1"),
        ("1", "must be a whole number"),
        (True, "must be a whole number"),
    ],
)
def test_versions_this_engine_cannot_read_are_refused(version: Any, message: str) -> None:
    document = engine.dump(engine.new_scenario())
    document["version"] = version
    with pytest.raises(engine.InvalidDocument, match=message) as raised:
        engine.load(document)
    assert raised.value.path == "version"


def test_the_chain_applies_each_step_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a format 3, a version 1 document goes through the 1->2 and 2->3 steps."""
    monkeypatch.setattr(document_upgrades, "DOCUMENT_VERSION", 3)
    seen: list[int] = []

    def one_to_two(doc: dict[str, Any]) -> dict[str, Any]:
        seen.append(doc["version"])
        return {**doc, "seed": 7}

    def two_to_three(doc: dict[str, Any]) -> dict[str, Any]:
        seen.append(doc["version"])
        return {**doc, "seed": doc["seed"] * 2}

    old = {"version": 1, "players": []}
    upgraded = upgrade_document(old, {1: one_to_two, 2: two_to_three})
    assert seen == [1, 2]
    assert upgraded == {"version": 3, "players": [], "seed": 14}
    assert old == {"version": 1, "players": []}  # the stored document is not changed


def test_a_missing_step_is_an_error_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(document_upgrades, "DOCUMENT_VERSION", 2)
    with pytest.raises(engine.InvalidDocument, match="no upgrade from document version 1"):
        upgrade_document({"version": 1}, {})
