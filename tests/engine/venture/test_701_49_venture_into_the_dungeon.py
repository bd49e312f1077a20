"""Venture into the dungeon (701.49) and dungeons (309): with no dungeon card of theirs in the
command zone a player chooses one from outside the game and puts their venture marker on its
topmost room (701.49a, 309.2a, 309.4a); otherwise they move it along an arrow, choosing where two
leave the room (701.49b, 309.5a); each room's ability triggers as the marker enters it (309.4c);
a dungeon whose marker is on its bottommost room, with no room ability of it waiting, is removed
from the game as a state-based action (309.6, 704.5t), which completes it (309.7). Undercity is
entered only by "venture into Undercity" (701.49d). The marker and the completed dungeons are
part of the board: they go through the document and the notation. Veteran Dungeoneer, Dungeon
Map and Fates' Reversal are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine import notation, text_rendering
from engine.core.choices import DecisionKind
from engine.core.errors import InvalidDocument
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

DUNGEONEER = {
    "name": "Veteran Dungeoneer",
    "type_line": "Creature — Human Warrior",
    "mana_cost": "{3}{W}",
    "power": "3",
    "toughness": "4",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Veteran Dungeoneer enters the battlefield, venture into the dungeon. "
    "(Enter the first room or advance to the next room.)",
}
MAP = {
    "name": "Dungeon Map",
    "type_line": "Artifact",
    "mana_cost": "{3}",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "{T}: Add {C}.\n{3}, {T}: Venture into the dungeon. Activate only as a "
    "sorcery. (Enter the first room or advance to the next room.)",
}
REVERSAL = {
    "name": "Fates' Reversal",
    "type_line": "Sorcery",
    "mana_cost": "{1}{B}",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "Return up to one target creature card from your graveyard to your hand. "
    "Venture into the dungeon. (Enter the first room or advance to the next room.)",
}
GARGOYLE = {
    "name": "Cloister Gargoyle",
    "type_line": "Artifact Creature — Gargoyle",
    "mana_cost": "{2}{W}",
    "power": "0",
    "toughness": "4",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Cloister Gargoyle enters the battlefield, venture into the dungeon. "
    "(Enter the first room or advance to the next room.)\nAs long as you've completed a "
    "dungeon, Cloister Gargoyle gets +3/+0 and has flying.",
}
VARIS = {
    "name": "Varis, Silverymoon Ranger",
    "type_line": "Legendary Creature — Human Elf Ranger",
    "mana_cost": "{1}{G}{G}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Reach", "Ward"],
    "oracle_text": "Reach, ward {1}\nWhenever you cast a creature or planeswalker spell, venture "
    "into the dungeon. This ability triggers only once each turn. (To venture into the dungeon, "
    "enter the first room or advance to the next room.)\nWhenever you complete a dungeon, "
    "create a 2/2 green Wolf creature token.",
}
RECORDS = {r["name"]: r for r in (DUNGEONEER, MAP, REVERSAL, GARGOYLE, VARIS)}
RESOLVE = {"type": "resolve"}
LOST_MINE = "Lost Mine of Phandelver"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("Veteran Dungeoneer", "When ~ enters, venture into the dungeon."),
        (
            "Dungeon Map",
            "{T}: Add {C}.\n{3}, {T}: Venture into the dungeon. Activate only as a sorcery.",
        ),
        (
            "Fates' Reversal",
            "Return up to one target creature card from your graveyard to your hand. Venture "
            "into the dungeon.",
        ),
    ],
)
def test_venture_compiles_and_prints_back_701_49(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


@pytest.mark.parametrize("name", ["Cloister Gargoyle", "Varis, Silverymoon Ranger"])
def test_dungeon_conditions_and_triggers_compile_309_7(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def _dungeon(state: GameState, player: str = "A") -> list[str]:
    return [o.card for o in state.zone(Zone.COMMAND, player)]


def test_the_first_venture_brings_a_dungeon_in_and_its_top_room_triggers_701_49a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "vet", "card": "Veteran Dungeoneer"}],
            "library": [{"id": "top", "card": "Forest"}, {"id": "next", "card": "Island"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "vet", "free": True})
    entered = play(cast.state, RESOLVE).state
    # the enters trigger resolves: A chooses among the dungeons a plain venture may enter
    asked = pending(entered, RESOLVE)
    assert asked.pending is not None and asked.pending.kind is DecisionKind.VENTURE
    assert set(asked.pending.option_ids()) == {
        LOST_MINE,
        "Dungeon of the Mad Mage",
        "Tomb of Annihilation",
    }  # Undercity only by "venture into Undercity" (701.49d)
    ventured = play(entered, RESOLVE, [LOST_MINE])
    assert _dungeon(ventured.state) == [LOST_MINE]
    assert ventured.state.player("A").venture_room == "Cave Entrance"
    assert cites(ventured.log, "701.49a") and cites(ventured.log, "309.4a")
    # Cave Entrance's room ability (scry 1) is on the stack, from the dungeon card
    stack = ventured.state.zone(Zone.STACK)
    assert [o.card for o in stack] == [LOST_MINE]
    scried = play(ventured.state, RESOLVE, ["bottom"])
    assert [o.id for o in scried.state.zone(Zone.LIBRARY, "A")] == ["next", "top"]
    assert cites(scried.log, "701.22a")


def _mine(room: str, **more: Any) -> GameState:
    return board(
        {
            "id": "A",
            "venture_room": room,
            "command": [{"id": "mine", "card": LOST_MINE}],
            "battlefield": [{"id": "map", "card": "Dungeon Map"}],
            "library": [{"id": "top", "card": "Forest"}],
            **more,
        },
        {"id": "B"},
    )


def test_the_marker_moves_along_the_arrow_chosen_and_the_room_triggers_701_49b() -> None:
    state = _mine("Cave Entrance")
    activate = {"type": "activate", "object": "map", "ability": 1, "free": True}
    asked = pending(play(state, activate).state, RESOLVE)
    assert asked.pending is not None
    assert set(asked.pending.option_ids()) == {"Goblin Lair", "Mine Tunnels"}  # 309.5a
    moved = play(play(state, activate).state, RESOLVE, ["Mine Tunnels"])
    assert moved.state.player("A").venture_room == "Mine Tunnels"
    assert cites(moved.log, "701.49b")
    made = play(moved.state, RESOLVE)  # Mine Tunnels: create a Treasure token
    assert [o.card for o in made.state.battlefield if o.token] == ["Treasure Token"]


def test_a_room_with_one_arrow_needs_no_choice_and_targets_are_chosen_309_4c() -> None:
    state = _mine(
        "Goblin Lair",
        hand=[{"id": "rev", "card": "Fates' Reversal"}],
        graveyard=[{"id": "dead", "card": "Grizzly Bears"}],
    )
    state = load(
        {
            **dump(state),
            "players": [
                {
                    **dump(state)["players"][0],
                    "battlefield": [
                        {"id": "map", "card": "Dungeon Map"},
                        {"id": "bears", "card": "Grizzly Bears"},
                    ],
                },
                dump(state)["players"][1],
            ],
        }
    )
    cast = play(state, {"type": "cast", "object": "rev", "targets": ["dead"], "free": True})
    moved = play(cast.state, RESOLVE, ["Storeroom"])
    assert moved.state.object("dead").zone is Zone.HAND
    assert moved.state.player("A").venture_room == "Storeroom"
    # Storeroom: put a +1/+1 counter on target creature (the only one: the Bears)
    done = play(moved.state, RESOLVE)
    assert done.state.object("bears").counter("+1/+1") == 1


def test_the_bottommost_room_completes_the_dungeon_after_its_ability_309_6_704_5t() -> None:
    state = _mine("Dark Pool")
    moved = play(state, {"type": "activate", "object": "map", "ability": 1, "free": True})
    moved = play(moved.state, RESOLVE)
    # on Temple of Dumathoin, the bottommost room: its ability waits, so the dungeon stays
    assert moved.state.player("A").venture_room == "Temple of Dumathoin"
    assert _dungeon(moved.state) == [LOST_MINE]
    done = play(moved.state, RESOLVE)  # draw a card; then the state-based action
    assert done.state.object("top").zone is Zone.HAND
    assert _dungeon(done.state) == []
    assert done.state.player("A").venture_room == ""
    assert done.state.player("A").dungeons_completed == (LOST_MINE,)
    assert cites(done.log, "704.5t") and cites(done.log, "309.7")


def test_completing_a_dungeon_triggers_and_holds_as_a_condition_309_7() -> None:
    state = _mine("Dark Pool")
    state = load(
        {
            **dump(state),
            "players": [
                {
                    **dump(state)["players"][0],
                    "battlefield": [
                        {"id": "map", "card": "Dungeon Map"},
                        {"id": "varis", "card": "Varis, Silverymoon Ranger"},
                        {"id": "gargoyle", "card": "Cloister Gargoyle"},
                    ],
                },
                dump(state)["players"][1],
            ],
        }
    )
    assert state.object("gargoyle").zone is Zone.BATTLEFIELD
    assert chars(state, state.object("gargoyle")).power == 0
    moved = play(state, {"type": "activate", "object": "map", "ability": 1, "free": True})
    drawn = play(play(moved.state, RESOLVE).state, RESOLVE)
    # completed: Varis's "whenever you complete a dungeon" waits on the stack
    assert drawn.state.player("A").dungeons_completed == (LOST_MINE,)
    assert [o.card for o in drawn.state.zone(Zone.STACK)] == ["Varis, Silverymoon Ranger"]
    wolf = play(drawn.state, RESOLVE)
    assert [o.card for o in wolf.state.battlefield if o.token] == ["Wolf Token"]
    gargoyle = chars(wolf.state, wolf.state.object("gargoyle"))
    assert gargoyle.power == 3 and gargoyle.has("Flying")  # 611.3a


def test_a_room_the_engine_does_not_apply_says_so_309_4c() -> None:
    state = _mine("Mine Tunnels")
    activated = play(state, {"type": "activate", "object": "map", "ability": 1, "free": True})
    moved = play(activated.state, RESOLVE, ["Fungi Cavern"])
    assert moved.state.player("A").venture_room == "Fungi Cavern"
    assert moved.state.zone(Zone.STACK) == ()  # no room ability: nothing triggers
    assert any(
        "Fungi Cavern" in e.text and "309.4c" in e.rules and "doesn't apply" in e.text
        for e in moved.log
    )


def test_the_marker_and_completed_dungeons_go_through_the_document_and_notation() -> None:
    state = _mine("Storeroom", dungeons_completed=["Tomb of Annihilation"])
    again = load(dump(state))
    assert again == state
    assert again.player("A").venture_room == "Storeroom"
    assert again.player("A").dungeons_completed == ("Tomb of Annihilation",)
    assert notation.parse(notation.dump(dump(state))) == dump(state)
    shown = text_rendering(state)
    assert "venture marker in Storeroom" in shown and "completed Tomb of Annihilation" in shown


@pytest.mark.parametrize(
    "player",
    [
        {"id": "A", "venture_room": "Storeroom"},  # no dungeon in the command zone
        {"id": "A", "command": [{"id": "mine", "card": LOST_MINE}]},  # no marker
        {
            "id": "A",
            "venture_room": "Forge",  # a room of another dungeon
            "command": [{"id": "mine", "card": LOST_MINE}],
        },
    ],
)
def test_a_marker_off_the_players_dungeon_is_refused_309_4(player: dict[str, Any]) -> None:
    with pytest.raises(InvalidDocument):
        board(player, {"id": "B"})
