"""Cards of the rulings spec's Angel of Grace and Ghosts of the Innocent sections, and the cards
their tests use. Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import (
    ActivatedAbility,
    Cost,
    TriggeredAbility,
    instruction,
    static,
)
from engine.core.state import Zone

ANGEL_OF_GRACE = card(
    "Angel of Grace",
    "{3}{W}{W}",
    ("Creature",),
    subtypes=("Angel",),
    power=5,
    toughness=4,
    colors=("W",),
    keywords=("Flash", "Flying"),
    abilities=(
        # When Angel of Grace enters the battlefield, until end of turn, damage that would reduce
        # your life total to less than 1 reduces it to 1 instead.
        TriggeredAbility(
            "When Angel of Grace enters, until end of turn, damage that would reduce your life "
            "total to less than 1 reduces it to 1 instead.",
            trigger="self_enters",
            effects=(
                instruction(
                    "create_effect",
                    kind="damage_life_floor",
                    params={"player": "you"},
                    duration="end_of_turn",
                ),
            ),
        ),
        ActivatedAbility(
            "{4}{W}{W}, Exile Angel of Grace from your graveyard: Your life total becomes 10.",
            cost=Cost(mana="{4}{W}{W}", exile_self=True),
            effects=(instruction("set_life", player="you", value=10),),
            zone=Zone.GRAVEYARD,
        ),
    ),
)

GHOSTS_OF_THE_INNOCENT = card(
    "Ghosts of the Innocent",
    "{5}{W}{W}",
    ("Creature",),
    subtypes=("Spirit",),
    power=4,
    toughness=5,
    colors=("W",),
    abilities=(
        # If a source would deal damage to a permanent or player, it deals half that damage,
        # rounded down, to that permanent or player instead.
        static("Damage a source would deal is halved, rounded down.", "halve_damage", to="any"),
    ),
)

FURNACE_OF_RATH = card(
    "Furnace of Rath",
    "{1}{R}{R}{R}",
    ("Enchantment",),
    colors=("R",),
    abilities=(static("Damage a source would deal is doubled.", "double_damage", to="any"),),
)

EXCRUCIATOR = card(
    "Excruciator",
    "{6}{R}{R}",
    ("Creature",),
    subtypes=("Avatar",),
    power=7,
    toughness=7,
    colors=("R",),
    abilities=(
        static(
            "Damage that would be dealt by Excruciator can't be prevented.",
            "damage_cant_be_prevented",
            source="self",
        ),
    ),
)


PARIAH = card(
    "Pariah",
    "{2}{W}",
    ("Enchantment",),
    subtypes=("Aura",),
    colors=("W",),
    keywords=("Enchant",),
    enchant="creature",  # Enchant creature
    abilities=(
        static(
            "All damage that would be dealt to you is dealt to enchanted creature instead.",
            "redirect_damage",
            **{"from": "you", "to_object": "enchanted"},
        ),
    ),
)

PLATINUM_ANGEL = card(
    "Platinum Angel",
    "{7}",
    ("Artifact", "Creature"),
    subtypes=("Angel",),
    power=4,
    toughness=4,
    keywords=("Flying",),
    abilities=(
        # You can't lose the game and your opponents can't win the game.
        static("You can't lose the game.", "cant_lose_game", player="you"),
        static("Your opponents can't win the game.", "cant_win_game", opponents_of="you"),
    ),
)

PLATINUM_EMPERION = card(
    "Platinum Emperion",
    "{8}",
    ("Artifact", "Creature"),
    subtypes=("Golem",),
    power=8,
    toughness=8,
    abilities=(static("Your life total can't change.", "life_cant_change", player="you"),),
)

LEYLINE_OF_THE_VOID = card(
    "Leyline of the Void",
    "{2}{B}{B}",
    ("Enchantment",),
    colors=("B",),
    # Its opening-hand ability has no meaning in a scenario that starts mid-game (103.6a).
    abilities=(
        static(
            "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
            "opponents_graveyard_to_exile",
        ),
    ),
)


CARDS = (
    ANGEL_OF_GRACE,
    GHOSTS_OF_THE_INNOCENT,
    FURNACE_OF_RATH,
    EXCRUCIATOR,
    PARIAH,
    PLATINUM_ANGEL,
    PLATINUM_EMPERION,
    LEYLINE_OF_THE_VOID,
)
