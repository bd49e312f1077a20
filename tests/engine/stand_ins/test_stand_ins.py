"""A judge's stand-in (issue 32): an effect from the vocabulary in force for a sentence of a card
the engine doesn't apply, recording the object it stands in for (`stands_in_for`). It is saved
with the scenario (document, JSON Schema, board notation), works only while that card is on the
battlefield with the card's controller as its "you" (113.6, 109.5), and is shown everywhere as
"judge's stand-in for <card>": the answer says it depends on it."""

from __future__ import annotations

import json
from typing import Any

import pytest

import engine
from engine.core.errors import InvalidDocument
from engine.core.log import LogKind
from engine.game.stand_ins import stand_in_candidates
from engine.rules.pipeline import describe
from engine.testing.scenario import board, play
from engine.testing.schema import validate_document
from tests.engine.counter_and_token_replacements.real_cards import (
    DOUBLING_SEASON,
    RECORDS,
    placed,
)
from tests.engine.counter_and_token_replacements.test_counter_and_token_replacements import (
    SEASON_COUNTERS,
)

PILLAR = {
    "id": "pillar",
    "card": "Pillar of the Paruns",
    "characteristics": {
        "types": ["Land"],
        "oracle_text": "{T}: Add one mana of any color. Spend this mana only to cast a "
        "multicolored spell.",
    },
}


@pytest.fixture(autouse=True)
def _real_cards(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _document(**more: Any) -> dict[str, Any]:
    return {
        "players": [
            {
                "id": "A",
                "name": "Alice",
                "hand": [{"id": "jace", "card": "Jace Beleren"}],
                "battlefield": [placed(DOUBLING_SEASON, "season")],
            },
            {"id": "B", "name": "Bob"},
        ],
        "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
        "effects": [SEASON_COUNTERS],
        **more,
    }


def _jace_loyalty(state: engine.GameState) -> int:
    state = play(state, {"type": "cast", "object": "jace", "free": True}).state
    return play(state, {"type": "resolve"}).state.object("jace").counter("loyalty")


# --- saved with the scenario ---------------------------------------------------------------------


def test_the_stand_in_round_trips_through_load_and_dump() -> None:
    state = engine.load(_document())
    dumped = engine.dump(state)
    assert dumped["effects"][0]["stands_in_for"] == "season"
    assert engine.load(dumped) == state
    validate_document(dumped)


def test_the_board_notation_writes_and_reads_it() -> None:
    dumped = engine.dump(engine.load(_document()))
    text = engine.notation.dump(dumped)
    assert "stands_in_for=season" in text
    assert engine.notation.parse(text)["effects"][0]["stands_in_for"] == "season"


def test_a_stand_in_for_an_object_that_isnt_there_is_refused() -> None:
    document = _document(effects=[{**SEASON_COUNTERS, "stands_in_for": "nothing"}])
    with pytest.raises(InvalidDocument) as refused:
        engine.load(document)
    assert refused.value.path == "effects[0].stands_in_for"


# --- shown as the judge's -------------------------------------------------------------------------


def test_it_is_named_the_judges_stand_in_wherever_it_is_shown() -> None:
    state = engine.load(_document())
    shown = describe(state, state.effects[0])
    assert shown.startswith("judge's stand-in for Doubling Season: ")
    state = play(state, {"type": "cast", "object": "jace", "free": True}).state
    result = play(state, {"type": "resolve"})
    # the answer says first that it depends on the stand-in, and lists it
    first = result.log[0]
    assert first.kind is LogKind.NOTE
    assert first.text.startswith("this answer depends on what the judge put in force")
    assert shown in first.text
    assert result.stand_ins == (shown,)
    # the log line it causes is the stand-in's, never Doubling Season's own
    caused = [e.text for e in result.log if e.kind is LogKind.REPLACEMENT]
    assert caused[0].startswith("judge's stand-in for Doubling Season: ")
    assert not any(e.text.startswith("Doubling Season:") for e in result.log)


def test_an_answer_without_stand_ins_says_nothing_of_them() -> None:
    state = engine.load(_document(effects=[]))
    result = play(state, {"type": "cast", "object": "jace", "free": True})
    assert result.stand_ins == ()
    assert not any("stand-in" in e.text for e in result.log)


# --- in force while its card is on the battlefield ---------------------------------------------


def test_it_stops_when_its_card_leaves_the_battlefield_113_6() -> None:
    state = engine.load(_document())
    assert _jace_loyalty(state) == 6
    state = play(state, {"type": "move_object", "object": "season", "to": "graveyard"}).state
    assert _jace_loyalty(state) == 3


def test_its_you_is_its_cards_controller_109_5() -> None:
    """Bob controls Doubling Season: counters put on Alice's Jace aren't doubled, even though the
    judge wrote Alice as the stand-in's controller."""
    document = _document()
    season = document["players"][0].pop("battlefield")
    document["players"][1]["battlefield"] = season
    assert _jace_loyalty(engine.load(document)) == 3


# --- what a stand-in can stand in for ----------------------------------------------------------


def test_the_candidates_are_the_permanents_with_unapplied_text() -> None:
    document = _document()
    document["players"][0]["battlefield"] += [
        {"id": "beast", "card": "Questing Beast"},  # partially automated
        {"id": "elves", "card": "Llanowar Elves"},  # automated
        PILLAR,  # text only, placed with its characteristics
    ]
    state = engine.load(document)
    assert stand_in_candidates(state) == (
        ("season", "Doubling Season"),
        ("beast", "Questing Beast"),
        ("pillar", "Pillar of the Paruns"),
    )


# --- a mana ability as a stand-in ----------------------------------------------------------------


def test_a_land_whose_mana_text_isnt_applied_taps_for_any_color_605_1a() -> None:
    stand_in = {
        "id": "pillar_mana",
        "kind": "any_color_mana_ability",
        "controller": "A",
        "stands_in_for": "pillar",
        "params": {"objects": ["pillar"]},
    }
    state = board({"id": "A", "battlefield": [PILLAR]}, {"id": "B"}, effects=[stand_in])
    offered = [o for o in engine.available_actions(state) if o.action.get("object") == "pillar"]
    assert [o.label for o in offered] == ["Pillar of the Paruns: {T}: Add one mana of any color."]
    result = play(state, {"type": "activate", "object": "pillar", "ability": 0}, ["U"])
    assert dict(result.state.player("A").mana_pool) == {"U": 1}
    assert result.state.object("pillar").tapped
    breakdown = engine.characteristics_report(state)["pillar"]["breakdown"]
    assert [b["layer"] for b in breakdown] == ["613.1f"]
    assert "judge's stand-in for Pillar of the Paruns" in breakdown[0]["change"]


def test_engine_run_prints_the_stand_ins_the_answer_depends_on(tmp_path: Any) -> None:
    """`python -m engine run`: the answer lists its stand-ins and its log says so first."""
    from engine.__main__ import run

    document = _document(actions=[{"type": "cast", "object": "jace", "free": True}])
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    out = run(str(path))
    assert out["stand_ins"] == [
        "judge's stand-in for Doubling Season: if an effect would put one or more counters on a "
        "permanent Alice controls, twice that many are put on it instead"
    ]
    assert out["log"][0]["text"].startswith("this answer depends on what the judge put in force")
