"""A solution recorded by playing it in the builder, the opponent's "Declare blockers" included,
is verified (issue 30): the opponent's recorded steps are what the check searches every way."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft, Puzzle, PuzzleStatus, Scenario
from builder.puzzles.services import core as services
from engine.puzzle import win_this_turn
from tests.builder.factories import ScenarioFactory
from tests.builder.puzzle_helpers import (
    TAPPED_OUT_STEPS,
    TOKEN,
    recorded_history,
    saved_board,
    tapped_out_board,
)

pytestmark = pytest.mark.django_db


def _recorded_scenario() -> Any:
    history, end = recorded_history(tapped_out_board(), TAPPED_OUT_STEPS)
    assert engine.load(end).player("B").life == 0
    return ScenarioFactory.create(document=end, history=history)


def test_509_1_the_recorded_opponents_declare_blockers_leaves_the_solution_verified() -> None:
    puzzle = services.do_publish_puzzle(_recorded_scenario(), win_this_turn())
    assert [s["type"] for s in puzzle.solution] == [s["type"] for s in TAPPED_OUT_STEPS]
    assert puzzle.status == PuzzleStatus.VERIFIED, puzzle.verification
    assert puzzle.verification["counter_line"] == []


def test_the_author_records_the_solution_by_playing_it_in_the_builder(client: Client) -> None:
    """From the authoring page: "Record the solution on the board" opens the starting board in
    the builder; the author plays Alice's attack and Bob's "Declare blockers" (no blocks) with
    the usual forms and saves; the new revision's puzzle has those steps as its solution, and
    it is verified. No JSON and no option id anywhere."""
    revision = saved_board(tapped_out_board(), title="Tapped out")
    services.do_publish_puzzle(revision, win_this_turn(), solution=[])
    edit = reverse("builder-puzzle-edit", args=[revision.public_id])
    page = client.get(edit, {"token": TOKEN}).content.decode()
    assert "Record the solution on the board" in page
    record = reverse("builder-puzzle-record", args=[revision.public_id])
    response = client.post(record, {"token": TOKEN})
    assert response.status_code == 302
    draft = Draft.objects.get()
    assert response["Location"] == reverse("builder-draft", args=[draft.key])
    assert draft.document == tapped_out_board() and not draft.history.get("nodes")
    builder = client.get(response["Location"]).content.decode()
    assert "Recording the puzzle’s solution" in builder

    def post(name: str, data: dict[str, str]) -> None:
        answer = client.post(reverse(name, args=[draft.key]), data)
        body = answer.content.decode()
        assert answer.status_code == 302, (
            name,
            data,
            re.findall(r"errorlist[^>]*>(.{0,300})", body),
        )

    post("builder-act", {"option": "advance:declare_attackers"})
    post("builder-attack", {"attack_bears": "on", "defender_bears": "B"})
    post("builder-act", {"option": "advance"})  # to the declare blockers step
    post("builder-block", {})  # Bob declares no blockers: his Hill Giant is tapped
    post("builder-act", {"option": "advance"})  # combat damage
    draft.refresh_from_db()
    assert engine.load(draft.document).player("B").life == 0
    post("builder-save", {"title": "Tapped out"})
    newest = Scenario.objects.exclude(pk=revision.pk).get()
    puzzle = Puzzle.objects.get(scenario=newest)
    assert [s["type"] for s in puzzle.solution] == [
        "advance",
        "attack",
        "advance",
        "block",
        "advance",
    ]
    assert puzzle.status == PuzzleStatus.VERIFIED, puzzle.verification
    page = client.get(
        reverse("builder-puzzle-edit", args=[newest.public_id]), {"token": TOKEN}
    ).content.decode()
    assert "Verified" in page
    assert "option id" not in page.split("<summary>Advanced")[0]
