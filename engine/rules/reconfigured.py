"""702.151b: an Equipment with reconfigure attached to another creature stops being a creature
until it becomes unattached from it: the characteristics half of reconfigure
(engine.mechanics.reconfigure has its two activated abilities).

Read by engine.rules.characteristics in layer 4 (613.1d), before the type-changing effects in
force, from the abilities the object has before its layers apply (its card's or the copied
ones): it loses the card type creature and, with it, its creature types (205.3d: a subtype
needs its card type), and, a noncreature permanent, has no power or toughness (208.3). 301.5c:
such an Equipment that is also a creature may still equip a creature (engine.rules.attachment).

The same layer-4 change serves the other abilities that keep a permanent from being a creature
for a while: a mechanic registers its test in NOT_A_CREATURE (impending, 702.176a:
engine.mechanics.impending).

May import: engine.core and engine.cards."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.cards.model import Ability
from engine.core.state import GameObject, Zone

KEYWORD = "Reconfigure"
NOTE = "attached with reconfigure: not a creature until it becomes unattached (702.151b)"


def has_reconfigure(abilities: Iterable[Ability]) -> bool:
    return any(getattr(a, "keyword", "") == KEYWORD for a in abilities)


def stops_being_creature(obj: GameObject, abilities: Iterable[Ability]) -> bool:
    """702.151b: an attached permanent with reconfigure on the battlefield."""
    return (
        obj.zone is Zone.BATTLEFIELD and obj.attached_to is not None and has_reconfigure(abilities)
    )


# Other reasons a permanent isn't a creature (layer 4, 613.1d), by the test each is: (the object,
# the abilities it has before its layers apply) -> the note explaining it, or None.
NotACreature = Callable[[GameObject, Iterable[Ability]], str | None]
NOT_A_CREATURE: list[NotACreature] = []


def not_a_creature(obj: GameObject, abilities: Iterable[Ability]) -> str | None:
    """Why the permanent stops being a creature now (None: it doesn't): attached with reconfigure
    (702.151b), or a test of NOT_A_CREATURE."""
    listed = tuple(abilities)
    if stops_being_creature(obj, listed):
        return NOTE
    return next((n for test in NOT_A_CREATURE if (n := test(obj, listed)) is not None), None)
