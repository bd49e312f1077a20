"""An optional sacrifice in the middle of a resolution, and the card a graveyard trigger names.

- "may_sacrifice_self": "you may sacrifice ~. If you do, [sentence]." (Angelic Renewal). The
  controller chooses as the ability resolves (603.5: "may" in a triggered ability's effect); the
  instructions after "If you do," are marked "if": "paid" and run only if the sacrifice happened
  (608.2c). Only the permanent the ability's source was as it triggered can be sacrificed, and
  only while its controller controls it (701.21a; 400.7: if it left the battlefield, even to
  return, it's a new object), so otherwise there is no choice and nothing "if you do" happens.
- "return_died_card": "return that card to the battlefield", "that card" being the card the
  trigger event put into a graveyard ("whenever a creature is put into your graveyard from the
  battlefield", 603.6c, 603.10a). It's the new object in the graveyard (400.7): if it has left
  the graveyard since, even to come back, nothing returns. It enters under the control of the
  ability's controller, who puts it there (110.2a).
- "return_died_card_to_hand": "return that card to its owner's hand" after "when enchanted land
  dies" (Wind Zendikon), the same card, to its owner's hand.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import GameObject, Params, Zone
from engine.instructions.registry import INSTRUCTIONS, ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import GRAVEYARD_BINDINGS
from engine.rules.zones import move

SACRIFICE = "sacrifice"
KEEP = "keep"
DIED = "died"  # the key the graveyard triggers bind the card under (bound:died)

GRAVEYARD_BINDINGS.add(DIED)


@instruction_kind("may_sacrifice_self")
def _may_sacrifice_self(res: Resolution, ctx: ExecContext, params: Params) -> None:
    state = res.state
    who = name_of(state, ctx.controller)
    source = state.find_object(ctx.source)
    stamp = ctx.bound.get("source_timestamp")
    if (
        source is None
        or source.zone is not Zone.BATTLEFIELD
        or source.controller != ctx.controller
        or (stamp is not None and source.timestamp != stamp)
    ):
        ctx.bound["declined"] = True
        res.judge(
            LogKind.NOTE,
            f"{who} can't sacrifice {name_of(state, ctx.source)}: it isn't the permanent "
            "they controlled as the ability triggered, so what the sacrifice would do doesn't "
            "happen",
            "701.21a",
            "400.7",
            "608.2c",
            objects=(ctx.source,),
        )
        return
    answer = res.choose(
        ctx.controller,
        DecisionKind.MAY,
        f"{who} may sacrifice {name_of(state, ctx.source)}",
        (Option(SACRIFICE, "sacrifice it"), Option(KEEP, "don't sacrifice it")),
        "603.5",
        context=("may_sacrifice_self", ctx.source),
    )
    if answer != SACRIFICE:
        ctx.bound["declined"] = True
        res.note(
            LogKind.EVENT,
            f"{who} doesn't sacrifice {name_of(state, ctx.source)}",
            "603.5",
            objects=(ctx.source,),
        )
        return
    INSTRUCTIONS["sacrifice_self"](res, ctx, Params({"rule": "608.2c"}))


def _died_card(res: Resolution, ctx: ExecContext) -> GameObject | None:
    """The card the trigger event put into a graveyard, while it is still that object there
    (400.7); None, with a note, once it isn't."""
    card_id = ctx.bound.get(DIED)
    stamp = ctx.bound.get(f"{DIED}_card_timestamp")
    card = res.state.find_object(str(card_id)) if card_id is not None else None
    if card is None or card.zone is not Zone.GRAVEYARD or stamp is None or card.timestamp != stamp:
        res.judge(
            LogKind.NOTE,
            "the card the trigger event put into the graveyard is no longer there"
            + (f" ({name_of(res.state, card)} is a new object)" if card is not None else "")
            + ": nothing returns",
            "400.7",
            "608.2c",
            objects=tuple(x for x in (card_id,) if isinstance(x, str)),
        )
        return None
    return card


@instruction_kind("return_died_card")
def _return_died_card(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card = _died_card(res, ctx)
    if card is None:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, card)} returns to the battlefield under {name_of(res.state, ctx.controller)}'s "
        "control",
        "608.2c",
        "110.2a",
        objects=(card.id,),
    )
    entered = move(res, card.id, Zone.BATTLEFIELD)
    if entered is not Zone.BATTLEFIELD:
        return
    moved = res.state.object(card.id)
    if moved.controller != ctx.controller:
        res.set_state(res.state.with_object(replace(moved, controller=ctx.controller)))


@instruction_kind("return_died_card_to_hand")
def _return_died_card_to_hand(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "When enchanted land dies, return that card to its owner's hand." (Wind Zendikon)."""
    card = _died_card(res, ctx)
    if card is None:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, card)} returns to its owner's hand",
        "608.2c",
        objects=(card.id,),
    )
    move(res, card.id, Zone.HAND)
