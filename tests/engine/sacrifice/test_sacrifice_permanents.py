"""Sacrificing permanents the players choose (701.21a): each player, in APNAP order (101.4),
chooses among the permanents of the type they control; a player with no more than the number
has no choice; the chosen ones are all sacrificed, indestructible or not."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor, NeedDecision
from engine.core.state import GameState, Zone
from engine.instructions.registry import ExecContext, execute
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites


def two_boards() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "wurm", "card": "Craw Wurm"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "myr", "card": "Zetalpa, Primal Dawn"}]},
    )


def run(state: GameState, player: str, answers: Sequence[str]) -> Resolution:
    res = Resolution(state, ChoiceCursor(answers))
    step = instruction("sacrifice_permanents", player=player, type="Creature")
    execute(res, ExecContext("A", "A"), (step,))
    assert res.choices.unused() == 0
    return res


def test_each_player_sacrifices_the_creature_they_choose() -> None:
    res = run(two_boards(), "each_player", ["wurm"])
    assert res.state.object("wurm").zone is Zone.GRAVEYARD
    assert res.state.object("bears").zone is Zone.BATTLEFIELD
    assert res.state.object("forest").zone is Zone.BATTLEFIELD
    assert res.state.object("myr").zone is Zone.GRAVEYARD  # indestructible doesn't stop it
    assert cites(res.log, "701.21a")


def test_the_player_with_a_choice_is_asked_among_their_creatures_only() -> None:
    res = Resolution(two_boards(), ChoiceCursor(()))
    step = instruction("sacrifice_permanents", player="you", type="Creature")
    try:
        execute(res, ExecContext("A", "A"), (step,))
    except NeedDecision as need:
        assert need.decision.decider == "A"
        assert set(need.decision.option_ids()) == {"bears", "wurm"}
        assert need.decision.rule == "701.21a"
    else:
        raise AssertionError("a player with two creatures chooses")


def test_a_player_without_the_type_sacrifices_nothing() -> None:
    res = Resolution(two_boards(), ChoiceCursor(()))
    step = instruction("sacrifice_permanents", player="each_opponent", type="Land")
    execute(res, ExecContext("A", "A"), (step,))
    assert res.state.object("myr").zone is Zone.BATTLEFIELD
