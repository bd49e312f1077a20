"""Rites of Initiation: "Discard any number of cards at random. Creatures you control get +1/+0
until end of turn for each card discarded this way." (compiled from its Oracle text). The number
is chosen as the spell resolves (608.2d), that many cards are discarded at random (701.9b, from
the game's seeded randomness), and the pump counts the cards discarded (608.2c, 608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

RITES_OF_INITIATION = {
    "name": "Rites of Initiation",
    "type_line": "Instant",
    "mana_cost": "{R}",
    "layout": "normal",
    "oracle_text": "Discard any number of cards at random. Creatures you control get +1/+0 "
    "until end of turn for each card discarded this way.",
}
RESOLVE = {"type": "resolve"}
CAST = {"type": "cast", "object": "rites", "free": True}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Rites of Initiation": RITES_OF_INITIATION})


def test_rites_of_initiation_compiles_automated() -> None:
    compiled = compile_record(RITES_OF_INITIATION)
    assert compiled.label == AUTOMATED
    assert compiled.printed == RITES_OF_INITIATION["oracle_text"]


def _board(hand: int = 3) -> GameState:
    cards = ["Shock", "Giant Growth", "Mountain", "Forest", "Island"][:hand]
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "rites", "card": "Rites of Initiation"}]
            + [{"id": f"h{n}", "card": c} for n, c in enumerate(cards)],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "wurm", "card": "Craw Wurm"},
            ],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "goblin", "card": "Raging Goblin"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _cast(hand: int = 3) -> GameState:
    return play(_board(hand), CAST).state


def test_she_chooses_how_many_as_it_resolves_608_2d() -> None:
    asked = pending(_cast(), RESOLVE)
    assert asked.pending is not None and asked.pending.rule == "608.2d"
    assert asked.pending.option_ids() == ("0", "1", "2", "3")


def test_two_discarded_at_random_give_plus_two_701_9b() -> None:
    done = play(_cast(), RESOLVE, ["2"])
    state = done.state
    in_hand = [o.id for o in state.zone(Zone.HAND, "A")]
    in_graveyard = {o.id for o in state.zone(Zone.GRAVEYARD, "A")}
    assert len(in_hand) == 1
    assert len(in_graveyard - {"rites"}) == 2 and "rites" in in_graveyard
    assert cites(done.log, "701.9b")
    assert chars(state, state.object("bears")).power == 4
    assert chars(state, state.object("bears")).toughness == 2
    assert chars(state, state.object("wurm")).power == 8
    # only her creatures (the group is "creatures you control")
    assert chars(state, state.object("goblin")).power == 1


def test_the_random_discard_replays_the_same_cards() -> None:
    first = play(_cast(), RESOLVE, ["2"]).state
    second = play(_cast(), RESOLVE, ["2"]).state
    assert [o.id for o in first.zone(Zone.HAND, "A")] == [o.id for o in second.zone(Zone.HAND, "A")]


def test_none_discarded_no_bonus() -> None:
    done = play(_cast(), RESOLVE, ["0"])
    assert len(done.state.zone(Zone.HAND, "A")) == 3
    assert chars(done.state, done.state.object("bears")).power == 2


def test_an_empty_hand_asks_nothing() -> None:
    done = play(_cast(0), RESOLVE)
    assert done.pending is None
    assert chars(done.state, done.state.object("bears")).power == 2


def test_the_whole_hand_gives_plus_three() -> None:
    done = play(_cast(), RESOLVE, ["3"])
    assert not done.state.zone(Zone.HAND, "A")
    assert chars(done.state, done.state.object("bears")).power == 5
