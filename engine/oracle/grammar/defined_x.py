"""X defined as a value of an object the ability names (107.3a, 608.2h): "When ~ dies, incubate
X, where X is its power." ("its mana value", and "~'s power / toughness / mana value": the card
naming itself) (its: the object with the ability, as engine.oracle.grammar
.power_amounts reads it), "Whenever you cast a noncreature spell, amass Orcs X, where X is that
spell's mana value." (that spell: the spell the cast trigger names, 601.2i). The sentence's X
becomes the amount `x_is:WORD` (engine.vocabulary.amounts.DefinedX), computed as the instruction
applies (608.2h); the printer writes ", where X is [the words]" back from `PHRASES`. Composes
with any clause that has an X, and after ", then" (608.2c) as engine.oracle.grammar.counted's
"where X is [a count]" does.
"""

from __future__ import annotations

from typing import Any

from engine.oracle.grammar.counted import with_count
from engine.oracle.lowering import Effects, LineContext
from engine.vocabulary.amounts import (
    DEFINED_X_PREFIX,
    NAMED_SOURCE_MANA_VALUE_X,
    NAMED_SOURCE_POWER_X,
    NAMED_SOURCE_TOUGHNESS_X,
    SOURCE_MANA_VALUE_X,
    SOURCE_POWER_X,
    SOURCE_TOUGHNESS_X,
    SPELL_MANA_VALUE_X,
)

PHRASES = {
    SOURCE_POWER_X: "its power",
    SOURCE_TOUGHNESS_X: "its toughness",
    SOURCE_MANA_VALUE_X: "its mana value",
    SPELL_MANA_VALUE_X: "that spell's mana value",
    # the card naming itself means the object with the ability, whatever else the line names
    NAMED_SOURCE_POWER_X: "~'s power",
    NAMED_SOURCE_TOUGHNESS_X: "~'s toughness",
    NAMED_SOURCE_MANA_VALUE_X: "~'s mana value",
}
# The trigger kinds whose event names a spell "that spell" means (601.2i: the spell cast).
SPELL_TRIGGERS = frozenset({"you_cast_spell"})

GRAMMAR = r"""
%extend sentence: clause "," CNT_WHERE_X_IS defined_x "." -> where_defined_x_sentence
                | clause _COMMA_THEN clause "," CNT_WHERE_X_IS defined_x "." -> then_where_defined_x_sentence
defined_x: DX_ITS_POWER -> dx_its_power
         | DX_ITS_TOUGHNESS -> dx_its_toughness
         | DX_THAT_SPELLS_MV -> dx_that_spells_mana_value
         | DX_ITS_MANA_VALUE -> dx_its_mana_value
// engine.oracle.grammar.defined_pt's terminals: one terminal per literal
         | CDA_POWER -> dx_named_power
         | CDA_TOUGHNESS -> dx_named_toughness
         | DX_NAMED_MANA_VALUE -> dx_named_mana_value
DX_ITS_POWER: "its power"
DX_ITS_TOUGHNESS: "its toughness"
DX_ITS_MANA_VALUE: "its mana value"
DX_NAMED_MANA_VALUE: "~'s mana value"
DX_THAT_SPELLS_MV: "that spell's mana value"
"""


class DefinedXLowering:
    ctx: LineContext
    trigger_kind: str | None = None  # set by TriggeredLowering.trigger

    def dx_its_power(self, items: list[Any]) -> str:
        # "its": the object with the ability only where nothing else named could be meant
        self._its_is_the_source(len(self.ctx.targets))  # type: ignore[attr-defined]
        return SOURCE_POWER_X

    def dx_its_toughness(self, items: list[Any]) -> str:
        self._its_is_the_source(len(self.ctx.targets))  # type: ignore[attr-defined]
        return SOURCE_TOUGHNESS_X

    def dx_its_mana_value(self, items: list[Any]) -> str:
        self._its_is_the_source(len(self.ctx.targets))  # type: ignore[attr-defined]
        return SOURCE_MANA_VALUE_X

    def dx_named_power(self, items: list[Any]) -> str:
        return NAMED_SOURCE_POWER_X

    def dx_named_toughness(self, items: list[Any]) -> str:
        return NAMED_SOURCE_TOUGHNESS_X

    def dx_named_mana_value(self, items: list[Any]) -> str:
        return NAMED_SOURCE_MANA_VALUE_X

    def dx_that_spells_mana_value(self, items: list[Any]) -> str:
        if self.trigger_kind not in SPELL_TRIGGERS:
            raise ValueError('"that spell" names no spell of the trigger event')
        return SPELL_MANA_VALUE_X

    def where_defined_x_sentence(self, items: list[Any]) -> Effects:
        effects, _, word = items
        return with_count(tuple(effects), str(word), DEFINED_X_PREFIX)

    def then_where_defined_x_sentence(self, items: list[Any]) -> Effects:
        first, second, _, word = items
        joined = self.then_sentence([first, second])  # type: ignore[attr-defined]
        return with_count(tuple(joined), str(word), DEFINED_X_PREFIX)
