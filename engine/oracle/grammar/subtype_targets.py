"""Targets named by a subtype (115.1, 205.3): "target Knight", "target Vampire you control",
"another target Merfolk you control" (not the ability's own object), "target Beast creature you
control", "target Incubator token you control" (111.1: a token). They lower to the target word
families "subtype:SUBTYPE", "subtype_you_control:SUBTYPE", "another_subtype_you_control:SUBTYPE",
"subtype_creature:SUBTYPE", "subtype_creature_you_control:SUBTYPE" and
"subtype_token_you_control:SUBTYPE" of engine.vocabulary.words, checked by
engine.rules.targets."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.lowering import LineContext
from engine.vocabulary.words import subtype_target_word

GRAMMAR = r"""
%extend target: STT_TARGET SUBTYPE -> subtype_target
              | STT_TARGET SUBTYPE STT_YOU_CONTROL -> subtype_you_control_target
              | STT_ANOTHER_TARGET SUBTYPE STT_YOU_CONTROL -> another_subtype_you_control_target
              | STT_TARGET SUBTYPE STT_CREATURE -> subtype_creature_target
              | STT_TARGET SUBTYPE STT_CREATURE STT_YOU_CONTROL -> subtype_creature_you_control_target
              | STT_TARGET (SUBTYPE | SAC_ARTIFACT_TYPE) STT_TOKEN_YOU_CONTROL -> subtype_token_you_control_target
STT_TARGET: "target"
STT_ANOTHER_TARGET: "another target"
STT_YOU_CONTROL: "you control"
STT_CREATURE: "creature"
STT_TOKEN_YOU_CONTROL: "token you control"
"""

_WORDS = {
    "subtype": "target {}",
    "subtype_you_control": "target {} you control",
    "another_subtype_you_control": "another target {} you control",
    "subtype_creature": "target {} creature",
    "subtype_creature_you_control": "target {} creature you control",
    "subtype_token_you_control": "target {} token you control",
}


def subtype_target_phrase(requirement: str) -> str | None:
    """The words of a subtype target word, or None for another word."""
    found = subtype_target_word(requirement)
    if found is None:
        return None
    prefix, subtype = found
    return _WORDS[prefix].format(subtype)


class SubtypeTargetLowering:
    ctx: LineContext

    def _subtyped(self, prefix: str, items: list[Any]) -> int:
        subtype = next(
            str(t)
            for t in items
            if isinstance(t, Token) and t.type in ("SUBTYPE", "SAC_ARTIFACT_TYPE")
        )
        if prefix == "another_subtype_you_control" and self.ctx.targets:
            raise ValueError('"another target" after another target')  # 115.3
        return self.ctx.target(f"{prefix}:{subtype}")

    def subtype_target(self, items: list[Any]) -> int:
        return self._subtyped("subtype", items)

    def subtype_you_control_target(self, items: list[Any]) -> int:
        return self._subtyped("subtype_you_control", items)

    def another_subtype_you_control_target(self, items: list[Any]) -> int:
        return self._subtyped("another_subtype_you_control", items)

    def subtype_creature_target(self, items: list[Any]) -> int:
        return self._subtyped("subtype_creature", items)

    def subtype_creature_you_control_target(self, items: list[Any]) -> int:
        return self._subtyped("subtype_creature_you_control", items)

    def subtype_token_you_control_target(self, items: list[Any]) -> int:
        return self._subtyped("subtype_token_you_control", items)
