"""A player's whole hand: "Discard your hand." / "Each player discards their hand." (701.9a:
every card in that hand is discarded at once; each player in APNAP order, as `refs` gives
"each_player"). Binds the discarded cards ("discarded") for a later instruction. A card of a
type put from the hand onto the battlefield ("put_from_hand", 608.2c)."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import discard, move


@instruction_kind("discard_hand")
def _discard_hand(res: Resolution, ctx: ExecContext, params: Params) -> None:
    discarded: list[str] = []
    for player in refs(res, ctx, params.get("player", "you")):
        hand = res.state.zone(Zone.HAND, player)
        who = name_of(res.state, player)
        if not hand:
            res.note(LogKind.EVENT, f"{who} has no cards in hand to discard", "701.9a")
            continue
        res.note(
            LogKind.EVENT,
            f"{who} discards their hand: {', '.join(name_of(res.state, c.id) for c in hand)}",
            "701.9a",
            objects=tuple(c.id for c in hand),
        )
        for card in hand:
            discard(res, player, card.id)  # each one discarded: triggers see it (701.9a)
            discarded.append(card.id)
    ctx.bound["discarded"] = tuple(discarded)
    # "then draw that many cards" (Fateful Showdown): how many were discarded (701.9a)
    ctx.bound["discarded_count"] = len(discarded)


@instruction_kind("discard_any_number_at_random")
def _discard_any_number_at_random(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Discard any number of cards at random." (Rites of Initiation): the number is a choice
    made as the spell resolves (608.2d), from none to the whole hand; then that many cards of
    the hand are discarded at random (701.9b), from the game's seeded randomness, so a replay
    discards the same cards. Binds them ("discarded") for "for each card discarded this way"."""
    player = ctx.controller
    who = name_of(res.state, player)
    hand = res.state.zone(Zone.HAND, player)
    count = 0
    if hand:
        answer = res.choose(
            player,
            DecisionKind.NUMBER,
            f"{who} chooses how many cards to discard at random",
            tuple(Option(str(n), f"discard {n} at random") for n in range(len(hand) + 1)),
            "608.2d",
            context=("discard_any_number_at_random", player),
        )
        count = int(answer)
    if count == 0:
        res.note(LogKind.EVENT, f"{who} discards no cards", "608.2d")
        ctx.bound["discarded"] = ()
        return
    seed = f"{res.state.seed}:{res.state.next_timestamp}:{player}:discard"
    picks = random.Random(seed).sample([c.id for c in hand], count)
    res.note(
        LogKind.EVENT,
        f"{who} discards {count} at random: {', '.join(name_of(res.state, c) for c in picks)}",
        "701.9b",
        "701.9a",
        objects=tuple(picks),
    )
    for card in picks:
        discard(res, player, card)
    ctx.bound["discarded"] = tuple(picks)


@instruction_kind("discard_up_to")
def _discard_up_to(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Discard up to two cards" / "discard any number of cards": the player chooses which as
    it resolves (608.2d), one decision a card with "no more" at each (107.1c: any number
    includes none), then discards them (701.9a-b). Binds them ("discarded") and how many
    ("discarded_count": "then draw that many cards", 608.2c)."""
    limit = params.get("up_to")
    discarded: list[str] = []
    for player in refs(res, ctx, params.get("player", "you")):
        who = name_of(res.state, player)
        chosen: list[str] = []
        while not isinstance(limit, int) or len(chosen) < limit:
            left = [c.id for c in res.state.zone(Zone.HAND, player) if c.id not in chosen]
            if not left:
                break
            answer = res.choose(
                player,
                DecisionKind.CHOOSE_DISCARD,
                f"{who} may choose a card to discard ({len(chosen)} chosen)",
                (
                    Option("done", "discard no more"),
                    *(Option(c, f"discard {name_of(res.state, c)}") for c in left),
                ),
                "608.2d",
                context=("discard_up_to", player, tuple(chosen)),
            )
            if answer == "done":
                break
            chosen.append(answer)
        if not chosen:
            res.note(LogKind.EVENT, f"{who} discards no cards", "608.2d", "107.1c")
            continue
        res.note(
            LogKind.EVENT,
            f"{who} discards {', '.join(name_of(res.state, c) for c in chosen)}",
            "701.9a",
            "608.2d",
            objects=tuple(chosen),
        )
        for card in chosen:
            discard(res, player, card)
        discarded += chosen
    ctx.bound["discarded"] = tuple(discarded)
    ctx.bound["discarded_count"] = len(discarded)


@instruction_kind("put_from_hand")
def _put_from_hand(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Put a land card from your hand onto the battlefield [tapped]": the controller chooses a
    card of that type from their hand (the same name is one choice) and puts it onto the
    battlefield under their control. It isn't played (305.4: no land play is used). With `may`
    ("You may put ..."), putting none is one of the choices (608.2d)."""
    wanted = str(params.get("type", "Land"))
    player = ctx.controller
    hand = [c for c in res.state.zone(Zone.HAND, player) if chars(res.state, c).is_type(wanted)]
    who = name_of(res.state, player)
    if not hand:
        res.note(LogKind.EVENT, f"{who} has no {wanted.lower()} card in hand to put", "608.2c")
        return
    distinct = {c.card: c for c in hand}
    pick = hand[0].id
    if params.get("may"):
        # "You may put ...": putting one is a choice made as the ability resolves (608.2d)
        pick = res.choose(
            player,
            DecisionKind.MAY,
            f"{who} may put a {wanted.lower()} card from their hand onto the battlefield",
            (
                Option("decline", "put none"),
                *(Option(c.id, f"put {name_of(res.state, c.id)}") for c in distinct.values()),
            ),
            "608.2d",
            context=("put_from_hand", player, wanted),
        )
        if pick == "decline":
            res.note(LogKind.EVENT, f"{who} puts no {wanted.lower()} card", "608.2d")
            return
    elif len(distinct) > 1:
        pick = res.choose(
            player,
            DecisionKind.TARGET,
            f"{who} chooses a {wanted.lower()} card from their hand to put onto the battlefield",
            tuple(Option(c.id, name_of(res.state, c.id)) for c in distinct.values()),
            "608.2c",
            context=("put_from_hand", player, wanted),
        )
    tapped = bool(params.get("tapped", False))
    res.note(
        LogKind.EVENT,
        f"{who} puts {name_of(res.state, pick)} onto the battlefield{' tapped' if tapped else ''}"
        " (it isn't played)",
        "608.2c",
        "305.4",
        objects=(pick,),
    )
    if move(res, pick, Zone.BATTLEFIELD, tapped=tapped) is Zone.BATTLEFIELD:
        moved = res.state.object(pick)
        res.set_state(res.state.with_object(replace(moved, controller=player)))


# What happens to the card chosen from a revealed hand ("choose_from_revealed_hand").
REVEALED_HAND_OUTCOMES = ("discard", "exile")


def fits_kinds(
    card_types: tuple[str, ...], types: tuple[str, ...], not_types: tuple[str, ...]
) -> bool:
    """A card of one of `types` (any card when there are none) and of none of `not_types`
    ("a noncreature, nonland card", "an artifact or creature card": 205.2a)."""
    return (not types or bool(set(types) & set(card_types))) and not set(not_types) & set(
        card_types
    )


@instruction_kind("choose_from_revealed_hand")
def _choose_from_revealed_hand(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (Duress, Thoughtseize): the player reveals their hand (701.20a), the
    controller of the spell or ability chooses a card of the kinds from it (a different player
    choosing what is discarded: 701.9b), then that player discards it (701.9a) or it is exiled
    ("exile" outcome). A hand with no such card is revealed and nothing is chosen."""
    types = tuple(str(t) for t in params.get("types", ()))
    not_types = tuple(str(t) for t in params.get("not_types", ()))
    outcome = str(params.get("then", "discard"))
    chooser = ctx.controller
    for player in refs(res, ctx, params.get("player", "you")):
        hand = res.state.zone(Zone.HAND, player)
        who = name_of(res.state, player)
        shown = ", ".join(name_of(res.state, c.id) for c in hand) or "no cards"
        res.note(
            LogKind.EVENT,
            f"{who} reveals their hand: {shown}",
            "701.20a",
            objects=tuple(c.id for c in hand),
        )
        fitting = [c for c in hand if fits_kinds(chars(res.state, c).types, types, not_types)]
        if not fitting:
            res.note(LogKind.EVENT, f"{who}'s hand has no card that can be chosen", "701.20a")
            continue
        distinct = {c.card: c for c in fitting}  # cards of one name are one choice
        pick = fitting[0].id
        if len(distinct) > 1:
            pick = res.choose(
                chooser,
                DecisionKind.TARGET,
                f"{name_of(res.state, chooser)} chooses a card from {who}'s hand",
                tuple(Option(c.id, name_of(res.state, c.id)) for c in distinct.values()),
                "701.9b",
                context=("choose_from_revealed_hand", player),
            )
        if outcome == "exile":
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, pick)} is exiled from {who}'s hand",
                "701.20a",
                objects=(pick,),
            )
            move(res, pick, Zone.EXILE)
            continue
        res.note(
            LogKind.EVENT,
            f"{who} discards {name_of(res.state, pick)}, chosen by {name_of(res.state, chooser)}",
            "701.9b",
            "701.9a",
            objects=(pick,),
        )
        discard(res, player, pick)
