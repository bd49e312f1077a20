"""Predefined tokens (111.10): tokens an effect creates by name, with abilities of their own. A
token object's card name finds its definition here when no card has that name
(`engine.cards.registry.card_def`), so its abilities work like a card's. These are not cards: the
registry of built-in cards (and its reference-data test) doesn't list them.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import ActivatedAbility, CardDef, Cost, instruction

TOKEN = " Token"


def token_name(kind: str) -> str:
    """111.4: a token whose creating effect doesn't name it is named its subtypes plus the word
    "Token" ("Goblin Token", "Treasure Token"). `kind` is what create_tokens' token calls it
    (its subtypes, or a predefined token's name, 111.10); a name that already says "Token" is
    kept."""
    return kind if kind.endswith(TOKEN) or not kind else f"{kind}{TOKEN}"


def token_kind(name: str) -> str:
    """The kind a token's name stands for ("Clue Token" -> "Clue"): how a created token finds
    its predefined definition (111.10)."""
    return name.removesuffix(TOKEN)


# 111.10f: A Clue token is a colorless Clue artifact token with "{2}, Sacrifice this token: Draw
# a card."
CLUE = CardDef(
    name=token_name("Clue"),
    types=("Artifact",),
    subtypes=("Clue",),
    abilities=(
        ActivatedAbility(
            "{2}, Sacrifice this artifact: Draw a card.",
            Cost(mana="{2}", sacrifice_self=True),
            (instruction("draw", player="you", count=1),),
        ),
    ),
)

# 111.10a: "{T}, Sacrifice this token: Add one mana of any color." (a mana ability, 605.1a)
TREASURE = CardDef(
    name=token_name("Treasure"),
    types=("Artifact",),
    subtypes=("Treasure",),
    abilities=(
        ActivatedAbility(
            "{T}, Sacrifice this artifact: Add one mana of any color.",
            Cost(tap=True, sacrifice_self=True),
            (instruction("add_mana", choose_from="any_color"),),
            mana_ability=True,
        ),
    ),
)

# 111.10b: "{2}, {T}, Sacrifice this token: You gain 3 life."
FOOD = CardDef(
    name=token_name("Food"),
    types=("Artifact",),
    subtypes=("Food",),
    abilities=(
        ActivatedAbility(
            "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
            Cost(mana="{2}", tap=True, sacrifice_self=True),
            (instruction("gain_life", amount=3),),
        ),
    ),
)

# 111.10c: "Sacrifice this token: Add one mana of any color."
GOLD = CardDef(
    name=token_name("Gold"),
    types=("Artifact",),
    subtypes=("Gold",),
    abilities=(
        ActivatedAbility(
            "Sacrifice this artifact: Add one mana of any color.",
            Cost(sacrifice_self=True),
            (instruction("add_mana", choose_from="any_color"),),
            mana_ability=True,
        ),
    ),
)

# 111.10e: "{2}, Sacrifice this token: Scry 1, then draw a card."
SHARD = CardDef(
    name=token_name("Shard"),
    types=("Enchantment",),
    subtypes=("Shard",),
    abilities=(
        ActivatedAbility(
            "{2}, Sacrifice this enchantment: Scry 1, then draw a card.",
            Cost(mana="{2}", sacrifice_self=True),
            (instruction("scry", count=1), instruction("draw", player="you", count=1)),
        ),
    ),
)

# 111.10g: "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."
BLOOD = CardDef(
    name=token_name("Blood"),
    types=("Artifact",),
    subtypes=("Blood",),
    abilities=(
        ActivatedAbility(
            "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.",
            Cost(mana="{1}", tap=True, discard=1, sacrifice_self=True),
            (instruction("draw", player="you", count=1),),
        ),
    ),
)

# 111.10i, 701.53b: an Incubator token is a double-faced token (712.8d: the face up counts): a
# colorless Incubator artifact with "{2}: Transform this token." whose back face is a 0/0
# colorless Phyrexian artifact creature named Phyrexian Token (engine.mechanics.incubate).
INCUBATOR = CardDef(
    name=token_name("Incubator"),
    types=("Artifact",),
    subtypes=("Incubator",),
    layout="double_faced_token",
    faces=(
        CardDef(
            name=token_name("Incubator"),
            types=("Artifact",),
            subtypes=("Incubator",),
            abilities=(
                ActivatedAbility(
                    "{2}: Transform this artifact.",
                    Cost(mana="{2}"),
                    (instruction("transform_self"),),
                ),
            ),
        ),
        CardDef(
            name=token_name("Phyrexian"),
            types=("Artifact", "Creature"),
            subtypes=("Phyrexian",),
            power=0,
            toughness=0,
        ),
    ),
)

# By the word an effect creates them by ("Create a Clue token"): the token's kind, its name
# without "Token".
TOKENS: dict[str, CardDef] = {
    token_kind(token.name): token for token in (CLUE, TREASURE, FOOD, GOLD, SHARD, BLOOD, INCUBATOR)
}


def _colorless_mana_creature(subtype: str, power: int, toughness: int) -> CardDef:
    """An Eldrazi token whose creating effect gives it "Sacrifice this creature: Add {C}." (a mana
    ability, 605.1a): every card that creates an Eldrazi Spawn or Scion token states the same
    characteristics and that one ability (engine.oracle.grammar.token_abilities)."""
    return CardDef(
        name=token_name(f"Eldrazi {subtype}"),
        types=("Creature",),
        subtypes=("Eldrazi", subtype),
        power=power,
        toughness=toughness,
        abilities=(
            ActivatedAbility(
                "Sacrifice this creature: Add {C}.",
                Cost(sacrifice_self=True),
                (instruction("add_mana", mana={"C": 1}),),
                mana_ability=True,
            ),
        ),
    )


# 111.4, 111.1: tokens whose characteristics and ability the creating effect states in full
# ("Create two 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice this creature:
# Add {C}.""). They are not predefined tokens (111.10): the effect is printed with the token's
# characteristics, not its name; a token of that name finds its ability here all the same.
STATED_TOKENS: dict[str, CardDef] = {
    token_kind(token.name): token
    for token in (
        _colorless_mana_creature("Spawn", 0, 1),
        _colorless_mana_creature("Scion", 1, 1),
    )
}


def token_characteristics(name: str) -> dict[str, Any]:
    """A predefined token's characteristics in `create_tokens`' shape."""
    token = TOKENS[name]
    return {
        "name": name,
        "types": list(token.types),
        "subtypes": list(token.subtypes),
        "power": token.power,
        "toughness": token.toughness,
        "colors": list(token.colors),
        "keywords": list(token.keywords),
    }
