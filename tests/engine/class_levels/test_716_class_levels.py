"""Class cards (716): a class level bar "[Cost]: Level N" is an activated ability that makes the
Class level N, only as a sorcery and only while it is level N-1 (716.2a); the abilities of its
section are the Class's only while it is level N or greater (716.2a); a Class with no level is
level 1 (716.2d), and its level is a designation a new object doesn't keep (716.2b, 400.7).
"When this Class becomes level N" triggers as it does. Real cards of the 2026 card file,
compiled from their Oracle text: Wizard Class (no maximum hand size; {2}{U}: Level 2, "When
this Class becomes level 2, draw two cards."; {4}{U}: Level 3, "Whenever you draw a card, put
a +1/+1 counter on target creature you control.") and Stormchaser's Talent."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.mechanics.class_levels import level_of
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Wizard Class", "Stormchaser's Talent")
RESOLVE = {"type": "resolve"}
MAIN = {"number": 3, "active_player": "A", "step": "precombat_main"}
# Wizard Class's abilities: 0 no maximum hand size, 1 the Level 2 bar, 2 its trigger, 3 the
# Level 3 bar, 4 its trigger.
LEVEL_2 = {"type": "activate", "object": "wizard", "ability": 1}
LEVEL_3 = {"type": "activate", "object": "wizard", "ability": 3}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(pool: dict[str, int], *, step: str = "precombat_main") -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "wizard", "card": "Wizard Class"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": f"card{n}", "card": "Forest"} for n in range(4)],
            "mana_pool": pool,
        },
        {"id": "B"},
        turn={**MAIN, "step": step},
    )


@pytest.mark.parametrize("name", NAMES)
def test_716_class_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == compiled.normalized


def test_716_2a_gaining_level_2_triggers_its_section_and_draws() -> None:
    state = _board({"U": 1, "C": 2})
    assert level_of(state, state.object("wizard")) == 1  # 716.2d: no level is level 1
    activated = play(state, LEVEL_2)
    assert activated.state.player("A").mana_pool.to_json() == {}
    leveled = play(activated.state, RESOLVE)
    assert level_of(leveled.state, leveled.state.object("wizard")) == 2
    assert cites(leveled.log, "716.2a")
    # "When this Class becomes level 2, draw two cards." waits on the stack, then draws.
    assert [o.card for o in leveled.state.zone(Zone.STACK)] == ["Wizard Class"]
    drawn = play(leveled.state, RESOLVE).state
    assert len(drawn.zone(Zone.HAND, "A")) == 2
    # Level 3's ability isn't the Class's yet: drawing puts no counter anywhere.
    assert drawn.object("bears").counter("+1/+1") == 0
    assert not drawn.zone(Zone.STACK)


def test_716_2a_a_bar_only_from_the_level_before_it() -> None:
    with pytest.raises(IllegalAction):
        play(_board({"U": 1, "C": 4}), LEVEL_3)  # level 1: the Level 3 bar needs level 2


def test_716_2a_a_bar_only_as_a_sorcery() -> None:
    with pytest.raises(IllegalAction):
        play(_board({"U": 1, "C": 2}, step="upkeep"), LEVEL_2)


def test_716_2a_level_3_abilities_from_level_3() -> None:
    free = {"free": True}
    state = _board({})
    state = play(play(state, LEVEL_2 | free).state, RESOLVE).state
    state = play(state, RESOLVE).state  # the level 2 trigger draws two
    with pytest.raises(IllegalAction):
        play(state, LEVEL_2 | free)  # 716.2a: only from level 1
    state = play(play(state, LEVEL_3 | free).state, RESOLVE).state
    assert level_of(state, state.object("wizard")) == 3
    # 716.2a: level 3 or greater has level 2's abilities too, and now level 3's: a draw
    # triggers "put a +1/+1 counter on target creature you control".
    dump_and_back = load(dump(state))
    assert level_of(dump_and_back, dump_and_back.object("wizard")) == 3
    drawn = play(
        board(
            {
                "id": "A",
                "battlefield": [
                    {"id": "wizard", "card": "Wizard Class"},
                    {"id": "bears", "card": "Grizzly Bears"},
                ],
                "library": [{"id": "card", "card": "Forest"}],
            },
            {"id": "B"},
            turn={**MAIN, "step": "upkeep"},
            effects=[e for e in dump(state)["effects"] if e["kind"] == "class_level"],
        ),
        {"type": "advance", "to": "draw"},
    )
    assert [o.card for o in drawn.state.zone(Zone.STACK)] == ["Wizard Class"]
    done = play(drawn.state, RESOLVE).state
    assert done.object("bears").counter("+1/+1") == 1


def test_716_2b_a_new_object_has_no_level() -> None:
    state = _board({"U": 1, "C": 2})
    state = play(play(state, LEVEL_2).state, RESOLVE).state
    wizard = state.object("wizard")
    assert level_of(state, wizard) == 2
    moved = state.with_object(replace(wizard, timestamp=wizard.timestamp + 100))
    assert level_of(moved, moved.object("wizard")) == 1  # 400.7: another object
