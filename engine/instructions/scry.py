"""Looking at and rearranging the top of a library: scry (701.22).

`scry` parameters: "count" (an amount, default 1) and "player" (default "you").

Scrying is a sequence of decisions by the scrying player, so it can be scripted and explored:
first, for each looked-at card from the top down, "top" or "bottom"; then the order of the cards
kept on top (which one is topmost, then the next ...) and the order of the cards put on the
bottom (from the one nearest the rest of the library down to the bottommost). A group whose
cards all have the same name is kept in its current order without asking: any order of identical
cards is the same library. The cards stay in the library, so no zone change happens (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import KeywordActionPerformed
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of

TOP = "top"
BOTTOM = "bottom"


@instruction_kind("scry")
def _scry(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.22a; each player scries in turn (701.22c has them decide in APNAP order, the order
    `refs` gives for "each_player")."""
    for player in refs(res, ctx, params.get("player", "you")):
        scry(res, player, amount(res, ctx, params.get("count", 1)))


@dataclass(frozen=True)
class TopLook:
    """How a "look at the top N cards and split them" keyword action reads: scry (701.22) keeps
    cards on top or puts them on the bottom, surveil (701.25) on top or into the graveyard."""

    verb: str  # "scries"
    rule: str  # the keyword action's rule
    zero_rule: str  # "scry 0" is no event at all
    other: str  # the answer for a card not kept on top
    other_place: str  # where such a card goes, in words
    other_question: str  # the same, as the question's second half
    context: str  # the decision's context word


SCRY = TopLook(
    "scries", "701.22a", "701.22b", BOTTOM, "on the bottom", "put it on the bottom", "scry"
)


def look_at_top(
    res: Resolution, player: str, count: int, how: TopLook
) -> tuple[list[GameObject], list[GameObject], tuple[GameObject, ...]] | None:
    """The player looks at the top `count` cards and answers, for each from the top down, "top"
    or `how.other`: the cards kept on top, the others, and the rest of the library (None when
    nothing is looked at)."""
    who = name_of(res.state, player)
    if count <= 0:
        res.judge(LogKind.NOTE, f"{who} {how.verb} 0: nothing happens", how.zero_rule)
        return None
    library = res.state.zone(Zone.LIBRARY, player)
    seen = library[:count]
    if not seen:
        res.note(LogKind.EVENT, f"{who} {how.verb} {count}, but their library is empty", how.rule)
        return None
    res.note(
        LogKind.EVENT,
        f"{who} {how.verb} {count}: looks at the top {counted(len(seen), 'card')} of their library",
        how.rule,
        objects=tuple(c.id for c in seen),
    )
    top: list[GameObject] = []
    other: list[GameObject] = []
    for card in seen:
        answer = res.choose(
            player,
            DecisionKind.SCRY,
            f"{who} {how.verb}: keep {name_of(res.state, card)} on top of their library or {how.other_question}?",
            (
                Option(TOP, f"keep {name_of(res.state, card.id)} on top"),
                Option(how.other, f"put {name_of(res.state, card.id)} {how.other_place}"),
            ),
            how.rule,
            context=(how.context, player, card.id),
        )
        (top if answer == TOP else other).append(card)
    return top, other, tuple(library[len(seen) :])


def scry(res: Resolution, player: str, count: int) -> None:
    """701.22a: look at the top `count` cards, put any number on the bottom in any order and the
    rest on top in any order. Scry 0 is no scry event at all (701.22b)."""
    looked = look_at_top(res, player, count, SCRY)
    if looked is not None:
        _put_back(res, player, looked)
    if count > 0:
        # 701.22d: "whenever you scry" once the process is complete, even if impossible
        res.did(KeywordActionPerformed(player, "scry"))


def _put_back(
    res: Resolution,
    player: str,
    looked: tuple[list[GameObject], list[GameObject], tuple[GameObject, ...]],
) -> None:
    top, bottom, rest = looked
    top = order_cards(res, player, top, "on top of")
    bottom = order_cards(res, player, bottom, "at the bottom of")
    set_library_order(res, player, (*top, *rest, *bottom))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} puts {counted(len(top), 'card')} on top of their library and "
        f"{len(bottom)} on the bottom",
        "701.22a",
    )


def order_cards(
    res: Resolution, player: str, cards: list[GameObject], where: str
) -> list[GameObject]:
    """The player orders a group, picking from the top down (401.4: the owner arranges cards put
    into a library at the same time)."""
    left = list(cards)
    ordered: list[GameObject] = []
    while len({c.card for c in left}) > 1:
        answer = res.choose(
            player,
            DecisionKind.SCRY,
            f"{name_of(res.state, player)} orders the cards going {where} their library: "
            "which one is next, from the top down?",
            tuple(Option(c.id, name_of(res.state, c.id)) for c in left),
            "701.22a",
            context=("scry_order", player, where, tuple(c.id for c in left)),
        )
        pick = next(c for c in left if c.id == answer)
        ordered.append(pick)
        left.remove(pick)
    return ordered + left


def set_library_order(res: Resolution, player: str, order: tuple[GameObject, ...]) -> None:
    """Rearrange a player's library to `order` (every card of it, top first); the cards keep
    their identity and timestamps, since they don't change zones."""
    library = res.state.zone(Zone.LIBRARY, player)
    if sorted(o.id for o in order) != sorted(o.id for o in library):
        raise ValueError("a library's new order must hold exactly the cards of that library")
    ids = {o.id for o in library}
    current = {o.id: o for o in library}
    positions = iter(current[o.id] for o in order)
    objects = tuple(next(positions) if o.id in ids else o for o in res.state.objects)
    res.set_state(replace(res.state, objects=objects))
