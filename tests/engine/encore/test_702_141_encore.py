"""Encore (702.141a): from the graveyard, only as a sorcery, pay the cost and exile the card; for
each opponent a token that's a copy of the card is created, which attacks that opponent this
turn if able (508.1d); the tokens gain haste and are sacrificed at the beginning of the next end
step (a delayed trigger, 603.7).

Real cards of the 2026 card file, compiled from their Oracle text: Impulsive Pilferer ({R} 1/1
Goblin Pirate, "When ~ dies, create a Treasure token." / "Encore {3}{R}")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.printer import print_card
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Impulsive Pilferer",)
ENCORE = {"type": "activate", "object": "card", "ability": 1}
RESOLVE = {"type": "resolve"}


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def alice(*opponents: str, pool: dict[str, int] | None = None, **doc: Any) -> GameState:
    """Alice, in her first main phase, with Impulsive Pilferer in her graveyard."""
    return board(
        {
            "id": "A",
            "graveyard": [{"id": "card", "card": "Impulsive Pilferer"}],
            "mana_pool": {"R": 2, "C": 2} if pool is None else pool,
        },
        *({"id": p} for p in opponents),
        **({"format": "free_for_all"} if len(opponents) > 1 else {}),
        **doc,
    )


def tokens(state: GameState) -> list[str]:
    return [o.id for o in state.battlefield if o.token and o.card == "Impulsive Pilferer"]


def encored(state: GameState) -> GameState:
    activated = play(state, ENCORE)
    return play(activated.state, RESOLVE).state


def test_encore_compiles_automated_and_prints_back() -> None:
    compiled = compile_record(_records()["Impulsive Pilferer"])
    assert compiled.label == AUTOMATED
    assert "Encore {3}{R}" in print_card(compiled.definition)


def test_encore_exiles_the_card_and_makes_a_hasty_token_copy_for_the_opponent() -> None:
    state = alice("B")
    activated = play(state, ENCORE)
    assert activated.state.object("card").zone is Zone.EXILE  # the cost exiles it (602.2b)
    assert activated.state.player("A").mana_pool.to_json() == {}
    resolved = play(activated.state, RESOLVE)
    (token,) = tokens(resolved.state)
    c = chars(resolved.state, resolved.state.object(token))
    assert c.name == "Impulsive Pilferer" and (c.power, c.toughness) == (1, 1)
    assert c.has("haste")
    assert resolved.state.object(token).controller == "A"
    assert cites(resolved.log, "702.141a") and cites(resolved.log, "111.1")
    assert engine.load(engine.dump(resolved.state)) == resolved.state


def test_the_token_must_attack_that_opponent_if_able() -> None:
    state = encored(alice("B"))
    (token,) = tokens(state)
    combat = play(state, {"type": "advance", "to": "declare_attackers"}).state
    with pytest.raises(IllegalAction) as refused:
        play(combat, {"type": "attack", "attackers": {}})
    assert refused.value.rule == "702.141a"
    attacked = play(combat, {"type": "attack", "attackers": {token: "B"}})
    assert attacked.state.object(token).tapped  # it has haste (302.6 doesn't stop it)


def test_a_token_that_cant_attack_has_no_requirement() -> None:
    state = encored(alice("B"))
    (token,) = tokens(state)
    tapped = state.with_object(replace(state.object(token), tapped=True))
    combat = play(tapped, {"type": "advance", "to": "declare_attackers"}).state
    declared = play(combat, {"type": "attack", "attackers": {}})
    assert declared.state.object(token).zone is Zone.BATTLEFIELD


def test_the_tokens_are_sacrificed_at_the_beginning_of_the_next_end_step() -> None:
    state = encored(alice("B"))
    (token,) = tokens(state)
    ended = play(state, {"type": "advance", "to": "end"})
    assert cites(ended.log, "603.7")
    sacrificed = play(ended.state, RESOLVE)
    assert cites(sacrificed.log, "701.21a") and cites(sacrificed.log, "603.2")  # it died
    assert sacrificed.state.find_object(token) is None  # sacrificed, then gone (704.5d)


def test_one_token_for_each_opponent_attacking_that_opponent() -> None:
    state = encored(alice("B", "C"))
    made = tokens(state)
    assert len(made) == 2
    combat = play(state, {"type": "advance", "to": "declare_attackers"}).state
    first, second = made
    with pytest.raises(IllegalAction) as refused:
        play(combat, {"type": "attack", "attackers": {first: "C", second: "C"}})
    assert refused.value.rule == "702.141a"
    attacked = play(combat, {"type": "attack", "attackers": {first: "B", second: "C"}})
    assert attacked.state.object(first).tapped and attacked.state.object(second).tapped


def test_encore_only_as_a_sorcery() -> None:
    state = alice("B", turn={"active_player": "B", "step": "precombat_main"})
    with pytest.raises(IllegalAction) as refused:
        play(state, ENCORE)
    assert refused.value.rule in ("307.1", "602.5d")
