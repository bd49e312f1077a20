"""Static bonuses whose size is a count (613.4c), read continuously:

    ~ gets +1/+1 for each Aura on the battlefield.                                (Aura Gnarlid)
    ~ gets -1/-1 for each card in your hand.                                      (Grim Strider)
    Enchanted creature gets +2/+2 for each other enchantment on the battlefield. (Ancestral Mask)
    Equipped creature gets +1/+0 for each Gate you control and has vigilance and menace.
                                                                      (Glaive of the Guildpact)

The count is one of engine.rules.defined_pt's, named by the words after "for each"
(engine.oracle.grammar.counted's FOR_EACH_PHRASES); the effect kind "modify_power_toughness"
with "for_each" applies its numbers once per counted thing (engine.rules.counted_effects).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.model import Ability, StaticAbility
from engine.oracle.grammar.counted import each_words
from engine.oracle.grammar.effects import _pt
from engine.oracle.lowering import LineContext, static_ability
from engine.rules.counted_effects import FOR_EACH
from engine.rules.defined_pt import known_count

GRAMMAR = r"""
%extend static_body: SELF "gets" PTMOD CNT_FOR_EACH each_count -> cst_self_for_each
                   | SELF "gets" PTMOD CNT_FOR_EACH CST_ATTACHED_TO_IT -> cst_self_for_each_attached
                   | attached "gets" PTMOD CNT_FOR_EACH each_count -> cst_attached_for_each
                   | attached "gets" PTMOD CNT_FOR_EACH each_count "and has" keywords -> cst_attached_for_each_keywords
// "it" is the object itself: only after "~ gets" (an Aura's "enchanted creature" isn't its source)
CST_ATTACHED_TO_IT: /(?:Aura|Equipment) attached to it/i
"""

_SUBJECTS = {
    ("self",): "~",
    ("enchanted",): "Enchanted creature",
    ("equipped",): "Equipped creature",
}


def _signed(value: int, other: int) -> str:
    if value == 0 and other < 0:
        return "-0"
    return f"+{value}" if value >= 0 else str(value)


def counted_static_words(abilities: Sequence[Ability]) -> str | None:
    """The line of a "for each" bonus (and the keywords beside it), or None: not one."""
    if not 1 <= len(abilities) <= 2 or not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    bonus = abilities[0]
    assert isinstance(bonus, StaticAbility)
    params = bonus.params
    if bonus.effect != "modify_power_toughness" or set(params) != {
        "objects",
        "power",
        "toughness",
        FOR_EACH,
    }:
        return None
    subject = _SUBJECTS.get(params["objects"])
    each = each_words(str(params[FOR_EACH]))
    head, _, attached = str(params[FOR_EACH]).partition(":")
    if head == "subtype_attached_to_self":
        each = f"{attached} attached to it" if params["objects"] == ("self",) else None
    power, toughness = params["power"], params["toughness"]
    if subject is None or each is None or not isinstance(power, int):
        return None
    if not isinstance(toughness, int):
        return None
    line = f"{subject} gets {_signed(power, toughness)}/{_signed(toughness, power)} for each {each}"
    if len(abilities) == 1:
        return line + "."
    granted = abilities[1]
    assert isinstance(granted, StaticAbility)
    if (
        subject == "~"
        or granted.effect != "gain_keywords"
        or set(granted.params) != {"objects", "keywords"}
        or granted.params["objects"] != params["objects"]
    ):
        return None
    words = [str(k).lower() for k in granted.params["keywords"]]
    if len(words) == 1:
        return f"{line} and has {words[0]}."
    if len(words) == 2:
        return f"{line} and has {words[0]} and {words[1]}."
    return None


class CountedStaticLowering:
    ctx: LineContext

    def _counted_bonus(self, who: str, pt: Any, word: str) -> StaticAbility:
        power, toughness = _pt(pt)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        if not known_count(word):
            raise ValueError(f"no count {word!r}")
        return static_ability(
            "",
            "modify_power_toughness",
            objects=(who,),
            power=power,
            toughness=toughness,
            for_each=word,  # engine.rules.counted_effects.FOR_EACH
        )

    def cst_self_for_each(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._counted_bonus("self", items[1], str(items[-1])),)

    def cst_self_for_each_attached(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        subtype = str(items[-1]).split(" ", 1)[0].capitalize()
        word = f"subtype_attached_to_self:{subtype}"
        return (self._counted_bonus("self", items[1], word),)

    def cst_attached_for_each(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._counted_bonus(items[0], items[1], str(items[-1])),)

    def cst_attached_for_each_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        keywords = items[-1]
        if len(keywords) > 2:
            raise ValueError("more than two keywords beside a counted bonus")
        return (
            self._counted_bonus(items[0], items[1], str(items[3])),
            static_ability("", "gain_keywords", objects=(items[0],), keywords=keywords),
        )
