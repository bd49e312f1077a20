"""Issue 29: a puzzle page's action picker (the reader's legal actions, their targets, the mana
each one taps) is engine work; it depends only on the reader's board and the puzzle, so it is kept
in the shared cache: a new reader's page (junk query strings included) computes no legal actions
after the first, a reload of a reader further on neither, and the picker shown is the same. A
new revision, a new engine version or another visibility of hidden zones is a new entry."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Puzzle
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services import solving
from builder.scenarios.services.picker import build_picker, picker_from_json, picker_to_json
from engine.puzzle import win_this_turn
from tests.builder.puzzle_helpers import BOLT_FACE, bolt_board, bolt_puzzle, saved_board

pytestmark = pytest.mark.django_db


@pytest.fixture
def legal_actions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every computation of the reader's legal actions (``reader_options``), and every call of
    the engine's ``available_actions`` (the picker's own list of options included)."""
    runs: list[str] = []
    reader_options = puzzle_services.reader_options
    available_actions = engine.available_actions

    def counted_options(*args: Any, **kwargs: Any) -> Any:
        runs.append("reader_options")
        return reader_options(*args, **kwargs)

    def counted_actions(*args: Any, **kwargs: Any) -> Any:
        runs.append("available_actions")
        return available_actions(*args, **kwargs)

    monkeypatch.setattr(puzzle_services, "reader_options", counted_options)
    monkeypatch.setattr(engine, "available_actions", counted_actions)
    return runs


def _url(puzzle: Puzzle) -> str:
    return reverse("builder-scenario", args=[puzzle.scenario.public_id])


def _page(client: Client, puzzle: Puzzle, query: str = "") -> str:
    response = client.get(_url(puzzle) + query)
    assert response.status_code == 200
    return response.content.decode()


def _without_tokens(page: str) -> str:
    """The page without its per-request tokens (CSRF, and the signed key of a reader who has
    made no move yet: a new one for each page)."""
    page = re.sub(r'name="(csrfmiddlewaretoken|reader)" value="[^"]*"', "", page)
    return re.sub(r'"X-CSRFToken": "[^"]*"', "", page)


def test_a_second_page_computes_no_legal_actions_and_shows_the_same_picker(
    legal_actions: list[str],
) -> None:
    cache.clear()
    puzzle = bolt_puzzle()
    reader = Client()
    first = _page(reader, puzzle)
    assert legal_actions.count("reader_options") == 1
    computed = list(legal_actions)
    again = _page(reader, puzzle)
    assert legal_actions == computed  # no engine legal-actions work at all
    assert _without_tokens(again) == _without_tokens(first)
    assert "Lightning Bolt" in _without_tokens(again)  # the cast is on offer
    for n in range(4):  # new readers, junk query strings: the same kept picker
        _page(Client(), puzzle, f"?token=junk{n}&page={n}")
    assert legal_actions == computed


def test_the_kept_choices_are_the_computed_ones() -> None:
    cache.clear()
    puzzle = bolt_puzzle()
    computed = solving.solve_panel(puzzle, "reader-1")
    kept = solving.solve_panel(puzzle, "reader-2")
    assert computed.picker is not None
    assert kept.picker == computed.picker
    assert kept.sources == computed.sources and kept.plans == computed.plans
    assert [o.key for o in kept.options] == [o.key for o in computed.options]
    assert computed.plans  # the Bolt's mana plan ("pays by tapping Mountain") came back too


def test_a_reader_further_on_has_their_positions_picker_kept(legal_actions: list[str]) -> None:
    cache.clear()
    puzzle = bolt_puzzle()
    reader = Client()
    _page(reader, puzzle)
    act = reverse("builder-puzzle-act", args=[puzzle.scenario.public_id])
    reader.post(act, {"option": "activate:m1:0"})  # {R} floats: the Bolt is still to cast
    on_offer = [o.key for o in solving.solve_panel(puzzle, _reader_key(puzzle)).options]
    assert "activate:m1:0" not in on_offer  # the Mountain is tapped: its own position's picker
    assert "cast:bolt" in on_offer
    computed = list(legal_actions)
    _page(reader, puzzle)  # a reload
    assert legal_actions == computed


def _reader_key(puzzle: Puzzle) -> str:
    from builder.models import PuzzleProgress

    return str(PuzzleProgress.objects.get(puzzle=puzzle).session_key)


def test_a_new_revision_gets_a_fresh_picker(legal_actions: list[str]) -> None:
    cache.clear()
    puzzle = bolt_puzzle()
    _page(Client(), puzzle)
    assert legal_actions.count("reader_options") == 1
    other = puzzle_services.do_publish_puzzle(
        saved_board(bolt_board()), win_this_turn(), solution=BOLT_FACE
    )
    _page(Client(), other)  # the same board, another revision: computed again
    assert legal_actions.count("reader_options") == 2


def test_a_new_engine_version_gets_a_fresh_picker(
    legal_actions: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    cache.clear()
    puzzle = bolt_puzzle()
    _page(Client(), puzzle)
    monkeypatch.setattr(engine, "ENGINE_VERSION", f"{engine.ENGINE_VERSION}+next")
    _page(Client(), puzzle)
    assert legal_actions.count("reader_options") == 2


def test_showing_a_hidden_zone_gets_a_fresh_picker(legal_actions: list[str]) -> None:
    """The labels are scrubbed of what the reader can't see: another visibility, another entry."""
    cache.clear()
    puzzle = bolt_puzzle()
    _page(Client(), puzzle)
    puzzle.show_opponent_hand = True
    puzzle.save()
    _page(Client(), puzzle)
    assert legal_actions.count("reader_options") == 2


def test_a_kept_picker_is_json_and_reads_back_the_same() -> None:
    """What the cache keeps is plain JSON (Redis in production): no live objects."""
    state = engine.load(bolt_board())
    picker = build_picker(state)
    data = picker_to_json(picker)
    assert json.loads(json.dumps(data)) == data
    read = picker_from_json(json.loads(json.dumps(data)))
    assert read == picker
    bolt = read.option("cast:bolt")
    assert bolt is not None and bolt.targets and bolt.targets[0].candidates
    refs = [o.rule_ref for o in (read.option(k) for k in ("cast:bolt",)) if o and o.rule_ref]
    assert all(str(ref) == ref.number for ref in refs)


def test_a_second_page_names_no_board_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Naming every object of the start and of the opening position (the goal, the moves, the
    picker's plans) is kept too: a new reader's page names nothing again."""
    cache.clear()
    puzzle = bolt_puzzle()
    named: list[str] = []
    object_names = solving.object_names

    def counted(*args: Any, **kwargs: Any) -> Any:
        named.append("names")
        return object_names(*args, **kwargs)

    monkeypatch.setattr(solving, "object_names", counted)
    first = _page(Client(), puzzle)
    assert named  # the start and the opening, named once
    computed = list(named)
    again = _page(Client(), puzzle)
    _page(Client(), puzzle, "?token=junk")
    assert named == computed
    assert _without_tokens(again) == _without_tokens(first)
