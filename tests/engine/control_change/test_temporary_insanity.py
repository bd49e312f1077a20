"""Temporary Insanity: "Untap target creature with power less than the number of cards in your
graveyard and gain control of it until end of turn. That creature gains haste until end of
turn." The target word "creature_with_power_less_than_your_graveyard" counts the caster's
graveyard as the target is chosen (115.1) and again as the spell resolves (608.2b); the gain of
control ends with the turn (613.1b, 514.2)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

INSANITY = {
    "name": "Temporary Insanity",
    "mana_cost": "{3}{R}",
    "type_line": "Instant",
    "layout": "normal",
    "oracle_text": "Untap target creature with power less than the number of cards in your "
    "graveyard and gain control of it until end of turn. That creature gains haste until end "
    "of turn.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Temporary Insanity": INSANITY})


def _board(graveyard_cards: int = 3) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "insanity", "card": "Temporary Insanity"}],
            "graveyard": [{"id": f"g{i}", "card": "Forest"} for i in range(graveyard_cards)],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "tapped": True},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
    )


def _cast(target: str) -> dict[str, Any]:
    return {"type": "cast", "object": "insanity", "targets": [target], "free": True}


def test_temporary_insanity_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(INSANITY)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_a_creature_with_less_power_than_your_graveyard_is_untapped_stolen_and_hasted() -> None:
    done = play(play(_board(3), _cast("bears")).state, RESOLVE)  # power 2 < 3 cards
    bears = done.state.object("bears")
    assert bears.controller == "A" and not bears.tapped
    assert chars(done.state, bears).has("haste")
    assert cites(done.log, "613.1b") and cites(done.log, "701.26b")
    later = play(done.state, {"type": "advance", "to": "cleanup"}).state
    assert later.object("bears").controller == "B"  # 514.2: until end of turn


def test_power_equal_to_the_number_of_cards_is_not_less_115_1() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(3), _cast("giant"), [])  # Hill Giant: power 3, three cards
    assert refused.value.rule == "115.1"


def test_the_graveyard_is_counted_again_as_it_resolves_608_2b() -> None:
    cast = play(_board(3), _cast("bears")).state
    emptier = play(cast, {"type": "move_object", "object": "g0", "to": "exile"}).state
    done = play(emptier, RESOLVE)  # two cards now: power 2 isn't less, the target is illegal
    assert done.state.object("bears").controller == "B"
    assert done.state.object("bears").tapped
    assert cites(done.log, "608.2b")
