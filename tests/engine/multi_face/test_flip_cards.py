"""Flip cards (710) read from their Oracle text: a Kamigawa flip card's "... flip it." turns it to
its other half on the battlefield (710.2); its color and mana cost stay (710.1c); flipping is
one-way (710.4); anywhere else it has only its normal characteristics (710.2)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.cache import COMPILED, records_by_name
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

LAVARUNNER = "Akki Lavarunner // Tok-Tok, Volcano Born"


@pytest.fixture(autouse=True)
def compiled_cards() -> Iterator[None]:
    """Akki Lavarunner's definition compiled from its own text (the card file beside the
    project, as in CI)."""
    lavarunner = list(records(LAVARUNNER).values())
    before = COMPILED.source
    COMPILED.set_source(records_by_name(lavarunner))
    try:
        yield
    finally:
        COMPILED.set_source(before)


def attack_with_lavarunner(blockers: dict[str, str] | None = None, face: int = 0) -> GameState:
    """Alice's Akki Lavarunner ("Haste. Whenever ~ deals damage to an opponent, flip it.")
    attacks Bob; combat damage is dealt and its trigger resolves."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "akki", "card": LAVARUNNER, "summoning_sick": True, "face": face}
            ],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"akki": "B"}}).state  # haste (702.10)
    state = play(state, {"type": "advance"}).state
    return play(state, {"type": "block", "blockers": blockers or {}}).state


def test_akki_lavarunner_flips_when_it_deals_damage_to_an_opponent_710_2() -> None:
    state = attack_with_lavarunner()
    damaged = play(state, {"type": "advance"})  # combat damage: 1 to Bob, the trigger waits
    assert damaged.state.player("B").life == 19
    resolved = play(damaged.state, {"type": "resolve"})
    akki = resolved.state.object("akki")
    c = chars(resolved.state, akki)
    assert akki.face == 1 and (c.name, c.power, c.toughness) == ("Tok-Tok, Volcano Born", 2, 2)
    # Only the flipped half's abilities: protection from red (702.16), no haste, no flip trigger.
    assert [getattr(a, "effect", None) for a in c.abilities] == ["protection"]
    assert c.abilities[0].params.get("from") == "red"  # type: ignore[union-attr]
    assert not c.has("haste")
    assert c.colors == ("R",) and c.mana_cost == "{3}{R}"  # 710.1c
    assert c.supertypes == ("Legendary",)
    assert cites(resolved.log, "710.2")
    assert any(
        "Akki Lavarunner flips: it is now Tok-Tok, Volcano Born" in e.text for e in resolved.log
    )


def test_blocked_it_deals_no_damage_to_an_opponent_and_doesnt_flip() -> None:
    state = attack_with_lavarunner({"bears": "akki"})
    after = play(state, {"type": "advance"}).state
    assert not after.zone(Zone.STACK)  # it dealt damage to a creature only: nothing triggers
    assert after.object("akki").face == 0


def test_a_flipped_card_leaving_the_battlefield_is_unflipped_710_4() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "akki", "card": LAVARUNNER, "face": 1}]}, {"id": "B"}
    )
    assert chars(state, state.object("akki")).name == "Tok-Tok, Volcano Born"
    moved = play(state, {"type": "move_object", "object": "akki", "to": "hand"}).state
    assert moved.object("akki").face == 0
    assert chars(moved, moved.object("akki")).name == "Akki Lavarunner"
