"""Ripple N (702.60a): "When you cast this spell, you may reveal the top N cards of your library
(all of them if fewer). If you reveal cards this way, you may cast any of those cards with the
same name as this spell without paying their mana costs, then put all revealed cards not cast
this way on the bottom of your library in any order." Each instance triggers separately
(702.60b).

The keyword stands for that triggered ability (engine.cards.permanent_keywords.ripple): the
trigger `self_cast` (601.2i, from the stack) and the instruction `ripple`. The spell's name is
read as the ability resolves, from the spell on the stack or as it last existed there (608.2h).
Revealing and casting each card are the controller's choices (`may` decisions); a card is cast
then, from the library, while the ability resolves (608.2g, 118.9;
engine.rules.resolution_casts). The cards left go to the bottom in the order the player picks
(401.4: a decision while they differ).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.spell_copies import original_spell
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import may_cast_without_paying

RULE = "702.60a"
REVEAL = "reveal"
DONT = "dont"


@instruction_kind("ripple")
def _ripple(res: Resolution, ctx: ExecContext, params: Params) -> None:
    spell = original_spell(res, ctx, Params({"spell": "bound:spell"}))
    if spell is None:
        return
    player = ctx.controller
    who = name_of(res.state, player)
    name = chars(res.state, spell).name
    count = int(params.get("count", 4))
    revealed = list(res.state.zone(Zone.LIBRARY, player)[: max(0, count)])
    if not revealed:
        res.note(LogKind.NOTE, f"{who}'s library is empty: nothing to reveal", RULE)
        return
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{who} may reveal the top {counted(len(revealed), 'card')} of their library (ripple "
        f"{count})",
        (Option(REVEAL, "reveal them"), Option(DONT, "don't")),
        RULE,
        context=("ripple", ctx.source, tuple(c.id for c in revealed)),
    )
    if answer != REVEAL:
        return
    res.note(
        LogKind.EVENT,
        f"{who} reveals " + ", ".join(name_of(res.state, c.id) for c in revealed),
        RULE,
        "701.20a",
        objects=tuple(c.id for c in revealed),
    )
    for card in revealed:
        found = res.state.find_object(card.id)
        if found is None or found.zone is not Zone.LIBRARY:
            continue
        if chars(res.state, found).name == name:
            may_cast_without_paying(res, card.id, player, "ripple", RULE)
    left = [
        o
        for c in revealed
        if (o := res.state.find_object(c.id)) is not None and o.zone is Zone.LIBRARY
    ]
    _on_the_bottom(res, player, left)


def _on_the_bottom(res: Resolution, player: str, cards: list[GameObject]) -> None:
    """401.4: the player puts the cards on the bottom of their library in an order they pick,
    from the top down (a decision while the cards left differ)."""
    if not cards:
        return
    left = list(cards)
    ordered: list[GameObject] = []
    while len({c.card for c in left}) > 1:
        answer = res.choose(
            player,
            DecisionKind.SCRY,
            f"{name_of(res.state, player)} orders the revealed cards going to the bottom of "
            "their library: which one is next, from the top down?",
            tuple(Option(c.id, name_of(res.state, c.id)) for c in left),
            "401.4",
            context=("ripple_order", player, tuple(c.id for c in left)),
        )
        pick = next(c for c in left if c.id == answer)
        ordered.append(pick)
        left.remove(pick)
    bottom = ordered + left
    ids = {c.id for c in bottom}
    library = res.state.zone(Zone.LIBRARY, player)
    order = [o for o in library if o.id not in ids] + [
        next(o for o in library if o.id == c.id) for c in bottom
    ]
    everything = {o.id for o in library}
    positions = iter(order)
    objects = tuple(next(positions) if o.id in everything else o for o in res.state.objects)
    res.set_state(replace(res.state, objects=objects))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} puts {counted(len(bottom), 'revealed card')} on the "
        "bottom of their library",
        RULE,
        "401.4",
        objects=tuple(ids),
    )
