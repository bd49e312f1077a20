"""More land plays (305.2): "You may play an additional land on each of your turns."
(Exploration), "Each player may play an additional land on each of their turns." (Rites of
Flourishing's second line), "You may play two additional lands on each of your turns." (Azusa,
Lost but Seeking) and "You may play an additional land this turn." (Explore: an effect until end
of turn, 514.2). A play is legal only while the lands a player may play this turn outnumber the
lands they played (305.2a-b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

EXPLORATION = "Exploration"
RITES = "Rites of Flourishing"
AZUSA = "Azusa, Lost but Seeking"
EXPLORE = "Explore"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EXPLORATION, RITES, AZUSA, EXPLORE)


def _lands(owner: str, count: int = 4) -> list[dict[str, str]]:
    return [{"id": f"{owner}forest{n}", "card": "Forest"} for n in range(count)]


def _state(permanent: str | None, active: str = "A", controller: str = "A") -> GameState:
    players: dict[str, dict[str, Any]] = {
        p: {"id": p, "hand": _lands(p), "library": _lands(f"{p}lib")} for p in ("A", "B")
    }
    if permanent is not None:
        players[controller]["battlefield"] = [{"id": "it", "card": permanent}]
    return board(
        players["A"],
        players["B"],
        turn={"number": 1, "active_player": active, "step": "precombat_main"},
    )


def _play_lands(state: GameState, player: str) -> tuple[int, IllegalAction | None]:
    """Play lands from `player`'s hand until the game refuses: how many, and why it refused."""
    played = 0
    for n in range(4):
        try:
            state = play(state, {"type": "play_land", "object": f"{player}forest{n}"}).state
        except IllegalAction as refused:
            return played, refused
        played += 1
    return played, None


def test_the_lines_compile_and_print_back() -> None:
    for name in (EXPLORATION, AZUSA, EXPLORE):
        assert compile_record(records(name)[name]).label == AUTOMATED, name
    rites = compile_record(records(RITES)[RITES])
    line = "Each player may play an additional land on each of their turns."
    assert any(each.text == line and each.applied for each in rites.lines)


def test_305_2_one_land_a_turn_without_an_effect() -> None:
    played, refused = _play_lands(_state(None), "A")
    assert played == 1 and refused is not None and refused.rule == "305.2b"


def test_305_2_you_may_play_an_additional_land_gives_its_controller_two() -> None:
    played, refused = _play_lands(_state(EXPLORATION), "A")
    assert played == 2 and refused is not None and refused.rule == "305.2b"


def test_305_2_it_gives_an_opponent_nothing() -> None:
    assert _play_lands(_state(EXPLORATION, active="B", controller="A"), "B")[0] == 1


def test_305_2_each_player_may_play_an_additional_land_on_each_of_their_turns() -> None:
    assert _play_lands(_state(RITES, active="A", controller="A"), "A")[0] == 2
    assert _play_lands(_state(RITES, active="B", controller="A"), "B")[0] == 2


def test_305_2_two_additional_lands() -> None:
    assert _play_lands(_state(AZUSA), "A")[0] == 3


def test_305_2_514_2_an_additional_land_this_turn_lasts_until_end_of_turn() -> None:
    state = _state(None)
    hand = [*state.zone(Zone.HAND, "A")]
    state = board(
        {
            "id": "A",
            "hand": [{"id": o.id, "card": o.card} for o in hand]
            + [{"id": "explore", "card": EXPLORE}],
            "library": _lands("Alib"),
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "explore", "free": True}).state
    resolved = play(cast, {"type": "resolve"}).state
    assert _play_lands(resolved, "A")[0] == 2
    (effect,) = (e for e in resolved.effects if e.kind == "additional_land_plays")
    assert effect.duration.value == "end_of_turn"
