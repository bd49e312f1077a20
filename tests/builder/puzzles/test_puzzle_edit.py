"""The edit link's "make this a puzzle" page: every goal kind with its parameters, what the
reader sees, hints, the solution (the recorded steps by default), scripted responses; publishing
verifies and shows the badge, or the opponent line that beats the solution, step by step."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Puzzle, PuzzleStatus, Scenario
from builder.scenarios.services.history import HistoryTree
from tests.builder.conftest import HTMX
from tests.builder.puzzle_helpers import (
    ATTACK,
    BOLT_FACE,
    MANA,
    TOKEN,
    bolt_board,
    saved_board,
)

pytestmark = pytest.mark.django_db


def url(revision: Scenario) -> str:
    return reverse("builder-puzzle-edit", args=[revision.public_id])


def form(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "token": TOKEN,
        "goal_kind": "win_this_turn",
        "count": "1",
        "life": "0",
        "turn_limit": "1",
        "solver": "A",
        "difficulty": "Medium",
        "description": "Win **now**. <script>alert(1)</script>",
        "source_credit": "Possibility Storm",
        "source_url": "https://example.com/puzzle",
        "hints": "Count the damage.\n\nWhat else deals damage?",
        "solution": json.dumps(BOLT_FACE),
    }
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


def played(steps: list[dict[str, Any]], document: dict[str, Any]) -> Scenario:
    """A revision whose history records ``steps`` played from ``document``."""
    state = engine.load(document)
    tree = HistoryTree.start(document)
    for step in steps:
        result = engine.apply(state, step)
        state = result.state
        log = [e.to_json() for e in result.log]
        tree.add_step(step, [], label=step["type"], document_after=engine.dump(state), log=log)
    return saved_board(engine.dump(state), history=tree.to_json())


@pytest.fixture
def revision() -> Scenario:
    return saved_board(bolt_board())


def test_the_edit_page_links_to_the_puzzle_form(client: Client, revision: Scenario) -> None:
    edit = reverse("builder-scenario-edit", args=[revision.public_id])
    body = client.get(edit, {"token": TOKEN}).content.decode()
    assert f"{url(revision)}?token={TOKEN}" in body and "Make this a puzzle" in body


def test_the_form_offers_every_goal_the_boards_permanents_and_players(
    client: Client, revision: Scenario
) -> None:
    body = client.get(url(revision), {"token": TOKEN}).content.decode()
    for kind in (
        "win_this_turn",
        "win_within_turns",
        "survive_until_next_turn",
        "destroy_permanents",
    ):
        assert f'value="{kind}"' in body
    for kind in ("exile_permanents", "put_onto_battlefield", "gain_control", "life_at_most"):
        assert f'value="{kind}"' in body
    assert 'name="objects" value="bear"' in body and "Grizzly Bears</label>" in body
    assert '<option value="B">Opponent</option>' in body
    # Put onto the battlefield: from anywhere, each card said with whose it is and where.
    assert "Lightning Bolt (Solver&#x27;s, in hand)" in body
    assert "up to 20000 positions, in the background" in body


def test_the_recorded_steps_are_shown_and_are_the_default_solution(client: Client) -> None:
    revision = played(BOLT_FACE, bolt_board())
    body = client.get(url(revision), {"token": TOKEN}).content.decode()
    assert "Cast Lightning Bolt targeting Opponent" in body
    response = client.post(url(revision), form(solution=""))
    assert response.status_code == 302
    puzzle = Puzzle.objects.get(scenario__family=revision.family)  # on the family's new revision
    assert puzzle.solution == [{**step, "choices": []} for step in BOLT_FACE]
    assert puzzle.status == PuzzleStatus.VERIFIED
    assert puzzle.scenario.document != bolt_board()  # the saved board is the end of the line...
    assert puzzle.scenario.history["nodes"][0]["document_after"]["players"][1]["life"] == 3


def test_a_right_solution_is_verified_and_the_badge_shown(
    client: Client, revision: Scenario
) -> None:
    response = client.post(url(revision), form())
    assert response.status_code == 302
    # Published as the family's next revision: its page comes next.
    puzzle = Puzzle.objects.get(scenario__family=revision.family)
    assert puzzle.scenario.number == revision.number + 1
    assert response["Location"] == f"{url(puzzle.scenario)}?token={TOKEN}#verification"
    assert (puzzle.goal_kind, puzzle.solver, puzzle.turn_limit) == ("win_this_turn", "A", 1)
    assert puzzle.hints == ["Count the damage.", "What else deals damage?"]
    assert puzzle.source_url == "https://example.com/puzzle"
    body = client.get(response["Location"]).content.decode()
    assert 'data-testid="puzzle-badge"' in body and ">Verified<" in body
    assert "The solution reaches the goal against every opponent decision" in body
    share = client.get(reverse("builder-scenario", args=[puzzle.scenario.public_id]))
    assert ">Verified<" in share.content.decode()
    share = share.content.decode()
    assert "<strong>now</strong>" in share and "<script>alert(1)" not in share  # sanitized


def test_a_wrong_solution_shows_the_opponent_line_that_beats_it(client: Client) -> None:
    revision = saved_board(bolt_board(life=5, attacker=True))
    solution = json.dumps([*BOLT_FACE, *ATTACK])
    response = client.post(url(revision), form(solution=solution), headers=HTMX)
    body = response.content.decode()
    assert response.status_code == 200 and body.lstrip().startswith('<div id="editor"')
    assert Puzzle.objects.get().status == PuzzleStatus.REFUTED
    assert "Refuted: an opponent line beats the solution" in body
    assert "The opponent line that beats the solution" in body
    line = body[body.index('data-testid="counter-line"') :]
    assert (
        "<strong>Opponent</strong>: Grizzly Bears (Opponent&#x27;s) blocks Grizzly Bears "
        "(Solver&#x27;s)"
    ) in line
    assert "Lightning Bolt deals 3 damage to Opponent" in line or "deals 3 damage" in line
    assert 'class="rule"' in line and "CR " in line  # each step's log with its rule numbers


def test_a_solution_that_fails_as_written_says_where(client: Client, revision: Scenario) -> None:
    wrong = [MANA, {"type": "cast", "object": "bolt", "targets": ["bear"]}, {"type": "resolve"}]
    response = client.post(url(revision), form(solution=json.dumps(wrong)))
    body = client.get(response["Location"]).content.decode()
    assert "The solution fails as written" in body and "Where the solution fails" in body


def test_a_bound_hit_says_how_far_it_checked(
    client: Client, revision: Scenario, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("builder.puzzles.services.pages.PUBLISH_NODES", 2)
    response = client.post(url(revision), form())
    body = client.get(response["Location"]).content.decode()
    assert "Checked 2 positions through step" in body
    assert "stopped at its bound of 2 positions" in body


@pytest.mark.parametrize(
    ("changes", "kind", "params"),
    [
        (
            {"goal_kind": "destroy_permanents", "objects": ["bear"]},
            "destroy_permanents",
            {"objects": ["bear"]},
        ),
        (
            {"goal_kind": "exile_permanents", "objects": ["bear"], "turn_limit": "2"},
            "exile_permanents",
            {"objects": ["bear"]},
        ),
        ({"goal_kind": "gain_control", "objects": ["bear"]}, "gain_control", {"objects": ["bear"]}),
        (
            {"goal_kind": "put_onto_battlefield", "card": "Forest", "count": "2"},
            "put_onto_battlefield",
            {"card": "Forest", "count": 2},
        ),
        (
            {"goal_kind": "put_onto_battlefield", "objects": ["bolt"]},
            "put_onto_battlefield",
            {"objects": ["bolt"]},
        ),
        (
            {"goal_kind": "life_at_most", "player": "B", "life": "1"},
            "life_at_most",
            {"player": "B", "life": 1},
        ),
        ({"goal_kind": "win_within_turns", "turn_limit": "3"}, "win_within_turns", {}),
        ({"goal_kind": "survive_until_next_turn", "solution": ""}, "survive_until_next_turn", {}),
    ],
)
def test_every_goal_kind_is_stored_with_its_parameters(
    client: Client, revision: Scenario, changes: dict[str, Any], kind: str, params: dict[str, Any]
) -> None:
    response = client.post(url(revision), form(**changes))
    assert response.status_code == 302, response.content.decode()[:2000]
    puzzle = Puzzle.objects.get()
    assert puzzle.goal_kind == kind
    assert {k: v for k, v in puzzle.goal_params.items() if k != "version"} == params


def test_hidden_information_and_scripted_responses_are_stored(
    client: Client, revision: Scenario
) -> None:
    scripted = json.dumps([{"action": {"type": "block", "blockers": {}}}])
    data = form(show_opponent_hand="on", scripted_responses=scripted)
    client.post(url(revision), data)
    puzzle = Puzzle.objects.get()
    assert puzzle.show_opponent_hand and not puzzle.show_library_order
    assert puzzle.scripted_responses == [{"action": {"type": "block", "blockers": {}}}]
    share = client.get(reverse("builder-scenario", args=[puzzle.scenario.public_id]))
    assert b"Counterspell" in share.content  # the author chose to show the hand
    assert b"Wrath of God" not in share.content


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"goal_kind": "destroy_permanents"}, "Pick the permanents this goal is about."),
        ({"goal_kind": "put_onto_battlefield"}, "Name the card to put onto the battlefield"),
        ({"goal_kind": "life_at_most", "player": ""}, "Choose the player whose life total counts."),
        ({"goal_kind": "nonsense"}, "Select a valid choice."),
        ({"objects": ["x1"], "goal_kind": "destroy_permanents"}, "pick from the battlefield"),
        ({"objects": ["nope"], "goal_kind": "destroy_permanents"}, "Select a valid choice."),
        ({"solution": "[{"}, "The solution isn’t valid JSON"),
        ({"solution": '{"type": "resolve"}'}, "The solution is a JSON list"),
        ({"solution": '[{"type": "resolve", "choices": [1]}]'}, "list of option ids"),
        ({"scripted_responses": '[{"nope": 1}]'}, "Response 1 is neither"),
        ({"source_url": "javascript:alert(1)"}, "Enter a valid URL."),
        ({"solver": "C"}, "Select a valid choice."),
        ({"turn_limit": "0"}, "greater than or equal to 1"),
    ],
)
def test_invalid_input_is_400_with_its_error(
    client: Client, revision: Scenario, changes: dict[str, Any], message: str
) -> None:
    for headers in ({}, HTMX):
        response = client.post(url(revision), form(**changes), headers=headers)
        body = response.content.decode()
        assert response.status_code == 400
        assert message in body.replace("&#x27;", "'").replace("&quot;", '"')
    assert not Puzzle.objects.exists()


def test_publishing_again_changes_the_puzzle_in_a_newer_revision(
    client: Client, revision: Scenario
) -> None:
    published = client.post(url(revision), form())
    body = client.get(published["Location"]).content.decode()
    assert "Edit the puzzle" in body and "Publish the changes" in body
    assert "Cast Lightning Bolt targeting Opponent" in body  # its own solution, shown and kept
    first = Puzzle.objects.get()
    client.post(url(first.scenario), form(difficulty="Expert", token=TOKEN))
    newest = Puzzle.objects.order_by("-scenario__number").first()
    assert newest is not None and newest.difficulty == "Expert"
    assert newest.scenario.number == first.scenario.number + 1
    first.refresh_from_db()
    assert first.difficulty == "Medium"  # the older puzzle's link shows what it showed


def test_it_needs_the_edit_token(client: Client, revision: Scenario) -> None:
    assert client.get(url(revision)).status_code == 403
    assert client.get(url(revision), {"token": "wrong"}).status_code == 403
    assert client.post(url(revision), form(token="wrong")).status_code == 403
    assert not Puzzle.objects.exists()


def test_it_rejects_other_methods(client: Client, revision: Scenario) -> None:
    assert client.put(url(revision)).status_code == 405
    assert client.delete(url(revision)).status_code == 405


def test_the_htmx_get_is_the_fragment(client: Client, revision: Scenario) -> None:
    response = client.get(url(revision), {"token": TOKEN}, headers=HTMX)
    assert response.content.decode().lstrip().startswith('<div id="editor"')
