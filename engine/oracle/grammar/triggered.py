"""Triggered abilities (603): "[When/Whenever/At] [trigger event], [effect]" (603.1), with
"you may" (603.5). Each trigger phrase names a trigger kind of engine.rules.triggers.TRIGGERS."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import TriggeredAbility
from engine.oracle.grammar.common import terminal_name
from engine.oracle.lowering import Effects, LineContext, triggered_ability
from engine.oracle.vocabulary import STEP_PHRASES

# Trigger kinds without parameters and their phrases ("~" is the object with the ability).
TRIGGER_PHRASES: dict[str, str] = {
    "self_enters": "when ~ enters",
    "self_dies": "when ~ dies",
    "self_attacks": "whenever ~ attacks",
    "self_deals_damage_to_opponent": "whenever ~ deals damage to an opponent",
    "self_leaves_battlefield": "when ~ leaves the battlefield",
    "you_gain_life": "whenever you gain life",
    "equipped_creature_dies": "whenever equipped creature dies",
}

# "permanent_enters" (603.6a) with its parameters: (type, whose, other) -> phrase.
ENTERS_PHRASES: dict[tuple[str, str, bool], str] = {
    ("Land", "you", False): "whenever a land enters under your control",
    ("Creature", "you", True): "whenever another creature enters under your control",
    ("Creature", "any", True): "whenever another creature enters",
    ("Creature", "you", False): "whenever a creature enters under your control",
    ("Artifact", "you", False): "whenever an artifact enters under your control",
}

_SIMPLE = {terminal_name("TR_", kind): kind for kind in TRIGGER_PHRASES}
_ENTERS = {terminal_name("ET_", "_".join(map(str, key))): key for key in ENTERS_PHRASES}
_STEPS = {terminal_name("ST_", f"{step}_{whose}"): (step, whose) for step, whose in STEP_PHRASES}

GRAMMAR = (
    r"""
triggered: trigger "," effects -> triggered
         | trigger "," YOU_MAY effects -> triggered_may
YOU_MAY: "you may"
trigger: """
    + " | ".join([*_SIMPLE, *_STEPS, *_ENTERS])
    + "\n"
    + "\n".join(f'{name}: "{ENTERS_PHRASES[key]}"' for name, key in _ENTERS.items())
    + "\n"
    + "\n".join(f'{name}: "{TRIGGER_PHRASES[kind]}"' for name, kind in _SIMPLE.items())
    + "\n"
    + "\n".join(f'{name}: "{STEP_PHRASES[key]}"' for name, key in _STEPS.items())
    + "\n"
)


class TriggeredLowering:
    ctx: LineContext

    def trigger(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        name = items[0].type
        if name in _SIMPLE:
            return _SIMPLE[name], {}
        if name in _ENTERS:
            card_type, whose, other = _ENTERS[name]
            params: dict[str, Any] = {"type": card_type, "whose": whose}
            if other:
                params["other"] = True
            return "permanent_enters", params
        step_name, whose = _STEPS[name]
        return "beginning_of_step", {"step": step_name, "whose": whose}

    def triggered(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), effects = items[0], items[-1]
        return self._ability(kind, params, effects, optional=False)

    def triggered_may(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), effects = items[0], items[-1]
        return self._ability(kind, params, effects, optional=True)

    def _ability(
        self, kind: str, params: dict[str, Any], effects: Effects, *, optional: bool
    ) -> TriggeredAbility:
        return triggered_ability(
            "", kind, effects, tuple(self.ctx.targets), params=params, optional=optional
        )
