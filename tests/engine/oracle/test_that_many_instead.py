"""The Oracle compiler reads "... that many ... instead" replacement sentences (614.1a, 614.16)
and "Combat damage that would be dealt by creatures you control can't be prevented." (615.12)
from card text (engine.oracle.grammar.that_many_instead): Doubling Season, Parallel Lives,
Anointed Procession, Hardened Scales, Branching Evolution and their kin are automated, print back
their own text, and play as the rules say."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Params
from engine.oracle.compiler import AUTOMATED, PARTIALLY_AUTOMATED, compile_record
from engine.testing.scenario import board, play
from tests.engine.counter_and_token_replacements.real_cards import (
    DOUBLING_SEASON,
    HARDENED_SCALES,
    PARALLEL_LIVES,
    QUESTING_BEAST,
    RECORDS,
    REPLACEMENT_RECORDS,
)
from tests.engine.protection.test_protection_from_everything import PROTECTED


def _enchantment(name: str, text: str) -> dict[str, Any]:
    return {
        "name": name,
        "type_line": "Enchantment",
        "mana_cost": "{2}{G}",
        "layout": "normal",
        "colors": ["G"],
        "oracle_text": text,
    }


ANOINTED_PROCESSION = _enchantment(
    "Anointed Procession",
    "If an effect would create one or more tokens under your control, it creates twice that "
    "many of those tokens instead.",
)
BRANCHING_EVOLUTION = _enchantment(
    "Branching Evolution",
    "If one or more +1/+1 counters would be put on a creature you control, twice that many "
    "+1/+1 counters are put on that creature instead.",
)
PRIMAL_VIGOR = _enchantment(  # every player's tokens: not this module's "under your control"
    "Primal Vigor",
    "If one or more tokens would be created, twice that many of those tokens are created "
    "instead.\nIf one or more +1/+1 counters would be put on a creature, twice that many +1/+1 "
    "counters are put on that creature instead.",
)


@pytest.mark.parametrize(
    ("record", "kind", "params"),
    [
        (PARALLEL_LIVES, "create_more_tokens", {"factor": 2}),
        (ANOINTED_PROCESSION, "create_more_tokens", {"factor": 2}),
        (
            HARDENED_SCALES,
            "put_more_counters",
            {"plus": 1, "counter_kind": "+1/+1", "permanent_types": ("Creature",), "costs": True},
        ),
        (
            BRANCHING_EVOLUTION,
            "put_more_counters",
            {
                "factor": 2,
                "counter_kind": "+1/+1",
                "permanent_types": ("Creature",),
                "costs": True,
                "restated": True,
            },
        ),
    ],
    ids=lambda v: v["name"] if isinstance(v, dict) and "name" in v else None,
)
def test_the_sentence_compiles_and_prints_back(
    record: dict[str, Any], kind: str, params: dict[str, Any]
) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.printed == record["oracle_text"]
    (ability,) = compiled.definition.abilities
    assert ability.effect == kind  # type: ignore[union-attr]
    assert ability.params == Params(params)  # type: ignore[union-attr]


def test_doubling_season_is_automated_with_both_sentences() -> None:
    compiled = compile_record(DOUBLING_SEASON)
    assert compiled.label == AUTOMATED
    assert compiled.printed == DOUBLING_SEASON["oracle_text"]
    kinds = [a.effect for a in compiled.definition.abilities]  # type: ignore[union-attr]
    assert kinds == ["create_more_tokens", "put_more_counters"]


def test_questing_beasts_unpreventable_line_is_applied() -> None:
    compiled = compile_record(QUESTING_BEAST)
    assert compiled.label == PARTIALLY_AUTOMATED
    assert compiled.not_applied == (
        "Whenever ~ deals combat damage to an opponent, it deals that much damage to target "
        "planeswalker that player controls.",
    )


def test_every_player_s_tokens_stays_text() -> None:
    """Primal Vigor's sentences are about every player's tokens and creatures: not read."""
    assert compile_record(PRIMAL_VIGOR).label != AUTOMATED


# --- played from the compiled text ---------------------------------------------------------------


@pytest.fixture
def _compiled(compiled_from: Any) -> None:
    compiled_from({**RECORDS, **REPLACEMENT_RECORDS})


@pytest.mark.usefixtures("_compiled")
def test_compiled_doubling_season_jace_enters_with_six_loyalty_counters() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "jace", "card": "Jace Beleren"}],
            "battlefield": [{"id": "season", "card": "Doubling Season"}],
        },
        {"id": "B"},
    )
    state = play(state, {"type": "cast", "object": "jace", "free": True}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("jace").counter("loyalty") == 6
    assert any(e.text.startswith("Doubling Season: twice that many") for e in result.log)
    assert result.stand_ins == ()


@pytest.mark.usefixtures("_compiled")
def test_compiled_parallel_lives_and_doubling_season_make_eight_soldiers() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "alarm", "card": "Raise the Alarm"}],
            "battlefield": [
                {"id": "season", "card": "Doubling Season"},
                {"id": "lives", "card": "Parallel Lives"},
            ],
        },
        {"id": "B"},
    )
    state = play(state, {"type": "cast", "object": "alarm", "free": True}).state
    result = play(state, {"type": "resolve"})
    assert sum(1 for o in result.state.battlefield if o.token) == 8


@pytest.mark.usefixtures("_compiled")
def test_compiled_questing_beast_deals_combat_damage_through_protection() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "beast", "card": "Questing Beast"}]},
        {"id": "B"},
        effects=[PROTECTED],
    )
    combat = {"type": "deal_damage", "source": "beast", "target": "B", "amount": 4}
    assert play(state, {**combat, "combat": True}).state.player("B").life == 16
    assert play(state, combat).state.player("B").life == 20  # not combat damage: prevented
