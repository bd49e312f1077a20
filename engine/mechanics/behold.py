"""Behold a [quality] (701.4a): reveal a card of that quality from your hand or choose a
permanent of that quality you control on the battlefield.

- As a cost part, "Behold a Dragon" (Cost.behold, paid by engine.rules.cost_payment: 601.2h,
  602.2b); "As an additional cost to cast this spell, behold a Kithkin or pay {2}." lets the
  caster choose (118.8, engine.actions.additional_costs).
- Instruction "may_behold": "When ~ enters, you may behold a Dragon. If you do, ..." (603.5): the
  controller chooses as it resolves; with no such card in hand or permanent they can't, and the
  instructions marked "if": "paid" don't run (608.2c; engine.instructions.may_pay).
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.may_pay import offer_payment
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.type_words import matches

RULE = "701.4a"


def beholdable(state: GameState, player: str, quality: str) -> list[GameObject]:
    """701.4a: the player's cards of the quality in hand, then their permanents of it."""
    in_hand = [o for o in state.zone(Zone.HAND, player) if matches(state, o, quality)]
    mine = [o for o in state.battlefield if o.controller == player and matches(state, o, quality)]
    return in_hand + mine


def behold(res: Resolution, player: str, quality: str, source: str) -> str | None:
    """The player beholds a card or permanent of `quality` of their choice (None: none)."""
    found = beholdable(res.state, player, quality)
    if not found:
        return None
    pick = found[0].id
    if len(found) > 1:
        pick = res.choose(
            player,
            DecisionKind.CHOOSE_OBJECT,
            f"{name_of(res.state, player)} beholds a {quality} ({name_of(res.state, source)})",
            tuple(Option(o.id, name_of(res.state, o.id)) for o in found),
            RULE,
            context=("behold", source, quality),
        )
    how = "reveals" if res.state.object(pick).zone is Zone.HAND else "chooses"
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} {how} {name_of(res.state, pick)}: a {quality} is beheld",
        RULE,
        objects=(pick,),
    )
    return pick


@instruction_kind("may_behold")
def _may_behold(res: Resolution, ctx: ExecContext, params: Params) -> None:
    quality = str(params.get("quality", ""))
    article = "an" if quality[:1].lower() in "aeiou" else "a"
    unpayable = None
    if not beholdable(res.state, ctx.controller, quality):
        unpayable = (f"has no {quality} card in hand or {quality} permanent to behold", RULE)
    offer_payment(
        res,
        ctx,
        f"{article} {quality}",
        "may_behold",
        unpayable,
        lambda: behold(res, ctx.controller, quality, ctx.source),
        verb="behold",
    )
