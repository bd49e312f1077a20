"""Foretell (702.143): during their turn a player may pay {2} and exile a card with foretell from
their hand face down (a special action, 116.2h, 702.143b); the exiled card has no
characteristics (406.3a) and isn't named to anyone but its owner; after that turn has ended it
may be cast for its foretell cost rather than its mana cost (118.9). Doomskar Titan is compiled
from its Oracle text (card data)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Params, Turn, Zone
from engine.game.legal import available_actions
from engine.game.render import text_rendering
from engine.notation import dump as notation_dump
from engine.notation import parse as notation_parse
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.names import name_of
from engine.testing.scenario import board, cites, play

DOOMSKAR_TITAN = {
    "name": "Doomskar Titan",
    "type_line": "Creature — Giant Berserker",
    "mana_cost": "{4}{R}{R}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "colors": ["R"],
    "oracle_text": "When Doomskar Titan enters the battlefield, creatures you control get +1/+0 "
    "and gain haste until end of turn.\nForetell {4}{R} (During your turn, you may pay {2} and "
    "exile this card from your hand face down. Cast it on a later turn for its foretell cost.)",
}
FORETELL = {"type": "foretell", "object": "titan"}
CAST_FORETOLD = {"type": "cast", "object": "titan", "foretell": True}


@pytest.fixture(autouse=True)
def _titan_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Doomskar Titan": DOOMSKAR_TITAN})


def alice(pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "titan", "card": "Doomskar Titan"}],
            "battlefield": [{"id": "elves", "card": "Llanowar Elves"}],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def next_turn_of_alice(state: GameState, pool: dict[str, int]) -> GameState:
    """Two turns later, Alice's precombat main phase again, with mana."""
    turned = replace(state, turn=Turn(state.turn.number + 2, "A", state.turn.step))
    return turned.with_player(replace(turned.player("A"), mana_pool=Params(pool)))


def test_doomskar_titan_compiles_automated() -> None:
    assert compile_record(DOOMSKAR_TITAN).label == AUTOMATED


def test_foretelling_pays_two_and_exiles_the_card_face_down_without_its_name() -> None:
    foretold = play(alice({"C": 2}), FORETELL)
    titan = foretold.state.object("titan")
    assert (titan.zone, titan.face_down, titan.foretold_turn) == (Zone.EXILE, True, 1)
    assert foretold.state.player("A").mana_pool.to_json() == {}
    assert cites(foretold.log, "116.2h") and cites(foretold.log, "702.143b")
    c = chars(foretold.state, titan)
    assert (c.name, c.types, c.power, c.mana_cost) == ("", (), None, "")  # 406.3a
    prose = " ".join(e.text for e in foretold.log) + text_rendering(foretold.state)
    assert "Doomskar" not in prose and "Titan" not in prose
    assert name_of(foretold.state, "titan") == "face-down exiled card"
    assert "face-down exiled card [Doomskar Titan]" in text_rendering(foretold.state, viewer="A")
    # The document and the notation keep the foretold card as it is.
    assert engine.load(engine.dump(foretold.state)) == foretold.state
    text = notation_dump(engine.dump(foretold.state))
    assert "foretold_turn=1" in text and "face_down" in text
    assert engine.load(notation_parse(text)) == foretold.state


def test_a_foretold_card_cant_be_cast_the_turn_it_was_foretold() -> None:
    foretold = play(alice({"C": 2}), FORETELL)
    ready = foretold.state.with_player(
        replace(foretold.state.player("A"), mana_pool=Params({"R": 1, "C": 4}))
    )
    with pytest.raises(IllegalAction) as refused:
        play(ready, CAST_FORETOLD)
    assert refused.value.rule == "702.143a"


def test_foretelling_only_during_your_own_turn() -> None:
    state = replace(alice({"C": 2}), turn=Turn(2, "B"))
    with pytest.raises(IllegalAction) as refused:
        play(state, FORETELL)
    assert refused.value.rule == "116.2h"


def test_doomskar_titan_cast_foretold_on_a_later_turn_for_its_foretell_cost() -> None:
    foretold = play(alice({"C": 2}), FORETELL)
    later = next_turn_of_alice(foretold.state, {"R": 1, "C": 4})
    cast = play(later, CAST_FORETOLD)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {4}{R}, not {4}{R}{R}
    assert cites(cast.log, "702.143a") and cites(cast.log, "118.9")
    spell = cast.state.object("titan")
    assert spell.zone is Zone.STACK and not spell.face_down
    assert chars(cast.state, spell).name == "Doomskar Titan"  # turned face up (406.3a)
    entered = play(cast.state, {"type": "resolve"})
    resolved = play(entered.state, {"type": "resolve"})  # its enters trigger
    elves = chars(resolved.state, resolved.state.object("elves"))
    assert elves.power == 2 and elves.has("haste")


def test_the_picker_offers_foretelling_and_then_casting_the_foretold_card() -> None:
    labels = [o.label for o in available_actions(alice({"C": 2})) if o.legal]
    assert "Foretell Doomskar Titan (pay {2}, exile it face down)" in labels
    foretold = play(alice({"C": 2}), FORETELL)
    later = next_turn_of_alice(foretold.state, {})
    cast = [o for o in available_actions(later) if o.action.get("foretell")]
    assert [o.label for o in cast] == ["Cast Doomskar Titan from exile for its foretell cost"]
    assert cast[0].legal
