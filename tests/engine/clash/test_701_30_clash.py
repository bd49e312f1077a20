"""Clash (701.30): "Clash with an opponent." Each of the two reveals the top card of their library
(701.30a, 701.30c: the known library order of the board), then each decides, in APNAP order,
whether it goes to the bottom (a decision); the player whose card has the higher mana value wins
(701.30d), and "If you win, [sentence]." runs only then (608.2c). Nath's Elite, Lash Out and
Research the Deep are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

REMINDER = (
    " (Each clashing player reveals the top card of their library, then puts that card on the "
    "top or bottom. A player wins if their card had a higher mana value.)"
)
ELITE = {
    "name": "Nath's Elite",
    "type_line": "Creature — Elf Warrior",
    "mana_cost": "{4}{G}",
    "power": "4",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Clash"],
    "oracle_text": "All creatures able to block Nath's Elite do so.\nWhen Nath's Elite enters the "
    "battlefield, clash with an opponent. If you win, put a +1/+1 counter on Nath's Elite."
    + REMINDER,
}
LASH_OUT = {
    "name": "Lash Out",
    "type_line": "Instant",
    "mana_cost": "{1}{R}",
    "layout": "normal",
    "keywords": ["Clash"],
    "oracle_text": "Lash Out deals 3 damage to target creature. Clash with an opponent. If you "
    "win, Lash Out deals 3 damage to that creature's controller." + REMINDER,
}
RESEARCH = {
    "name": "Research the Deep",
    "type_line": "Sorcery",
    "mana_cost": "{1}{U}",
    "layout": "normal",
    "keywords": ["Clash"],
    "oracle_text": "Draw a card. Clash with an opponent. If you win, return Research the Deep to "
    "its owner's hand." + REMINDER,
}
RECORDS = {r["name"]: r for r in (ELITE, LASH_OUT, RESEARCH)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (
            "Nath's Elite",
            "All creatures able to block ~ do so.\nWhen ~ enters, clash with an opponent. If you "
            "win, put a +1/+1 counter on ~.",
        ),
        (
            "Lash Out",
            "~ deals 3 damage to target creature. Clash with an opponent. If you win, ~ deals 3 "
            "damage to that creature's controller.",
        ),
        (
            "Research the Deep",
            "Draw a card. Clash with an opponent. If you win, return ~ to its owner's hand.",
        ),
    ],
)
def test_clash_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _lash_out(mine: str, theirs: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "lash", "card": "Lash Out"}],
            "library": [{"id": "mine", "card": mine}, {"id": "mine2", "card": "Forest"}],
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": "theirs", "card": theirs}, {"id": "theirs2", "card": "Island"}],
        },
    )
    return play(state, {"type": "cast", "object": "lash", "targets": ["bears"], "free": True}).state


def test_the_higher_mana_value_wins_701_30d() -> None:
    # Craw Wurm (6) against Grizzly Bears (2): Alice wins; both keep their cards on top.
    done = play(_lash_out("Craw Wurm", "Grizzly Bears"), RESOLVE, ["top", "top"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 17
    assert cites(done.log, "701.30a") and cites(done.log, "701.30d")
    assert done.state.zone(Zone.LIBRARY, "A")[0].id == "mine"


def test_an_equal_or_lower_mana_value_doesnt_win() -> None:
    done = play(_lash_out("Grizzly Bears", "Grizzly Bears"), RESOLVE, ["top", "top"])
    assert done.state.player("B").life == 20
    lower = play(_lash_out("Forest", "Grizzly Bears"), RESOLVE, ["top", "top"])
    assert lower.state.player("B").life == 20


def test_each_player_decides_in_apnap_order_and_may_put_it_on_the_bottom_701_30c() -> None:
    state = _lash_out("Craw Wurm", "Grizzly Bears")
    first = pending(state, RESOLVE)
    assert first.pending.decider == "A"
    second = pending(state, RESOLVE, ["bottom"])
    assert second.pending.decider == "B"
    done = play(state, RESOLVE, ["bottom", "top"])
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["mine2", "mine"]
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "B")] == ["theirs", "theirs2"]
    # The revealed cards decide the clash, wherever they went: Alice still wins.
    assert done.state.player("B").life == 17


def test_an_opponent_who_reveals_nothing_cant_beat_you() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "research", "card": "Research the Deep"}],
            "library": [{"id": "a1", "card": "Forest"}, {"id": "a2", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "research", "free": True})
    # Alice draws the Forest, then clashes with Grizzly Bears against an empty library.
    done = play(cast.state, RESOLVE, ["top"])
    assert done.state.object("research").zone is Zone.HAND
    assert done.state.object("a1").zone is Zone.HAND


def test_an_entering_trigger_clashes() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "elite", "card": "Nath's Elite"}],
            "library": [{"id": "wurm", "card": "Craw Wurm"}],
        },
        {"id": "B", "library": [{"id": "bolt", "card": "Lightning Bolt"}]},
    )
    cast = play(state, {"type": "cast", "object": "elite", "free": True})
    entered = play(cast.state, RESOLVE).state
    done = play(entered, RESOLVE, ["top", "top"])
    assert done.state.object("elite").counter("+1/+1") == 1
