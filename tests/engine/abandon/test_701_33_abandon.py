"""Abandon (701.33) and ongoing schemes (904.11): a face-up ongoing scheme stays face up in the
command zone, its triggered abilities triggering from there (904.8), until an ability abandons it:
it is turned face down and put on the bottom of its owner's scheme deck (701.33b). The state-based
action for schemes leaves it alone (205.4h, 704.6e). The Very Soil Shall Shake ("When a creature
you control dies, abandon this scheme.") and My Forces Are Innumerable are compiled from their
Oracle text; their other lines (a static ability of a scheme, a payment by the opponents) stay
unapplied."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import PARTIALLY_AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SOIL = "The Very Soil Shall Shake"
FORCES = "My Forces Are Innumerable"
NAMES = (SOIL, FORCES)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def test_the_abandon_line_is_applied_and_the_static_ability_is_not() -> None:
    compiled = compile_record(records(*NAMES)[SOIL])
    assert compiled.label == PARTIALLY_AUTOMATED
    applied = {line.text: line.applied for line in compiled.lines}
    assert applied["When a creature you control dies, abandon ~."]
    assert not applied["Creatures you control get +2/+2 and have trample."]
    assert "When a creature you control dies, abandon ~." in compiled.printed


def _board(scheme: str, step: str, active: str, **b: Any) -> GameState:
    return board(
        {
            "id": "A",
            "life": 40,
            "scheme_deck": ["Roots of All Evil"],
            "command": [{"id": "scheme", "card": scheme}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", **b},
        turn={"number": 4, "active_player": active, "step": step},
    )


def test_701_33b_the_scheme_is_abandoned_to_the_bottom_of_the_scheme_deck() -> None:
    state = _board(SOIL, "precombat_main", "B", hand=[{"id": "bolt", "card": "Lightning Bolt"}])
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    # the scheme's trigger, from the command zone (904.8), is on the stack
    assert died.state.zone(Zone.COMMAND, "A")
    done = play(died.state, RESOLVE)
    assert cites(done.log, "701.33b")
    assert done.state.zone(Zone.COMMAND, "A") == ()
    assert done.state.player("A").scheme_deck == ("Roots of All Evil", SOIL)


def test_904_11_an_ongoing_scheme_stays_face_up_after_its_ability_resolves() -> None:
    state = _board(FORCES, "postcombat_main", "A")
    end = play(state, {"type": "advance", "to": "end"})
    done = play(end.state, RESOLVE)
    horrors = [o for o in done.state.zone(Zone.BATTLEFIELD) if o.token and o.controller == "A"]
    assert len(horrors) == 1
    assert (chars(done.state, horrors[0]).power, chars(done.state, horrors[0]).toughness) == (3, 3)
    # 205.4h: no state-based action turns an ongoing scheme face down
    assert [o.card for o in done.state.zone(Zone.COMMAND, "A")] == [FORCES]
    assert not cites(done.log, "704.6e")
    assert done.state.player("A").scheme_deck == ("Roots of All Evil",)
