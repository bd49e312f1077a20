"""Proliferate (701.34a): the controller chooses any number of permanents and players that have
a counter; each chosen one gets another counter of each kind it has. Asked one candidate at a
time; a permanent without counters isn't a candidate."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor, NeedDecision
from engine.core.state import GameState
from engine.instructions.registry import ExecContext, execute
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites


def counters_board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 1, "shield": 1}},
                {"id": "plain", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "poison": 1},
    )


def run(answers: Sequence[str]) -> Resolution:
    res = Resolution(counters_board(), ChoiceCursor(answers))
    execute(res, ExecContext("A", "A"), (instruction("proliferate"),))
    assert res.choices.unused() == 0
    return res


def test_each_kind_of_counter_on_a_chosen_permanent_grows_by_one() -> None:
    res = run(["add", "skip"])
    bears = res.state.object("bears")
    assert (bears.counter("+1/+1"), bears.counter("shield")) == (2, 2)
    assert res.state.player("B").poison == 1
    assert cites(res.log, "701.34a")


def test_a_chosen_player_gets_another_poison_counter() -> None:
    res = run(["skip", "add"])
    assert res.state.player("B").poison == 2
    assert res.state.object("bears").counter("+1/+1") == 1


def test_only_permanents_and_players_with_counters_are_asked_about() -> None:
    res = Resolution(counters_board(), ChoiceCursor(()))
    try:
        execute(res, ExecContext("A", "A"), (instruction("proliferate"),))
    except NeedDecision as need:
        assert "Grizzly Bears (with 1 +1/+1, 1 shield)" in need.decision.prompt
    else:
        raise AssertionError("proliferate asks about the Bears first")
    # two answers are all it takes: the Bears without counters isn't a candidate
    res = run(["add", "add"])
    assert not res.state.object("plain").counters
