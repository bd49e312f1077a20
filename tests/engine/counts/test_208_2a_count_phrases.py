"""Counts composed from their words (engine.oracle.grammar.counts, engine.rules.defined_pt):
"the number of [adjectives] [noun] [place]", counters on it, devotion (700.5), the greatest
mana value (202.3), "twice ..." and "... plus ...". Each defines a printed "*" (604.3, 208.2a,
layer 7a 613.4a) and the same words follow "for each" (608.2h). Real cards compiled from their
2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CARDS = (
    "Collective Drone",
    "Abominable Treefolk",
    "Regal Bunnicorn",
    "Wilderness Elemental",
    "Boneyard Mycodrax",
    "Masumaro, First to Live",
    "Dauntless Dourbark",
    "Rusting Golem",
    "Towering Gibbon",
    "Shambling Suit",
    "Coiling Woodworm",
    "Anax, Hardened in the Forge",
    "Benalish Honor Guard",
    "Knotvine Paladin",
    "An-Havva Constable",
    "Gaea's Avenger",
    "Mwonvuli Ooze",
    "Snow-Covered Forest",
    "Ornithopter",
    "Millikin",
    "Ancient Tomb",
    "Raging Goblin",
    "Bad Moon",
)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS)


def _pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def _mine(*battlefield: dict[str, Any], **zones: Any) -> GameState:
    return board(
        {"id": "A", "battlefield": list(battlefield), **zones},
        {
            "id": "B",
            "battlefield": [
                {"id": "b_thopter", "card": "Ornithopter"},
                {"id": "b_wastes", "card": "Ancient Tomb"},
            ],
        },
    )


@pytest.mark.parametrize(
    "name",
    [
        "Collective Drone",
        "Abominable Treefolk",
        "Regal Bunnicorn",
        "Wilderness Elemental",
        "Boneyard Mycodrax",
        "Masumaro, First to Live",
        "Dauntless Dourbark",
        "Towering Gibbon",
        "Shambling Suit",
        "Coiling Woodworm",
        "Benalish Honor Guard",
        "Knotvine Paladin",
        "An-Havva Constable",
        "Gaea's Avenger",
        "Mwonvuli Ooze",
    ],
)
def test_the_count_phrase_compiles_and_prints_back_208_2a(name: str) -> None:
    assert compile_record(records(name)[name]).label == AUTOMATED


def test_artifact_creatures_you_control_counts_both_types_of_yours_only_604_3() -> None:
    state = _mine(
        {"id": "drone", "card": "Collective Drone"},  # artifact creature itself
        {"id": "thopter", "card": "Ornithopter"},  # artifact creature
        {"id": "millikin", "card": "Millikin"},  # artifact creature
        {"id": "bears", "card": "Grizzly Bears"},  # creature, no artifact
    )
    assert _pt(state, "drone")[0] == 3  # Bob's Ornithopter isn't counted


def test_snow_permanents_you_control_205_4() -> None:
    state = _mine(
        {"id": "treefolk", "card": "Abominable Treefolk"},  # snow creature itself
        {"id": "snowy", "card": "Snow-Covered Forest"},
        {"id": "forest", "card": "Forest"},
    )
    assert _pt(state, "treefolk") == (2, 2)


def test_nonland_permanents_you_control_205_4b() -> None:
    state = _mine(
        {"id": "bunny", "card": "Regal Bunnicorn"},
        {"id": "thopter", "card": "Ornithopter"},
        {"id": "forest", "card": "Forest"},
    )
    assert _pt(state, "bunny") == (2, 2)


def test_nonbasic_lands_your_opponents_control() -> None:
    state = _mine(
        {"id": "elemental", "card": "Wilderness Elemental"}, {"id": "f", "card": "Forest"}
    )
    assert _pt(state, "elemental")[0] == 1  # Bob's Ancient Tomb


def test_other_creature_cards_in_your_graveyard_leaves_itself_out_in_the_graveyard() -> None:
    state = _mine(
        graveyard=[
            {"id": "dead", "card": "Boneyard Mycodrax"},
            {"id": "g1", "card": "Grizzly Bears"},
            {"id": "g2", "card": "Lightning Bolt"},
        ],
    )
    assert _pt(state, "dead") == (1, 1)  # 113.6a: defined in the graveyard too


def test_twice_the_number_of_cards_in_your_hand_107_1() -> None:
    state = _mine(
        {"id": "masumaro", "card": "Masumaro, First to Live"},
        hand=[{"id": "h1", "card": "Forest"}, {"id": "h2", "card": "Forest"}],
    )
    assert _pt(state, "masumaro") == (4, 4)


def test_a_count_plus_a_count_107_1() -> None:
    state = _mine(
        {"id": "dourbark", "card": "Dauntless Dourbark"},  # a Treefolk itself
        {"id": "f1", "card": "Forest"},
        {"id": "f2", "card": "Forest"},
    )
    assert _pt(state, "dourbark") == (3, 3)


def test_fade_counters_on_it_122_1() -> None:
    state = _mine({"id": "golem", "card": "Rusting Golem", "counters": {"fade": 4}})
    assert _pt(state, "golem") == (4, 4)


def test_greatest_mana_value_among_creatures_you_control_202_3() -> None:
    state = _mine(
        {"id": "gibbon", "card": "Towering Gibbon"},  # mana value 4
        {"id": "drone", "card": "Collective Drone"},  # mana value 3
    )
    assert _pt(state, "gibbon")[0] == 4


def test_artifacts_and_or_enchantments_you_control() -> None:
    state = _mine(
        {"id": "suit", "card": "Shambling Suit"},  # an artifact creature itself
        {"id": "thopter", "card": "Ornithopter"},
        {"id": "moon", "card": "Bad Moon"},  # pumps black creatures only,
    )
    assert _pt(state, "suit")[0] == 3


def test_forests_on_the_battlefield_are_every_players() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "worm", "card": "Coiling Woodworm"}]},
        {
            "id": "B",
            "battlefield": [{"id": "f1", "card": "Forest"}, {"id": "f2", "card": "Forest"}],
        },
    )
    assert _pt(state, "worm")[0] == 2


def test_devotion_counts_colored_symbols_of_permanents_you_control_700_5() -> None:
    """Anax ({1}{R}{R}) and two Raging Goblins ({R}): devotion to red 4."""
    state = _mine(
        {"id": "anax", "card": "Anax, Hardened in the Forge"},
        {"id": "g1", "card": "Raging Goblin"},
        {"id": "g2", "card": "Raging Goblin"},
        {"id": "bears", "card": "Grizzly Bears"},
    )
    assert _pt(state, "anax")[0] == 4


def test_for_each_legendary_creature_you_control_608_2h() -> None:
    """Benalish Honor Guard: "~ gets +1/+0 for each legendary creature you control." """
    state = _mine(
        {"id": "guard", "card": "Benalish Honor Guard"},
        {"id": "anax", "card": "Anax, Hardened in the Forge"},  # legendary
    )
    assert _pt(state, "guard") == (3, 2)


def test_for_each_untapped_creature_you_control_as_the_trigger_resolves_608_2h() -> None:
    """Knotvine Paladin attacks (it taps): it gets +1/+1 for each untapped creature."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "paladin", "card": "Knotvine Paladin"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "tapped", "card": "Grizzly Bears", "tapped": True},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"paladin": "B"}}).state
    result = play(state, {"type": "resolve"})
    assert cites(result.log, "608.2h")
    state = resolve_all(result.state)
    assert _pt(state, "paladin") == (3, 3)  # 2/2 plus one untapped Grizzly Bears


def test_n_plus_a_count_208_2a() -> None:
    """Gaea's Avenger is 1+*/1+*: one plus the artifacts Bob controls (his Ornithopter)."""
    state = _mine({"id": "avenger", "card": "Gaea's Avenger"})
    assert _pt(state, "avenger") == (2, 2)


def test_n_plus_twice_the_counters_on_it() -> None:
    """Mwonvuli Ooze: 1 plus twice the number of age counters on it."""
    state = _mine({"id": "ooze", "card": "Mwonvuli Ooze", "counters": {"age": 3}})
    assert _pt(state, "ooze") == (7, 7)
