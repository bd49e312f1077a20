"""X targets (601.2b-c, 115.6), compiled from Oracle text: Return to the Ranks ("Convoke / Return
X target creature cards with mana value 2 or less from your graveyard to the battlefield."), and
Death Denied ("Return X target creature cards from your graveyard to your hand.")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RANKS = {
    "name": "Return to the Ranks",
    "layout": "normal",
    "type_line": "Sorcery",
    "mana_cost": "{X}{W}{W}",
    "colors": ["W"],
    "keywords": ["Convoke"],
    "oracle_text": "Convoke (Your creatures can help cast this spell. Each creature you tap while "
    "casting this spell pays for {1} or one mana of that creature's color.)\nReturn X target "
    "creature cards with mana value 2 or less from your graveyard to the battlefield.",
}
DENIED = {
    "name": "Death Denied",
    "layout": "normal",
    "type_line": "Instant — Arcane",
    "mana_cost": "{X}{B}{B}",
    "colors": ["B"],
    "keywords": [],
    "oracle_text": "Return X target creature cards from your graveyard to your hand.",
}
RESTLESS = {
    "name": "Restless Dreams",
    "layout": "normal",
    "type_line": "Sorcery",
    "mana_cost": "{B}",
    "colors": ["B"],
    "keywords": [],
    "oracle_text": "As an additional cost to cast this spell, discard X cards.\nReturn X target "
    "creature cards from your graveyard to your hand.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _from_their_text(compiled_from: Any) -> None:
    compiled_from({c["name"]: c for c in (RANKS, DENIED)})


def _board(pool: dict[str, int], spell: str = "Return to the Ranks") -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": pool,
            "hand": [{"id": "spell", "card": spell}],
            "battlefield": [
                {"id": "lions", "card": "Savannah Lions"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
            "graveyard": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "lions2", "card": "Savannah Lions"},
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
        },
        {"id": "B", "graveyard": [{"id": "their_bears", "card": "Grizzly Bears"}]},
    )


def _cast(x: int, *targets: str, **extra: Any) -> dict[str, Any]:
    return {"type": "cast", "object": "spell", "x": x, "targets": list(targets), **extra}


@pytest.mark.parametrize("record", [RANKS, DENIED], ids=lambda r: r["name"])
def test_it_compiles_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_x_targets_need_an_x_in_the_mana_cost() -> None:
    compiled = compile_record(RESTLESS)
    assert compiled.label != AUTOMATED
    assert "Return X target creature cards from your graveyard to your hand." in (
        compiled.not_applied
    )


def test_x_2_returns_two_cards_to_the_battlefield_601_2b() -> None:
    on_stack = play(_board({"W": 4}), _cast(2, "bears", "lions2")).state
    assert on_stack.player("A").mana_pool.get("W", 0) == 0  # {2}{W}{W} paid
    done = play(on_stack, RESOLVE)
    state = done.state
    assert state.object("bears").zone is Zone.BATTLEFIELD
    assert state.object("lions2").zone is Zone.BATTLEFIELD
    assert state.object("bears").controller == "A"
    assert state.object("ogre").zone is Zone.GRAVEYARD
    assert state.object("spell").zone is Zone.GRAVEYARD
    assert cites(done.log, "110.2a")


def test_x_0_is_legal_with_no_target_and_resolves_115_6() -> None:
    on_stack = play(_board({"W": 2}), _cast(0)).state
    done = play(on_stack, RESOLVE)
    assert done.state.object("spell").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert not cites(done.log, "608.2b")


def test_the_number_of_targets_is_x_601_2c() -> None:
    for x, targets in ((2, ("bears",)), (1, ("bears", "lions2")), (0, ("bears",))):
        with pytest.raises(IllegalAction) as refused:
            play(_board({"W": 4}), _cast(x, *targets))
        assert refused.value.rule == "601.2c"


def test_targets_are_creature_cards_with_mana_value_2_or_less_in_your_graveyard() -> None:
    for target in ("ogre", "bolt", "their_bears"):  # MV 3, not a creature, not yours
        with pytest.raises(IllegalAction):
            play(_board({"W": 3}), _cast(1, target))
    with pytest.raises(IllegalAction) as refused:  # the same card twice (115.3)
        play(_board({"W": 4}), _cast(2, "bears", "bears"))
    assert refused.value.rule == "115.3"


def test_convoke_still_pays_702_51a() -> None:
    # X=2: {2}{W}{W}; the lions pay {W}, the elves {1}; the pool pays {1}{W}.
    convoke = {"lions": "W", "elves": "1"}
    on_stack = play(_board({"W": 2}), _cast(2, "bears", "lions2", convoke=convoke)).state
    assert on_stack.object("lions").tapped and on_stack.object("elves").tapped
    assert on_stack.player("A").mana_pool.get("W", 0) == 0
    state = play(on_stack, RESOLVE).state
    assert {state.object(c).zone for c in ("bears", "lions2")} == {Zone.BATTLEFIELD}


def test_an_illegal_target_is_left_out_608_2b() -> None:
    on_stack = play(_board({"W": 4}), _cast(2, "bears", "lions2")).state
    # The bears leave the graveyard before it resolves: a new object, an illegal target (400.7).
    gone = on_stack.with_object(replace(on_stack.object("bears"), zone=Zone.EXILE))
    done = play(gone, RESOLVE)
    assert done.state.object("lions2").zone is Zone.BATTLEFIELD
    assert done.state.object("bears").zone is Zone.EXILE
    assert cites(done.log, "608.2b")


def test_death_denied_returns_x_cards_to_your_hand() -> None:
    on_stack = play(_board({"B": 4}, spell="Death Denied"), _cast(2, "bears", "ogre")).state
    state = play(on_stack, RESOLVE).state
    assert state.object("bears").zone is Zone.HAND
    assert state.object("ogre").zone is Zone.HAND
    assert state.object("lions2").zone is Zone.GRAVEYARD
