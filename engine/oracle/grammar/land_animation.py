"""A land that becomes a creature until end of turn (205.1b): "Target land you control becomes a
4/4 Elemental creature with haste until end of turn. It's still a land." (Elemental Uprising),
and "It must be blocked this turn if able." (509.1c).

The animation is three instructions with one subject, each locking in what it affects as it
begins (611.2c): `becomes_creature` adds the card type Creature and the creature type (layer 4,
613.1d; "It's still a land": 205.1b, the new types are in addition to its others),
`set_base_pt` sets its base power and toughness (layer 7b, 613.4b) and `grant_keywords` gives it
the keyword (layer 6, 613.1f). "Must be blocked this turn if able" grants the blocking
requirement engine.rules.combat.restrictions reads (509.1c) until end of turn (514.2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.subtypes import CREATURE_TYPES
from engine.rules.combat_words import MUST_BE_BLOCKED

GRAMMAR = (
    r"""
%extend sentence: subject LA_BECOMES_A PT LA_CREATURE_TYPE LA_CREATURE_WITH keyword UNTIL_EOT "." LA_STILL_A_LAND "." -> la_animate_land
                | subject LA_MUST_BE_BLOCKED "." -> la_must_be_blocked
LA_BECOMES_A: "becomes a"
LA_CREATURE_WITH: "creature with"
LA_STILL_A_LAND: "it's still a land"
LA_MUST_BE_BLOCKED: "must be blocked this turn if able"
LA_CREATURE_TYPE.-1: /(?:"""
    + "|".join(sorted((t for t in CREATURE_TYPES if t[:1].isupper()), key=lambda w: (-len(w), w)))
    + r""")(?![\w'-])/
"""
)

# The target words whose object is a land, so "It's still a land" is true of it (205.1b).
LAND_TARGETS = frozenset({"land", "land_you_control"})


class LandAnimationLowering:
    ctx: LineContext

    def la_animate_land(self, items: list[Any]) -> Effects:
        to, _, pt, creature_type, _, keyword = items[:6]
        if not isinstance(to, int) or self.ctx.targets[to] not in LAND_TARGETS:
            raise ValueError("'it's still a land' of something that may not be a land")
        power, toughness = (int(v) for v in str(pt).split("/"))
        return (
            step("becomes_creature", to=to, subtypes=(str(creature_type),)),
            step("set_base_pt", to=to, power=power, toughness=toughness),
            step("grant_keywords", to=to, keywords=(keyword,)),
        )

    def la_must_be_blocked(self, items: list[Any]) -> Effects:
        return (step("grant_keywords", to=items[0], keywords=(MUST_BE_BLOCKED,)),)


def sentence_words(
    effects: tuple[Instruction, ...], start: int, subject: Callable[[Any], str]
) -> tuple[str, int] | None:
    """This module's sentence starting at `effects[start]` (without its capital and final full
    stop) and where the next one starts; None when the effects there aren't one of them."""
    first = effects[start]
    if first.kind == "grant_keywords" and set(first.params) == {"to", "keywords"}:
        if tuple(first.params["keywords"]) == (MUST_BE_BLOCKED,):
            return f"{subject(first.params['to'])} must be blocked this turn if able", start + 1
        return None
    if first.kind != "becomes_creature" or start + 3 > len(effects):
        return None
    base, granted = effects[start + 1], effects[start + 2]
    to = first.params.get("to")
    subtypes = tuple(first.params.get("subtypes", ()))
    keywords = tuple(granted.params.get("keywords", ()))
    if (
        set(first.params) != {"to", "subtypes"}
        or len(subtypes) != 1
        or base.kind != "set_base_pt"
        or set(base.params) != {"to", "power", "toughness"}
        or base.params["to"] != to
        or granted.kind != "grant_keywords"
        or set(granted.params) != {"to", "keywords"}
        or granted.params["to"] != to
        or len(keywords) != 1
    ):
        return None
    power, toughness = base.params["power"], base.params["toughness"]
    if not (isinstance(power, int) and isinstance(toughness, int)):
        return None
    head = subject(to)
    return (
        f"{head} becomes a {power}/{toughness} {subtypes[0]} creature with "
        f"{str(keywords[0]).lower()} until end of turn. It's still a land",
        start + 3,
    )
