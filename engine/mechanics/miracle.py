"""Miracle (702.94): a static ability linked to a triggered ability (702.94a, 603.11).

- As a player draws a card with miracle that is the first card they've drawn this turn
  (`CardDrawn.nth`, engine.rules.zones), they may reveal it (a `may` decision asked as it is
  drawn, `_may_reveal`, a hook of engine.rules.zones.DRAWN). A revealed card is remembered by a
  bookkeeping effect "miracle_revealed" locked to it (its timestamp: a new object once it leaves
  the hand, 400.7) until end of turn.
- The triggered ability (engine.cards.keyword_abilities.MIRACLE, trigger kind
  `self_revealed_by_miracle`, working from the hand) triggers when it is revealed this way: as it
  resolves, the card's owner may cast it by paying its miracle cost rather than its mana cost
  (702.94a: an alternative cost, 118.9, 601.2b, 601.2f-h), while the ability resolves (608.2g:
  no timing permission applies; engine.rules.resolution_casts.cast_for_cost). If the card has
  left the hand since, it can't be cast this way (702.94b: it stays revealed only until then).
  A miracle cost with X asks X as the card is cast (107.3a).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards.model import TriggeredAbility
from engine.cards.registry import card_def
from engine.core.choices import DecisionKind, Option
from engine.core.events import CardDrawn, DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import OBJECT_TIMESTAMP, ExecContext, instruction_kind
from engine.rules.alternative_costs import cast_for
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import cast_for_cost
from engine.rules.triggers import trigger_kind
from engine.rules.zones import DRAWN

MIRACLE = "miracle"
RULE = "702.94a"
REVEALED = "miracle_revealed"
REVEAL = "reveal"
KEEP = "keep"
CAST = "cast"
DONT = "dont"


def miracle_cost(state: GameState, obj: GameObject) -> str | None:
    """The card's miracle cost, if it has miracle (its printed keyword and cost)."""
    definition = card_def(state, obj.card)
    if definition is None or not definition.miracle or not chars(state, obj).has(MIRACLE):
        return None
    return definition.miracle


@register
class MiracleRevealed(EffectKind[WouldEvent]):
    """Params: "objects": the card revealed by its miracle ability as it was drawn (702.94a)."""

    name = REVEALED
    rules = (RULE, "702.94b")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, _revealed(effect))} was revealed by its miracle ability"


def _revealed(effect: Effect) -> str | None:
    objects = effect.params.get("objects", ())
    return str(objects[0]) if isinstance(objects, tuple) and objects else None


def _was_revealed(state: GameState, obj: GameObject) -> bool:
    for effect in effects_of_kind(state, REVEALED):
        stamps = effect.params.get("timestamps", {})
        stamp = stamps.get(obj.id) if isinstance(stamps, Mapping) else None
        if _revealed(effect) == obj.id and stamp == obj.timestamp:
            return True
    return False


def _may_reveal(res: Resolution, player: str, card: str, nth: int) -> None:
    """702.94a: as the first card they've drawn this turn is drawn, a player may reveal it if it
    has miracle."""
    obj = res.state.find_object(card)
    if nth != 1 or obj is None or obj.zone is not Zone.HAND:
        return
    cost = miracle_cost(res.state, obj)
    if cost is None:
        return
    name = name_of(res.state, card)
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{name_of(res.state, player)} may reveal {name} as they draw it, the first card they've "
        f"drawn this turn (miracle {cost})",
        (Option(REVEAL, f"reveal {name}"), Option(KEEP, f"don't reveal {name}")),
        RULE,
        context=(MIRACLE, card),
    )
    if answer != REVEAL:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} reveals {name}, the first card they've drawn this turn: "
        "its miracle ability triggers",
        RULE,
        "701.20a",
        objects=(card,),
    )
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    params = Params({"objects": (card,), "timestamps": {card: obj.timestamp}})
    effect = Effect(effect_id, REVEALED, player, card, params, Duration.END_OF_TURN, timestamp)
    res.set_state(state.with_effect(effect))


DRAWN.append(_may_reveal)


@trigger_kind("self_revealed_by_miracle")
def _self_revealed_by_miracle(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """702.94a: "When you reveal this card this way": the first card drawn this turn, revealed
    by its miracle ability as it was drawn."""
    return (
        isinstance(event, CardDrawn)
        and event.card == obj.id
        and event.nth == 1
        and obj.zone is Zone.HAND
        and _was_revealed(state, obj)
    )


def pay_miracle(res: Resolution, spell_id: str, cost: str) -> None:
    """702.94a, 118.9: the miracle cost is paid rather than the mana cost."""
    cast_for(res, spell_id, MIRACLE, cost, RULE)


@instruction_kind("miracle_cast")
def _miracle_cast(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card = res.state.find_object(ctx.source)
    expected = ctx.bound.get(OBJECT_TIMESTAMP)
    if (
        card is None
        or card.zone is not Zone.HAND
        or (expected is not None and card.timestamp != expected)
    ):
        res.note(
            LogKind.NOTE,
            "the card revealed by its miracle ability is no longer in its owner's hand: it can't "
            "be cast this way (400.7)",
            RULE,
            "702.94b",
        )
        return
    owner = card.owner
    cost = miracle_cost(res.state, card)
    if cost is None:
        return
    name = name_of(res.state, card.id)
    answer = res.choose(
        owner,
        DecisionKind.MAY,
        f"{name_of(res.state, owner)} may cast {name} by paying its miracle cost {cost}",
        (Option(CAST, f"cast {name} for {cost}"), Option(DONT, f"don't cast {name}")),
        RULE,
        context=(MIRACLE, "cast", card.id),
    )
    if answer == CAST:
        cast_for_cost(res, card.id, owner, MIRACLE)
