"""Enlist (702.154): a static ability, an optional cost to attack (508.1g), and a triggered
ability linked to it (607.2h): as the creature attacks, its controller may tap up to one untapped
creature they control that isn't attacking and that has haste or has been under their control
continuously since their turn began; when they do, the attacker gets +X/+0 until end of turn,
X the tapped creature's power (702.154a). Tapping it is enlisting it (702.154c); a creature can't
enlist itself, nor a creature chosen to attack.

The choice is a pending decision once the attackers are chosen (508.1g), like exert
(engine.mechanics.exert). The "when you do" ability is the trigger kind `self_enlisted`, bound
to the enlisted creature; X is read as it resolves (its last known power if it left, 608.2h).
Several instances of enlist on one creature (702.154d) are not modeled: only one is offered, and
the log says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.cards.model import TriggeredAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import BecameTapped, DidEvent, Enlisted
from engine.core.log import LogKind
from engine.core.state import Duration, GameObject, GameState, Params, Zone
from engine.instructions.references import stat_or_last_known
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.rules.characteristics import chars
from engine.rules.combat.declare import OPTIONAL_ATTACK_COSTS
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import EVENT_BINDINGS, abilities_of, trigger_kind

ENLISTED = "self_enlisted"
RULE = "702.154a"
NONE = "none"


def _enlist_instances(state: GameState, obj: GameObject) -> int:
    return sum(
        1
        for a in abilities_of(state, obj)
        if isinstance(a, TriggeredAbility) and a.trigger == ENLISTED
    )


def _can_be_enlisted(state: GameState, obj: GameObject, player: str, attacking: set[str]) -> bool:
    """702.154a: an untapped creature the player controls, not chosen to attack, with haste or
    under their control continuously since their turn began (302.6's test)."""
    if obj.controller != player or obj.phased_out or obj.tapped or obj.id in attacking:
        return False
    c = chars(state, obj)
    return c.is_type("Creature") and (obj.controlled_since_turn_start or c.has("haste"))


def _enlist(res: Resolution, attacks: Sequence[tuple[str, str]]) -> None:
    attacking = {attacker for attacker, _ in attacks}
    for attacker, _ in attacks:
        obj = res.state.find_object(attacker)
        if obj is None or not (instances := _enlist_instances(res.state, obj)):
            continue
        name = name_of(res.state, attacker)
        if instances > 1:
            res.judge(
                LogKind.NOTE,
                f"{name} has {instances} enlist abilities: only one is offered",
                "702.154d",
                objects=(attacker,),
            )
        player = obj.controller
        able = [
            o.id for o in res.state.battlefield if _can_be_enlisted(res.state, o, player, attacking)
        ]
        if not able:
            continue
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"tap a creature to enlist it as {name} attacks? (it gets +X/+0, X its power)",
            (
                Option(NONE, "enlist nothing"),
                *(Option(o, f"enlist {name_of(res.state, o)}") for o in able),
            ),
            "508.1g",
            context=("enlist", attacker),
        )
        if answer == NONE or answer not in able:
            continue
        res.set_state(res.state.with_object(replace(res.state.object(answer), tapped=True)))
        res.did(BecameTapped(answer))
        res.judge(
            LogKind.EVENT,
            f"{name_of(res.state, player)} taps {name_of(res.state, answer)}: {name} enlists it",
            RULE,
            "702.154c",
            "508.1g",
            objects=(attacker, answer),
        )
        res.did(Enlisted(attacker, answer))


OPTIONAL_ATTACK_COSTS.append(_enlist)


@trigger_kind(ENLISTED)
def _self_enlisted(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When you do" (603.12, 702.154b): this creature enlisted a creature as it attacked."""
    return isinstance(event, Enlisted) and event.attacker == obj.id


EVENT_BINDINGS[ENLISTED] = lambda ability, event: (
    {"enlisted": event.enlisted} if isinstance(event, Enlisted) else {}
)


@instruction_kind("enlist_bonus")
def _enlist_bonus(res: Resolution, ctx: ExecContext, params: Params) -> None:
    enlisted = ctx.bound.get("enlisted")
    source = res.state.find_object(ctx.source)
    if not isinstance(enlisted, str) or source is None or source.zone is not Zone.BATTLEFIELD:
        return
    x = stat_or_last_known(res, enlisted, "power")  # 608.2h
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, ctx.source)} gets +{x}/+0 until end of turn "
        f"({name_of(res.state, enlisted)}'s power)",
        RULE,
        objects=(ctx.source, enlisted),
    )
    add_effect(
        res,
        ctx,
        "modify_power_toughness",
        Params({"objects": (ctx.source,), "power": x, "toughness": 0}),
        Duration.END_OF_TURN,
        rules=(RULE, "611.2c"),
    )
