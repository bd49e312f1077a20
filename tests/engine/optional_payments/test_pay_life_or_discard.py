"""Other optional actions before "If you do," (603.5, 608.2c): "you may pay N life" (paying life
is losing it, possible only with that much life, 119.4) and "you may discard a card" (701.9a,
impossible with an empty hand). The sentence after "If you do," is any effect sentence and
happens only if the player did. Arrogant Poet and Keldon Raider (the older wording "enters the
battlefield") are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

POET = {
    "name": "Arrogant Poet",
    "layout": "normal",
    "type_line": "Creature — Human Warlock",
    "mana_cost": "{1}{B}",
    "colors": ["B"],
    "power": "2",
    "toughness": "1",
    "oracle_text": "Whenever Arrogant Poet attacks, you may pay 2 life. If you do, it gains "
    "flying until end of turn.",
}
RAIDER = {
    "name": "Keldon Raider",
    "layout": "normal",
    "type_line": "Creature — Human Warrior",
    "mana_cost": "{2}{R}{R}",
    "colors": ["R"],
    "power": "4",
    "toughness": "3",
    "oracle_text": "When Keldon Raider enters the battlefield, you may discard a card. If you "
    "do, draw a card.",
}
RECORDS = {r["name"]: r for r in (POET, RAIDER)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_it_compiles_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def _poet_attacks(life: int) -> GameState:
    state = board(
        {"id": "A", "life": life, "battlefield": [{"id": "poet", "card": "Arrogant Poet"}]},
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": {"poet": "B"}}).state


def test_paying_2_life_gives_the_poet_flying() -> None:
    state = _poet_attacks(10)
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    paid = play(state, RESOLVE, ["pay"])
    assert paid.state.player("A").life == 8
    assert "flying" in chars(paid.state, paid.state.object("poet")).keywords
    assert cites(paid.log, "608.2c")


def test_declining_keeps_the_life_and_no_flying() -> None:
    done = play(_poet_attacks(10), RESOLVE, ["decline"]).state
    assert done.player("A").life == 10
    assert "flying" not in chars(done, done.object("poet")).keywords


def test_with_1_life_the_poet_cant_pay_2_life_119_4() -> None:
    done = play(_poet_attacks(1), RESOLVE)
    assert done.pending is None
    assert done.state.player("A").life == 1
    assert "flying" not in chars(done.state, done.state.object("poet")).keywords
    assert cites(done.log, "119.4")


def _raider_resolves(hand: tuple[str, ...]) -> GameState:
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 4},
            "hand": [
                {"id": "raider", "card": "Keldon Raider"},
                *({"id": f"h{i}", "card": c} for i, c in enumerate(hand)),
            ],
            "library": [{"id": "top", "card": "Island"}],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "raider"}).state
    return play(cast, RESOLVE).state  # the Raider enters; its trigger waits on the stack


def test_keldon_raider_discards_then_draws() -> None:
    done = play(_raider_resolves(("Mountain",)), RESOLVE, ["pay"])
    assert done.state.object("h0").zone is Zone.GRAVEYARD
    assert done.state.object("top").zone is Zone.HAND
    assert cites(done.log, "701.9a")


def test_keldon_raider_declined_keeps_the_hand_and_draws_nothing() -> None:
    done = play(_raider_resolves(("Mountain",)), RESOLVE, ["decline"]).state
    assert done.object("h0").zone is Zone.HAND
    assert done.object("top").zone is Zone.LIBRARY


def test_keldon_raider_with_an_empty_hand_draws_nothing() -> None:
    done = play(_raider_resolves(()), RESOLVE)
    assert done.pending is None
    assert done.state.object("top").zone is Zone.LIBRARY
