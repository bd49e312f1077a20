""" "Up to one target ..." (601.2c, 115.3): the controller chooses none or one target, as the
spell or ability is put on the stack (603.3d for a triggered ability). Real cards of the 2026
card file, compiled from their Oracle text: Ambush Wolf ("When this creature enters, exile up to
one target card from a graveyard.") and Ajani, Inspiring Leader ("[+2]: You gain 2 life. Put two
+1/+1 counters on up to one target creature.").

With no target chosen the rest of the ability still happens (608.2b applies only to an ability
with targets); a triggered ability with no legal target still goes on the stack (it could choose
none, so 603.3d doesn't remove it); more than one target is refused (601.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Ambush Wolf", "Ajani, Inspiring Leader")
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def test_up_to_one_target_compiles_and_prints_back() -> None:
    for record in records(*NAMES).values():
        compiled = compile_record(record)
        assert compiled.label == AUTOMATED, compiled.lines
        assert "up to one target" in compiled.printed
    wolf = compile_record(records("Ambush Wolf")["Ambush Wolf"]).definition
    assert wolf.abilities[0].targets == ("up_to:1:card_in_graveyard",)


def _wolf_board(graveyard: list[str]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "wolf", "card": "Ambush Wolf"}]},
        {"id": "B", "graveyard": [{"id": f"g{i}", "card": c} for i, c in enumerate(graveyard)]},
    )


def _wolf_enters(state: GameState) -> GameState:
    cast = play(state, {"type": "cast", "object": "wolf", "free": True}).state
    return cast


def test_603_3d_the_trigger_offers_no_target_or_one_card() -> None:
    state = _wolf_enters(_wolf_board(["Grizzly Bears", "Forest"]))
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.kind is DecisionKind.TARGET
    assert asked.pending.rule == "601.2c"
    assert [o.id for o in asked.pending.options] == ["none", "g0", "g1"]
    chosen = play(state, RESOLVE, ["g0"])
    trigger = chosen.state.zone(Zone.STACK)[-1]
    assert trigger.stack is not None and trigger.stack.targets == ("g0",)
    done = resolve_all(chosen.state)
    assert done.object("g0").zone is Zone.EXILE
    assert done.object("g1").zone is Zone.GRAVEYARD
    assert done.object("wolf").zone is Zone.BATTLEFIELD


def test_601_2c_choosing_no_target_exiles_nothing() -> None:
    state = _wolf_enters(_wolf_board(["Grizzly Bears"]))
    chosen = play(state, RESOLVE, ["none"])
    trigger = chosen.state.zone(Zone.STACK)[-1]
    assert trigger.stack is not None and trigger.stack.targets == ()
    done = play(chosen.state, RESOLVE)
    assert not done.state.zone(Zone.STACK)
    assert done.state.object("g0").zone is Zone.GRAVEYARD
    assert not cites(done.log, "608.2b")  # no target, so it isn't "all targets illegal"


def test_603_3d_with_no_legal_target_the_trigger_still_goes_on_the_stack() -> None:
    state = _wolf_enters(_wolf_board([]))
    entered = play(state, RESOLVE)  # no decision: there is nothing to choose
    trigger = entered.state.zone(Zone.STACK)[-1]
    assert trigger.card == "Ambush Wolf" and trigger.stack is not None
    assert trigger.stack.kind == "triggered" and trigger.stack.targets == ()
    assert not any("is removed" in entry.text for entry in entered.log)


def _ajani_board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "ajani", "card": "Ajani, Inspiring Leader", "counters": {"loyalty": 5}},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _plus_two(state: GameState) -> int:
    abilities = chars(state, state.object("ajani")).abilities
    return next(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))


def test_601_2c_the_plus_two_with_no_target_still_gains_life() -> None:
    state = _ajani_board()
    action = {"type": "activate", "object": "ajani", "ability": _plus_two(state), "targets": []}
    done = play(play(state, action).state, RESOLVE).state
    assert done.player("A").life == 22
    assert done.object("ajani").counter("loyalty") == 7
    assert done.object("bears").counter("+1/+1") == 0


def test_601_2c_the_plus_two_with_one_target_puts_the_counters_on_it() -> None:
    state = _ajani_board()
    action = {"type": "activate", "object": "ajani", "ability": _plus_two(state)}
    done = play(play(state, {**action, "targets": ["bears"]}).state, RESOLVE).state
    assert done.player("A").life == 22
    assert done.object("bears").counter("+1/+1") == 2
    assert chars(done, done.object("bears")).power == 4


def test_601_2c_two_targets_are_refused() -> None:
    state = _ajani_board()
    action = {"type": "activate", "object": "ajani", "ability": _plus_two(state)}
    with pytest.raises(IllegalAction) as refused:
        play(state, {**action, "targets": ["bears", "elves"]})
    assert refused.value.rule == "601.2c"
