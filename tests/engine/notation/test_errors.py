"""A notation that can't be read: a NotationError with the line and column at fault."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import InvalidDocument
from engine.notation import NotationError, parse

BOARD = "turn 3 A precombat_main\nplayer A Alice 20\n{zone}\nplayer B Bob 20\n"


def error_of(text: str) -> NotationError:
    with pytest.raises(NotationError) as caught:
        parse(text)
    return caught.value


def test_an_unknown_card_is_placed_on_its_name() -> None:
    line = "  battlefield: Mountain; Grizly Bears"
    error = error_of(BOARD.format(zone=line))
    assert (error.line, error.column) == (3, line.index("Grizly") + 1)
    assert "unknown card 'Grizly Bears'" in error.message
    assert isinstance(error, InvalidDocument)  # every bad-document handler catches it


def test_a_life_total_that_is_not_a_number() -> None:
    error = error_of("player A Alice twenty\nplayer B Bob 20\n")
    assert (error.line, error.column) == (1, 16)
    assert error.message == "expected a whole number, but 'twenty' is here"
    assert str(error).startswith("line 1, column 16: ")


def test_an_unclosed_card_state() -> None:
    line = "  battlefield: Mountain [tapped"
    error = error_of(BOARD.format(zone=line))
    assert (error.line, error.column) == (3, len(line) + 1)
    assert "expected ']'" in error.message


def test_an_unknown_line_word_lists_the_known_ones() -> None:
    error = error_of("tunr 3 A precombat_main\n")
    assert (error.line, error.column) == (1, 1)
    assert "not 'tunr'" in error.message and "player" in error.message


def test_a_zone_needs_a_player_above_it() -> None:
    error = error_of("turn 1 A precombat_main\nhand: Shock\n")
    assert error.line == 2
    assert "under a 'player' line" in error.message


def test_an_unknown_step_and_active_player() -> None:
    assert error_of(BOARD.format(zone="").replace("precombat_main", "main")).column == 10
    wrong_player = error_of(BOARD.format(zone="").replace("turn 3 A", "turn 3 Q"))
    assert (wrong_player.line, wrong_player.column) == (1, 8)
    assert "active player 'Q' is not a player" in wrong_player.message


def test_a_dangling_attachment_is_placed_on_the_card() -> None:
    line = "  battlefield: Mountain; Shock [attached_to=zz]"
    error = error_of(BOARD.format(zone=line))
    assert (error.line, error.column) == (3, line.index("Shock") + 1)
    assert "attached to 'zz'" in error.message


def test_the_same_id_twice_and_the_same_field_twice() -> None:
    line = "  hand: Shock #s; Mountain #s"
    twice = error_of(BOARD.format(zone=line))
    assert (twice.line, twice.column) == (3, line.index("Mountain") + 1)
    field = error_of("player A Alice 20 poison=1 poison=2\nplayer B Bob 20\n")
    assert (field.line, field.column) == (1, 28)
    assert field.message == "'poison' is given twice"


def test_no_players_and_too_long() -> None:
    assert "needs its players" in error_of("").message
    assert "too long" in error_of("x" * 200_001).message


def test_a_bad_escape_is_the_notations_error() -> None:
    error = error_of('player A "Ali\\qce" 20\nplayer B Bob 20\n')
    assert (error.line, error.column) == (1, 10)
    assert "escape" in error.message


def test_values_nested_too_deeply() -> None:
    deep = "[" * 5000 + "]" * 5000
    error = error_of(f"player A Alice 20 counters={deep}\nplayer B Bob 20\n")
    assert error.line == 1


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=120))
def test_any_text_is_a_board_or_a_notation_error(text: str) -> None:
    try:
        parse(text)
    except NotationError as error:
        assert error.line >= 1 and error.column >= 1


GHO_2 = (
    "turn 3 A precombat_main\n"
    "player A Alice 20\n"
    "  battlefield: Grizzly Bears #bears; Ghosts of the Innocent; Furnace of Rath\n"
    "player B Bob 20\n"
    "action deal_damage source=bears target=B amount=3\n"
)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, len(GHO_2)), st.integers(0, 4), st.text(max_size=3))
def test_a_mistyped_gho_2_is_a_board_or_a_notation_error(at: int, cut: int, typed: str) -> None:
    text = GHO_2[:at] + typed + GHO_2[at + cut :]
    try:
        parse(text)
    except NotationError as error:
        assert 1 <= error.line <= text.count("\n") + 1
