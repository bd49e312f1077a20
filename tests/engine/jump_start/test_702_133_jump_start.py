"""Jump-start (702.133a): cast an instant or sorcery card from its owner's graveyard by
discarding a card as an additional cost; the spell is then exiled whenever it would leave the
stack. Radical Idea ({1}{U} instant, "Draw a card.", "Jump-start") is defined here in the
engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import CardDef, SpellAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play

RADICAL_IDEA = CardDef(
    name="Radical Idea",
    types=("Instant",),
    mana_cost="{1}{U}",
    colors=("U",),
    keywords=("Jump-start",),
    abilities=(SpellAbility("Draw a card.", (instruction("draw", count=1),)),),
)


@pytest.fixture(autouse=True)
def radical_idea() -> Iterator[None]:
    lookup = {RADICAL_IDEA.name: RADICAL_IDEA}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(graveyard: str = "idea") -> GameState:
    return board(
        {
            "id": "A",
            "graveyard": [{"id": graveyard, "card": "Radical Idea"}],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "library": [{"id": "l0", "card": "Island"}],
        },
        {"id": "B", "hand": [{"id": "cs", "card": "Counterspell"}]},
    )


def test_radical_idea_jump_started_discards_draws_and_is_exiled() -> None:
    action = {"type": "cast", "object": "idea", "jump_start": True, "discard": "bolt"}
    cast = play(alice(), {**action, "free": True})
    assert cast.state.object("bolt").zone is Zone.GRAVEYARD
    assert cites(cast.log, "702.133a")
    resolved = play(cast.state, {"type": "resolve"})
    assert [o.card for o in resolved.state.zone(Zone.HAND, "A")] == ["Island"]
    assert resolved.state.object("idea").zone is Zone.EXILE
    assert cites(resolved.log, "702.133a")


def test_a_jump_started_spell_that_is_countered_is_exiled_too() -> None:
    action = {"type": "cast", "object": "idea", "jump_start": True, "discard": "bolt"}
    state = play(alice(), {**action, "free": True}).state
    state = play(state, {"type": "cast", "object": "cs", "targets": ["idea"], "free": True}).state
    countered = play(state, {"type": "resolve"})
    assert countered.state.object("idea").zone is Zone.EXILE


def test_jump_start_needs_a_card_to_discard_and_only_one_graveyard_way() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(alice(), {"type": "cast", "object": "idea", "jump_start": True, "free": True})
    assert refused.value.rule == "702.133a"
    with pytest.raises(IllegalAction) as twice:
        play(
            alice(),
            {
                "type": "cast",
                "object": "idea",
                "jump_start": True,
                "retrace": True,
                "discard": "bolt",
                "free": True,
            },
        )
    assert twice.value.rule == "601.2"
