"""One instruction acting on each target (engine.oracle.grammar.multiple_targets), compiled from
Oracle text: Peel from Reality ("Return target creature you control and target creature you
don't control to their owners' hands."), Essence Fracture ("Return two target creatures to their
owners' hands.": two different creatures, 115.3), To Arms! ("Untap all creatures you control.",
701.26b), and the target words of Hoodwink ("target artifact, enchantment, or land") and Rescue
("target permanent you control", 115.1)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play


def _record(name: str, cost: str, type_line: str, text: str) -> dict[str, Any]:
    return {
        "name": name,
        "mana_cost": cost,
        "type_line": type_line,
        "layout": "normal",
        "oracle_text": text,
    }


PEEL = _record(
    "Peel from Reality",
    "{1}{U}",
    "Instant",
    "Return target creature you control and target creature you don't control to their owners' "
    "hands.",
)
FRACTURE = _record(
    "Essence Fracture",
    "{3}{U}{U}",
    "Sorcery",
    "Return two target creatures to their owners' hands.\nCycling {2}{U} ({2}{U}, Discard this "
    "card: Draw a card.)",
)
TO_ARMS = _record("To Arms!", "{1}{W}", "Instant", "Untap all creatures you control.\nDraw a card.")
HOODWINK = _record(
    "Hoodwink",
    "{1}{U}",
    "Instant",
    "Return target artifact, enchantment, or land to its owner's hand.",
)
RESCUE = _record(
    "Rescue", "{U}", "Instant", "Return target permanent you control to its owner's hand."
)
RECORDS = {r["name"]: r for r in (PEEL, FRACTURE, TO_ARMS, HOODWINK, RESCUE)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "library": [{"id": "drawn", "card": "Grizzly Bears"}],
            "hand": [
                {"id": "peel", "card": "Peel from Reality"},
                {"id": "fracture", "card": "Essence Fracture"},
                {"id": "arms", "card": "To Arms!"},
                {"id": "hoodwink", "card": "Hoodwink"},
                {"id": "rescue", "card": "Rescue"},
            ],
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre", "tapped": True},
                {"id": "memnite", "card": "Memnite", "tapped": True},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant", "tapped": True},
                {"id": "ring", "card": "Sol Ring"},
            ],
        },
    )


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_cards_compile_automated(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_peel_from_reality_returns_both_to_their_owners_hands_400_7() -> None:
    done = play(play(_board(), _cast("peel", "ogre", "giant")).state, RESOLVE)
    assert done.state.object("ogre").zone is Zone.HAND
    assert done.state.object("giant").zone is Zone.HAND
    assert cites(done.log, "400.7")


def test_peel_from_reality_an_illegal_target_is_left_alone_608_2b() -> None:
    cast = play(_board(), _cast("peel", "ogre", "giant"))
    moved = play(cast.state, {"type": "move_object", "object": "giant", "to": "graveyard"}).state
    done = play(moved, RESOLVE)
    assert done.state.object("ogre").zone is Zone.HAND
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert cites(done.log, "608.2b")


def test_peel_from_reality_the_second_target_must_be_someone_elses_115_1() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast("peel", "ogre", "memnite"), [])
    assert refused.value.rule == "115.1"


def test_essence_fracture_returns_two_creatures_of_anyone() -> None:
    done = play(play(_board(), _cast("fracture", "memnite", "giant")).state, RESOLVE)
    assert done.state.object("memnite").zone is Zone.HAND
    assert done.state.object("giant").zone is Zone.HAND


def test_essence_fracture_cant_target_one_creature_twice_115_3() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast("fracture", "giant", "giant"), [])
    assert refused.value.rule == "115.3"


def test_to_arms_untaps_only_your_creatures_701_26b() -> None:
    done = play(play(_board(), _cast("arms")).state, RESOLVE)
    assert not done.state.object("ogre").tapped
    assert not done.state.object("memnite").tapped
    assert done.state.object("giant").tapped
    assert done.state.object("drawn").zone is Zone.HAND
    assert cites(done.log, "701.26b")


def test_hoodwink_returns_an_artifact_but_not_a_creature_115_1() -> None:
    done = play(play(_board(), _cast("hoodwink", "ring")).state, RESOLVE)
    assert done.state.object("ring").zone is Zone.HAND
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast("hoodwink", "giant"), [])
    assert refused.value.rule == "115.1"


def test_rescue_returns_only_your_own_permanent_115_1() -> None:
    done = play(play(_board(), _cast("rescue", "ogre")).state, RESOLVE)
    assert done.state.object("ogre").zone is Zone.HAND
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast("rescue", "ring"), [])
    assert refused.value.rule == "115.1"
