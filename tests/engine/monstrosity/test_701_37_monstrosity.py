"""Monstrosity N (701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and it
becomes monstrous." Nessian Asp ("{6}{G}: Monstrosity 4.") is compiled from its Oracle text; a
hypothetical card's "When ~ becomes monstrous" ability triggers on the event (603.2). Hydra
Broodmaster's "{X}{X}{G}: Monstrosity X." (2026 Oracle text) puts the X chosen as the ability was
activated (107.3a, 601.2b via 602.2b) in counters."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.mechanics.monstrosity import is_monstrous
from engine.oracle.compiler import compile_record
from engine.oracle.grammar import parse_line
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NESSIAN_ASP = {
    "name": "Nessian Asp",
    "type_line": "Creature — Snake",
    "mana_cost": "{4}{G}",
    "power": "4",
    "toughness": "5",
    "layout": "normal",
    "keywords": ["Reach", "Monstrosity"],
    "oracle_text": "Reach\n{6}{G}: Monstrosity 4. (If this creature isn't monstrous, put four "
    "+1/+1 counters on it and it becomes monstrous.)",
}
MONSTROSITY = {"type": "activate", "object": "asp", "ability": 0, "free": True}


@pytest.fixture(autouse=True)
def _from_its_text(compiled_from: Any) -> None:
    compiled_from({"Nessian Asp": NESSIAN_ASP})


def _board() -> GameState:
    return board({"id": "A", "battlefield": [{"id": "asp", "card": "Nessian Asp"}]}, {"id": "B"})


def test_nessian_asp_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(NESSIAN_ASP)
    assert compiled.label == "automated"
    assert compiled.printed == "Reach\n{6}{G}: Monstrosity 4."


def test_it_gets_four_counters_and_becomes_monstrous_701_37a() -> None:
    done = play(play(_board(), MONSTROSITY).state, {"type": "resolve"})
    assert done.state.object("asp").counter("+1/+1") == 4
    assert is_monstrous(done.state, "asp")
    assert cites(done.log, "701.37a") and cites(done.log, "701.37b")


def test_a_monstrous_creature_gets_no_more_counters_701_37a() -> None:
    once = play(play(_board(), MONSTROSITY).state, {"type": "resolve"}).state
    again = play(play(once, MONSTROSITY).state, {"type": "resolve"})
    assert again.state.object("asp").counter("+1/+1") == 4


def test_a_new_object_after_a_zone_change_isnt_monstrous_400_7() -> None:
    once = play(play(_board(), MONSTROSITY).state, {"type": "resolve"}).state
    bounced = play(once, {"type": "move_object", "object": "asp", "to": "hand"}).state
    back = play(bounced, {"type": "move_object", "object": "asp", "to": "battlefield"}).state
    assert back.object("asp").zone is Zone.BATTLEFIELD
    assert not is_monstrous(back, "asp")


def test_becoming_monstrous_triggers_when_it_becomes_monstrous_603_2() -> None:
    ability, _ = parse_line("triggered", "When ~ becomes monstrous, you gain 3 life.")
    assert ability.trigger == "self_becomes_monstrous"
    doc_card = {
        "name": "Gorgon of the Test",
        "types": ["Creature"],
        "power": 2,
        "toughness": 2,
        "abilities": [
            {
                "text": "{1}: Monstrosity 1.",
                "cost": {"mana": "{1}"},
                "effects": [{"kind": "monstrosity", "params": {"count": 1}}],
            },
            {
                "text": "When this creature becomes monstrous, you gain 3 life.",
                "trigger": "self_becomes_monstrous",
                "effects": [{"kind": "gain_life", "params": {"amount": 3}}],
            },
        ],
    }
    state = board(
        {"id": "A", "battlefield": [{"id": "gorgon", "card": "Gorgon of the Test"}]},
        {"id": "B"},
        custom_cards=[doc_card],
    )
    activated = play(state, {"type": "activate", "object": "gorgon", "ability": 0, "free": True})
    became = play(activated.state, {"type": "resolve"})
    assert is_monstrous(became.state, "gorgon")
    done = play(became.state, {"type": "resolve"})
    assert done.state.player("A").life == 23


def _broodmaster(compiled_from: Any, **a: Any) -> GameState:
    use_cards(compiled_from, "Hydra Broodmaster")
    return board(
        {"id": "A", "battlefield": [{"id": "hydra", "card": "Hydra Broodmaster"}], **a}, {"id": "B"}
    )


def test_monstrosity_x_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(records("Hydra Broodmaster")["Hydra Broodmaster"])
    assert compiled.lines[0].applied
    assert compiled.printed.splitlines()[0] == "{X}{X}{G}: Monstrosity X."


def test_monstrosity_x_puts_the_chosen_x_in_counters_701_37a(compiled_from: Any) -> None:
    state = _broodmaster(compiled_from, mana_pool={"G": 5})
    activated = play(state, {"type": "activate", "object": "hydra", "ability": 0, "x": 2})
    assert activated.state.player("A").mana_pool.get("G", 0) == 0  # {X}{X}{G} with X=2
    done = play(activated.state, {"type": "resolve"})
    assert done.state.object("hydra").counter("+1/+1") == 2
    assert is_monstrous(done.state, "hydra")
    assert cites(done.log, "701.37a") and cites(done.log, "701.37b")


def test_monstrosity_x_again_when_monstrous_puts_none_701_37a(compiled_from: Any) -> None:
    state = _broodmaster(compiled_from)
    once = play(state, {"type": "activate", "object": "hydra", "ability": 0, "x": 1, "free": True})
    monstrous = play(once.state, {"type": "resolve"}).state
    again = play(
        monstrous, {"type": "activate", "object": "hydra", "ability": 0, "x": 3, "free": True}
    )
    done = play(again.state, {"type": "resolve"})
    assert done.state.object("hydra").counter("+1/+1") == 1
