"""One sentence, one event (120.4): "When ~ enters, it deals 1 damage to target creature and 1
damage to you." (Forge Devil, compiled from its Oracle text) deals both amounts at the same time,
by one source. With lifelink that is one life gain event (120.3f, 702.15b), so Ajani's
Pridemate's "Whenever you gain life, put a +1/+1 counter on ~." triggers once (119.9), and the
controller gains 2 life."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, entries, play

FORGE_DEVIL = {
    "name": "Forge Devil",
    "mana_cost": "{R}",
    "type_line": "Creature — Devil",
    "layout": "normal",
    "power": "1",
    "toughness": "1",
    "oracle_text": "When Forge Devil enters, it deals 1 damage to target creature and 1 damage "
    "to you.",
}
PRIDEMATE = {
    "name": "Ajani's Pridemate",
    "mana_cost": "{1}{W}",
    "type_line": "Creature — Cat Soldier",
    "layout": "normal",
    "power": "2",
    "toughness": "2",
    "oracle_text": "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Forge Devil": FORGE_DEVIL, "Ajani's Pridemate": PRIDEMATE})


def test_forge_devil_compiles_automated_as_one_instruction() -> None:
    compiled = compile_record(FORGE_DEVIL)
    assert compiled.label == AUTOMATED, compiled.not_applied
    (ability,) = compiled.definition.abilities
    assert len(ability.effects) == 1  # one sentence, one damage event


def _devil_resolves(lifelink: bool) -> tuple[GameState, Any]:
    """Alice (20 life) casts Forge Devil with Ajani's Pridemate on her battlefield; its enters
    ability targets Bob's Grizzly Bears. With `lifelink`, the Devil has lifelink this turn (a
    continuous effect the judge puts in force, as a card granting it would)."""
    effects = (
        [
            {
                "id": "ll",
                "kind": "gain_keywords",
                "controller": "A",
                "params": {"objects": ["devil"], "keywords": ["Lifelink"]},
                "duration": "end_of_turn",
                "timestamp": 1,
            }
        ]
        if lifelink
        else []
    )
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "pride", "card": "Ajani's Pridemate"}],
            "hand": [{"id": "devil", "card": "Forge Devil"}],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        effects=effects,
    )
    cast = play(state, {"type": "cast", "object": "devil", "free": True}).state
    entered = play(cast, RESOLVE, ["bears"]).state
    done = play(entered, RESOLVE)
    return done.state, done.log


def test_with_lifelink_one_life_gain_event_and_one_pridemate_trigger_702_15b() -> None:
    state, log = _devil_resolves(lifelink=True)
    assert state.object("bears").damage == 1
    assert state.player("A").life == 21  # 1 damage to Alice, then 2 life gained at once
    triggered = [e for e in entries(log, LogKind.TRIGGER) if "603.2" in e.rules]
    assert len(triggered) == 1, [e.text for e in triggered]
    assert len(state.zone(Zone.STACK)) == 1, "one Pridemate trigger waits"
    done = play(state, RESOLVE)
    assert done.state.object("pride").counter("+1/+1") == 1
    assert not done.state.zone(Zone.STACK)


def test_without_lifelink_no_life_is_gained() -> None:
    state, _ = _devil_resolves(lifelink=False)
    assert state.player("A").life == 19
    assert state.object("bears").damage == 1
    assert not state.zone(Zone.STACK)
