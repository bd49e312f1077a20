"""What a bestowed spell or permanent is (702.103b): the characteristics half of bestow.

A spell cast bestowed (`GameObject.cast_for` is "bestow", engine.mechanics.bestow) is, on the
stack and as the permanent it becomes, an Aura enchantment with enchant creature: the bestow
ability's effect makes it an Aura (it loses its other card types and its creature types, so it
isn't a creature) and gives it enchant creature, until it ceases to be bestowed (702.103e-g:
`cast_for` is cleared). The effect applies before the type-changing effects in force (613.1d)
and, like every effect of the object's own ability, from whatever zone it is in.

`cease_to_be_bestowed` ends it: as the spell begins to resolve with an illegal target (702.103e,
engine.mechanics.bestow) and, instead of 704.5m, when the bestowed Aura is unattached or attached
to an illegal object (702.103f, engine.rules.sba): it stays on the battlefield, a creature again.

May import: engine.core and engine.rules.pipeline."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import BecameUnattached
from engine.core.log import LogKind
from engine.core.state import GameObject, Zone
from engine.rules.pipeline import Resolution, name_of

BESTOW = "bestow"  # the alternative cost's name (118.9) in GameObject.cast_for
ENCHANT = "creature"  # the enchant ability it gains: the target word of "Enchant creature"
NOTE = "a bestowed Aura: an Aura enchantment with enchant creature, not a creature (702.103b)"


def is_bestowed(obj: GameObject) -> bool:
    """702.103b: a spell cast bestowed, or the bestowed Aura it became."""
    return obj.cast_for == BESTOW and obj.zone in (Zone.STACK, Zone.BATTLEFIELD)


# 702.103b: it becomes an Aura enchantment (205.1a: its other types and subtypes go); not a
# creature, it has no power or toughness (208.3).
TYPES = ("Enchantment",)
SUBTYPES = ("Aura",)


def cease_to_be_bestowed(res: Resolution, obj: GameObject, why: str, rule: str) -> None:
    """It ceases to be bestowed (702.103e-f): the effect making it an Aura ends; a permanent
    becomes unattached (701.3d) and stays on the battlefield as the creature it is printed as."""
    current = res.state.object(obj.id)
    was_on = res.state.find_object(current.attached_to) if current.attached_to else None
    res.set_state(res.state.with_object(replace(current, cast_for="", attached_to=None)))
    if was_on is not None and was_on.zone is Zone.BATTLEFIELD:
        res.did(BecameUnattached(obj.id, was_on.id, was_on.timestamp))  # 701.3d
    where = "spell" if current.zone is Zone.STACK else "permanent"
    res.note(
        LogKind.STATE_BASED_ACTION if where == "permanent" else LogKind.STACK,
        f"{name_of(res.state, obj.id)} {why}: it ceases to be bestowed and is a creature {where} "
        "again",
        rule,
        *(("701.3d",) if where == "permanent" else ("608.3b",)),
        objects=(obj.id,),
    )
