"""Experience counters (122.1; engine.mechanics.player_counters), Mizzix of the Izmagnus:

    Whenever you cast an instant or sorcery spell with mana value greater than the number of
    experience counters you have, you get an experience counter.
    Instant and sorcery spells you cast cost {1} less to cast for each experience counter you
    have.

The cast trigger's "with mana value greater than the number of experience counters you have" is
its param `mana_value_greater_than` (the count `counters_you_have:experience`, compared as the
spell is cast: 601.2i, 202.3); "you get an experience counter" is the instruction
"get_player_counters"; a cost change of spells "for each experience counter you have" is the
`for_each` of engine.rules.counted_effects (counted as the total cost is determined, 601.2f)."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction, StaticAbility
from engine.oracle.lowering import Effects, LineContext, static_ability
from engine.oracle.lowering import step as make_step
from engine.oracle.vocabulary import number_word, word_number
from engine.rules.counted_effects import FOR_EACH
from engine.rules.defined_pt import known_count

GRAMMAR = r"""
%extend cast_trigger: "whenever" caster article spell_kinds? "spell" EX_MANA_VALUE_GREATER EX_COUNTERS_YOU_HAVE -> ex_cast_greater
// "you get" is energy's terminal (engine.oracle.grammar.energy): one terminal for one literal
%extend clause: EN_YOU_GET EX_COUNTER_COUNT -> ex_get_counters
%extend static_body: spell_cost CNT_FOR_EACH each_count -> ex_spell_cost_for_each
EX_MANA_VALUE_GREATER: "with mana value greater than the number of"
EX_COUNTERS_YOU_HAVE: "experience counters you have"
EX_COUNTER_COUNT: /(an|two|three) experience counters?/
"""

EXPERIENCE = "counters_you_have:experience"
GREATER = "mana_value_greater_than"
# The counts a cast trigger's mana value is compared with, by their words.
GREATER_WORDS = {EXPERIENCE: "the number of experience counters you have"}


def greater_words(word: object) -> str | None:
    """ " with mana value greater than [the count]" of a cast trigger (None: no words)."""
    words = GREATER_WORDS.get(str(word))
    return None if words is None else f" with mana value greater than {words}"


def player_counters_words(instruction: Instruction) -> str | None:
    """The printer's words for "get_player_counters", or None for another instruction."""
    params = instruction.params
    if instruction.kind != "get_player_counters" or set(params) - {"kind", "count"}:
        return None
    count = params.get("count", 1)
    if params.get("kind") != "experience" or not isinstance(count, int) or not 1 <= count <= 3:
        return None
    if count == 1:
        return "you get an experience counter"
    return f"you get {number_word(count)} experience counters"


class ExperienceLowering:
    ctx: LineContext

    def ex_cast_greater(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        kept = [i for i in items if not (isinstance(i, Token) and i.type.startswith("EX_"))]
        kind, params = self.cast_trigger(kept)  # type: ignore[attr-defined]
        if params.get("targets_self"):
            raise ValueError("a spell that targets ~ with a mana value")
        return kind, {**params, GREATER: EXPERIENCE}

    def ex_get_counters(self, items: list[Token]) -> Effects:
        head = str(items[-1]).split(" ", 1)[0].lower()
        count = 1 if head == "an" else word_number(head)
        plural = str(items[-1]).lower().endswith("counters")
        if plural != (count > 1):
            raise ValueError("a counter count's number")
        return (make_step("get_player_counters", kind="experience", count=count),)

    def ex_spell_cost_for_each(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        (ability,), word = items[0], str(items[-1])
        if not known_count(word) or ability.params.get("generic", 0) >= 0:
            raise ValueError(f"no count {word!r} for a cost reduction")
        return (
            static_ability(
                "", ability.effect, ability.zone, **{**dict(ability.params), FOR_EACH: word}
            ),
        )
