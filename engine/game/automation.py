"""How much of a card the engine applies: the source of every automation label.

A definition is "automated" only when every keyword is implemented (a keyword with a printed
cost, such as cycling, by the ability it stands for), every ability is built from registered
vocabulary (effect kinds, instruction kinds, trigger kinds) and no Oracle text is left unmodeled
(`CardDef.oracle_text` holds what the definition does not cover).
"""

from __future__ import annotations

from engine import mechanics as _mechanics  # noqa: F401  (registers the mechanics' instructions)
from engine.cards.keyword_abilities import WITH_NUMBER
from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Instruction,
    StaticAbility,
    TriggeredAbility,
)
from engine.instructions.registry import INSTRUCTIONS
from engine.rules import triggers
from engine.rules.effect_kinds import EFFECT_KINDS
from engine.rules.keywords import IMPLEMENTED, WITH_COST


def _instructions(card: CardDef) -> list[Instruction]:
    found: list[Instruction] = []
    for ability in card.abilities:
        found += ability.effects if not isinstance(ability, StaticAbility) else ()
        if not isinstance(ability, StaticAbility):
            for mode in ability.modes:  # 700.2: a modal spell's or ability's modes
                found += mode.effects
    return found


def unmodeled(card: CardDef) -> list[str]:
    """Why a definition isn't fully automated (empty when it is). A definition never changes,
    so the answer is kept with it: the board view asks for every object after every action."""
    known: tuple[str, ...] | None = card.__dict__.get("_unmodeled")
    if known is None:
        known = tuple(_unmodeled(card))
        object.__setattr__(card, "_unmodeled", known)
    return list(known)


def _unmodeled(card: CardDef) -> list[str]:
    realized = {
        a.keyword.lower()
        for a in card.abilities
        if isinstance(a, ActivatedAbility | TriggeredAbility) and a.keyword
    }
    listed = WITH_COST | WITH_NUMBER  # keywords whose ability the definition lists
    if card.flashback or card.flashback_cost is not None:
        # Flashback's cost is the definition's `flashback`, cast with the cast action's
        # `flashback` (702.34a).
        realized.add("flashback")
        listed = listed | {"flashback"}
    reasons = [
        f"keyword {k} is not implemented"
        for k in card.keywords
        if k.lower() not in IMPLEMENTED and not (k.lower() in listed and k.lower() in realized)
    ]
    for ability in card.abilities:
        if isinstance(ability, StaticAbility) and ability.effect not in EFFECT_KINDS:
            reasons.append(f"effect {ability.effect} is not implemented")
        if isinstance(ability, TriggeredAbility) and ability.trigger not in triggers.TRIGGERS:
            reasons.append(f"trigger {ability.trigger} is not implemented")
    for step in _instructions(card):
        if step.kind not in INSTRUCTIONS:
            reasons.append(f"instruction {step.kind} is not implemented")
    if card.oracle_text:
        reasons.append(f"not modeled: {card.oracle_text}")
    return reasons


def is_automated(card: CardDef) -> bool:
    return not unmodeled(card)
