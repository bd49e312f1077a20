"""Overload (702.96a): cast for its overload cost, a spell's text has "each" for every "target",
and it has no targets (702.96b). The changed text is read as any spell's: "Each creature you
control gets +2/+0 until end of turn." is a group in the singular, the same creatures as
"creatures you control" (611.2c: locked in as it resolves). Real cards of the 2026 card file,
compiled from their Oracle text: Dynacharge, Downsize, Weapon Surge and Teleportal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Dynacharge", "Downsize", "Weapon Surge", "Teleportal")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(card: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "ogre", "card": "Gray Ogre"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _power(state: GameState, obj: str) -> int | None:
    return chars(state, state.object(obj)).power


def _overloaded(card: str) -> GameState:
    cast = play(_board(card), {"type": "cast", "object": "spell", "overload": True, "free": True})
    assert cites(cast.log, "702.96a")
    return resolve_all(cast.state)


def test_the_overloaded_text_in_the_singular_compiles() -> None:
    for name in NAMES:
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED, name
        overloaded = compiled.definition.overloaded
        assert overloaded is not None and overloaded.targets == ()


def test_dynacharge_overloaded_pumps_each_creature_you_control() -> None:
    done = _overloaded("Dynacharge")
    assert (_power(done, "elves"), _power(done, "ogre")) == (3, 4)
    assert _power(done, "bears") == 2  # not the opponent's


def test_dynacharge_not_overloaded_pumps_its_one_target() -> None:
    cast = play(
        _board("Dynacharge"),
        {"type": "cast", "object": "spell", "targets": ["elves"], "free": True},
    )
    done = resolve_all(cast.state)
    assert (_power(done, "elves"), _power(done, "ogre")) == (3, 2)


def test_downsize_overloaded_shrinks_each_creature_you_dont_control() -> None:
    done = _overloaded("Downsize")
    assert _power(done, "bears") == -2  # 2 - 4: a power may be negative
    assert (_power(done, "elves"), _power(done, "ogre")) == (1, 2)


def test_weapon_surge_and_teleportal_overloaded_give_their_keywords_to_each() -> None:
    surge = _overloaded("Weapon Surge")
    for creature in ("elves", "ogre"):
        assert chars(surge, surge.object(creature)).has("first strike")
    assert not chars(surge, surge.object("bears")).has("first strike")
    portal = _overloaded("Teleportal")
    assert (_power(portal, "elves"), _power(portal, "ogre")) == (2, 3)


def test_an_overloaded_spell_has_no_targets() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            _board("Dynacharge"),
            {
                "type": "cast",
                "object": "spell",
                "overload": True,
                "targets": ["elves"],
                "free": True,
            },
        )
    assert refused.value.rule == "601.2c"
