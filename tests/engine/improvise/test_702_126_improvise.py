"""Improvise (702.126a): each untapped artifact the caster taps pays for one generic mana of
the spell's total cost. Reverse Engineer ({3}{U}{U} sorcery, "Improvise", "Draw three cards.")
is defined here in the engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import CardDef, SpellAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play

REVERSE_ENGINEER = CardDef(
    name="Reverse Engineer",
    types=("Sorcery",),
    mana_cost="{3}{U}{U}",
    colors=("U",),
    keywords=("Improvise",),
    abilities=(SpellAbility("Draw three cards.", (instruction("draw", count=3),)),),
)


@pytest.fixture(autouse=True)
def reverse_engineer() -> Iterator[None]:
    lookup = {REVERSE_ENGINEER.name: REVERSE_ENGINEER}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Reverse Engineer"}],
            "mana_pool": pool,
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(4)],
            "battlefield": [
                {"id": "ring", "card": "Sol Ring"},
                {"id": "thopter", "card": "Ornithopter"},
                {"id": "mite", "card": "Memnite", "tapped": True},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )


def test_two_artifacts_pay_two_generic_and_the_spell_draws_three() -> None:
    cast = play(
        alice({"U": 3}), {"type": "cast", "object": "spell", "improvise": ["ring", "thopter"]}
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {3}{U}{U}: {2} by artifacts
    assert cast.state.object("ring").tapped and cast.state.object("thopter").tapped
    assert cites(cast.log, "702.126a")
    resolved = play(cast.state, {"type": "resolve"})
    assert len(resolved.state.zone(Zone.HAND, "A")) == 3


def test_a_tapped_artifact_or_a_creature_that_isnt_one_cant_improvise() -> None:
    for artifacts in (["mite"], ["bears"], ["ring", "ring"]):
        with pytest.raises(IllegalAction) as refused:
            play(alice({"U": 5}), {"type": "cast", "object": "spell", "improvise": artifacts})
        assert refused.value.rule == "702.126a"


def test_improvise_pays_only_generic_mana() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Reverse Engineer"}],
            "mana_pool": {"U": 2},
            "battlefield": [{"id": f"r{i}", "card": "Sol Ring"} for i in range(4)],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "spell", "improvise": ["r0", "r1", "r2", "r3"]})
    assert refused.value.rule == "702.126a"
