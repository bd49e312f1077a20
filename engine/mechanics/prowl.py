"""Prowl (702.76a): "Prowl [cost]" means the spell may be cast by paying [cost] rather than its
mana cost if a player was dealt combat damage this turn by a source that, as it dealt that
damage, was under the caster's control and had any of the spell's creature types (205.3m).

The keyword line is a conditional alternative cost of the hand (engine.mechanics
.conditional_alternative_costs, 118.9, 601.2b), whose condition `prowl` this module checks: each
time combat damage is dealt to a player, the source's controller and creature types at that time
are kept until the turn ends (the bookkeeping effect `prowl_damage`), and the spell's creature
types are read as it is cast.
"""

from __future__ import annotations

from engine.core.events import DamageEvent, WouldEvent
from engine.core.state import Duration, Effect, GameState, Params
from engine.rules.characteristics import EVERY_CREATURE_TYPE, chars
from engine.rules.damage import DAMAGE_DEALT
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution

RULE = "702.76a"
KIND = "prowl_damage"


@register
class ProwlDamage(EffectKind[WouldEvent]):
    name = KIND
    rules = (RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        types = ", ".join(str(t) for t in effect.params.get("types", ()))
        who = ref_name(state, effect.params.get("player"))
        return f"a {types} source {who} controlled dealt combat damage to a player this turn"


def _creature_types(state: GameState, obj_id: str) -> tuple[str, ...]:
    found = state.find_object(obj_id)
    if found is None:
        return ()
    return tuple(t for t in chars(state, found).subtypes if t in EVERY_CREATURE_TYPE)


def _remember(res: Resolution, event: DamageEvent) -> None:
    """Combat damage dealt to a player: its source's controller and creature types then."""
    if not event.combat or res.state.find_player(event.recipient) is None:
        return
    types = _creature_types(res.state, event.source)
    if not types:
        return
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    record = Effect(
        effect_id,
        KIND,
        event.source_controller,
        None,
        Params({"player": event.source_controller, "types": types}),
        Duration.END_OF_TURN,
        timestamp,
    )
    res.set_state(state.with_effect(record))


DAMAGE_DEALT.append(_remember)


def prowl_holds(state: GameState, player: str, spell: str) -> bool:
    """702.76a: a source `player` controlled dealt combat damage to a player this turn while it
    had one of the spell's creature types."""
    wanted = set(_creature_types(state, spell))
    return any(
        e.params.get("player") == player and wanted & set(e.params.get("types", ()))
        for e in effects_of_kind(state, KIND)
    )
