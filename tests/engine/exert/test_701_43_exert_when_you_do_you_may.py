"""Exert (701.43d) whose linked "When you do" ability is optional (603.5): "You may exert ~ as it
attacks. When you do, you may put a creature card from your hand onto the battlefield." (Champion
of Rhonas), and a keyword action joined by "and" after another instruction: "When ~ enters, you
gain 5 life and incubate 5." (Tangled Skyline, 701.53a). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

CHAMPION = "Champion of Rhonas"
SKYLINE = "Tangled Skyline"
ATTACK = {"number": 3, "active_player": "A", "step": "declare_attackers"}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CHAMPION, SKYLINE)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            CHAMPION,
            "You may exert ~ as it attacks. When you do, you may put a creature card from your "
            "hand onto the battlefield.",
        ),
        (SKYLINE, "When ~ enters, you gain 5 life and incubate 5."),
    ],
)
def test_the_line_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _exerted() -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "champion", "card": CHAMPION}],
            "hand": [{"id": "angel", "card": "Serra Angel"}],
            "library": [{"id": f"a{i}", "card": "Forest"} for i in range(3)],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Forest"} for i in range(3)]},
        turn=ATTACK,
    )
    attacked = play(state, {"type": "attack", "attackers": {"champion": "B"}}, ["exert"])
    assert cites(attacked.log, "701.43a")
    return attacked.state


def test_603_5_the_linked_ability_asks_whether_to_put_the_card() -> None:
    asked = pending(_exerted(), RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.decider == "A"


def test_701_43d_when_you_do_the_creature_card_may_be_put_onto_the_battlefield() -> None:
    state = _exerted()
    declined = play(state, RESOLVE, ["no"])
    assert declined.state.object("angel").zone is Zone.HAND
    done = play(state, RESOLVE, ["yes"])  # the only creature card in her hand
    assert done.state.object("angel").zone is Zone.BATTLEFIELD


def test_701_53a_and_incubate_after_gaining_life() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "skyline", "card": SKYLINE}]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "skyline", "free": True})
    entered = play(cast.state, RESOLVE)
    done = play(entered.state, RESOLVE)
    assert done.state.player("A").life == 25
    (incubator,) = [o for o in done.state.battlefield if o.token]
    assert incubator.counter("+1/+1") == 5
    assert cites(done.log, "701.53a")


PAINCASTER = "Fervent Paincaster"


def test_701_43a_after_an_exert_cost_the_effect_names_the_creature_it(compiled_from: Any) -> None:
    """ "{T}, Exert ~: It deals 1 damage to target creature.": the cost names the creature, the
    effect says "it" (as after "Sacrifice ~")."""
    use_cards(compiled_from, PAINCASTER)
    compiled = compile_record(records(PAINCASTER)[PAINCASTER])
    assert compiled.label == AUTOMATED
    assert "{T}, Exert ~: It deals 1 damage to target creature." in compiled.printed
    state = board(
        {"id": "A", "battlefield": [{"id": "pain", "card": PAINCASTER}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    activate = {"type": "activate", "object": "pain", "ability": 1, "targets": ["bears"]}
    activated = play(state, {**activate, "free": True})
    assert cites(activated.log, "701.43a")
    done = play(activated.state, RESOLVE)
    assert done.state.object("bears").damage == 1
