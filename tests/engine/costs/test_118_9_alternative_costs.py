"""Alternative costs written in a spell's text (118.9: "You may [action] rather than pay this
spell's mana cost."), made of parts joined by "and" (mana, life, sacrificing, returning,
exiling from the hand, discarding, tapping), and offered under a condition ("If you control a
Swamp, ...", "If it's not your turn, ...": 601.2b). Real cards of the 2026 card file, compiled
from their Oracle text (engine.oracle.grammar.alternative_costs); the cast action's
`alternative: true` pays the cost (engine.actions.additional_costs): its mana is the total
cost's base (601.2f), its other parts are paid with it (601.2h), and a cost that can't be paid
in full can't be chosen (118.3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = (
    "Bringer of the Black Dawn",
    "Force of Will",
    "Force of Virtue",
    "Gush",
    "Dark Triumph",
    "Delraich",
    "Fieldmist Borderpost",
    "Flare of Denial",
    "Mine Collapse",
)


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def cast(obj: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": obj, "targets": list(targets), "alternative": True}


def islands(n: int) -> list[dict[str, str]]:
    return [{"id": f"i{k}", "card": "Island"} for k in range(n)]


@pytest.mark.parametrize("name", ["Force of Will", "Gush", "Dark Triumph", "Delraich"])
def test_the_cards_compile_automated_118_9(name: str) -> None:
    compiled = compile_record(_records()[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized
    assert compiled.definition.alternative_cost is not None


def test_the_parts_are_one_cost_118_9() -> None:
    will = compile_record(_records()["Force of Will"]).definition
    assert will.alternative_cost is not None
    assert will.alternative_cost.life == 1
    assert will.alternative_cost.exile_from_hand == 1
    assert will.alternative_cost.exile_from_hand_type == "blue Card"
    post = compile_record(_records()["Fieldmist Borderpost"]).definition
    assert post.alternative_cost is not None
    assert (post.alternative_cost.mana, post.alternative_cost.return_to_hand) == (
        "{1}",
        "basic Land",
    )
    virtue = compile_record(_records()["Force of Virtue"]).definition
    assert virtue.alternative_condition == "not_your_turn"


def test_mana_alone_is_paid_instead_of_the_mana_cost_601_2f() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bringer", "card": "Bringer of the Black Dawn"}],
            "mana_pool": {"W": 1, "U": 1, "B": 1, "R": 1, "G": 1},
        },
        {"id": "B"},
    )
    cast_it = play(state, cast("bringer"))
    assert cast_it.state.object("bringer").zone is Zone.STACK
    assert sum(cast_it.state.player("A").mana_pool.values()) == 0
    assert cites(cast_it.log, "118.9")
    resolved = play(cast_it.state, {"type": "resolve"})
    assert resolved.state.object("bringer").zone is Zone.BATTLEFIELD


def test_without_the_mana_the_alternative_cost_cant_be_paid_118_3() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bringer", "card": "Bringer of the Black Dawn"}],
            "mana_pool": {"B": 9},
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(state, cast("bringer"))


def test_life_and_a_blue_card_counter_a_spell_118_9() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
        {
            "id": "B",
            "hand": [
                {"id": "will", "card": "Force of Will"},
                {"id": "giant", "card": "Hill Giant"},
                {"id": "ponder", "card": "Counterspell"},
            ],
        },
    )
    state = play(state, {"type": "cast", "object": "bolt", "targets": ["B"]}).state
    answered = play(state, cast("will", "bolt"))
    assert answered.state.player("B").life == 19  # 119.4: paying life is losing it
    assert answered.state.object("ponder").zone is Zone.EXILE  # the only other blue card
    assert answered.state.object("giant").zone is Zone.HAND
    assert cites(answered.log, "118.9") and cites(answered.log, "119.4")
    resolved = play(answered.state, {"type": "resolve"})
    assert resolved.state.object("bolt").zone is Zone.GRAVEYARD
    assert resolved.state.player("B").life == 19


def test_the_spell_cant_exile_itself_118_3() -> None:
    """601.2a: the spell is on the stack as its cost is paid, so Force of Will alone in hand
    has no other blue card to exile."""
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
        {"id": "B", "hand": [{"id": "will", "card": "Force of Will"}]},
    )
    state = play(state, {"type": "cast", "object": "bolt", "targets": ["B"]}).state
    with pytest.raises(IllegalAction) as refused:
        play(state, cast("will", "bolt"))
    assert refused.value.rule == "118.3"


def test_not_on_your_own_turn_601_2b() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
        {
            "id": "B",
            "hand": [
                {"id": "virtue", "card": "Force of Virtue"},
                {"id": "lions", "card": "Savannah Lions"},
            ],
        },
    )
    state = play(state, {"type": "cast", "object": "bolt", "targets": ["B"]}).state
    answered = play(state, cast("virtue"))  # Alice's turn, not Bob's: flash (702.8a)
    assert answered.state.object("lions").zone is Zone.EXILE
    assert answered.state.object("virtue").zone is Zone.STACK
    own_turn = board(
        {
            "id": "A",
            "hand": [
                {"id": "virtue", "card": "Force of Virtue"},
                {"id": "lions", "card": "Savannah Lions"},
            ],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(own_turn, cast("virtue"))
    assert refused.value.rule == "601.2b"


def test_two_islands_return_and_the_caster_picks_which_118_9() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "gush", "card": "Gush"}],
            "battlefield": islands(3),
            "library": [{"id": f"l{k}", "card": "Forest"} for k in range(3)],
        },
        {"id": "B"},
    )
    asked = pending(state, cast("gush")).pending
    assert asked is not None and asked.rule == "118.9"
    cast_it = play(state, cast("gush"), ["i2", "i0"])
    assert {cast_it.state.object(i).zone for i in ("i0", "i2")} == {Zone.HAND}
    assert cast_it.state.object("i1").zone is Zone.BATTLEFIELD
    resolved = play(cast_it.state, {"type": "resolve"})
    assert len(resolved.state.zone(Zone.HAND, "A")) == 4
    one = board(
        {"id": "A", "hand": [{"id": "gush", "card": "Gush"}], "battlefield": islands(1)},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(one, cast("gush"))
    assert refused.value.rule == "118.3"


def test_a_condition_on_what_you_control_601_2b() -> None:
    bears = {"id": "bears", "card": "Grizzly Bears"}
    swamp = {"id": "swamp", "card": "Swamp"}
    with_swamp = board(
        {
            "id": "A",
            "hand": [{"id": "triumph", "card": "Dark Triumph"}],
            "battlefield": [bears, swamp],
        },
        {"id": "B"},
    )
    cast_it = play(with_swamp, cast("triumph"))
    assert cast_it.state.object("bears").zone is Zone.GRAVEYARD
    assert cast_it.state.object("swamp").zone is Zone.BATTLEFIELD
    assert cites(cast_it.log, "701.21a")
    no_swamp = board(
        {"id": "A", "hand": [{"id": "triumph", "card": "Dark Triumph"}], "battlefield": [bears]},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(no_swamp, cast("triumph"))
    assert refused.value.rule == "601.2b"
    option = next(
        o
        for o in available_actions(no_swamp)
        if o.action.get("object") == "triumph" and o.action.get("alternative")
    )
    assert not option.legal


def test_three_black_creatures_are_sacrificed_701_21a() -> None:
    black = [{"id": f"r{k}", "card": "Drudge Skeletons"} for k in range(3)]
    state = board(
        {
            "id": "A",
            "hand": [{"id": "delraich", "card": "Delraich"}],
            "battlefield": [*black, {"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    cast_it = play(state, cast("delraich"))
    assert {cast_it.state.object(r).zone for r in ("r0", "r1", "r2")} == {Zone.GRAVEYARD}
    assert cast_it.state.object("bears").zone is Zone.BATTLEFIELD
    two = board(
        {
            "id": "A",
            "hand": [{"id": "delraich", "card": "Delraich"}],
            "battlefield": [*black[:2], {"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(two, cast("delraich"))
    assert refused.value.rule == "118.3"


def test_mana_and_a_returned_basic_land_118_9() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "post", "card": "Fieldmist Borderpost"}],
            "battlefield": [{"id": "plains", "card": "Plains"}],
            "mana_pool": {"C": 1},
        },
        {"id": "B"},
    )
    cast_it = play(state, cast("post"))
    assert cast_it.state.object("plains").zone is Zone.HAND
    assert sum(cast_it.state.player("A").mana_pool.values()) == 0
    no_mana = board(
        {
            "id": "A",
            "hand": [{"id": "post", "card": "Fieldmist Borderpost"}],
            "battlefield": [{"id": "plains", "card": "Plains"}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(no_mana, cast("post"))


def test_a_token_isnt_a_nontoken_creature_111_1() -> None:
    def alice(token: bool) -> GameState:
        eel = {"id": "eel", "card": "Coral Eel", "token": token}
        return board(
            {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
            {"id": "B", "hand": [{"id": "flare", "card": "Flare of Denial"}], "battlefield": [eel]},
        )

    state = play(alice(False), {"type": "cast", "object": "bolt", "targets": ["B"]}).state
    answered = play(state, cast("flare", "bolt"))
    assert answered.state.object("eel").zone is Zone.GRAVEYARD
    token = play(alice(True), {"type": "cast", "object": "bolt", "targets": ["B"]}).state
    with pytest.raises(IllegalAction) as refused:
        play(token, cast("flare", "bolt"))
    assert refused.value.rule == "118.3"
