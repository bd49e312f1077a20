"""Opening-hand actions (103.6a): "If ~ is in your opening hand, you may begin the game with it
on the battlefield." is an action taken after mulligans and before the first turn (103.6). A
scenario is a game under way, with no opening hand left to act from, so the line is applied by
doing nothing: the card in a hand stays there, and on the battlefield its other abilities work as
the board put it there. Leyline of Sanctity and Quicksilver, Brash Blur ("with him") are compiled
from their 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.effect_kinds import EFFECT_KINDS
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

SANCTITY = "Leyline of Sanctity"
QUICKSILVER = "Quicksilver, Brash Blur"
LINE = "If ~ is in your opening hand, you may begin the game with it on the battlefield."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SANCTITY)


def test_103_6a_the_line_is_applied_and_prints_back() -> None:
    compiled = compile_record(records(SANCTITY)[SANCTITY])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == LINE
    (ability,) = [
        a for a in compiled.definition.abilities if getattr(a, "effect", "") == "opening_hand"
    ]
    assert ability.zone is Zone.HAND
    kind = EFFECT_KINDS["opening_hand"]
    assert "103.6a" in kind.rules


def test_103_6a_the_pronoun_oracle_gives_the_card_prints_back() -> None:
    compiled = compile_record(records(QUICKSILVER)[QUICKSILVER])
    line = LINE.replace("with it", "with him")
    assert line not in compiled.not_applied
    # read as "it" (109.5: engine.oracle.normalize's pronoun folds)
    assert LINE in compiled.printed.splitlines()


def test_103_6a_in_a_game_under_way_the_card_stays_in_the_hand() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "leyline", "card": SANCTITY}]},
        {"id": "B"},
        turn={"number": 1, "active_player": "A", "step": "upkeep"},
    )
    after = play(state, {"type": "advance", "to": "precombat_main"}).state
    assert after.object("leyline").zone is Zone.HAND
    assert not [o for o in after.battlefield if o.id == "leyline"]


def test_103_6a_on_the_battlefield_its_other_ability_works() -> None:
    """The board put it there (as if its player began the game with it): player hexproof."""
    state = board(
        {"id": "A", "battlefield": [{"id": "leyline", "card": SANCTITY}]},
        {"id": "B", "hand": [{"id": "shock", "card": "Lightning Bolt"}]},
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "shock", "targets": ["A"], "free": True})
    assert "702.11" in str(refused.value.rule) or "115" in str(refused.value.rule)
