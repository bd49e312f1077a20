"""Compiled "becomes a N/N [type] creature with [keyword] until end of turn. It's still a land."
(205.1b, engine.oracle.grammar.land_animation): Elemental Uprising compiles automated and prints
back; the same words of a target that may not be a land aren't read. Scenarios:
tests/engine/land_animation."""

from __future__ import annotations

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.printer import print_card

UPRISING_TEXT = (
    "Target land you control becomes a 4/4 Elemental creature with haste until end of turn. "
    "It's still a land. It must be blocked this turn if able."
)


def _instant(name: str, text: str) -> dict[str, str]:
    return {
        "name": name,
        "type_line": "Instant",
        "mana_cost": "{1}{G}",
        "layout": "normal",
        "oracle_text": text,
    }


def test_elemental_uprising_compiles_to_three_layers_and_a_blocking_requirement() -> None:
    compiled = compile_record(_instant("Elemental Uprising", UPRISING_TEXT))
    assert compiled.label == AUTOMATED
    (spell,) = compiled.definition.abilities
    assert spell.targets == ("land_you_control",)
    assert [e.kind for e in spell.effects] == [
        "becomes_creature",
        "set_base_pt",
        "grant_keywords",
        "grant_keywords",
    ]
    assert spell.effects[0].params["subtypes"] == ("Elemental",)
    assert print_card(compiled.definition) == UPRISING_TEXT


def test_still_a_land_of_a_target_creature_is_not_read() -> None:
    text = (
        "Target creature becomes a 4/4 Elemental creature with haste until end of turn. "
        "It's still a land."
    )
    assert compile_record(_instant("Not A Card", text)).label != AUTOMATED
