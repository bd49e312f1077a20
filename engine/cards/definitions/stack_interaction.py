"""Cards of the rulings spec's ascend, protection and Grenzo sections, and the spells their tests
cast. Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import (
    ActivatedAbility,
    Cost,
    SpellAbility,
    TriggeredAbility,
    instruction,
    static,
)
from engine.core.state import Params

TILONALLIS_SUMMONER = card(
    "Tilonalli's Summoner",
    "{1}{R}",
    ("Creature",),
    subtypes=("Human", "Shaman"),
    power=1,
    toughness=1,
    colors=("R",),
    keywords=("Ascend",),
    abilities=(
        TriggeredAbility(
            "Whenever Tilonalli's Summoner attacks, you may pay {X}{R}. If you do, create X 1/1 red "
            "Elemental creature tokens that are tapped and attacking. At the beginning of the next "
            "end step, exile those tokens unless you have the city's blessing.",
            trigger="self_attacks",
            effects=(
                instruction("may_pay_x", cost="{X}{R}"),
                instruction(
                    "create_tokens",
                    token={
                        "name": "Elemental",
                        "types": ["Creature"],
                        "subtypes": ["Elemental"],
                        "power": 1,
                        "toughness": 1,
                        "colors": ["R"],
                    },
                    count="x",
                    tapped=True,
                    attacking=True,
                    bind="tokens",
                    **{"if": "paid"},
                ),
                instruction(
                    "create_delayed_trigger",
                    step="end",
                    text="exile those tokens unless you have the city's blessing",
                    effects=(
                        {
                            "kind": "exile",
                            "params": {"to": "bound:tokens", "unless": "citys_blessing"},
                        },
                    ),
                    **{"if": "paid"},
                ),
            ),
        ),
    ),
)

GOLDEN_DEMISE = card(
    "Golden Demise",
    "{1}{B}{B}",
    ("Sorcery",),
    colors=("B",),
    keywords=("Ascend",),
    abilities=(
        # All creatures get -2/-2 until end of turn. If you have the city's blessing, instead only
        # creatures your opponents control get -2/-2 until end of turn.
        SpellAbility(
            "All creatures get -2/-2 until end of turn; with the city's blessing, only creatures "
            "your opponents control do.",
            effects=(
                instruction(
                    "modify_pt",
                    to="all_creatures",
                    blessing_to="opponents_creatures",
                    power=-2,
                    toughness=-2,
                ),
            ),
            ascend=True,
        ),
    ),
)

TEFERIS_PROTECTION = card(
    "Teferi's Protection",
    "{2}{W}",
    ("Instant",),
    colors=("W",),
    abilities=(
        SpellAbility(
            "Until your next turn, your life total can't change and you gain protection from "
            "everything. All permanents you control phase out. Exile Teferi's Protection.",
            effects=(
                instruction(
                    "create_effect",
                    kind="life_cant_change",
                    params={"player": "you"},
                    duration="until_your_next_turn",
                ),
                instruction(
                    "create_effect",
                    kind="protection",
                    params={"protected": "you", "from": "everything"},
                    duration="until_your_next_turn",
                ),
                instruction("phase_out"),
                instruction("exile", to="self"),
            ),
        ),
    ),
)

THE_ONE_RING = card(
    "The One Ring",
    "{4}",
    ("Artifact",),
    supertypes=("Legendary",),
    keywords=("Indestructible",),
    abilities=(
        TriggeredAbility(
            "When The One Ring enters, if you cast it, you gain protection from everything until your next turn.",
            trigger="self_enters",
            intervening_if="you_cast_it",  # engine.mechanics.cast_it (601.2, 603.4)
            effects=(
                instruction(
                    "create_effect",
                    kind="protection",
                    params={"protected": "you", "from": "everything"},
                    duration="until_your_next_turn",
                ),
            ),
        ),
        TriggeredAbility(
            "At the beginning of your upkeep, you lose 1 life for each burden counter on The One Ring.",
            trigger="beginning_of_step",
            params=Params({"step": "upkeep", "whose": "your"}),
            effects=(instruction("lose_life", player="you", amount="counters:burden"),),
        ),
        # {T}: Put a burden counter on The One Ring, then draw a card for each burden counter on it.
        ActivatedAbility(
            "{T}: Put a burden counter on The One Ring, then draw a card for each burden counter on The One Ring.",
            cost=Cost(tap=True),
            effects=(
                instruction("put_counters", to="self", kind="burden", count=1),
                instruction("draw", player="you", count="counters:burden"),
            ),
        ),
    ),
)

GRENZO_DUNGEON_WARDEN = card(
    "Grenzo, Dungeon Warden",
    "{X}{B}{R}",
    ("Creature",),
    subtypes=("Goblin", "Rogue"),
    supertypes=("Legendary",),
    power=2,
    toughness=2,
    colors=("B", "R"),
    abilities=(
        static(
            "Grenzo, Dungeon Warden enters the battlefield with X +1/+1 counters on it.",
            "enters_with_counters",
            kind="+1/+1",
            count="x",
        ),
        ActivatedAbility(
            "{2}: Put the bottom card of your library into your graveyard. If it's a creature card "
            "with power less than or equal to Grenzo's power, put it onto the battlefield.",
            cost=Cost(mana="{2}"),
            effects=(
                instruction("mill_bottom", bind="milled"),
                instruction(
                    "put_onto_battlefield",
                    card="bound:milled",
                    creature_power_at_most="source_power",
                ),
            ),
        ),
    ),
)


ARC_TRAIL = card(
    "Arc Trail",
    "{1}{R}",
    ("Sorcery",),
    colors=("R",),
    abilities=(
        SpellAbility(
            "Arc Trail deals 2 damage to any target and 1 damage to another target.",
            (
                instruction("deal_damage", amount=2, to=0),
                instruction("deal_damage", amount=1, to=1),
            ),
            ("any", "other:any"),  # 115.3: "another target" is not the first one
        ),
    ),
)

LIGHTNING_HELIX = card(
    "Lightning Helix",
    "{R}{W}",
    ("Instant",),
    colors=("R", "W"),
    abilities=(
        SpellAbility(
            "Lightning Helix deals 3 damage to any target and you gain 3 life.",
            (
                instruction("deal_damage", amount=3, to=0),
                instruction("gain_life", player="you", amount=3),
            ),
            ("any",),
        ),
    ),
)


CURSE_OF_THE_PIERCED_HEART = card(
    "Curse of the Pierced Heart",
    "{1}{R}",
    ("Enchantment",),
    subtypes=("Aura", "Curse"),
    colors=("R",),
    keywords=("Enchant",),
    enchant="player",  # Enchant player
    abilities=(
        # The player or planeswalker is chosen as it resolves, without targeting (608.2d).
        TriggeredAbility(
            "At the beginning of enchanted player's upkeep, Curse of the Pierced Heart deals 1 "
            "damage to that player or a planeswalker that player controls.",
            trigger="beginning_of_step",
            params=Params({"step": "upkeep", "whose": "enchanted"}),
            effects=(
                instruction("choose_player_or_planeswalker", player="enchanted"),
                instruction("deal_damage", amount=1, to="bound:chosen"),
            ),
        ),
    ),
)

CARDS = (
    TILONALLIS_SUMMONER,
    GOLDEN_DEMISE,
    TEFERIS_PROTECTION,
    THE_ONE_RING,
    GRENZO_DUNGEON_WARDEN,
    ARC_TRAIL,
    LIGHTNING_HELIX,
    CURSE_OF_THE_PIERCED_HEART,
)
