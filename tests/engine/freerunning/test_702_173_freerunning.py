"""Freerunning (702.173a): "You may pay [cost] rather than pay this spell's mana cost if a player
was dealt combat damage this turn by a creature that, at the time it dealt that damage, was an
Assassin creature or a commander under your control." Eagle Vision ({3}{U} sorcery, "Draw three
cards.", freerunning {1}{U}) and Merciless Harlequin (a 2/1 Human Assassin) of the 2026 card file
are compiled from their Oracle text; Grizzly Bears is no Assassin."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

VISION = "Eagle Vision"
HARLEQUIN = "Merciless Harlequin"
FREERUN = {"type": "cast", "object": "vision", "alternative": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, VISION, HARLEQUIN)


def test_702_173a_freerunning_compiles_and_prints_back() -> None:
    compiled = compile_record(records(VISION)[VISION])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Freerunning {1}{U}\nDraw three cards."


def _after_combat(attacker: str, blocked: bool = False) -> GameState:
    """Alice attacks Bob with `attacker`; combat damage is dealt; it's her second main phase."""
    library = [{"id": f"l{i}", "card": "Grizzly Bears"} for i in range(5)]
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "attacker", "card": attacker},
                {"id": "i1", "card": "Island"},
                {"id": "i2", "card": "Island"},
            ],
            "hand": [{"id": "vision", "card": VISION}],
            "library": library,
        },
        {"id": "B", "battlefield": [{"id": "wall", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"attacker": "B"}}).state
    state = play(state, {"type": "advance", "to": "declare_blockers"}).state
    blockers = {"wall": "attacker"} if blocked else {}
    state = play(state, {"type": "block", "blockers": blockers}).state
    return play(state, {"type": "advance", "to": "postcombat_main"}).state


def test_702_173a_after_an_assassins_combat_damage_it_is_cast_for_its_freerunning_cost() -> None:
    state = _after_combat(HARLEQUIN)
    assert state.player("B").life == 18
    cast = play(state, FREERUN)  # {1}{U} from two Islands, rather than {3}{U}
    assert cites(cast.log, "702.173a") and cites(cast.log, "118.9")
    done = play(cast.state, {"type": "resolve"})
    assert len(done.state.zone(Zone.HAND, "A")) == 3


def test_702_173a_combat_damage_by_a_creature_that_isnt_an_assassin_doesnt_count() -> None:
    state = _after_combat("Grizzly Bears")
    assert state.player("B").life == 18
    with pytest.raises(IllegalAction) as refused:
        apply(state, FREERUN)
    assert refused.value.rule == "702.173a"


def test_702_173a_no_combat_damage_to_a_player_no_freerunning() -> None:
    state = _after_combat(HARLEQUIN, blocked=True)
    assert state.player("B").life == 20
    with pytest.raises(IllegalAction) as refused:
        apply(state, FREERUN)
    assert refused.value.rule == "702.173a"
