"""Spells with "As an additional cost to cast this spell, sacrifice a creature." (118.8,
engine.actions.additional_costs); "the sacrificed creature's power" is its last known power (608.2h).
Each ability is its Oracle text. Fling and Thud ("~ deals damage equal to the sacrificed creature's
power to any target.") compile from their Oracle records (engine/oracle/builtin_cards.json)."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import CardDef, Cost, Instruction, SpellAbility, instruction

SACRIFICE_A_CREATURE = "As an additional cost to cast this spell, sacrifice a creature."


def _sacrifice_spell(
    name: str,
    cost: str,
    kind: str,
    text: str,
    effects: tuple[Instruction, ...],
    targets: tuple[str, ...],
) -> CardDef:
    ability = SpellAbility(
        f"{SACRIFICE_A_CREATURE}\n{text}",
        effects,
        targets,
        additional_cost=Cost(sacrifice="Creature"),
    )
    return card(name, cost, (kind,), abilities=(ability,))


CARDS = (
    _sacrifice_spell(
        "Tormented Thoughts",
        "{2}{B}",
        "Sorcery",
        "Target player discards a number of cards equal to the sacrificed creature's power.",
        (instruction("discard", player=0, count="sacrificed_power"),),
        ("player",),
    ),
)
