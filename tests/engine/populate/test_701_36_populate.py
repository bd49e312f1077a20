"""Populate (701.36a): "choose a creature token you control and create a token that's a copy of
that creature token"; with none, no token (701.36b). Vitu-Ghazi Guildmage ("{4}{G}{W}: Create a
3/3 green Centaur creature token." / "{2}{G}{W}: Populate.") and Wake the Reflections
("Populate.") are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

GUILDMAGE = {
    "name": "Vitu-Ghazi Guildmage",
    "type_line": "Creature — Dryad Shaman",
    "mana_cost": "{G}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Populate"],
    "oracle_text": "{4}{G}{W}: Create a 3/3 green Centaur creature token.\n{2}{G}{W}: Populate. "
    "(Create a token that's a copy of a creature token you control.)",
}
REFLECTIONS = {
    "name": "Wake the Reflections",
    "type_line": "Sorcery",
    "mana_cost": "{W}",
    "layout": "normal",
    "keywords": ["Populate"],
    "oracle_text": "Populate. (Create a token that's a copy of a creature token you control.)",
}
RECORDS = {r["name"]: r for r in (GUILDMAGE, REFLECTIONS)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (
            "Vitu-Ghazi Guildmage",
            "{4}{G}{W}: Create a 3/3 green Centaur creature token.\n{2}{G}{W}: Populate.",
        ),
        ("Wake the Reflections", "Populate."),
    ],
)
def test_populate_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _activate(state: Any, ability: int) -> Any:
    done = play(state, {"type": "activate", "object": "mage", "ability": ability, "free": True})
    return play(done.state, RESOLVE)


def test_populate_copies_a_creature_token_you_control_701_36a() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "mage", "card": "Vitu-Ghazi Guildmage"}]}, {"id": "B"}
    )
    made = _activate(state, 0).state
    done = _activate(made, 1)
    centaurs = [o for o in done.state.battlefield if o.token]
    assert len(centaurs) == 2
    for token in centaurs:
        c = chars(done.state, token)
        assert (c.power, c.toughness, c.subtypes) == (3, 3, ("Centaur",))
    assert cites(done.log, "701.36a")


def test_with_two_tokens_the_player_chooses_which_to_copy() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "mage", "card": "Vitu-Ghazi Guildmage"}]}, {"id": "B"}
    )
    state = _activate(_activate(state, 0).state, 0).state
    activated = play(state, {"type": "activate", "object": "mage", "ability": 1, "free": True})
    asked = pending(activated.state, RESOLVE)
    assert len(asked.pending.options) == 2


def test_without_a_creature_token_nothing_is_created_701_36b() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "wake", "card": "Wake the Reflections"}],
            "battlefield": [{"id": "mage", "card": "Vitu-Ghazi Guildmage"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "wake", "free": True})
    done = play(cast.state, RESOLVE)
    assert not [o for o in done.state.battlefield if o.token]
    assert cites(done.log, "701.36b")
