"""509.1a-b as static abilities compiled from real cards' Oracle text (engine.oracle.grammar
.static): "Enchanted creature gets +1/+0 and can't be blocked." (the ability is had by what the
Aura is attached to, 303.4m) and "~ can't block and can't be blocked." (both restrictions on the
creature itself), "~ can't be blocked by Dinosaurs." (a creature type, 205.3m), "~ can't be
blocked except by creatures with flying or reach." and "Enchanted creature can block only
creatures with flying." (509.1b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

RECORDS: dict[str, dict[str, Any]] = {
    "Aether Tunnel": {
        "name": "Aether Tunnel",
        "type_line": "Enchantment — Aura",
        "mana_cost": "{1}{U}",
        "layout": "normal",
        "colors": ["U"],
        "oracle_text": "Enchant creature\nEnchanted creature gets +1/+0 and can't be blocked.",
    },
    "Changeling Outcast": {
        "name": "Changeling Outcast",
        "type_line": "Creature — Shapeshifter",
        "mana_cost": "{B}",
        "power": "1",
        "toughness": "1",
        "layout": "normal",
        "colors": ["B"],
        "oracle_text": "Changeling (This card is every creature type.)\nChangeling Outcast can't "
        "block and can't be blocked.",
    },
    "River Darter": {
        "name": "River Darter",
        "type_line": "Creature — Merfolk Warrior",
        "mana_cost": "{2}{U}",
        "power": "2",
        "toughness": "3",
        "layout": "normal",
        "colors": ["U"],
        "oracle_text": "River Darter can't be blocked by Dinosaurs.",
    },
    "Orchard Spirit": {
        "name": "Orchard Spirit",
        "type_line": "Creature — Spirit",
        "mana_cost": "{2}{G}",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "colors": ["G"],
        "oracle_text": "Orchard Spirit can't be blocked except by creatures with flying or reach.",
    },
    "Air Bladder": {
        "name": "Air Bladder",
        "type_line": "Enchantment — Aura",
        "mana_cost": "{U}",
        "layout": "normal",
        "colors": ["U"],
        "oracle_text": "Enchant creature\nEnchanted creature has flying.\nEnchanted creature can "
        "block only creatures with flying.",
    },
}
TEST_DINOSAUR = {
    "name": "Test Dinosaur",
    "type_line": "Creature — Dinosaur",
    "mana_cost": "{1}{G}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "colors": ["G"],
    "oracle_text": "",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({**RECORDS, "Test Dinosaur": TEST_DINOSAUR})


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_is_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def attacking(a: list[dict[str, Any]], b: list[dict[str, Any]], active: str = "A") -> GameState:
    """`active`'s creature "att" attacks; the declare blockers step follows."""
    state = board(
        {"id": "A", "name": "Alice", "battlefield": a},
        {"id": "B", "name": "Bob", "battlefield": b},
        turn={"number": 3, "active_player": active, "step": "declare_attackers"},
    )
    defender = "B" if active == "A" else "A"
    state = play(state, {"type": "attack", "attackers": {"att": defender}}).state
    return play(state, {"type": "advance"}).state


def refused_block(state: GameState, blockers: dict[str, str]) -> str:
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "block", "blockers": blockers})
    return str(refused.value.rule)


def test_the_enchanted_creature_gets_the_bonus_and_cant_be_blocked() -> None:
    state = attacking(
        [
            {"id": "att", "card": "Grizzly Bears"},
            {"id": "tunnel", "card": "Aether Tunnel", "attached_to": "att"},
        ],
        [{"id": "giant", "card": "Hill Giant"}],
    )
    c = chars(state, state.object("att"))
    assert (c.power, c.toughness) == (3, 2)
    assert refused_block(state, {"giant": "att"}) == "509.1b"
    result = play(state, {"type": "advance", "to": "end_of_combat"})
    assert result.state.player("B").life == 17  # unblocked: 3 damage


def test_without_the_aura_the_creature_can_be_blocked() -> None:
    state = attacking(
        [{"id": "att", "card": "Grizzly Bears"}], [{"id": "giant", "card": "Hill Giant"}]
    )
    after = play(state, {"type": "block", "blockers": {"giant": "att"}}).state
    assert after.combat is not None and after.combat.blockers_of("att") == ("giant",)


def test_changeling_outcast_cant_be_blocked() -> None:
    state = attacking(
        [{"id": "att", "card": "Changeling Outcast"}], [{"id": "giant", "card": "Hill Giant"}]
    )
    assert refused_block(state, {"giant": "att"}) == "509.1b"


def test_changeling_outcast_cant_block() -> None:
    state = attacking(
        [{"id": "outcast", "card": "Changeling Outcast"}],
        [{"id": "att", "card": "Grizzly Bears"}],
        active="B",
    )
    assert refused_block(state, {"outcast": "att"}) == "509.1a"


def test_river_darter_cant_be_blocked_by_a_dinosaur() -> None:
    state = attacking(
        [{"id": "att", "card": "River Darter"}],
        [{"id": "dino", "card": "Test Dinosaur"}, {"id": "bears", "card": "Grizzly Bears"}],
    )
    assert refused_block(state, {"dino": "att"}) == "509.1b"
    after = play(state, {"type": "block", "blockers": {"bears": "att"}}).state
    assert after.combat is not None and after.combat.blockers_of("att") == ("bears",)


def test_orchard_spirit_is_blocked_only_by_flying_or_reach() -> None:
    state = attacking(
        [{"id": "att", "card": "Orchard Spirit"}],
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "spider", "card": "Giant Spider"},
            {"id": "angel", "card": "Serra Angel"},
        ],
    )
    assert refused_block(state, {"bears": "att"}) == "509.1b"
    for blocker in ("spider", "angel"):
        after = play(state, {"type": "block", "blockers": {blocker: "att"}}).state
        assert after.combat is not None and after.combat.blockers_of("att") == (blocker,)


def test_air_bladders_creature_blocks_only_flyers() -> None:
    bladder = [
        {"id": "elves", "card": "Llanowar Elves"},
        {"id": "aura", "card": "Air Bladder", "attached_to": "elves"},
    ]
    walker = attacking(bladder, [{"id": "att", "card": "Grizzly Bears"}], active="B")
    assert "flying" in chars(walker, walker.object("elves")).keywords
    assert refused_block(walker, {"elves": "att"}) == "509.1b"
    flyer = attacking(bladder, [{"id": "att", "card": "Serra Angel"}], active="B")
    after = play(flyer, {"type": "block", "blockers": {"elves": "att"}}).state
    assert after.combat is not None and after.combat.blockers_of("att") == ("elves",)
