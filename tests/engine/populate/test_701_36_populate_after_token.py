"""Populate after a token with keywords in the same sentence (701.36a, 608.2c): "Create a 4/4
green Rhino creature token with trample, then populate." (Horncaller's Chant). The comma of
", then" is no comma of the token's list of keywords: the token is created first, then populate
copies a creature token you control, which may be that very token."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

CHANT = {
    "name": "Horncaller's Chant",
    "type_line": "Sorcery",
    "mana_cost": "{7}{G}",
    "layout": "normal",
    "keywords": ["Populate"],
    "oracle_text": "Create a 4/4 green Rhino creature token with trample, then populate. "
    "(Create a token that's a copy of a creature token you control.)",
}
EYES = {
    "name": "Eyes in the Skies",
    "type_line": "Instant",
    "mana_cost": "{3}{W}",
    "layout": "normal",
    "keywords": ["Populate"],
    "oracle_text": "Create a 1/1 white Bird creature token with flying, then populate. "
    "(Create a token that's a copy of a creature token you control.)",
}
RECORDS = {r["name"]: r for r in (CHANT, EYES)}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", [CHANT, EYES])
def test_token_with_keywords_then_populate_compiles_701_36a(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.printed == str(record["oracle_text"]).split(" (")[0]


def test_the_token_created_first_is_copied_by_populate_701_36a() -> None:
    state = board({"id": "A", "hand": [{"id": "chant", "card": "Horncaller's Chant"}]}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "chant", "free": True})
    done = play(cast.state, {"type": "resolve"})
    rhinos = [o for o in done.state.battlefield if o.token]
    assert len(rhinos) == 2
    for token in rhinos:
        c = chars(done.state, token)
        assert (c.power, c.toughness, c.subtypes) == (4, 4, ("Rhino",))
        assert "trample" in {k.lower() for k in c.keywords}
        assert token.controller == "A"
    assert cites(done.log, "701.36a")
