""" "Creatures you control are the chosen type in addition to their other types. The same is
true for creature spells you control and creature cards you own that aren't on the battlefield."
(Arcane Adaptation, after "As ~ enters, choose a creature type.", 614.12a, 607.2d).

One static ability of the effect kind `add_card_types` (layer 4, 613.1d, engine.rules.effects
.continuous) with the subtype "chosen_creature_type" (bound to what was chosen as it entered,
engine.rules.chosen; nothing before a choice) and "beyond_battlefield": it also types creature
spells its controller controls and creature cards they own in every other zone (609.2, 611.3a;
engine.rules.characteristics). The types are added to the others (205.1b); a creature card or
spell can have a creature type (205.3d).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Params
from engine.oracle.grammar.chosen import CHOSEN_TYPE
from engine.oracle.lowering import static_ability

KIND = "add_card_types"
_PARAMS = Params({"creatures": "yours", "subtypes": (CHOSEN_TYPE,), "beyond_battlefield": True})
_LINE = (
    "Creatures you control are the chosen type in addition to their other types. The same is "
    "true for creature spells you control and creature cards you own that aren't on the "
    "battlefield."
)

GRAMMAR = r"""
%extend static_line: CT_CREATURES_ARE_CHOSEN CT_SAME_IS_TRUE "." -> ct_chosen_type_everywhere
CT_CREATURES_ARE_CHOSEN: "creatures you control are the chosen type in addition to their other types."
CT_SAME_IS_TRUE: "the same is true for creature spells you control and creature cards you own that aren't on the battlefield"
"""


def chosen_types_words(abilities: Sequence[Ability]) -> str | None:
    """The line of this module's one ability, or None."""
    if len(abilities) != 1 or not isinstance(abilities[0], StaticAbility):
        return None
    ability = abilities[0]
    if ability.effect != KIND or ability.params != _PARAMS:
        return None
    return _LINE


class ChosenTypesLowering:
    def ct_chosen_type_everywhere(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", KIND, **_PARAMS),)
