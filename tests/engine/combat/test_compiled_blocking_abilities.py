"""Blocking abilities read from Oracle text: Palace Guard's "~ can block any number of
creatures." (509.1a: a creature blocks one attacker unless an effect says otherwise) and
Skarrgan Pit-Skulk's "Creatures with power less than ~'s power can't block it." (509.1b, the
powers compared as blockers are declared)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.cache import COMPILED
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

PALACE_GUARD = {
    "name": "Palace Guard",
    "type_line": "Creature — Human Soldier",
    "mana_cost": "{2}{W}",
    "power": "1",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Palace Guard can block any number of creatures.",
}
PIT_SKULK = {
    "name": "Skarrgan Pit-Skulk",
    "type_line": "Creature — Human Warrior",
    "mana_cost": "{G}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Bloodthirst"],
    "oracle_text": "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature "
    "enters the battlefield with a +1/+1 counter on it.)\nCreatures with power less than "
    "Skarrgan Pit-Skulk's power can't block it.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text() -> Iterator[None]:
    before = COMPILED.source
    COMPILED.set_source({"Palace Guard": PALACE_GUARD, "Skarrgan Pit-Skulk": PIT_SKULK}.get)
    try:
        yield
    finally:
        COMPILED.set_source(before)


def _blocking(
    attackers: dict[str, str], a: list[dict[str, Any]], b: list[dict[str, Any]]
) -> GameState:
    state = board(
        {"id": "A", "battlefield": a},
        {"id": "B", "battlefield": b},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": attackers}).state
    return play(state, {"type": "advance"}).state


def test_both_compile_from_their_oracle_text() -> None:
    assert compile_record(PALACE_GUARD).label == AUTOMATED
    assert compile_record(PIT_SKULK).label == AUTOMATED


def test_palace_guard_blocks_three_attackers_and_divides_its_damage_509_1a() -> None:
    state = _blocking(
        {"bears": "B", "lions": "B", "elves": "B"},
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "lions", "card": "Savannah Lions"},
            {"id": "elves", "card": "Llanowar Elves"},
        ],
        [{"id": "guard", "card": "Palace Guard"}],
    )
    blocked = play(state, {"type": "block", "blockers": {"guard": ["bears", "lions", "elves"]}})
    assert blocked.state.combat is not None
    assert set(blocked.state.combat.blocked_by("guard")) == {"bears", "lions", "elves"}
    done = play(blocked.state, {"type": "advance", "assignments": {"guard": {"elves": 1}}})
    # 2 + 2 + 1 damage on a 1/4: the Guard dies, and so do the Elves it dealt 1 to (510.1d).
    assert done.state.object("guard").zone is Zone.GRAVEYARD
    assert done.state.object("elves").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 20


def test_a_creature_without_the_ability_still_blocks_only_one_509_1a() -> None:
    state = _blocking(
        {"bears": "B", "lions": "B"},
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "lions", "card": "Savannah Lions"}],
        [{"id": "giant", "card": "Hill Giant"}],
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "block", "blockers": {"giant": ["bears", "lions"]}})
    assert refused.value.rule == "509.1a"


def test_a_creature_with_less_power_than_pit_skulk_cannot_block_it_509_1b() -> None:
    skulk = {"id": "skulk", "card": "Skarrgan Pit-Skulk", "counters": {"+1/+1": 1}}  # a 2/2
    state = _blocking(
        {"skulk": "B"},
        [skulk],
        [{"id": "elves", "card": "Llanowar Elves"}, {"id": "bears", "card": "Grizzly Bears"}],
    )
    with pytest.raises(IllegalAction, match="power less than") as refused:
        play(state, {"type": "block", "blockers": {"elves": "skulk"}})
    assert refused.value.rule == "509.1b"
    # Equal power may block.
    blocked = play(state, {"type": "block", "blockers": {"bears": "skulk"}})
    assert blocked.state.combat is not None
    assert blocked.state.combat.blocked_by("bears") == ("skulk",)
    assert cites(blocked.log, "509.1a")
