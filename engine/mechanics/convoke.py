"""Convoke (702.51): "For each colored mana in this spell's total cost, you may tap an untapped
creature of that color you control rather than pay that mana. For each generic mana in this
spell's total cost, you may tap an untapped creature you control rather than pay that mana."

The engine never prompts, so the cast action says which creature pays for what:
`"convoke": {"elf": "G", "bears": "1"}`, creature ids of the caster's untapped creatures, each
mapped to the mana it pays: a color letter of its own colors (a plain colored symbol of the
total cost) or "1" (one generic mana). Without the field no creature is tapped. Convoke isn't
an additional or alternative cost and applies once the total cost is determined (702.51b,
601.2f): kicker and buyback costs and X included; cards exiled with delve pay for generic mana
first. Hybrid and Phyrexian symbols are left to the pool. The creatures are tapped as the total
cost is paid (601.2h) and have "convoked" the spell (702.51c); several instances are redundant
(702.51d). A cost marked paid (`"free": true`) has nothing left for creatures to pay, so naming
creatures there is refused.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.cards.model import generic_mana, mana_symbols
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.mechanics.delve import cost_after_delve
from engine.rules.characteristics import chars, untapped_of_type
from engine.rules.pipeline import Resolution, name_of

CONVOKE = "convoke"
RULE = "702.51a"
GENERIC = "1"
COLORS = "WUBRG"

Convoked = tuple[tuple[str, str], ...]  # (creature id, "1" or a color letter)


def has_convoke(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).has(CONVOKE)


def convoke_field(data: Mapping[str, Any]) -> Convoked:
    """The action's `convoke` map (absent: none)."""
    raw = data.get(CONVOKE, {})
    if not isinstance(raw, Mapping) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in raw.items()
    ):
        raise InvalidDocument(
            "'convoke' must map creature ids to the mana each pays ('1' or a color letter)",
            "action.convoke",
        )
    return tuple(raw.items())


def convoke_candidates(state: GameState, player: str) -> tuple[GameObject, ...]:
    """The untapped creatures `player` controls: what could be tapped for convoke."""
    return untapped_of_type(state, player, "Creature")


def check_convoke(
    state: GameState,
    spell: GameObject,
    convoked: Convoked,
    cost: str,
    x: int,
    free: bool,
    delved: int,
) -> None:
    """The creatures named for convoke can pay the total cost `cost` (with X = `x`, `delved`
    generic mana already paid by delve) as they are named to (702.51a)."""
    if not convoked:
        return
    if not has_convoke(state, spell):
        raise IllegalAction(
            f"{name_of(state, spell)} has no convoke: no creature can be tapped to pay for it", RULE
        )
    if free:
        raise IllegalAction(
            f"the cost of {name_of(state, spell)} is marked paid (free), so there is no mana for creatures "
            "tapped with convoke to pay: pay the cost, or name no creatures",
            RULE,
        )
    allowed = {o.id for o in convoke_candidates(state, spell.owner)}
    for creature, pays in convoked:
        obj = state.find_object(creature)
        if obj is None or obj.id not in allowed:
            what = name_of(state, creature) if obj is not None else repr(creature)
            raise IllegalAction(
                f"{what} isn't an untapped creature {name_of(state, spell.owner)} controls: "
                "convoke taps the caster's own untapped creatures",
                RULE,
            )
        if pays != GENERIC and (pays not in COLORS or pays not in chars(state, obj).colors):
            raise IllegalAction(
                f"{name_of(state, creature)} can pay for {{1}} or for mana of its own color "
                f"with convoke, not for {pays!r}",
                RULE,
            )
    wanted = Counter(pays for _, pays in convoked)
    symbols = Counter(s for s in mana_symbols(cost) if s in COLORS)
    generic = generic_mana(cost, x) - delved
    shown = cost.replace("X", str(x)) if x else cost
    for color, count in wanted.items():
        have = generic if color == GENERIC else symbols[color]
        if count > have:
            what = "generic mana" if color == GENERIC else f"{{{color}}}"
            raise IllegalAction(
                f"{count} creatures named to pay for {what} with convoke, but the total cost of "
                f"{name_of(state, spell)} ({shown}) has only {have} left for them",
                RULE,
            )


def cost_after_convoke(cost: str, x: int, convoked: Convoked) -> tuple[str, int]:
    """What the mana pool still pays once the creatures pay their mana (`cost` with X = `x`)."""
    if not convoked:
        return cost, x
    colored = Counter(pays for _, pays in convoked if pays != GENERIC)
    left: list[str] = []
    for symbol in mana_symbols(cost):
        if colored[symbol] > 0:
            colored[symbol] -= 1
            continue
        left.append(f"{{{symbol}}}")
    rest = "".join(left) or "{0}"
    return cost_after_delve(rest, x, sum(1 for _, pays in convoked if pays == GENERIC))


def tap_for_convoke(
    res: Resolution, spell_id: str, convoked: Convoked, cost: str, x: int
) -> tuple[str, int]:
    """601.2h, 702.51a: tap the creatures as the total cost is paid; returns what the mana pool
    still pays."""
    left, left_x = cost_after_convoke(cost, x, convoked)
    if not convoked:
        return left, left_x
    spell = res.state.object(spell_id)
    paid = ", ".join(
        f"{name_of(res.state, c)} for {'{1}' if pays == GENERIC else '{' + pays + '}'}"
        for c, pays in convoked
    )
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, spell.owner)} taps creatures to convoke {name_of(res.state, spell)}: {paid}; "
        f"{left} is left to pay",
        RULE,
        "702.51c",
        "601.2h",
        objects=(spell_id, *(c for c, _ in convoked)),
    )
    for creature, _ in convoked:
        res.set_state(res.state.with_object(replace(res.state.object(creature), tapped=True)))
    return left, left_x
