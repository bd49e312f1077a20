"""Collect evidence (701.59a): exile any number of cards from your graveyard with total mana value
N or greater; a player who can't reach N can't choose to (701.59b). As a spell's optional
additional cost ("As an additional cost to cast this spell, you may collect evidence N.") its
linked abilities ask whether evidence was collected (701.59c); as a part of an activated
ability's cost, and of a ward cost. Vitu-Ghazi Inspector, Forensic Researcher and Axebane Ferox
of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.cards.model import ActivatedAbility
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

INSPECTOR = "Vitu-Ghazi Inspector"
RESEARCHER = "Forensic Researcher"
FEROX = "Axebane Ferox"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, INSPECTOR, RESEARCHER, FEROX, "Grizzly Bears", "Shock", "Serra Angel")


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (INSPECTOR, "As an additional cost to cast ~, you may collect evidence 6."),
        (RESEARCHER, "{T}, Collect evidence 3: Tap target creature you don't control."),
        (FEROX, "Ward—Collect evidence 4."),
    ],
)
def test_701_59a_collect_evidence_lines_are_applied_and_print_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert next(s for s in compiled.lines if s.text == line).applied
    assert line in compiled.printed.split("\n")


def test_701_59a_the_inspector_is_automated() -> None:
    assert compile_record(records(INSPECTOR)[INSPECTOR]).label == AUTOMATED


def _alice(graveyard: list[str], **more: Any) -> GameState:
    cards = [{"id": f"g{i}", "card": c} for i, c in enumerate(graveyard)]
    hand = [{"id": "insp", "card": INSPECTOR}]
    battlefield = [{"id": "bears", "card": "Grizzly Bears"}]
    return board(
        {"id": "A", "hand": hand, "graveyard": cards, "battlefield": battlefield, **more},
        {"id": "B"},
    )


def test_701_59c_evidence_collected_the_enters_ability_triggers() -> None:
    state = _alice(["Serra Angel", "Grizzly Bears", "Shock"])  # mana values 5, 2, 1
    cast_it = {"type": "cast", "object": "insp", "free": True, "collect_evidence": True}
    asked = pending(state, cast_it)
    assert asked.pending is not None and set(asked.pending.option_ids()) == {"g0", "g1", "g2"}
    cast = play(state, cast_it, ["g0", "g1", "stop"])  # 5 + 2 = 7: then stop
    assert cast.state.object("g0").zone is Zone.EXILE
    assert cast.state.object("g1").zone is Zone.EXILE
    assert cast.state.object("g2").zone is Zone.GRAVEYARD
    assert cites(cast.log, "701.59a")
    entered = play(cast.state, RESOLVE, ["bears"]).state  # its trigger's target
    assert len(entered.zone(Zone.STACK)) == 1  # "if evidence was collected" (603.4)
    done = play(entered, RESOLVE)
    assert done.state.object("bears").counter("+1/+1") == 1
    assert done.state.player("A").life == 22
    assert engine.load(engine.dump(done.state)) == done.state


def test_701_59c_without_evidence_it_doesnt_trigger() -> None:
    state = _alice(["Serra Angel", "Grizzly Bears"])
    entered = play(play(state, {"type": "cast", "object": "insp", "free": True}).state, RESOLVE)
    assert entered.state.zone(Zone.STACK) == ()
    assert entered.state.object("g0").zone is Zone.GRAVEYARD


def test_701_59b_not_enough_mana_value_no_evidence() -> None:
    state = _alice(["Grizzly Bears", "Shock"])  # 3 < 6
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "insp", "free": True, "collect_evidence": True})
    assert refused.value.rule == "701.59b"


def _ability(name: str) -> int:
    definition = compile_record(records(name)[name]).definition
    return next(
        i
        for i, a in enumerate(definition.abilities)
        if isinstance(a, ActivatedAbility) and a.cost.collect_evidence
    )


def test_701_59a_as_an_activation_cost_exactly_enough_is_exiled_without_a_choice() -> None:
    graveyard = [{"id": "g0", "card": "Grizzly Bears"}, {"id": "g1", "card": "Shock"}]
    state = board(
        {"id": "A", "battlefield": [{"id": "res", "card": RESEARCHER}], "graveyard": graveyard},
        {"id": "B", "battlefield": [{"id": "foe", "card": "Grizzly Bears"}]},
    )
    activate = {"type": "activate", "object": "res", "ability": _ability(RESEARCHER)}
    paid = play(state, {**activate, "targets": ["foe"]})
    assert paid.state.object("g0").zone is Zone.EXILE and paid.state.object("g1").zone is Zone.EXILE
    done = play(paid.state, RESOLVE)
    assert done.state.object("foe").tapped
    assert cites(paid.log, "701.59a")


def test_118_3_an_activation_cost_without_the_evidence_is_refused() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "res", "card": RESEARCHER}], "graveyard": []},
        {"id": "B", "battlefield": [{"id": "foe", "card": "Grizzly Bears"}]},
    )
    with pytest.raises(IllegalAction):
        play(
            state,
            {
                "type": "activate",
                "object": "res",
                "ability": _ability(RESEARCHER),
                "targets": ["foe"],
            },
        )


def test_702_21a_a_ward_cost_of_collecting_evidence() -> None:
    graveyard = [{"id": "g0", "card": "Serra Angel"}]
    state = board(
        {"id": "A", "battlefield": [{"id": "ferox", "card": FEROX}]},
        {"id": "B", "hand": [{"id": "shock", "card": "Shock"}], "graveyard": graveyard},
        turn={"number": 1, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "shock", "targets": ["ferox"], "free": True})
    asked = pending(cast.state, RESOLVE)  # ward's trigger resolves first
    assert asked.pending is not None and "pay" in asked.pending.option_ids()
    paid = play(cast.state, RESOLVE, ["pay"])
    assert paid.state.object("g0").zone is Zone.EXILE
    assert paid.state.object("shock").zone is Zone.STACK  # not countered
    assert cites(paid.log, "701.59a")
