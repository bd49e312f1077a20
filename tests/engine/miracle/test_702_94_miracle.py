"""Miracle (702.94a): a player may reveal a card with miracle as they draw it if it's the first
card they've drawn this turn; when they do, a triggered ability lets them cast it by paying its
miracle cost rather than its mana cost (118.9), as the ability resolves (608.2g). Thunderous
Wrath ("~ deals 5 damage to any target. Miracle {R}") and Entreat the Dead ("Return X target
creature cards from your graveyard to the battlefield. Miracle {X}{B}{B}") of the 2026 card file
are compiled from their Oracle text (engine.mechanics.miracle)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

WRATH = "Thunderous Wrath"
ENTREAT = "Entreat the Dead"
ADVANCE = {"type": "advance"}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WRATH, ENTREAT, "Grizzly Bears", "Hill Giant")


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (WRATH, "~ deals 5 damage to any target.\nMiracle {R}"),
        (ENTREAT, "Return X target creature cards from your graveyard to the battlefield.\n"
         "Miracle {X}{B}{B}"),
    ],
)  # fmt: skip
def test_702_94a_miracle_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == printed


def _upkeep(top: str, lands: int = 1, land: str = "Mountain", **player: Any) -> GameState:
    battlefield = [{"id": f"land{i}", "card": land} for i in range(lands)]
    library = [{"id": "miracle", "card": top}, {"id": "next", "card": "Grizzly Bears"}]
    return board(
        {"id": "A", "battlefield": battlefield, "library": library, **player},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "upkeep"},
    )


def test_702_94a_revealed_as_the_first_draw_it_is_cast_for_its_miracle_cost() -> None:
    drawn = play(_upkeep(WRATH), ADVANCE, ["reveal"])  # the draw step: A draws it
    assert cites(drawn.log, "702.94a") and cites(drawn.log, "701.20a")
    assert drawn.state.zone(Zone.STACK)  # the miracle trigger
    cast = play(drawn.state, RESOLVE, ["cast", "B"])
    assert cites(cast.log, "118.9") and cites(cast.log, "608.2g")
    assert cast.state.object("miracle").zone is Zone.STACK
    assert cast.state.object("land0").tapped  # {R} rather than {3}{R}{R}
    done = play(cast.state, RESOLVE)
    assert done.state.player("B").life == 15
    assert done.state.object("miracle").zone is Zone.GRAVEYARD


def test_702_94a_not_revealed_nothing_triggers() -> None:
    drawn = play(_upkeep(WRATH), ADVANCE, ["keep"])
    assert not drawn.state.zone(Zone.STACK)
    assert drawn.state.object("miracle").zone is Zone.HAND


def test_702_94a_only_the_first_card_drawn_this_turn() -> None:
    state = _upkeep(WRATH, counters={"cards_drawn_this_turn": 1})  # drew one already this turn
    drawn = play(state, ADVANCE)  # no decision is asked
    assert drawn.state.object("miracle").zone is Zone.HAND
    assert not drawn.state.zone(Zone.STACK)


def test_702_94a_declining_to_cast_leaves_it_in_hand() -> None:
    drawn = play(_upkeep(WRATH), ADVANCE, ["reveal"])
    done = play(drawn.state, RESOLVE, ["dont"])
    assert done.state.object("miracle").zone is Zone.HAND
    assert done.state.player("B").life == 20


def test_702_94a_a_miracle_cost_with_x_asks_x() -> None:
    graveyard = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "giant", "card": "Hill Giant"}]
    state = _upkeep(ENTREAT, lands=4, land="Swamp", graveyard=graveyard)
    drawn = play(state, ADVANCE, ["reveal"])
    asked = pending(drawn.state, RESOLVE, ["cast"])
    assert asked.pending is not None and "X" in asked.pending.prompt
    cast = play(drawn.state, RESOLVE, ["cast", "2", "bears"])  # the giant is the only target left
    assert cast.state.object("miracle").zone is Zone.STACK
    assert all(cast.state.object(f"land{i}").tapped for i in range(4))  # {2}{B}{B}
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert done.state.object("giant").zone is Zone.BATTLEFIELD
