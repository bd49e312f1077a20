"""Sneak (702.190a): "Sneak [cost]" means that any time its controller could cast an instant
during their declare blockers step, they may cast the spell by paying [cost] and returning an
unblocked creature they control to its owner's hand rather than paying its mana cost (an
alternative cost, 118.9, 601.2b, 601.2f-h).

The cast action says it: `"sneak": true`. It is refused outside the caster's own declare blockers
step (a sorcery or a creature spell may then be cast at instant speed), and when they control no
unblocked attacking creature (118.3; none before blockers are declared, 509.1h). The creature is
returned as the cost is paid (`Cost.return_unblocked_attacker`, engine.rules.cost_payment), and
the spell remembers what it was attacking. A permanent spell whose sneak cost was paid enters
the battlefield tapped and attacking that player, planeswalker or battle (702.190b, 508.4); if
that planeswalker or battle has left combat (506.4c) it enters tapped, attacking nothing.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Step, Zone
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.combat.declare import put_onto_battlefield_attacking
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of
from engine.vocabulary.costs import Cost

SNEAK = "sneak"
RULE = "702.190a"
ENTERS_RULE = "702.190b"
ATTACKING = "sneak_attacking"  # what the returned creature was attacking (702.190b)
RETURN = Cost(return_unblocked_attacker=True)


def sneak_cost(definition: CardDef | None) -> str | None:
    return definition.sneak if definition is not None and definition.sneak else None


def check_sneak(state: GameState, obj: GameObject, definition: CardDef | None, sneak: bool) -> None:
    """702.190a: a card with sneak, during its caster's own declare blockers step, with an
    unblocked creature to return (118.3)."""
    check_cast_for(
        state, obj, SNEAK, RULE, asked=sneak, has_cost=sneak_cost(definition) is not None
    )
    if not sneak:
        return
    if state.turn.active_player != obj.owner or state.turn.step is not Step.DECLARE_BLOCKERS:
        raise IllegalAction(
            f"{name_of(state, obj.id)} can be cast for its sneak cost only during its caster's "
            "declare blockers step",
            RULE,
        )
    problem = why_unpayable(state, obj.owner, obj.id, RETURN, casting=True)
    if problem is not None:
        raise IllegalAction(f"{problem} for {name_of(state, obj)}'s sneak cost", "118.3")


def pay_sneak(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9, 601.2h: the sneak cost is paid rather than the mana cost (its mana with the rest of
    the total cost) and an unblocked creature is returned now; the spell remembers what that
    creature was attacking (702.190b)."""
    combat = res.state.combat
    cast_for(res, spell_id, SNEAK, cost, RULE)
    spell = res.state.object(spell_id)
    used = pay_cost_parts(
        res, spell.controller, spell_id, RETURN, name_of(res.state, spell), "601.2h"
    )
    returned = next((u for u in used if combat is not None and combat.is_unblocked(u)), None)
    current = res.state.object(spell_id)
    if returned is None or combat is None or current.stack is None:
        return
    defender = combat.defender_of(returned) or ""
    info = replace(current.stack, bound=current.stack.bound.set(ATTACKING, defender))
    res.set_state(res.state.with_object(replace(current, stack=info)))


def sneak_defender(spell: GameObject) -> str | None:
    """What a permanent spell whose sneak cost was paid will attack ("" if that has left
    combat), or None: it wasn't cast for its sneak cost (702.190b)."""
    if spell.cast_for != SNEAK or spell.stack is None:
        return None
    defender = spell.stack.bound.get(ATTACKING)
    return defender if isinstance(defender, str) else None


def sneaked_permanent_enters(res: Resolution, permanent_id: str, defender: str | None) -> None:
    """702.190b, 506.3a: the permanent entered tapped; it is attacking what the returned
    creature was attacking."""
    permanent = res.state.find_object(permanent_id)
    if defender is None or permanent is None or permanent.zone is not Zone.BATTLEFIELD:
        return
    if not defender:
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, permanent_id)} enters tapped; what the returned creature "
            "attacked has left combat, so it attacks nothing",
            ENTERS_RULE,
            "506.4c",
            objects=(permanent_id,),
        )
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, permanent_id)}'s sneak cost was paid: it enters tapped and "
        "attacking what the returned creature was attacking",
        ENTERS_RULE,
        objects=(permanent_id,),
    )
    put_onto_battlefield_attacking(res, permanent_id, defender)
