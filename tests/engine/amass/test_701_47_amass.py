"""Amass (701.47a): "If you don't control an Army creature, create a 0/0 black [subtype] Army
creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature. If it
isn't a [subtype], it becomes a [subtype] in addition to its other types." The older "Amass N" is
amass Zombies N (701.47d). Relentless Advance ("Amass 3.") and Swarming of Moria ("Create a
Treasure token. / Amass Orcs 2.") are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

ADVANCE = {
    "name": "Relentless Advance",
    "type_line": "Sorcery",
    "mana_cost": "{3}{U}",
    "layout": "normal",
    "keywords": ["Amass"],
    "oracle_text": "Amass 3. (Put three +1/+1 counters on an Army you control. If you don't "
    "control one, create a 0/0 black Zombie Army creature token first.)",
}
SWARMING = {
    "name": "Swarming of Moria",
    "type_line": "Sorcery",
    "mana_cost": "{2}{R}",
    "layout": "normal",
    "keywords": ["Amass"],
    "oracle_text": "Create a Treasure token. (It's an artifact with \"{T}, Sacrifice this "
    'artifact: Add one mana of any color.")\nAmass Orcs 2. (Put two +1/+1 counters on an Army '
    "you control. It's also an Orc. If you don't control an Army, create a 0/0 black Orc Army "
    "creature token first.)",
}
INVADE = {
    "name": "Invade the City",
    "type_line": "Sorcery",
    "mana_cost": "{1}{U}{R}",
    "layout": "normal",
    "keywords": ["Amass"],
    "oracle_text": "Amass X, where X is the number of instant and sorcery cards in your "
    "graveyard. (Put X +1/+1 counters on an Army you control. If you don't control one, create "
    "a 0/0 black Zombie Army creature token first.)",
}
RECORDS = {r["name"]: r for r in (ADVANCE, SWARMING, INVADE)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("Relentless Advance", "Amass 3."),
        ("Swarming of Moria", "Create a Treasure token.\nAmass Orcs 2."),
    ],
)
def test_amass_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _cast(state: GameState, card: str, choices: tuple[str, ...] = ()) -> GameState:
    cast = play(state, {"type": "cast", "object": card, "free": True})
    return play(cast.state, RESOLVE, list(choices)).state


def _armies(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if "Army" in chars(state, o).subtypes]


def _a(**more: Any) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "advance", "card": "Relentless Advance"},
                {"id": "swarming", "card": "Swarming of Moria"},
            ],
            **more,
        },
        {"id": "B"},
    )


def test_without_an_army_a_zombie_army_token_is_created_with_the_counters_701_47a_d() -> None:
    cast = play(_a(), {"type": "cast", "object": "advance", "free": True})
    done = play(cast.state, RESOLVE)
    (army,) = _armies(done.state)
    c = chars(done.state, army)
    assert army.token and c.subtypes == ("Zombie", "Army") and c.colors == ("B",)
    assert (c.power, c.toughness) == (3, 3)
    assert cites(done.log, "701.47a")


def test_an_army_you_control_gets_the_counters_and_becomes_the_new_type() -> None:
    state = _cast(_a(), "advance")
    done = _cast(state, "swarming")
    (army,) = _armies(done)
    c = chars(done, army)
    assert army.counter("+1/+1") == 5
    assert "Orc" in c.subtypes and "Zombie" in c.subtypes
    assert any(o.card == "Treasure Token" for o in done.battlefield)


def test_with_two_armies_the_player_chooses_one() -> None:
    state = _a(
        battlefield=[
            {"id": "army1", "card": "Zombie Army", "token": True, "characteristics": _army()},
            {"id": "army2", "card": "Zombie Army", "token": True, "characteristics": _army()},
        ]
    )
    cast = play(state, {"type": "cast", "object": "advance", "free": True})
    asked = pending(cast.state, RESOLVE)
    assert {o.id for o in asked.pending.options} == {"army1", "army2"}
    done = play(cast.state, RESOLVE, ["army2"]).state
    assert done.object("army2").counter("+1/+1") == 3
    assert done.object("army1").counter("+1/+1") == 0
    assert done.object("army1").zone is Zone.BATTLEFIELD


def _army() -> dict[str, Any]:
    return {
        "types": ["Creature"],
        "subtypes": ["Zombie", "Army"],
        "power": 1,
        "toughness": 1,
        "colors": ["B"],
    }


def test_amass_x_where_x_is_a_count_counts_as_it_resolves_608_2h() -> None:
    compiled = compile_record(INVADE)
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "Amass X, where X is the number of instant and sorcery cards in your graveyard."
    )
    state = _a(
        hand=[{"id": "invade", "card": "Invade the City"}],
        graveyard=[
            {"id": "g1", "card": "Shock"},
            {"id": "g2", "card": "Opt"},
            {"id": "g3", "card": "Grizzly Bears"},
        ],
    )
    done = _cast(state, "invade")
    (army,) = _armies(done)
    assert army.counter("+1/+1") == 2  # two instants; the sorcery itself is still on the stack
