"""Entwine (702.42): a modal spell whose entwine cost is paid as well has all its modes chosen
(702.42a), followed in the order written as it resolves, each with its own targets (702.42b).
Barbed Lightning ({2}{R} sorcery: "Choose one — • ~ deals 3 damage to target creature. • ~ deals
3 damage to target player or planeswalker.", "Entwine {2}") is defined here in the engine's
vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import CardDef, Mode, SpellAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play

BARBED_LIGHTNING = CardDef(
    name="Barbed Lightning",
    types=("Sorcery",),
    mana_cost="{2}{R}",
    colors=("R",),
    abilities=(
        SpellAbility(
            "Choose one —",
            modes=(
                Mode(
                    "~ deals 3 damage to target creature.",
                    (instruction("deal_damage", amount=3, to=0),),
                    ("creature",),
                ),
                Mode(
                    "~ deals 3 damage to target player or planeswalker.",
                    (instruction("deal_damage", amount=3, to=0),),
                    ("player_or_planeswalker",),
                ),
            ),
        ),
    ),
    entwine="{2}",
)


@pytest.fixture(autouse=True)
def barbed_lightning() -> Iterator[None]:
    lookup = {BARBED_LIGHTNING.name: BARBED_LIGHTNING}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Barbed Lightning"}], "mana_pool": pool},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def test_barbed_lightning_entwined_deals_three_to_the_bears_and_three_to_bob() -> None:
    action = {"type": "cast", "object": "bolt", "targets": ["bears", "B"], "entwine": True}
    cast = play(alice({"R": 1, "C": 4}), action)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {2}{R} and entwine {2}
    assert cites(cast.log, "702.42a")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert resolved.state.player("B").life == 17


def test_one_mode_without_entwine() -> None:
    action = {"type": "cast", "object": "bolt", "targets": ["B"], "mode": 1, "free": True}
    resolved = play(play(alice({}), action).state, {"type": "resolve"})
    assert resolved.state.player("B").life == 17
    assert resolved.state.object("bears").zone is Zone.BATTLEFIELD


def test_entwine_needs_every_modes_targets_and_no_mode() -> None:
    base = {"type": "cast", "object": "bolt", "entwine": True, "free": True}
    with pytest.raises(IllegalAction) as missing:
        play(alice({}), {**base, "targets": ["bears"]})
    assert missing.value.rule == "601.2c"
    with pytest.raises(IllegalAction) as mode:
        play(alice({}), {**base, "targets": ["bears", "B"], "mode": 0})
    assert mode.value.rule == "702.42a"


def test_a_spell_without_entwine_cant_be_entwined() -> None:
    state = board({"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "entwine": True})
    assert refused.value.rule == "702.42a"
