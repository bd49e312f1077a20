"""Level up (702.87a) and the level symbols of leveler cards (711.2): "Level up [cost]" puts a
level counter on the permanent, only as a sorcery; a level symbol gives the creature base power
and toughness and abilities while it has that many level counters. Real cards of the 2026 card
file, compiled from their Oracle text: Beastbreaker of Bala Ged (2/2; LEVEL 1-3 4/4; LEVEL 4+
6/6 trample) and Brimstone Mage (2/2; LEVEL 1-2 2/3 "{T}: ~ deals 1 damage to any target.";
LEVEL 3+ 2/4 "{T}: ~ deals 3 damage to any target.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Beastbreaker of Bala Ged", "Brimstone Mage")
LEVEL_UP = {"type": "activate", "object": "leveler", "ability": 0}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(card: str, levels: int, pool: dict[str, int] | None = None) -> GameState:
    leveler: dict[str, Any] = {"id": "leveler", "card": card}
    if levels:
        leveler["counters"] = {"level": levels}
    return board(
        {"id": "A", "battlefield": [leveler], "mana_pool": pool or {}},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def _pt(state: GameState) -> tuple[int | None, int | None]:
    c = chars(state, state.object("leveler"))
    return c.power, c.toughness


def test_702_87_leveler_cards_compile_and_print_back() -> None:
    for name in NAMES:
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert compiled.printed == compiled.normalized
        assert compiled.printed.startswith("Level up ")


def test_702_87a_level_up_puts_a_level_counter_on_it_at_sorcery_speed() -> None:
    state = _board("Beastbreaker of Bala Ged", 0, {"G": 1, "C": 2})
    assert _pt(state) == (2, 2)  # 711.5: below the first symbol, the printed 2/2
    activated = play(state, LEVEL_UP)
    assert cites(activated.log, "702.87a")
    done = resolve_all(activated.state)
    assert done.object("leveler").counter("level") == 1
    assert _pt(done) == (4, 4)  # 711.2a: LEVEL 1-3, base 4/4
    assert done.player("A").mana_pool.to_json() == {}


def test_711_2_each_symbol_works_only_in_its_range() -> None:
    state = _board("Beastbreaker of Bala Ged", 3)
    assert _pt(state) == (4, 4) and not chars(state, state.object("leveler")).has("Trample")
    state = _board("Beastbreaker of Bala Ged", 4)
    assert _pt(state) == (6, 6) and chars(state, state.object("leveler")).has("Trample")
    state = _board("Beastbreaker of Bala Ged", 9)
    assert _pt(state) == (6, 6)  # 711.2b: LEVEL 4+ has no upper bound


def test_711_2a_a_symbols_activated_ability_exists_only_at_its_level() -> None:
    # Level 0: only level up; the "{T}: 1 damage" ability isn't the Mage's yet.
    state = _board("Brimstone Mage", 0)
    assert _pt(state) == (2, 2)
    granted = len(chars(state, state.object("leveler")).abilities)
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "leveler", "ability": granted, "targets": ["B"]})
    # Level 1: 2/3 with "{T}: ~ deals 1 damage to any target."
    state = _board("Brimstone Mage", 1)
    assert _pt(state) == (2, 3)
    abilities = chars(state, state.object("leveler")).abilities
    index = len(abilities) - 1
    shot = play(
        state, {"type": "activate", "object": "leveler", "ability": index, "targets": ["B"]}
    )
    done = resolve_all(shot.state)
    assert done.player("B").life == 19
    # Level 3: 2/4, and the ability deals 3.
    state = _board("Brimstone Mage", 3)
    assert _pt(state) == (2, 4)
    index = len(chars(state, state.object("leveler")).abilities) - 1
    shot = play(
        state, {"type": "activate", "object": "leveler", "ability": index, "targets": ["B"]}
    )
    assert resolve_all(shot.state).player("B").life == 17


def test_702_87a_level_up_is_refused_when_a_sorcery_couldnt_be_cast() -> None:
    state = _board("Beastbreaker of Bala Ged", 0, {"G": 1, "C": 2})
    on_stack = play(state, LEVEL_UP).state  # the ability is on the stack: not an empty stack
    with pytest.raises(IllegalAction):
        play(on_stack, {**LEVEL_UP})
