"""Totem armor (702.89a; today "umbra armor"): "If enchanted creature would be destroyed, instead
remove all damage from it and destroy this Aura." A replacement effect (614.1a) of the Aura's
static ability, "totem_armor" with "object": "enchanted" (bound to the creature it enchants). As
another destruction replacement (a regeneration shield, 614.8) it is ordered by the creature's
controller when both apply (616.1).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import ZoneChangeEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameState, Zone
from engine.rules.effect_kinds import Applied, EffectKind, Resolving, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move


@register
class TotemArmor(EffectKind[ZoneChangeEvent]):
    name = "totem_armor"
    watches = (ZoneChangeEvent,)
    rules = ("702.89a", "614.1a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        aura = state.find_object(effect.source) if effect.source else None
        return (
            event.destroy
            and event.from_zone is Zone.BATTLEFIELD
            and event.object == effect.params.get("object")
            and aura is not None
            and aura.zone is Zone.BATTLEFIELD
            and aura.attached_to == event.object
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        """Without a resolution to act in, the creature still isn't destroyed."""
        return Applied(None, f"{ref_name(state, event.object)} isn't destroyed (totem armor)")

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        creature = res.state.object(event.object)
        res.set_state(res.state.with_object(replace(creature, damage=0, deathtouch_damage=False)))
        what, aura = name_of(res.state, creature.id), str(effect.source)
        res.note(
            LogKind.REPLACEMENT,
            f"{what} isn't destroyed: all damage is removed from it and "
            f"{name_of(res.state, aura)} is destroyed instead",
            "702.89a",
            "614.1a",
            objects=(creature.id, aura),
        )
        # The pipeline applies a kind in its own Resolution (engine.rules.pipeline), which moving
        # the Aura needs; a kind only names the part of it every kind uses (Resolving).
        assert isinstance(res, Resolution)
        move(res, aura, Zone.GRAVEYARD, destroy=True)
        return Applied(None, f"{what} is saved by {name_of(res.state, aura)}'s totem armor")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"if {ref_name(state, effect.params.get('object'))} would be destroyed, its damage is "
            "removed and the Aura is destroyed instead"
        )
