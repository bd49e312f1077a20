"""The trigger phrase "Whenever you attack with N or more creatures" / "... N or more [creature
type plural]" (508.3d, 508.1m: once for the declaration of attackers, when at least N of the
declared attackers are the ability's controller's, of that creature type if one is named):
"Whenever you attack with one or more Elves, populate." (Arboreal Alliance), "Whenever you
attack with four or more creatures, scry 2, then draw a card." (Champions from Beyond). The
trigger kind is "you_attack" (engine.mechanics.player_attacks). A phrase composes with every
effect sentence. ("two or more creatures" and "three or more creatures" are fixed phrases of
engine.oracle.grammar.triggered.)"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.core.state import Params
from engine.oracle.subtypes import PLURAL_SUBTYPES, plural
from engine.oracle.vocabulary import number_word, word_number

_COUNTS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")

GRAMMAR = (
    r"""
%extend trigger: attack_count_trigger
attack_count_trigger: AC_YOU_ATTACK_WITH AC_OR_MORE ac_attackers
?ac_attackers: AC_CREATURES | PLURAL_SUBTYPE
AC_YOU_ATTACK_WITH: "whenever you attack with"
AC_OR_MORE: /(?:"""
    + "|".join(_COUNTS)
    + r""") or more/i
AC_CREATURES: "creatures"
"""
)

# the fixed phrases of engine.oracle.grammar.triggered
_FIXED_COUNTS = (2, 3)


class AttackCountLowering:
    def attack_count_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        count = word_number(str(items[1]).split()[0])
        attackers: Token = items[2]
        params: dict[str, Any] = {"at_least": count}
        if attackers.type != "AC_CREATURES":
            subtype = PLURAL_SUBTYPES.get(str(attackers))
            if subtype is None or plural(subtype) != str(attackers):
                raise ValueError(f"a creature type's plural: {attackers!r}")
            params["subtype"] = subtype
        elif count in _FIXED_COUNTS:
            raise ValueError("a fixed phrase")  # read by its own terminal
        return "you_attack", params


def attack_count_phrase(kind: str, params: Params) -> str | None:
    """The words of a "you_attack" trigger with a count (and a creature type), None for any
    other."""
    if kind != "you_attack" or "at_least" not in params or set(params) - {"at_least", "subtype"}:
        return None
    count = params["at_least"]
    if not isinstance(count, int) or not 1 <= count <= len(_COUNTS):
        return None
    subtype = params.get("subtype")
    if subtype is None:
        if count in _FIXED_COUNTS:
            return None
        return f"whenever you attack with {number_word(count)} or more creatures"
    return f"whenever you attack with {number_word(count)} or more {plural(str(subtype))}"
