"""Plain words in every log line a person reads (issue 30, point 4): each gallery example
(engine/examples), resolved every way its choices go, and each built-in puzzle, its solution
played against every opponent answer `verify` tries, are walked line by line: the log, each
decision's question and options, each refusal and the board in words. No line carries an
internal handle (the document's own object ids, "o12", "#o1"), a raw snake_case kind name, a
doubled word, a contraction without its apostrophe or the "->" arrow (engine.testing.plain_words),
and a card several objects share is named the one way engine.rules.names tells them apart.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.core.errors import EngineError
from engine.core.state import GameState
from engine.document.codec import load
from engine.examples import Example, examples
from engine.game.play import apply
from engine.game.render import text_rendering
from engine.oracle.cache import COMPILED, records_by_name
from engine.oracle.coverage import load_records
from engine.puzzle import goal_from_forge
from engine.puzzle.builtin import forge_solutions, original_puzzles
from engine.puzzle.goals import Goal
from engine.puzzle.play import without_choices
from engine.puzzle.verify import Line, _Search
from engine.pzl import Lookup, parse, records_lookup, to_scenario
from engine.testing.plain_words import named_otherwise, problems
from tests.engine.puzzle.forge_files import forge_puzzle

CARD_FILE = (
    Path(__file__).resolve().parents[3].parent / "shared" / "carddata" / "oracle-cards-2026.json.gz"
)


# Ids some documents give their objects that are also words of the log's prose ("the bottom
# card of Alice's library", "commander damage", "mana pool"): not checked as handles.
PROSE_WORDS = frozenset({"bottom", "top", "commander", "pool"})


def _handles(state: GameState) -> set[str]:
    return ({o.id for o in state.objects} | {e.id for e in state.effects}) - PROSE_WORDS


def _unplain(
    texts: list[str], handles: set[str], start: GameState | None = None
) -> dict[str, list[str]]:
    """What doesn't belong in each text: the plain-words problems, and a card several objects
    of `start` share named some other way than the one naming rule (engine.rules.names)."""
    alike = (
        [name for name, group in start.objects_by_card.items() if len(group) > 1] if start else []
    )
    players = tuple(p.name for p in start.players) if start else ()
    found: dict[str, list[str]] = {}
    for text in dict.fromkeys(texts):
        wrong = problems(text, handles)
        wrong += [f"named otherwise: {n}" for c in alike for n in named_otherwise(text, c, players)]
        if wrong:
            found[text] = wrong
    return found


def _example_texts(ex: Example) -> tuple[list[str], set[str]]:
    """Every line a person reads about `ex`: the setup's log, then each way its action goes
    (each decision's question and options on the way, each outcome's log and board)."""
    state = load(ex.document)
    handles = _handles(state)
    texts: list[str] = []
    for step in ex.setup:
        result = apply(state, step, step.get("choices", ()))
        texts += [e.text for e in result.log]
        state = result.state
    texts.append(text_rendering(state))
    prefixes: list[tuple[str, ...]] = [tuple(ex.choices or ())]
    while prefixes:
        prefix = prefixes.pop()
        try:
            result = apply(state, ex.action, prefix)
        except EngineError as refused:
            texts.append(str(refused))
            continue
        texts += [e.text for e in result.log]
        if result.pending is None:
            texts.append(text_rendering(result.state))
            continue
        texts.append(result.pending.prompt)
        texts += [o.label for o in result.pending.options]
        prefixes += [(*prefix, option) for option in result.pending.option_ids()]
    return texts, handles


@pytest.mark.parametrize("ex", examples(), ids=lambda ex: ex.id)
def test_every_line_of_a_gallery_example_is_plain_words(ex: Example) -> None:
    texts, handles = _example_texts(ex)
    assert texts
    assert _unplain(texts, handles, load(ex.document)) == {}


class _EveryLine(_Search):
    """`verify`'s search, keeping each line that reaches the goal (every opponent answer)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.walked: list[Line] = []

    def _goal(self, state: GameState, line: Line) -> tuple[bool, Any]:
        decided, outcome = super()._goal(state, line)
        if decided:
            self.walked.append(line)
        return decided, outcome


def _puzzle_texts(
    start: GameState, solution: tuple[dict[str, Any], ...], goal: Goal
) -> tuple[list[str], set[str]]:
    search = _EveryLine(start, [without_choices(s) for s in solution], goal, 20_000, False)
    assert search.at_step(start, 0, 0, ()) is None  # the solution wins on every line
    texts = [text_rendering(start)]
    for line in search.walked:
        for step in line:
            texts += [e.text for e in step.log]
            texts += [f"{d.prompt} {d.label}" for d in step.decisions]
            texts += [step.note] if step.note else []
    assert search.walked
    return texts, _handles(start)


@pytest.mark.parametrize("puzzle", original_puzzles(), ids=lambda p: p.id)
def test_every_line_of_a_built_in_puzzle_is_plain_words(puzzle: Any) -> None:
    start = engine.load(puzzle.document)
    texts, handles = _puzzle_texts(start, puzzle.solution, puzzle.goal)
    assert _unplain(texts + list(puzzle.hints) + [puzzle.description], handles, start) == {}


@pytest.fixture(scope="module")
def card_data() -> Iterator[Lookup]:
    """The Forge puzzles' cards as `make run` reads them (see tests/engine/puzzle)."""
    if not CARD_FILE.is_file():
        pytest.skip(f"needs the card data in {CARD_FILE}")
    records = load_records(CARD_FILE)
    before = COMPILED.source
    COMPILED.set_source(records_by_name(records))
    try:
        yield records_lookup(records)
    finally:
        COMPILED.set_source(before)


@pytest.mark.parametrize("forge", forge_solutions(), ids=lambda f: f.file)
def test_every_line_of_a_forge_puzzle_is_plain_words(forge: Any, card_data: Lookup) -> None:
    document, _ = to_scenario(parse(forge_puzzle(forge.file)), card_data)
    start = engine.load(document)
    goal, _ = goal_from_forge(document["puzzle"], start)
    texts, handles = _puzzle_texts(start, forge.solution, goal)
    assert _unplain(texts + list(forge.hints), handles, start) == {}


def test_the_check_finds_each_kind_of_word_that_does_not_belong() -> None:
    # The walk is only as good as its check: each defect the issue met is found.
    found = {
        text: problems(text, {"bears"})
        for text in (
            "Basilisk Collar is attached to o1",
            "Hill Giant (Alice, bears)",
            "Kor Firewalker #1",
            "Bob loses 3 life: 20 -> 17",
            "go to the the next step",
            "printed printed 2/2",
            "they dont untap",
            "the layer is cda_power_toughness",
            "Cda power toughness",
            "Enters choosing copy",
        )
    }
    assert all(found.values()), found
    # Same-named cards are told apart one way (engine.rules.names.object_label).
    players = ("Alice", "Bob")
    for other in ("Grizzly Bears (Alice)", "Grizzly Bears (2)", "Grizzly Bears (Bob, second)"):
        assert named_otherwise(other, "Grizzly Bears", players) == [other]
    for one_way in ("Grizzly Bears (Alice's, second)", "Grizzly Bears (Bob's)", "Grizzly Bears"):
        assert named_otherwise(one_way, "Grizzly Bears", players) == []
    assert problems("Bob loses 3 life: 20 → 17 (Grizzly Bears, Alice's {T})", {"bears"}) == []
