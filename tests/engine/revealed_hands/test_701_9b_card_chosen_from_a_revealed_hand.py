"""A card chosen from a revealed hand (701.20a, 701.9b): the player reveals their hand, the
spell's controller chooses a card of the kinds the text names, and that player discards it
(701.9a) or it is exiled. Real cards of the 2026 card file, compiled from their Oracle text:
Duress ("a noncreature, nonland card"), Thoughtseize ("a nonland card", then "You lose 2 life.")
and Castigate ("... from it and exile that card.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Duress", "Thoughtseize", "Castigate")
RESOLVE = {"type": "resolve"}
HAND = ("Forest", "Grizzly Bears", "Lightning Bolt", "Counterspell")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def test_the_cards_compile_and_print_back() -> None:
    for record in records(*NAMES).values():
        compiled = compile_record(record)
        assert compiled.label == AUTOMATED, compiled.lines
    duress = compile_record(records("Duress")["Duress"]).definition
    (step,) = duress.abilities[0].effects
    assert step.kind == "choose_from_revealed_hand"
    assert step.params["not_types"] == ("Creature", "Land")


def _board(spell: str, hand: tuple[str, ...] = HAND) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "spell", "card": spell}]},
        {"id": "B", "hand": [{"id": f"b{i}", "card": c} for i, c in enumerate(hand)]},
    )


def _cast(state: GameState) -> GameState:
    return play(state, {"type": "cast", "object": "spell", "targets": ["B"], "free": True}).state


def test_701_9b_duress_offers_only_noncreature_nonland_cards_and_the_player_discards_it() -> None:
    state = _cast(_board("Duress"))
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "A"
    assert asked.pending.kind is DecisionKind.TARGET and asked.pending.rule == "701.9b"
    assert [o.id for o in asked.pending.options] == ["b2", "b3"]  # Bolt, Counterspell
    done = play(state, RESOLVE, ["b3"])
    assert done.state.object("b3").zone is Zone.GRAVEYARD
    assert [c.id for c in done.state.zone(Zone.HAND, "B")] == ["b0", "b1", "b2"]
    assert cites(done.log, "701.20a") and cites(done.log, "701.9a")


def test_701_20a_a_hand_with_no_such_card_is_revealed_and_nothing_is_discarded() -> None:
    done = play(_cast(_board("Duress", ("Forest", "Grizzly Bears"))), RESOLVE)
    assert len(done.state.zone(Zone.HAND, "B")) == 2
    assert not done.state.zone(Zone.GRAVEYARD, "B")
    assert any("reveals their hand: Forest, Grizzly Bears" in e.text for e in done.log)


def test_thoughtseize_discards_the_chosen_card_then_its_caster_loses_2_life() -> None:
    state = _cast(_board("Thoughtseize"))
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["b1", "b2", "b3"]  # every nonland card
    done = play(state, RESOLVE, ["b1"])
    assert done.state.object("b1").zone is Zone.GRAVEYARD
    assert done.state.player("A").life == 18
    assert done.state.player("B").life == 20


def test_castigate_exiles_the_chosen_card() -> None:
    done = play(_cast(_board("Castigate")), RESOLVE, ["b1"])
    assert done.state.object("b1").zone is Zone.EXILE
    assert not done.state.zone(Zone.GRAVEYARD, "B")
