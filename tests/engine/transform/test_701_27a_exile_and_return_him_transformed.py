"""A character's card names itself "him" or "her" where another card says "it" (109.5): "Exile
~, then return him to the battlefield transformed under his owner's control." (Nicol Bolas, the
Ravager) reads as "... return it ... under its owner's control" and prints back in its own
words; the permanent is exiled and its card returns with its back face up (701.27a, 712.14a)
as a new object (400.7)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BOLAS = "Nicol Bolas, the Ravager // Nicol Bolas, the Arisen"
LINE = (
    "{4}{U}{B}{R}: Exile ~, then return it to the battlefield transformed under its owner's "
    "control. Activate only as a sorcery."
)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BOLAS)


def test_712_14a_return_him_transformed_compiles_and_prints_back_in_its_own_words() -> None:
    compiled = compile_record(records(BOLAS)[BOLAS])
    (status,) = [s for s in compiled.lines if "transformed" in s.text]
    assert status.applied and status.text == LINE
    own = "return him to the battlefield transformed under his owner's control"
    front = str(records(BOLAS)[BOLAS]["card_faces"][0]["oracle_text"])
    assert own in front  # the record's own words, read as the line above


def _board() -> GameState:
    lands = [{"id": f"land{i}", "card": c} for i, c in enumerate(["Island", "Swamp", "Mountain"])]
    more = [{"id": f"more{i}", "card": "Island"} for i in range(4)]
    return board(
        {"id": "A", "battlefield": [{"id": "bolas", "card": BOLAS}, *lands, *more]}, {"id": "B"}
    )


def test_712_14a_he_is_exiled_and_returns_transformed_as_a_new_object() -> None:
    state = _board()
    ability = next(
        i
        for i, a in enumerate(compile_record(records(BOLAS)[BOLAS]).definition.abilities)
        if any(e.kind == "return_from_exile" for e in a.effects)
    )
    activated = play(state, {"type": "activate", "object": "bolas", "ability": ability})
    done = play(activated.state, {"type": "resolve"})
    returned = [o for o in done.state.zone(Zone.BATTLEFIELD) if o.face == 1]
    assert len(returned) == 1
    assert returned[0].timestamp != state.object("bolas").timestamp  # a new object (400.7)
    assert cites(done.log, "712.14a") or cites(done.log, "701.27a")
