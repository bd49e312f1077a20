"""Static abilities of a soulbond creature for itself and the creature it is paired with
(702.95b): "As long as ~ is paired with another creature, both creatures have [keywords].",
"..., each of those creatures gets +N/+N." and '..., each of those creatures has "[activated
ability]".' They lower to the kinds of any static ability (gain_keywords,
modify_power_toughness, gain_abilities) with "objects" ("self", "paired"): the object and the
creature it is paired with, and no effect at all while it is unpaired
(engine.rules.effect_kinds binds the word, engine.rules.paired)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import StaticAbility
from engine.oracle.grammar.effects import _pt
from engine.oracle.grammar.granted import quoted_ability
from engine.oracle.lowering import LineContext, static_ability
from engine.rules.granted_abilities import KIND as GRANT_KIND
from engine.rules.paired import WORD

GRAMMAR = r"""
%extend static_body: PAIRED_BOTH_HAVE keywords -> paired_keywords
                   | PAIRED_EACH_GETS PTMOD -> paired_pt
%extend granted: PAIRED_EACH_HAS GRANT_QUOTED -> paired_granted
PAIRED_BOTH_HAVE.2: "as long as ~ is paired with another creature, both creatures have"
PAIRED_EACH_GETS.2: "as long as ~ is paired with another creature, each of those creatures gets"
PAIRED_EACH_HAS.2: "as long as ~ is paired with another creature, each of those creatures has"
"""

PAIR = ("self", WORD)  # the object and the creature it is paired with
HEAD = "As long as ~ is paired with another creature, "


class PairedLowering:
    ctx: LineContext

    def paired_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "gain_keywords", objects=PAIR, keywords=items[1]),)

    def paired_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        power, toughness = _pt(items[1])
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return (
            static_ability(
                "", "modify_power_toughness", objects=PAIR, power=power, toughness=toughness
            ),
        )

    def paired_granted(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        ability = quoted_ability(str(items[1]), "this creature")
        return (static_ability("", GRANT_KIND, abilities=(ability,), objects=PAIR),)


def paired_words(effect: str, params: Any, keywords: str, pt: str) -> str | None:
    """The line of a paired static ability (None: no such ability); `keywords` and `pt` are the
    printer's words for its keywords and bonus."""
    if params.get("objects") != PAIR:
        return None
    given = set(params) - {"objects"}
    if effect == "gain_keywords" and given == {"keywords"}:
        return f"{HEAD}both creatures have {keywords}."
    if effect == "modify_power_toughness" and given == {"power", "toughness"}:
        return f"{HEAD}each of those creatures gets {pt}."
    return None
