"""Keyword counters (122.1b, 613.1f): a permanent with a flying, lifelink ... counter has that
keyword, wherever the counter came from (here the scenario document, as the judge's editor puts
it)."""

from __future__ import annotations

from engine.core.state import GameState
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

RESOLVE = {"type": "resolve"}


def _bears(counters: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears", "counters": counters}],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
        },
        {"id": "B"},
    )


def test_a_flying_counter_gives_flying_122_1b() -> None:
    state = _bears({"flying": 1})
    c = chars(state, state.object("bears"))
    assert c.has("flying") and not c.has("lifelink")


def test_without_the_counter_no_keyword() -> None:
    state = _bears({"+1/+1": 1})
    assert not chars(state, state.object("bears")).has("flying")


def test_an_indestructible_counter_keeps_the_bears_alive_through_lethal_damage_702_12b() -> None:
    """Lightning Bolt marks 3 damage on the 2/2 Bears with an indestructible counter: lethal
    damage doesn't destroy an indestructible permanent (704.5g, 702.12b)."""
    state = _bears({"indestructible": 1})
    cast = {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True}
    done = play(play(state, cast).state, RESOLVE).state
    bears = done.object("bears")
    assert bears.damage == 3 and bears.zone.value == "battlefield"
