"""A permanent that becomes a creature whose power and toughness count its counters, and the
counters it enters with (Chimeric Mass):

    ~ enters with X charge counters on it.
    {1}: Until end of turn, ~ becomes a Construct artifact creature with "~'s power and
    toughness are each equal to the number of charge counters on it."

"X charge counters" is `enters_with_counters` with the count "x", the X its spell was cast
with (107.3m, 614.1c). The animation is the instruction `becomes_counted_creature`
(engine.instructions.creature_types): the card types and creature type until end of turn (layer
4, 613.1d), and the granted ability's power and toughness in layer 7b (613.4b; an ability an
effect grants is no characteristic-defining ability, 604.3a), counted continuously.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend static_body: SELF "enters with" "x" COUNTER_KIND "counters" "on it" -> enters_with_x_counters
%extend sentence: EOT_FRONT SELF CNA_BECOMES_A SUBTYPE? ca_creature_types CNA_WITH_COUNTED -> cna_becomes_counted
CNA_BECOMES_A: "becomes a"
// \x22: a double quote (a literal one would read as the start of a lowercase string)
CNA_WITH_COUNTED: /with \x22~'s power and toughness are each equal to the number of [a-z]+ counters on it\.\x22/
"""

_TYPE_WORDS = {("Artifact", "Creature"): "artifact creature", ("Creature",): "creature"}
_PREFIX = "with \"~'s power and toughness are each equal to the number of "


def counted_animation_words(effects: tuple[Instruction, ...], start: int) -> tuple[str, int] | None:
    """The sentence of a `becomes_counted_creature` of the object itself at `start`, or None.
    It ends with its quoted ability's full stop."""
    step_ = effects[start]
    if step_.kind != "becomes_counted_creature":
        return None
    p = step_.params
    kind = _TYPE_WORDS.get(tuple(p.get("types", ())))
    subtypes = tuple(p.get("subtypes", ()))
    counted = p.get("counter_kind")
    if set(p) != {"to", "types", "subtypes", "counter_kind"} or p.get("to") != "self":
        return None
    if kind is None or len(subtypes) > 1 or not isinstance(counted, str):
        return None
    what = " ".join((*subtypes, kind))
    article = "an" if what[:1].lower() in "aeiou" else "a"
    text = f'until end of turn, ~ becomes {article} {what} {_PREFIX}{counted} counters on it."'
    return text, start + 1


class CountedAnimationLowering:
    ctx: LineContext

    def cna_becomes_counted(self, items: list[Any]) -> Effects:
        subtypes = tuple(str(i) for i in items if isinstance(i, Token) and i.type == "SUBTYPE")
        types = next(i for i in items if isinstance(i, tuple))
        if subtypes and subtypes[0][:1].lower() in "aeiou":
            raise ValueError('"a" before a vowel')
        quoted = str(items[-1])
        counted = quoted.removeprefix(_PREFIX).removesuffix(' counters on it."')
        from engine.oracle.grammar.costs import COUNTER_KINDS

        if counted not in COUNTER_KINDS:
            raise ValueError(f"{counted} counters")
        return (
            step(
                "becomes_counted_creature",
                to="self",
                types=types,
                subtypes=subtypes,
                counter_kind=counted,
            ),
        )
