"""Static abilities of Auras and Equipment beyond a bonus and keywords (303.4m, 301.5f), and the
Equipment's "attach it" as it enters (701.3a):

    Equipped creature gets +2/+2 and can't block.                            (Copper Carapace)
    Enchanted creature can't attack or block, and its activated abilities can't be activated.
                                                                             (Arrest, 602.5)
    Enchanted creature's activated abilities can't be activated.
    Equipped creature gets +1/+1 and is an artifact in addition to its other types.
                                                                 (Silverskin Armor, 205.1b)
    Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its other
    creature types.                                        (Captain's Hook, 205.3d, 613.1d)
    As long as ~ is equipped, it has double strike.                          (Kor Duelist)
    As long as ~ is equipped, it gets +1/+1.
    When ~ enters, attach it to target creature you control.                 (Embercleave)

"Its activated abilities can't be activated" lowers to the effect kind "cant_activate"
(engine.rules.effects.cant_activate): the activation rules refuse to begin activating any
activated ability of the object, mana abilities included (602.5, 605.3a). "Is equipped" is the
condition "is_equipped" of engine.rules.static_conditions (301.5).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction, StaticAbility
from engine.oracle.grammar.effects import _pt
from engine.oracle.grammar.static import ATTACHED_RESTRICTION_PHRASES
from engine.oracle.lowering import LineContext, static_ability, step
from engine.rules.effects.cant_activate import KIND as CANT_ACTIVATE

GRAMMAR = r"""
attached_static: attached "gets" PTMOD "and" ATTACHED_RESTRICTION -> attached_pt_restriction
               | attached ATTACHED_RESTRICTION ATTACHED_AND_CANT_ACTIVATE -> restricted_and_banned
               | ATTACHED_ITS_ABILITIES ATTACHED_CANT_ACTIVATE -> activation_banned
               | ATTACHED_SELF_EQUIPPED "it has" keywords -> equipped_keywords
               | ATTACHED_SELF_EQUIPPED "it gets" PTMOD -> equipped_pt
               | attached "gets" PTMOD ATTACHED_ALSO_ARTIFACT -> attached_pt_artifact
               | attached ATTACHED_LOSES_ALL -> attached_loses_all
               | attached "gets" PTMOD ATTACHED_AND_LOSES_ALL -> attached_pt_loses_all
               | attached "gets" PTMOD ATTACHED_COMMA_HAS keywords ATTACHED_AND_IS SUBTYPE ATTACHED_OTHER_CREATURE_TYPES -> attached_pt_keywords_subtype
ATTACHED_COMMA_HAS: ", has"
ATTACHED_AND_IS: ", and is a" | ", and is an"
ATTACHED_OTHER_CREATURE_TYPES: "in addition to its other creature types"
ATTACHED_ALSO_ARTIFACT: "and is an artifact in addition to its other types"
// 613.1f: abilities removed in layer 6 (engine.rules.effects.continuous "lose_all_abilities")
ATTACHED_LOSES_ALL: "loses all abilities"
ATTACHED_AND_LOSES_ALL: "and loses all abilities"
ATTACHED_AND_CANT_ACTIVATE: ", and its activated abilities can't be activated"
ATTACHED_ITS_ABILITIES: "enchanted creature's activated abilities"
                      | "equipped creature's activated abilities"
ATTACHED_CANT_ACTIVATE: "can't be activated"
ATTACHED_SELF_EQUIPPED: "as long as ~ is equipped,"
attach_self: ATTACHED_ATTACH_IT target
ATTACHED_ATTACH_IT: "attach it to"
"""

# The condition of engine.rules.static_conditions (not "equipped", a word bound to what an
# Equipment is attached to: engine.rules.effect_kinds.bind).
EQUIPPED = "is_equipped"


class AttachedLowering:
    ctx: LineContext

    def _bonus(self, who: str, pt: Token, **more: Any) -> StaticAbility:
        power, toughness = _pt(pt)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return static_ability(
            "", "modify_power_toughness", objects=(who,), power=power, toughness=toughness, **more
        )

    def attached_pt_restriction(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        words = ATTACHED_RESTRICTION_PHRASES[str(items[2]).lower()]
        return (
            self._bonus(items[0], items[1]),
            static_ability("", "gain_keywords", objects=(items[0],), keywords=words),
        )

    def attached_loses_all(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """ "Enchanted creature loses all abilities.": layer 6 (613.1f)."""
        return (static_ability("", "lose_all_abilities", objects=(items[0],)),)

    def attached_pt_loses_all(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """ "... gets +1/+1 and loses all abilities." (Fresh Start): layer 6, then 7c."""
        return (self._bonus(items[0], items[1]), *self.attached_loses_all(items[:1]))

    def attached_pt_artifact(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """Layer 4 (613.1d, 205.1b): it becomes an artifact as well; layer 7c its bonus."""
        return (
            self._bonus(items[0], items[1]),
            static_ability("", "add_card_types", objects=(items[0],), types=("Artifact",)),
        )

    def attached_pt_keywords_subtype(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """Layer 4 (613.1d): the creature type is added to its others (205.3d); layer 6 the
        keywords (613.1f); layer 7c the bonus (613.4c)."""
        who, pt, _, keywords, article, subtype = items[:6]
        wanted = "an" if str(subtype)[:1].lower() in "aeiou" else "a"
        if not str(article).lower().endswith(f" {wanted}"):
            raise ValueError("a/an doesn't agree")  # printing must give the same words back
        return (
            self._bonus(who, pt),
            static_ability("", "gain_keywords", objects=(who,), keywords=keywords),
            static_ability("", "add_card_types", objects=(who,), subtypes=(str(subtype),)),
        )

    def restricted_and_banned(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        words = ATTACHED_RESTRICTION_PHRASES[str(items[1]).lower()]
        return (
            static_ability("", "gain_keywords", objects=(items[0],), keywords=words),
            static_ability("", CANT_ACTIVATE, objects=(items[0],)),
        )

    def activation_banned(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        who = str(items[0]).split(" ", 1)[0].lower()
        return (static_ability("", CANT_ACTIVATE, objects=(who,)),)

    def equipped_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (
            static_ability(
                "", "gain_keywords", objects=("self",), keywords=items[-1], as_long_as=EQUIPPED
            ),
        )

    def equipped_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._bonus("self", items[-1], as_long_as=EQUIPPED),)

    def attach_self(self, items: list[Any]) -> tuple[Instruction, ...]:
        """701.3a: the Equipment (the object with the ability) moves onto the target."""
        return (step("attach", object="self", to=items[-1]),)
