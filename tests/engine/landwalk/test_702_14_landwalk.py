"""Landwalk (702.14): a creature with [type]walk can't be blocked as long as the defending player
controls a land of that type (702.14c). River Boa (islandwalk) plays from the built-in cards;
Bog Wraith ("Swampwalk") and Mountain Goat ("Mountainwalk") are compiled from their 2026 Oracle
text. A sentence naming a landwalk ("Creatures with swampwalk can be blocked as though ...") is
no landwalk keyword line (702.1), so the keyword table doesn't count it as one."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.keyword_table import keyword_line
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

COMPILED = ("Bog Wraith", "Mountain Goat")


def attacks(attacker: str, card: str, bobs_lands: list[dict[str, Any]]) -> GameState:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": attacker, "card": card}]},
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}, *bobs_lands],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {attacker: "B"}}).state
    return play(state, {"type": "advance"}).state


def boa_attacks(bobs_lands: list[dict[str, Any]]) -> GameState:
    return attacks("boa", "River Boa", bobs_lands)


def test_islandwalk_makes_it_unblockable_against_an_island() -> None:
    state = boa_attacks([{"id": "island", "card": "Island"}])
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "block", "blockers": {"bears": "boa"}})
    assert err.value.rule == "702.14c"
    assert "islandwalk" in str(err.value) and "Island" in str(err.value)


def test_islandwalk_does_nothing_without_an_island() -> None:
    state = boa_attacks([{"id": "forest", "card": "Forest"}])
    blocked = play(state, {"type": "block", "blockers": {"bears": "boa"}}).state
    assert blocked.combat is not None and blocked.combat.is_blocked("boa")


@pytest.mark.parametrize(
    ("name", "printed"), [("Bog Wraith", "Swampwalk"), ("Mountain Goat", "Mountainwalk")]
)
def test_landwalk_lines_compile_and_print_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def test_compiled_swampwalk_cant_be_blocked_against_a_swamp_702_14c(compiled_from: Any) -> None:
    use_cards(compiled_from, *COMPILED)
    state = attacks("wraith", "Bog Wraith", [{"id": "swamp", "card": "Swamp"}])
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "block", "blockers": {"bears": "wraith"}})
    assert err.value.rule == "702.14c"


def test_compiled_mountainwalk_is_blockable_without_a_mountain_702_14c(compiled_from: Any) -> None:
    use_cards(compiled_from, *COMPILED)
    state = attacks("goat", "Mountain Goat", [{"id": "swamp", "card": "Swamp"}])
    blocked = play(state, {"type": "block", "blockers": {"bears": "goat"}})
    assert blocked.state.combat is not None and blocked.state.combat.is_blocked("goat")


def test_landwalk_keyword_lines_and_sentences_naming_one_702_1() -> None:
    assert keyword_line("Swampwalk") == ("landwalk",)
    assert keyword_line("Snow swampwalk") == ("landwalk",)
    assert keyword_line("First strike; legendary landwalk") == ("first strike", "landwalk")
    assert (
        keyword_line(
            "Creatures with swampwalk can be blocked as though they didn't have swampwalk."
        )
        == ()
    )
    assert keyword_line("All creatures lose flying and islandwalk.") == ()
    assert keyword_line("Equipped creature has nonbasic landwalk.") == ()
