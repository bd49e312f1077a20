"""Mana abilities' effects beyond one fixed bundle or one mana of a choice (106.1, 605.1a):

- filter lands' "Add {U}{U}, {U}{R}, or {R}{R}." (the add_mana instruction's `bundles`: the
  player chooses one of the bundles as the ability resolves, 605.3b, 106.1b);
- "Add three mana of any one color." (one color chosen, all of the mana of it: 106.1a);
- "{T}: Add {U}. If you played a land this turn, add {B} instead." and the Urza's lands'
  "If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.": the first add_mana
  runs "unless" the condition holds, the second "if" it does (608.2c: checked as the ability
  resolves; engine.rules.resolution_conditions).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.core.state import Params
from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, step
from engine.oracle.vocabulary import number_word

# The conditions' words after "If" (engine.rules.resolution_conditions).
CONDITION_WORDS: dict[str, str] = {
    "played_land_this_turn": "you played a land this turn",
    "urza_mine_and_power_plant": "you control an Urza's Mine and an Urza's Power-Plant",
    "urza_mine_and_tower": "you control an Urza's Mine and an Urza's Tower",
    "urza_power_plant_and_tower": "you control an Urza's Power-Plant and an Urza's Tower",
}

GRAMMAR = (
    r"""
%extend add_mana: "add" NUMWORD MA_ANY_ONE_COLOR -> ma_any_one_color
                | "add" NUMWORD MA_ANY_COMBINATION -> ma_any_combination
                | "add" MA_AMOUNT_OF MANA MA_EQUAL_SELF_POWER -> ma_amount_equal_power
                | "add" MA_X_ANY_ONE_COLOR "," MA_WHERE_X_SELF_POWER -> ma_x_any_one_color_power
%extend sentence: clause "." MA_CONDITION "," clause MA_INSTEAD "." -> ma_instead
MA_ANY_ONE_COLOR: "mana of any one color"
MA_ANY_COMBINATION: "mana in any combination of colors"
MA_INSTEAD: "instead"
MA_AMOUNT_OF: "an amount of"
MA_EQUAL_SELF_POWER: "equal to ~'s power"
MA_X_ANY_ONE_COLOR: "x mana of any one color"
MA_WHERE_X_SELF_POWER: "where x is ~'s power"
MA_CONDITION: """
    + " | ".join(f'"if {words}"' for words in CONDITION_WORDS.values())
    + "\n"
)
# "~'s power" as the ability resolves (engine.vocabulary.amounts: the source's power, named)
SELF_POWER = "named_source_power"
_CONDITIONS = {f"if {words}".lower(): key for key, words in CONDITION_WORDS.items()}


def filter_mana(options: tuple[str, ...]) -> Effects:
    """ "{U}{U}, {U}{R}, or {R}{R}" as bundles "UU", "UR", "RR" (colored symbols only)."""
    bundles = tuple(o.replace("}{", "") for o in options)
    if any(not b or any(c not in "WUBRGC" for c in b) for b in bundles):
        raise ValueError("a bundle of other symbols")
    return (step("add_mana", bundles=bundles),)


class ManaAbilityLowering:
    def ma_any_one_color(self, items: list[Token]) -> Effects:
        count = number(items[0])
        if count < 2:
            raise ValueError("one mana of any color is another sentence")
        return (step("add_mana", choose_from="any_color", amount=count),)

    def ma_amount_equal_power(self, items: list[Token]) -> Effects:
        """ "Add an amount of {G} equal to ~'s power." (106.4, 608.2h: its power as the ability
        resolves): the one mana added that many times."""
        symbol = str(items[1]).strip("{}")
        if symbol not in "WUBRGC" or len(symbol) != 1:
            raise ValueError("an amount of other mana")
        return (step("add_mana", mana={symbol: 1}, times=SELF_POWER),)

    def ma_x_any_one_color_power(self, items: list[Token]) -> Effects:
        """ "Add X mana of any one color, where X is ~'s power." (106.1a, 608.2h)."""
        return (step("add_mana", choose_from="any_color", amount=SELF_POWER),)

    def ma_any_combination(self, items: list[Token]) -> Effects:
        """ "Add two mana in any combination of colors." (106.1b, 608.2d): one bundle chosen
        among every combination of N colored mana."""
        count = number(items[0])
        if not 2 <= count <= 3:
            raise ValueError("a combination of that many mana")
        return (step("add_mana", bundles=combinations(count)),)

    def ma_instead(self, items: list[Any]) -> Effects:
        first: Effects = items[0]
        condition = _CONDITIONS[str(items[1]).lower()]
        second: Effects = items[2]
        if len(first) != 1 or len(second) != 1 or {first[0].kind, second[0].kind} != {"add_mana"}:
            raise ValueError("one mana instruction each")
        usual = Instruction("add_mana", first[0].params.set("unless", condition))
        instead = Instruction("add_mana", second[0].params.set("if", condition))
        return (usual, instead)


def _without_condition(instruction: Instruction) -> Instruction:
    kept = {k: v for k, v in instruction.params.items() if k not in ("if", "unless")}
    return Instruction(instruction.kind, Params(kept))


def instead_pair(
    first: Instruction, second: Instruction
) -> tuple[Instruction, str, Instruction] | None:
    """The two instructions of "Add {U}. If ..., add {B} instead." (the usual one, the
    condition's words, the replacing one), or None."""
    condition = first.params.get("unless")
    if (
        first.kind != "add_mana"
        or second.kind != "add_mana"
        or condition not in CONDITION_WORDS
        or second.params.get("if") != condition
        or "if" in first.params
        or "unless" in second.params
    ):
        return None
    return _without_condition(first), CONDITION_WORDS[str(condition)], _without_condition(second)


def combinations(count: int) -> tuple[str, ...]:
    """Every combination of `count` colored mana, as bundles ("WW", "WU", ...)."""
    return tuple("".join(c) for c in combinations_with_replacement("WUBRG", count))


def bundle_words(params: Params) -> str | None:
    """The printer's words for `bundles` and for N mana of any one color, or None."""
    bundles = params.get("bundles")
    if bundles is not None:
        size = len(str(bundles[0])) if bundles else 0
        if size >= 2 and tuple(str(b) for b in bundles) == combinations(size):
            return f"add {number_word(size)} mana in any combination of colors"
        texts = ["".join(f"{{{c}}}" for c in str(b)) for b in bundles]
        if len(texts) == 2:
            return f"add {texts[0]} or {texts[1]}"
        return "add " + ", ".join(texts[:-1]) + f", or {texts[-1]}"
    amount = params.get("amount", 1)
    if params.get("choose_from") == "any_color" and amount == SELF_POWER:
        if set(params) != {"choose_from", "amount"}:
            return None
        return "add X mana of any one color, where X is ~'s power"
    if params.get("times") == SELF_POWER and set(params) == {"mana", "times"}:
        mana = params["mana"]
        if len(mana) != 1 or next(iter(mana.values())) != 1:
            return None
        return f"add an amount of {{{next(iter(mana))}}} equal to ~'s power"
    if params.get("choose_from") == "any_color" and isinstance(amount, int) and amount > 1:
        if set(params) != {"choose_from", "amount"}:
            return None
        return f"add {number_word(amount)} mana of any one color"
    return None
