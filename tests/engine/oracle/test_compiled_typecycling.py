"""Compiled real cards with typecycling (702.29e): the keyword line compiles to the ability it
stands for, prints back as itself, and a line of two typecycling keywords is left (its abilities
don't share a printed line yet). The scenarios are in tests/engine/typecycling."""

from __future__ import annotations

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.printer import print_card

SHORELINE_RANGER = {
    "name": "Shoreline Ranger",
    "type_line": "Creature — Bird Soldier",
    "mana_cost": "{5}{U}",
    "power": "3",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Flying\nIslandcycling {2} ({2}, Discard this card: Search your library for an Island card, reveal it, put it into your hand, then shuffle.)",
}
IGNEOUS_POUNCER = {
    "name": "Igneous Pouncer",
    "type_line": "Creature — Elemental Cat",
    "mana_cost": "{4}{B}{R}",
    "power": "5",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Haste\nSwampcycling {2}, mountaincycling {2} ({2}, Discard this card: Search your library for a Swamp or Mountain card, reveal it, put it into your hand, then shuffle.)",
}


def test_islandcycling_compiles_to_a_search_from_the_hand_and_prints_back() -> None:
    compiled = compile_record(SHORELINE_RANGER)
    assert compiled.label == AUTOMATED
    (cycling,) = [a for a in compiled.definition.abilities if getattr(a, "keyword", "")]
    assert cycling.keyword == "Islandcycling"
    (search,) = cycling.effects
    assert (search.kind, search.params["card"], search.params["into"]) == (
        "search_library",
        "island",
        "hand",
    )
    assert cycling.cost.discard_self and cycling.cost.mana == "{2}"
    assert print_card(compiled.definition).splitlines() == ["Flying", "Islandcycling {2}"]


def test_two_typecycling_keywords_on_one_line_are_two_abilities_702_29e() -> None:
    compiled = compile_record(IGNEOUS_POUNCER)
    assert compiled.label == AUTOMATED
    cyclings = [a for a in compiled.definition.abilities if getattr(a, "keyword", "")]
    assert [a.keyword for a in cyclings] == ["Swampcycling", "Mountaincycling"]
