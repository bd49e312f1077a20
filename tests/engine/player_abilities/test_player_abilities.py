"""Abilities a player has from a permanent: hexproof (702.11c: their opponents' spells and
abilities can't target them), shroud (702.18a: no spell or ability can) and no maximum hand
size (402.2: no discard in the cleanup step, 514.1). Aegis of the Gods, True Believer and
Spellbook are written here in the engine's vocabulary; the compiled cards are played in
tests/engine/oracle/test_compiled_player_abilities.py."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from engine.cards.model import CardDef, static
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play

CARDS = {
    card.name: card
    for card in (
        CardDef(
            "Aegis of the Gods",
            ("Enchantment", "Creature"),
            "{1}{W}",
            subtypes=("Human", "Soldier"),
            power=2,
            toughness=1,
            abilities=(static("You have hexproof.", "player_hexproof", player="you"),),
        ),
        CardDef(
            "True Believer",
            ("Creature",),
            "{W}{W}",
            subtypes=("Human", "Cleric"),
            power=2,
            toughness=2,
            abilities=(static("You have shroud.", "player_shroud", player="you"),),
        ),
        CardDef(
            "Spellbook",
            ("Artifact",),
            "{0}",
            abilities=(
                static("You have no maximum hand size.", "no_maximum_hand_size", player="you"),
            ),
        ),
    )
}


@pytest.fixture(autouse=True)
def player_ability_cards() -> Iterator[None]:
    FALLBACKS.append(CARDS.get)
    try:
        yield
    finally:
        FALLBACKS.remove(CARDS.get)


def bolts(bobs: str) -> GameState:
    """Alice and Bob each hold a Lightning Bolt; Bob controls `bobs` and Grizzly Bears."""
    return board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        {
            "id": "B",
            "hand": [{"id": "bobs_bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "source", "card": bobs},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )


def cast(state: GameState, spell: str, target: str) -> GameState:
    action = {"type": "cast", "object": spell, "targets": [target], "free": True}
    return play(play(state, action).state, {"type": "resolve"}).state


def test_a_player_with_hexproof_cant_be_targeted_by_an_opponent() -> None:
    with pytest.raises(IllegalAction) as refused:
        cast(bolts("Aegis of the Gods"), "bolt", "B")
    assert refused.value.rule == "702.11c"
    assert "hexproof" in str(refused.value)


def test_hexproof_leaves_the_players_permanents_and_their_own_spells_alone() -> None:
    state = cast(bolts("Aegis of the Gods"), "bolt", "bears")
    assert state.object("bears").zone is Zone.GRAVEYARD
    # Bob may target himself (702.11c: only opponents are stopped); at instant speed in
    # Alice's turn, as a judge sets it up.
    own = cast(bolts("Aegis of the Gods"), "bobs_bolt", "B")
    assert own.player("B").life == 17


def test_a_player_with_shroud_cant_be_targeted_even_by_themselves() -> None:
    for spell in ("bolt", "bobs_bolt"):
        with pytest.raises(IllegalAction) as refused:
            cast(bolts("True Believer"), spell, "B")
        assert refused.value.rule == "702.18a"


def test_the_player_gets_hexproof_after_being_targeted_and_the_spell_does_nothing() -> None:
    # Bob's Aegis enters after Alice's Bolt targets him: on resolution the target is illegal
    # (608.2b), so the Bolt doesn't resolve.
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        {"id": "B", "battlefield": [{"id": "aegis", "card": "Aegis of the Gods"}]},
    )
    aegis = state.object("aegis")
    away = state.with_object(replace(aegis, zone=Zone.EXILE))
    on_stack = play(away, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}).state
    back = on_stack.with_object(replace(on_stack.object("aegis"), zone=Zone.BATTLEFIELD))
    resolved = play(back, {"type": "resolve"})
    assert resolved.state.player("B").life == 20
    assert cites(resolved.log, "608.2b")


def test_no_maximum_hand_size_keeps_every_card_in_the_cleanup_step() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": "Grizzly Bears"} for i in range(9)],
            "battlefield": [{"id": "book", "card": "Spellbook"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "end"},
    )
    result = play(state, {"type": "advance"})
    assert len(result.state.zone(Zone.HAND, "A")) == 9
    assert not result.state.zone(Zone.GRAVEYARD, "A")
    assert cites(result.log, "402.2")
