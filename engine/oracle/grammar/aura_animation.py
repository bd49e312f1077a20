"""An Aura that makes the land it enchants a creature, and returns the land card when it dies
(the Zendikons):

    Enchant land
    Enchanted land is a 2/2 blue Elemental creature with flying. It's still a land.
    When enchanted land dies, return that card to its owner's hand.          (Wind Zendikon)

The animation is one static ability of the Aura with up to four effects on the enchanted land
(303.4m: whatever the Aura is attached to), each in its own layer (613.1): `add_card_types`
adds Creature and the creature type in layer 4 (613.1d; 205.1b: "it's still a land", its other
types stay), `set_colors` makes it the color named in layer 5 (613.1e; 105.3: the new color
replaces its colors; "a 4/4 Elemental creature" names none and leaves them), `gain_keywords`
gives the keywords in layer 6 (613.1f) and `set_power_toughness` sets its base power and
toughness in layer 7b (613.4b). All of them end when the Aura leaves or is attached to
something else (611.3a: a static ability's effect applies only while the ability does).

"When enchanted land dies" is the trigger `equipped_creature_dies` (a leaves-the-battlefield
ability that looks back in time, 603.10a: the Aura was attached to the land as the land last
existed, though the Aura itself is put into the graveyard by state-based actions right after,
704.5m); "dies" is "put into a graveyard from the battlefield" for any permanent (700.4).
"That card" is the land card in its owner's graveyard (400.7: a new object there, bound as
`died`): `return_died_card_to_hand` returns it only while it is still that object.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, CardDef, Instruction, StaticAbility
from engine.oracle.lowering import Effects, LineContext, static_ability, step

GRAMMAR = r"""
// grammar.granted's "enchanted land" and grammar.conditional_animation's "is a" and "creature"
%extend static_line: grant_enchanted CA_IS_A PT COLOR? LA_CREATURE_TYPE CA_CREATURE aa_keywords? "." LA_STILL_A_LAND "." -> aa_animated_land
aa_keywords: AA_WITH keywords
AA_WITH: "with"
%extend trigger: aa_enchanted_land_dies
aa_enchanted_land_dies: AA_ENCHANTED_LAND_DIES
AA_ENCHANTED_LAND_DIES: "when enchanted land dies"
%extend clause: AA_RETURN_THAT_CARD_TO_HAND -> aa_return_died_to_hand
AA_RETURN_THAT_CARD_TO_HAND: "return that card to its owner's hand"
"""

RETURN_TO_HAND = "return_died_card_to_hand"
ENCHANTED_LAND_DIES = "when enchanted land dies"
# The trigger kinds whose event puts the enchanted permanent's card into a graveyard, bound as
# "died" (engine.rules.triggers: equipped_creature_dies).
_DIED_ATTACHED = frozenset({"equipped_creature_dies"})
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_WORDS = {letter: word for word, letter in _COLOR_LETTERS.items()}


def enchants_land(card: CardDef) -> bool:
    return card.enchant == "land"


class AuraAnimationLowering:
    ctx: LineContext
    trigger_kind: str | None = None

    def aa_keywords(self, items: list[Any]) -> tuple[str, ...]:
        return tuple(items[-1])

    def aa_animated_land(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        if items[0] != ("enchanted", "enchanted land"):
            raise ValueError("an animated permanent other than the enchanted land")
        tokens = [i for i in items if isinstance(i, Token)]
        pt = next(t for t in tokens if t.type == "PT")
        creature_type = next(t for t in tokens if t.type == "LA_CREATURE_TYPE")
        color = next((t for t in tokens if t.type == "COLOR"), None)
        keywords = next((i for i in items[1:] if isinstance(i, tuple)), ())
        power, toughness = (int(n) for n in str(pt).split("/"))
        enchanted = ("enchanted",)
        abilities = [
            static_ability(
                "",
                "add_card_types",
                objects=enchanted,
                types=("Creature",),
                subtypes=(str(creature_type),),
            )
        ]
        if color is not None:
            letter = _COLOR_LETTERS[str(color).lower()]
            abilities.append(static_ability("", "set_colors", objects=enchanted, colors=(letter,)))
        if keywords:
            abilities.append(
                static_ability("", "gain_keywords", objects=enchanted, keywords=keywords)
            )
        abilities.append(
            static_ability(
                "", "set_power_toughness", objects=enchanted, power=power, toughness=toughness
            )
        )
        return tuple(abilities)

    def aa_enchanted_land_dies(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        return "equipped_creature_dies", {}

    def aa_return_died_to_hand(self, items: list[Token]) -> Effects:
        if self.trigger_kind not in _DIED_ATTACHED:
            raise ValueError('"that card" names no card the trigger event put into a graveyard')
        return (step(RETURN_TO_HAND),)


def aura_animation_words(card: CardDef, abilities: Sequence[Ability]) -> str | None:
    """The animation line of this module's abilities (on an Aura with "Enchant land"), or None."""
    if not 2 <= len(abilities) <= 4 or not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    statics = [a for a in abilities if isinstance(a, StaticAbility)]
    kinds = [a.effect for a in statics]
    if kinds[0] != "add_card_types" or kinds[-1] != "set_power_toughness":
        return None
    middle = kinds[1:-1]
    if middle not in ([], ["set_colors"], ["gain_keywords"], ["set_colors", "gain_keywords"]):
        return None
    if not enchants_land(card) or any(a.params.get("objects") != ("enchanted",) for a in statics):
        return None
    types, pt = statics[0], statics[-1]
    subtypes = tuple(types.params.get("subtypes", ()))
    if (
        set(types.params) != {"objects", "types", "subtypes"}
        or tuple(types.params["types"]) != ("Creature",)
        or len(subtypes) != 1
        or set(pt.params) != {"objects", "power", "toughness"}
    ):
        return None
    power, toughness = pt.params["power"], pt.params["toughness"]
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in (power, toughness)):
        return None
    words = [f"{power}/{toughness}"]
    keywords = ""
    for ability in statics[1:-1]:
        if ability.effect == "set_colors":
            colors = tuple(ability.params.get("colors", ()))
            if set(ability.params) != {"objects", "colors"} or len(colors) != 1:
                return None
            if colors[0] not in _COLOR_WORDS:
                return None
            words.append(_COLOR_WORDS[colors[0]])
        else:
            listed = [str(k).lower() for k in ability.params.get("keywords", ())]
            if set(ability.params) != {"objects", "keywords"} or not listed:
                return None
            if len(listed) == 1:
                keywords = f" with {listed[0]}"
            elif len(listed) == 2:
                keywords = f" with {listed[0]} and {listed[1]}"
            else:
                keywords = f" with {', '.join(listed[:-1])}, and {listed[-1]}"
    what = " ".join((*words, subtypes[0], "creature"))
    return f"Enchanted land is a {what}{keywords}. It's still a land."


def aura_trigger_phrase(card: CardDef, kind: str, params: Any) -> str | None:
    """ "when enchanted land dies" of an Aura with "Enchant land", or None."""
    if kind == "equipped_creature_dies" and not params and enchants_land(card):
        return ENCHANTED_LAND_DIES
    return None


def return_to_hand_words(instruction: Instruction) -> str | None:
    if instruction.kind != RETURN_TO_HAND:
        return None
    if instruction.params:
        return None
    return "return that card to its owner's hand"
