"""An Aura or Equipment whose creature is goaded (701.15b):

    Enchanted creature is goaded.
    Enchanted creature gets +2/+2 and is goaded.
    Enchanted creature has indestructible and is goaded.
    Enchanted creature gets +1/+1, has deathtouch, and is goaded.
    Equipped creature gets +2/+0 and is goaded.
    Enchanted creature gets +3/+3, must be blocked if able, and is goaded.

"is goaded" lowers to a static ability of the effect kind "goaded" (engine.mechanics.goad) for
what the permanent is attached to: the creature is goaded by the Aura's or Equipment's
controller (the effect's controller) for as long as the static ability applies, so the
designation ends as the Aura or Equipment leaves or becomes unattached (611.3a). The bonus and
keywords beside it are the usual layer 7c and layer 6 effects (613.4c, 613.1f); a blocking
requirement or restriction beside it ("must be blocked if able", 509.1c) is the ability the
creature has for engine.rules.combat.restrictions, as "Enchanted creature must be blocked if
able." (engine.oracle.grammar.static).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.model import Ability, StaticAbility
from engine.oracle.grammar.effects import _pt
from engine.oracle.grammar.static import SELF_RESTRICTION_PHRASES
from engine.oracle.lowering import LineContext, static_ability

# The combat requirements and restrictions a list beside "is goaded" may name (one phrase each,
# no "and" of its own): the abilities of engine.oracle.grammar.static's phrases.
_RESTRICTIONS = {
    phrase: abilities
    for phrase, abilities in SELF_RESTRICTION_PHRASES.items()
    if " and " not in phrase
}

GRAMMAR = (
    r"""
%extend static_body: attached AG_IS_GOADED -> ag_goaded
                   | attached "gets" PTMOD AG_AND_IS_GOADED -> ag_pt_goaded
                   | attached "has" keywords AG_AND_IS_GOADED -> ag_keywords_goaded
                   | attached "gets" PTMOD ATTACHED_COMMA_HAS keywords AG_COMMA_AND_IS_GOADED -> ag_pt_keywords_goaded
                   | attached "gets" PTMOD AG_COMMA_RESTRICTION AG_COMMA_AND_IS_GOADED -> ag_pt_restriction_goaded
AG_IS_GOADED: "is goaded"
AG_AND_IS_GOADED: "and is goaded"
AG_COMMA_AND_IS_GOADED: ", and is goaded"
AG_COMMA_RESTRICTION: """
    + " | ".join(f'", {phrase}"' for phrase in _RESTRICTIONS)
    + "\n"
)

GOADED = "goaded"  # engine.mechanics.goad.KIND (the oracle package doesn't import mechanics)

_SUBJECTS = {"enchanted": "Enchanted creature", "equipped": "Equipped creature"}


def _keyword_words(keywords: Sequence[Any]) -> str | None:
    words = [str(k).lower() for k in keywords]
    if len(words) == 1:
        return words[0]
    if len(words) == 2:
        return f"{words[0]} and {words[1]}"
    return None


def _bonus_words(params: Any) -> str | None:
    p, t = params.get("power"), params.get("toughness")
    if not isinstance(p, int) or not isinstance(t, int) or p < 0 or t < 0:
        return None
    return f"+{p}/+{t}"


def attached_goad_words(abilities: Sequence[Ability]) -> str | None:
    """The line of an Aura or Equipment whose creature is goaded, or None for other abilities."""
    if not abilities or not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    *others, goad = abilities
    assert isinstance(goad, StaticAbility)
    who = goad.params.get("object")
    if goad.effect != GOADED or set(goad.params) != {"object"} or who not in _SUBJECTS:
        return None
    parts: list[str] = []
    for other in others:
        assert isinstance(other, StaticAbility)
        if other.params.get("objects") != (who,):
            return None
        if other.effect == "modify_power_toughness" and set(other.params) == {
            "objects",
            "power",
            "toughness",
        }:
            bonus = _bonus_words(other.params)
            if bonus is None or parts:
                return None
            parts.append(f"gets {bonus}")
        elif other.effect == "gain_keywords" and set(other.params) == {"objects", "keywords"}:
            restriction = next(
                (p for p, a in _RESTRICTIONS.items() if a == tuple(other.params["keywords"])),
                None,
            )
            if restriction is not None:
                parts.append(restriction)
                continue
            words = _keyword_words(other.params["keywords"])
            if words is None:
                return None
            parts.append(f"has {words}")
        else:
            return None
    subject = _SUBJECTS[str(who)]
    if not parts:
        return f"{subject} is goaded."
    if len(parts) == 1:
        return f"{subject} {parts[0]} and is goaded."
    if len(parts) == 2 and parts[0].startswith("gets"):
        return f"{subject} {parts[0]}, {parts[1]}, and is goaded."
    return None


class AttachedGoadLowering:
    ctx: LineContext

    def _goaded(self, who: str) -> StaticAbility:
        return static_ability("", GOADED, object=who)

    def _bonus(self, who: str, pt: Any) -> StaticAbility:
        power, toughness = _pt(pt)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return static_ability(
            "", "modify_power_toughness", objects=(who,), power=power, toughness=toughness
        )

    def ag_goaded(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._goaded(items[0]),)

    def ag_pt_goaded(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._bonus(items[0], items[1]), self._goaded(items[0]))

    def ag_keywords_goaded(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (
            static_ability("", "gain_keywords", objects=(items[0],), keywords=items[1]),
            self._goaded(items[0]),
        )

    def ag_pt_keywords_goaded(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        who, pt, _, keywords = items[:4]
        return (
            self._bonus(who, pt),
            static_ability("", "gain_keywords", objects=(who,), keywords=keywords),
            self._goaded(who),
        )

    def ag_pt_restriction_goaded(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        who, pt, restriction = items[:3]
        abilities = _RESTRICTIONS[str(restriction).removeprefix(", ")]
        return (
            self._bonus(who, pt),
            static_ability("", "gain_keywords", objects=(who,), keywords=abilities),
            self._goaded(who),
        )
