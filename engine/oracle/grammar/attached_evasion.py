"""An Aura's or Equipment's blocking restriction on the creature it is attached to (303.4m,
301.5f, 509.1b), and blockers named by one or two creature types:

    Equipped creature can't be blocked by Vampires or Zombies.                (Blazing Torch)
    Enchanted creature can't be blocked by Walls.
    ~ can't be blocked by Dinosaurs.                                           (River Darter)

The creature gets the same "can't be blocked by ..." ability a creature with it has
(engine.rules.combat.restrictions.blocked_by): a blocker with either creature type can't block
it (205.3m; a changeling has every type, 702.73a). The plural is Oracle's (engine.oracle.subtypes),
and only one the combat rules read back the same way is accepted.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import StaticAbility
from engine.oracle.lowering import static_ability
from engine.oracle.subtypes import PLURAL_SUBTYPES
from engine.rules.combat.restrictions import blocked_by
from engine.rules.combat_words import BLOCKED_BY
from engine.rules.effects.protection import creature_type_plural


def _alternation(words: list[str]) -> str:
    return "|".join(sorted(set(words), key=lambda w: (-len(w), w)))


GRAMMAR = (
    r"""
%extend static_body: attached CANT_BE_BLOCKED_BY blocked_by -> attached_blocked_by
%extend blocked_by: AE_SUBTYPES_OR -> blocked_by_subtypes
                  | PLURAL_SUBTYPE -> blocked_by_subtypes
AE_SUBTYPES_OR: /(?:"""
    + _alternation(list(PLURAL_SUBTYPES))
    + r""") or (?:"""
    + _alternation(list(PLURAL_SUBTYPES))
    + r""")(?![\w'-])/
"""
)


class AttachedEvasionLowering:
    def blocked_by_subtypes(self, items: list[Token]) -> str:
        words = str(items[0])
        for word in words.split(" or "):
            subtype = PLURAL_SUBTYPES.get(word)
            if subtype is None or creature_type_plural(subtype) != word:
                raise ValueError(f"a creature type the combat rules don't read back: {word!r}")
        return words

    def attached_blocked_by(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """509.1b: the attached creature has the attacker's restriction."""
        words = str(items[2])
        if blocked_by(words) is None:
            raise ValueError(f"no blocking restriction {words!r}")
        return (
            static_ability(
                "", "gain_keywords", objects=(items[0],), keywords=(f"{BLOCKED_BY}{words}",)
            ),
        )
