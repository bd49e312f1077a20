"""Forage (701.61a): to forage is to exile three cards from your graveyard or sacrifice a Food.

"You may forage. If you do, [sentence]." (603.5, 608.2c) is the instruction "may_forage": as the
ability resolves its controller chooses not to forage, to exile three cards from their graveyard
(only with three or more there), or to sacrifice one of the Foods they control (701.21a); the
instructions after "If you do," are marked "if": "paid" and run only if they foraged. With
neither three cards in the graveyard nor a Food, they can't forage and nothing "if you do"
happens.

May import: engine.core, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move, sacrifice

RULE = "701.61a"
DECLINE = "decline"
EXILE = "exile_three"


def _foods(res: Resolution, player: str) -> list[str]:
    return [
        o.id
        for o in res.state.battlefield
        if o.controller == player and "Food" in chars(res.state, o).subtypes
    ]


@instruction_kind("may_forage")
def _may_forage(res: Resolution, ctx: ExecContext, params: Params) -> None:
    player = ctx.controller
    who = name_of(res.state, player)
    graveyard = [o.id for o in res.state.zone(Zone.GRAVEYARD, player)]
    foods = _foods(res, player)
    options = [Option(DECLINE, "don't forage")]
    if len(graveyard) >= 3:
        options.append(Option(EXILE, "exile three cards from your graveyard"))
    options += [Option(f, f"sacrifice {name_of(res.state, f)}") for f in foods]
    if len(options) == 1:
        ctx.bound["declined"] = True
        res.judge(
            LogKind.NOTE,
            f"{who} has fewer than three cards in their graveyard and no Food: they can't "
            "forage, and what foraging would do doesn't happen",
            RULE,
            "608.2c",
        )
        return
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{who} may forage ({name_of(res.state, ctx.source)})",
        tuple(options),
        "603.5",
        context=("may_forage", ctx.source),
    )
    if answer == DECLINE:
        ctx.bound["declined"] = True
        res.note(LogKind.EVENT, f"{who} doesn't forage", "603.5", objects=(ctx.source,))
        return
    if answer != EXILE:
        res.note(
            LogKind.EVENT,
            f"{who} forages: they sacrifice {name_of(res.state, answer)}",
            RULE,
            "701.21a",
            objects=(answer,),
        )
        sacrifice(res, player, answer)
        return
    chosen: list[str] = []
    for n in range(3):
        left = [c for c in graveyard if c not in chosen]
        pick = left[0]
        if len(left) > 3 - n:
            pick = res.choose(
                player,
                DecisionKind.CHOOSE_OBJECT,
                f"{who} exiles a card from their graveyard to forage ({n + 1} of 3)",
                tuple(Option(c, name_of(res.state, c)) for c in left),
                RULE,
                context=("forage_exile", ctx.source, n),
            )
        chosen.append(pick)
    res.note(
        LogKind.ZONE_CHANGE,
        f"{who} forages: they exile "
        + ", ".join(name_of(res.state, c) for c in chosen)
        + " from their graveyard",
        RULE,
        objects=tuple(chosen),
    )
    for card in chosen:
        move(res, card, Zone.EXILE)
