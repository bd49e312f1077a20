"""Saddle N (702.171a): "Tap any number of other untapped creatures you control with total power
N or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
Saddled is a designation that lasts until end of turn or until the permanent leaves the
battlefield (702.171b). Quilled Charger of the 2026 card file ("Saddle 2", a 4/3 Porcupine
Mount) is compiled from its Oracle text, with its "Whenever ~ attacks while saddled, it gets
+1/+2 and gains menace until end of turn.": the creature triggers only if it is saddled as it
attacks (702.171b), a condition of the trigger event (not an intervening "if", 603.4)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.mechanics.saddle import is_saddled
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

CHARGER = "Quilled Charger"
SADDLE = {"type": "activate", "object": "charger", "ability": 1}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CHARGER)


def _alice(*creatures: str, step: str = "precombat_main") -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "charger", "card": CHARGER},
                *({"id": f"c{i}", "card": c} for i, c in enumerate(creatures)),
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": step},
    )


def test_702_171a_the_saddle_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(CHARGER)[CHARGER])
    line = next(s for s in compiled.lines if s.text == "Saddle 2")
    assert line.applied
    assert "Saddle 2" in compiled.printed.split("\n")


def test_702_171a_tapping_power_two_saddles_it_until_end_of_turn() -> None:
    state = _alice("Grizzly Bears", "Llanowar Elves")
    # Grizzly Bears' power alone reaches 2: with the Elves there is a choice of what to tap.
    asked = pending(state, SADDLE).pending
    assert asked is not None and {o.id for o in asked.options} == {"c0", "c1"}
    activated = play(state, SADDLE, ["c0", "stop"])
    assert activated.state.object("c0").tapped and not activated.state.object("c1").tapped
    assert not activated.state.object("charger").tapped  # the Mount itself isn't tapped
    assert cites(activated.log, "702.171c")
    assert not is_saddled(activated.state, "charger")  # not until the ability resolves
    done = play(activated.state, RESOLVE)
    assert is_saddled(done.state, "charger")
    assert cites(done.log, "702.171b")
    ended = play(done.state, {"type": "advance", "to": "cleanup"})
    assert not is_saddled(ended.state, "charger")
    assert ended.state.object("charger").zone is Zone.BATTLEFIELD


def test_702_171a_too_little_power_cant_pay() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_alice("Llanowar Elves"), SADDLE)  # power 1 of 2
    assert "saddle 2" in str(refused.value)


def test_702_171a_only_as_a_sorcery() -> None:
    with pytest.raises(IllegalAction):
        play(_alice("Grizzly Bears", step="beginning_of_combat"), SADDLE)


def _attack(state: GameState) -> Any:
    in_combat = play(state, {"type": "advance", "to": "declare_attackers"}).state
    return play(in_combat, {"type": "attack", "attackers": {"charger": "B"}})


def test_702_171b_the_attack_trigger_compiles_and_prints_back() -> None:
    compiled = compile_record(records(CHARGER)[CHARGER])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("Whenever ~ attacks while saddled, it gets +1/+2")


def test_702_171b_attacking_while_saddled_triggers() -> None:
    saddled = play(play(_alice("Grizzly Bears"), SADDLE).state, RESOLVE).state
    attacked = _attack(saddled)
    assert cites(attacked.log, "603.2") and cites(attacked.log, "702.171b")
    done = resolve_all(attacked.state)
    c = chars(done, done.object("charger"))
    assert (c.power, c.toughness) == (5, 5)  # a 4/3, +1/+2
    assert c.has("menace")


def test_702_171b_attacking_unsaddled_doesnt_trigger() -> None:
    attacked = _attack(_alice("Grizzly Bears"))
    assert not attacked.state.pending_triggers and not attacked.state.zone(Zone.STACK)
    assert not cites(attacked.log, "603.2")
    c = chars(attacked.state, attacked.state.object("charger"))
    assert (c.power, c.toughness) == (4, 3)
