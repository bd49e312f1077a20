"""Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this permanent enters
with N +1/+1 counters on it." A replacement effect of the permanent entering (614.1c).

Which players were dealt damage this turn is remembered as a bookkeeping effect of kind
"dealt_damage_this_turn" (one per player, until end of turn), written as damage is dealt
(engine.rules.damage.DAMAGE_DEALT), so it travels with the state and its document.
"""

from __future__ import annotations

from engine.core.events import DamageEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params
from engine.rules.damage import DAMAGE_DEALT
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import ENTERING_COUNTERS

RECORD = "dealt_damage_this_turn"


@register
class DealtDamageThisTurn(EffectKind[WouldEvent]):
    """Params: "player", a player dealt damage this turn (bloodthirst, 702.54a)."""

    name = RECORD
    rules = ("702.54a",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('player'))} was dealt damage this turn"


@register
class Bloodthirst(EffectKind[WouldEvent]):
    """A permanent's own bloodthirst N: params "count" (engine.rules.zones applies it)."""

    name = "bloodthirst"
    rules = ("702.54a", "614.1c")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"enters with {effect.params.get('count')} +1/+1 counters if an opponent was dealt "
            "damage this turn"
        )


def damaged_this_turn(state: GameState) -> frozenset[str]:
    return frozenset(str(e.params.get("player")) for e in effects_of_kind(state, RECORD))


def _remember(res: Resolution, event: DamageEvent) -> None:
    player = res.state.find_player(event.recipient)
    if player is None or player.id in damaged_this_turn(res.state):
        return
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    record = Effect(
        effect_id,
        RECORD,
        player.id,
        None,
        Params({"player": player.id}),
        Duration.END_OF_TURN,
        timestamp,
    )
    res.set_state(state.with_effect(record))


DAMAGE_DEALT.append(_remember)


def _bloodthirst(
    res: Resolution, obj: GameObject, params: Params
) -> tuple[int, str, tuple[str, ...]]:
    """702.54a: N counters if an opponent of its controller was dealt damage this turn."""
    damaged = damaged_this_turn(res.state)
    opponents = [p.id for p in res.state.players if p.id != obj.controller and p.id in damaged]
    if not opponents:
        res.judge(
            LogKind.REPLACEMENT,
            f"no opponent of {name_of(res.state, obj.controller)} was dealt damage this turn: "
            f"{name_of(res.state, obj)} enters without bloodthirst's counters",
            "702.54a",
            objects=(obj.id,),
        )
        return 0, "+1/+1", ()
    return int(params.get("count", 1)), "+1/+1", ("702.54a",)


ENTERING_COUNTERS["bloodthirst"] = _bloodthirst
