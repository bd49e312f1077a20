"""Words every ability kind uses: numbers, mana symbols, the card itself, targets, keywords,
players and groups of objects. Lowered to engine values (a target becomes its index, 115.1)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.oracle.lowering import LineContext
from engine.oracle.subtypes import CREATURE_TYPES
from engine.oracle.vocabulary import (
    ENCHANT_PHRASES,
    GROUP_WORDS,
    PLAYER_WORDS,
    SIMPLE_KEYWORDS,
    TARGET_PHRASES,
    word_number,
)
from engine.vocabulary.words import OTHER_PREFIX


def terminal_name(prefix: str, value: str) -> str:
    # a counter's sign kept apart ("+1/+1" and "-1/-1" name different groups)
    spelled = value.upper().replace("+", "_PLUS_").replace("-1", "_MINUS_1")
    return prefix + re.sub(r"[^A-Z0-9]+", "_", spelled).strip("_")


def _alternatives(rule: str, prefix: str, table: dict[str, str]) -> str:
    """A rule whose alternatives are one terminal per phrase of `table` (longest first)."""
    lines = [f'{terminal_name(prefix, key)}: "{phrase}"' for key, phrase in table.items()]
    names = " | ".join(terminal_name(prefix, key) for key in table)
    return "\n".join(lines) + f"\n{rule}: {names}\n"


TARGET_TERMINALS = {terminal_name("T_", key): key for key in TARGET_PHRASES}
KEYWORD_TERMINALS = {terminal_name("K_", kw): kw for kw in SIMPLE_KEYWORDS}
ENCHANT_TERMINALS = {terminal_name("EN_", key): key for key in ENCHANT_PHRASES}
PLAYER_TERMINALS = {terminal_name("P_", key): key for key in PLAYER_WORDS}
GROUP_TERMINALS = {terminal_name("G_", key): key for key in GROUP_WORDS}

GRAMMAR = (
    r"""
SELF: "~"
PTMOD: /[+-](\d+|X)\/[+-](\d+|X)/
PT: /\d+\/\d+/
MANA: /\{(?![TQ]\})[0-9WUBRGCXSP\/]+\}/
TAP: "{T}"
UNTAP: "{Q}"
INT: /\d+/
NUMWORD: "two" | "three" | "four" | "five" | "six" | "seven" | "eight" | "nine" | "ten"
       | "eleven" | "twelve" | "thirteen" | "fourteen" | "fifteen" | "sixteen" | "seventeen"
       | "eighteen" | "nineteen" | "twenty"
SUBTYPE.-1: /(?:"""
    + "|".join(sorted(CREATURE_TYPES, key=lambda w: (-len(w), w)))
    + r""")(?![\w'-])/

amount: INT -> fixed_amount
      | "x" -> x_amount

mana_symbols: MANA+
target: """
    + " | ".join(TARGET_TERMINALS)
    + "\n"
    + "\n".join(f'{name}: "{TARGET_PHRASES[key]}"' for name, key in TARGET_TERMINALS.items())
    + "\n"
    + _alternatives("keyword", "K_", {kw: kw.lower() for kw in SIMPLE_KEYWORDS})
    + _alternatives("enchant_word", "EN_", ENCHANT_PHRASES)
    + _alternatives("player_group", "P_", PLAYER_WORDS)
    + _alternatives("object_group", "G_", GROUP_WORDS)
    + r"""
keywords: keyword
        | keyword "and" keyword
        | keyword ("," keyword)+ "," "and" keyword
%ignore " "
"""
)


class CommonLowering:
    """Lowering of the shared words; `ctx` is the line being lowered."""

    ctx: LineContext

    def fixed_amount(self, items: list[Any]) -> int:
        return int(items[0])

    def x_amount(self, items: list[Any]) -> str:
        return "x"

    def mana_symbols(self, items: list[Token]) -> str:
        return "".join(str(t).upper() for t in items)

    def target(self, items: list[Token]) -> int:
        requirement = TARGET_TERMINALS[items[0].type]
        if (
            requirement in ("another_creature", "another_artifact_or_creature_you_control")
            and self.ctx.targets
        ):
            # After an earlier target, "another" means other than that target too (115.3:
            # engine.rules.target_relations).
            return self.ctx.target(f"{OTHER_PREFIX}:{requirement}")
        if requirement.startswith("another_") and self.ctx.targets:
            # Other "another ..." words say only "other than the source": after another target
            # they would say too little (115.3).
            raise ValueError('"another target" after another target')
        return self.ctx.target(requirement)

    def keyword(self, items: list[Token]) -> str:
        return KEYWORD_TERMINALS[items[0].type]

    def keywords(self, items: list[str]) -> tuple[str, ...]:
        return tuple(items)

    def enchant_word(self, items: list[Token]) -> str:
        return ENCHANT_TERMINALS[items[0].type]

    def player_group(self, items: list[Token]) -> str:
        return PLAYER_TERMINALS[items[0].type]

    def object_group(self, items: list[Token]) -> str:
        return GROUP_TERMINALS[items[0].type]


def number(token: Token) -> int:
    return word_number(str(token))
