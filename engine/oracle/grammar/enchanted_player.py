"""Static abilities of an Aura that enchants a player (303.4, 702.5c), about "enchanted player"
(the player it is attached to: engine.rules.effect_kinds.bind reads "enchanted" as that player):

    Creatures enchanted player controls lose all abilities and have base power and toughness
    1/1.                                                               (Overwhelming Splendor)
    Enchanted player can't activate abilities that aren't mana abilities or loyalty
    abilities.                                                         (Overwhelming Splendor)

- The first line is two effects with the scope "of_player" (the creatures that player controls,
  checked continuously, 611.3a): `lose_all_abilities` in layer 6 (613.1f) and
  `set_power_toughness` 1/1 in layer 7b (613.4b; 7c bonuses and counters still apply after it).
- The second is the rule modifier `player_cant_activate` with "except": mana and loyalty
  (602.5: the player can't begin to activate any other ability of any object, 605.1a, 606.3;
  engine.rules.effects.cant_activate).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Params

GRAMMAR = r"""
%extend static_body: EP_CREATURES_CONTROLLED EP_LOSE_ALL_BASE PT -> ep_humbled_creatures
                   | EP_CANT_ACTIVATE_NONMANA -> ep_cant_activate_nonmana
EP_CREATURES_CONTROLLED: "creatures enchanted player controls"
EP_LOSE_ALL_BASE: "lose all abilities and have base power and toughness"
EP_CANT_ACTIVATE_NONMANA: "enchanted player can't activate abilities that aren't mana abilities or loyalty abilities"
"""
OF_ENCHANTED = {"creatures": "of_player", "player": "enchanted"}
EXCEPT = ("mana", "loyalty")


def enchanted_player_words(abilities: Sequence[Ability]) -> str | None:
    """The line of this module's abilities, or None: not one."""
    if not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    statics = [a for a in abilities if isinstance(a, StaticAbility)]
    if len(statics) == 1 and statics[0].effect == "player_cant_activate":
        if dict(statics[0].params) != {"player": "enchanted", "except": EXCEPT}:
            return None
        return (
            "Enchanted player can't activate abilities that aren't mana abilities or loyalty "
            "abilities."
        )
    if len(statics) != 2 or [a.effect for a in statics] != [
        "lose_all_abilities",
        "set_power_toughness",
    ]:
        return None
    lose, base = statics
    if dict(lose.params) != OF_ENCHANTED or set(base.params) != {
        *OF_ENCHANTED,
        "power",
        "toughness",
    }:
        return None
    if any(base.params[k] != v for k, v in OF_ENCHANTED.items()):
        return None
    power, toughness = base.params["power"], base.params["toughness"]
    return (
        "Creatures enchanted player controls lose all abilities and have base power and "
        f"toughness {power}/{toughness}."
    )


class EnchantedPlayerLowering:
    def ep_humbled_creatures(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        power, toughness = (int(n) for n in str(items[-1]).split("/"))
        base = Params({**OF_ENCHANTED, "power": power, "toughness": toughness})
        return (
            StaticAbility("", "lose_all_abilities", Params(OF_ENCHANTED)),
            StaticAbility("", "set_power_toughness", base),
        )

    def ep_cant_activate_nonmana(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        params = Params({"player": "enchanted", "except": EXCEPT})
        return (StaticAbility("", "player_cant_activate", params),)
