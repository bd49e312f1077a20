"""The monarch (725): "you become the monarch" makes a player the monarch (725.1), and only one
player is (725.3); the monarch draws a card at the beginning of their end step and a creature
dealing combat damage to the monarch makes its controller the monarch (725.2: inherent
triggered abilities, controlled by the monarch, on the stack); a monarch who leaves the game
passes it to the active player (725.4). The designation is part of the board: it goes through
the document and the notation. Palace Sentinels, Feast of Succession, Throne of the High City,
Denethor, Stone Seer, Throne Warden and Queen Marchesa are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import notation, text_rendering
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SENTINELS = {
    "name": "Palace Sentinels",
    "type_line": "Creature — Human Soldier",
    "mana_cost": "{3}{W}",
    "power": "2",
    "toughness": "4",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Palace Sentinels enters the battlefield, you become the monarch.",
}
FEAST = {
    "name": "Feast of Succession",
    "type_line": "Sorcery",
    "mana_cost": "{4}{B}{B}",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "All creatures get -4/-4 until end of turn. You become the monarch.",
}
THRONE = {
    "name": "Throne of the High City",
    "type_line": "Land",
    "mana_cost": "",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "{T}: Add {C}.\n{4}, {T}, Sacrifice Throne of the High City: You become the "
    "monarch.",
}
DENETHOR = {
    "name": "Denethor, Stone Seer",
    "type_line": "Legendary Creature — Human Noble",
    "mana_cost": "{1}{U}",
    "power": "1",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Scry"],
    "oracle_text": "When Denethor, Stone Seer enters the battlefield, scry 2.\n{3}{R}, {T}, "
    "Sacrifice Denethor: Target player becomes the monarch. Denethor deals 3 damage to any target.",
}
WARDEN = {
    "name": "Throne Warden",
    "type_line": "Creature — Human Soldier",
    "mana_cost": "{1}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "At the beginning of your end step, if you're the monarch, put a +1/+1 "
    "counter on Throne Warden.",
}
MARCHESA = {
    "name": "Queen Marchesa",
    "type_line": "Legendary Creature — Human Assassin",
    "mana_cost": "{1}{R}{W}{B}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Deathtouch", "Haste"],
    "oracle_text": "Deathtouch, haste\nWhen Queen Marchesa enters the battlefield, you become "
    "the monarch.\nAt the beginning of your upkeep, if an opponent is the monarch, create a 1/1 "
    "black Assassin creature token with deathtouch and haste.",
}
RECORDS = {r["name"]: r for r in (SENTINELS, FEAST, THRONE, DENETHOR, WARDEN, MARCHESA)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("Palace Sentinels", "When ~ enters, you become the monarch."),
        (
            "Feast of Succession",
            "All creatures get -4/-4 until end of turn. You become the monarch.",
        ),
        (
            "Throne of the High City",
            "{T}: Add {C}.\n{4}, {T}, Sacrifice ~: You become the monarch.",
        ),
        (
            "Denethor, Stone Seer",
            "When ~ enters, scry 2.\n{3}{R}, {T}, Sacrifice ~: Target player becomes the "
            "monarch. ~ deals 3 damage to any target.",
        ),
        (
            "Throne Warden",
            "At the beginning of your end step, if you're the monarch, put a +1/+1 counter on ~.",
        ),
        (
            "Queen Marchesa",
            "Deathtouch, haste\nWhen ~ enters, you become the monarch.\nAt the beginning of your "
            "upkeep, if an opponent is the monarch, create a 1/1 black Assassin creature token "
            "with deathtouch and haste.",
        ),
    ],
)
def test_the_monarch_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _monarch(state: GameState) -> str | None:
    return next((p.id for p in state.players if "monarch" in p.designations), None)


def test_entering_makes_you_the_monarch_725_1() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "sentinels", "card": "Palace Sentinels"}]}, {"id": "B"}
    )
    cast = play(state, {"type": "cast", "object": "sentinels", "free": True})
    entered = play(cast.state, RESOLVE).state
    assert _monarch(entered) is None  # the trigger waits on the stack
    done = play(entered, RESOLVE)
    assert _monarch(done.state) == "A"
    assert cites(done.log, "725.1")


def test_only_one_player_is_the_monarch_725_3() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "feast", "card": "Feast of Succession"}]},
        {"id": "B", "designations": ["monarch"]},
    )
    cast = play(state, {"type": "cast", "object": "feast", "free": True})
    done = play(cast.state, RESOLVE)
    assert _monarch(done.state) == "A"
    assert "monarch" not in done.state.player("B").designations
    assert cites(done.log, "725.3")


def test_target_player_becomes_the_monarch() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "denethor", "card": "Denethor, Stone Seer"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    activated = play(
        state,
        {
            "type": "activate",
            "object": "denethor",
            "ability": 1,
            "free": True,
            "targets": ["B", "bears"],
        },
    )
    done = play(activated.state, RESOLVE)
    assert _monarch(done.state) == "B"
    assert done.state.object("bears").zone is Zone.GRAVEYARD


def test_the_monarch_draws_at_the_beginning_of_their_end_step_725_2() -> None:
    state = board(
        {
            "id": "A",
            "designations": ["monarch"],
            "battlefield": [{"id": "warden", "card": "Throne Warden"}],
            "library": [{"id": "card", "card": "Forest"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "postcombat_main"},
    )
    # A controls both triggers and orders them (603.3b): the monarch's first, so it resolves last.
    at_end = play(state, {"type": "advance", "to": "end"}, ["1"]).state
    assert [o.card for o in at_end.zone(Zone.STACK)] == ["The monarch", "Throne Warden"]
    done = play(play(at_end, RESOLVE).state, RESOLVE)
    assert done.state.object("card").zone is Zone.HAND
    assert done.state.object("warden").counter("+1/+1") == 1
    assert cites(done.log, "121.1")


def test_no_draw_at_another_players_end_step() -> None:
    state = board(
        {"id": "A", "library": [{"id": "card", "card": "Forest"}]},
        {"id": "B", "designations": ["monarch"], "library": [{"id": "b_card", "card": "Forest"}]},
        turn={"number": 3, "active_player": "A", "step": "postcombat_main"},
    )
    at_end = play(state, {"type": "advance", "to": "end"}).state
    assert not at_end.zone(Zone.STACK)


def _attack(attacker: str) -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "attacker", "card": attacker}]},
        {"id": "B", "designations": ["monarch"]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": {"attacker": "B"}}).state


def test_combat_damage_to_the_monarch_takes_it_725_2() -> None:
    damaged = play(_attack("Grizzly Bears"), {"type": "advance", "to": "combat_damage"})
    assert damaged.state.player("B").life == 18
    assert cites(damaged.log, "725.2")
    assert _monarch(damaged.state) == "B"  # the trigger, controlled by B, is on the stack
    [trigger] = damaged.state.zone(Zone.STACK)
    assert trigger.controller == "B"
    done = play(damaged.state, RESOLVE)
    assert _monarch(done.state) == "A"


def test_an_opponent_monarch_is_an_intervening_if_603_4() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "marchesa", "card": "Queen Marchesa"}]},
        {"id": "B", "designations": ["monarch"]},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )
    upkeep = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    done = play(upkeep, RESOLVE)
    assert any(o.card == "Assassin Token" for o in done.state.battlefield)
    quiet = board(
        {
            "id": "A",
            "designations": ["monarch"],
            "battlefield": [{"id": "q", "card": "Queen Marchesa"}],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )
    upkeep = play(quiet, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert not upkeep.state.zone(Zone.STACK)
    assert cites(upkeep.log, "603.4")


def test_a_monarch_leaving_the_game_passes_it_to_the_active_player_725_4() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "attacker", "card": "Grizzly Bears"}]},
        {"id": "B", "designations": ["monarch"], "life": 2},
        {"id": "C"},
        format="free_for_all",
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"attacker": "B"}}).state
    done = play(attacked, {"type": "advance", "to": "combat_damage"})
    assert done.state.player("B").lost
    assert _monarch(done.state) == "A"
    assert cites(done.log, "725.4")


def test_the_monarch_is_part_of_the_board() -> None:
    state = board({"id": "A", "designations": ["monarch"]}, {"id": "B"})
    assert _monarch(load(dump(state))) == "A"
    assert "monarch" in notation.dump(dump(state))
    assert _monarch(load(notation.parse(notation.dump(dump(state))))) == "A"
    assert "A: 20 life; the monarch." in text_rendering(state)
