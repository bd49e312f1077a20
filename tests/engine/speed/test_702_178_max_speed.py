"""Max speed (702.178a): "Max speed — [ability]" gives the object the ability only while its
controller's speed is 4 (702.179e): a static ability, an activated ability granted in layer 6,
a triggered ability that triggers only then. Real cards of the 2026 card file, compiled from
their Oracle text (each also has start your engines!, 702.179)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

NAMES = (
    "Nesting Bot",
    "Amonkhet Raceway",
    "Gastal Raider",
    "Endrider Catalyzer",
    "Walking Sarcophagus",
    "Risen Necroregent",
)
RESOLVE = {"type": "resolve"}
MAIN = {"number": 3, "active_player": "A", "step": "precombat_main"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(speed: int) -> GameState:
    you = {"id": "A", "speed": speed, "battlefield": [{"id": "bot", "card": "Nesting Bot"}]}
    return board(you, {"id": "B"}, turn=MAIN)


@pytest.mark.parametrize("name", NAMES)
def test_702_178_max_speed_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == compiled.normalized
    assert compiled.printed.startswith("Start your engines!")


def test_702_178a_max_speed_gives_the_ability_only_at_speed_4() -> None:
    slow = _board(3)
    assert chars(slow, slow.object("bot")).power == 1
    fast = _board(4)
    assert (chars(fast, fast.object("bot")).power, chars(fast, fast.object("bot")).toughness) == (
        2,
        1,
    )


def test_702_178a_a_granted_activated_ability_only_at_max_speed() -> None:
    def raceway(speed: int) -> GameState:
        return board(
            {
                "id": "A",
                "speed": speed,
                "battlefield": [{"id": "raceway", "card": "Amonkhet Raceway"}],
            },
            {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
            turn=MAIN,
        )

    # The granted ability follows the Raceway's own two (613.1f: its mana ability, the static).
    haste = {"type": "activate", "object": "raceway", "ability": 2, "targets": ["bears"]}
    with pytest.raises(IllegalAction):
        play(raceway(3), haste)
    activated = play(raceway(4), haste)
    assert activated.state.object("raceway").tapped
    done = play(activated.state, RESOLVE)
    assert chars(done.state, done.state.object("bears")).has("haste")


@pytest.mark.parametrize(("speed", "zombies"), [(3, 0), (4, 1)])
def test_702_178a_a_granted_triggered_ability_triggers_only_at_max_speed(
    speed: int, zombies: int
) -> None:
    state = board(
        {"id": "A", "speed": speed, "battlefield": [{"id": "lich", "card": "Risen Necroregent"}]},
        {"id": "B"},
        turn={**MAIN, "step": "postcombat_main"},
    )
    at_end = play(state, {"type": "advance", "to": "end"}).state
    assert len(at_end.zone(Zone.STACK)) == zombies
    done = play(at_end, RESOLVE).state if zombies else at_end
    made = [o for o in done.zone(Zone.BATTLEFIELD, "A") if o.token]
    assert len(made) == zombies
