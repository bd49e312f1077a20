"""Sagas (714): chapter abilities (714.2b) triggered by lore counters, the lore counter a Saga
enters with (714.3a), the one its controller puts on it as their precombat main phase begins
(714.3c, a turn-based action), and its sacrifice once its lore counters reach its final chapter
number with no chapter ability of it waiting (714.4, 704.5s). Origin of the Hulk of the 2026
card file ("I — Create a 1/1 green and white Citizen creature token. II — Put two +1/+1
counters on target creature you control. III — Target creature you control gets +3/+3 and
gains trample until end of turn.") is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

HULK = "Origin of the Hulk"
GOBLIN_TOWN = "Down, Down to Goblin-town"  # "III, IV — Target opponent loses 1 life and ..."
ELDEST = "The Eldest Reborn"  # its chapter III isn't read: never automated
RESOLVE = {"type": "resolve"}
CAST = {"type": "cast", "object": "saga", "free": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HULK, GOBLIN_TOWN)


def _alice(step: str = "precombat_main", lore: int | None = None, **zones: Any) -> GameState:
    saga: dict[str, Any] = {"id": "saga", "card": HULK}
    if lore is not None:
        saga["counters"] = {"lore": lore}
        zones.setdefault("battlefield", []).append(saga)
    else:
        zones.setdefault("hand", []).append(saga)
    return board(
        {"id": "A", "library": [{"id": f"l{n}", "card": "Forest"} for n in range(5)], **zones},
        {"id": "B", "library": [{"id": f"m{n}", "card": "Forest"} for n in range(5)]},
        turn={"number": 3, "active_player": "A", "step": step},
    )


def _citizens(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if o.token and o.controller == "A"]


def test_714_2_chapter_lines_compile_to_chapter_abilities_and_print_back() -> None:
    compiled = compile_record(records(HULK)[HULK])
    assert compiled.label == AUTOMATED
    chapters = [a.params["chapter"] for a in compiled.definition.abilities]
    assert chapters == [1, 2, 3]
    assert compiled.printed.splitlines()[0] == (
        "I \u2014 Create a 1/1 green and white Citizen creature token."
    )


def test_714_2c_a_line_of_several_chapter_symbols_is_one_chapter_ability_each() -> None:
    compiled = compile_record(records(GOBLIN_TOWN)[GOBLIN_TOWN])
    assert compiled.label == AUTOMATED
    chapters = [a.params["chapter"] for a in compiled.definition.abilities]
    assert chapters == [1, 2, 3, 4]
    assert compiled.printed.splitlines()[-1] == (
        "III, IV \u2014 Target opponent loses 1 life and you gain 1 life."
    )


def test_714_2_a_chapter_the_grammar_does_not_read_keeps_the_saga_unautomated() -> None:
    compiled = compile_record(records(ELDEST)[ELDEST])
    assert compiled.label != AUTOMATED
    assert [line.applied for line in compiled.lines] == [True, True, False]


def test_714_3a_a_saga_enters_with_a_lore_counter_and_chapter_i_resolves() -> None:
    cast = play(_alice(), CAST)
    entered = play(cast.state, RESOLVE)  # the Saga spell resolves
    assert cites(entered.log, "714.3a")
    assert entered.state.object("saga").counter("lore") == 1
    done = play(entered.state, RESOLVE)  # chapter I (714.2b)
    assert len(_citizens(done.state)) == 1
    assert done.state.object("saga").zone is Zone.BATTLEFIELD


def test_714_3c_the_next_precombat_main_adds_a_lore_counter_and_chapter_ii_resolves() -> None:
    state = _alice(
        step="draw",
        lore=1,
        battlefield=[{"id": "bears", "card": "Grizzly Bears"}],
    )
    # chapter II targets the only creature A controls as it is put on the stack (603.3d)
    main = play(state, {"type": "advance", "to": "precombat_main"})
    assert cites(main.log, "714.3c")
    assert main.state.object("saga").counter("lore") == 2
    done = play(main.state, RESOLVE)
    assert done.state.object("bears").counter("+1/+1") == 2
    assert done.state.object("saga").zone is Zone.BATTLEFIELD  # II isn't its final chapter


def test_714_4_the_saga_is_sacrificed_after_its_final_chapter_resolves() -> None:
    state = _alice(
        step="draw",
        lore=2,
        battlefield=[{"id": "bears", "card": "Grizzly Bears"}],
    )
    main = play(state, {"type": "advance", "to": "precombat_main"})
    saga = main.state.object("saga")
    assert saga.counter("lore") == 3
    # Chapter III has triggered and not left the stack: the Saga stays (714.4).
    assert saga.zone is Zone.BATTLEFIELD
    assert not cites(main.log, "714.4")
    done = play(main.state, RESOLVE)
    bears = done.state.object("bears")
    assert (chars(done.state, bears).power, chars(done.state, bears).toughness) == (5, 5)
    assert cites(done.log, "714.4") and cites(done.log, "704.5s")
    assert done.state.object("saga").zone is Zone.GRAVEYARD


def test_714_2b_a_counter_on_an_opponents_turn_does_not_add_one() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "saga", "card": HULK, "counters": {"lore": 1}}]},
        {"id": "B", "library": [{"id": f"m{n}", "card": "Forest"} for n in range(5)]},
        turn={"number": 4, "active_player": "B", "step": "draw"},
    )
    main = play(state, {"type": "advance", "to": "precombat_main"})
    assert main.state.object("saga").counter("lore") == 1
    assert not cites(main.log, "714.3c")


def test_714_2c_only_the_chapter_the_lore_counter_reaches_triggers() -> None:
    state = board(
        {
            "id": "A",
            "life": 20,
            "battlefield": [{"id": "saga", "card": GOBLIN_TOWN, "counters": {"lore": 3}}],
            "library": [{"id": f"l{n}", "card": "Forest"} for n in range(5)],
        },
        {"id": "B", "life": 20},
        turn={"number": 3, "active_player": "A", "step": "draw"},
    )
    main = play(state, {"type": "advance", "to": "precombat_main"})
    assert main.state.object("saga").counter("lore") == 4
    assert main.state.object("saga").zone is Zone.BATTLEFIELD  # chapter IV waits (714.4)
    done = play(main.state, RESOLVE)  # chapter IV alone: III's count was already reached
    assert (done.state.player("A").life, done.state.player("B").life) == (21, 19)
    assert done.state.object("saga").zone is Zone.GRAVEYARD
    assert cites(done.log, "704.5s")
