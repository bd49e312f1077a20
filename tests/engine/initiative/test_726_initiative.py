"""The initiative (726): "you take the initiative" gives a player the designation (726.1), only
one player has it (726.3); its three inherent triggered abilities (726.2), controlled by the
player who had it as they triggered, go on the stack: whenever a player takes it, that player
ventures into Undercity (701.49d; also when they already had it, 726.5); at the beginning of
their upkeep, they venture into Undercity; whenever one or more creatures a player controls deal
combat damage to them, that player takes the initiative (once for all the creatures, 603.2c).
The player who has it leaving the game passes it to the active player (726.4). "If you have the
initiative" is an intervening "if" (603.4). Aarakocra Sneak, Passageway Seer and Explore the
Underdark are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine import notation, text_rendering
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SNEAK = {
    "name": "Aarakocra Sneak",
    "type_line": "Creature — Bird Rogue",
    "mana_cost": "{3}{U}",
    "power": "1",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Flying"],
    "oracle_text": "Flying\nWhen Aarakocra Sneak enters the battlefield, you take the initiative.",
}
SEER = {
    "name": "Passageway Seer",
    "type_line": "Creature — Tiefling Warlock",
    "mana_cost": "{3}{B}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Lifelink"],
    "oracle_text": "Lifelink\nWhen Passageway Seer enters the battlefield, you take the "
    "initiative.\nAt the beginning of your end step, if you have the initiative, put a +1/+1 "
    "counter on Passageway Seer.",
}
UNDERDARK = {
    "name": "Explore the Underdark",
    "type_line": "Sorcery",
    "mana_cost": "{4}{G}",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "Search your library for up to two basic land cards and/or Gate cards, put "
    "them onto the battlefield tapped, then shuffle.\nYou take the initiative.",
}
RECORDS = {r["name"]: r for r in (SNEAK, SEER, UNDERDARK)}
RESOLVE = {"type": "resolve"}
UNDERCITY = "Undercity"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("Aarakocra Sneak", "Flying\nWhen ~ enters, you take the initiative."),
        (
            "Passageway Seer",
            "Lifelink\nWhen ~ enters, you take the initiative.\nAt the beginning of your end "
            "step, if you have the initiative, put a +1/+1 counter on ~.",
        ),
    ],
)
def test_the_initiative_compiles_and_prints_back_726(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _holder(state: GameState) -> str | None:
    return next((p.id for p in state.players if "initiative" in p.designations), None)


def test_taking_the_initiative_ventures_into_undercity_726_1_726_2() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "sneak", "card": "Aarakocra Sneak"}],
            "library": [{"id": "forest", "card": "Forest"}, {"id": "bolt", "card": "Shock"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "sneak", "free": True})
    entered = play(cast.state, RESOLVE).state
    took = play(entered, RESOLVE)
    assert _holder(took.state) == "A"
    assert cites(took.log, "726.1") and cites(took.log, "726.2")
    # the inherent trigger waits on the stack, controlled by A
    [trigger] = took.state.zone(Zone.STACK)
    assert trigger.controller == "A" and trigger.card == "The initiative"
    # it resolves: no choice of dungeon, only Undercity (701.49d)
    ventured = play(took.state, RESOLVE)
    assert [o.card for o in ventured.state.zone(Zone.COMMAND, "A")] == [UNDERCITY]
    assert ventured.state.player("A").venture_room == "Secret Entrance"
    assert cites(ventured.log, "701.49d")
    # Secret Entrance: search for a basic land card and put it into the hand
    searched = play(ventured.state, RESOLVE, ["forest"])
    assert searched.state.object("forest").zone is Zone.HAND


def test_only_one_player_has_the_initiative_726_3() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "explore", "card": "Explore the Underdark"}]},
        {"id": "B", "designations": ["initiative"]},
    )
    cast = play(state, {"type": "cast", "object": "explore", "free": True})
    done = play(cast.state, RESOLVE)  # an empty library: nothing to find
    assert _holder(done.state) == "A"
    assert "initiative" not in done.state.player("B").designations
    assert cites(done.log, "726.3")


def test_taking_it_again_triggers_again_726_5() -> None:
    state = board(
        {
            "id": "A",
            "designations": ["initiative"],
            "venture_room": "Secret Entrance",
            "command": [{"id": "city", "card": UNDERCITY}],
            "hand": [{"id": "sneak", "card": "Aarakocra Sneak"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "sneak", "free": True})
    took = play(play(cast.state, RESOLVE).state, RESOLVE)
    assert _holder(took.state) == "A"
    assert cites(took.log, "726.5")
    assert [o.card for o in took.state.zone(Zone.STACK)] == ["The initiative"]
    moved = play(took.state, RESOLVE, ["Lost Well"])
    assert moved.state.player("A").venture_room == "Lost Well"


def test_the_upkeep_trigger_ventures_into_undercity_726_2() -> None:
    state = board(
        {"id": "A", "library": [{"id": "card", "card": "Forest"}]},
        {
            "id": "B",
            "designations": ["initiative"],
            "venture_room": "Forge",
            "command": [{"id": "city", "card": UNDERCITY}],
        },
        turn={"number": 2, "active_player": "A", "step": "end"},
    )
    upkeep = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    [trigger] = upkeep.zone(Zone.STACK)
    assert trigger.controller == "B"
    # Forge leads to Trap! and Arena: B chooses, then Trap!'s target player (A)
    moved = play(upkeep, RESOLVE, ["Trap!", "A"])
    assert moved.state.player("B").venture_room == "Trap!"
    trapped = play(moved.state, RESOLVE)
    assert trapped.state.player("A").life == 15


def test_no_upkeep_trigger_at_another_players_upkeep() -> None:
    state = board(
        {"id": "A", "designations": ["initiative"], "library": [{"id": "c", "card": "Forest"}]},
        {"id": "B", "library": [{"id": "d", "card": "Forest"}]},
        turn={"number": 2, "active_player": "A", "step": "end"},
    )
    upkeep = play(state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert upkeep.state.turn.active_player == "B"
    assert not upkeep.state.zone(Zone.STACK)


def test_combat_damage_takes_the_initiative_once_for_all_the_creatures_726_2() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {"id": "B", "designations": ["initiative"]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"bears": "B", "giant": "B"}}).state
    damaged = play(attacked, {"type": "advance", "to": "combat_damage"})
    assert damaged.state.player("B").life == 15
    [trigger] = damaged.state.zone(Zone.STACK)  # one trigger for both creatures (603.2c)
    assert trigger.controller == "B"
    took = play(damaged.state, RESOLVE)
    assert _holder(took.state) == "A"
    ventured = play(took.state, RESOLVE)  # A's own "whenever a player takes the initiative"
    assert [o.card for o in ventured.state.zone(Zone.COMMAND, "A")] == [UNDERCITY]


def test_if_you_have_the_initiative_is_an_intervening_if_603_4() -> None:
    def at_end(designations: list[str]) -> GameState:
        state = board(
            {
                "id": "A",
                "designations": designations,
                "battlefield": [{"id": "seer", "card": "Passageway Seer"}],
            },
            {"id": "B"},
            turn={"number": 3, "active_player": "A", "step": "postcombat_main"},
        )
        ended = play(state, {"type": "advance", "to": "end"}).state
        while ended.zone(Zone.STACK):
            ended = play(ended, RESOLVE).state
        return ended

    assert at_end(["initiative"]).object("seer").counter("+1/+1") == 1
    assert at_end([]).object("seer").counter("+1/+1") == 0


def test_the_initiative_leaving_the_game_passes_to_the_active_player_726_4() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "attacker", "card": "Grizzly Bears"}]},
        {"id": "B", "designations": ["initiative"], "life": 2},
        {"id": "C"},
        format="free_for_all",
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"attacker": "B"}}).state
    done = play(attacked, {"type": "advance", "to": "combat_damage"})
    assert done.state.player("B").lost
    assert _holder(done.state) == "A"
    assert cites(done.log, "726.4")


def test_the_initiative_is_part_of_the_board() -> None:
    state = board({"id": "A", "designations": ["initiative"]}, {"id": "B"})
    assert _holder(load(dump(state))) == "A"
    assert _holder(load(notation.parse(notation.dump(dump(state))))) == "A"
    assert "A: 20 life; the initiative." in text_rendering(state)
