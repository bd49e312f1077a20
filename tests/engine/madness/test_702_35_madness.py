"""Madness (702.35a): if a player would discard a card with madness, they discard it but it is
exiled instead of going to the graveyard (a replacement effect, 614.1a); when it is exiled this
way, its owner may cast it by paying its madness cost rather than its mana cost (702.35b, 118.9),
and if they don't, they put it into their graveyard.

Real cards of the 2026 card file, compiled from their Oracle text: Fiery Temper ({1}{R}{R}
instant, "~ deals 3 damage to any target. / Madness {R}"), Basking Rootwalla (a 1/1 creature,
"Madness {0}"), and Mind Rot ("Target player discards two cards.") to make the discard."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import engine
from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.printer import print_card
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Fiery Temper", "Basking Rootwalla", "Mind Rot")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def discarding(hand: tuple[str, ...], pool: dict[str, int] | None = None) -> GameState:
    """Bob, on his turn, casts Mind Rot at Alice, whose hand is `hand` (two cards: she discards
    both, one at a time)."""
    return board(
        {
            "id": "B",
            "hand": [{"id": "rot", "card": "Mind Rot"}],
        },
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": name} for i, name in enumerate(hand)],
            "mana_pool": pool or {},
        },
    )


def mind_rot(state: GameState) -> GameState:
    cast = play(state, {"type": "cast", "object": "rot", "targets": ["A"], "free": True})
    return play(cast.state, {"type": "resolve"}, ["h0"]).state


def test_madness_cards_compile_automated_and_print_back() -> None:
    for name in ("Fiery Temper", "Basking Rootwalla"):
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert "Madness" in compiled.definition.keywords
    temper = compile_record(_records()["Fiery Temper"]).definition
    assert temper.madness == "{R}"
    assert "Madness {R}" in print_card(temper)


def test_a_discarded_madness_card_is_exiled_and_cast_for_its_madness_cost() -> None:
    state = mind_rot(discarding(("Fiery Temper", "Grizzly Bears"), {"R": 1}))
    # 702.35a: the Temper is discarded but exiled instead; the Bears go to the graveyard.
    assert state.object("h0").zone is Zone.EXILE
    assert state.object("h1").zone is Zone.GRAVEYARD
    # The madness trigger is on the stack, controlled by Alice, the card's owner.
    top = state.zone(Zone.STACK)[-1]
    assert top.controller == "A"
    asked = pending(state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.kind is DecisionKind.MAY
    assert asked.pending.rule == "702.35a" and "{R}" in asked.pending.prompt
    cast = play(state, {"type": "resolve"}, ["cast", "B"])
    temper = cast.state.object("h0")
    assert temper.zone is Zone.STACK and temper.stack is not None
    assert temper.stack.targets == ("B",)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {R}, not {1}{R}{R}
    assert cites(cast.log, "702.35a") and cites(cast.log, "118.9") and cites(cast.log, "608.2g")
    done = resolve_all(cast.state)
    assert done.player("B").life == 17
    assert done.object("h0").zone is Zone.GRAVEYARD


def test_the_replacement_and_the_trigger_are_logged_with_the_rule() -> None:
    cast = play(
        discarding(("Fiery Temper", "Grizzly Bears")),
        {"type": "cast", "object": "rot", "targets": ["A"], "free": True},
    )
    resolved = play(cast.state, {"type": "resolve"}, ["h0"])
    assert cites(resolved.log, "702.35a") and cites(resolved.log, "614.1a")
    assert cites(resolved.log, "603.2")


def test_a_creature_with_madness_is_cast_on_another_players_turn() -> None:
    # 608.2g: cast as the trigger resolves, whatever its card type's timing (307.1).
    state = mind_rot(discarding(("Basking Rootwalla", "Grizzly Bears")))
    cast = play(state, {"type": "resolve"}, ["cast"])
    assert cast.state.object("h0").zone is Zone.STACK
    done = resolve_all(cast.state)
    assert done.object("h0").zone is Zone.BATTLEFIELD
    assert done.object("h0").controller == "A"
    assert engine.load(engine.dump(done)) == done  # it remembers its madness cost was paid


def test_declining_puts_the_card_into_its_owners_graveyard() -> None:
    state = mind_rot(discarding(("Fiery Temper", "Grizzly Bears"), {"R": 1}))
    declined = play(state, {"type": "resolve"}, ["dont"])
    assert declined.state.object("h0").zone is Zone.GRAVEYARD
    assert declined.state.player("A").mana_pool.to_json() == {"R": 1}
    assert cites(declined.log, "702.35a")


def test_a_card_whose_madness_cost_cant_be_paid_goes_to_the_graveyard() -> None:
    state = mind_rot(discarding(("Fiery Temper", "Grizzly Bears")))
    # 601.2c before 601.2h: the target is chosen, then the cost can't be paid.
    tried = play(state, {"type": "resolve"}, ["cast", "B"])
    assert tried.state.object("h0").zone is Zone.GRAVEYARD
    assert cites(tried.log, "118.3")
    assert tried.state.player("B").life == 20


def test_a_card_that_left_exile_before_the_trigger_resolved_is_left_alone() -> None:
    state = mind_rot(discarding(("Fiery Temper", "Grizzly Bears"), {"R": 1}))
    moved = play(state, {"type": "move_object", "object": "h0", "to": "hand"})
    resolved = play(moved.state, {"type": "resolve"})
    assert resolved.state.object("h0").zone is Zone.HAND  # 400.7: a new object
    assert resolved.state.pending_triggers == () and resolved.state.zone(Zone.STACK) == ()


def test_a_card_without_madness_is_discarded_to_the_graveyard() -> None:
    state = mind_rot(discarding(("Grizzly Bears", "Lightning Bolt")))
    assert state.object("h0").zone is Zone.GRAVEYARD
    assert state.zone(Zone.STACK) == ()


def test_a_madness_cost_with_x_is_left_unapplied() -> None:
    # Cast as the trigger resolves, X could only be 0 (107.3): the line isn't applied rather
    # than played wrong (Avacyn's Judgment, "Madness {X}{R}").
    compiled = compile_record(records("Avacyn's Judgment")["Avacyn's Judgment"])
    assert compiled.definition.madness is None
    assert any(not line.applied and "Madness" in line.text for line in compiled.lines)
