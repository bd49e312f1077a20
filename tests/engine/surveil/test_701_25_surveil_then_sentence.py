"""Surveil, then a sentence of its own opening with "Then" (608.2c: in the order written; the
card's own words print back, not ", then"): "Surveil X, where X is the number of artifacts you
control. Then draw three cards." (Cerebral Download: X counted as it resolves, 608.2h; 701.25a).
Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

DOWNLOAD = "Cerebral Download"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, DOWNLOAD)


def test_701_25a_surveil_then_sentence_compiles_and_prints_back() -> None:
    compiled = compile_record(records(DOWNLOAD)[DOWNLOAD])
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "Surveil X, where X is the number of artifacts you control. Then draw three cards."
    )


def test_701_25a_surveil_two_with_two_artifacts_then_draw_three() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "download", "card": DOWNLOAD}],
            "battlefield": [{"id": f"thopter{i}", "card": "Ornithopter"} for i in range(2)],
            "library": [{"id": f"a{i}", "card": "Island"} for i in range(6)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "download", "free": True})
    done = play(cast.state, {"type": "resolve"}, ["graveyard", "graveyard"])
    # the top two surveilled into the graveyard, then the next three drawn (121.1)
    assert {o.id for o in done.state.zone(Zone.GRAVEYARD, "A")} >= {"a0", "a1"}
    assert sorted(o.id for o in done.state.zone(Zone.HAND, "A")) == ["a2", "a3", "a4"]
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["a5"]
    assert cites(done.log, "701.25a") and cites(done.log, "121.1")
