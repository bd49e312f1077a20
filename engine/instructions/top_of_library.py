"""Looking at the top of a library and putting the cards back, or some into the graveyard:
surveil (701.25) and "look at the top N cards of your library, then put them back in any order".

As with scry (engine.instructions.scry), each is a sequence of decisions by the player looking:
for surveil, "top" or "graveyard" for each card from the top down; then the order of the cards
put back on top. The cards put back stay in the library (no zone change, 400.7); those put into
the graveyard move one at a time through the pipeline (614.6 replacements apply)."""

from __future__ import annotations

from engine.core.events import KeywordActionPerformed
from engine.core.log import LogKind, counted
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.instructions.scry import TopLook, look_at_top, order_cards, set_library_order
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

GRAVEYARD = "graveyard"


@instruction_kind("surveil")
def _surveil(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.25a; each player surveils in turn (APNAP, as `refs` gives "each_player")."""
    for player in refs(res, ctx, params.get("player", "you")):
        surveil(res, player, amount(res, ctx, params.get("count", 1)))


SURVEIL = TopLook(
    "surveils",
    "701.25a",
    "701.25c",
    GRAVEYARD,
    "into the graveyard",
    "put it into their graveyard",
    "surveil",
)


def surveil(res: Resolution, player: str, count: int) -> None:
    """701.25a: look at the top `count` cards, put any number into the graveyard and the rest
    back on top in any order. Surveil 0 is no surveil event at all (701.25c)."""
    look_and_bin(res, player, count, SURVEIL, "back on top", ("701.25a",))
    if count > 0:
        # 701.25d: "whenever you surveil" once the process is complete, even if impossible
        res.did(KeywordActionPerformed(player, "surveil"))


def look_and_bin(
    res: Resolution,
    player: str,
    count: int,
    look: TopLook,
    put_back: str,
    rules: tuple[str, ...],
) -> None:
    """`player` looks at the top `count` cards, puts any number into their graveyard and the
    rest back on top in the order they choose (surveil, and Taigam's Scheming, which does the
    same without being a surveil: engine.instructions.looked_at_cards)."""
    looked = look_at_top(res, player, count, look)
    if looked is None:
        return
    top, dropped, rest = looked
    top = order_cards(res, player, top, "on top of")
    set_library_order(res, player, (*top, *dropped, *rest))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} puts {counted(len(dropped), 'card')} into their graveyard and "
        f"{len(top)} {put_back}",
        *rules,
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
            f"{name_of(res.state, player)} looks at the top {counted(len(seen), 'card')} of their "
            f"library and puts {'it' if len(seen) == 1 else 'them'} back in any order",
            "608.2c",
            objects=tuple(c.id for c in seen),
        )
        ordered = order_cards(res, player, list(seen), "on top of")
        set_library_order(res, player, (*ordered, *library[len(seen) :]))
