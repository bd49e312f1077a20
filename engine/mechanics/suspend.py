"""Suspend (702.62): "Suspend N—[cost]" means "If you could begin to cast this card by putting it
onto the stack from your hand, you may pay [cost] and exile it with N time counters on it. This
action doesn't use the stack," "At the beginning of your upkeep, if this card is suspended,
remove a time counter from it," and "When the last time counter is removed from this card, if
it's exiled, you may play it without paying its mana cost if able. If you don't, it remains
exiled. If you cast a creature spell this way, it gains haste until you lose control of the
spell or the permanent it becomes." (702.62a).

- The special action `suspend` (116.2f): the card in its owner's hand, when they could begin to
  cast it (its card type's timing, 307.1, or any time they have priority for an instant or a
  card with flash); the cost is paid and the card is exiled with N time counters (122.6).
- The two triggered abilities the keyword stands for (engine.cards.keyword_abilities.SUSPEND)
  work from exile (113.6b): the upkeep one's intervening "if" is "suspended" (702.62b: in exile
  with a time counter, `self_exiled_with_counter:time`), the last counter's one "if it's
  exiled" (`self_exiled`, checked again as it resolves, 603.4).
- `suspend_cast`: its controller may cast the card as that ability resolves, without paying its
  mana cost (608.2g, 118.9; engine.rules.resolution_casts); a creature spell cast this way gains
  haste (613.1f) for as long as that player controls it, the spell or the permanent it becomes:
  a `gain_keywords` effect with a bookkeeping `suspend_haste` record that ends both the first
  time the object is neither on the stack nor on the battlefield, or is controlled by another
  player (checked before state-based actions, 117.5).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.events import CountersEvent, DidEvent, WouldEvent
from engine.core.log import LogKind, counted
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.exiled_countdown import register_condition
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.mana.pool import pay_or_mark_paid
from engine.rules.pipeline import Resolution, name_of
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS
from engine.rules.resolution_casts import may_cast_without_paying
from engine.rules.timing import sorcery_timing
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import move

RULE = "702.62a"
SPECIAL_ACTION_RULE = "116.2f"
TIME = "time"
EXILED = "self_exiled"
HASTE = "suspend_haste"
SUSPENDED = register_condition(TIME)  # 702.62b: exiled with a time counter on it


def _exiled(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    obj = state.find_object(source) if source is not None else None
    return obj is not None and obj.zone is Zone.EXILE


CONDITIONS[EXILED] = (_exiled, "'it's exiled'")


@register
class SuspendHaste(EffectKind[WouldEvent]):
    """Bookkeeping: the haste a creature spell cast by suspend has while its caster controls it
    (702.62a): "object", "player" and "effect" (the gain_keywords effect it ends)."""

    name = HASTE
    rules = (RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} has haste until "
            f"{ref_name(state, effect.params.get('player'))} loses control of it"
        )


def suspend_of(definition: CardDef | None) -> tuple[int, str] | None:
    return definition.suspend if definition is not None and definition.suspend else None


def why_cant_suspend(state: GameState, obj: GameObject) -> tuple[str, str] | None:
    """116.2f, 702.62a: a card with suspend in its owner's hand, when they could begin to cast
    it (307.1: a sorcery-speed card only in their main phase with the stack empty)."""
    if obj.zone is not Zone.HAND:
        return "only a card in its owner's hand can be suspended", RULE
    if suspend_of(card_def(state, obj.card)) is None:
        return "it has no suspend", RULE
    if state.game_over:
        return "the game is over", "104.1"
    c = chars(state, obj)
    if c.is_type("Instant") or c.has("flash"):
        return None
    reason = sorcery_timing(state, obj.owner)
    return (
        None
        if reason is None
        else (f"it could be cast only at sorcery speed and {reason}", "307.1")
    )


def suspend(res: Resolution, card_id: str, free: bool = False) -> None:
    """116.2f: pay the suspend cost, exile the card with N time counters (no stack)."""
    obj = res.state.object(card_id)
    found = suspend_of(card_def(res.state, obj.card))
    if found is None:
        return
    count, cost = found
    owner = obj.owner
    res.note(
        LogKind.ACTION,
        f"{name_of(res.state, owner)} suspends {name_of(res.state, obj)}: pays {cost} and exiles it with "
        f"{counted(count, 'time counter')} on it (a special action: no stack)",
        SPECIAL_ACTION_RULE,
        RULE,
        objects=(card_id,),
    )
    pay_or_mark_paid(res, owner, cost, free, what="suspending a card", source=card_id, rule=RULE)
    move(res, card_id, Zone.EXILE, counters=Params({TIME: count}))


def _same_card(res: Resolution, ctx: ExecContext) -> GameObject | None:
    """The card the ability belongs to, if it is still the object in exile (400.7)."""
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.EXILE:
        return None
    timestamp = ctx.bound.get("object_timestamp")
    if isinstance(timestamp, int) and obj.timestamp != timestamp:
        return None
    return obj


@instruction_kind("remove_time_counter")
def _remove_time_counter(res: Resolution, ctx: ExecContext, params: Params) -> None:
    obj = _same_card(res, ctx)
    if obj is None or obj.counter(TIME) <= 0:
        return
    res.note(
        LogKind.EVENT,
        f"a time counter is removed from {name_of(res.state, obj.id)} "
        f"({obj.counter(TIME) - 1} left)",
        RULE,
        objects=(obj.id,),
    )
    res.run(CountersEvent(obj.id, TIME, -1))  # the last one triggers the cast (702.62a)


@instruction_kind("suspend_cast")
def _suspend_cast(res: Resolution, ctx: ExecContext, params: Params) -> None:
    obj = _same_card(res, ctx)
    if obj is None:
        return
    player = ctx.controller
    name = name_of(res.state, obj.id)
    if not may_cast_without_paying(res, obj.id, player, "suspend", RULE):
        return  # it remains exiled (702.62a)
    spell = res.state.find_object(obj.id)
    if (
        spell is None
        or spell.zone is not Zone.STACK
        or not chars(res.state, spell).is_type("Creature")
    ):
        return
    state, gain_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    gain = Effect(
        gain_id,
        "gain_keywords",
        player,
        spell.id,
        Params({"objects": (spell.id,), "keywords": ("Haste",)}),
        Duration.INDEFINITE,
        timestamp,
    )
    state, record_id = state.take_id("e")
    record = Effect(
        record_id,
        HASTE,
        player,
        spell.id,
        Params({"object": spell.id, "player": player, "effect": gain_id}),
        Duration.INDEFINITE,
        timestamp,
    )
    res.set_state(state.with_effect(gain).with_effect(record))
    res.note(
        LogKind.EVENT,
        f"{name} was cast by suspend: it gains haste until {name_of(res.state, player)} loses "
        "control of it",
        RULE,
        objects=(spell.id,),
    )


def _end_haste(res: Resolution) -> None:
    """702.62a: the haste lasts until its caster loses control of the spell or the permanent."""
    for record in [e for e in res.state.effects if e.kind == HASTE]:
        obj = res.state.find_object(str(record.params.get("object", "")))
        kept = (
            obj is not None
            and obj.zone in (Zone.STACK, Zone.BATTLEFIELD)
            and obj.controller == record.params.get("player")
        )
        if kept:
            continue
        res.set_state(res.state.without_effect(record.id))
        res.set_state(res.state.without_effect(str(record.params.get("effect", ""))))


BEFORE_STATE_BASED_ACTIONS.append(_end_haste)
