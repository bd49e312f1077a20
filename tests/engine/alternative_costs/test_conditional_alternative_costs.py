"""118.9, 601.2b: a spell's alternative cost offered only while a condition holds ("If four or
more creatures are attacking, you may pay {1}{W} rather than pay this spell's mana cost."),
compiled from the Traps' Oracle text (engine.oracle.grammar.conditional_alternative_costs,
engine.mechanics.conditional_alternative_costs)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play


def spell(name: str, type_line: str, cost: str, color: str, text: str) -> dict[str, Any]:
    return {
        "name": name,
        "type_line": type_line,
        "mana_cost": cost,
        "colors": [color],
        "layout": "normal",
        "oracle_text": text,
    }


RECORDS = {
    r["name"]: r
    for r in (
        spell(
            "Lethargy Trap",
            "Instant — Trap",
            "{3}{U}",
            "U",
            "If three or more creatures are attacking, you may pay {U} rather than pay this "
            "spell's mana cost.\nAttacking creatures get -3/-0 until end of turn.",
        ),
        spell(
            "Arrow Volley Trap",
            "Instant — Trap",
            "{3}{W}{W}",
            "W",
            "If four or more creatures are attacking, you may pay {1}{W} rather than pay this "
            "spell's mana cost.\nArrow Volley Trap deals 5 damage divided as you choose among any "
            "number of target attacking creatures.",
        ),
        spell(
            "Needlebite Trap",
            "Instant — Trap",
            "{5}{B}{B}",
            "B",
            "If an opponent gained life this turn, you may pay {B} rather than pay this spell's "
            "mana cost.\nTarget player loses 5 life and you gain 5 life.",
        ),
    )
}


@pytest.fixture(autouse=True)
def _traps_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_trap_is_automated(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("If ")


def attacking(count: int, trap: str, pool: dict[str, int]) -> GameState:
    """Alice's `count` Grizzly Bears attack Bob; the trap is in Alice's hand."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": pool,
            "battlefield": [{"id": f"b{i}", "card": "Grizzly Bears"} for i in range(count)],
            "hand": [{"id": "trap", "card": trap}],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": {f"b{i}": "B" for i in range(count)}}).state


ALTERNATIVE = {"type": "cast", "object": "trap", "alternative": True}


def test_lethargy_trap_costs_u_with_three_attackers() -> None:
    state = attacking(3, "Lethargy Trap", {"U": 1})
    result = settle(state, ALTERNATIVE)
    assert result.state.object("trap").zone is Zone.STACK
    assert result.state.player("A").mana_pool.to_json() == {}
    assert cites(result.log, "118.9") and cites(result.log, "601.2b")
    resolved = play(result.state, {"type": "resolve"}).state
    assert all(resolved.object(f"b{i}").zone is Zone.BATTLEFIELD for i in range(3))
    from engine.rules.characteristics import chars

    assert chars(resolved, resolved.object("b0")).power == -1  # 2 - 3


def test_lethargy_trap_cant_be_cast_for_u_with_two_attackers() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(attacking(2, "Lethargy Trap", {"U": 1}), ALTERNATIVE)
    assert refused.value.rule == "601.2b"


def test_the_trap_can_still_be_cast_for_its_mana_cost() -> None:
    state = attacking(2, "Lethargy Trap", {"U": 1, "C": 3})
    result = play(state, {"type": "cast", "object": "trap"})
    assert result.state.object("trap").zone is Zone.STACK
    assert result.state.player("A").mana_pool.to_json() == {}


def test_the_alternative_cast_is_offered_as_an_action() -> None:
    state = attacking(3, "Lethargy Trap", {"U": 1})
    offered = [o for o in available_actions(state) if o.action.get("object") == "trap"]
    assert any(o.action.get("alternative") and o.legal for o in offered)


def test_arrow_volley_trap_needs_four_attackers() -> None:
    with pytest.raises(IllegalAction):
        play(
            attacking(3, "Arrow Volley Trap", {"W": 1, "C": 1}), {**ALTERNATIVE, "targets": ["b0"]}
        )
    result = settle(
        attacking(4, "Arrow Volley Trap", {"W": 1, "C": 1}),
        {**ALTERNATIVE, "targets": ["b0", "b1"]},
    )
    assert result.state.object("trap").zone is Zone.STACK
    assert result.state.player("A").mana_pool.to_json() == {}


def test_needlebite_trap_costs_b_after_an_opponent_gained_life() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": {"B": 1},
            "hand": [{"id": "trap", "card": "Needlebite Trap"}],
        },
        {"id": "B", "name": "Bob"},
    )
    cast = {**ALTERNATIVE, "targets": ["B"]}
    with pytest.raises(IllegalAction):
        play(state, cast)
    own = play(state, {"type": "gain_life", "player": "A", "amount": 2}).state
    with pytest.raises(IllegalAction):
        play(own, cast)  # Alice's own life gain isn't an opponent's
    gained = play(state, {"type": "gain_life", "player": "B", "amount": 2}).state
    result = settle(gained, cast)
    assert result.state.player("A").mana_pool.to_json() == {}
    done = play(result.state, {"type": "resolve"}).state
    assert done.player("B").life == 17 and done.player("A").life == 25
