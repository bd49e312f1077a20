"""Casting a spell while another spell or ability resolves (608.2g): cascade (702.85a) and the
other effects that let a player cast a card "without paying its mana cost" as they resolve.

The player follows the casting steps 601.2a-i (choices as decisions: a mode, 601.2b; targets,
601.2c), no player receives priority after it is cast, and the spell becomes the topmost object
of the stack while the resolving one goes on resolving. Timing permissions don't apply: the
effect says when (608.2g). Casting is done by the cast action (engine.actions.stack), which
registers itself here at import, so a mechanic below the actions can ask for it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Zone
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

# (resolution, card id, player, the alternative cost paid or "" for none) -> whether it was cast
CastWhileResolving = Callable[[Resolution, str, str, str], bool]
CASTERS: list[CastWhileResolving] = []


def cast_without_paying(res: Resolution, card_id: str, player: str) -> bool:
    """The player casts the card without paying its mana cost (118.9, 608.2g); False when it
    can't be cast (the log says why), so the effect goes on as if it wasn't."""
    return any(cast(res, card_id, player, "") for cast in CASTERS[:1])


def cast_for_cost(res: Resolution, card_id: str, player: str, cost: str) -> bool:
    """The player casts the card as the effect resolves, paying the alternative cost named
    `cost` rather than its mana cost (118.9, 608.2g: madness 702.35a); False when it can't be
    cast (the log says why)."""
    return any(cast(res, card_id, player, cost) for cast in CASTERS[:1])


CAST = "cast"
DONT = "dont"


def may_cast_without_paying(
    res: Resolution, card_id: str, player: str, keyword: str, rule: str
) -> bool:
    """The player may cast the card without paying its mana cost as the effect resolves (a
    `may` decision, 608.2d); True if they cast it."""
    name = name_of(res.state, card_id)
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{name_of(res.state, player)} may cast {name} without paying its mana cost ({keyword})",
        (Option(CAST, f"cast {name}"), Option(DONT, f"don't cast {name}")),
        rule,
        context=(keyword, card_id),
    )
    return answer == CAST and cast_without_paying(res, card_id, player)


def exile_until_castable(
    res: Resolution, player: str, fits: Callable[[int], bool]
) -> tuple[list[str], str | None]:
    """Exile cards from the top of `player`'s library until a nonland card whose mana value
    `fits` (cascade 702.85a, discover 701.57a): the cards exiled this way, top first, and the
    one found (None when the library ran out). A card a replacement sends elsewhere stops it."""
    exiled: list[str] = []
    while library := res.state.zone(Zone.LIBRARY, player):
        top = library[0]  # the top of the library (the scenario's order, top first)
        if move(res, top.id, Zone.EXILE) is not Zone.EXILE:
            break  # a replacement sent it elsewhere: it isn't exiled this way
        exiled.append(top.id)
        c = chars(res.state, res.state.object(top.id))
        if not c.is_type("Land") and fits(c.mana_value):
            return exiled, top.id
    return exiled, None


def rest_on_the_bottom(
    res: Resolution, player: str, exiled: list[str], kept: str | None, rule: str, salt: str
) -> None:
    """The cards exiled this way that are still in exile, except `kept`, go on the bottom of
    the library in a random order (drawn from the scenario's seed, 701.24a)."""
    rest = [
        e
        for e in exiled
        if e != kept and (obj := res.state.find_object(e)) is not None and obj.zone is Zone.EXILE
    ]
    random.Random(f"{res.state.seed}:{res.state.next_timestamp}:{player}:{salt}").shuffle(rest)
    for card_id in rest:
        move(res, card_id, Zone.LIBRARY, to_top=False)
    if rest:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} puts {len(rest)} exiled "
            f"card{'s' if len(rest) != 1 else ''} on the bottom of their library in a random "
            "order (drawn from the scenario's seed, 701.24a)",
            rule,
            objects=tuple(rest),
        )
