"""Cards whose costs use hybrid (107.4e) and Phyrexian (107.4f) mana symbols.

Paying these costs from the mana pool is engine.rules.mana.pool's business: the caster announces how each
hybrid or Phyrexian symbol is paid (601.2b) and which mana pays the generic part (601.2h), and a
Phyrexian symbol may take 2 life instead of mana (119.4). Each ability is preceded by its Oracle
sentence; reminder text such as "({G/P} can be paid with either {G} or 2 life.)" is not an ability.
"""

from __future__ import annotations

from engine.cards.build import creature, spell
from engine.cards.model import ActivatedAbility, CardDef, Cost, Instruction, instruction

ARTIFACT_CREATURE = ("Artifact", "Creature")


def _gets_plus_one(name: str) -> ActivatedAbility:
    # "{R/P}: <Name> gets +1/+0 until end of turn." (a Phyrexian activation cost, 602.2b)
    return ActivatedAbility(
        f"{{R/P}}: {name} gets +1/+0 until end of turn.",
        Cost(mana="{R/P}"),
        (instruction("modify_pt", to="self", power=1, toughness=0),),
    )


def _paid_with_mana(
    cost: str, text: str, *steps: Instruction, targets: tuple[str, ...] = ()
) -> ActivatedAbility:
    """ "<cost>: <text>": an activated ability whose whole cost is mana (602.1)."""
    return ActivatedAbility(f"{cost}: {text}", Cost(mana=cost), steps, targets=targets)


CARDS: tuple[CardDef, ...] = (
    spell(
        "Mutagenic Growth",
        "{G/P}",
        "Instant",
        # Target creature gets +2/+2 until end of turn.
        "Target creature gets +2/+2 until end of turn.",
        (instruction("modify_pt", to=0, power=2, toughness=2),),
        ("creature",),
    ),
    spell(
        "Gut Shot",
        "{R/P}",
        "Instant",
        # Gut Shot deals 1 damage to any target.
        "Gut Shot deals 1 damage to any target.",
        (instruction("deal_damage", amount=1, to=0),),
        ("any",),
    ),
    spell(
        "Corrosive Gale",
        "{X}{G/P}",
        "Sorcery",
        # Corrosive Gale deals X damage to each creature with flying.
        "Corrosive Gale deals X damage to each creature with flying.",
        (instruction("deal_damage", amount="x", to="creatures_with:flying"),),
    ),
    # Flying / Lifelink
    creature(
        "Vault Skirge",
        "{1}{B/P}",
        ("Phyrexian", "Imp"),
        1,
        1,
        "Flying",
        "Lifelink",
        types=ARTIFACT_CREATURE,
    ),
    # First strike
    creature(
        "Porcelain Legionnaire",
        "{2}{W/P}",
        ("Phyrexian", "Soldier"),
        3,
        1,
        "First strike",
        types=ARTIFACT_CREATURE,
    ),
    # Trample
    creature(
        "Thundering Tanadon",
        "{4}{G/P}{G/P}",
        ("Phyrexian", "Beast"),
        5,
        4,
        "Trample",
        types=ARTIFACT_CREATURE,
    ),
    # Flying
    creature(
        "Moltensteel Dragon",
        "{4}{R/P}{R/P}",
        ("Phyrexian", "Dragon"),
        4,
        4,
        "Flying",
        types=ARTIFACT_CREATURE,
        # {R/P}: Moltensteel Dragon gets +1/+0 until end of turn.
        abilities=(_gets_plus_one("Moltensteel Dragon"),),
    ),
    creature(
        "Immolating Souleater",
        "{2}",
        ("Phyrexian", "Dog"),
        1,
        1,
        types=ARTIFACT_CREATURE,
        # {R/P}: Immolating Souleater gets +1/+0 until end of turn.
        abilities=(_gets_plus_one("Immolating Souleater"),),
    ),
    creature(
        "Boros Guildmage",
        "{R/W}{R/W}",
        ("Human", "Wizard"),
        2,
        2,
        abilities=(
            # {1}{R}: Target creature gains haste until end of turn.
            _paid_with_mana(
                "{1}{R}",
                "Target creature gains haste until end of turn.",
                instruction("grant_keywords", to=0, keywords=["Haste"]),
                targets=("creature",),
            ),
            # {1}{W}: Target creature gains first strike until end of turn.
            _paid_with_mana(
                "{1}{W}",
                "Target creature gains first strike until end of turn.",
                instruction("grant_keywords", to=0, keywords=["First strike"]),
                targets=("creature",),
            ),
        ),
    ),
    creature(
        "Orzhov Guildmage",
        "{W/B}{W/B}",
        ("Human", "Wizard"),
        2,
        2,
        abilities=(
            # {2}{W}: Target player gains 1 life.
            _paid_with_mana(
                "{2}{W}",
                "Target player gains 1 life.",
                instruction("gain_life", player=0, amount=1),
                targets=("player",),
            ),
            # {2}{B}: Each player loses 1 life.
            _paid_with_mana(
                "{2}{B}",
                "Each player loses 1 life.",
                instruction("lose_life", player="each_player", amount=1),
            ),
        ),
    ),
    # Vigilance
    creature("Wilt-Leaf Cavaliers", "{G/W}{G/W}{G/W}", ("Elf", "Knight"), 3, 4, "Vigilance"),
    # Flash / Defender, flying
    creature("Plumeveil", "{W/U}{W/U}{W/U}", ("Elemental",), 4, 4, "Flash", "Defender", "Flying"),
)
