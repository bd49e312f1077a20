"""Instructions that move cards to and from libraries: mill (701.17) and putting a card on the top
or bottom of its owner's library (401.2). Every move goes through the pipeline, so zone-change
replacements (Leyline of the Void, 614.6) apply to each card."""

from __future__ import annotations

from engine.instructions import ExecContext, amount, instruction_kind, refs
from engine.log import LogKind
from engine.pipeline import Resolution, name_of
from engine.state import Params, Zone
from engine.zones import move


@instruction_kind("mill")
def _mill(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.17a: the player puts that many cards from the top of their library into their
    graveyard; with fewer cards, as many as there are (701.17b). Binds the milled cards (701.17c:
    they can be found wherever they went, here or in exile)."""
    milled: list[str] = []
    for player in refs(res, ctx, params.get("player", "you")):
        wanted = amount(res, ctx, params.get("count", 1))
        library = res.state.zone(Zone.LIBRARY, player)
        cards = library[: max(0, wanted)]
        rules = ("701.17a", "701.17b") if len(cards) < wanted else ("701.17a",)
        short = f" (only {len(cards)} in the library)" if len(cards) < wanted else ""
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} mills {len(cards)} card(s){short}",
            *rules,
            objects=tuple(c.id for c in cards),
        )
        for card in cards:
            move(res, card.id, Zone.GRAVEYARD)
            milled.append(card.id)
    ctx.bound[str(params.get("bind", "milled"))] = tuple(milled)


@instruction_kind("put_into_library")
def _put_into_library(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Put objects on top of (default) or at the bottom of their owners' libraries; a library
    keeps its order (401.2). Several cards go one at a time, in the order given (the owner
    could arrange them, 401.4: give them in the wanted order)."""
    on_top = params.get("position", "top") != "bottom"
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is None:
            continue
        where = "on top of" if on_top else "at the bottom of"
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, target)} is put {where} its owner's library",
            "401.2",
            objects=(target,),
        )
        move(res, target, Zone.LIBRARY, to_top=on_top)
