"""More Than Meets the Eye (702.162a): the card may be cast converted by paying its cost rather
than its mana cost (118.9); the spell is put on the stack with its back face up, its mana value
still its front face's (712.11a, 712.8c), and the permanent enters with that face up. Ratchet,
Field Medic ({2}{W}, "More Than Meets the Eye {1}{W}") of the 2026 card file is compiled from
its Oracle text (its other lines, "convert ~" and the rest, are not what is tested here)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

RATCHET = "Ratchet, Field Medic // Ratchet, Rescue Racer"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, RATCHET, "Grizzly Bears")


def test_702_162a_the_keyword_line_is_applied() -> None:
    compiled = compile_record(records(RATCHET)[RATCHET])
    line = next(s for s in compiled.lines if s.text.startswith("More Than Meets the Eye"))
    assert line.applied and line.text == "More Than Meets the Eye {1}{W}"
    assert compiled.definition.faces[0].more_than_meets_the_eye == "{1}{W}"


def _alice(pool: dict[str, int]) -> GameState:
    hand = [{"id": "bot", "card": RATCHET}, {"id": "bears", "card": "Grizzly Bears"}]
    return board({"id": "A", "hand": hand, "mana_pool": pool}, {"id": "B"})


def test_702_162a_cast_converted_its_back_face_is_up() -> None:
    cast = play(_alice({"W": 1, "C": 1}), {"type": "cast", "object": "bot", "converted": True})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{W}, not {2}{W}
    spell = cast.state.object("bot")
    seen = chars(cast.state, spell)
    assert spell.face == 1 and seen.name == "Ratchet, Rescue Racer"
    assert seen.mana_value == 3  # 712.8c: the front face's mana cost
    assert cites(cast.log, "702.162a") and cites(cast.log, "712.11a")
    entered = play(cast.state, RESOLVE).state
    bot = entered.object("bot")
    assert bot.zone is Zone.BATTLEFIELD and bot.face == 1
    assert chars(entered, bot).name == "Ratchet, Rescue Racer"
    assert engine.load(engine.dump(entered)) == entered


def test_702_162a_cast_normally_its_front_face_is_up() -> None:
    cast = play(_alice({"W": 1, "C": 2}), {"type": "cast", "object": "bot"})
    entered = play(cast.state, RESOLVE).state
    assert entered.object("bot").face == 0
    assert chars(entered, entered.object("bot")).name == "Ratchet, Field Medic"


def test_702_162a_only_a_card_with_the_ability() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_alice({"G": 2}), {"type": "cast", "object": "bears", "converted": True})
    assert refused.value.rule == "702.162a"
