"""Hideaway N (702.75a): "When this permanent enters, look at the top N cards of your library.
Exile one of them face down and put the rest on the bottom of your library in a random order."
The exiled card may be looked at by the player who controls the permanent that exiled it.

The triggered ability (engine.cards.permanent_keywords.hideaway) runs the instruction
"hideaway": its controller chooses the card (a decision when the cards differ), exiled face down
(406.3); the rest go to the bottom in a random order drawn from the scenario's seed (701.24a
style, as cascade's). The exiled card is linked to the permanent (607.2a: the effect
"exiled_with" of engine.mechanics.linked_exile), for its abilities that refer to "the exiled
card", while the permanent is still the object whose ability triggered (400.7).

A card printed before 702.75b with "Hideaway" and no number has Oracle's errata: "Hideaway 4"
and "This permanent enters tapped." (`hideaway_bare` in engine.cards.permanent_keywords).
"""

from __future__ import annotations

import random
from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind, counted
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.mechanics.linked_exile import LINK
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

RULE = "702.75a"


@instruction_kind("hideaway")
def _hideaway(res: Resolution, ctx: ExecContext, params: Params) -> None:
    player = ctx.controller
    count = int(params.get("count", 4))
    seen = list(res.state.zone(Zone.LIBRARY, player)[: max(0, count)])
    who = name_of(res.state, player)
    res.note(
        LogKind.EVENT,
        f"{who} looks at the top {counted(len(seen), 'card')} of their library (hideaway)",
        RULE,
        objects=tuple(c.id for c in seen),
    )
    if not seen:
        return
    pick = seen[0].id
    if len({c.card for c in seen}) > 1:
        pick = res.choose(
            player,
            DecisionKind.TARGET,
            f"{who} exiles one of the cards looked at face down (hideaway)",
            tuple(Option(c.id, name_of(res.state, c.id)) for c in seen),
            RULE,
            context=("hideaway", ctx.source, tuple(c.id for c in seen)),
        )
    source = res.state.find_object(ctx.source)
    expected = ctx.bound.get("source_timestamp")
    linked = (
        source is not None
        and source.zone is Zone.BATTLEFIELD
        and (expected is None or source.timestamp == expected)
    )
    where = move(res, pick, Zone.EXILE, face_down=True)  # 406.3
    res.note(
        LogKind.EVENT,
        f"{who} exiles a card face down with {name_of(res.state, ctx.source)}",
        RULE,
        "406.3",
        objects=(pick,),
    )
    exiled = res.state.find_object(pick)
    if where is Zone.EXILE and exiled is not None and linked and source is not None:
        link = Params(
            {
                "card": pick,
                "card_timestamp": exiled.timestamp,
                "source_timestamp": source.timestamp,
            }
        )
        add_effect(res, ctx, LINK, link, Duration.INDEFINITE, rules=("607.2a",))
    _rest_on_the_bottom(res, player, [c.id for c in seen if c.id != pick])


def _rest_on_the_bottom(res: Resolution, player: str, rest: list[str]) -> None:
    """The other cards looked at go on the bottom of the library in a random order (drawn from
    the scenario's seed); they don't change zones, so they keep their identity."""
    library = res.state.zone(Zone.LIBRARY, player)
    moving = [o for o in library if o.id in rest]
    if not moving:
        return
    random.Random(f"{res.state.seed}:{res.state.next_timestamp}:{player}:hideaway").shuffle(moving)
    order = [o for o in library if o.id not in rest] + moving
    ids = {o.id for o in library}
    positions = iter(order)
    objects = tuple(next(positions) if o.id in ids else o for o in res.state.objects)
    res.set_state(replace(res.state, objects=objects))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} puts {counted(len(moving), 'card')} on the bottom of their "
        "library in a random order (drawn from the scenario's seed)",
        RULE,
        objects=tuple(o.id for o in moving),
    )
