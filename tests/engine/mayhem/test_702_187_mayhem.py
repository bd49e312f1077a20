"""Mayhem (702.187a-b): "As long as you discarded this card this turn, you may cast it from your
graveyard by paying [cost] rather than paying its mana cost." Electro's Bolt ("~ deals 4 damage
to target creature. / Mayhem {1}{R}") and Mind Rot ("Target player discards two cards.", to make
the discard) of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BOLT = "Electro's Bolt"
NAMES = (BOLT, "Mind Rot")
RESOLVE = {"type": "resolve"}
MAYHEM = {"type": "cast", "object": "bolt", "targets": ["bears"], "mayhem": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def test_702_187b_mayhem_compiles_and_prints_back() -> None:
    compiled = compile_record(records(BOLT)[BOLT])
    assert compiled.label == AUTOMATED
    assert compiled.definition.mayhem == "{1}{R}"
    assert compiled.printed == "~ deals 4 damage to target creature.\nMayhem {1}{R}"


def _board(*, bolt_in: str = "hand") -> GameState:
    a: dict[str, Any] = {
        "id": "A",
        "mana_pool": {"R": 2},
        "hand": [{"id": "rot", "card": "Mind Rot"}, {"id": "other", "card": "Grizzly Bears"}],
    }
    a.setdefault(bolt_in, []).append({"id": "bolt", "card": BOLT})
    return board(a, {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]})


def _discarded(state: GameState) -> GameState:
    """Alice casts Mind Rot at herself: she discards her two cards, the Bolt among them."""
    cast = play(state, {"type": "cast", "object": "rot", "targets": ["A"], "free": True})
    return play(cast.state, RESOLVE, ["bolt"]).state


def test_702_187b_a_card_discarded_this_turn_is_cast_from_the_graveyard() -> None:
    state = _discarded(_board())
    assert state.object("bolt").zone is Zone.GRAVEYARD
    cast = play(state, MAYHEM)
    assert cites(cast.log, "702.187b") and cites(cast.log, "118.9")
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{R} paid from {R}{R}
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("bolt").zone is Zone.GRAVEYARD  # nothing exiles it


def test_702_187b_not_discarded_this_turn_it_stays_in_the_graveyard() -> None:
    state = _board(bolt_in="graveyard")  # put there some other way (or on another turn)
    with pytest.raises(IllegalAction) as refused:
        apply(state, MAYHEM)
    assert refused.value.rule == "702.187b"


def test_702_187b_only_from_the_graveyard() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), MAYHEM)
    assert refused.value.rule == "702.187b"


def test_702_187b_a_discarded_card_is_offered_as_a_mayhem_cast() -> None:
    from engine.game.legal import available_actions

    state = _discarded(_board())
    offered = [a for a in available_actions(state) if a.action.get("object") == "bolt"]
    assert offered and offered[0].action.get("mayhem") is True
