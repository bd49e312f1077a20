"""A spell's alternative cost offered under a condition (118.9, 601.2b), the Traps' line:

    If four or more creatures are attacking, you may pay {1}{W} rather than pay ~'s mana cost.
    If exactly one creature is attacking, you may pay {W} rather than pay ~'s mana cost.
    If an opponent gained life this turn, you may pay {B} rather than pay ~'s mana cost.
    If you've been dealt damage by two or more creatures this turn, you may pay {R} rather than
    pay ~'s mana cost.

Lowered to the static ability "alternative_cost_if" of the hand (113.6d), which the cast action
reads (engine.mechanics.conditional_alternative_costs).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Zone
from engine.mechanics.conditional_alternative_costs import KEYWORDS, KIND, known_condition
from engine.oracle.grammar.common import number
from engine.oracle.lowering import LineContext, static_ability
from engine.oracle.vocabulary import number_word

GRAMMAR = r"""
%extend keyword_item: "surge" mana_symbols -> cac_surge_keyword
                    | "spectacle" mana_symbols -> cac_spectacle_keyword
                    | "freerunning" mana_symbols -> cac_freerunning_keyword
                    | "prowl" mana_symbols -> cac_prowl_keyword
%extend static_body: CC_IF cac_condition "," CAC_YOU_MAY_PAY mana_symbols CAC_RATHER -> cac_alternative_cost
cac_condition: NUMWORD CAC_OR_MORE_ATTACKING -> cac_attacking_at_least
             | CAC_EXACTLY_ONE_ATTACKING -> cac_attacking_exactly_one
             | CAC_OPPONENT_GAINED_LIFE -> cac_opponent_gained_life
             | CAC_DEALT_DAMAGE_BY NUMWORD CAC_OR_MORE_CREATURES_THIS_TURN -> cac_damaged_by_creatures
CAC_YOU_MAY_PAY: "you may pay"
CAC_RATHER: "rather than pay ~'s mana cost"
CAC_OR_MORE_ATTACKING: "or more creatures are attacking"
CAC_EXACTLY_ONE_ATTACKING: "exactly one creature is attacking"
CAC_OPPONENT_GAINED_LIFE: "an opponent gained life this turn"
CAC_DEALT_DAMAGE_BY: "you've been dealt damage by"
CAC_OR_MORE_CREATURES_THIS_TURN: "or more creatures this turn"
"""


def condition_words(word: str) -> str | None:
    head, _, arg = word.partition(":")
    if head == "attacking_at_least" and arg.isdigit() and int(arg) >= 2:
        return f"{number_word(int(arg))} or more creatures are attacking"
    if word == "attacking_exactly:1":
        return "exactly one creature is attacking"
    if word == "opponent_gained_life_this_turn":
        return "an opponent gained life this turn"
    if head == "damaged_by_creatures_at_least" and arg.isdigit() and int(arg) >= 2:
        return f"you've been dealt damage by {number_word(int(arg))} or more creatures this turn"
    return None


# First words of the keyword lines this module reads (the compiler tries keyword_line for them).
HEADS = frozenset(KEYWORDS)


def conditional_alternative_cost_words(abilities: Sequence[Ability]) -> str | None:
    if len(abilities) != 1 or not isinstance(abilities[0], StaticAbility):
        return None
    ability = abilities[0]
    keyword = str(ability.params.get("keyword", ""))
    if keyword in KEYWORDS and ability.effect == KIND and ability.zone is Zone.HAND:
        # "Surge {3}{U}" (702.117a), "Spectacle {B}{R}" (702.137a), "Prowl {1}{B}" (702.76a)
        wanted = {"mana", "condition", "keyword"}
        if set(ability.params) != wanted or ability.params["condition"] != KEYWORDS[keyword][0]:
            return None
        return f"{keyword.capitalize()} {ability.params['mana']}"
    if ability.effect != KIND or set(ability.params) != {"mana", "condition"}:
        return None
    words = condition_words(str(ability.params["condition"]))
    mana = str(ability.params["mana"])
    if words is None or not mana or ability.zone is not Zone.HAND:
        return None
    return f"If {words}, you may pay {mana} rather than pay ~'s mana cost."


class ConditionalAlternativeCostLowering:
    ctx: LineContext

    def cac_attacking_at_least(self, items: list[Token]) -> str:
        return f"attacking_at_least:{number(items[0])}"

    def cac_attacking_exactly_one(self, items: list[Token]) -> str:
        return "attacking_exactly:1"

    def cac_opponent_gained_life(self, items: list[Token]) -> str:
        return "opponent_gained_life_this_turn"

    def cac_alternative_cost(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        condition, mana = items[1], items[3]
        if not known_condition(condition):
            raise ValueError(f"no condition {condition!r}")
        # 113.6d: it works from the hand, where the spell is cast from
        return (static_ability("", KIND, Zone.HAND, mana=mana, condition=condition),)

    def _keyword_cost(self, keyword: str, mana: str) -> tuple[str, StaticAbility]:
        condition = KEYWORDS[keyword][0]
        return "ability", static_ability(
            "", KIND, Zone.HAND, mana=mana, condition=condition, keyword=keyword
        )

    def cac_surge_keyword(self, items: list[Any]) -> tuple[str, StaticAbility]:
        return self._keyword_cost("surge", str(items[0]))  # 702.117a

    def cac_spectacle_keyword(self, items: list[Any]) -> tuple[str, StaticAbility]:
        return self._keyword_cost("spectacle", str(items[0]))  # 702.137a

    def cac_freerunning_keyword(self, items: list[Any]) -> tuple[str, StaticAbility]:
        return self._keyword_cost("freerunning", str(items[0]))  # 702.173a

    def cac_prowl_keyword(self, items: list[Any]) -> tuple[str, StaticAbility]:
        return self._keyword_cost("prowl", str(items[0]))  # 702.76a (engine.mechanics.prowl)

    def cac_damaged_by_creatures(self, items: list[Token]) -> str:
        return f"damaged_by_creatures_at_least:{number(items[1])}"
