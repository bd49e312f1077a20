"""Paying the materials of a craft ability (702.167a): "Exile [materials] from among permanents
you control and/or cards in your graveyard". A material named by a card type or subtype alone
is a permanent of that type you control or a card of that type in your graveyard (702.167b);
the crafting permanent itself, exiled by its own part of the cost, is no material.

The materials are `Cost.craft` objects of `Cost.craft_type` (empty: any), or that many or more
when `Cost.craft_more` ("one or more creatures"). The player picks them one at a time, each a
pending decision (none when exactly the needed ones qualify); once enough are picked they may
pick more ("or more") or stop. A cost that can't be paid in full can't be paid at all (118.3).
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.pipeline import Resolution, name_of
from engine.rules.type_words import matches
from engine.rules.zones import move
from engine.vocabulary.costs import Cost

RULES = ("702.167a", "702.167b")
STOP = "stop"


def material_candidates(state: GameState, player: str, source: str, kind: str) -> list[GameObject]:
    """Permanents `player` controls and cards in their graveyard of the type (702.167b)."""
    found = [
        o
        for o in state.battlefield
        if o.controller == player and not o.phased_out and o.id != source
    ]
    found += [o for o in state.zone(Zone.GRAVEYARD, player) if o.id != source]
    return [o for o in found if not kind or matches(state, o, kind)]


def why_craft_unpayable(state: GameState, player: str, source: str, cost: Cost) -> str | None:
    have = len(material_candidates(state, player, source, cost.craft_type))
    if have >= cost.craft:
        return None
    what = cost.craft_type or "object"
    return (
        f"{name_of(state, player)} can't pay the cost: crafting needs {cost.craft} "
        f"{what} material(s) among their permanents and graveyard, and {have} qualify"
    )


def pay_craft(
    res: Resolution, player: str, source: str, cost: Cost, what: str, rule: str
) -> tuple[str, ...]:
    """Exile the materials (702.167a, 406.1); returns them in order."""
    used: list[str] = []
    while True:
        left = [
            o
            for o in material_candidates(res.state, player, source, cost.craft_type)
            if o.id not in used
        ]
        enough = len(used) >= cost.craft
        if enough and not cost.craft_more:
            break
        if not left:
            break
        options = tuple(Option(o.id, name_of(res.state, o.id)) for o in left)
        if enough:
            options = (Option(STOP, "exile no more materials"), *options)
        if not enough and len(left) == cost.craft - len(used):
            pick = left[0].id  # every one that qualifies is needed: no choice
        else:
            pick = res.choose(
                player,
                DecisionKind.COST_OBJECT,
                f"{name_of(res.state, player)} exiles a material to pay the craft cost of "
                f"{what} ({len(used)} of {cost.craft}{' or more' if cost.craft_more else ''})",
                options,
                rule,
                context=("craft", source, len(used)),
            )
        if pick == STOP:
            break
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} exiles {name_of(res.state, pick)} to pay the craft "
            f"cost of {what}",
            rule,
            *RULES,
            objects=(pick,),
        )
        move(res, pick, Zone.EXILE)
        used.append(pick)
    return tuple(used)
