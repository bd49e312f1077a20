"""Soulbond (702.95): two triggered abilities: as the creature enters, or as another creature its
controller controls enters, the controller may pair the two unpaired creatures, for as long as
both remain creatures on the battlefield under that player's control (702.95a). Wolfir
Silverheart ("As long as ~ is paired with another creature, each of those creatures gets
+4/+4.") and Lightning Mauler ("... both creatures have haste.") of the 2026 card file are
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.paired import paired_with
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

SILVERHEART = "Wolfir Silverheart"
MAULER = "Lightning Mauler"
BEARS = "Grizzly Bears"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SILVERHEART, MAULER, BEARS, "Unsummon")


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (
            SILVERHEART,
            "Soulbond\nAs long as ~ is paired with another creature, each of those creatures "
            "gets +4/+4.",
        ),
        (
            MAULER,
            "Soulbond\nAs long as ~ is paired with another creature, both creatures have haste.",
        ),
    ],
)
def test_702_95a_soulbond_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    seen = chars(state, state.object(obj))
    return seen.power, seen.toughness


def _silverheart_enters(*others: str) -> GameState:
    battlefield = [{"id": o, "card": BEARS} for o in others]
    hand = [{"id": "wolf", "card": SILVERHEART}, {"id": "bounce", "card": "Unsummon"}]
    state = board({"id": "A", "hand": hand, "battlefield": battlefield}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "wolf", "free": True})
    return play(cast.state, RESOLVE).state  # it enters; its first soulbond ability triggers


def test_702_95a_entering_it_may_pair_with_another_unpaired_creature() -> None:
    state = _silverheart_enters("bears")
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.option_ids() == ("yes", "no")
    done = play(state, RESOLVE, ["yes"])
    assert paired_with(done.state, "wolf") == "bears"
    assert _pt(done.state, "wolf") == (8, 8) and _pt(done.state, "bears") == (6, 6)
    assert cites(done.log, "702.95a")
    assert engine.load(engine.dump(done.state)) == done.state


def test_702_95a_declined_nothing_is_paired() -> None:
    done = play(_silverheart_enters("bears"), RESOLVE, ["no"])
    assert paired_with(done.state, "wolf") is None
    assert _pt(done.state, "wolf") == (4, 4) and _pt(done.state, "bears") == (2, 2)


def test_702_95a_with_two_creatures_its_controller_chooses_which() -> None:
    state = _silverheart_enters("b1", "b2")
    asked = pending(state, RESOLVE, ["yes"])
    assert asked.pending is not None and set(asked.pending.option_ids()) == {"b1", "b2"}
    done = play(state, RESOLVE, ["yes", "b2"])
    assert paired_with(done.state, "wolf") == "b2" and paired_with(done.state, "b1") is None
    assert _pt(done.state, "b1") == (2, 2) and _pt(done.state, "b2") == (6, 6)


def test_702_95a_alone_it_doesnt_trigger() -> None:
    state = _silverheart_enters()
    assert state.zone(Zone.STACK) == ()


def test_702_95a_another_creature_entering_pairs_with_it() -> None:
    hand = [{"id": "bears", "card": BEARS}]
    battlefield = [{"id": "mauler", "card": MAULER}]
    state = board({"id": "A", "hand": hand, "battlefield": battlefield}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "bears", "free": True})
    entered = play(cast.state, RESOLVE).state
    assert len(entered.zone(Zone.STACK)) == 1  # Lightning Mauler's second soulbond ability
    done = play(entered, RESOLVE, ["yes"])
    assert paired_with(done.state, "bears") == "mauler"
    assert chars(done.state, done.state.object("bears")).has("haste")
    assert chars(done.state, done.state.object("mauler")).has("haste")
    assert cites(done.log, "702.95a")


def test_702_95a_the_pair_ends_as_one_leaves_the_battlefield() -> None:
    state = play(_silverheart_enters("bears"), RESOLVE, ["yes"]).state
    bounce = play(state, {"type": "cast", "object": "bounce", "targets": ["bears"], "free": True})
    done = play(bounce.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.HAND
    assert paired_with(done.state, "wolf") is None
    assert _pt(done.state, "wolf") == (4, 4)
    assert cites(done.log, "702.95a")
    assert not any(e.kind == "paired" for e in done.state.effects)
