"""Granted abilities (613.1f, layer 6): a static ability that gives other objects an ability
written in quotation marks ("Enchanted land has "{T}: Add one mana of any color."", 113.1a).

The granted ability is an ability of the object that has it: its "~" ("this creature") means
that object, and it is activated as that object's ability (its index among the object's current
abilities, after its own: engine.rules.characteristics). An activated ability on the stack exists
independently of its source (113.7a), so the stack item keeps where the granted ability is
written (`GRANTED`: the granting card's name, the granting static ability's index in its
definition, the granted ability's index in that static ability), and resolves even when the
object that had it is gone (Mortarpod's "Sacrifice ~: ~ deals 1 damage to any target.").

A quoted ability may name the card granting it ("Equipped creature has "{T}, Sacrifice Blazing
Torch: Blazing Torch deals 2 damage to any target.""): that name is the granting object, the
Equipment (ActivatedAbility.names_granter). The ability is still the creature's (its {T} taps the
creature, 302.6 is the creature's, 602.2), but its cost sacrifices the Equipment and the
Equipment is the source of the damage (120.3 names the source an effect says deals it): the
reference keeps the granting object (`granter`), and `granter_of` is what the ability's "~"
means as it is activated and as it resolves.

Only static abilities of cards grant abilities this way (the kind is neither stored on a board
nor offered to custom cards): its "abilities" parameter holds the abilities themselves.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Ability, ActivatedAbility, CardDef, StaticAbility, instruction
from engine.cards.registry import card_def
from engine.core.state import Effect, GameState, Params
from engine.vocabulary.costs import Cost

KIND = "gain_abilities"
# "{T}: Add one mana of any color." given to permanents by the effect kind
# `any_color_mana_ability` (layer 6, 613.1f; a mana ability, 605.1a): a judge's stand-in for a
# land's or a creature's mana text the engine doesn't apply. It is written nowhere but here, so
# it needs no `GRANTED` reference: a mana ability never waits on the stack (605.3b).
ANY_COLOR_KIND = "any_color_mana_ability"
ANY_COLOR_MANA = ActivatedAbility(
    "{T}: Add one mana of any color.",
    Cost(tap=True),
    (instruction("add_mana", choose_from="any_color"),),
    mana_ability=True,
)
# StackInfo.bound key of an activated ability that was granted (see the module docstring).
GRANTED = "granted"


def granted_reference(effect: Effect, position: int, definition: CardDef | None) -> Params | None:
    """Where the `position`-th ability `effect` grants is written: the granting card's name and
    its static ability's index (the effect of a static ability has the id "<object>.<index>")."""
    _, _, index = effect.id.rpartition(".")
    if definition is None or not index.isdigit():
        return None
    return Params(
        {
            "card": definition.name,
            "ability": int(index),
            "granted": position,
            "granter": effect.source or "",
        }
    )


def granter_of(state: GameState, reference: Any) -> str | None:
    """The granting object a granted ability's "~" means (ActivatedAbility.names_granter), when
    `reference` (a GRANTED reference) names such an ability; None otherwise."""
    ability = granted_ability(state, reference)
    if not isinstance(ability, ActivatedAbility) or not ability.names_granter:
        return None
    assert isinstance(reference, Params)
    granter = reference.get("granter")
    return str(granter) if granter else None


def granted_ability(state: GameState, reference: Any) -> Ability | None:
    """The ability a stack item's `GRANTED` reference names (113.7a), or None."""
    if not isinstance(reference, Params):
        return None
    definition = card_def(state, str(reference.get("card")))
    if definition is None:
        return None
    index, position = reference.get("ability"), reference.get("granted")
    for face in (definition, *definition.faces):
        if not isinstance(index, int) or not 0 <= index < len(face.abilities):
            continue
        grant = face.abilities[index]
        if isinstance(grant, StaticAbility) and grant.effect == KIND:
            abilities = tuple(grant.params.get("abilities", ()))
            if isinstance(position, int) and 0 <= position < len(abilities):
                found: Ability = abilities[position]
                return found
    return None
