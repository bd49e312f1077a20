"""Prevention (615), life gain and loss (119), life totals that become a number (119.5), and a
planeswalker whose loyalty abilities (606) set a life total. Each ability's Oracle text is its `text`."""

from __future__ import annotations

from typing import Any

from engine.cards.build import card, creature, spell
from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    Instruction,
    TriggeredAbility,
    instruction,
    static,
)


def _fog(name: str, cost: str, **extra: Any) -> CardDef:
    return spell(
        name,
        cost,
        "Instant",
        "Prevent all combat damage that would be dealt this turn.",
        (
            instruction(
                "create_effect",
                kind="prevent_all_damage",
                params={"to": "any", "combat_only": True},
                duration="end_of_turn",
            ),
        ),
        **extra,
    )


def _shield(n: int) -> tuple[Instruction, ...]:
    # "Prevent the next N damage that would be dealt to any target this turn."
    return (
        instruction(
            "create_effect",
            kind="prevent_next_damage",
            params={"recipient": "target:0", "amount": n},
            duration="end_of_turn",
        ),
    )


def _gain(name: str, cost: str, n: int) -> CardDef:
    # "You gain N life."
    return spell(
        name,
        cost,
        "Sorcery",
        f"You gain {n} life.",
        (instruction("gain_life", player="you", amount=n),),
    )


SORIN_MARKOV = card(
    "Sorin Markov",
    "{3}{B}{B}{B}",
    ("Planeswalker",),
    subtypes=("Sorin",),
    supertypes=("Legendary",),
    loyalty=4,
    abilities=(
        ActivatedAbility(
            "+2: Sorin Markov deals 2 damage to any target and you gain 2 life.",
            Cost(loyalty=2),
            (
                instruction("deal_damage", amount=2, to=0),
                instruction("gain_life", player="you", amount=2),
            ),
            targets=("any",),
        ),
        ActivatedAbility(
            "-3: Target opponent's life total becomes 10.",
            Cost(loyalty=-3),
            (instruction("set_life", player=0, value=10),),
            targets=("opponent",),
        ),
        # Player control (723.1): the effect waits for that player's next turn (723.1b).
        ActivatedAbility(
            "-7: You control target player during that player's next turn.",
            Cost(loyalty=-7),
            (
                instruction(
                    "create_effect",
                    kind="controls_player",
                    params={"player": "target:0"},
                    duration="indefinite",
                ),
            ),
            targets=("player",),
        ),
    ),
)

CARDS = (
    # Flashback: cast from the graveyard, then exiled (702.34a).
    _fog("Moment's Peace", "{1}{G}", keywords=("Flashback",), flashback="{2}{G}"),
    spell(
        "Indestructible Aura",
        "{W}",
        "Instant",
        "Prevent all damage that would be dealt to target creature this turn.",
        (
            instruction(
                "create_effect",
                kind="prevent_all_damage",
                params={"to": "target:0"},
                duration="end_of_turn",
            ),
        ),
        ("creature",),
    ),
    card(
        "Urza's Armor",
        "{6}",
        ("Artifact",),
        abilities=(
            static(
                "If a source would deal damage to you, prevent 1 of that damage.",
                "prevent_damage_by",
                to="you",
                amount=1,
            ),
        ),
    ),
    SORIN_MARKOV,
    spell(
        "Beacon of Immortality",
        "{5}{W}",
        "Instant",
        "Double target player's life total. Shuffle Beacon of Immortality into its owner's library.",
        (instruction("double_life", player=0), instruction("shuffle_into_library", to="self")),
        ("player",),
    ),
    spell(
        "Blessed Wind",
        "{7}{W}{W}",
        "Sorcery",
        "Target player's life total becomes 20.",
        (instruction("set_life", player=0, value=20),),
        ("player",),
    ),
    spell(
        "Repay in Kind",
        "{5}{B}{B}",
        "Sorcery",
        "Each player's life total becomes the lowest life total among all players.",
        (instruction("set_life", player="each_player", value="lowest_life"),),
    ),
    card(
        "Soul Conduit",
        "{6}",
        ("Artifact",),
        abilities=(
            ActivatedAbility(
                "{6}, {T}: Two target players exchange life totals.",
                Cost(mana="{6}", tap=True),
                (instruction("exchange_life", players=[0, 1]),),
                targets=("player", "player"),
            ),
        ),
    ),
    _gain("Sacred Nectar", "{1}{W}", 4),
    _gain("Chaplain's Blessing", "{W}", 5),
    creature(
        "Lone Missionary",
        "{1}{W}",
        ("Kor", "Monk"),
        2,
        1,
        abilities=(
            TriggeredAbility(
                "When Lone Missionary enters the battlefield, you gain 4 life.",
                "self_enters",
                (instruction("gain_life", player="you", amount=4),),
            ),
        ),
    ),
)
