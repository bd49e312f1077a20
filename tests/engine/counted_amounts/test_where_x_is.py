"""Amounts defined by a count (107.3a, 608.2h): "..., where X is the number of lands you
control." X is counted once, as the spell or ability resolves, from its controller's point of
view (109.5). Real cards compiled from their Oracle text (engine.oracle.grammar.counted)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import Instruction
from engine.core.errors import UnknownWord
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Strength of Cedars": {
        "name": "Strength of Cedars",
        "mana_cost": "{4}{G}",
        "type_line": "Instant — Arcane",
        "oracle_text": "Target creature gets +X/+X until end of turn, where X is the number of "
        "lands you control.",
        "colors": ["G"],
    },
    "Chain Reaction": {
        "name": "Chain Reaction",
        "mana_cost": "{2}{R}{R}",
        "type_line": "Sorcery",
        "oracle_text": "Chain Reaction deals X damage to each creature, where X is the number of "
        "creatures on the battlefield.",
        "colors": ["R"],
    },
    "Sparksmith": {
        "name": "Sparksmith",
        "mana_cost": "{1}{R}",
        "type_line": "Creature — Goblin",
        "oracle_text": "{T}: Sparksmith deals X damage to target creature and X damage to you, "
        "where X is the number of Goblins on the battlefield.",
        "power": "1",
        "toughness": "1",
        "colors": ["R"],
    },
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _cast(state: GameState, card: str, *targets: str) -> GameState:
    result = play(state, {"type": "cast", "object": card, "targets": list(targets), "free": True})
    resolved = play(result.state, {"type": "resolve"})
    assert cites(resolved.log, "608.2h")  # X is counted as the spell resolves
    return resolve_all(resolved.state)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"].replace(name, "~")


def test_strength_of_cedars_counts_the_casters_lands() -> None:
    lands = [{"id": f"land{i}", "card": "Forest"} for i in range(3)]
    state = board(
        {
            "id": "A",
            "hand": [{"id": "cedars", "card": "Strength of Cedars"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}, *lands],
        },
        {"id": "B", "battlefield": [{"id": "b_land", "card": "Forest"}]},
    )
    after = _cast(state, "cedars", "bears")
    shown = chars(after, after.object("bears"))
    assert (shown.power, shown.toughness) == (5, 5)  # 2/2 + X=3 (B's land doesn't count)


def test_chain_reaction_counts_once_then_deals_that_much_to_each_creature() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "chain", "card": "Chain Reaction"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "b_bears", "card": "Grizzly Bears"},
                {"id": "angel", "card": "Serra Angel"},
            ],
        },
    )
    after = _cast(state, "chain")
    # Three creatures, so 3 damage to each (120.4): the Bears die (704.5g), the 4/4 Angel lives.
    assert after.object("bears").zone is Zone.GRAVEYARD
    assert after.object("b_bears").zone is Zone.GRAVEYARD
    assert (after.object("angel").zone, after.object("angel").damage) == (Zone.BATTLEFIELD, 3)


def test_sparksmith_deals_x_to_the_creature_and_to_you() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "smith", "card": "Sparksmith"},
                {"id": "other_smith", "card": "Sparksmith"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "angel", "card": "Serra Angel"}]},
    )
    activated = play(
        state, {"type": "activate", "object": "smith", "ability": 0, "targets": ["angel"]}
    )
    after = play(activated.state, {"type": "resolve"})
    assert cites(after.log, "608.2h")
    assert after.state.object("angel").damage == 2  # two Goblins on the battlefield
    assert after.state.player("A").life == 18


def test_a_count_the_engine_doesnt_know_is_refused_with_its_word() -> None:
    with pytest.raises(UnknownWord, match="count:no_such_count"):
        Instruction("gain_life", {"amount": "count:no_such_count"})


def test_a_sentence_without_x_doesnt_take_a_where_x_clause() -> None:
    record = {
        "name": "Odd Growth",
        "mana_cost": "{G}",
        "type_line": "Instant",
        "oracle_text": "Target creature gets +1/+1 until end of turn, where X is the number of "
        "lands you control.",
    }
    assert compile_record(record).label != AUTOMATED
