"""Modal headers (700.2) of real 2026 cards, compiled from their own Oracle text: the header
composes with a trigger's intervening "if" clause (603.4) and with each count the card says
("any number" is zero or more, 107.1c; "Choose five." / "Choose up to four." with the same mode
allowed more than once, 700.2d). A card is automated exactly when each of its modes compiles:
a mode the grammar doesn't read keeps every mode from being applied, and the report names that
mode, not the header waiting on it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.cards.registry import FALLBACKS
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, WAITS_ON_A_MODE, compile_record, compile_text
from engine.rules.modes import count_range, mode_sets
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

PLAYED = ("Wardens of the Cycle", "Elder Gargaroth")
HELD_BACK = ("Rankle, Master of Pranks", "Unite the Coalition", "Moment of Reckoning")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*PLAYED, *HELD_BACK)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *PLAYED)


@pytest.mark.parametrize("name", PLAYED)
def test_the_modal_card_compiles_automated(name: str) -> None:
    compiled = compile_record(_records()[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


# --- "Morbid — At the beginning of your end step, if a creature died this turn, choose one —" --


def wardens_board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "wardens", "card": "Wardens of the Cycle"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
            "life": 10,
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        turn={"number": 3, "active_player": "A", "step": "postcombat_main"},
    )


def bears_died(state: GameState) -> GameState:
    """The Hill Giant deals the Bears lethal damage: they die (704.5g), a creature died."""
    hit = {"type": "deal_damage", "source": "giant", "target": "bears", "amount": 2}
    result = play(state, hit)
    assert result.state.object("bears").zone is Zone.GRAVEYARD
    return result.state


def test_wardens_of_the_cycle_asks_for_a_mode_at_the_end_step_after_a_creature_died() -> None:
    asked = pending(bears_died(wardens_board()), {"type": "advance", "to": "end"}).pending
    assert asked is not None
    assert (asked.decider, asked.kind, asked.rule) == ("A", DecisionKind.MODE, "603.3c")
    assert [o.id for o in asked.options] == ["0", "1"]


def test_wardens_of_the_cycle_draw_mode_draws_a_card_and_loses_one_life() -> None:
    ended = play(bears_died(wardens_board()), {"type": "advance", "to": "end"}, ["1"])
    assert cites(ended.log, "603.3c")
    done = play(ended.state, {"type": "resolve"})
    assert done.state.player("A").life == 9
    assert len(done.state.zone(Zone.HAND, "A")) == 1


def test_wardens_of_the_cycle_gain_mode_gains_two_life() -> None:
    ended = play(bears_died(wardens_board()), {"type": "advance", "to": "end"}, ["0"])
    done = play(ended.state, {"type": "resolve"})
    assert done.state.player("A").life == 12
    assert not done.state.zone(Zone.HAND, "A")


def test_wardens_of_the_cycle_doesnt_trigger_when_no_creature_died() -> None:
    """603.4: the intervening "if" is false as the end step begins: no trigger, no mode asked."""
    ended = play(wardens_board(), {"type": "advance", "to": "end"})
    assert ended.pending is None
    assert not ended.state.zone(Zone.STACK)
    assert ended.state.player("A").life == 10


# --- "Whenever ~ attacks or blocks, choose one —" ---------------------------------------------


def test_elder_gargaroth_attacks_and_its_controller_chooses_to_gain_three_life() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "gargaroth", "card": "Elder Gargaroth"}], "life": 10},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"gargaroth": "B"}}, ["1"])
    assert cites(attacked.log, "603.3c")
    done = play(attacked.state, {"type": "resolve"})
    assert done.state.player("A").life == 13


# --- a mode the grammar doesn't read keeps the card from being automated ----------------------

UNREAD_MODES = {
    "Rankle, Master of Pranks": (
        "Whenever ~ deals combat damage to a player, choose any number —",
        "• Each player loses 1 life and draws a card.",
    ),
    "Unite the Coalition": (
        "Choose five. You may choose the same mode more than once.",
        "• Target permanent phases out.",
    ),
    "Moment of Reckoning": (
        "Choose up to four. You may choose the same mode more than once.",
        "• Return target nonland permanent card from your graveyard to the battlefield.",
    ),
}


@pytest.mark.parametrize("name", HELD_BACK)
def test_the_header_is_read_and_the_unread_mode_alone_blocks_the_card(name: str) -> None:
    header, unread = UNREAD_MODES[name]
    compiled = compile_record(_records()[name])
    assert compiled.label != AUTOMATED
    reasons = {line.text: line.reason for line in compiled.lines}
    assert reasons[header] == WAITS_ON_A_MODE  # read: it waits on its mode
    assert reasons[unread].startswith("not understood")
    assert header in compiled.not_applied  # no mode of the ability is applied
    assert compiled.blocking == (unread,)
    assert not any(a.modes for a in compiled.definition.abilities)


def test_any_number_of_modes_is_zero_or_more() -> None:
    """107.1c: "any number" may be zero; with three modes, at most all three."""
    modes = compile_record(_records()["Wardens of the Cycle"]).definition.abilities[0].modes
    assert count_range("any number", (*modes, modes[0])) == (0, 3)
    assert count_range("up to four, repeatable", modes) == (0, 4)
    assert count_range("five, repeatable", modes) == (5, 5)
    assert (1, 1, 1, 1, 1) in mode_sets(modes, "five, repeatable")


# --- "{4}, {T}: Choose one. Activate only as a sorcery." (602.1b after the header) -------------


def test_a_restricted_modal_activated_header_is_read_and_waits_on_its_modes() -> None:
    """Aetheric Amplifier: the header with its activation instructions is read; its first mode
    (doubling counters) isn't, and it alone blocks the card."""
    compiled = compile_record(records("Aetheric Amplifier")["Aetheric Amplifier"])
    header = "{4}, {T}: Choose one. Activate only as a sorcery."
    reasons = {line.text: line.reason for line in compiled.lines}
    assert reasons[header] == WAITS_ON_A_MODE
    assert compiled.blocking == (
        "• Double the number of each kind of counter on target permanent.",
    )


RESTRICTED = "{4}, {T}: Choose one. Activate only as a sorcery.\n• You gain 2 life.\n• Draw a card."


def test_the_restriction_composes_with_modes_the_grammar_reads() -> None:
    """The same header over two modes the grammar reads: automated, printed back, and the
    ability is sorcery-speed whichever mode is chosen (602.5d)."""
    compiled = compile_text("Test Amplifier", "Artifact", RESTRICTED, "{4}")
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized
    ability = compiled.definition.abilities[0]
    assert isinstance(ability, ActivatedAbility) and ability.choose == "one"
    assert ability.sorcery_speed and len(ability.modes) == 2
    lookup = {"Test Amplifier": compiled.definition}.get
    FALLBACKS.append(lookup)
    try:
        alices_turn = amplifier_board("A")
        action = {"type": "activate", "object": "amp", "ability": 0, "mode": 0, "free": True}
        activated = play(alices_turn, action)
        assert cites(activated.log, "700.2")
        assert play(activated.state, {"type": "resolve"}).state.player("A").life == 12
        with pytest.raises(IllegalAction) as error:
            play(amplifier_board("B"), action)
        assert error.value.rule == "602.5d"
    finally:
        FALLBACKS.remove(lookup)


def amplifier_board(active: str) -> GameState:
    return board(
        {"id": "A", "battlefield": [{"id": "amp", "card": "Test Amplifier"}], "life": 10},
        {"id": "B"},
        turn={"number": 3, "active_player": active, "step": "precombat_main"},
    )
