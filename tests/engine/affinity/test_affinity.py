"""Affinity for artifacts (702.41a): the spell costs {1} less for each artifact its caster
controls, a reduction of the generic mana of the total cost only (601.2f). Frogmite ({4} 2/2
artifact creature) and Thoughtcast ({4}{U} sorcery, "Draw two cards.") are defined here in the
engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import CardDef, SpellAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

FROGMITE = CardDef(
    name="Frogmite",
    types=("Artifact", "Creature"),
    mana_cost="{4}",
    subtypes=("Frog",),
    power=2,
    toughness=2,
    keywords=("Affinity for artifacts",),
)
THOUGHTCAST = CardDef(
    name="Thoughtcast",
    types=("Sorcery",),
    mana_cost="{4}{U}",
    colors=("U",),
    keywords=("Affinity for artifacts",),
    abilities=(SpellAbility("Draw two cards.", (instruction("draw", count=2),)),),
)


@pytest.fixture(autouse=True)
def affinity_cards() -> Iterator[None]:
    lookup = {c.name: c for c in (FROGMITE, THOUGHTCAST)}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(card: str, pool: dict[str, int], artifacts: int) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "mana_pool": pool,
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
            "battlefield": [{"id": f"r{i}", "card": "Sol Ring"} for i in range(artifacts)],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Ornithopter"}]},
    )


def test_thoughtcast_with_two_artifacts_costs_2u() -> None:
    cast = play(alice("Thoughtcast", {"U": 1, "C": 2}, 2), {"type": "cast", "object": "spell"})
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.41a") and cites(cast.log, "601.2f")
    resolved = play(cast.state, {"type": "resolve"})
    assert len(resolved.state.zone(Zone.HAND, "A")) == 2


def test_frogmite_with_four_artifacts_costs_nothing_and_keeps_its_mana_value() -> None:
    cast = play(alice("Frogmite", {}, 4), {"type": "cast", "object": "spell"})
    assert chars(cast.state, cast.state.object("spell")).mana_value == 4  # 202.3: printed cost
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("spell").zone is Zone.BATTLEFIELD


def test_affinity_never_reduces_colored_mana_and_counts_only_the_casters_artifacts() -> None:
    # Six artifacts take off the {4}, not the {U}; the opponent's Ornithopter doesn't count.
    with pytest.raises(IllegalAction):
        play(alice("Thoughtcast", {}, 6), {"type": "cast", "object": "spell"})
    cast = play(alice("Thoughtcast", {"U": 1, "C": 3}, 1), {"type": "cast", "object": "spell"})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {3}{U}: one artifact of Alice's
