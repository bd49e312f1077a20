"""An optional payment as a triggered ability resolves (603.5, 608.2c): "you may pay {2}. If you
do, [effect]." The controller chooses on resolution; the sentence after "If you do," happens only
if they paid, from their mana pool. Dawn of Hope, Soul Net, Myrsmith and Underhanded Designs are
compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

DAWN_OF_HOPE = {
    "name": "Dawn of Hope",
    "type_line": "Enchantment",
    "mana_cost": "{1}{W}",
    "layout": "normal",
    "oracle_text": "Whenever you gain life, you may pay {2}. If you do, draw a card.\n{3}{W}: "
    "Create a 1/1 white Soldier creature token with lifelink.",
}
SOUL_NET = {
    "name": "Soul Net",
    "type_line": "Artifact",
    "mana_cost": "{1}",
    "layout": "normal",
    "oracle_text": "Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.",
}
MYRSMITH = {
    "name": "Myrsmith",
    "type_line": "Creature — Human Artificer",
    "mana_cost": "{1}{W}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Whenever you cast an artifact spell, you may pay {1}. If you do, create a 1/1 "
    "colorless Myr artifact creature token.",
}
UNDERHANDED_DESIGNS = {
    "name": "Underhanded Designs",
    "type_line": "Enchantment",
    "mana_cost": "{1}{B}",
    "layout": "normal",
    "oracle_text": "Whenever an artifact enters the battlefield under your control, you may pay "
    "{1}. If you do, each opponent loses 1 life and you gain 1 life.\n{1}{B}, Sacrifice "
    "Underhanded Designs: Destroy target creature. Activate only if you control two or more "
    "artifacts.",
}
RECORDS = {r["name"]: r for r in (DAWN_OF_HOPE, SOUL_NET, MYRSMITH, UNDERHANDED_DESIGNS)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_the_cards_compile_automated_and_print_their_text(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert "you may pay {" in compiled.printed and ". If you do, " in compiled.printed


def _helix_with_dawn_of_hope(pool: dict[str, int]) -> GameState:
    state = board(
        {
            "id": "A",
            "mana_pool": pool,
            "hand": [{"id": "helix", "card": "Lightning Helix"}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "dawn", "card": "Dawn of Hope"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "helix", "targets": ["B"], "free": True})
    helix = play(cast.state, RESOLVE)  # 3 damage to B, A gains 3: Dawn of Hope triggers
    assert cites(helix.log, "603.2")
    return helix.state


def test_dawn_of_hope_paying_two_draws_a_card_603_5() -> None:
    state = _helix_with_dawn_of_hope({"C": 2})
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    paid = play(state, RESOLVE, ["pay"])
    done = paid.state
    assert done.object("top").zone is Zone.HAND
    assert sum(done.player("A").mana_pool.values()) == 0
    assert done.player("A").life == 23
    assert cites(paid.log, "603.5") and cites(paid.log, "608.2c")


def test_dawn_of_hope_declining_draws_nothing_and_keeps_the_mana() -> None:
    done = play(_helix_with_dawn_of_hope({"C": 2}), RESOLVE, ["decline"]).state
    assert done.object("top").zone is Zone.LIBRARY
    assert done.player("A").mana_pool.get("C") == 2


def test_dawn_of_hope_with_too_little_mana_there_is_no_choice_and_no_draw() -> None:
    done = play(_helix_with_dawn_of_hope({"C": 1}), RESOLVE)
    assert done.pending is None
    assert done.state.object("top").zone is Zone.LIBRARY
    assert done.state.player("A").mana_pool.get("C") == 1


def test_soul_net_gains_a_life_when_a_creature_dies_and_one_is_paid() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 1},
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "net", "card": "Soul Net"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True})
    died = play(cast.state, RESOLVE).state
    assert died.object("bears").zone is Zone.GRAVEYARD
    done = play(died, RESOLVE, ["pay"]).state
    assert done.player("A").life == 21
    assert sum(done.player("A").mana_pool.values()) == 0


def test_myrsmith_paying_one_makes_a_myr_as_an_artifact_spell_is_cast() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"C": 1},
            "hand": [{"id": "thopter", "card": "Ornithopter"}],
            "battlefield": [{"id": "smith", "card": "Myrsmith"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "thopter", "free": True})
    assert cites(cast.log, "603.2")
    done = play(cast.state, RESOLVE, ["pay"]).state  # the trigger, above Ornithopter
    (myr,) = [o for o in done.battlefield if o.token]
    c = chars(done, myr)
    assert myr.card == "Myr Token" and (c.power, c.toughness, c.colors) == (1, 1, ())
    assert c.is_type("Artifact") and c.is_type("Creature")
    assert done.object("thopter").zone is Zone.STACK


def test_underhanded_designs_drains_one_when_an_artifact_enters_and_one_is_paid() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"B": 1},
            "hand": [{"id": "thopter", "card": "Ornithopter"}],
            "battlefield": [{"id": "designs", "card": "Underhanded Designs"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "thopter", "free": True})
    entered = play(cast.state, RESOLVE).state
    assert entered.object("thopter").zone is Zone.BATTLEFIELD
    done = play(entered, RESOLVE, ["pay"]).state
    assert (done.player("A").life, done.player("B").life) == (21, 19)
