"""Emerge (702.119a): two static abilities working while the spell is on the stack. "Emerge
[cost]" means the card may be cast by paying [cost] and sacrificing a creature rather than
paying its mana cost (an alternative cost, 118.9, 601.2b, 601.2f-h), and, if so, its total cost
is reduced by generic mana equal to the sacrificed creature's mana value.

The cast action names the creature (`"emerge": "<creature id>"`): it is chosen as the caster
chooses to pay the emerge cost (702.119c, 601.2b), so its mana value is known as the total cost
is determined (601.2f: a reduction, applied after any increase, and only to generic mana), and
it is sacrificed as the total cost is paid (601.2h, 701.21a). The spell, and the permanent it
becomes, remember the emerge cost was paid (`GameObject.cast_for` "emerge"). Only one
alternative cost can be paid (118.9a).

"Emerge from [quality]" (702.119b) and an emerge cost granted by another card aren't read.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import CardDef, generic_mana, mana_symbols
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.alternative_costs import cast_for
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import sacrifice

EMERGE = "emerge"
RULE = "702.119a"


def check_emerge(state: GameState, obj: GameObject, card: CardDef | None, creature: str) -> None:
    """Only a card with emerge can be cast for its emerge cost (702.119a), sacrificing a
    creature its caster controls (701.21a, 118.3)."""
    if not creature:
        return
    if card is None or not card.emerge:
        raise IllegalAction(f"{name_of(state, obj.id)} has no emerge cost", RULE)
    found = state.find_object(creature)
    if (
        found is None
        or found.zone is not Zone.BATTLEFIELD
        or found.controller != obj.owner
        or found.phased_out
        or not chars(state, found).is_type("Creature")
    ):
        raise IllegalAction(
            f"{name_of(state, obj.owner)} must sacrifice a creature they control to pay "
            f"{name_of(state, obj.id)}'s emerge cost",
            "118.3",
        )


def pay_emerge(res: Resolution, spell_id: str, cost: str, creature: str) -> int:
    """118.9, 702.119c: the emerge cost is chosen rather than the mana cost, with the creature
    to sacrifice; returns that creature's mana value, the reduction (601.2f)."""
    cast_for(res, spell_id, EMERGE, cost, RULE)
    found = res.state.object(creature)
    value = chars(res.state, found).mana_value
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, creature)} (mana value {value}) will be sacrificed for the emerge "
        "cost",
        "702.119c",
        "601.2b",
        objects=(creature, spell_id),
    )
    return value


def reduce_by_emerge(
    res: Resolution, spell_id: str, cost: str, x: int, value: int
) -> tuple[str, int]:
    """601.2f, 702.119a: the total cost less generic mana equal to the sacrificed creature's mana
    value (only generic mana: the colored symbols stay)."""
    generic = generic_mana(cost, x)
    less = min(value, generic)
    if not less:
        return cost, x
    left = _with_generic(cost, generic - less)
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell_id)} costs {{{less}}} less to cast for its emerge cost: the "
        f"total cost is {left}",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )
    return left, 0  # X is a number in the locked-in total cost (601.2f)


def _with_generic(cost: str, generic: int) -> str:
    """The cost with its generic part (X included, 601.2f) written as one number."""
    others = "".join(f"{{{s}}}" for s in mana_symbols(cost) if not s.isdigit() and s != "X")
    if generic or not others:
        return f"{{{generic}}}{others}"
    return others


def sacrifice_for_emerge(res: Resolution, spell_id: str, creature: str) -> None:
    """601.2h, 701.21a: the chosen creature is sacrificed as the total cost is paid."""
    found = res.state.find_object(creature)
    if found is None or found.zone is not Zone.BATTLEFIELD:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, found.controller)} sacrifices {name_of(res.state, creature)} to pay "
        f"{name_of(res.state, spell_id)}'s emerge cost",
        RULE,
        "601.2h",
        "701.21a",
        objects=(creature, spell_id),
    )
    sacrifice(res, found.controller, creature)
