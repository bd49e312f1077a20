"""Damage equal to the creature sacrificed to cast the spell, and life "equal to the damage dealt
this way": "As an additional cost to cast this spell, sacrifice a creature. / ~ deals damage
equal to the sacrificed creature's power to target player or planeswalker. You gain life equal
to the damage dealt this way." (Rite of Consumption), "~ deals damage equal to the sacrificed
creature's power to any target." (Fling).

- The amount is "sacrificed_power" (engine.actions.additional_costs): the creature sacrificed to
  pay the spell's additional cost (118.8), bound to the spell as it was cast, its power as it
  last existed on the battlefield (608.2h). Only a spell's own line (an instant's or a sorcery's,
  113.3a) reads it: an activated ability's sacrificed creature isn't bound, so the template is
  refused there.
- "You gain life equal to the damage dealt this way": the damage the previous sentence's
  instruction actually dealt, after prevention and replacement (120.4b), summed over its
  recipients; the damage step binds it under "damage_dealt_this_way" and the life step reads
  "bound:damage_dealt_this_way". 0 damage dealt (all of it prevented) gains no life (119.3).
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

SACRIFICED_POWER = "sacrificed_power"
DEALT_KEY = "damage_dealt_this_way"
DEALT = f"bound:{DEALT_KEY}"

GRAMMAR = r"""
%extend spell_line: sacrificed_damage_sentence -> sacrificed_damage_line
                  | sacrificed_damage_sentence SD_GAIN_DEALT "." -> sacrificed_damage_and_gain_line
sacrificed_damage_sentence: SELF SD_DEALS_SACRIFICED_POWER "to" recipient "."
SD_DEALS_SACRIFICED_POWER: "deals damage equal to the sacrificed creature's power"
SD_GAIN_DEALT: "you gain life equal to the damage dealt this way"
"""


class SacrificedDamageLowering:
    ctx: LineContext

    def sacrificed_damage_sentence(self, items: list[Any]) -> Effects:
        return (step("deal_damage", amount=SACRIFICED_POWER, to=items[-1]),)

    def sacrificed_damage_line(self, items: list[Any]) -> Effects:
        effects: Effects = items[0]
        return effects

    def sacrificed_damage_and_gain_line(self, items: list[Any]) -> Effects:
        (damage,) = items[0]
        bound = step("deal_damage", **dict(damage.params), bind=DEALT_KEY)
        return (bound, step("gain_life", player="you", amount=DEALT))


def sacrificed_damage_words(kind: str, params: Any, source: str, ref: Any) -> str | None:
    """The clause of a step of this template, or None for another step."""
    amount = params.get("amount")
    if kind == "deal_damage" and amount == SACRIFICED_POWER:
        if set(params) - {"amount", "to", "bind"} or params.get("bind", DEALT_KEY) != DEALT_KEY:
            return None
        to = ref(params.get("to", 0))
        return f"{source} deals damage equal to the sacrificed creature's power to {to}"
    if kind == "gain_life" and amount == DEALT and set(params) == {"amount", "player"}:
        if params.get("player") != "you":
            return None
        return "you gain life equal to the damage dealt this way"
    return None
