"""Shroud (702.18a): the permanent can't be the target of any spell or ability, its controller's
included. Argothian Enchantress and Shock, compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.testing.scenario import play
from tests.engine.combat.keyword_cards import RECORDS, RESOLVE, SHOCK_IT, shock_at


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("caster", ["A", "B"])
def test_no_shock_can_target_argothian_enchantress(caster: str) -> None:
    with pytest.raises(IllegalAction) as err:
        play(shock_at("Argothian Enchantress", caster), SHOCK_IT)
    assert err.value.rule == "702.18a"


def test_grizzly_bears_without_shroud_are_shocked() -> None:
    cast = play(shock_at("Grizzly Bears", "A"), SHOCK_IT)
    assert play(cast.state, RESOLVE).state.object("it").zone is Zone.GRAVEYARD
