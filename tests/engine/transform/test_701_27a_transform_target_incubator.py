"""Transforming a target Incubator token (701.27a, 701.53b): Progenitor Exarch's "{T}: Transform
target Incubator token you control." The target is a token with the Incubator subtype its
controller controls (111.1, 115.1); Eyes of Gitaxias ("Incubate 3. Draw a card.") makes one.
Both are compiled from their Oracle text; the Exarch's one activated ability is its first ability
(its enters trigger, with the spell's X, isn't applied: 107.3m)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import EngineError
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

EXARCH = "Progenitor Exarch"
EYES = "Eyes of Gitaxias"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EXARCH, EYES, "Forest")


def test_progenitor_exarch_compiles_its_transform_line() -> None:
    compiled = compile_record(records(EXARCH)[EXARCH])
    applied = {s.text: s.applied for s in compiled.lines}
    assert applied["{T}: Transform target Incubator token you control."]
    # "When ~ enters, incubate 3 X times.": its X is the spell's (107.3m), not carried to the
    # triggered ability by the engine, so that line says so and the card isn't automated.
    assert compiled.label != AUTOMATED
    assert any("107.3m" in str(s.reason) for s in compiled.lines if not s.applied)


def _incubated() -> tuple[GameState, str]:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "exarch", "card": EXARCH}],
            "hand": [{"id": "eyes", "card": EYES}],
            "library": [{"id": "l0", "card": "Forest"}],
        },
        {"id": "B", "library": [{"id": "m0", "card": "Forest"}]},
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "eyes", "free": True})
    done = play(cast.state, RESOLVE).state
    (token,) = [o for o in done.battlefield if o.token]
    return done, token.id


def test_the_target_incubator_token_transforms_701_27a() -> None:
    state, token = _incubated()
    activated = play(
        state, {"type": "activate", "object": "exarch", "ability": 0, "targets": [token]}
    )
    done = play(activated.state, RESOLVE)
    turned = done.state.object(token)
    seen = chars(done.state, turned)
    assert turned.face == 1 and seen.is_type("Creature") and "Phyrexian" in seen.subtypes
    assert (seen.power, seen.toughness) == (3, 3)
    assert cites(done.log, "701.27a")


def test_the_exarch_itself_is_no_incubator_token_115_1() -> None:
    state, _ = _incubated()
    with pytest.raises(EngineError) as raised:
        play(state, {"type": "activate", "object": "exarch", "ability": 0, "targets": ["exarch"]})
    assert "target" in str(raised.value), raised.value


def test_an_opponents_incubator_token_is_no_legal_target_115_1() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "exarch", "card": EXARCH}]},
        {"id": "B", "battlefield": [{"id": "inc", "card": "Incubator Token", "token": True}]},
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )
    assert "Incubator" in chars(state, state.object("inc")).subtypes
    with pytest.raises(EngineError) as raised:
        play(state, {"type": "activate", "object": "exarch", "ability": 0, "targets": ["inc"]})
    assert "target" in str(raised.value), raised.value
