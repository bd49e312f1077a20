"""Compiled real cards whose keyword lines stand for abilities of permanents (702): the keyword
line compiles to the abilities the keyword means and prints back as itself, and the card plays
by those abilities (board, action, expected zones, counters and the log's rule numbers)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

CLOUDSKATE = {
    "name": "Cloudskate",
    "type_line": "Creature — Illusion",
    "mana_cost": "{1}{U}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Flying\nFading 3 (This creature enters the battlefield with three fade "
    "counters on it. At the beginning of your upkeep, remove a fade counter from it. If you "
    "can't, sacrifice it.)",
}
AVEN_RIFTWATCHER = {
    "name": "Aven Riftwatcher",
    "type_line": "Creature — Bird Rebel Soldier",
    "mana_cost": "{2}{W}",
    "power": "2",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Flying\nVanishing 3 (This creature enters with three time counters on it. "
    "At the beginning of your upkeep, remove a time counter from it. When the last is removed, "
    "sacrifice it.)\nWhen Aven Riftwatcher enters or leaves the battlefield, you gain 2 life.",
}
IMPERIOUS_OLIGARCH = {
    "name": "Imperious Oligarch",
    "type_line": "Creature — Human Cleric",
    "mana_cost": "{W}{B}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Vigilance\nAfterlife 1 (When this creature dies, create a 1/1 white and "
    "black Spirit creature token with flying.)",
}

ALBINO_TROLL = {
    "name": "Albino Troll",
    "type_line": "Creature — Troll",
    "mana_cost": "{1}{G}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Echo {1}{G} (At the beginning of your upkeep, if this came under your control "
    "since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)\n"
    "{1}{G}: Regenerate Albino Troll.",
}
MYSTIC_REMORA = {
    "name": "Mystic Remora",
    "type_line": "Enchantment",
    "mana_cost": "{U}",
    "layout": "normal",
    "oracle_text": "Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on "
    "this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on "
    "it.)\nWhenever an opponent casts a noncreature spell, you may draw a card unless that "
    "player pays {4}.",
}
ANGEL_OF_INVENTION = {
    "name": "Angel of Invention",
    "type_line": "Creature — Angel",
    "mana_cost": "{3}{W}{W}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Flying, vigilance, lifelink\nFabricate 2 (When this creature enters the "
    "battlefield, put two +1/+1 counters on it or create two 1/1 colorless Servo artifact "
    "creature tokens.)\nOther creatures you control get +1/+1.",
}
ARCBOUND_BRUISER = {
    "name": "Arcbound Bruiser",
    "type_line": "Artifact Creature — Golem",
    "mana_cost": "{5}",
    "power": "0",
    "toughness": "0",
    "layout": "normal",
    "oracle_text": "Modular 3 (This creature enters the battlefield with three +1/+1 counters on "
    "it. When it dies, you may put its +1/+1 counters on target artifact creature.)",
}
BLOOD_OGRE = {
    "name": "Blood Ogre",
    "type_line": "Creature — Ogre Warrior",
    "mana_cost": "{2}{R}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature "
    "enters the battlefield with a +1/+1 counter on it.)\nFirst strike (This creature deals "
    "combat damage before creatures without first strike.)",
}
ADAPTIVE_SNAPJAW = {
    "name": "Adaptive Snapjaw",
    "type_line": "Creature — Lizard Beast",
    "mana_cost": "{4}{G}",
    "power": "6",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Evolve (Whenever a creature enters the battlefield under your control, if "
    "that creature has greater power or toughness than this creature, put a +1/+1 counter on "
    "this creature.)",
}
DEADBRIDGE_GOLIATH = {
    "name": "Deadbridge Goliath",
    "type_line": "Creature — Insect",
    "mana_cost": "{2}{G}{G}",
    "power": "5",
    "toughness": "5",
    "layout": "normal",
    "oracle_text": "Scavenge {4}{G}{G} ({4}{G}{G}, Exile this card from your graveyard: Put a "
    "number of +1/+1 counters equal to this card's power on target creature. Scavenge only as "
    "a sorcery.)",
}
ARCHFIEND_OF_SORROWS = {
    "name": "Archfiend of Sorrows",
    "type_line": "Creature — Demon",
    "mana_cost": "{5}{B}{B}",
    "power": "6",
    "toughness": "6",
    "layout": "normal",
    "oracle_text": "Flying\nWhen Archfiend of Sorrows enters the battlefield, creatures your "
    "opponents control get -2/-2 until end of turn.\nUnearth {3}{B}{B} ({3}{B}{B}: Return this "
    "card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of "
    "the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
}

CARDS: dict[str, Mapping[str, Any]] = {
    card["name"]: card for card in (CLOUDSKATE, IMPERIOUS_OLIGARCH, ANGEL_OF_INVENTION)
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


@pytest.mark.parametrize(
    ("record", "printed"),
    [
        (CLOUDSKATE, "Flying\nFading 3"),
        (IMPERIOUS_OLIGARCH, "Vigilance\nAfterlife 1"),
        (ALBINO_TROLL, "Echo {1}{G}\n{1}{G}: Regenerate ~."),
        (ARCBOUND_BRUISER, "Modular 3"),
        (BLOOD_OGRE, "Bloodthirst 1\nFirst strike"),
        (ADAPTIVE_SNAPJAW, "Evolve"),
        (DEADBRIDGE_GOLIATH, "Scavenge {4}{G}{G}"),
    ],
)
def test_the_keyword_line_compiles_and_prints_back(record: Mapping[str, Any], printed: str) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def test_vanishing_with_its_enters_or_leaves_line_is_automated() -> None:
    # "When ~ enters or leaves the battlefield, you gain 2 life." (603.6a, 603.6c) applies too.
    compiled = compile_record(AVEN_RIFTWATCHER)
    assert compiled.label == AUTOMATED
    assert [line.text for line in compiled.lines if line.applied] == [
        "Flying",
        "Vanishing 3",
        "When ~ enters or leaves the battlefield, you gain 2 life.",
    ]


def test_cloudskate_enters_with_three_fade_counters_and_loses_one_each_upkeep_702_32a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "skate", "card": "Cloudskate"}], "library": _library("a")},
        {"id": "B", "library": _library("b")},
    )
    entered = resolve_all(settle(state, {"type": "cast", "object": "skate", "free": True}).state)
    assert entered.object("skate").zone is Zone.BATTLEFIELD
    assert entered.object("skate").counter("fade") == 3
    upkeep = settle(entered, {"type": "advance", "to": "upkeep", "turn": "next"})
    upkeep = settle(upkeep.state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert cites(upkeep.log, "702.32a")
    done = resolve_all(upkeep.state)
    assert done.object("skate").counter("fade") == 2


def test_imperious_oligarch_dies_and_leaves_a_spirit_702_135a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "oligarch", "card": "Imperious Oligarch"}],
        },
        {"id": "B"},
    )
    cast = settle(
        state, {"type": "cast", "object": "murder", "targets": ["oligarch"], "free": True}
    )
    died = settle(cast.state, {"type": "resolve"})
    assert cites(died.log, "702.135a")
    done: GameState = resolve_all(died.state)
    assert [o.card for o in done.battlefield if o.token] == ["Spirit Token"]


def _library(prefix: str) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": "Swamp"} for i in range(3)]


def test_cards_whose_other_lines_dont_compile_keep_the_keyword_line() -> None:
    for record, keyword_line in (
        (MYSTIC_REMORA, "Cumulative upkeep {1}"),
        (ARCHFIEND_OF_SORROWS, "Unearth {3}{B}{B}"),
        (ANGEL_OF_INVENTION, "Fabricate 2"),
    ):
        compiled = compile_record(record)
        assert keyword_line in [line.text for line in compiled.lines if line.applied]


def test_angel_of_invention_takes_two_counters_at_the_first_answer_702_123a() -> None:
    state = board({"id": "A", "hand": [{"id": "angel", "card": "Angel of Invention"}]}, {"id": "B"})
    cast = settle(state, {"type": "cast", "object": "angel", "free": True})
    entered = settle(cast.state, {"type": "resolve"})
    assert cites(entered.log, "702.123a")
    done = resolve_all(entered.state)  # answers "counters" first: two +1/+1 counters
    assert done.object("angel").counter("+1/+1") == 2
