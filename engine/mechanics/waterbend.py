"""Waterbend [cost] (701.67a): pay the cost; for each generic mana in it, the player may tap an
untapped artifact or creature they control rather than pay that mana.

An activated ability's cost "Waterbend {5}" is the mana cost {5} marked as a waterbend cost
(Cost.waterbend: its mana is all the waterbend cost, so its generic mana, once reduced, is what
tapping may pay, 701.67b). The activate
action names what the player taps, as the cast action names artifacts for improvise:
`"waterbend": ["otter", "clue"]`, ids of their untapped artifacts and creatures, each paying
for {1} of that generic mana (absent: none is tapped, the mana pool pays it all). Tapping them
is no {T} cost, so a creature that came under its controller's control this turn may be tapped
(302.6 is about {T} and {Q}); with {T} in the same cost the source, tapped by it, can't also be
tapped this way. A spell's additional cost "waterbend {5}" (118.8) joins its total cost
(601.2f) and the cast action names what is tapped the same way; only that cost's generic mana
may be paid so (701.67b), not the rest of the total cost. Paying a waterbend cost is waterbending (701.67c), whichever way it's paid.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.cards.model import SpellAbility, generic_mana
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState
from engine.mechanics.delve import cost_after_delve
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

WATERBEND = "waterbend"
RULE = "701.67a"


def waterbend_field(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The action's `waterbend` list (absent: none)."""
    raw = data.get(WATERBEND, [])
    if not isinstance(raw, list) or not all(isinstance(a, str) for a in raw):
        raise InvalidDocument(
            "'waterbend' must be a list of artifact and creature ids", "action.waterbend"
        )
    return tuple(raw)


def waterbend_candidates(state: GameState, player: str, exclude: str = "") -> list[GameObject]:
    """The untapped artifacts and creatures `player` controls (701.67a)."""
    found = []
    for o in state.battlefield:
        if o.controller != player or o.tapped or o.id == exclude:
            continue
        c = chars(state, o)
        if c.is_type("Artifact") or c.is_type("Creature"):
            found.append(o)
    return found


def check_waterbend(
    state: GameState,
    player: str,
    source: str,
    tapped: tuple[str, ...],
    generic: int,
    free: bool,
    exclude: str = "",
) -> None:
    """The permanents named can pay `generic` mana of a waterbend cost (701.67a-b)."""
    if not tapped:
        return
    if generic <= 0:
        raise IllegalAction(
            f"{name_of(state, source)}'s cost has no waterbend cost: nothing can be tapped to pay it",
            RULE,
        )
    if free:
        raise IllegalAction(
            "the cost is marked paid (free), so there is no generic mana for waterbending to "
            "pay: pay the cost, or name nothing to tap",
            RULE,
        )
    if len(set(tapped)) != len(tapped):
        raise IllegalAction("a permanent is named twice for waterbend: each taps once", RULE)
    allowed = {o.id for o in waterbend_candidates(state, player, exclude)}
    for one in tapped:
        if one not in allowed:
            found = state.find_object(one)
            what = name_of(state, one) if found is not None else repr(one)
            raise IllegalAction(
                f"{what} isn't an untapped artifact or creature {name_of(state, player)} controls"
                + (" other than the source its {T} taps" if one == exclude else "")
                + ": waterbending taps the player's own",
                RULE,
            )
    if len(tapped) > generic:
        raise IllegalAction(
            f"{len(tapped)} permanents named for waterbend, but the waterbend cost has only "
            f"{generic} generic mana for them to pay (701.67b)",
            RULE,
        )


def has_waterbend_cost(spell: SpellAbility | None) -> bool:
    """The spell has an additional waterbend cost (118.8, 701.67a)."""
    cost = spell.additional_cost if spell is not None else None
    return cost is not None and cost.waterbend


def waterbend_x(spell: SpellAbility | None) -> bool:
    """Its additional waterbend cost is {X} (107.3: X is announced as the spell is cast, 601.2b)."""
    cost = spell.additional_cost if spell is not None else None
    return cost is not None and cost.waterbend and cost.mana == "{X}"


def waterbend_mana(spell: SpellAbility | None, x: int = 0) -> int:
    """The generic mana of a spell's additional waterbend cost ("As an additional cost to cast
    this spell, waterbend {5}.", 118.8, 601.2f), 0 if it has none; for "waterbend {X}", the X
    the caster announced (107.3a, 601.2b)."""
    cost = spell.additional_cost if spell is not None else None
    if cost is None or not cost.waterbend:
        return 0
    if waterbend_x(spell):
        return max(x, 0)
    return generic_mana(cost.mana, 0)


def tap_for_waterbend(
    res: Resolution, player: str, what: str, tapped: tuple[str, ...], cost: str, x: int
) -> tuple[str, int]:
    """701.67a: tap the permanents as the cost is paid, each paying for {1}; returns what the
    mana pool still pays."""
    left, left_x = cost_after_delve(cost, x, len(tapped))
    if not tapped:
        return left, left_x
    names = ", ".join(name_of(res.state, a) for a in tapped)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} waterbends: taps {counted(len(tapped), 'permanent')} for "
        f"{what}, each paying for {{1}}: {names}; {left or '{0}'} is left to pay",
        RULE,
        "701.67b",
        objects=tapped,
    )
    for one in tapped:
        res.set_state(res.state.with_object(replace(res.state.object(one), tapped=True)))
    return left, left_x
