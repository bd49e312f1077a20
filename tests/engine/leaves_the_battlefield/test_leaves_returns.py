"""The leaves-the-battlefield family (603.6c, 603.10a, 400.7), compiled from Oracle text: "return
~ to its owner's hand", "exile it", "put it on top of its owner's library", "shuffle it into its
owner's library" in a dies or "put into a graveyard from the battlefield" trigger act on the
card in the zone it went to, and only while it is still that object: once it has left that zone
the ability can't find it (400.7) and does nothing to it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RANCOR = {
    "name": "Rancor",
    "mana_cost": "{G}",
    "type_line": "Enchantment — Aura",
    "layout": "normal",
    "oracle_text": "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor "
    "is put into a graveyard from the battlefield, return Rancor to its owner's hand.",
}
TREEFOLK = {
    "name": "Weatherseed Treefolk",
    "mana_cost": "{2}{G}{G}{G}",
    "type_line": "Creature — Treefolk",
    "layout": "normal",
    "power": "5",
    "toughness": "3",
    "oracle_text": "Trample\nWhen Weatherseed Treefolk dies, return it to its owner's hand.",
}
MUMMY = {
    "name": "Cyclopean Mummy",
    "mana_cost": "{1}{B}",
    "type_line": "Creature — Zombie",
    "layout": "normal",
    "power": "2",
    "toughness": "1",
    "oracle_text": "When Cyclopean Mummy dies, exile it.",
}
REVENANT = {
    "name": "Dark Revenant",
    "mana_cost": "{3}{B}",
    "type_line": "Creature — Spirit",
    "layout": "normal",
    "power": "2",
    "toughness": "2",
    "oracle_text": "Flying\nWhen Dark Revenant dies, put it on top of its owner's library.",
}
DRAGON = {
    "name": "Alabaster Dragon",
    "mana_cost": "{4}{W}{W}",
    "type_line": "Creature — Dragon",
    "layout": "normal",
    "power": "4",
    "toughness": "4",
    "oracle_text": "Flying\nWhen Alabaster Dragon dies, shuffle it into its owner's library.",
}
BEACON = {
    "name": "Beacon of Destruction",
    "mana_cost": "{3}{R}{R}",
    "type_line": "Instant",
    "layout": "normal",
    "oracle_text": "Beacon of Destruction deals 5 damage to any target. Shuffle Beacon of "
    "Destruction into its owner's library.",
}
RECORDS = (RANCOR, TREEFOLK, MUMMY, REVENANT, DRAGON, BEACON)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({r["name"]: r for r in RECORDS})


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["name"])
def test_each_compiles_automated(record: dict[str, str]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied


def _board(*permanents: dict[str, Any], hand: tuple[str, ...] = ("Lightning Bolt",)) -> GameState:
    """Alice's main phase: her permanents, Lightning Bolt in her hand, two cards in her
    library (to see where a card is put)."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": list(permanents),
            "hand": [{"id": f"hand{i}", "card": c} for i, c in enumerate(hand)],
            "library": [{"id": "lib1", "card": "Forest"}, {"id": "lib2", "card": "Forest"}],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _bolt(state: GameState, target: str) -> GameState:
    """Lightning Bolt resolves at `target`: it dies, and its trigger waits on the stack."""
    cast = {"type": "cast", "object": "hand0", "targets": [target], "free": True}
    return play(play(state, cast).state, RESOLVE).state


def _rancor_died(owner: str = "A") -> GameState:
    """Rancor (owned by `owner`) on Alice's Grizzly Bears; the Bears are bolted and die, Rancor
    goes to its owner's graveyard (704.5m) and its ability waits on the stack."""
    state = _board(
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "rancor", "card": "Rancor", "attached_to": "bears", "owner": owner},
    )
    return _bolt(state, "bears")


def test_rancor_returns_to_its_owners_hand_when_its_creature_dies_603_6c() -> None:
    died = _rancor_died()
    assert died.object("rancor").zone is Zone.GRAVEYARD  # 704.5m
    assert len(died.zone(Zone.STACK)) == 1, "Rancor's ability triggered"
    done = play(died, RESOLVE)
    assert done.state.object("rancor").zone is Zone.HAND
    assert done.state.object("rancor").owner == "A"
    assert any("Rancor returns to its owner's hand" in e.text for e in done.log)


def test_rancor_of_another_owner_goes_to_its_owners_hand() -> None:
    """A Rancor Bob owns on Alice's creature returns to Bob's hand (404.1: its owner's)."""
    done = play(_rancor_died(owner="B"), RESOLVE)
    rancor = done.state.object("rancor")
    assert rancor.zone is Zone.HAND and rancor.owner == "B"
    assert rancor.id in {o.id for o in done.state.zone(Zone.HAND, "B")}


def test_rancor_that_left_the_graveyard_first_is_a_new_object_400_7() -> None:
    """The card is exiled with the trigger on the stack: the ability can't find it, and the
    card stays in exile."""
    died = _rancor_died()
    moved = play(died, {"type": "move_object", "object": "rancor", "to": "exile"}).state
    done = play(moved, RESOLVE)
    assert done.state.object("rancor").zone is Zone.EXILE
    assert cites(done.log, "400.7")


def test_a_card_back_in_the_graveyard_is_still_a_new_object_400_7() -> None:
    died = _rancor_died()
    away = play(died, {"type": "move_object", "object": "rancor", "to": "exile"}).state
    back = play(away, {"type": "move_object", "object": "rancor", "to": "graveyard"}).state
    done = play(back, RESOLVE)
    assert done.state.object("rancor").zone is Zone.GRAVEYARD
    assert cites(done.log, "400.7")


def test_a_creature_that_dies_returns_itself_to_hand_603_10a() -> None:
    done = play(_bolt(_board({"id": "tree", "card": "Weatherseed Treefolk"}), "tree"), RESOLVE)
    assert done.state.object("tree").zone is Zone.HAND


def test_a_creature_that_dies_is_exiled_from_the_graveyard() -> None:
    died = _bolt(_board({"id": "mummy", "card": "Cyclopean Mummy"}), "mummy")
    assert died.object("mummy").zone is Zone.GRAVEYARD
    done = play(died, RESOLVE)
    assert done.state.object("mummy").zone is Zone.EXILE


def test_the_exile_does_nothing_once_the_card_has_left_the_graveyard_400_7() -> None:
    died = _bolt(_board({"id": "mummy", "card": "Cyclopean Mummy"}), "mummy")
    moved = play(died, {"type": "move_object", "object": "mummy", "to": "hand"}).state
    done = play(moved, RESOLVE)
    assert done.state.object("mummy").zone is Zone.HAND


def test_dark_revenant_goes_on_top_of_its_owners_library_401_2() -> None:
    done = play(_bolt(_board({"id": "rev", "card": "Dark Revenant"}), "rev"), RESOLVE)
    library = done.state.zone(Zone.LIBRARY, "A")
    assert library[0].id == "rev" and len(library) == 3


def test_alabaster_dragon_is_shuffled_into_its_owners_library_701_24c() -> None:
    """Five damage from Beacon of Destruction kills the 4/4 Dragon; the Beacon shuffles itself
    into the library as it resolves, then the Dragon's ability shuffles the Dragon in."""
    state = _board({"id": "dragon", "card": "Alabaster Dragon"}, hand=("Beacon of Destruction",))
    died = _bolt(state, "dragon")
    assert died.object("hand0").zone is Zone.LIBRARY, "the Beacon shuffled itself in"
    assert died.object("dragon").zone is Zone.GRAVEYARD
    done = play(died, RESOLVE)
    assert done.state.object("dragon").zone is Zone.LIBRARY
    assert len(done.state.zone(Zone.LIBRARY, "A")) == 4
    assert cites(done.log, "701.24c") or cites(done.log, "701.24a")
