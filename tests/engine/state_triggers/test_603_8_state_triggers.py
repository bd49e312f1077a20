"""State triggers (603.8): "When you control no Islands, sacrifice ~." (Dandân) and "When you
control no artifacts, sacrifice ~." (Covetous Dragon), compiled from their Oracle text. The
ability triggers as soon as the state holds (checked before a player would receive priority,
after state-based actions), goes on the stack at that opportunity, doesn't trigger again while
it waits or is on the stack, and resolves like any triggered ability."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

DANDAN = "Dandân"
DRAGON = "Covetous Dragon"
STONE_RAIN = "Stone Rain"
SHATTER = "Shatter"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, DANDAN, DRAGON, STONE_RAIN, SHATTER)


def _stacked_triggers(state: GameState) -> list[str]:
    return [
        o.stack.source
        for o in state.zone(Zone.STACK)
        if o.stack is not None and o.stack.kind == "triggered"
    ]


def _destroy(permanent: str, lands: int, spell: str) -> Any:
    """A's `permanent` with `lands` Islands (artifacts for the Dragon: Ornithopters); A casts
    `spell` on one of them and it resolves."""
    support = "Island" if permanent == DANDAN else "Ornithopter"
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": spell}],
            "battlefield": [{"id": "it", "card": permanent}]
            + [{"id": f"s{n}", "card": support} for n in range(lands)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "spell", "targets": ["s0"], "free": True})
    return play(cast.state, RESOLVE)


def test_the_lines_compile_and_print_back() -> None:
    for name, line in (
        (DANDAN, "When you control no Islands, sacrifice ~."),
        (DRAGON, "When you control no artifacts, sacrifice ~."),
    ):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED, name
        assert line in compiled.printed.splitlines()


def test_603_8_it_triggers_as_soon_as_you_control_no_islands() -> None:
    done = _destroy(DANDAN, 1, STONE_RAIN)
    assert done.state.object("s0").zone is Zone.GRAVEYARD
    assert cites(done.log, "603.8")
    assert _stacked_triggers(done.state) == ["it"]
    sacrificed = play(done.state, RESOLVE).state
    assert sacrificed.object("it").zone is Zone.GRAVEYARD


def test_603_8_it_doesnt_trigger_while_an_island_is_left() -> None:
    done = _destroy(DANDAN, 2, STONE_RAIN)
    assert not cites(done.log, "603.8") and not _stacked_triggers(done.state)
    assert done.state.object("it").zone is Zone.BATTLEFIELD


def test_603_8_it_doesnt_trigger_again_while_it_is_on_the_stack() -> None:
    done = _destroy(DRAGON, 1, SHATTER)
    assert _stacked_triggers(done.state) == ["it"]
    # Another action settles the game again: the board still matches, yet nothing new triggers.
    again = play(done.state, {"type": "gain_life", "player": "B", "amount": 1})
    assert _stacked_triggers(again.state) == ["it"]
    assert play(done.state, RESOLVE).state.object("it").zone is Zone.GRAVEYARD


def test_603_8_a_card_type_condition_checks_the_current_types() -> None:
    done = _destroy(DRAGON, 1, SHATTER)
    assert cites(done.log, "603.8")
