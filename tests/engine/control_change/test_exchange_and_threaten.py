"""Control-changing spells compiled from their Oracle text (engine.oracle.grammar.control_changes):
gaining control until end of turn (613.1b, 514.2) and exchanging control of two permanents
(701.12a-b), with the target words "two target creatures" (115.3) and "two target permanents
that share a permanent type" (115.1, engine.rules.target_relations)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def _record(name: str, cost: str, type_line: str, text: str) -> dict[str, Any]:
    return {
        "name": name,
        "mana_cost": cost,
        "type_line": type_line,
        "layout": "normal",
        "oracle_text": text,
    }


CLAIM = _record(
    "Claim the Firstborn",
    "{R}",
    "Sorcery",
    "Gain control of target creature with mana value 3 or less until end of turn. Untap that "
    "creature. It gains haste until end of turn.",
)
THREATEN = _record(
    "Threaten",
    "{2}{R}",
    "Sorcery",
    "Untap target creature and gain control of it until end of turn. That creature gains haste "
    "until end of turn. (It can attack and {T} this turn.)",
)
SWITCHEROO = _record("Switcheroo", "{4}{U}", "Sorcery", "Exchange control of two target creatures.")
ROLE_REVERSAL = _record(
    "Role Reversal",
    "{U}{U}{R}",
    "Sorcery",
    "Exchange control of two target permanents that share a permanent type.",
)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(
        {
            "Claim the Firstborn": CLAIM,
            "Threaten": THREATEN,
            "Switcheroo": SWITCHEROO,
            "Role Reversal": ROLE_REVERSAL,
        }
    )


def _cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "claim", "card": "Claim the Firstborn"},
                {"id": "threaten", "card": "Threaten"},
                {"id": "switch", "card": "Switcheroo"},
                {"id": "role", "card": "Role Reversal"},
            ],
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "ring", "card": "Sol Ring"},
                {"id": "memnite", "card": "Memnite"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "tapped": True},
                {"id": "giant", "card": "Hill Giant", "tapped": True},
                {"id": "millstone", "card": "Millstone"},
            ],
        },
    )


@pytest.mark.parametrize("record", [CLAIM, THREATEN, SWITCHEROO, ROLE_REVERSAL])
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_claim_the_firstborn_refuses_a_creature_with_mana_value_4_115_1() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast("claim", "giant"), [])
    assert refused.value.rule == "115.1"


def test_claim_the_firstborn_steals_untaps_and_hastes_until_end_of_turn_613_1b() -> None:
    done = play(play(_board(), _cast("claim", "bears")).state, RESOLVE)
    bears = done.state.object("bears")
    assert bears.controller == "A"
    assert not bears.tapped
    assert chars(done.state, bears).has("haste")
    assert cites(done.log, "613.1b") and cites(done.log, "701.26b")
    later = play(done.state, {"type": "advance", "to": "cleanup"}).state
    assert later.object("bears").controller == "B"  # 514.2: the effect ends


def test_threaten_untaps_then_gains_control_613_1b() -> None:
    done = play(play(_board(), _cast("threaten", "giant")).state, RESOLVE)
    giant = done.state.object("giant")
    assert giant.controller == "A" and not giant.tapped
    assert chars(done.state, giant).has("haste")


def test_switcheroo_exchanges_control_for_good_701_12b() -> None:
    done = play(play(_board(), _cast("switch", "ogre", "giant")).state, RESOLVE)
    assert done.state.object("ogre").controller == "B"
    assert done.state.object("giant").controller == "A"
    assert cites(done.log, "701.12b")
    later = play(done.state, {"type": "advance", "to": "cleanup"}).state
    assert later.object("ogre").controller == "B"  # no end: it lasts after the turn
    assert later.object("giant").controller == "A"


def test_switcheroo_cant_target_one_creature_twice_115_3() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast("switch", "ogre", "ogre"), [])
    assert refused.value.rule == "115.3"


def test_two_creatures_of_one_controller_exchange_nothing_701_12b() -> None:
    done = play(play(_board(), _cast("switch", "bears", "giant")).state, RESOLVE)
    assert done.state.object("bears").controller == "B"
    assert done.state.object("giant").controller == "B"
    assert cites(done.log, "701.12b")


def test_one_creature_gone_means_no_exchange_at_all_701_12a() -> None:
    cast = play(_board(), _cast("switch", "ogre", "giant"))
    gone = play(cast.state, {"type": "move_object", "object": "giant", "to": "graveyard"}).state
    done = play(gone, RESOLVE)
    assert done.state.object("ogre").controller == "A"  # nothing happens to the other one
    assert cites(done.log, "701.12a")


def test_role_reversal_exchanges_two_artifacts_701_12b() -> None:
    done = play(play(_board(), _cast("role", "ring", "millstone")).state, RESOLVE)
    assert done.state.object("ring").controller == "B"
    assert done.state.object("millstone").controller == "A"


def test_an_artifact_creature_shares_a_type_with_an_artifact_115_1() -> None:
    done = play(play(_board(), _cast("role", "memnite", "millstone")).state, RESOLVE)
    assert done.state.object("memnite").controller == "B"
    assert done.state.object("millstone").controller == "A"


def test_role_reversal_refuses_permanents_sharing_no_type_115_1() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast("role", "ring", "giant"), [])
    assert refused.value.rule == "115.1"
    assert "share a permanent type" in str(refused.value)


def test_the_stolen_card_stays_on_the_battlefield() -> None:
    done = play(play(_board(), _cast("switch", "ogre", "giant")).state, RESOLVE)
    assert done.state.object("giant").zone is Zone.BATTLEFIELD
