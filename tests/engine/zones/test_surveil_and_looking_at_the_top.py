"""Surveil (701.25): look at the top N cards, put any number into the graveyard and the rest back
on top in any order; "look at the top N cards of your library, then put them back in any
order"; a search that puts the card into the hand (701.23a, revealed: 701.20a); "all
enchantments" as a group of permanents. Each run as instructions of a resolving ability."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor, NeedDecision
from engine.core.state import GameState, Zone
from engine.instructions.registry import ExecContext, execute
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites

LIBRARY = (("c1", "Shock"), ("c2", "Lightning Bolt"), ("c3", "Grizzly Bears"), ("c4", "Forest"))


def with_library() -> GameState:
    return board(
        {
            "id": "A",
            "library": [{"id": i, "card": name} for i, name in LIBRARY],
            "battlefield": [{"id": "arena", "card": "Glorious Anthem"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def run(state: GameState, step: object, answers: Sequence[str]) -> Resolution:
    res = Resolution(state, ChoiceCursor(answers))
    assert isinstance(step, type(instruction("draw")))
    execute(res, ExecContext("A", "arena"), (step,))
    assert res.choices.unused() == 0
    return res


def library(res: Resolution) -> list[str]:
    return [o.id for o in res.state.zone(Zone.LIBRARY, "A")]


def test_surveil_two_puts_one_into_the_graveyard_and_keeps_one_on_top() -> None:
    res = run(with_library(), instruction("surveil", count=2), ["graveyard", "top"])
    assert res.state.object("c1").zone is Zone.GRAVEYARD
    assert library(res) == ["c2", "c3", "c4"]
    assert cites(res.log, "701.25a")


def test_surveil_orders_the_cards_kept_on_top() -> None:
    res = run(with_library(), instruction("surveil", count=2), ["top", "top", "c2"])
    assert library(res) == ["c2", "c1", "c3", "c4"]


def test_surveil_zero_is_no_surveil() -> None:
    res = run(with_library(), instruction("surveil", count=0), [])
    assert library(res) == ["c1", "c2", "c3", "c4"]
    assert cites(res.log, "701.25c")


def test_surveil_asks_the_player_card_by_card() -> None:
    res = Resolution(with_library(), ChoiceCursor(()))
    try:
        execute(res, ExecContext("A", "arena"), (instruction("surveil", count=1),))
    except NeedDecision as need:
        assert need.decision.rule == "701.25a"
        assert need.decision.option_ids() == ("top", "graveyard")
    else:
        raise AssertionError("surveil asks where the card goes")


def test_looking_at_the_top_three_puts_them_back_in_the_chosen_order() -> None:
    res = run(with_library(), instruction("reorder_top", count=3), ["c3", "c1"])
    assert library(res) == ["c3", "c1", "c2", "c4"]
    assert all(res.state.object(c).zone is Zone.LIBRARY for c in ("c1", "c2", "c3"))


def test_a_search_into_the_hand_reveals_the_card_and_shuffles() -> None:
    step = instruction("search_library", card="basic_land", may=False, into="hand", reveal=True)
    res = run(with_library(), step, ["c4"])
    assert res.state.object("c4").zone is Zone.HAND
    assert cites(res.log, "701.20a") and cites(res.log, "701.24a")


def test_destroy_all_enchantments_leaves_the_creatures() -> None:
    res = run(with_library(), instruction("destroy", to="permanents:Enchantment"), [])
    assert res.state.object("arena").zone is Zone.GRAVEYARD
    assert res.state.object("bears").zone is Zone.BATTLEFIELD


def test_exile_graveyard_exiles_every_card_of_that_players_graveyard() -> None:
    state = board(
        {"id": "A", "graveyard": [{"id": "g1", "card": "Shock"}, {"id": "g2", "card": "Forest"}]},
        {"id": "B", "graveyard": [{"id": "g3", "card": "Forest"}]},
    )
    res = Resolution(state, ChoiceCursor(()))
    execute(res, ExecContext("B", "B"), (instruction("exile_graveyard", player="each_opponent"),))
    assert [o.zone for o in map(res.state.object, ("g1", "g2", "g3"))] == [
        Zone.EXILE,
        Zone.EXILE,
        Zone.GRAVEYARD,
    ]
    assert cites(res.log, "406.2")
