"""Bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until end
of turn." Becoming blocked triggers once however many creatures block it (509.3c). Jade Avenger
(a 2/2 with bushido 2) is compiled from its Oracle text through the keyword line "Bushido 2".
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board

JADE_AVENGER = {
    "name": "Jade Avenger",
    "type_line": "Creature — Frog Samurai",
    "mana_cost": "{1}{G}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 "
    "until end of turn.)",
}


@pytest.fixture(autouse=True)
def _avenger_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Jade Avenger": JADE_AVENGER})


def _combat(attackers: dict[str, str], blockers: dict[str, str]) -> tuple[GameState, list[str]]:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "avenger", "card": "Jade Avenger"},
                {"id": "a_bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "b_avenger", "card": "Jade Avenger"},
                {"id": "b_bears", "card": "Grizzly Bears"},
                {"id": "b_bears2", "card": "Grizzly Bears"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": attackers}).state
    state = settle(state, {"type": "advance"}).state
    blocked = settle(state, {"type": "block", "blockers": blockers})
    rules = [rule for entry in blocked.log for rule in entry.rules]
    return resolve_all(blocked.state), rules


def _pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def test_jade_avenger_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(JADE_AVENGER)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Bushido 2"


def test_blocked_by_two_creatures_it_gets_plus_two_once_509_3c() -> None:
    state, rules = _combat({"avenger": "B"}, {"b_bears": "avenger", "b_bears2": "avenger"})
    assert "702.45a" in rules
    assert _pt(state, "avenger") == (4, 4)
    for _ in range(4):  # combat damage (510.1)
        if state.combat is None:
            break
        state = resolve_all(settle(state, {"type": "advance"}).state)
    # The two 2/2 Bears deal 4 to the 4/4 Avenger (704.5g); its 4 damage kills at least one.
    assert state.object("avenger").zone is Zone.GRAVEYARD
    bears = [state.object(b).zone for b in ("b_bears", "b_bears2")]
    assert Zone.GRAVEYARD in bears


def test_a_blocking_bushido_creature_gets_plus_two() -> None:
    state, rules = _combat({"a_bears": "B"}, {"b_avenger": "a_bears"})
    assert "702.45a" in rules
    assert _pt(state, "b_avenger") == (4, 4)
    assert _pt(state, "avenger") == (2, 2)  # the one that didn't block or attack
