"""The built-in cards that regenerate: Drudge Skeletons, River Boa and Mortivore regenerate
themselves, the Aura Regeneration the creature it enchants, Mending Touch a target creature.
Activating the ability puts it on the stack (602.2); the shield exists only once it resolves
(701.19a), so it can be made in response to the removal."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import Effect, GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, entries, play


def skeletons_and_murder(**alice: object) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "skeletons", "card": "Drudge Skeletons"}],
            **alice,
        },
        {"id": "B", "name": "Bob", "hand": [{"id": "murder", "card": "Murder"}]},
    )


ACTIVATE = {"type": "activate", "object": "skeletons", "ability": 0}


def shields(state: GameState) -> tuple[Effect, ...]:
    """The regeneration shields (the state also remembers the turn's history: the cards put
    into a graveyard this turn, engine.mechanics.turn_history)."""
    return tuple(e for e in state.effects if e.kind != "turn_history")


MURDER = {"type": "cast", "object": "murder", "targets": ["skeletons"], "free": True}


def test_drudge_skeletons_ability_goes_on_the_stack_and_its_resolution_makes_the_shield() -> None:
    state = skeletons_and_murder(mana_pool={"B": 1})
    activated = play(state, ACTIVATE)
    (ability,) = activated.state.zone(Zone.STACK)
    assert ability.stack is not None and ability.stack.kind == "activated"
    assert ability.stack.source == "skeletons"
    assert shields(activated.state) == ()  # 701.19a: nothing yet, until it resolves
    assert activated.state.player("A").mana_pool.get("B", 0) == 0  # {B} paid
    assert cites(activated.log, "602.2")

    resolved = play(activated.state, {"type": "resolve"})
    (shield,) = shields(resolved.state)
    assert shield.kind == "regeneration_shield" and shield.source == "skeletons"
    assert dict(shield.params) == {"object": "skeletons", "object_timestamp": 0}
    assert shield.duration.value == "end_of_turn"
    made = [e for e in entries(resolved.log, LogKind.EVENT) if "new effect" in e.text]
    assert made and made[0].rules == ("701.19a", "611.2a")
    assert not resolved.state.zone(Zone.STACK)

    murdered = play(play(resolved.state, MURDER).state, {"type": "resolve"})
    skeletons = murdered.state.object("skeletons")
    assert (skeletons.zone, skeletons.tapped) == (Zone.BATTLEFIELD, True)
    assert shields(murdered.state) == ()


def test_drudge_skeletons_regenerate_in_response_to_murder() -> None:
    """Bob casts Murder; Alice responds with {B}: the ability resolves first (405.5), so the
    shield is there when Murder resolves."""
    state = play(skeletons_and_murder(mana_pool={"B": 1}), MURDER).state
    state = play(state, ACTIVATE).state
    state = play(state, {"type": "resolve"}).state  # the regeneration ability
    result = play(state, {"type": "resolve"})  # Murder
    assert result.state.object("skeletons").zone is Zone.BATTLEFIELD
    assert result.state.object("murder").zone is Zone.GRAVEYARD
    assert cites(result.log, "614.8")


def test_drudge_skeletons_regeneration_costs_b() -> None:
    with pytest.raises(IllegalAction) as err:
        play(skeletons_and_murder(mana_pool={"G": 1}), ACTIVATE)
    assert err.value.rule == "601.2h"


def test_each_activation_makes_another_shield() -> None:
    state = skeletons_and_murder(mana_pool={"B": 2})
    for _ in range(2):
        state = play(play(state, ACTIVATE).state, {"type": "resolve"}).state
    assert len(shields(state)) == 2
    for _ in range(2):
        state = play(play(state, MURDER).state, {"type": "resolve"}).state
        assert state.object("skeletons").zone is Zone.BATTLEFIELD
        # Murder is back in the graveyard; put it in Bob's hand again for the next try.
        state = play(state, {"type": "move_object", "object": "murder", "to": "hand"}).state
    assert shields(state) == ()


def test_regeneration_the_aura_regenerates_the_enchanted_creature() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "aura", "card": "Regeneration", "attached_to": "bears"},
            ],
        },
        {"id": "B", "name": "Bob"},
    )
    state = play(state, {"type": "activate", "object": "aura", "ability": 0, "free": True}).state
    state = play(state, {"type": "resolve"}).state
    (shield,) = shields(state)
    assert shield.params["object"] == "bears" and shield.source == "aura"
    result = play(state, {"type": "deal_damage", "source": "bears", "target": "bears", "amount": 5})
    assert result.state.object("bears").zone is Zone.BATTLEFIELD
    assert result.state.object("aura").zone is Zone.BATTLEFIELD


def test_mending_touch_regenerates_its_target() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "touch", "card": "Mending Touch"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    state = play(
        state, {"type": "cast", "object": "touch", "targets": ["wurm"], "free": True}
    ).state
    state = play(state, {"type": "resolve"}).state
    (shield,) = shields(state)
    assert shield.params["object"] == "wurm" and shield.controller == "A"
    result = play(
        state, {"type": "move_object", "object": "wurm", "to": "graveyard", "destroy": True}
    )
    wurm = result.state.object("wurm")
    assert (wurm.zone, wurm.tapped, wurm.controller) == (Zone.BATTLEFIELD, True, "B")


def test_mortivore_counts_creature_cards_in_all_graveyards_and_regenerates() -> None:
    """Mortivore is */* where * is the number of creature cards in all graveyards (604.3): two
    Bears cards count, a Forest card doesn't. Destroyed with a shield, it stays."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "mortivore", "card": "Mortivore"}],
            "graveyard": [
                {"id": "dead1", "card": "Grizzly Bears"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B", "name": "Bob", "graveyard": [{"id": "dead2", "card": "Grizzly Bears"}]},
    )
    c = chars(state, state.object("mortivore"))
    assert (c.power, c.toughness) == (2, 2)
    state = play(
        state, {"type": "activate", "object": "mortivore", "ability": 1, "free": True}
    ).state
    state = play(state, {"type": "resolve"}).state
    result = play(
        state, {"type": "move_object", "object": "mortivore", "to": "graveyard", "destroy": True}
    )
    assert result.state.object("mortivore").zone is Zone.BATTLEFIELD
    assert cites(result.log, "701.19a")
