"""Commons Forge puzzles use (PP01 and others). Each ability's Oracle text is its `text`.

Metalcraft is an ability word (207.2c): it has no rules meaning, so no keyword; the condition it
marks ("if you control three or more artifacts") is the "metalcraft" condition, an intervening
"if" on a triggered ability (603.4, engine.rules.triggers.condition) or an "if"/"unless" on a spell's
instruction, checked as it resolves (engine.instructions.registry.condition_holds).
"""

from __future__ import annotations

from engine.cards.build import card, creature, spell
from engine.cards.keyword_abilities import vanishing
from engine.cards.model import ActivatedAbility, Cost, TriggeredAbility, instruction

CARDS = (
    card(
        "Prophetic Prism",
        "{2}",
        ("Artifact",),
        abilities=(
            TriggeredAbility(
                "When Prophetic Prism enters the battlefield, draw a card.",
                "self_enters",
                (instruction("draw", player="you", count=1),),
            ),
            # A mana ability, 605.1a.
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
            # An intervening "if": checked as it triggers and as it resolves, 603.4.
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
)
