"""Looking at the top of a library and putting the cards back, or some into the graveyard:
surveil (701.25) and "look at the top N cards of your library, then put them back in any order".

As with scry (engine.instructions.scry), each is a sequence of decisions by the player looking:
for surveil, "top" or "graveyard" for each card from the top down; then the order of the cards
put back on top. The cards put back stay in the library (no zone change, 400.7); those put into
the graveyard move one at a time through the pipeline (614.6 replacements apply)."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import GameObject, Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.instructions.scry import order_cards, set_library_order
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

TOP = "top"
GRAVEYARD = "graveyard"


@instruction_kind("surveil")
def _surveil(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.25a; each player surveils in turn (APNAP, as `refs` gives "each_player")."""
    for player in refs(res, ctx, params.get("player", "you")):
        surveil(res, player, amount(res, ctx, params.get("count", 1)))


def surveil(res: Resolution, player: str, count: int) -> None:
    """701.25a: look at the top `count` cards, put any number into the graveyard and the rest
    back on top in any order. Surveil 0 is no surveil event at all (701.25c)."""
    who = name_of(res.state, player)
    if count <= 0:
        res.judge(LogKind.NOTE, f"{who} surveils 0: nothing happens", "701.25c")
        return
    library = res.state.zone(Zone.LIBRARY, player)
    seen = library[:count]
    if not seen:
        res.note(LogKind.EVENT, f"{who} surveils {count}, but their library is empty", "701.25a")
        return
    res.note(
        LogKind.EVENT,
        f"{who} surveils {count}: looks at the top {len(seen)} card(s) of their library",
        "701.25a",
        objects=tuple(c.id for c in seen),
    )
    top: list[GameObject] = []
    dropped: list[GameObject] = []
    for card in seen:
        answer = res.choose(
            player,
            DecisionKind.SCRY,
            f"{who} surveils: keep {card.card} on top of their library or put it into their "
            "graveyard?",
            (
                Option(TOP, f"keep {name_of(res.state, card.id)} on top"),
                Option(GRAVEYARD, f"put {name_of(res.state, card.id)} into the graveyard"),
            ),
            "701.25a",
            context=("surveil", player, card.id),
        )
        (top if answer == TOP else dropped).append(card)
    top = order_cards(res, player, top, "on top of")
    rest = library[len(seen) :]
    set_library_order(res, player, (*top, *dropped, *rest))
    res.note(
        LogKind.EVENT,
        f"{who} puts {len(dropped)} card(s) into their graveyard and {len(top)} back on top",
        "701.25a",
        objects=tuple(c.id for c in dropped),
    )
    for card in dropped:
        move(res, card.id, Zone.GRAVEYARD)


@instruction_kind("reorder_top")
def _reorder_top(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Look at the top N cards of your library, then put them back in any order": the player
    orders them (cards of one name keep their order without asking: any order of identical
    cards is the same library)."""
    for player in refs(res, ctx, params.get("player", "you")):
        count = amount(res, ctx, params.get("count", 1))
        library = res.state.zone(Zone.LIBRARY, player)
        seen = library[: max(0, count)]
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} looks at the top {len(seen)} card(s) of their "
            "library and puts them back in any order",
            "608.2c",
            objects=tuple(c.id for c in seen),
        )
        ordered = order_cards(res, player, list(seen), "on top of")
        set_library_order(res, player, (*ordered, *library[len(seen) :]))
