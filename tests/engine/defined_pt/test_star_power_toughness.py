"""Characteristic-defining power and toughness (604.3, 208.2a, layer 7a 613.4a): a printed "*"
is defined by the card's own ability in every zone, never 0. Built-in definitions (Tarmogoyf,
An-Havva Constable) and real cards placed with their printed characteristics (the builder's
inline form) alike; a "*" the engine can't compute is refused, naming the field."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import InvalidDocument
from engine.core.state import Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

GRAVEYARD = [
    {"id": "g1", "card": "Lightning Bolt"},  # instant
    {"id": "g2", "card": "Grizzly Bears"},  # creature
    {"id": "g3", "card": "Mountain"},  # land
]


def test_tarmogoyf_counts_card_types_in_all_graveyards_and_survives_an_action() -> None:
    """Instant, creature and land in the graveyards: Tarmogoyf is 3/4, not a 0/0 that dies at
    the first state-based action check."""
    state = board(
        {"id": "A", "battlefield": [{"id": "goyf", "card": "Tarmogoyf"}], "graveyard": GRAVEYARD},
        {"id": "B"},
    )
    c = chars(state, state.object("goyf"))
    assert (c.power, c.toughness) == (3, 4)
    after = play(state, {"type": "gain_life", "player": "A", "amount": 1}).state
    assert after.object("goyf").zone is Zone.BATTLEFIELD
    report = engine.characteristics_report(after)["goyf"]
    assert (report["power"], report["toughness"]) == (3, 4)
    assert report["breakdown"][0]["layer"] == "613.4a"


def test_tarmogoyf_with_empty_graveyards_is_0_1_and_grows_when_a_sorcery_lands_there() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "goyf", "card": "Tarmogoyf"}]},
        {"id": "B", "graveyard": [{"id": "quake", "card": "Earthquake"}]},
    )
    c = chars(state, state.object("goyf"))
    assert (c.power, c.toughness) == (1, 2)  # Earthquake: sorcery


def test_tarmogoyf_is_defined_in_the_hand_too_604_3() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "goyf", "card": "Tarmogoyf"}], "graveyard": GRAVEYARD},
        {"id": "B"},
    )
    c = chars(state, state.object("goyf"))
    assert (c.power, c.toughness) == (3, 4)


def test_an_havva_constable_is_2_by_1_plus_green_creatures() -> None:
    """Its own green body counts: alone it's 2/2, with a green Llanowar Elves 2/3 (not 2/0)."""
    alone = board(
        {"id": "A", "battlefield": [{"id": "cop", "card": "An-Havva Constable"}]}, {"id": "B"}
    )
    assert (
        chars(alone, alone.object("cop")).power,
        chars(alone, alone.object("cop")).toughness,
    ) == (2, 2)
    elves = board(
        {"id": "A", "battlefield": [{"id": "cop", "card": "An-Havva Constable"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )
    c = chars(elves, elves.object("cop"))
    assert (c.power, c.toughness) == (2, 4)  # Elves and Bears are green too


def _inline(name: str, power: str, toughness: str, text: str) -> dict[str, Any]:
    return {
        "id": "cda",
        "card": name,
        "characteristics": {
            "types": ["Creature"],
            "power": power,
            "toughness": toughness,
            "oracle_text": text,
        },
    }


def test_a_real_card_placed_with_printed_stars_computes_from_its_text() -> None:
    """Lhurgoyf as the builder places it (printed "*" / "1+*", its Oracle text): the creature
    cards in all graveyards, and one more toughness."""
    lhurgoyf = _inline(
        "Lhurgoyf",
        "*",
        "1+*",
        "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its "
        "toughness is equal to that number plus 1.",
    )
    state = board(
        {"id": "A", "battlefield": [lhurgoyf], "graveyard": GRAVEYARD},
        {"id": "B", "graveyard": [{"id": "b1", "card": "Llanowar Elves"}]},
    )
    c = chars(state, state.object("cda"))
    assert (c.power, c.toughness) == (2, 3)
    assert engine.load(engine.dump(state)) == state
    assert engine.dump(state)["players"][0]["battlefield"][0]["characteristics"]["power"] == "*"


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        (
            "Serra Avatar",
            "Serra Avatar's power and toughness are each equal to your life total.",
            (17, 17),
        ),
        (
            "Maro",
            "Maro's power and toughness are each equal to the number of cards in your hand.",
            (1, 1),
        ),
        (
            "Molimo, Maro-Sorcerer",
            "Trample\nMolimo, Maro-Sorcerer's power and toughness are each equal to the number of lands you control.",
            (2, 2),
        ),
        (
            "Crusader of Odric",
            "Crusader of Odric's power and toughness are each equal to the number of creatures you control.",
            (1, 1),
        ),
    ],
)
def test_common_wordings_are_computed(name: str, text: str, expected: tuple[int, int]) -> None:
    state = board(
        {
            "id": "A",
            "life": 17,
            "hand": [{"id": "h1", "card": "Shock"}],
            "battlefield": [
                _inline(name, "*", "*", text),
                {"id": "m1", "card": "Mountain"},
                {"id": "m2", "card": "Forest"},
            ],
        },
        {"id": "B"},
    )
    c = chars(state, state.object("cda"))
    assert (c.power, c.toughness) == expected


def test_a_star_the_engine_cant_compute_is_refused_naming_the_field() -> None:
    odd = _inline(
        "Anax, Hardened in the Forge",
        "*",
        "3",
        "Anax's power is equal to your devotion to red.",
    )
    with pytest.raises(InvalidDocument) as refused:
        board({"id": "A", "battlefield": [odd]}, {"id": "B"})
    assert refused.value.path == "players[0].battlefield[0].characteristics.power"
    assert "604.3" in refused.value.message
    given = _inline(
        "Anax, Hardened in the Forge", "4", "3", "Anax's power is equal to your devotion to red."
    )
    state = board({"id": "A", "battlefield": [given]}, {"id": "B"})
    assert chars(state, state.object("cda")).power == 4


def test_a_custom_card_definition_with_an_unknown_count_is_refused() -> None:
    card = {
        "name": "Odd Goyf",
        "types": ["Creature"],
        "abilities": [{"effect": "cda_power_toughness", "params": {"count": "stars_in_the_sky"}}],
    }
    with pytest.raises(InvalidDocument) as refused:
        board({"id": "A"}, {"id": "B"}, custom_cards=[card])
    assert refused.value.path == "custom_cards[0].abilities[0].params"
