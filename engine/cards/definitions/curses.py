"""Curses: Auras with enchant player (303.4, 702.5). Their abilities refer to "enchanted player",
bound to the player the Curse is attached to. Each ability is preceded by its Oracle sentence."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import Ability, CardDef, TriggeredAbility, instruction, static
from engine.core.state import Params


def _curse(
    name: str, cost: str, *abilities: Ability, keywords: tuple[str, ...] = ("Enchant",)
) -> CardDef:
    # Enchant player
    return card(
        name,
        cost,
        ("Enchantment",),
        subtypes=("Aura", "Curse"),
        keywords=keywords,
        enchant="player",
        abilities=abilities,
    )


CARDS = (
    _curse(
        "Curse of Bloodletting",
        "{3}{R}{R}",
        # If a source would deal damage to enchanted player, it deals double that damage to that
        # player instead.
        static(
            "Damage a source would deal to enchanted player is doubled.",
            "double_damage",
            to="enchanted",
        ),
    ),
    _curse(
        "Curse of Death's Hold",
        "{3}{B}{B}",
        # Creatures enchanted player controls get -1/-1.
        static(
            "Creatures enchanted player controls get -1/-1.",
            "modify_power_toughness",
            creatures="of_player",
            player="enchanted",
            power=-1,
            toughness=-1,
        ),
    ),
    _curse(
        "Curse of the Bloody Tome",
        "{2}{U}",
        # At the beginning of enchanted player's upkeep, that player mills two cards.
        TriggeredAbility(
            "At the beginning of enchanted player's upkeep, that player mills two cards.",
            trigger="beginning_of_step",
            params=Params({"step": "upkeep", "whose": "enchanted"}),
            effects=(instruction("mill", player="enchanted", count=2),),
        ),
    ),
)
