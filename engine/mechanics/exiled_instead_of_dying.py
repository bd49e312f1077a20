""" "If that creature would die this turn, exile it instead." (Agate Assault, Bleed Dry, Fanged
Flames): a replacement effect (614.1a) created as the spell resolves, on the permanents the
sentence names as it applies (611.2c: locked in by their timestamps, so a permanent that has left
the battlefield and come back is a new object, 400.7, the effect doesn't touch). Until the end
of the turn, each of them that would die (be put into a graveyard from the battlefield, 700.4)
is exiled instead. "If a creature dealt damage this way would die this turn" (Anger of the Gods,
Demonfire) names the creatures the spell's damage instruction actually dealt damage to
("bound:dealt_damage_this_way", bound by deal_damage; 120.4b). The instruction "exile_if_it_would_die" creates it; the effect kind
"exiled_instead_of_dying" replaces the zone change."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import ZoneChangeEvent
from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import Applied, EffectKind, ref_name, register
from engine.rules.pipeline import Resolution


@register
class ExiledInsteadOfDying(EffectKind[ZoneChangeEvent]):
    """Params: "objects" and their "timestamps" (611.2c)."""

    name = "exiled_instead_of_dying"
    watches = (ZoneChangeEvent,)
    rules = ("614.1a", "700.4")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        obj = state.find_object(event.object)
        stamps = effect.params.get("timestamps", {})
        return (
            obj is not None
            and obj.id in effect.params.get("objects", ())
            and stamps.get(obj.id) == obj.timestamp
            and obj.zone is Zone.BATTLEFIELD
            and event.to_zone is Zone.GRAVEYARD
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        return Applied(
            replace(event, to_zone=Zone.EXILE),
            f"{ref_name(state, event.object)} would die this turn: it is exiled instead",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        names = ", ".join(ref_name(state, str(o)) for o in effect.params.get("objects", ()))
        return f"{names} is exiled instead if it would die this turn"


@instruction_kind("exile_if_it_would_die")
def _exile_if_it_would_die(res: Resolution, ctx: ExecContext, params: Params) -> None:
    # "If a creature dealt damage this way would die" names only the creatures among them.
    creatures = bool(params.get("creatures", False))
    objects = tuple(
        o
        for o in refs(res, ctx, params.get("to", 0))
        if (obj := res.state.find_object(o)) is not None
        and obj.zone is Zone.BATTLEFIELD
        and (not creatures or chars(res.state, obj).is_type("Creature"))
    )
    if objects:
        add_effect(
            res,
            ctx,
            "exiled_instead_of_dying",
            Params({"objects": objects}),
            Duration.END_OF_TURN,
            rules=("614.1a", "611.2c"),
        )
