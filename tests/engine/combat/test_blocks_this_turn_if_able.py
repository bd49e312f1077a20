"""Provoke: "Untap target creature you don't control. That creature blocks this turn if able." /
"Draw a card." (engine.oracle.grammar.block_requirements). The creature is untapped, then has
the blocking requirement for the rest of the turn (509.1c): declaring blockers without it is
refused when it is able to block, and the requirement ends with the turn (514.2)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.combat_words import BLOCKS_EACH_COMBAT
from engine.testing.scenario import board, cites, play

PROVOKE = {
    "name": "Provoke",
    "mana_cost": "{1}{G}",
    "type_line": "Instant",
    "layout": "normal",
    "oracle_text": "Untap target creature you don't control. That creature blocks this turn if "
    "able.\nDraw a card.",
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Provoke": PROVOKE})


def _board(giant_tapped: bool = True) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "provoke", "card": "Provoke"}],
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "angel", "card": "Serra Angel"},
            ],
            "library": [{"id": "top", "card": "Forest"}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant", "tapped": giant_tapped},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _provoked() -> GameState:
    cast = play(_board(), {"type": "cast", "object": "provoke", "targets": ["giant"], "free": True})
    return play(cast.state, {"type": "resolve"}).state


def _blocking(state: GameState, attacker: str = "ogre") -> GameState:
    state = play(state, {"type": "advance", "to": "declare_attackers"}).state
    state = play(state, {"type": "attack", "attackers": {attacker: "B"}}).state
    return play(state, {"type": "advance"}).state


def _refused(state: GameState, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(state, action)
    return err.value


def test_provoke_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(PROVOKE)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_provoke_untaps_the_creature_and_draws_a_card() -> None:
    cast = play(_board(), {"type": "cast", "object": "provoke", "targets": ["giant"], "free": True})
    done = play(cast.state, {"type": "resolve"})
    assert cites(done.log, "701.26b") and cites(done.log, "611.2a") and cites(done.log, "121.1")
    state = done.state
    giant = state.object("giant")
    assert not giant.tapped
    assert chars(state, giant).has(BLOCKS_EACH_COMBAT)
    assert state.object("top").zone is Zone.HAND


def test_provoke_cant_target_a_creature_you_control_115_1() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(
            _board(), {"type": "cast", "object": "provoke", "targets": ["ogre"], "free": True}, []
        )
    assert refused.value.rule == "115.1"


def test_the_provoked_creature_must_block_when_able_509_1c() -> None:
    state = _blocking(_provoked())
    assert _refused(state, {"type": "block", "blockers": {}}).rule == "509.1c"
    # another creature blocking instead doesn't obey the requirement either
    assert _refused(state, {"type": "block", "blockers": {"elves": "ogre"}}).rule == "509.1c"
    done = play(state, {"type": "block", "blockers": {"giant": "ogre"}})
    assert done.state.combat is not None and done.state.combat.blockers_of("ogre") == ("giant",)
    assert any(r.startswith("509.1") for e in done.log for r in e.rules)


def test_without_provoke_no_block_is_needed() -> None:
    done = play(_blocking(_board(giant_tapped=False)), {"type": "block", "blockers": {}}).state
    assert done.combat is not None and not done.combat.blockers_of("ogre")


def test_a_provoked_creature_unable_to_block_the_attacker_neednt_block_509_1c() -> None:
    """Only "if able": Hill Giant can't block Serra Angel (flying, 702.9b), so no block obeys
    every requirement that can be obeyed."""
    done = play(_blocking(_provoked(), "angel"), {"type": "block", "blockers": {}}).state
    assert done.combat is not None and not done.combat.blockers_of("angel")


def test_the_requirement_ends_with_the_turn_514_2() -> None:
    state = play(_provoked(), {"type": "advance", "to": "cleanup"}).state
    assert not chars(state, state.object("giant")).has(BLOCKS_EACH_COMBAT)
