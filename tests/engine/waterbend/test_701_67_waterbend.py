"""Waterbend [cost] (701.67a): pay the cost; for each generic mana in it, the player may tap an
untapped artifact or creature they control rather than pay that mana. Ruthless Waterbender
("Waterbend {2}: ~ gets +1/+1 until end of turn. Activate only during your turn.") and Geyser
Leaper ("Waterbend {4}: Draw a card, then discard a card.") of the 2026 card file are compiled
from their Oracle text; the activate action names what is tapped (`waterbend`)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

RUTHLESS = "Ruthless Waterbender"
LEAPER = "Geyser Leaper"
BEARS = "Grizzly Bears"
THOPTER = "Ornithopter"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, RUTHLESS, LEAPER, BEARS, THOPTER)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            RUTHLESS,
            "Waterbend {2}: ~ gets +1/+1 until end of turn. Activate only during your turn.",
        ),
        (LEAPER, "Waterbend {4}: Draw a card, then discard a card."),
    ],
)
def test_701_67a_waterbend_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _board(pool: dict[str, int] | None = None) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "ruthless", "card": RUTHLESS},
                {"id": "bears", "card": BEARS},
                {"id": "thopter", "card": THOPTER},
            ],
            "mana_pool": pool or {},
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": BEARS}]},
    )


def _activate(**more: Any) -> dict[str, Any]:
    return {"type": "activate", "object": "ruthless", "ability": 0, **more}


def _power(state: GameState) -> int:
    return int(chars(state, state.object("ruthless")).power or 0)


def test_701_67a_tapped_artifacts_and_creatures_pay_the_generic_mana() -> None:
    state = _board()
    before = _power(state)
    done = play(state, _activate(waterbend=["bears", "thopter"]))
    assert done.state.object("bears").tapped and done.state.object("thopter").tapped
    assert cites(done.log, "701.67a")
    resolved = play(done.state, RESOLVE)
    assert _power(resolved.state) == before + 1


def test_701_67a_part_tapped_part_paid() -> None:
    done = play(_board({"U": 1}), _activate(waterbend=["ruthless"]))  # it may tap itself
    assert done.state.object("ruthless").tapped
    assert not done.state.object("bears").tapped
    assert int(done.state.player("A").mana_pool.get("U", 0)) == 0


def test_701_67a_nothing_named_the_pool_pays() -> None:
    done = play(_board({"U": 2}), _activate())
    assert not done.state.object("bears").tapped
    assert int(done.state.player("A").mana_pool.get("U", 0)) == 0


def test_701_67b_no_more_than_the_generic_mana() -> None:
    with pytest.raises(IllegalAction, match="701.67b|only 2 generic"):
        play(_board(), _activate(waterbend=["bears", "thopter", "ruthless"]))


def test_701_67a_only_the_players_own_untapped_permanents() -> None:
    with pytest.raises(IllegalAction, match="waterbending taps the player's own"):
        play(_board({"U": 1}), _activate(waterbend=["theirs"]))


SPIRIT = "Benevolent River Spirit"


def _spirit_board(compiled_from: Any, pool: dict[str, int]) -> GameState:
    use_cards(compiled_from, RUTHLESS, LEAPER, BEARS, THOPTER, SPIRIT)
    return board(
        {
            "id": "A",
            "hand": [{"id": "spirit", "card": SPIRIT}],
            "battlefield": [
                {"id": "bears", "card": BEARS},
                {"id": "thopter", "card": THOPTER},
            ],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def test_701_67a_an_additional_waterbend_cost_joins_the_total(compiled_from: Any) -> None:
    compiled = compile_record(records(SPIRIT)[SPIRIT])
    assert compiled.label == AUTOMATED
    state = _spirit_board(compiled_from, {"U": 5})  # {U}{U} and {5}, two of it tapped
    cast = {"type": "cast", "object": "spirit", "waterbend": ["bears", "thopter"]}
    done = play(state, cast)
    assert done.state.object("spirit").zone is not None
    assert done.state.object("bears").tapped and done.state.object("thopter").tapped
    assert int(done.state.player("A").mana_pool.get("U", 0)) == 0
    assert cites(done.log, "701.67a")


def test_701_67b_only_the_waterbend_cost_is_paid_by_tapping(compiled_from: Any) -> None:
    state = _spirit_board(compiled_from, {"U": 4})  # {U}{U}{5} less two tapped needs five
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "spirit", "waterbend": ["bears", "thopter"]})
