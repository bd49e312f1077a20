"""The Ring tempts you (701.54): the keyword action, the Ring-bearer designation and the
emblem named The Ring (what the rules read is engine.rules.ring_bearer).

- The instruction "ring_tempts" ("the Ring tempts you"): a player with no emblem named The
  Ring gets it first (701.54c); then they choose a creature they control as their Ring-bearer
  (701.54a: a decision each time, even of the creature that is already their Ring-bearer; none
  if they control no creature), which stops any other creature from being it; the count of
  times the Ring has tempted them grows by one and the event RingTempted is made (701.54d:
  even if nothing could be chosen).
- 701.54a: a creature stops being its player's Ring-bearer when another becomes it or another
  player gains control of it: a designation whose permanent has changed controller or left
  the battlefield is removed after every performed event and before state-based actions, so
  getting control back doesn't make it the Ring-bearer again.
- The emblem's abilities (701.54c) by the count: from the first temptation its Ring-bearer is
  legendary (layer 4, engine.rules.characteristics) and can't be blocked by creatures with
  greater power (engine.rules.combat.restrictions); from the second, "Whenever your
  Ring-bearer attacks, draw a card, then discard a card."; from the third, "Whenever your
  Ring-bearer becomes blocked by a creature, the blocking creature's controller sacrifices it
  at end of combat." (a delayed trigger, 603.7); from the fourth, "Whenever your Ring-bearer
  deals combat damage to a player, each opponent loses 3 life." The triggered ones are the
  emblem's: they have no source object on the battlefield, are controlled by the emblem's
  owner (114.4) and wait for the stack like the monarch's (engine.rules.triggers
  INHERENT_TRIGGERS).
- Triggers: "whenever the Ring tempts you" (701.54d) and "whenever you choose a creature as
  your Ring-bearer"; the chosen creature is bound as "ring_bearer". The intervening "if"
  conditions (603.4) "if you chose a creature other than ~ as your Ring-bearer" (reads the
  bound choice, the same at both checks) and "if you don't control a Ring-bearer" (701.54e).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import AttackDeclared, BlockDeclared, DamageDealt, DidEvent, RingTempted
from engine.core.log import LogKind, counted
from engine.core.state import Duration, Effect, GameObject, GameState, Params, PendingTrigger, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS
from engine.rules.ring_bearer import (
    EMBLEM,
    RING_BEARER,
    RING_TEMPTED,
    bears,
    ring_bearer_of,
    times_tempted,
)
from engine.rules.triggers import (
    CONDITIONS,
    EVENT_BINDINGS,
    INHERENT_TRIGGERS,
    TRIGGER_RULES,
    trigger_kind,
)
from engine.rules.zones import sacrifice

RULE = "701.54a"
RING = "ring"
TEMPTS_YOU = "ring_tempts_you"  # "whenever the Ring tempts you" (701.54d)
CHOOSE_BEARER = "you_choose_ring_bearer"  # "whenever you choose a creature as your Ring-bearer"
BEARER = "ring_bearer"  # the bound creature chosen
# Intervening "if" conditions (603.4): name -> the words Oracle uses.
RING_CONDITIONS = {
    "chose_other_ring_bearer": "you chose a creature other than ~ as your Ring-bearer",
    "no_ring_bearer": "you don't control a Ring-bearer",
}


@register
class RingBearer(EffectKind[Any]):
    """Params: "object" and "timestamp": that permanent is the Ring-bearer of the effect's
    controller (701.54a-b, 701.54e)."""

    name = RING_BEARER
    rules = ("701.54a", "701.54b")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} is "
            f"{ref_name(state, effect.controller)}'s Ring-bearer"
        )


@instruction_kind("ring_tempts")
def _ring_tempts(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        found = res.state.find_player(player)
        if found is not None and not found.lost:
            ring_tempts(res, player, ctx.source)


def ring_tempts(res: Resolution, player: str, source: str) -> None:
    """The Ring tempts `player` (701.54a, 701.54c-d)."""
    who = name_of(res.state, player)
    times = times_tempted(res.state, player)
    if times == 0:
        res.note(LogKind.EVENT, f"{who} gets an emblem named {EMBLEM}", "701.54c", "114.1")
    creatures = [
        o
        for o in res.state.battlefield
        if o.controller == player and chars(res.state, o).is_type("Creature")
    ]
    chosen: GameObject | None = creatures[0] if len(creatures) == 1 else None
    if len(creatures) > 1:
        answer = res.choose(
            player,
            DecisionKind.CHOOSE_OBJECT,
            f"The Ring tempts {who}: choose a creature they control as their Ring-bearer",
            tuple(Option(o.id, name_of(res.state, o.id)) for o in creatures),
            RULE,
            context=("ring_bearer", player, times),
        )
        chosen = res.state.object(answer)
    for old in [e for e in res.state.effects if e.kind == RING_BEARER and e.controller == player]:
        res.set_state(res.state.without_effect(old.id))
    if chosen is not None:
        add_effect(
            res,
            ExecContext(player, source),
            RING_BEARER,
            Params({"object": chosen.id, "timestamp": chosen.timestamp}),
            Duration.INDEFINITE,
            rules=(RULE, "701.54b"),
        )
    found = res.state.player(player)
    counters = found.counters.set(RING_TEMPTED, times + 1)
    res.set_state(res.state.with_player(replace(found, counters=counters)))
    bearer = (
        f"{name_of(res.state, chosen.id)} is their Ring-bearer"
        if chosen is not None
        else "they control no creature to choose as their Ring-bearer"
    )
    res.note(
        LogKind.EVENT,
        f"the Ring tempts {who} ({counted(times + 1, 'time')} this game): {bearer}",
        RULE,
        "701.54d",
        objects=(chosen.id,) if chosen is not None else (),
    )
    res.did(RingTempted(player, chosen.id if chosen is not None else ""))


def _lost_bearers(res: Resolution) -> None:
    """701.54a: a creature stops being the Ring-bearer once another player gains control of it;
    one that left the battlefield is a new object (400.7). Their designations are removed."""
    for effect in res.state.effects:
        if effect.kind != RING_BEARER:
            continue
        obj = res.state.find_object(str(effect.params.get("object")))
        if obj is not None and bears(effect, obj):
            continue
        res.set_state(res.state.without_effect(effect.id))
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, obj.id)} is no longer "
                f"{name_of(res.state, effect.controller)}'s Ring-bearer: another player "
                "controls it",
                RULE,
                objects=(obj.id,),
            )


AFTER_PERFORM.append(_lost_bearers)
BEFORE_STATE_BASED_ACTIONS.append(_lost_bearers)


def _bearer_holder(state: GameState, obj_id: str, least: int) -> str | None:
    """The player whose Ring-bearer `obj_id` is, if the Ring has tempted them `least` or more
    times (the emblem has the ability then, 701.54c); else None."""
    obj = state.find_object(obj_id)
    if obj is None:
        return None
    bearer = ring_bearer_of(state, obj.controller)
    if bearer is None or bearer.id != obj_id or times_tempted(state, obj.controller) < least:
        return None
    return obj.controller


def _inherent(res: Resolution, event: DidEvent) -> list[PendingTrigger]:
    """701.54c: the emblem's triggered abilities, matched against one did-event."""
    state = res.state
    bound: dict[str, Any]
    if isinstance(event, AttackDeclared):
        player = _bearer_holder(state, event.attacker, 2)
        text = "whenever your Ring-bearer attacks, draw a card, then discard a card"
        effects: list[dict[str, Any]] = [
            {"kind": "draw", "params": {"count": 1}},
            {"kind": "discard", "params": {"count": 1}},
        ]
        bound = {}
    elif isinstance(event, BlockDeclared):
        player = _bearer_holder(state, event.attacker, 3)
        text = (
            "whenever your Ring-bearer becomes blocked by a creature, the blocking creature's "
            "controller sacrifices it at end of combat"
        )
        blocker = state.find_object(event.blocker)
        sacrificed = {"kind": "ring_sacrifice_blocker", "params": {"to": "bound:blocker"}}
        effects = [
            {
                "kind": "create_delayed_trigger",
                "params": {"step": "end_of_combat", "effects": [sacrificed], "text": text},
            }
        ]
        bound = {
            "blocker": event.blocker,
            "blocker_timestamp": blocker.timestamp if blocker is not None else -1,
        }
    elif (
        isinstance(event, DamageDealt)
        and event.combat
        and state.find_player(event.recipient) is not None
    ):
        player = _bearer_holder(state, event.source, 4)
        text = (
            "whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life"
        )
        effects = [{"kind": "lose_life", "params": {"amount": 3, "player": "each_opponent"}}]
        bound = {}
    else:
        return []
    if player is None:
        return []
    res.note(
        LogKind.TRIGGER,
        f"{name_of(state, player)}'s emblem {EMBLEM} triggers: {text}",
        "701.54c",
        "603.2",
    )
    params = Params({"text": text, "named": EMBLEM, "effects": effects, **bound})
    return [PendingTrigger(player, -1, player, params, RING)]


INHERENT_TRIGGERS.append(_inherent)


@instruction_kind("ring_sacrifice_blocker")
def _ring_sacrifice_blocker(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.54c: the blocking creature's controller sacrifices it, if it is still that object
    on the battlefield (400.7)."""
    for obj_id in refs(res, ctx, params.get("to", "bound:blocker")):
        obj = res.state.find_object(obj_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj.controller)} sacrifices {name_of(res.state, obj_id)} "
            f"({EMBLEM}'s ability)",
            "701.54c",
            "701.21a",
            objects=(obj_id,),
        )
        sacrifice(res, obj.controller, obj_id)


@trigger_kind(TEMPTS_YOU)
def _ring_tempts_you(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return isinstance(event, RingTempted) and event.player == obj.controller


@trigger_kind(CHOOSE_BEARER)
def _you_choose_bearer(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return isinstance(event, RingTempted) and event.player == obj.controller and bool(event.bearer)


def _bearer_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    return {BEARER: event.bearer} if isinstance(event, RingTempted) else {}


EVENT_BINDINGS[TEMPTS_YOU] = _bearer_binding
EVENT_BINDINGS[CHOOSE_BEARER] = _bearer_binding
TRIGGER_RULES[TEMPTS_YOU] = ("701.54d",)
TRIGGER_RULES[CHOOSE_BEARER] = ("701.54a",)


def _chose_other(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """The creature chosen as the Ring tempted the player is another than the ability's source
    (none chosen: the condition is false, nothing was chosen)."""
    chosen = event.bearer if isinstance(event, RingTempted) else str(bound.get(BEARER, ""))
    return bool(chosen) and chosen != source


def _no_bearer(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """701.54e: the player controls no creature that is their Ring-bearer (a creature another
    player gains control of stops being one, 701.54a)."""
    return ring_bearer_of(state, player) is None


CONDITIONS["chose_other_ring_bearer"] = (
    _chose_other,
    "'you chose a creature other than ~ as your Ring-bearer'",
)
CONDITIONS["no_ring_bearer"] = (_no_bearer, "'you don't control a Ring-bearer'")
