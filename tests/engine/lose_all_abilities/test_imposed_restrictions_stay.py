"""A creature that loses all abilities keeps the combat requirements and restrictions effects
imposed on it: "That creature blocks this turn if able" (Provoke) doesn't say it gains an
ability (113.10), so the spell's effect, not an ability, makes it block (611.1, 509.1c), even
after a later "loses all abilities" effect. An ability an effect made it gain ("gains flying")
and its own printed abilities (a Wall's defender) are lost."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play
from tests.engine.combat.test_blocks_this_turn_if_able import PROVOKE


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Provoke": PROVOKE})


def _with_effects(state: GameState, *effects: dict[str, Any]) -> GameState:
    """Effects put in force after what happened so far (later timestamps, 613.7)."""
    document = engine.dump(state)
    stamp = state.next_timestamp
    later = [{**e, "timestamp": stamp + n} for n, e in enumerate(effects)]
    document["effects"] = [*document.get("effects", []), *later]
    return engine.load(document)


def _provoked() -> GameState:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "provoke", "card": "Provoke"}],
            "battlefield": [{"id": "ogre", "card": "Gray Ogre"}],
            "library": [{"id": "top", "card": "Forest"}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant", "tapped": True},
                {"id": "wall", "card": "Wall of Stone"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "provoke", "targets": ["giant"], "free": True})
    return play(cast.state, {"type": "resolve"}).state


def _at_blockers(state: GameState) -> GameState:
    state = play(state, {"type": "advance", "to": "declare_attackers"}).state
    state = play(state, {"type": "attack", "attackers": {"ogre": "B"}}).state
    return play(state, {"type": "advance"}).state


HUMBLED = {
    "id": "humbled",
    "kind": "lose_all_abilities",
    "controller": "B",
    "params": {"objects": ["giant", "wall"]},
    "duration": "end_of_turn",
}
FLYING = {
    "id": "wings",
    "kind": "gain_keywords",
    "controller": "B",
    "params": {"objects": ["giant"], "keywords": ["Flying"]},
    "duration": "end_of_turn",
}


def test_provoked_giant_still_blocks_after_losing_all_abilities() -> None:
    provoked = _provoked()
    assert chars(provoked, provoked.object("giant")).has("blocks each combat if able")
    state = _with_effects(provoked, FLYING, HUMBLED)
    assert [e.timestamp for e in state.effects][-1] > state.effects[0].timestamp
    giant = chars(state, state.object("giant"))
    assert giant.has("blocks each combat if able")  # the spell's effect, no ability (113.10)
    assert not giant.has("flying")  # an ability it gained, lost after it (613.1f)
    blockers = _at_blockers(state)
    with pytest.raises(IllegalAction) as refused:
        play(blockers, {"type": "block", "blockers": {}})
    assert "509.1c" in str(refused.value.rule)
    blocked = play(blockers, {"type": "block", "blockers": {"giant": "ogre"}}).state
    assert blocked.combat is not None and blocked.combat.blockers_of("ogre") == ("giant",)


def test_printed_abilities_are_lost() -> None:
    """Wall of Stone's defender is its own keyword ability: losing all abilities removes it."""
    state = _provoked()
    assert chars(state, state.object("wall")).has("defender")
    humbled = _with_effects(state, HUMBLED)
    assert not chars(humbled, humbled.object("wall")).has("defender")
