"""Instructions that move cards to and from libraries: mill (701.17), milling the bottom card,
putting a card on the top or bottom of its owner's library (401.2), and putting a card onto the
battlefield if it meets a condition (Grenzo), and returning a card from a graveyard to the
battlefield with counters (undying, 702.93a). Every move goes through the pipeline, so zone-change
replacements (Leyline of the Void, 614.6) apply to each card."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.errors import InvalidDocument
from engine.core.log import LogKind, counted
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, is_left_card, refs
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import entering_transformed, move


@instruction_kind("mill")
def _mill(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.17a: the player puts that many cards from the top of their library into their
    graveyard; with fewer cards, as many as there are (701.17b). Binds the milled cards (701.17c:
    they can be found wherever they went, here or in exile). With `may` ("You may mill two
    cards."), milling is a choice made as it applies (608.2d); declined, it binds "declined"."""
    if params.get("may"):
        player = ctx.controller
        who = name_of(res.state, player)
        count = amount(res, ctx, params.get("count", 1))
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"{who} may mill {counted(count, 'card')}",
            (Option("mill", "mill"), Option("decline", "don't mill")),
            "608.2d",
            context=("may_mill", player),
        )
        if answer == "decline":
            res.note(LogKind.EVENT, f"{who} doesn't mill", "608.2d")
            ctx.bound["declined"] = True
            ctx.bound[str(params.get("bind", "milled"))] = ()
            return
    _top_cards_to(res, ctx, params, Zone.GRAVEYARD, ("mills", "701.17a", "701.17b"), "milled")


@instruction_kind("exile_top")
def _exile_top(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "[Player] exiles the top N cards of their library" (ingest, 702.115a): the cards move to
    exile face up (406.3); with fewer cards, as many as there are. Binds the exiled cards."""
    _top_cards_to(res, ctx, params, Zone.EXILE, ("exiles from the top", "406.1", "406.1"), "exiled")


def _top_cards_to(
    res: Resolution,
    ctx: ExecContext,
    params: Params,
    zone: Zone,
    words: tuple[str, str, str],
    bind: str,
) -> None:
    """Each player named puts that many cards from the top of their library into `zone`, one at
    a time through the pipeline (614.6); `words` are the verb, the rule and the rule when the
    library holds fewer cards."""
    verb, rule, short_rule = words
    moved: list[str] = []
    for player in refs(res, ctx, params.get("player", "you")):
        library = res.state.zone(Zone.LIBRARY, player)
        half = params.get("half")
        if half in ("down", "up"):
            # "mills half their library, rounded down/up": counted as it applies (608.2h), for
            # each player's own library.
            wanted = (len(library) + (1 if half == "up" else 0)) // 2
        else:
            wanted = amount(res, ctx, params.get("count", 1))
        cards = library[: max(0, wanted)]
        rules = tuple(dict.fromkeys((rule, short_rule))) if len(cards) < wanted else (rule,)
        short = f" (only {len(cards)} in the library)" if len(cards) < wanted else ""
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} {verb} {counted(len(cards), 'card')}{short}",
            *rules,
            objects=tuple(c.id for c in cards),
        )
        for card in cards:
            move(res, card.id, zone)
            moved.append(card.id)
    ctx.bound[str(params.get("bind", bind))] = tuple(moved)


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


@instruction_kind("mill_bottom")
def _mill_bottom(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Put the bottom card of the library into the graveyard (701.17 for the top; here the bottom).
    Binds the card so a later instruction can act on it wherever it went (614.6: maybe exile)."""
    library = res.state.zone(Zone.LIBRARY, ctx.controller)
    if not library:
        ctx.bound[str(params.get("bind", "milled"))] = ()
        return
    card = library[-1]
    res.note(
        LogKind.EVENT,
        f"the bottom card of {name_of(res.state, ctx.controller)}'s library, {name_of(res.state, card)}, would be put into the graveyard",
        "400.1",
        objects=(card.id,),
    )
    move(res, card.id, Zone.GRAVEYARD)
    ctx.bound[str(params.get("bind", "milled"))] = (card.id,)


@instruction_kind("put_onto_battlefield")
def _put_onto_battlefield(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Put a card onto the battlefield under the controller's control, if it meets a condition
    checked now ("creature_power_at_most": "source_power" for Grenzo)."""
    for card_id in refs(res, ctx, params.get("card")):
        obj = res.state.find_object(card_id)
        if obj is None:
            continue
        c = chars(res.state, obj)
        limit = params.get("creature_power_at_most")
        if limit is not None:
            most = amount(res, ctx, limit)
            if not c.is_type("Creature") or (c.power or 0) > most:
                res.note(
                    LogKind.NOTE,
                    f"{name_of(res.state, obj)} isn't a creature card with power {most} or less: it stays in {obj.zone.value}",
                    "608.2c",
                    objects=(obj.id,),
                )
                continue
        move(res, card_id, Zone.BATTLEFIELD)
        moved = res.state.object(card_id)
        res.set_state(res.state.with_object(replace(moved, controller=ctx.controller)))


@instruction_kind("return_to_battlefield")
def _return_to_battlefield(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Return a card from a graveyard to the battlefield (undying: "return it to the battlefield
    under its owner's control with a +1/+1 counter on it", 702.93a).

    "card" is the card (default "self"); "under" is "owner" (default) or "you" (110.2a: unless
    the effect says otherwise, whoever puts it there controls it); "counters" are the counters it
    enters with (122.6: given as it enters, in the same event). The card must still be the
    object that went to the graveyard: the trigger binds its "object_timestamp", and a card that
    left the graveyard since is a new object the ability can't find (400.7)."""
    timestamp = ctx.bound.get("object_timestamp")
    if params.get("card") == "bound:died":  # "that card" of a dies trigger (400.7)
        timestamp = ctx.bound.get("died_card_timestamp", -1)
    for card_id in refs(res, ctx, params.get("card", "self")):
        obj = res.state.find_object(card_id)
        if obj is None:
            continue
        from_exile = obj.zone is Zone.EXILE and is_left_card(ctx, obj)  # 603.6c, 603.10a
        if not (obj.zone is Zone.GRAVEYARD or from_exile) or (
            timestamp is not None and obj.timestamp != timestamp
        ):
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, obj)} is no longer the card that was put into the graveyard: "
                "it isn't returned",
                "400.7",
                objects=(obj.id,),
            )
            continue
        under = obj.owner if params.get("under", "owner") == "owner" else ctx.controller
        raw_counters = params.get("counters", Params())
        if not isinstance(raw_counters, Mapping) or not all(
            isinstance(n, int) for n in raw_counters.values()
        ):
            # A custom card's instruction comes from a document: refuse it, don't crash.
            raise InvalidDocument(
                "return_to_battlefield: counters must map a counter kind to a number",
                "custom_cards",
            )
        counters = Params(raw_counters)
        given = " and ".join(counted(n, f"{kind} counter") for kind, n in counters.items())
        transformed = bool(params.get("transformed", False))
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj)} returns to the battlefield"
            + (" transformed" if transformed else "")
            + f" under {name_of(res.state, under)}'s control"
            + (f" with {given} on it" if given else ""),
            "110.2a",
            *(("122.6",) if given else ()),
            *(("712.14a",) if transformed else ()),
            objects=(obj.id,),
        )
        tapped = bool(params.get("tapped", False))  # 110.5b: "to the battlefield tapped"
        if tapped:
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, obj)} enters tapped",
                "110.5b",
                objects=(obj.id,),
            )
        face = entering_transformed(res, obj.id) if params.get("transformed") else 0
        if face is None:
            continue
        entered = move(res, card_id, Zone.BATTLEFIELD, counters=counters, tapped=tapped, face=face)
        if entered is not Zone.BATTLEFIELD:
            continue
        moved = res.state.object(card_id)
        if moved.controller != under:
            res.set_state(res.state.with_object(replace(moved, controller=under)))
