"""Targets named by a creature type (115.1, 205.3m): "target Knight" (any controller), "target
Vampire you control", "another target Merfolk you control" (not the ability's own object).
Voracious Vampire, Blacklance Paragon, Jade Bearer, Venerable Knight and Pirate's Cutlass are
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

VORACIOUS_VAMPIRE = {
    "name": "Voracious Vampire",
    "type_line": "Creature — Vampire Knight",
    "mana_cost": "{2}{B}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Menace"],
    "oracle_text": "Menace\nWhen Voracious Vampire enters the battlefield, target Vampire you "
    "control gets +1/+1 and gains menace until end of turn.",
}
BLACKLANCE_PARAGON = {
    "name": "Blacklance Paragon",
    "type_line": "Creature — Human Knight",
    "mana_cost": "{1}{B}",
    "power": "3",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Flash"],
    "oracle_text": "Flash\nWhen Blacklance Paragon enters the battlefield, target Knight gains "
    "deathtouch and lifelink until end of turn.",
}
JADE_BEARER = {
    "name": "Jade Bearer",
    "type_line": "Creature — Merfolk Shaman",
    "mana_cost": "{G}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Jade Bearer enters the battlefield, put a +1/+1 counter on another "
    "target Merfolk you control.",
}
VENERABLE_KNIGHT = {
    "name": "Venerable Knight",
    "type_line": "Creature — Human Knight",
    "mana_cost": "{W}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Venerable Knight dies, put a +1/+1 counter on target Knight you control.",
}
PIRATES_CUTLASS = {
    "name": "Pirate's Cutlass",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{3}",
    "layout": "normal",
    "keywords": ["Equip"],
    "oracle_text": "When Pirate's Cutlass enters the battlefield, attach it to target Pirate you "
    "control.\nEquipped creature gets +2/+1.\nEquip {2} ({2}: Attach to target creature you "
    "control. Equip only as a sorcery.)",
}
CARDS = {
    card["name"]: card
    for card in (
        VORACIOUS_VAMPIRE,
        BLACKLANCE_PARAGON,
        JADE_BEARER,
        VENERABLE_KNIGHT,
        PIRATES_CUTLASS,
    )
}
RESOLVE = {"type": "resolve"}
KNIGHT = {"types": ["Creature"], "subtypes": ["Human", "Knight"], "power": 2, "toughness": 2}
VAMPIRE = {"types": ["Creature"], "subtypes": ["Vampire"], "power": 1, "toughness": 1}
MERFOLK = {"types": ["Creature"], "subtypes": ["Merfolk"], "power": 1, "toughness": 1}
PIRATE = {"types": ["Creature"], "subtypes": ["Human", "Pirate"], "power": 1, "toughness": 1}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


def cast(card: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "free": True}


@pytest.mark.parametrize("record", list(CARDS.values()), ids=list(CARDS))
def test_the_cards_compile_as_automated_and_print_back_their_text(record: Any) -> None:
    assert compile_record(record).label == AUTOMATED


def test_target_vampire_you_control_offers_only_your_vampires_115_1() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "voracious", "card": "Voracious Vampire"}],
            "battlefield": [
                {"id": "bat", "card": "Vampire Bat", "characteristics": VAMPIRE},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [{"id": "theirs", "card": "Their Vampire", "characteristics": VAMPIRE}],
        },
    )
    cast_it = play(state, cast("voracious")).state
    asked = pending(cast_it, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.TARGET and asked.rule == "603.3d"
    # Itself and the Bat: not the Bears (no Vampire), not Bob's Vampire (not yours).
    assert {o.id for o in asked.options} == {"voracious", "bat"}
    entered = play(cast_it, RESOLVE, ["bat"])
    done = play(entered.state, RESOLVE)
    bat = chars(done.state, done.state.object("bat"))
    assert (bat.power, bat.toughness) == (2, 2)
    assert bat.has("menace")
    assert cites(done.log, "611.2a")


def test_target_knight_is_any_players_knight_and_gains_two_keywords() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "paragon", "card": "Blacklance Paragon"}]},
        {
            "id": "B",
            "battlefield": [{"id": "knight", "card": "Their Knight", "characteristics": KNIGHT}],
        },
    )
    cast_it = play(state, cast("paragon")).state
    asked = pending(cast_it, RESOLVE).pending
    assert asked is not None and {o.id for o in asked.options} == {"paragon", "knight"}
    done = play(play(cast_it, RESOLVE, ["knight"]).state, RESOLVE)
    knight = chars(done.state, done.state.object("knight"))
    assert knight.has("deathtouch") and knight.has("lifelink")
    assert not chars(done.state, done.state.object("paragon")).has("lifelink")


def test_another_target_merfolk_is_never_jade_bearer_itself_115_1() -> None:
    alone = board({"id": "A", "hand": [{"id": "jade", "card": "Jade Bearer"}]}, {"id": "B"})
    entered = play(play(alone, cast("jade")).state, RESOLVE)
    # No other Merfolk: the ability has no legal target and is removed (603.3d).
    assert entered.state.zone(Zone.STACK) == ()
    assert cites(entered.log, "603.3d")
    assert entered.state.object("jade").counter("+1/+1") == 0

    state = board(
        {
            "id": "A",
            "hand": [{"id": "jade", "card": "Jade Bearer"}],
            "battlefield": [{"id": "merrow", "card": "Merrow", "characteristics": MERFOLK}],
        },
        {"id": "B"},
    )
    entered = play(play(state, cast("jade")).state, RESOLVE)  # the one legal target: the Merrow
    done = play(entered.state, RESOLVE)
    assert done.state.object("merrow").counter("+1/+1") == 1
    assert done.state.object("jade").counter("+1/+1") == 0


def test_venerable_knight_dies_and_puts_a_counter_on_your_other_knight_700_4() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "venerable", "card": "Venerable Knight"},
                {"id": "knight", "card": "My Knight", "characteristics": KNIGHT},
            ],
        },
        {
            "id": "B",
            "battlefield": [{"id": "theirs", "card": "Their Knight", "characteristics": KNIGHT}],
        },
    )
    died = play(state, {"type": "move_object", "object": "venerable", "to": "graveyard"})
    # The dead Knight is no target any more; Bob's Knight isn't yours: one legal target.
    assert cites(died.log, "603.3d")
    done = play(died.state, RESOLVE)
    assert done.state.object("knight").counter("+1/+1") == 1
    assert done.state.object("theirs").counter("+1/+1") == 0


def test_pirates_cutlass_attaches_itself_to_your_pirate_701_3a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "cutlass", "card": "Pirate's Cutlass"}],
            "battlefield": [
                {"id": "pirate", "card": "Deckhand", "characteristics": PIRATE},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    entered = play(play(state, cast("cutlass")).state, RESOLVE)  # the Pirate: the only target
    done = play(entered.state, RESOLVE)
    assert done.state.object("cutlass").attached_to == "pirate"
    pirate = chars(done.state, done.state.object("pirate"))
    assert (pirate.power, pirate.toughness) == (3, 2)
    assert cites(done.log, "701.3a")
