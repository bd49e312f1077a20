"""Delve (702.66): "For each generic mana in this spell's total cost, you may exile a card from
your graveyard rather than pay that mana."

The engine never prompts, so the cast action names the cards: `"delve": ["g1", "g2"]`, ids of
cards in the caster's own graveyard. Without the field nothing is exiled. Delve isn't an
additional or alternative cost and applies only once the total cost is determined (702.66b,
601.2f): with X chosen (107.3), so the generic mana delve can pay is the numbered symbols plus
each X. The engine has no other cost increases or reductions yet; hybrid symbols such as {2/W}
are left to the pool (which half pays them is announced as the mana is paid, 601.2b).

The cards are exiled as the total cost is paid (601.2h), each paying for {1}; the rest is paid
from the mana pool as usual (engine.rules.mana.pool). Delve changes only what the caster pays, never the
spell's mana cost, so its mana value stays that of the printed cost (202.3, 118.7). Several
instances of delve are redundant (702.66c): the keyword is a flag on the object.

A cost marked paid (a cast with `"free": true`, the scenario-building shortcut) has no generic
mana left for delve to pay, so naming cards for delve there is refused rather than ignored: a
judge who ticks both learns the cards were not exiled.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import generic_mana, mana_symbols
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

DELVE = "delve"
RULE = "702.66a"


def has_delve(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).has(DELVE)


def delve_field(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The action's `delve` list (absent: none)."""
    raw = data.get(DELVE, [])
    if not isinstance(raw, list) or not all(isinstance(card, str) for card in raw):
        raise InvalidDocument("'delve' must be a list of card ids", "action.delve")
    return tuple(raw)


def delve_candidates(state: GameState, player: str) -> tuple[GameObject, ...]:
    """702.66a: "a card from your graveyard": only the caster's own graveyard."""
    return state.zone(Zone.GRAVEYARD, player)


def check_delve(
    state: GameState, spell: GameObject, cards: tuple[str, ...], x: int, free: bool
) -> None:
    """The cards named for delve are legal for casting `spell` with X = `x` (702.66a)."""
    if not cards:
        return
    caster = name_of(state, spell.owner)
    if not has_delve(state, spell):
        raise IllegalAction(
            f"{name_of(state, spell)} has no delve: no card can be exiled to pay for it", RULE
        )
    if free:
        raise IllegalAction(
            f"the cost of {name_of(state, spell)} is marked paid (free), so there is no generic mana for "
            "cards exiled with delve to pay: pay the cost from the mana pool, or name no cards",
            RULE,
        )
    if len(set(cards)) != len(cards):
        raise IllegalAction(
            "a card is named twice for delve: each exiled card pays for one generic mana", RULE
        )
    own = {o.id for o in delve_candidates(state, spell.owner)}
    for card in cards:
        obj = state.find_object(card)
        if obj is None:
            raise IllegalAction(f"there is no card {card!r} to exile for delve", RULE)
        if obj.id not in own:
            shared = obj.zone in (Zone.BATTLEFIELD, Zone.STACK)
            whose = "the" if shared else f"{name_of(state, obj.owner)}'s"
            where = f"{whose} {obj.zone.value}"
            raise IllegalAction(
                f"{name_of(state, obj.id)} is in {where}: delve exiles cards from the caster's "
                f"own graveyard ({caster}'s)",
                RULE,
            )
    cost = chars(state, spell).mana_cost
    most = generic_mana(cost, x)
    if len(cards) > most:
        shown = cost.replace("X", str(x)) if x else cost
        raise IllegalAction(
            f"{len(cards)} cards named for delve, but the total cost of {name_of(state, spell)} ({shown}) "
            f"has only {most} generic mana for them to pay",
            RULE,
        )


def cost_after_delve(cost: str, x: int, exiled: int) -> tuple[str, int]:
    """What is left to pay from the pool once `exiled` cards pay for generic mana: the cost and X
    to hand to engine.rules.mana.pool.pay. With no card exiled, the cost is unchanged. Otherwise X is
    already a number in the locked-in total cost (601.2f), so the remaining generic mana is one
    number in front of the other symbols; a cost with nothing left is {0} (118.7, 601.2f)."""
    if not exiled:
        return cost, x
    generic = generic_mana(cost, x) - exiled
    others = "".join(f"{{{s}}}" for s in mana_symbols(cost) if not s.isdigit() and s != "X")
    if generic or not others:
        return f"{{{generic}}}{others}", 0
    return others, 0


def exile_for_delve(
    res: Resolution, spell_id: str, cards: tuple[str, ...], cost: str, x: int
) -> tuple[str, int]:
    """601.2h, 702.66a: exile the named cards from the caster's graveyard as the total cost
    (`cost` with X = `x`) is paid; returns what the mana pool still pays (`cost_after_delve`)."""
    left, left_x = cost_after_delve(cost, x, len(cards))
    if not cards:
        return left, left_x
    spell = res.state.object(spell_id)
    caster = name_of(res.state, spell.owner)
    names = ", ".join(name_of(res.state, card) for card in cards)
    total = cost.replace("X", str(x)) if x else cost
    res.note(
        LogKind.EVENT,
        f"{caster} exiles {counted(len(cards), 'card')} from their graveyard for {name_of(res.state, spell)}'s delve, "
        f"each paying for {{1}} of {total}: {names}; {left} is left to pay",
        RULE,
        "601.2h",
        objects=(spell_id, *cards),
    )
    for card in cards:
        move(res, card, Zone.EXILE)
    return left, left_x
