"""A whole hand discarded (701.9a): One with Nothing ("Discard your hand.") and Wheel of Fortune
("Each player discards their hand, then draws seven cards."), compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "One with Nothing": {
        "name": "One with Nothing",
        "mana_cost": "{B}",
        "type_line": "Instant",
        "oracle_text": "Discard your hand.",
        "colors": ["B"],
    },
    "Wheel of Fortune": {
        "name": "Wheel of Fortune",
        "mana_cost": "{2}{R}",
        "type_line": "Sorcery",
        "oracle_text": "Each player discards their hand, then draws seven cards.",
        "colors": ["R"],
    },
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _cards(prefix: str, n: int, card: str = "Island") -> list[dict[str, str]]:
    return [{"id": f"{prefix}{i}", "card": card} for i in range(n)]


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"]


def test_one_with_nothing_discards_every_card_without_a_choice_701_9a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "nothing", "card": "One with Nothing"},
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "hand": _cards("b", 2)},
    )
    cast = play(state, {"type": "cast", "object": "nothing", "free": True})
    resolved = play(cast.state, {"type": "resolve"})  # strict: no decision is asked
    after = resolved.state
    assert cites(resolved.log, "701.9a")
    assert not after.zone(Zone.HAND, "A")
    assert {o.id for o in after.zone(Zone.GRAVEYARD, "A")} >= {"bolt", "bears", "nothing"}
    assert len(after.zone(Zone.HAND, "B")) == 2  # only "your" hand


def test_wheel_of_fortune_every_hand_goes_then_each_player_draws_seven() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "wheel", "card": "Wheel of Fortune"}, *_cards("a", 3)],
            "library": _cards("al", 10, "Forest"),
        },
        {"id": "B", "hand": _cards("b", 1), "library": _cards("bl", 10, "Mountain")},
    )
    cast = play(state, {"type": "cast", "object": "wheel", "free": True})
    after = play(cast.state, {"type": "resolve"}).state
    for player, old in (("A", "a"), ("B", "b")):
        hand = after.zone(Zone.HAND, player)
        assert len(hand) == 7 and not any(o.id.startswith(old) and len(o.id) == 2 for o in hand)
    assert {"a0", "a1", "a2"} <= {o.id for o in after.zone(Zone.GRAVEYARD, "A")}
    assert "b0" in {o.id for o in after.zone(Zone.GRAVEYARD, "B")}
