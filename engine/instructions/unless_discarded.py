"""A discard a player avoids by discarding a card of a kind instead (118.12a: "[do something]
unless [a player does something else]" means that player may do the other thing, and if they
don't, the first thing happens): "Then that player discards two cards unless they discard a land
card." (Compulsive Research).

As the instruction applies, the player chooses: one of the land cards in their hand (that card is
discarded, and nothing else), or the discard of `count` cards, chosen one at a time (701.9b). A
player with no land card in hand just discards."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind, counted
from engine.core.state import Params, Zone
from engine.instructions.registry import (
    ExecContext,
    amount,
    discard_chosen,
    instruction_kind,
    refs,
)
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import discard

DISCARD_ALL = "discard_cards"


@instruction_kind("discard_unless_discards")
def _discard_unless_discards(res: Resolution, ctx: ExecContext, params: Params) -> None:
    wanted = str(params.get("type", "Land"))
    count = amount(res, ctx, params.get("count", 1))
    for player in refs(res, ctx, params.get("player", "you")):
        hand = res.state.zone(Zone.HAND, player)
        kind = [o for o in hand if chars(res.state, o).is_type(wanted)]
        who = name_of(res.state, player)
        answer = DISCARD_ALL
        if kind:
            answer = res.choose(
                player,
                DecisionKind.CHOOSE_DISCARD,
                f"{who} discards {counted(count, 'card')} unless they discard a {wanted.lower()} card",
                (
                    *(Option(o.id, f"discard {name_of(res.state, o.id)}") for o in kind),
                    Option(DISCARD_ALL, f"discard {counted(count, 'card')}"),
                ),
                "118.12a",
                context=("discard_unless_discards", player),
            )
        if answer != DISCARD_ALL:
            res.note(
                LogKind.EVENT,
                f"{who} discards {name_of(res.state, answer)}, a {wanted.lower()} card, instead",
                "118.12a",
                "701.9a",
                objects=(answer,),
            )
            discard(res, player, answer)  # a discard: what triggers on discarding sees it
            continue
        discard_chosen(res, player, count)
