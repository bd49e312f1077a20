"""Mill (701.17a) and draw (121.1) "cards equal to" the power of the object with the ability
(608.2h: counted as the instruction applies): "Whenever ~ attacks, up to one target player mills
cards equal to ~'s power." (Veteran Ice Climber), "Whenever ~ deals combat damage to a player,
draw cards equal to its power." (Glenn, the Voice of Calm). "Its" is the object with the ability
only where nothing else was named that it could mean. Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record, compile_text
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CLIMBER = "Veteran Ice Climber"
GLENN = "Glenn, the Voice of Calm"
ATTACK_STEP = {"number": 3, "active_player": "A", "step": "declare_attackers"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CLIMBER, GLENN)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (CLIMBER, "Whenever ~ attacks, up to one target player mills cards equal to ~'s power."),
        (GLENN, "Whenever ~ deals combat damage to a player, draw cards equal to its power."),
    ],
)
def test_608_2h_cards_equal_to_power_compile_and_print_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert line in compiled.printed.split("\n")


@pytest.mark.parametrize(
    "text",
    [
        # "its" may be the creature that died, or the target
        "Whenever a creature you control dies, draw cards equal to its power.",
        "{T}: Target creature gets +1/+1 until end of turn. Draw cards equal to its power.",
    ],
)
def test_608_2h_its_naming_another_object_is_not_read(text: str) -> None:
    compiled = compile_text("Test Counter", "Creature — Bird", text)
    assert not compiled.lines[0].applied


def _library(who: str, count: int) -> list[dict[str, str]]:
    return [{"id": f"{who}{i}", "card": "Forest"} for i in range(count)]


def _ids(state: GameState, zone: Zone, player: str) -> list[str]:
    return sorted(o.id for o in state.zone(zone, player))


def test_701_17a_target_player_mills_cards_equal_to_its_power() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "climber", "card": CLIMBER, "counters": {"+1/+1": 2}}],
            "library": _library("a", 5),
        },
        {"id": "B", "library": _library("b", 5)},
        turn=ATTACK_STEP,
    )
    attacked = play(state, {"type": "attack", "attackers": {"climber": "B"}}, ["B"])
    done = play(attacked.state, {"type": "resolve"})
    # power 1 with two +1/+1 counters: three cards
    assert _ids(done.state, Zone.GRAVEYARD, "B") == ["b0", "b1", "b2"]
    assert _ids(done.state, Zone.GRAVEYARD, "A") == []
    assert cites(done.log, "701.17a")


def test_121_1_draw_cards_equal_to_its_power_after_combat_damage() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "glenn", "card": GLENN, "counters": {"+1/+1": 1}}],
            "library": _library("a", 5),
        },
        {"id": "B", "library": _library("b", 5)},
        turn=ATTACK_STEP,
    )
    attacked = play(state, {"type": "attack", "attackers": {"glenn": "B"}})
    damaged = play(attacked.state, {"type": "advance", "to": "combat_damage"})
    done = resolve_all(damaged.state)
    assert done.player("B").life == 18
    assert _ids(done, Zone.HAND, "A") == ["a0", "a1"]  # power 2: two cards
