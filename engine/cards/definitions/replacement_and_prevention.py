"""Cards of the rulings spec's Angel of Grace and Ghosts of the Innocent sections, and the cards
their tests use. Each ability is preceded by its Oracle sentence."""

from __future__ import annotations

from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    Mode,
    SpellAbility,
    TriggeredAbility,
    instruction,
    static,
)
from engine.core.state import Zone

ANGEL_OF_GRACE = CardDef(
    name="Angel of Grace",
    mana_cost="{3}{W}{W}",
    types=("Creature",),
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
        # {4}{W}{W}, Exile Angel of Grace from your graveyard: Your life total becomes 10.
        ActivatedAbility(
            "{4}{W}{W}, Exile Angel of Grace from your graveyard: Your life total becomes 10.",
            cost=Cost(mana="{4}{W}{W}", exile_self=True),
            effects=(instruction("set_life", player="you", value=10),),
            zone=Zone.GRAVEYARD,
        ),
    ),
)

GHOSTS_OF_THE_INNOCENT = CardDef(
    name="Ghosts of the Innocent",
    mana_cost="{5}{W}{W}",
    types=("Creature",),
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

FURNACE_OF_RATH = CardDef(
    name="Furnace of Rath",
    mana_cost="{1}{R}{R}{R}",
    types=("Enchantment",),
    colors=("R",),
    abilities=(
        # If a source would deal damage to a permanent or player, it deals double that damage to
        # that permanent or player instead.
        static("Damage a source would deal is doubled.", "double_damage", to="any"),
    ),
)

EXCRUCIATOR = CardDef(
    name="Excruciator",
    mana_cost="{6}{R}{R}",
    types=("Creature",),
    subtypes=("Avatar",),
    power=7,
    toughness=7,
    colors=("R",),
    abilities=(
        # Damage that would be dealt by Excruciator can't be prevented.
        static(
            "Damage that would be dealt by Excruciator can't be prevented.",
            "damage_cant_be_prevented",
            source="self",
        ),
    ),
)

HEALING_SALVE = CardDef(
    name="Healing Salve",
    mana_cost="{W}",
    types=("Instant",),
    colors=("W",),
    abilities=(
        # Choose one — • Target player gains 3 life. • Prevent the next 3 damage that would be
        # dealt to any target this turn.
        SpellAbility(
            "Choose one —",
            modes=(
                Mode(
                    "Target player gains 3 life.",
                    (instruction("gain_life", player="target:0", amount=3),),
                    ("player",),
                ),
                Mode(
                    "Prevent the next 3 damage that would be dealt to any target this turn.",
                    (
                        instruction(
                            "create_effect",
                            kind="prevent_next_damage",
                            params={"recipient": "target:0", "amount": 3},
                            duration="end_of_turn",
                        ),
                    ),
                    ("any",),
                ),
            ),
        ),
    ),
)

PARIAH = CardDef(
    name="Pariah",
    mana_cost="{2}{W}",
    types=("Enchantment",),
    subtypes=("Aura",),
    colors=("W",),
    keywords=("Enchant",),
    enchant="creature",  # Enchant creature
    abilities=(
        # All damage that would be dealt to you is dealt to enchanted creature instead.
        static(
            "All damage that would be dealt to you is dealt to enchanted creature instead.",
            "redirect_damage",
            **{"from": "you", "to_object": "enchanted"},
        ),
    ),
)

PLATINUM_ANGEL = CardDef(
    name="Platinum Angel",
    mana_cost="{7}",
    types=("Artifact", "Creature"),
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

PLATINUM_EMPERION = CardDef(
    name="Platinum Emperion",
    mana_cost="{8}",
    types=("Artifact", "Creature"),
    subtypes=("Golem",),
    power=8,
    toughness=8,
    abilities=(
        # Your life total can't change.
        static("Your life total can't change.", "life_cant_change", player="you"),
    ),
)

LEYLINE_OF_THE_VOID = CardDef(
    name="Leyline of the Void",
    mana_cost="{2}{B}{B}",
    types=("Enchantment",),
    colors=("B",),
    # Its opening-hand ability has no meaning in a scenario that starts mid-game (103.6a).
    abilities=(
        # If a card would be put into an opponent's graveyard from anywhere, exile it instead.
        static(
            "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
            "opponents_graveyard_to_exile",
        ),
    ),
)

CHILD_OF_NIGHT = CardDef(
    name="Child of Night",
    mana_cost="{1}{B}",
    types=("Creature",),
    subtypes=("Vampire",),
    power=2,
    toughness=1,
    colors=("B",),
    keywords=("Lifelink",),
)

GRIZZLY_BEARS = CardDef(
    name="Grizzly Bears",
    mana_cost="{1}{G}",
    types=("Creature",),
    subtypes=("Bear",),
    power=2,
    toughness=2,
    colors=("G",),
)

CARDS = (
    ANGEL_OF_GRACE,
    GHOSTS_OF_THE_INNOCENT,
    FURNACE_OF_RATH,
    EXCRUCIATOR,
    HEALING_SALVE,
    PARIAH,
    PLATINUM_ANGEL,
    PLATINUM_EMPERION,
    LEYLINE_OF_THE_VOID,
    CHILD_OF_NIGHT,
    GRIZZLY_BEARS,
)
