"""Life lost or gained "equal to [a count]" (119.3, 608.2h): the count is taken once, as the
ability resolves, from its controller's point of view (109.5). Real cards compiled from their
Oracle text (engine.oracle.grammar.life_equal_to)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Throne of the God-Pharaoh": {
        "name": "Throne of the God-Pharaoh",
        "mana_cost": "{2}",
        "type_line": "Legendary Artifact",
        "oracle_text": "At the beginning of your end step, each opponent loses life equal to the "
        "number of tapped creatures you control.",
        "colors": [],
    },
    "Blossoming Wreath": {
        "name": "Blossoming Wreath",
        "mana_cost": "{G}",
        "type_line": "Instant",
        "oracle_text": "You gain life equal to the number of creature cards in your graveyard.",
        "colors": ["G"],
    },
    "Shaman of the Pack": {
        "name": "Shaman of the Pack",
        "mana_cost": "{1}{B}{G}",
        "type_line": "Creature — Elf Shaman",
        "oracle_text": "When Shaman of the Pack enters, target opponent loses life equal to the "
        "number of Elves you control.",
        "power": "3",
        "toughness": "2",
        "colors": ["B", "G"],
    },
}
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"].replace(name, "~")


def _to_the_end_step(state: GameState) -> tuple[GameState, list[str]]:
    rules: list[str] = []
    while state.turn.step.value != "end":
        step = play(state, ADVANCE)
        rules += [r for entry in step.log for r in entry.rules]
        state = step.state
    return state, rules


def test_throne_counts_only_its_controllers_tapped_creatures_at_the_end_step() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "throne", "card": "Throne of the God-Pharaoh"},
                {"id": "bears", "card": "Grizzly Bears", "tapped": True},
                {"id": "angel", "card": "Serra Angel", "tapped": True},
                {"id": "untapped", "card": "Grizzly Bears"},
                {"id": "forest", "card": "Forest", "tapped": True},  # tapped, not a creature
            ],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears", "tapped": True}]},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )
    state, rules = _to_the_end_step(state)
    assert "513.1" in rules or "603.2" in rules  # "at the beginning of your end step" triggers
    done = play(state, RESOLVE)
    # Two tapped creatures A controls: B loses 2 (B's own tapped Bears and A's Forest don't count).
    assert (done.state.player("B").life, done.state.player("A").life) == (18, 20)
    assert cites(done.log, "608.2h")


def test_throne_doesnt_trigger_in_the_opponents_end_step() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears", "tapped": True}]},
        {"id": "B", "battlefield": [{"id": "throne", "card": "Throne of the God-Pharaoh"}]},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )
    state, _ = _to_the_end_step(state)
    assert not state.zone(Zone.STACK)


def test_blossoming_wreath_counts_the_creature_cards_in_its_casters_graveyard() -> None:
    state = board(
        {
            "id": "A",
            "life": 10,
            "hand": [{"id": "wreath", "card": "Blossoming Wreath"}],
            "graveyard": [
                {"id": "dead1", "card": "Grizzly Bears"},
                {"id": "dead2", "card": "Serra Angel"},
                {"id": "bolt", "card": "Lightning Bolt"},  # not a creature card
            ],
        },
        {"id": "B", "graveyard": [{"id": "b_dead", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "wreath", "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.player("A").life == 12
    assert cites(done.log, "608.2h")


def test_shaman_of_the_pack_counts_the_elves_as_its_trigger_resolves() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "shaman", "card": "Shaman of the Pack"}],
            "battlefield": [{"id": "elves", "card": "Llanowar Elves"}],
        },
        {"id": "B", "battlefield": [{"id": "b_elves", "card": "Llanowar Elves"}]},
    )
    cast = play(state, {"type": "cast", "object": "shaman", "free": True})
    entered = play(cast.state, RESOLVE)  # B is the only opponent to target (603.3d)
    assert len(entered.state.zone(Zone.STACK)) == 1
    done = play(entered.state, RESOLVE)
    # The Shaman itself is an Elf: two Elves A controls (B's Elves are B's).
    assert done.state.player("B").life == 18
