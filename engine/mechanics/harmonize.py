"""Harmonize (702.180): "Harmonize [cost]" means "You may cast this card from your graveyard by
paying [cost] and tapping up to one untapped creature you control rather than paying this
spell's mana cost," "If you cast this spell using its harmonize ability, its total cost is
reduced by an amount of generic mana equal to the tapped creature's power," and "If the
harmonize cost was paid, exile this card instead of putting it anywhere else any time it would
leave the stack." (702.180a). An alternative cost (118.9, 601.2b, 601.2f-h), so not with another
one (118.9a).

The definition holds the cost (`CardDef.harmonize`); the cast action says it (`"harmonize":
true`) and may name the creature to tap (`"harmonize_creature"`): it is chosen as the caster
chooses to pay the harmonize cost (702.180b, 601.2b), its power is read as the total cost is
determined (601.2f: a reduction of generic mana only, after any increase), and it is tapped as
the total cost is paid (702.180b, 601.2h). The spell is bound "harmonize", so it is exiled
whenever it would leave the stack (engine.rules.zones.move), and it remembers the cost was paid
(`GameObject.cast_for` "harmonize").

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef, generic_mana, mana_symbols
from engine.core.errors import IllegalAction
from engine.core.events import BecameTapped
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

HARMONIZE = "harmonize"
BOUND = "harmonize"  # the spell's bound flag: exiled as it leaves the stack (702.180a)
RULE = "702.180a"


def harmonize_cost(definition: CardDef | None) -> str | None:
    return definition.harmonize if definition is not None and definition.harmonize else None


def can_tap_for_harmonize(state: GameState, creature: GameObject, player: str) -> bool:
    """702.180a: an untapped creature the caster controls."""
    return (
        creature.zone is Zone.BATTLEFIELD
        and creature.controller == player
        and not creature.tapped
        and not creature.phased_out
        and chars(state, creature).is_type("Creature")
    )


def check_harmonize(
    state: GameState, obj: GameObject, definition: CardDef | None, asked: bool, creature: str
) -> None:
    """702.180a: a card with harmonize, from its owner's graveyard; the creature named, if any,
    an untapped creature its caster controls (118.3)."""
    has_cost = harmonize_cost(definition) is not None
    check_cast_for(state, obj, HARMONIZE, RULE, asked=asked, has_cost=has_cost)
    if creature and not asked:
        raise IllegalAction("a creature is tapped for harmonize only when casting with it", RULE)
    if not asked:
        return
    if obj.zone is not Zone.GRAVEYARD:
        raise IllegalAction(
            f"{name_of(state, obj.id)} isn't in its owner's graveyard: harmonize casts it from "
            "there",
            RULE,
        )
    found = state.find_object(creature) if creature else None
    if creature and (found is None or not can_tap_for_harmonize(state, found, obj.owner)):
        raise IllegalAction(
            f"{name_of(state, obj.owner)} can tap only an untapped creature they control for "
            f"{name_of(state, obj.id)}'s harmonize cost",
            "118.3",
        )


def pay_harmonize(res: Resolution, spell_id: str, cost: str, creature: str) -> int:
    """118.9, 702.180b: the harmonize cost is chosen rather than the mana cost, with the
    creature to tap (if any); the spell will be exiled as it leaves the stack. Returns the
    creature's power, the reduction (601.2f)."""
    cast_for(res, spell_id, HARMONIZE, cost, RULE)
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(BOUND, True))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    if not creature:
        return 0
    power = max(0, chars(res.state, res.state.object(creature)).power or 0)
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, creature)} (power {power}) will be tapped for the harmonize cost",
        "702.180b",
        "601.2b",
        objects=(creature, spell_id),
    )
    return power


def reduce_by_harmonize(
    res: Resolution, spell_id: str, cost: str, x: int, power: int
) -> tuple[str, int]:
    """601.2f, 702.180a: the total cost less generic mana equal to the tapped creature's power
    (only generic mana: the colored symbols stay)."""
    generic = generic_mana(cost, x)
    less = min(power, generic)
    if not less:
        return cost, x
    others = "".join(f"{{{s}}}" for s in mana_symbols(cost) if not s.isdigit() and s != "X")
    left = others if others and generic == less else f"{{{generic - less}}}{others}"
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell_id)} costs {{{less}}} less to cast for its harmonize cost: "
        f"the total cost is {left}",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )
    return left, 0  # X is a number in the locked-in total cost (601.2f)


def tap_for_harmonize(res: Resolution, spell_id: str, creature: str) -> None:
    """702.180b, 601.2h: the chosen creature is tapped as the total cost is paid."""
    found = res.state.find_object(creature) if creature else None
    if found is None or found.zone is not Zone.BATTLEFIELD or found.tapped:
        return
    res.set_state(res.state.with_object(replace(found, tapped=True)))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, found.controller)} taps {name_of(res.state, creature)} to pay "
        f"{name_of(res.state, spell_id)}'s harmonize cost",
        "702.180b",
        "601.2h",
        objects=(creature, spell_id),
    )
    res.did(BecameTapped(creature))
