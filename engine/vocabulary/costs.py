"""Activation and additional costs (602.1, 118): the cost's parts as one typed declaration."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Cost:
    """An activation cost (602.1, 118). Mana is in braces notation, e.g. "{4}{W}{W}"."""

    mana: str = ""
    tap: bool = False
    untap: bool = False
    exile_self: bool = False
    sacrifice_self: bool = False
    discard_self: bool = False  # "Discard this card" from the hand (701.9a; cycling, 702.29a)
    # "Sacrifice a [card type]": a permanent of that type you control (701.21a). Paid by spells'
    # additional costs (engine.actions.additional_costs); not yet by activated abilities.
    sacrifice: str = ""
    sacrifice_count: int = 1
    life: int = 0
    loyalty: int | None = None  # a loyalty ability's [+N] / [-N] (606.4); see engine.rules.loyalty
    # "Spend only black mana on X" (Crypt Rats): the mana types that may pay the {X} in `mana`.
    # Text after the colon that defines an aspect of the activation cost (602.1b); enforced as the
    # cost is paid from the pool (engine.rules.mana.payment). Empty: any type, like other generic mana.
    x_colors: tuple[str, ...] = ()


COST_FIELDS = tuple(f.name for f in fields(Cost))
# The parts a custom card's activated ability may have (the others belong to keyword abilities
# and spells: cycling's discard, a spell's "sacrifice a creature", a planeswalker's loyalty).
CUSTOM_COST_FIELDS = ("mana", "tap", "untap", "exile_self", "sacrifice_self", "life", "x_colors")
