"""The built-in puzzles `make run` loads: each original one is fully automated and its solution
wins against every opponent choice (`verify`); each Forge solution verifies on the board the
importer makes of ../shared/forge-puzzles/<file>, its cards read from ../shared/carddata as
`make run` reads them (skipped when the files aren't there)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from engine.game.automation import is_automated
from engine.oracle.cache import COMPILED, records_by_name
from engine.puzzle import goal_from_forge, verify
from engine.puzzle.builtin import forge_solutions, original_puzzles
from engine.pzl import Lookup, parse, records_lookup, to_scenario
from tests.engine.cards_2026 import all_records
from tests.engine.puzzle.forge_files import forge_puzzle

ORIGINALS = {p.id: p for p in original_puzzles()}
FORGE = {f.file: f for f in forge_solutions()}


def test_there_are_at_least_ten_built_in_puzzles_even_without_forges_files() -> None:
    assert len(ORIGINALS) >= 10
    assert "PP00.pzl" in FORGE and all(name.endswith(".pzl") for name in FORGE)


@pytest.mark.parametrize("puzzle_id", sorted(ORIGINALS))
def test_an_original_puzzle_is_automated_and_verified(puzzle_id: str) -> None:
    puzzle = ORIGINALS[puzzle_id]
    state = engine.load(puzzle.document)
    for obj in state.objects:
        card = engine.REGISTRY.get(obj.card)
        assert card is not None and is_automated(card), obj.card
    result = verify(state, puzzle.solution, puzzle.goal)
    assert result.verified, result.message
    assert puzzle.description and puzzle.hints and puzzle.title


@pytest.fixture(scope="module")
def card_data() -> Iterator[Lookup]:
    """The importer's card lookup as `make run`'s card database answers it: the engine's own
    cards, else the card file's records, which play by their compiled Oracle text."""
    records = all_records()
    before = COMPILED.source
    COMPILED.set_source(records_by_name(records))
    try:
        yield records_lookup(records)
    finally:
        COMPILED.set_source(before)


@pytest.mark.parametrize("file", sorted(FORGE))
def test_a_forge_solution_verifies_on_the_imported_board(file: str, card_data: Lookup) -> None:
    document, report = to_scenario(parse(forge_puzzle(file)), card_data)
    assert document["puzzle"]["automation"] == "automated"
    assert report.unknown_cards == () and report.non_automated_cards == ()
    state = engine.load(document)
    goal, _ = goal_from_forge(document["puzzle"], state)
    result = verify(state, FORGE[file].solution, goal)
    assert result.verified, result.message


def test_a_wrong_first_move_in_shock_first_is_refuted() -> None:
    """Bolting the Grizzly Bears leaves the Giant's 3 and Shock's 2: Bob survives at 1."""
    puzzle = ORIGINALS["shock-the-blocker"]
    state = engine.load(puzzle.document)
    wrong = [
        {"type": "activate", "object": "m1", "ability": 0},
        {"type": "cast", "object": "bolt", "targets": ["bears"]},
        {"type": "resolve"},
        *puzzle.solution[3:6],
        {"type": "activate", "object": "m2", "ability": 0},
        {"type": "cast", "object": "shock", "targets": ["B"]},
        {"type": "resolve"},
    ]
    result = verify(state, wrong, puzzle.goal)
    assert not result.verified
    assert "an opponent is still in the game" in result.message
