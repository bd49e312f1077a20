"""The engine's log names, in the card's own words, the sentences of a partially automated card
that it doesn't apply, when the card is cast (601.2a), an ability of it is activated (602.2) or
triggers (603.3); a fully automated card gets no such note (issue 15 point 2)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.log import LogKind
from engine.core.state import GameState
from engine.testing.oracle import settle
from engine.testing.scenario import board

pytestmark = pytest.mark.usefixtures("compiled_cards")


def game(
    hand: tuple[dict[str, Any], ...] = (), battlefield: tuple[dict[str, Any], ...] = ()
) -> GameState:
    return board(
        {"id": "A", "name": "Alice", "hand": list(hand), "battlefield": list(battlefield)},
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def notes(log: Any) -> list[tuple[str, tuple[str, ...]]]:
    return [(e.text, e.rules) for e in log if e.kind is LogKind.NOTE and "doesn't apply" in e.text]


def test_activating_cavern_harpy_names_its_unapplied_sentence_602_2() -> None:
    # "Pay 1 life: Return ~ to its owner's hand." applies; its enters trigger doesn't.
    state = game(battlefield=({"id": "h", "card": "Cavern Harpy"},))
    result = settle(state, {"type": "activate", "object": "h", "ability": 0})
    assert result.state.player("A").life == 19
    assert notes(result.log) == [
        (
            "the engine doesn't apply this sentence of Cavern Harpy's text, so this answer "
            "leaves it out: “When Cavern Harpy enters, return a blue or black creature you "
            "control to its owner's hand.”",
            ("602.2",),
        )
    ]


def test_casting_andradite_leech_names_its_unapplied_sentence_601_2a() -> None:
    state = game(hand=({"id": "leech", "card": "Andradite Leech"},))
    result = settle(state, {"type": "cast", "object": "leech", "free": True})
    assert notes(result.log) == [
        (
            "the engine doesn't apply this sentence of Andradite Leech's text, so this answer "
            "leaves it out: “Black spells you cast cost {B} more to cast.”",
            ("601.2a",),
        )
    ]


def test_a_split_half_names_only_its_own_unapplied_sentence() -> None:
    # Boom // Bust: Boom's "Destroy target land you control and target land you don't control."
    # isn't read; Bust ("Destroy all lands.") is fully applied.
    state = game(hand=({"id": "bb", "card": "Boom // Bust"},))
    boom = settle(state, {"type": "cast", "object": "bb", "face": 0, "free": True})
    assert [rules for _, rules in notes(boom.log)] == [("601.2a",)]
    assert (
        "“Destroy target land you control and target land you don't control.”"
        in (notes(boom.log)[0][0])
    )
    bust = settle(state, {"type": "cast", "object": "bb", "face": 1, "free": True})
    assert notes(bust.log) == []


def test_loxodon_hierarchs_enters_trigger_names_its_unapplied_sentence_603_3() -> None:
    # "When ~ enters, you gain 4 life." applies; its regeneration ability doesn't.
    state = game(hand=({"id": "hierarch", "card": "Loxodon Hierarch"},))
    cast = settle(state, {"type": "cast", "object": "hierarch", "free": True})
    entered = settle(cast.state, {"type": "resolve"})
    sentence = "“{G}{W}, Sacrifice Loxodon Hierarch: Regenerate each creature you control.”"
    assert [rules for text, rules in notes(entered.log) if sentence in text] == [("603.3",)]
    gained = settle(entered.state, {"type": "resolve"})
    assert gained.state.player("A").life == 24


def test_a_fully_automated_card_gets_no_note() -> None:
    state = game(hand=({"id": "bolt", "card": "Lightning Bolt"},))
    result = settle(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True})
    assert notes(result.log) == []
