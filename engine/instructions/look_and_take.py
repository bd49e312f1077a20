"""Looking at the top cards of a library and taking some (608.2c: the instruction as written):
"Look at the top two cards of your library. Put one of them into your hand and the other on the
bottom of your library / into your graveyard." (Sea Gate Oracle, Tower Geist). The player
chooses the card for their hand (a pending decision when the cards differ); the others go to
the bottom of the library (in an order the player picks, 401.4) or to the graveyard."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, Params, Zone
from engine.instructions.references import card_filtered, card_fits
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.instructions.scry import order_cards, set_library_order
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

BOTTOM, GRAVEYARD = "bottom", "graveyard"


@instruction_kind("look_and_take")
def _look_and_take(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        count = amount(res, ctx, params.get("count", 2))
        take = amount(res, ctx, params.get("take", 1))
        rest = str(params.get("rest", BOTTOM))
        library = res.state.zone(Zone.LIBRARY, player)
        seen = list(library[: max(0, count)])
        who = name_of(res.state, player)
        res.note(
            LogKind.EVENT,
            f"{who} looks at the top {counted(len(seen), 'card')} of their library",
            "608.2c",
            objects=tuple(c.id for c in seen),
        )
        taken = []
        for _ in range(min(take, len(seen))):
            pick = seen[0]
            if len({c.card for c in seen}) > 1:
                answer = res.choose(
                    player,
                    DecisionKind.TARGET,
                    f"{who} puts one of the cards looked at into their hand",
                    tuple(Option(c.id, name_of(res.state, c.id)) for c in seen),
                    "608.2c",
                    context=("look_and_take", player, tuple(c.id for c in seen)),
                )
                pick = next(c for c in seen if c.id == answer)
            seen.remove(pick)
            taken.append(pick)
        for card in taken:
            res.note(
                LogKind.EVENT,
                f"{who} puts {name_of(res.state, card.id)} into their hand",
                "608.2c",
                objects=(card.id,),
            )
            move(res, card.id, Zone.HAND)
        if not seen:
            continue
        if rest == GRAVEYARD:
            for card in seen:
                move(res, card.id, Zone.GRAVEYARD)
            continue
        put_on_the_bottom(res, player, seen)


@instruction_kind("reveal_and_take_all")
def _reveal_and_take_all(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Reveal the top N cards of your library. Put all [kind] cards revealed this way into
    your hand and the rest on the bottom of your library in any order." (Goblin Ringleader,
    Garruk, Caller of Beasts): every card of the kind among them goes to the hand, no choice
    (608.2c); the rest go to the bottom in an order their owner picks (401.4). The kind is a
    search's card word and filters (engine.instructions.references.card_fits)."""
    wanted = str(params.get("card", "card"))
    for player in refs(res, ctx, params.get("player", "you")):
        count = amount(res, ctx, params.get("count", 1))
        seen = list(res.state.zone(Zone.LIBRARY, player)[: max(0, count)])
        who = name_of(res.state, player)
        res.note(
            LogKind.EVENT,
            f"{who} reveals the top {counted(len(seen), 'card')} of their library",
            "701.20a",
            objects=tuple(c.id for c in seen),
        )
        taken = [
            c
            for c in seen
            if card_fits(res, c, wanted, ctx.source) and card_filtered(res, c, params)
        ]
        for card in taken:
            res.note(
                LogKind.EVENT,
                f"{who} puts {name_of(res.state, card.id)} into their hand",
                "608.2c",
                objects=(card.id,),
            )
            move(res, card.id, Zone.HAND)
        rest = [c for c in seen if c not in taken]
        if not rest:
            continue
        put_on_the_bottom(res, player, rest)


def put_on_the_bottom(res: Resolution, player: str, cards: list[GameObject]) -> None:
    """The cards looked at or revealed and not taken, on the bottom of their owner's library in
    an order the player picks (401.4: a pending decision when they differ)."""
    bottom = order_cards(res, player, cards, "at the bottom of")
    remaining = [c for c in res.state.zone(Zone.LIBRARY, player) if c not in bottom]
    set_library_order(res, player, (*remaining, *bottom))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} puts {counted(len(bottom), 'card')} on the bottom of "
        "their library",
        "608.2c",
        "401.4",
    )
