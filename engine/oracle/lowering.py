"""The one place compiled cards build engine vocabulary: instructions, abilities and costs.

Every grammar module lowers through these constructors, so a change to how the vocabulary is
declared (for example typed instruction parameters) stays local to this module.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards.model import (
    ActivatedAbility,
    Cost,
    Instruction,
    Mode,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    instruction,
)
from engine.core.state import Params, Zone
from engine.vocabulary.words import any_number_word, x_word

Effects = tuple[Instruction, ...]


@dataclass
class LineContext:
    """What lowering one line (one ability, 113.2) has gathered so far: its targets in the
    order the text names them (engine instructions refer to a target by its index)."""

    targets: list[str] = field(default_factory=list)
    # The cards earlier instructions of the line bound for later ones to name ("milled": the
    # cards "you" milled, engine.oracle.grammar.chosen_cards reads "from among them").
    bound: list[str] = field(default_factory=list)

    def target(self, requirement: str) -> int:
        self.targets.append(requirement)
        return len(self.targets) - 1


def step(kind: str, /, **params: Any) -> Instruction:
    """One instruction of the registry (engine.instructions.registry.INSTRUCTIONS)."""
    return instruction(kind, **params)


def static_ability(
    text: str, effect: str, zone: Zone = Zone.BATTLEFIELD, **params: Any
) -> StaticAbility:
    """A static ability of an effect kind (engine.rules.effects.EFFECT_KINDS, 604.1)."""
    return StaticAbility(text, effect, Params(params), zone)


def activated_ability(
    text: str,
    cost: Cost,
    effects: Effects,
    targets: tuple[str, ...],
    *,
    sorcery_speed: bool = False,
    once_each_turn: bool = False,
    zone: Zone = Zone.BATTLEFIELD,
    keyword: str = "",
    timing: str = "",
    only_if: str = "",
    max_each_turn: int = 0,
    once_only: bool = False,
    cost_less: int = 0,
    cost_less_for_each: str = "",
) -> ActivatedAbility:
    """602.1: cost, then effect. An ability that could add mana, has no target and isn't a
    loyalty ability is a mana ability (605.1a), whatever else it also does."""
    if any(x_word(t) for t in targets):
        # engine.oracle.grammar.x_targets: X targets only for a spell's {X} (601.2b-c)
        raise ValueError("an activated ability with X targets")
    mana = any(e.kind == "add_mana" for e in effects) and not targets
    return ActivatedAbility(
        text,
        cost,
        effects,
        zone=zone,
        mana_ability=mana,
        sorcery_speed=sorcery_speed,
        once_each_turn=once_each_turn,
        targets=targets,
        keyword=keyword,
        timing=timing,
        only_if=only_if,
        max_each_turn=max_each_turn,
        once_only=once_only,
        cost_less=cost_less,
        cost_less_for_each=cost_less_for_each,
    )


def triggered_ability(
    text: str,
    trigger: str,
    effects: Effects,
    targets: tuple[str, ...],
    *,
    params: dict[str, Any] | None = None,
    optional: bool = False,
    intervening_if: str | None = None,
) -> TriggeredAbility:
    """603.1: a trigger condition and an effect; "you may" makes it optional (603.5)."""
    if any(any_number_word(t) for t in targets):
        # 603.3d: the engine chooses a trigger's targets one by one, never how many
        raise ValueError("a triggered ability with any number of targets")
    return TriggeredAbility(
        text,
        trigger,
        effects,
        Params(params or {}),
        intervening_if=intervening_if,
        targets=targets,
        optional=optional,
    )


def spell_ability(text: str, effects: Effects, targets: tuple[str, ...]) -> SpellAbility:
    """An instant's or sorcery's spell ability (113.3a)."""
    return SpellAbility(text, effects, targets)


def modal_spell_ability(text: str, modes: tuple[Mode, ...]) -> SpellAbility:
    """A modal spell (700.2): one mode is chosen as it's cast."""
    return SpellAbility(text, modes=modes)


def mode(text: str, effects: Effects, targets: tuple[str, ...]) -> Mode:
    return Mode(text, effects, targets)


def token_characteristics(
    power: int,
    toughness: int,
    colors: tuple[str, ...],
    subtypes: tuple[str, ...],
    keywords: tuple[str, ...],
    types: tuple[str, ...] = ("Creature",),
) -> dict[str, Any]:
    """A creature token's characteristics (111.4: its name is its subtypes); `types` an
    artifact creature token's ("Artifact", "Creature")."""
    return {
        "name": " ".join(subtypes),
        "types": list(types),
        "subtypes": list(subtypes),
        "power": power,
        "toughness": toughness,
        "colors": list(colors),
        "keywords": list(keywords),
    }
