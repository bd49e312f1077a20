"""A depletion land, compiled from its Oracle text: Saprazzan Skerry ("~ enters tapped with two
depletion counters on it." / "{T}, Remove a depletion counter from ~: Add {U}{U}. If there are no
depletion counters on ~, sacrifice it."). Both entering replacements apply (614.1c, 122.6); the
ability is a mana ability (605.1a) whose cost removes a counter (602.2b) and whose effect
sacrifices the land once the last one is gone, checked as it resolves (608.2c, 701.21a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.oracle.cache import COMPILED
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SAPRAZZAN_SKERRY = {
    "name": "Saprazzan Skerry",
    "type_line": "Land",
    "mana_cost": "",
    "colors": [],
    "layout": "normal",
    "keywords": [],
    "oracle_text": "Saprazzan Skerry enters the battlefield tapped with two depletion counters on "
    "it.\n{T}, Remove a depletion counter from Saprazzan Skerry: Add {U}{U}. If there are no "
    "depletion counters on Saprazzan Skerry, sacrifice it.",
}
# The line "enters tapped with ..." is two abilities (tapped, counters): the mana ability is third.
TAP_SKERRY = {"type": "activate", "object": "skerry", "ability": 2}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Saprazzan Skerry": SAPRAZZAN_SKERRY})


def test_saprazzan_skerry_compiles_automated_with_a_mana_ability() -> None:
    compiled = compile_record(SAPRAZZAN_SKERRY)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == (
        "~ enters tapped with two depletion counters on it.\n{T}, Remove a depletion counter "
        "from ~: Add {U}{U}. If there are no depletion counters on ~, sacrifice it."
    )
    ability = COMPILED.get("Saprazzan Skerry").definition.abilities[-1]  # type: ignore[union-attr]
    assert isinstance(ability, ActivatedAbility) and ability.mana_ability


def test_played_it_enters_tapped_with_two_depletion_counters_614_1c() -> None:
    state = board({"id": "A", "hand": [{"id": "skerry", "card": "Saprazzan Skerry"}]}, {"id": "B"})
    played = play(state, {"type": "play_land", "object": "skerry"})
    skerry = played.state.object("skerry")
    assert skerry.zone is Zone.BATTLEFIELD and skerry.tapped
    assert skerry.counters.get("depletion") == 2
    assert cites(played.log, "614.1c")


def test_each_use_removes_a_counter_and_the_last_one_sacrifices_it_608_2c() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "skerry", "card": "Saprazzan Skerry", "counters": {"depletion": 2}}
            ],
        },
        {"id": "B"},
    )
    first = play(state, TAP_SKERRY).state  # a mana ability: no stack (605.3a)
    assert first.player("A").mana_pool.to_json() == {"U": 2}
    skerry = first.object("skerry")
    assert skerry.zone is Zone.BATTLEFIELD and skerry.tapped
    assert skerry.counters.get("depletion") == 1
    untapped = first.with_object(replace(skerry, tapped=False))
    second = play(untapped, TAP_SKERRY)
    assert second.state.player("A").mana_pool.to_json() == {"U": 4}
    assert second.state.object("skerry").zone is Zone.GRAVEYARD
    assert cites(second.log, "701.21a")


def test_with_no_counter_left_the_cost_cant_be_paid_118_3() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "skerry", "card": "Saprazzan Skerry"}]}, {"id": "B"}
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, TAP_SKERRY)
    assert "counter" in refused.value.message
