"""Plot (702.170): during their main phase while the stack is empty, a player may pay a card's
plot cost and exile it from their hand (a special action, 116.2k, 702.170b); on a later turn,
during their main phase while the stack is empty, they may cast it from exile without paying its
mana cost (702.170d, 118.9). Real cards of the 2026 card file, compiled from their Oracle text:
Djinn of Fool's Fall ("Flying / Plot {3}{U}") and Slickshot Show-Off (its plot line compiles
beside a cast trigger)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Step, Turn, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

DJINN = "Djinn of Fool's Fall"
NAMES = (DJINN, "Slickshot Show-Off")
PLOT = {"type": "plot", "object": "djinn"}
CAST_PLOTTED = {"type": "cast", "object": "djinn", "plot": True}


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def alice(pool: dict[str, int], step: str = "precombat_main") -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "djinn", "card": DJINN}], "mana_pool": pool},
        {"id": "B"},
        turn={"number": 1, "active_player": "A", "step": step},
    )


def later_turn_of_alice(state: GameState, step: Step = Step.PRECOMBAT_MAIN) -> GameState:
    return replace(state, turn=Turn(state.turn.number + 2, "A", step))


def test_plot_cards_compile_automated_and_print_their_plot_line() -> None:
    for name in NAMES:
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert compiled.definition.plot is not None
    assert compile_record(_records()[DJINN]).printed == "Flying\nPlot {3}{U}"


def test_plotting_pays_the_plot_cost_and_exiles_the_card_face_up() -> None:
    plotted = play(alice({"U": 1, "C": 3}), PLOT)
    djinn = plotted.state.object("djinn")
    assert djinn.zone is Zone.EXILE and not djinn.face_down
    assert plotted.state.player("A").mana_pool.to_json() == {}
    assert cites(plotted.log, "116.2k") and cites(plotted.log, "702.170a")
    assert any(e.kind == "plotted" for e in plotted.state.effects)
    # The plotted card survives the document round trip (the effect travels with it).
    again = engine.load(engine.dump(plotted.state))
    assert any(e.kind == "plotted" for e in again.effects)


def test_plotting_is_offered_in_the_main_phase_and_refused_outside_it() -> None:
    offered = [o for o in available_actions(alice({})) if o.action.get("type") == "plot"]
    assert len(offered) == 1 and offered[0].label.startswith("Plot Djinn of Fool's Fall")
    with pytest.raises(IllegalAction) as refused:
        engine.apply(alice({"U": 1, "C": 3}, "beginning_of_combat"), PLOT)
    assert refused.value.rule == "702.170a"
    with pytest.raises(IllegalAction):
        engine.apply(alice({"C": 3}), PLOT)  # {3}{U} can't be paid (118.3)


def test_a_plotted_card_is_cast_on_a_later_turn_without_paying_its_mana_cost() -> None:
    plotted = play(alice({"U": 1, "C": 3}), PLOT).state
    # 702.170d: not the turn it became plotted.
    with pytest.raises(IllegalAction) as same_turn:
        engine.apply(plotted, CAST_PLOTTED)
    assert same_turn.value.rule == "702.170d"
    later = later_turn_of_alice(plotted)
    offered = [o for o in available_actions(later) if o.action.get("plot")]
    assert len(offered) == 1 and offered[0].legal
    cast = play(later, CAST_PLOTTED)
    assert cites(cast.log, "702.170d") and cites(cast.log, "118.9")
    assert cast.state.object("djinn").zone is Zone.STACK
    assert not any(e.kind == "plotted" for e in cast.state.effects)
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("djinn").zone is Zone.BATTLEFIELD


def test_a_plotted_card_waits_for_its_owner_s_main_phase_with_an_empty_stack() -> None:
    plotted = play(alice({"U": 1, "C": 3}), PLOT).state
    combat = later_turn_of_alice(plotted, Step.BEGINNING_OF_COMBAT)
    with pytest.raises(IllegalAction) as refused:
        engine.apply(combat, CAST_PLOTTED)
    assert refused.value.rule == "702.170d"
    with pytest.raises(IllegalAction) as with_x:
        engine.apply(later_turn_of_alice(plotted), {**CAST_PLOTTED, "x": 2})
    assert with_x.value.rule in ("107.3b", "107.3")


def test_plot_and_another_alternative_cost_are_never_combined() -> None:
    plotted = play(alice({"U": 1, "C": 3}), PLOT).state
    with pytest.raises(IllegalAction) as refused:
        engine.apply(later_turn_of_alice(plotted), {**CAST_PLOTTED, "foretell": True})
    assert refused.value.rule in ("118.9a", "601.2")
