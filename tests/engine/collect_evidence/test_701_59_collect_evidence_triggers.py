"""Collect evidence (701.59a) in triggered abilities: "you may collect evidence N" offered as the
ability resolves (603.5; a player who can't reach N can't choose to, 701.59b), and "Whenever you
collect evidence", which triggers on every collecting, as an effect or as a cost. Surveillance
Monitor, Evidence Examiner, Izoni, Center of the Web and Forensic Researcher of the 2026 card
file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.cards.model import ActivatedAbility
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

MONITOR = "Surveillance Monitor"
EXAMINER = "Evidence Examiner"
IZONI = "Izoni, Center of the Web"
RESEARCHER = "Forensic Researcher"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, MONITOR, RESEARCHER, "Grizzly Bears", "Shock", "Serra Angel")


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (MONITOR, "When ~ enters, you may collect evidence 4."),
        (
            MONITOR,
            "Whenever you collect evidence, create a 1/1 colorless Thopter artifact creature "
            "token with flying.",
        ),
        (EXAMINER, "At the beginning of combat on your turn, you may collect evidence 4."),
        (EXAMINER, "Whenever you collect evidence, investigate."),
        (
            IZONI,
            "Whenever ~ enters or attacks, you may collect evidence 4. If you do, create two 2/1 "
            "black and green Spider creature tokens with menace and reach.",
        ),
    ],
)
def test_701_59a_collect_evidence_trigger_lines_are_applied_and_print_back(
    name: str, line: str
) -> None:
    compiled = compile_record(records(name)[name])
    assert next(s for s in compiled.lines if s.text == line).applied
    assert line in compiled.printed.split("\n")


@pytest.mark.parametrize("name", [MONITOR, EXAMINER])
def test_701_59a_monitor_and_examiner_are_automated(name: str) -> None:
    assert compile_record(records(name)[name]).label == AUTOMATED


def _alice(graveyard: list[str]) -> GameState:
    cards = [{"id": f"g{i}", "card": c} for i, c in enumerate(graveyard)]
    return board(
        {"id": "A", "hand": [{"id": "mon", "card": MONITOR}], "graveyard": cards},
        {"id": "B"},
    )


def _thopters(state: GameState) -> list[str]:
    return [o.id for o in state.battlefield if o.token and o.controller == "A"]


def test_701_59a_the_monitor_collects_evidence_and_its_other_ability_triggers() -> None:
    state = _alice(["Serra Angel", "Shock"])  # mana values 5 and 1
    cast = play(state, {"type": "cast", "object": "mon", "free": True})
    entered = play(cast.state, RESOLVE).state
    assert len(entered.zone(Zone.STACK)) == 1  # "When ~ enters" (603.3)
    asked = pending(entered, RESOLVE)
    assert asked.pending is not None and set(asked.pending.option_ids()) == {"pay", "decline"}
    collected = play(entered, RESOLVE, ["pay", "g0", "stop"])  # 5 >= 4, then stop
    assert collected.state.object("g0").zone is Zone.EXILE
    assert collected.state.object("g1").zone is Zone.GRAVEYARD
    assert cites(collected.log, "701.59a")
    assert len(collected.state.zone(Zone.STACK)) == 1  # "Whenever you collect evidence"
    done = play(collected.state, RESOLVE)
    assert len(_thopters(done.state)) == 1
    assert engine.load(engine.dump(done.state)) == done.state


def test_603_5_declining_collects_nothing_and_nothing_triggers() -> None:
    state = _alice(["Serra Angel"])
    entered = play(play(state, {"type": "cast", "object": "mon", "free": True}).state, RESOLVE)
    declined = play(entered.state, RESOLVE, ["decline"])
    assert declined.state.object("g0").zone is Zone.GRAVEYARD
    assert declined.state.zone(Zone.STACK) == ()
    assert _thopters(declined.state) == []


def test_701_59b_without_enough_mana_value_the_player_cant_choose_to() -> None:
    state = _alice(["Grizzly Bears", "Shock"])  # 3 < 4
    entered = play(play(state, {"type": "cast", "object": "mon", "free": True}).state, RESOLVE)
    done = play(entered.state, RESOLVE)  # no choice is offered (play asks none)
    assert done.state.object("g0").zone is Zone.GRAVEYARD
    assert done.state.zone(Zone.STACK) == () and _thopters(done.state) == []
    assert cites(done.log, "701.59b")


def test_701_59a_collecting_evidence_as_a_cost_triggers_the_monitor() -> None:
    definition = compile_record(records(RESEARCHER)[RESEARCHER]).definition
    ability = next(
        i
        for i, a in enumerate(definition.abilities)
        if isinstance(a, ActivatedAbility) and a.cost.collect_evidence
    )
    graveyard = [{"id": "g0", "card": "Serra Angel"}]
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "res", "card": RESEARCHER}, {"id": "mon", "card": MONITOR}],
            "graveyard": graveyard,
        },
        {"id": "B", "battlefield": [{"id": "foe", "card": "Grizzly Bears"}]},
    )
    paid = play(
        state, {"type": "activate", "object": "res", "ability": ability, "targets": ["foe"]}
    )
    assert paid.state.object("g0").zone is Zone.EXILE
    assert len(paid.state.zone(Zone.STACK)) == 2  # the ability and the Monitor's trigger
    done = play(play(paid.state, RESOLVE).state, RESOLVE)
    assert len(_thopters(done.state)) == 1
    assert done.state.object("foe").tapped
