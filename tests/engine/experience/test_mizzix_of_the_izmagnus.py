"""Mizzix of the Izmagnus: "Whenever you cast an instant or sorcery spell with mana value greater
than the number of experience counters you have, you get an experience counter. / Instant and
sorcery spells you cast cost {1} less to cast for each experience counter you have." (compiled
from its Oracle text). Experience counters are a player's counters (122.1); the reduction is
counted as the total cost is determined (601.2f), the trigger compares the spell's mana value
(202.3, from its mana cost, not the cost paid) with the counters as it is cast (601.2i, 603.2)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

MIZZIX = {
    "name": "Mizzix of the Izmagnus",
    "type_line": "Legendary Creature — Goblin Wizard",
    "mana_cost": "{2}{U}{R}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Whenever you cast an instant or sorcery spell with mana value greater than "
    "the number of experience counters you have, you get an experience counter.\nInstant and "
    "sorcery spells you cast cost {1} less to cast for each experience counter you have.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Mizzix of the Izmagnus": MIZZIX})


def test_mizzix_compiles_automated() -> None:
    compiled = compile_record(MIZZIX)
    assert compiled.label == AUTOMATED
    assert compiled.printed == MIZZIX["oracle_text"].replace("Mizzix of the Izmagnus", "~")


def _board(experience: int = 0, islands: int = 0) -> GameState:
    counters = {"counters": {"experience": experience}} if experience else {}
    return board(
        {
            "id": "A",
            "name": "Alice",
            **counters,
            "hand": [
                {"id": "shock", "card": "Shock"},
                {"id": "div", "card": "Divination"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "battlefield": [{"id": "mizzix", "card": "Mizzix of the Izmagnus"}]
            + [{"id": f"i{n}", "card": "Island"} for n in range(islands)],
            "library": [{"id": f"l{n}", "card": "Island"} for n in range(4)],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _experience(state: GameState) -> int:
    return int(state.player("A").counters.get("experience", 0))


def test_a_spell_of_greater_mana_value_gives_an_experience_counter_122_1() -> None:
    cast = play(_board(), {"type": "cast", "object": "shock", "targets": ["B"], "free": True})
    assert cites(cast.log, "603.2")
    trigger = cast.state.zone(Zone.STACK)[-1]
    assert trigger.stack is not None and trigger.stack.source == "mizzix"
    done = play(cast.state, RESOLVE)  # the trigger, on top of Shock
    assert _experience(done.state) == 1 and cites(done.log, "122.1")
    assert done.state.object("shock").zone is Zone.STACK
    assert _experience(play(done.state, RESOLVE).state) == 1


def test_a_spell_of_equal_mana_value_doesnt_trigger() -> None:
    cast = play(
        _board(experience=1), {"type": "cast", "object": "shock", "targets": ["B"], "free": True}
    )
    assert [o.id for o in cast.state.zone(Zone.STACK)] == ["shock"]


def test_a_creature_spell_doesnt_trigger() -> None:
    cast = play(_board(), {"type": "cast", "object": "bears", "free": True})
    assert [o.id for o in cast.state.zone(Zone.STACK)] == ["bears"]


def test_each_experience_counter_takes_1_from_the_cost_601_2f() -> None:
    state = _board(experience=1, islands=2)
    for n in range(2):
        state = play(state, {"type": "activate", "object": f"i{n}", "ability": 0}).state
    cast = play(state, {"type": "cast", "object": "div"})  # {2}{U} less {1}: {1}{U}
    assert cites(cast.log, "601.2f")
    assert sum(cast.state.player("A").mana_pool.values()) == 0
    # mana value 3 (its mana cost, 202.3) is greater than 1: a second counter
    done = play(cast.state, RESOLVE).state
    assert _experience(done) == 2


def test_two_counters_make_divination_cost_only_blue() -> None:
    state = play(
        _board(experience=2, islands=1), {"type": "activate", "object": "i0", "ability": 0}
    )
    cast = play(state.state, {"type": "cast", "object": "div"})
    assert sum(cast.state.player("A").mana_pool.values()) == 0


def test_the_reduction_in_force_says_its_size_now_611_3a() -> None:
    """The effects in force say what the count gives now, not the text's "{1}" per counter."""
    for experience, words in ((0, "cost {0} less"), (2, "cost {2} less")):
        text = engine.text_rendering(_board(experience=experience))
        assert f"instant or sorcery spells cast by Alice {words} (as counted now)" in text


def test_the_counters_are_kept_by_the_document() -> None:
    state = _board(experience=2)
    assert _experience(load(dump(state))) == 2
