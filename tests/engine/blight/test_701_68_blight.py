"""Blight N (701.68a): put N -1/-1 counters on a creature you control; a player who controls no
creature can't choose to blight (701.68b). Sting-Slinger ("{1}{R}, {T}, Blight 1: ~ deals 2
damage to each opponent."), Sourbread Auntie ("When ~ enters, you may blight 2. If you do,
create two 1/1 black and red Goblin creature tokens.") and High Perfect Morcant ("Whenever ~ or
another Elf enters under your control, each opponent blights 1.") of the 2026 card file are
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

SLINGER = "Sting-Slinger"
AUNTIE = "Sourbread Auntie"
MORCANT = "High Perfect Morcant"
BEARS = "Grizzly Bears"
GIFT = "Evershrike's Gift"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SLINGER, AUNTIE, MORCANT, BEARS, GIFT)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (SLINGER, "{1}{R}, {T}, Blight 1: ~ deals 2 damage to each opponent."),
        (
            AUNTIE,
            "When ~ enters, you may blight 2. If you do, create two 1/1 black and red Goblin "
            "creature tokens.",
        ),
        (MORCANT, "Whenever ~ or another Elf enters under your control, each opponent blights 1."),
    ],
)
def test_701_68a_blight_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _slinger_board(*mine: dict[str, Any]) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "slinger", "card": SLINGER}, *mine],
            "mana_pool": {"R": 2},
        },
        {"id": "B", "life": 20},
    )


def test_701_68a_a_blight_cost_puts_the_counters_on_the_creature_chosen() -> None:
    state = _slinger_board({"id": "bears", "card": BEARS})
    activate = {"type": "activate", "object": "slinger", "ability": 0}
    asked = pending(state, activate)
    assert asked.pending is not None
    assert {o.id for o in asked.pending.options} == {"slinger", "bears"}
    done = play(state, activate, ["bears"])
    assert done.state.object("bears").counter("-1/-1") == 1
    assert done.state.object("slinger").counter("-1/-1") == 0
    assert cites(done.log, "701.68a")
    resolved = play(done.state, RESOLVE)
    assert resolved.state.player("B").life == 18


def test_701_68a_the_source_itself_may_be_blighted() -> None:
    state = _slinger_board()
    done = play(state, {"type": "activate", "object": "slinger", "ability": 0})
    assert done.state.object("slinger").counter("-1/-1") == 1
    assert cites(done.log, "701.68a")


def _auntie(*mine: dict[str, Any]) -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "auntie", "card": AUNTIE}], "battlefield": list(mine)},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "auntie", "free": True})
    return play(cast.state, RESOLVE).state  # the Auntie enters; its trigger waits


def _goblins(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if o.token and "Goblin" in o.card]


def test_701_68a_you_may_blight_if_you_do() -> None:
    state = _auntie({"id": "bears", "card": BEARS})
    done = play(state, RESOLVE, ["pay", "auntie"])  # the 4/3 Auntie gets both counters
    assert done.state.object("auntie").counter("-1/-1") == 2
    assert done.state.object("bears").counter("-1/-1") == 0
    assert len(_goblins(done.state)) == 2
    assert cites(done.log, "701.68a")


def test_701_68a_declined_nothing_happens() -> None:
    state = _auntie({"id": "bears", "card": BEARS})
    done = play(state, RESOLVE, ["decline"])
    assert done.state.object("bears").counter("-1/-1") == 0
    assert not _goblins(done.state)


def test_701_68b_the_auntie_may_blight_itself() -> None:
    done = play(_auntie(), RESOLVE, ["pay"])  # the Auntie is the only creature: 4/3 gets two
    assert done.state.object("auntie").counter("-1/-1") == 2
    assert len(_goblins(done.state)) == 2


def test_701_68a_each_opponent_blights() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "morcant", "card": MORCANT}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": BEARS}]},
    )
    cast = play(state, {"type": "cast", "object": "morcant", "free": True})
    entered = play(cast.state, RESOLVE).state
    done = play(entered, RESOLVE)
    assert done.state.object("bears").counter("-1/-1") == 1
    assert cites(done.log, "701.68a")


def test_701_68b_with_no_creature_the_cost_cant_be_paid() -> None:
    state = board(
        {
            "id": "A",
            "graveyard": [{"id": "gift", "card": GIFT}],
            "mana_pool": {"W": 2},
        },
        {"id": "B"},
    )
    # the Aura's third ability: "{1}{W}, Blight 2: Return ~ from your graveyard to your hand."
    with pytest.raises(IllegalAction, match="blight a creature you control"):
        play(state, {"type": "activate", "object": "gift", "ability": 2})


def test_701_68b_an_opponent_with_no_creature_blights_nothing() -> None:
    state = board({"id": "A", "hand": [{"id": "morcant", "card": MORCANT}]}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "morcant", "free": True})
    entered = play(cast.state, RESOLVE).state
    done = play(entered, RESOLVE)
    assert done.state.object("morcant").counter("-1/-1") == 0
    assert cites(done.log, "701.68b")


SPEWER = "Chaos Spewer"


def _spewer(compiled_from: Any, pool: dict[str, int]) -> GameState:
    use_cards(compiled_from, SPEWER)
    state = board(
        {"id": "A", "hand": [{"id": "spewer", "card": SPEWER}], "mana_pool": pool}, {"id": "B"}
    )
    cast = play(state, {"type": "cast", "object": "spewer", "free": True})
    return play(cast.state, RESOLVE).state  # it enters; its trigger waits


def test_701_68a_if_you_dont_pay_blight(compiled_from: Any) -> None:
    state = _spewer(compiled_from, {"R": 2})
    done = play(state, RESOLVE, ["decline"])
    assert done.state.object("spewer").counter("-1/-1") == 2
    assert cites(done.log, "701.68a")


def test_701_68a_paid_nothing_is_blighted(compiled_from: Any) -> None:
    state = _spewer(compiled_from, {"R": 2})
    done = play(state, RESOLVE, ["pay"])
    assert done.state.object("spewer").counter("-1/-1") == 0
    assert int(done.state.player("A").mana_pool.get("R", 0)) == 0
