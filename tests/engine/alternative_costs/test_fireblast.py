"""Fireblast's alternative cost (118.9): "You may sacrifice two Mountains rather than pay this
spell's mana cost." It can't be used without two Mountains (118.3), and the caster picks which
when they have more."""

from __future__ import annotations

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.game.automation import unmodeled
from engine.testing.scenario import board, cites, pending, play

MOUNTAINS = [{"id": f"m{i}", "card": "Mountain"} for i in range(3)]
CAST = {"type": "cast", "object": "blast", "targets": ["B"], "alternative": True}


def test_fireblast_is_fully_automated() -> None:
    assert unmodeled(engine.REGISTRY.get("Fireblast")) == []


def test_two_mountains_are_sacrificed_instead_of_paying_six_mana() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "blast", "card": "Fireblast"}], "battlefield": MOUNTAINS[:2]},
        {"id": "B"},
    )
    cast = play(state, CAST)
    assert {cast.state.object(m).zone for m in ("m0", "m1")} == {Zone.GRAVEYARD}
    assert cites(cast.log, "118.9")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 16


def test_with_three_mountains_the_caster_picks_which_two() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "blast", "card": "Fireblast"}], "battlefield": MOUNTAINS},
        {"id": "B"},
    )
    asked = pending(state, CAST).pending
    assert asked is not None and asked.rule == "118.9"
    cast = play(state, CAST, ["m2", "m0"])
    assert cast.state.object("m1").zone is Zone.BATTLEFIELD
    assert {cast.state.object(m).zone for m in ("m0", "m2")} == {Zone.GRAVEYARD}


def test_one_mountain_isnt_enough_118_3() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "blast", "card": "Fireblast"}], "battlefield": MOUNTAINS[:1]},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, CAST)
    assert refused.value.rule == "118.3"
    bolt = board({"id": "A", "hand": [{"id": "blast", "card": "Lightning Bolt"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as none:
        play(bolt, CAST)
    assert none.value.rule == "118.9"
