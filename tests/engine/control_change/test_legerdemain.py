"""Legerdemain: "Exchange control of target artifact or creature and another target permanent
that shares one of those types with it." (engine.oracle.grammar.control_changes). The second
target shares the type artifact or the type creature with the first (115.1, the target word
"sharing_artifact_or_creature_type:permanent" of engine.rules.target_relations), is a different
permanent (115.3), and the exchange lasts indefinitely (701.12b, 613.1b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

LEGERDEMAIN = {
    "name": "Legerdemain",
    "mana_cost": "{2}{U}{U}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Exchange control of target artifact or creature and another target permanent "
    "that shares one of those types with it. (This effect lasts indefinitely.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Legerdemain": LEGERDEMAIN})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "leger", "card": "Legerdemain"}],
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "ring", "card": "Sol Ring"},
                {"id": "memnite", "card": "Memnite"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "millstone", "card": "Millstone"},
                {"id": "island", "card": "Island"},
            ],
        },
    )


def _cast(*targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": "leger", "targets": list(targets), "free": True}


def _refused(*targets: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast(*targets), [])
    return refused.value


def test_legerdemain_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(LEGERDEMAIN)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_two_creatures_trade_controllers_for_good_701_12b() -> None:
    done = play(play(_board(), _cast("ogre", "giant")).state, RESOLVE)
    assert done.state.object("ogre").controller == "B"
    assert done.state.object("giant").controller == "A"
    assert cites(done.log, "701.12b")
    later = play(done.state, {"type": "advance", "to": "cleanup"}).state
    assert later.object("ogre").controller == "B"  # "this effect lasts indefinitely"
    assert later.object("giant").controller == "A"


def test_two_artifacts_trade_controllers_701_12b() -> None:
    done = play(play(_board(), _cast("ring", "millstone")).state, RESOLVE)
    assert done.state.object("ring").controller == "B"
    assert done.state.object("millstone").controller == "A"


def test_an_artifact_creature_first_can_trade_for_an_artifact_or_a_creature_115_1() -> None:
    for other in ("millstone", "giant"):
        done = play(play(_board(), _cast("memnite", other)).state, RESOLVE)
        assert done.state.object("memnite").controller == "B"
        assert done.state.object(other).controller == "A"


def test_a_creature_and_a_noncreature_artifact_share_neither_type_115_1() -> None:
    refused = _refused("ogre", "millstone")
    assert refused.rule == "115.1"
    assert "neither the type artifact nor the type creature" in str(refused)
    assert _refused("ring", "giant").rule == "115.1"


def test_lands_share_a_permanent_type_but_not_one_of_those_types_115_1() -> None:
    assert _refused("forest", "island").rule == "115.1"  # the first must be an artifact or creature
    assert _refused("ogre", "island").rule == "115.1"


def test_the_same_permanent_cant_be_both_targets_115_3() -> None:
    assert _refused("ogre", "ogre").rule == "115.3"


def test_a_target_gone_as_it_resolves_means_no_exchange_701_12a() -> None:
    cast = play(_board(), _cast("ogre", "giant"))
    gone = play(cast.state, {"type": "move_object", "object": "giant", "to": "graveyard"}).state
    done = play(gone, RESOLVE)
    assert done.state.object("ogre").controller == "A"
    assert cites(done.log, "701.12a")


def test_two_permanents_of_one_controller_exchange_nothing_701_12b() -> None:
    done = play(play(_board(), _cast("ogre", "memnite")).state, RESOLVE)
    assert done.state.object("ogre").controller == "A"
    assert done.state.object("memnite").controller == "A"
    assert cites(done.log, "701.12b")
