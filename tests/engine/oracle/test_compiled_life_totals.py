"""Cards whose abilities name players by their life totals, compiled from Oracle text as
automated: exchanging two target players' life totals (701.12c) and players with exactly N life
losing the game (104.3e). Their scenarios: tests/engine/life_exchange and
tests/engine/game_end/test_players_with_exact_life_lose.py."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from tests.engine.game_end.test_players_with_exact_life_lose import TRISKAIDEKAPHOBIA
from tests.engine.life_exchange.test_two_target_players_exchange import (
    AXIS_OF_MORTALITY,
    SOUL_CONDUIT,
)

RECORDS = [AXIS_OF_MORTALITY, SOUL_CONDUIT, TRISKAIDEKAPHOBIA]


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_compiles_automated_and_prints_its_oracle_text(record: Any) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.printed == record["oracle_text"]
