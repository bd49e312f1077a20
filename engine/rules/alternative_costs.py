"""Alternative costs a spell is cast for by name (118.9: paid rather than its mana cost), such
as evoke (702.74a) and dash (702.109a): the card must have one, and the spell remembers which it
was cast for (`GameObject.cast_for`), for the abilities that ask ("if its evoke cost was paid").
Only one alternative cost can be paid for a spell (118.9a): the cast action refuses two.

May import: engine.core and engine.rules."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.pipeline import Resolution, name_of


def check_cast_for(
    state: GameState, obj: GameObject, name: str, rule: str, *, asked: bool, has_cost: bool
) -> None:
    """Only a card with that alternative cost can be cast for it."""
    if asked and not has_cost:
        raise IllegalAction(f"{name_of(state, obj.id)} has no {name} cost", rule)


def cast_for(res: Resolution, spell_id: str, name: str, cost: str, rule: str) -> None:
    """118.9: the alternative cost is paid rather than the mana cost; the spell remembers it."""
    spell = res.state.object(spell_id)
    res.set_state(res.state.with_object(replace(spell, cast_for=name)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} casts {name_of(res.state, spell)} for its {name} cost {cost} rather "
        "than its mana cost",
        rule,
        "118.9",
        objects=(spell_id,),
    )
