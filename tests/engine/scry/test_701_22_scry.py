"""Scry (701.22) in the sentences cards use it in: after another instruction with ", then"
(Serum Visionary: "draw a card, then scry 2"), joined with "and" (Holy Cow: "you gain 2 life and
scry 1"), and the trigger "whenever you scry" (Arwen Undómiel), which triggers once the scry is
complete even if the library is empty (701.22d). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

VISIONARY = {
    "name": "Serum Visionary",
    "type_line": "Creature — Vedalken Wizard",
    "mana_cost": "{2}{U}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "When Serum Visionary enters, draw a card, then scry 2.",
}
HOLY_COW = {
    "name": "Holy Cow",
    "type_line": "Creature — Ox Angel",
    "mana_cost": "{2}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Flash", "Flying", "Scry"],
    "oracle_text": "Flash\nFlying\nWhen Holy Cow enters, you gain 2 life and scry 1. (Look at "
    "the top card of your library. You may put that card on the bottom.)",
}
ARWEN = {
    "name": "Arwen Undómiel",
    "type_line": "Legendary Creature — Elf Noble",
    "mana_cost": "{G}{U}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Scry"],
    "oracle_text": "Whenever you scry, put a +1/+1 counter on target creature.\n{4}{G}{U}: Scry 2.",
}
RECORDS = {r["name"]: r for r in (VISIONARY, HOLY_COW, ARWEN)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("Serum Visionary", "When ~ enters, draw a card, then scry 2."),
        ("Holy Cow", "When ~ enters, you gain 2 life and scry 1."),
        ("Arwen Undómiel", "Whenever you scry, put a +1/+1 counter on target creature."),
    ],
)
def test_the_card_compiles_automated_and_prints_its_sentence_back(name: str, line: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _library() -> list[dict[str, str]]:
    return [
        {"id": "c1", "card": "Shock"},
        {"id": "c2", "card": "Lightning Bolt"},
        {"id": "c3", "card": "Grizzly Bears"},
        {"id": "c4", "card": "Opt"},
    ]


def _library_ids(state: GameState) -> list[str]:
    return [o.id for o in state.zone(Zone.LIBRARY, "A")]


def _enters(card: str, choices: list[str]) -> tuple[GameState, Any]:
    state = board(
        {"id": "A", "hand": [{"id": "it", "card": card}], "library": _library()},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    entered = play(cast.state, RESOLVE)  # the creature spell resolves; its trigger waits
    done = play(entered.state, RESOLVE, choices)
    return done.state, done.log


def test_serum_visionary_draws_then_scries_the_next_two_cards_608_2c_701_22a() -> None:
    state, log = _enters("Serum Visionary", ["bottom", "top"])
    assert state.object("c1").zone is Zone.HAND  # drawn first
    assert _library_ids(state) == ["c3", "c4", "c2"]  # then c2 to the bottom, c3 kept
    assert cites(log, "701.22a") and cites(log, "121.1")


def test_holy_cow_gains_two_life_and_scries_one() -> None:
    state, log = _enters("Holy Cow", ["bottom"])
    assert state.player("A").life == 22
    assert _library_ids(state) == ["c2", "c3", "c4", "c1"]
    assert cites(log, "701.22a")


def _arwen(library: list[dict[str, str]]) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "arwen", "card": "Arwen Undómiel"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": library,
            "mana_pool": {"G": 5, "U": 1},
        },
        {"id": "B"},
    )


def test_whenever_you_scry_triggers_after_the_scry_701_22d() -> None:
    activated = play(_arwen(_library()), {"type": "activate", "object": "arwen", "ability": 1})
    # the scry's answers, then the trigger's target as it is put on the stack (603.3d)
    scried = play(activated.state, RESOLVE, ["top", "top", "c2", "bears"])
    assert _library_ids(scried.state)[:2] == ["c2", "c1"]
    done = resolve_all(scried.state)
    assert done.object("bears").counter("+1/+1") == 1


def test_scrying_an_empty_library_still_triggers_701_22d() -> None:
    activated = play(_arwen([]), {"type": "activate", "object": "arwen", "ability": 1})
    scried = play(activated.state, RESOLVE, ["arwen"])
    assert cites(scried.log, "701.22a")
    done = resolve_all(scried.state)
    assert done.object("arwen").counter("+1/+1") == 1
