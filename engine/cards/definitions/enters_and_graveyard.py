"""Commons Forge puzzles use (PP01 and others). Each ability is preceded by its Oracle sentence.

Metalcraft is an ability word (207.2c): it has no rules meaning, so no keyword; the condition it
marks ("if you control three or more artifacts") is the "metalcraft" condition, an intervening
"if" on a triggered ability (603.4, engine.rules.triggers.condition) or an "if"/"unless" on a spell's
instruction, checked as it resolves (engine.instructions.registry.condition_holds).
"""

from __future__ import annotations

from engine.cards.build import card, creature, spell
from engine.cards.keyword_abilities import vanishing
from engine.cards.model import ActivatedAbility, Cost, TriggeredAbility, instruction, static

CARDS = (
    creature(
        "Thraben Inspector",
        "{W}",
        ("Human", "Soldier"),
        1,
        2,
        abilities=(
            # When Thraben Inspector enters the battlefield, investigate. (Create a colorless
            # Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.") (701.16a,
            # 111.10f: the Clue's ability is in engine.cards.tokens.)
            TriggeredAbility(
                "When Thraben Inspector enters the battlefield, investigate. (Create a colorless "
                'Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")',
                "self_enters",
                (instruction("investigate"),),
            ),
        ),
    ),
    creature(
        "Kor Skyfisher",
        "{1}{W}",
        ("Kor", "Soldier"),
        2,
        3,
        "Flying",  # Flying
        abilities=(
            # When Kor Skyfisher enters the battlefield, return a permanent you control to its
            # owner's hand. Not targeted: the permanent is chosen as the ability resolves
            # (608.2d), and it may be Kor Skyfisher itself.
            TriggeredAbility(
                "When Kor Skyfisher enters the battlefield, return a permanent you control to its owner's hand.",
                "self_enters",
                (
                    instruction("choose_permanent", type="Permanent", whose="yours"),
                    instruction("return_to_hand", to="bound:chosen"),
                ),
            ),
        ),
    ),
    card(
        "Prophetic Prism",
        "{2}",
        ("Artifact",),
        abilities=(
            # When Prophetic Prism enters the battlefield, draw a card.
            TriggeredAbility(
                "When Prophetic Prism enters the battlefield, draw a card.",
                "self_enters",
                (instruction("draw", player="you", count=1),),
            ),
            # {1}, {T}: Add one mana of any color. (A mana ability, 605.1a.)
            ActivatedAbility(
                "{1}, {T}: Add one mana of any color.",
                Cost(mana="{1}", tap=True),
                (instruction("add_mana", choose_from="any_color"),),
                mana_ability=True,
            ),
        ),
    ),
    creature(
        "Aven Riftwatcher",
        "{2}{W}",
        ("Bird", "Rebel", "Soldier"),
        2,
        3,
        "Flying",  # Flying
        "Vanishing",
        abilities=(
            # Vanishing 3 (This creature enters the battlefield with three time counters on it.
            # At the beginning of your upkeep, remove a time counter from it. When the last is
            # removed, sacrifice it.)
            *vanishing(3),
            # When Aven Riftwatcher enters or leaves the battlefield, you gain 2 life. (One
            # ability with two trigger events, 603.2: modeled as two.)
            TriggeredAbility(
                "When Aven Riftwatcher enters the battlefield, you gain 2 life.",
                "self_enters",
                (instruction("gain_life", player="you", amount=2),),
            ),
            TriggeredAbility(
                "When Aven Riftwatcher leaves the battlefield, you gain 2 life.",
                "self_leaves_battlefield",
                (instruction("gain_life", player="you", amount=2),),
            ),
        ),
    ),
    spell(
        "Galvanic Blast",
        "{R}",
        "Instant",
        # Galvanic Blast deals 2 damage to any target.
        # Metalcraft — Galvanic Blast deals 4 damage instead if you control three or more
        # artifacts. (Checked as it resolves, 608.2c.)
        "Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 "
        "damage instead if you control three or more artifacts.",
        (
            instruction("deal_damage", amount=2, to=0, unless="metalcraft"),
            instruction("deal_damage", amount=4, to=0, **{"if": "metalcraft"}),
        ),
        ("any",),
    ),
    creature(
        "Bleak Coven Vampires",
        "{3}{B}{B}",
        ("Vampire", "Warrior"),
        4,
        3,
        abilities=(
            # Metalcraft — When Bleak Coven Vampires enters the battlefield, if you control three
            # or more artifacts, target player loses 4 life and you gain 4 life. (An intervening
            # "if": checked as it triggers and as it resolves, 603.4.)
            TriggeredAbility(
                "Metalcraft — When Bleak Coven Vampires enters the battlefield, if you control "
                "three or more artifacts, target player loses 4 life and you gain 4 life.",
                "self_enters",
                (
                    instruction("lose_life", player=0, amount=4),
                    instruction("gain_life", player="you", amount=4),
                ),
                intervening_if="metalcraft",
                targets=("player",),
            ),
        ),
    ),
    # Flying, vigilance, lifelink
    creature(
        "Aerial Responder",
        "{1}{W}{W}",
        ("Dwarf", "Soldier"),
        2,
        3,
        "Flying",
        "Vigilance",
        "Lifelink",
    ),
    spell(
        "Defenestrate",
        "{2}{B}",
        "Instant",
        # Destroy target creature without flying.
        "Destroy target creature without flying.",
        (instruction("destroy", to=0),),
        ("creature_without_flying",),
    ),
    card(
        "Goblin War Paint",
        "{1}{R}",
        ("Enchantment",),
        subtypes=("Aura",),
        keywords=("Enchant",),
        enchant="creature",  # Enchant creature (303.4a)
        abilities=(
            # Enchanted creature gets +2/+2 and has haste: layer 7c, then layer 6 (613.4c,
            # 613.1f).
            static(
                "Enchanted creature gets +2/+2 and has haste.",
                "modify_power_toughness",
                objects=("enchanted",),
                power=2,
                toughness=2,
            ),
            static(
                "Enchanted creature gets +2/+2 and has haste.",
                "gain_keywords",
                objects=("enchanted",),
                keywords=("Haste",),
            ),
        ),
    ),
    creature(
        "Fanatical Firebrand",
        "{R}",
        ("Goblin", "Pirate"),
        1,
        1,
        "Haste",  # Haste
        abilities=(
            # {T}, Sacrifice Fanatical Firebrand: It deals 1 damage to any target. (The source
            # is the sacrificed creature, by its last known information, 608.2h.)
            ActivatedAbility(
                "{T}, Sacrifice Fanatical Firebrand: It deals 1 damage to any target.",
                Cost(tap=True, sacrifice_self=True),
                (instruction("deal_damage", amount=1, to=0),),
                targets=("any",),
            ),
        ),
    ),
    creature(
        "Auramancer",
        "{2}{W}",
        ("Human", "Wizard"),
        2,
        2,
        abilities=(
            # When Auramancer enters the battlefield, you may return target enchantment card
            # from your graveyard to your hand. (The target is chosen as the ability goes on the
            # stack, 603.3d; "you may" is chosen as it resolves, 603.5.)
            TriggeredAbility(
                "When Auramancer enters the battlefield, you may return target enchantment card from your graveyard to your hand.",
                "self_enters",
                (instruction("return_to_hand", to=0, **{"from": "graveyard"}),),
                targets=("enchantment_card_in_your_graveyard",),
                optional=True,
            ),
        ),
    ),
)
