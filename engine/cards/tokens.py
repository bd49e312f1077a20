"""Predefined tokens (111.10): tokens an effect creates by name, with abilities of their own. A
token object's card name finds its definition here when no card has that name
(`engine.cards.registry.card_def`), so its abilities work like a card's. These are not cards: the
registry of built-in cards (and its reference-data test) doesn't list them.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import ActivatedAbility, CardDef, Cost, instruction

# 111.10f: A Clue token is a colorless Clue artifact token with "{2}, Sacrifice this token: Draw
# a card."
CLUE = CardDef(
    name="Clue",
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

TOKENS: dict[str, CardDef] = {token.name: token for token in (CLUE,)}


def token_characteristics(name: str) -> dict[str, Any]:
    """A predefined token's characteristics in `create_tokens`' shape."""
    token = TOKENS[name]
    return {
        "name": token.name,
        "types": list(token.types),
        "subtypes": list(token.subtypes),
        "power": token.power,
        "toughness": token.toughness,
        "colors": list(token.colors),
        "keywords": list(token.keywords),
    }
