"""A permanent that is a creature only while a condition holds (611.3a), its types and its base
power and toughness changed by its own static ability:

    Metalcraft — ~ is a 5/5 Golem artifact creature as long as you control three or more
    artifacts.                                                                (Rusted Relic)

Two effects of the one ability, each with the condition `as_long_as` (engine.rules.
static_conditions, checked continuously): `add_card_types` in layer 4 (613.1d: it becomes an
artifact creature with the creature type, keeping its other types, 205.1b) and
`set_power_toughness` in layer 7b (613.4b: base power and toughness N/N; effects that modify
them, counters included, still apply in 7c). While the condition doesn't hold it is a
noncreature artifact again, with no power or toughness, and damage marked on it doesn't matter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.oracle.grammar.static import condition_words
from engine.oracle.lowering import LineContext, static_ability

GRAMMAR = r"""
%extend static_body: SELF CA_IS_A PT SUBTYPE? ca_creature_types AS_LONG_AS static_condition -> ca_self_is_creature
ca_creature_types: CA_ARTIFACT_CREATURE -> ca_artifact_creature
                 | CA_CREATURE -> ca_creature
CA_IS_A: "is a"
CA_ARTIFACT_CREATURE: "artifact creature"
CA_CREATURE: "creature"
"""

_TYPE_WORDS = {("Artifact", "Creature"): "artifact creature", ("Creature",): "creature"}


def conditional_animation_words(abilities: Sequence[Ability]) -> str | None:
    """The line of this module's two abilities, or None."""
    if len(abilities) != 2 or not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    types, pt = abilities
    assert isinstance(types, StaticAbility) and isinstance(pt, StaticAbility)
    if (types.effect, pt.effect) != ("add_card_types", "set_power_toughness"):
        return None
    condition = types.params.get("as_long_as")
    if (
        set(types.params) != {"objects", "types", "subtypes", "as_long_as"}
        or set(pt.params) != {"objects", "power", "toughness", "as_long_as"}
        or types.params["objects"] != ("self",)
        or pt.params["objects"] != ("self",)
        or pt.params["as_long_as"] != condition
    ):
        return None
    words = condition_words(condition)
    kind = _TYPE_WORDS.get(tuple(types.params["types"]))
    subtypes = tuple(types.params["subtypes"])
    power, toughness = pt.params["power"], pt.params["toughness"]
    if words is None or kind is None or len(subtypes) > 1:
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in (power, toughness)):
        return None
    what = " ".join((f"{power}/{toughness}", *subtypes, kind))
    return f"~ is a {what} as long as {words}."


class ConditionalAnimationLowering:
    ctx: LineContext

    def ca_artifact_creature(self, items: list[Any]) -> tuple[str, ...]:
        return ("Artifact", "Creature")

    def ca_creature(self, items: list[Any]) -> tuple[str, ...]:
        return ("Creature",)

    def ca_self_is_creature(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        pt = next(i for i in items if isinstance(i, Token) and i.type == "PT")
        subtypes = tuple(str(i) for i in items if isinstance(i, Token) and i.type == "SUBTYPE")
        types = next(i for i in items if isinstance(i, tuple))
        condition = items[-1]
        if condition_words(condition) is None:
            raise ValueError("a condition with no words")
        power, toughness = (int(n) for n in str(pt).split("/"))
        return (
            static_ability(
                "",
                "add_card_types",
                objects=("self",),
                types=types,
                subtypes=subtypes,
                as_long_as=condition,
            ),
            static_ability(
                "",
                "set_power_toughness",
                objects=("self",),
                power=power,
                toughness=toughness,
                as_long_as=condition,
            ),
        )
