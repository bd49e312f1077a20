"""Ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." The cost is paid as the
ability resolves (118.12a) by the targeting spell's controller: mana from their pool, life, a
card discarded. Tomakul Honor Guard (Ward {2}), Mica, Reader of Ruins (Ward—Pay 3 life.),
Spectral Snatcher (Ward—Discard a card.) and Colossal Skyturtle ("Flying, ward {2}") are
compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

GUARD = {
    "name": "Tomakul Honor Guard",
    "type_line": "Creature — Human Soldier",
    "mana_cost": "{1}{G}",
    "power": "3",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Ward"],
    "oracle_text": "Ward {2} (Whenever this creature becomes the target of a spell or ability an "
    "opponent controls, counter it unless that player pays {2}.)",
}
MICA = {
    "name": "Mica, Reader of Ruins",
    "type_line": "Legendary Creature — Human Artificer",
    "mana_cost": "{3}{R}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Ward"],
    "oracle_text": "Ward—Pay 3 life.",
}
SNATCHER = {
    "name": "Spectral Snatcher",
    "type_line": "Creature — Spirit",
    "mana_cost": "{4}{B}{B}",
    "power": "6",
    "toughness": "5",
    "layout": "normal",
    "keywords": ["Swampcycling", "Ward"],
    "oracle_text": "Ward—Discard a card. (Whenever this creature becomes the target of a spell or "
    "ability an opponent controls, counter it unless that player discards a card.)\n"
    "Swampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal it, "
    "put it into your hand, then shuffle.)",
}
SKYTURTLE = {
    "name": "Colossal Skyturtle",
    "type_line": "Enchantment Creature — Turtle",
    "mana_cost": "{4}{G}{G}{U}",
    "power": "6",
    "toughness": "5",
    "layout": "normal",
    "keywords": ["Channel", "Flying", "Ward"],
    "oracle_text": "Flying, ward {2}\nChannel — {2}{G}, Discard Colossal Skyturtle: Return "
    "target card from your graveyard to your hand.\nChannel — {1}{U}, Discard Colossal "
    "Skyturtle: Return target creature to its owner's hand.",
}
RECORDS = {r["name"]: r for r in (GUARD, MICA, SNATCHER, SKYTURTLE)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("Tomakul Honor Guard", "Ward {2}"),
        ("Mica, Reader of Ruins", "Ward—Pay 3 life."),
        ("Spectral Snatcher", "Ward—Discard a card.\nSwampcycling {2}"),
    ],
)
def test_ward_lines_compile_and_print_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def test_ward_in_a_keyword_line_prints_back() -> None:
    compiled = compile_record(SKYTURTLE)
    assert compiled.lines[0].applied
    assert compiled.printed.splitlines()[0] == "Flying, ward {2}"


def _bolting(card: str, **a: Any) -> GameState:
    """A casts Lightning Bolt at B's creature with ward; the ward ability triggers (603.2)."""
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}, *a.pop("hand", [])], **a},
        {"id": "B", "battlefield": [{"id": "warded", "card": card}]},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["warded"], "free": True})
    assert cites(cast.log, "603.2")
    assert len(cast.state.zone(Zone.STACK)) == 2  # Lightning Bolt and the ward ability above it
    return cast.state


def test_paying_the_mana_lets_the_spell_resolve_702_21a() -> None:
    state = _bolting("Tomakul Honor Guard", mana_pool={"R": 2})
    asked = pending(state, RESOLVE)
    assert asked.pending.decider == "A"
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    paid = play(state, RESOLVE, ["pay"])
    assert paid.state.player("A").mana_pool.get("R", 0) == 0
    assert cites(paid.log, "702.21a") and cites(paid.log, "118.12a")
    assert paid.state.object("bolt").zone is Zone.STACK
    done = play(paid.state, RESOLVE)
    assert done.state.object("warded").zone is Zone.GRAVEYARD


def test_not_paying_counters_the_spell_702_21a() -> None:
    done = play(_bolting("Tomakul Honor Guard", mana_pool={"R": 2}), RESOLVE, ["decline"])
    assert done.state.object("bolt").zone is Zone.GRAVEYARD
    assert not done.state.zone(Zone.STACK)
    assert done.state.object("warded").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.6a") and cites(done.log, "702.21a")


def test_a_player_who_cant_pay_has_only_the_counter_118_12a() -> None:
    state = _bolting("Tomakul Honor Guard", mana_pool={"R": 1})
    asked = pending(state, RESOLVE)
    assert [o.id for o in asked.pending.options] == ["decline"]


def test_ward_pay_life_702_21a_119_4() -> None:
    paid = play(_bolting("Mica, Reader of Ruins"), RESOLVE, ["pay"])
    assert paid.state.player("A").life == 17
    assert paid.state.object("bolt").zone is Zone.STACK
    low = _bolting("Mica, Reader of Ruins", life=2)
    assert [o.id for o in pending(low, RESOLVE).pending.options] == ["decline"]


def test_ward_discard_a_card_the_payer_chooses_which_701_9b() -> None:
    hand = [{"id": "bear", "card": "Grizzly Bears"}, {"id": "forest", "card": "Forest"}]
    state = _bolting("Spectral Snatcher", hand=hand)
    paid = play(state, RESOLVE, ["pay", "forest"])
    assert paid.state.object("forest").zone is Zone.GRAVEYARD
    assert paid.state.object("bear").zone is Zone.HAND
    assert paid.state.object("bolt").zone is Zone.STACK
    empty = _bolting("Spectral Snatcher")
    assert [o.id for o in pending(empty, RESOLVE).pending.options] == ["decline"]


def test_its_controllers_own_spell_doesnt_trigger_ward() -> None:
    state = board(
        {
            "id": "B",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "warded", "card": "Tomakul Honor Guard"}],
        },
        {"id": "A"},
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["warded"], "free": True})
    assert len(cast.state.zone(Zone.STACK)) == 1
    assert not cites(cast.log, "603.2")


def test_a_spell_gone_from_the_stack_isnt_countered_again() -> None:
    """The ward ability resolves after its spell left the stack (here: countered by a second
    ward ability): nothing to counter and no payment asked."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "mana_pool": {"R": 2},
        },
        {"id": "B", "battlefield": [{"id": "warded", "card": "Tomakul Honor Guard"}]},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["warded"], "free": True})
    ward = cast.state.zone(Zone.STACK)[-1]
    gone = cast.state.without_object("bolt")
    done = play(gone, RESOLVE)
    assert ward.id not in {o.id for o in done.state.zone(Zone.STACK)}
    assert cites(done.log, "702.21a")
