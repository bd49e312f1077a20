"""Groups named by a creature type (205.3m): "each Squirrel you control", "each other Elf you
control" (not the ability's own object). A permanent is in it when it has that creature type
now, a creature or a kindred permanent. One group word: it composes with every instruction
acting on a group ("Put a +1/+1 counter on each other Squirrel you control.", "Each Elf you
control gets +1/+1 until end of turn."). Lowered to the reference words
"your_permanents_of:SUBTYPE" and "your_other_permanents_of:SUBTYPE" of
engine.vocabulary.references."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.lowering import LineContext

GRAMMAR = r"""
%extend object_group: SG_EACH SUBTYPE SG_YOU_CONTROL -> each_subtype_you_control
                    | SG_EACH_OTHER SUBTYPE SG_YOU_CONTROL -> each_other_subtype_you_control
SG_EACH: "each"
SG_EACH_OTHER: "each other"
SG_YOU_CONTROL: "you control"
"""

_PREFIXES = {
    "your_permanents_of": "each {} you control",
    "your_other_permanents_of": "each other {} you control",
}


def subtype_group_words(value: object) -> str | None:
    """The words of a subtype group word, or None for another value."""
    if not isinstance(value, str):
        return None
    prefix, _, subtype = value.partition(":")
    if prefix not in _PREFIXES or not subtype:
        return None
    return _PREFIXES[prefix].format(subtype)


class SubtypeGroupLowering:
    ctx: LineContext

    @staticmethod
    def _subtype(items: list[Any]) -> str:
        return next(str(t) for t in items if isinstance(t, Token) and t.type == "SUBTYPE")

    def each_subtype_you_control(self, items: list[Any]) -> str:
        return f"your_permanents_of:{self._subtype(items)}"

    def each_other_subtype_you_control(self, items: list[Any]) -> str:
        return f"your_other_permanents_of:{self._subtype(items)}"
