"""A card known only by its printed characteristics (no definition: the judge typed its text)
applies its keywords and nothing else; a keyword whose ability needs what only a definition holds
(a cost, a number) isn't applied then, and the answer says so (engine.rules.keywords
.NEEDS_DEFINITION): "Evoke {W}" on such a card offers no evoke cast (702.74a) and is listed
among the sentences the engine doesn't apply."""

from __future__ import annotations

import pytest

from engine.rules.keywords import NEEDS_DEFINITION
from engine.rules.unapplied import object_sentences
from engine.testing.scenario import board

CARDS = {
    "evoke": ("Creature", "{3}{W}", "Evoke {W}"),  # 702.74a
    "offspring": ("Creature", "{1}{W}", "Offspring {2}"),  # 702.175a
    "madness": ("Creature", "{2}{B}", "Madness {B}"),  # 702.35b
    "blitz": ("Creature", "{1}{R}", "Blitz {R}"),  # 702.152a
    "replicate": ("Instant", "{R}", "Replicate {1}{R}"),  # 702.56a
    "casualty": ("Instant", "{1}{B}", "Casualty 2"),  # 702.153a
}


@pytest.mark.parametrize("keyword", sorted(CARDS))
def test_a_keyword_whose_cost_only_a_definition_holds_is_reported_unapplied(keyword: str) -> None:
    card_type, mana_cost, line = CARDS[keyword]
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [
                {
                    "id": "x",
                    "card": "Typed In",
                    "characteristics": {
                        "types": [card_type],
                        "mana_cost": mana_cost,
                        "keywords": [keyword.capitalize()],
                        "oracle_text": line,
                    },
                }
            ],
        },
        {"id": "B", "name": "Bob"},
    )
    assert keyword in NEEDS_DEFINITION
    assert object_sentences(state, state.object("x")) == (line,)


def test_a_keyword_needing_nothing_more_stays_applied() -> None:
    # Flying needs no definition (702.9): a typed-in flyer's keyword line is applied.
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {
                    "id": "x",
                    "card": "Typed In",
                    "characteristics": {
                        "types": ["Creature"],
                        "power": "1",
                        "toughness": "1",
                        "keywords": ["Flying"],
                        "oracle_text": "Flying",
                    },
                }
            ],
        },
        {"id": "B", "name": "Bob"},
    )
    assert object_sentences(state, state.object("x")) == ()
