"""Creatures put onto the battlefield attacking (508.4) and removal from combat (506.4)."""

from __future__ import annotations

from typing import Any

from engine.core.choices import ChoiceCursor
from engine.core.events import AttackDeclared
from engine.core.state import GameState, Zone
from engine.rules.combat.declare import put_onto_battlefield_attacking
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, play


def in_declare_blockers(
    a: list[dict[str, Any]], b: list[dict[str, Any]], attackers: dict[str, str]
) -> GameState:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": a},
        {"id": "B", "name": "Bob", "battlefield": b},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": attackers}).state
    return play(state, {"type": "advance"}).state


def test_a_creature_put_onto_the_battlefield_attacking_after_blocks_is_unblocked() -> None:
    """508.4, 508.4d: the Goblin joins the attack after blockers are declared; it deals damage."""
    state = in_declare_blockers(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "goblin", "card": "Raging Goblin", "summoning_sick": True},
        ],
        [],
        {"bears": "B"},
    )
    state = play(state, {"type": "block", "blockers": {}}).state
    res = Resolution(state, ChoiceCursor(()))
    assert put_onto_battlefield_attacking(res, "goblin", "B")
    assert cites(res.log, "508.4d")
    assert not [e for e in res.events if isinstance(e, AttackDeclared)]  # it never "attacked"
    result = play(res.state, {"type": "advance"})
    assert result.state.player("B").life == 17


def test_only_a_creature_of_the_attacking_player_can_be_put_onto_the_battlefield_attacking() -> (
    None
):
    state = in_declare_blockers(
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "lions", "card": "Savannah Lions"}],
        {"bears": "B"},
    )
    res = Resolution(state, ChoiceCursor(()))
    assert not put_onto_battlefield_attacking(res, "lions", "A")
    assert cites(res.log, "506.3b")


def test_tokens_enter_tapped_and_attacking() -> None:
    """Tilonalli's Summoner attacks; paying X=1 makes an Elemental token tapped and attacking."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": {"R": 2},
            "battlefield": [{"id": "summoner", "card": "Tilonalli's Summoner"}],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"summoner": "B"}}).state
    result = play(state, {"type": "resolve"}, ["1"])
    token = next(o for o in result.state.battlefield if o.token)
    assert token.tapped
    assert result.state.combat is not None and result.state.combat.defender_of(token.id) == "B"
    damage = play(result.state, {"type": "advance", "to": "combat_damage"})
    assert damage.state.player("B").life == 20 - 1 - 1  # the Summoner (1/1) and the token (1/1)


def test_a_creature_that_leaves_and_returns_is_a_new_object_not_in_combat() -> None:
    """506.4, 400.7: the Bears are exiled and return; they're no longer attacking."""
    state = in_declare_blockers([{"id": "bears", "card": "Grizzly Bears"}], [], {"bears": "B"})
    state = play(state, {"type": "move_object", "object": "bears", "to": "exile"}).state
    state = play(state, {"type": "move_object", "object": "bears", "to": "battlefield"}).state
    assert state.object("bears").zone is Zone.BATTLEFIELD
    assert state.combat is not None and not state.combat.is_attacking("bears")
    result = play(state, {"type": "advance", "to": "end_of_combat"})
    assert result.state.player("B").life == 20


def test_a_blocker_that_leaves_combat_deals_no_damage() -> None:
    state = in_declare_blockers(
        [{"id": "giant", "card": "Hill Giant"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        {"giant": "B"},
    )
    state = play(state, {"type": "block", "blockers": {"bears": "giant"}}).state
    state = play(state, {"type": "move_object", "object": "giant", "to": "exile"}).state
    result = play(state, {"type": "advance"})
    assert result.state.object("bears").damage == 0
    assert result.state.object("bears").zone is Zone.BATTLEFIELD
