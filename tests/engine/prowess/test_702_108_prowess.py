"""Prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
of turn." A triggered ability on casting (601.2i: the spell becomes cast once its costs are paid),
read from the keyword alone (engine.cards.keyword_abilities). Jeskai Sage is compiled from its
Oracle text: "Prowess (reminder)" and "When Jeskai Sage dies, draw a card."
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

JESKAI_SAGE = {
    "name": "Jeskai Sage",
    "type_line": "Creature — Human Monk",
    "mana_cost": "{1}{U}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 "
    "until end of turn.)\nWhen Jeskai Sage dies, draw a card.",
}


@pytest.fixture(autouse=True)
def _jeskai_sage_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Jeskai Sage": JESKAI_SAGE})


def _board(*hand: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": name} for i, name in enumerate(hand)],
            "battlefield": [{"id": "sage", "card": "Jeskai Sage"}],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def _cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def test_jeskai_sage_compiles_from_its_oracle_text_with_prowess() -> None:
    compiled = compile_record(JESKAI_SAGE)
    assert compiled.label == AUTOMATED
    assert compiled.definition.keywords == ("Prowess",)
    assert compiled.printed == "Prowess\nWhen ~ dies, draw a card."


def test_casting_a_noncreature_spell_gives_jeskai_sage_plus_one_plus_one() -> None:
    state = _board("Shock")
    cast = settle(state, _cast("h0", "B"))
    # 601.2i: Shock becomes cast, prowess triggers and goes on the stack above it (603.3).
    assert cites(cast.log, "702.108a")
    done = resolve_all(cast.state)
    sage = done.object("sage")
    assert (chars(done, sage).power, chars(done, sage).toughness) == (2, 2)
    assert done.player("B").life == 18
    assert done.object("h0").zone is Zone.GRAVEYARD


def test_casting_a_creature_spell_does_not_trigger_prowess() -> None:
    state = _board("Grizzly Bears")
    cast = settle(state, _cast("h0"))
    assert not cites(cast.log, "702.108a")
    done = resolve_all(cast.state)
    sage = done.object("sage")
    assert (chars(done, sage).power, chars(done, sage).toughness) == (1, 1)
    assert done.object("h0").zone is Zone.BATTLEFIELD


def test_an_opponents_noncreature_spell_does_not_trigger_prowess() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "sage", "card": "Jeskai Sage"}]},
        {"id": "B", "hand": [{"id": "shock", "card": "Shock"}]},
        turn={"number": 3, "active_player": "B"},
    )
    cast = settle(state, _cast("shock", "A"))
    assert not cites(cast.log, "702.108a")
    done = resolve_all(cast.state)
    assert chars(done, done.object("sage")).power == 1
    assert done.player("A").life == 18


@pytest.mark.parametrize("keyword", ["Prowess", "Storm", "Melee", "Mentor", "Training"])
def test_702_108b_each_instance_of_a_separately_triggering_keyword_is_its_own_ability(
    keyword: str,
) -> None:
    # 702.108b (and 702.40b, 702.121b, 702.134b, 702.149b): two instances, two triggers.
    from engine.cards.keyword_abilities import keyword_triggers

    assert len(keyword_triggers([keyword, keyword])) == 2
    assert len(keyword_triggers([keyword])) == 1
