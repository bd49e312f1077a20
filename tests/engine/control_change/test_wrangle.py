"""Wrangle: "Gain control of target creature with power 4 or less until end of turn. Untap that
creature. It gains haste until end of turn." The power restriction is part of the target
requirement (115.1), checked as it is cast and again as it resolves (608.2b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}


def cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def start() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "wrangle", "card": "Wrangle"},
                {"id": "disfigure", "card": "Disfigure"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "humbler", "card": "Humbler of Mortals", "tapped": True},
                {"id": "bears", "card": "Grizzly Bears", "tapped": True},
            ],
        },
    )


def test_a_creature_with_power_5_is_refused_with_the_rule() -> None:
    with pytest.raises(IllegalAction) as caught:
        apply(start(), cast("wrangle", "humbler"))
    assert caught.value.rule == "115.1"
    assert "power 4 or less" in str(caught.value)


def test_wrangle_steals_untaps_and_gives_haste_until_end_of_turn() -> None:
    stolen = play(play(start(), cast("wrangle", "bears")).state, RESOLVE).state
    bears = stolen.object("bears")
    assert bears.controller == "A" and not bears.tapped
    assert chars(stolen, bears).has("haste")
    later = play(stolen, {"type": "advance", "to": "cleanup"}).state
    assert later.object("bears").controller == "B"


def test_shrunk_to_power_3_the_humbler_can_be_wrangled() -> None:
    shrunk = play(play(start(), cast("disfigure", "humbler")).state, RESOLVE).state
    stolen = play(play(shrunk, cast("wrangle", "humbler")).state, RESOLVE).state
    assert stolen.object("humbler").controller == "A"
    assert stolen.object("humbler").zone is Zone.BATTLEFIELD


def test_a_target_grown_past_power_4_before_it_resolves_is_illegal() -> None:
    """Wrangle targets the Disfigured Humbler; the -2/-2 effect is gone before Wrangle resolves
    (removed by hand here), so its only target is illegal and it doesn't resolve (608.2b)."""
    shrunk = play(play(start(), cast("disfigure", "humbler")).state, RESOLVE).state
    on_stack = play(shrunk, cast("wrangle", "humbler")).state
    grown = on_stack
    for effect in on_stack.effects:
        grown = grown.without_effect(effect.id)
    resolved = play(grown, RESOLVE)
    assert resolved.state.object("humbler").controller == "B"
    assert cites(resolved.log, "608.2b")
