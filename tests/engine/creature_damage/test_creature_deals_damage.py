"""A target creature dealing damage by a spell's instruction (120.3; engine.mechanics
.creature_damage), compiled from Oracle text: Repentance ("Target creature deals damage to itself
equal to its power.") and Rabid Bite ("Target creature you control deals damage equal to its
power to target creature you don't control."). The creature is the damage's source: its
lifelink and deathtouch apply (702.15b, 702.2b); the other creature deals no damage back."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

REPENTANCE = {
    "name": "Repentance",
    "mana_cost": "{2}{W}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Target creature deals damage to itself equal to its power.",
}
RABID_BITE = {
    "name": "Rabid Bite",
    "mana_cost": "{1}{G}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Target creature you control deals damage equal to its power to target "
    "creature you don't control.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Repentance": REPENTANCE, "Rabid Bite": RABID_BITE})


def _cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "life": 20,
            "hand": [
                {"id": "repent", "card": "Repentance"},
                {"id": "bite", "card": "Rabid Bite"},
            ],
            "battlefield": [
                {"id": "child", "card": "Child of Night"},
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "rats", "card": "Typhoid Rats"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )


@pytest.mark.parametrize("record", [REPENTANCE, RABID_BITE])
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_repentance_a_creature_deals_its_power_to_itself_120_3() -> None:
    done = play(play(_board(), _cast("repent", "giant")).state, RESOLVE)
    assert done.state.object("giant").zone is Zone.GRAVEYARD  # 3 damage to a 3/3
    assert cites(done.log, "120.3e")


def test_the_creature_is_the_source_its_lifelink_applies_702_15b() -> None:
    # Child of Night (2/1, lifelink) deals 2 damage to itself: its controller gains 2 life.
    done = play(play(_board(), _cast("repent", "child")).state, RESOLVE)
    assert done.state.object("child").zone is Zone.GRAVEYARD
    assert done.state.player("A").life == 22


def test_rabid_bite_one_way_damage_120_3() -> None:
    done = play(play(_board(), _cast("bite", "ogre", "giant")).state, RESOLVE)
    assert done.state.object("giant").damage == 2
    assert done.state.object("ogre").damage == 0  # not a fight: nothing is dealt back


def test_rabid_bite_with_deathtouch_destroys_704_5h() -> None:
    done = play(play(_board(), _cast("bite", "rats", "giant")).state, RESOLVE)
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert cites(done.log, "704.5h")


def test_the_biting_creature_gone_no_damage_608_2b() -> None:
    cast = play(_board(), _cast("bite", "ogre", "giant"))
    gone = play(cast.state, {"type": "move_object", "object": "ogre", "to": "graveyard"}).state
    done = play(gone, RESOLVE)
    assert done.state.object("giant").damage == 0
    assert cites(done.log, "608.2b")
