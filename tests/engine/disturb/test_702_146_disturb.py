"""Disturb (702.146): "Disturb [cost]" on a double-faced card's front face lets its owner cast it
transformed from their graveyard for that cost rather than its mana cost (118.9). The spell has
its back face up (712.11a), only that face's characteristics and its front face's mana cost for
its mana value (712.8c), and the permanent enters transformed (702.146b). Real card compiled
from its Oracle text, both faces: Baithook Angler ({1}{U} 2/1 Human Peasant; "Disturb {1}{U}")
// Hook-Haunt Drifter (1/2 Spirit, flying; "If ~ would be put into a graveyard from anywhere,
exile it instead.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ANGLER = "Baithook Angler // Hook-Haunt Drifter"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ANGLER, "Shock")


def _alice(*, hand: bool = False, pool: dict[str, int] | None = None) -> GameState:
    spot = {"id": "angler", "card": ANGLER}
    return board(
        {
            "id": "A",
            "name": "Alice",
            "graveyard": [] if hand else [spot],
            "hand": [spot, {"id": "shock", "card": "Shock"}]
            if hand
            else [{"id": "shock", "card": "Shock"}],
            "mana_pool": pool if pool is not None else {"U": 1, "C": 1},
        },
        {"id": "B", "name": "Bob"},
    )


def test_baithook_angler_compiles_with_its_disturb_cost() -> None:
    compiled = compile_record(records(ANGLER)[ANGLER])
    assert compiled.label == AUTOMATED
    assert compiled.definition.faces[0].disturb == "{1}{U}"


def test_cast_transformed_from_the_graveyard_for_its_disturb_cost_702_146a() -> None:
    cast = play(_alice(), {"type": "cast", "object": "angler", "disturb": True})
    spell = cast.state.object("angler")
    assert spell.zone is Zone.STACK and spell.face == 1  # 712.11a
    c = chars(cast.state, spell)
    assert (c.name, c.power, c.toughness) == ("Hook-Haunt Drifter", 1, 2)
    assert c.mana_cost == "{1}{U}"  # 712.8c: its front face's mana cost
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.146a") and cites(cast.log, "712.11a") and cites(cast.log, "118.9")
    resolved = play(cast.state, {"type": "resolve"})
    drifter = resolved.state.object("angler")
    c = chars(resolved.state, drifter)
    assert drifter.zone is Zone.BATTLEFIELD and drifter.face == 1  # 702.146b
    assert (c.name, c.power, c.toughness) == ("Hook-Haunt Drifter", 1, 2)
    assert c.has("flying")


def test_the_disturbed_permanent_is_exiled_instead_of_dying() -> None:
    state = play(_alice(), {"type": "cast", "object": "angler", "disturb": True}).state
    state = play(state, {"type": "resolve"}).state
    shock = {"type": "cast", "object": "shock", "targets": ["angler"], "free": True}
    state = play(state, shock).state
    resolved = play(state, {"type": "resolve"})
    assert resolved.state.object("angler").zone is Zone.EXILE
    assert cites(resolved.log, "614.1a")


def test_disturb_casts_only_from_the_graveyard() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_alice(hand=True), {"type": "cast", "object": "angler", "disturb": True})
    assert refused.value.rule == "702.146a"


def test_the_front_face_cant_be_cast_from_the_graveyard_without_disturb() -> None:
    with pytest.raises(IllegalAction):
        play(_alice(), {"type": "cast", "object": "angler"})


def test_the_picker_offers_disturb_from_the_graveyard() -> None:
    offered = [o for o in available_actions(_alice()) if o.action.get("disturb")]
    assert [o.label for o in offered] == [
        "Cast Hook-Haunt Drifter transformed for its disturb cost"
    ]
    assert offered[0].legal
