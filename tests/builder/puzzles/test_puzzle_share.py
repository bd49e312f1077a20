"""A puzzle's share page is solve mode: the goal, the badge, the redacted board, the reader's
options as forms, moves that work with and without JavaScript, hints, the solution, reset."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Puzzle, PuzzleProgress, Scenario
from builder.puzzles.services import core as puzzle_services
from engine.puzzle import put_onto_battlefield, win_this_turn
from tests.builder.conftest import HTMX
from tests.builder.puzzle_helpers import (
    SECRET,
    SECRET_LIBRARY,
    TOKEN,
    bolt_board,
    bolt_puzzle,
    saved_board,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def puzzle() -> Puzzle:
    return bolt_puzzle(source_credit="Possibility Storm", source_url="https://example.com/p/1")


def url(puzzle: Puzzle, name: str = "builder-scenario") -> str:
    return reverse(name, args=[puzzle.scenario.public_id])


def post(client: Client, puzzle: Puzzle, name: str, data: dict[str, Any], **kw: Any) -> Any:
    return client.post(url(puzzle, name), data, **kw)


def mana(client: Client, puzzle: Puzzle, **kw: Any) -> Any:
    return post(client, puzzle, "builder-puzzle-act", {"option": "activate:m1:0"}, **kw)


def bolt(client: Client, puzzle: Puzzle, target: str, **kw: Any) -> Any:
    data = {"option": "cast:bolt", "target_0": target}
    return post(client, puzzle, "builder-puzzle-act", data, **kw)


def resolve(client: Client, puzzle: Puzzle, **kw: Any) -> Any:
    return post(client, puzzle, "builder-puzzle-act", {"option": "resolve"}, **kw)


def test_it_shows_the_goal_badge_credit_and_the_readers_options(
    client: Client, puzzle: Puzzle
) -> None:
    body = client.get(url(puzzle)).content.decode()
    assert 'data-testid="puzzle-goal">Win this turn (you play Solver)' in body
    assert 'data-testid="puzzle-badge"' in body and ">Verified<" in body
    assert '<a href="https://example.com/p/1" rel="noopener nofollow">Possibility Storm</a>' in body
    assert "Easy" in body
    assert 'name="option" value="activate:m1:0"' in body
    assert '<option value="B">Opponent</option>' in body  # Bolt's targets
    assert "Opponent’s hand, 1 card · Opponent’s library, 1 card" in body


def test_hidden_cards_are_not_in_the_page_source(client: Client, puzzle: Puzzle) -> None:
    response = client.get(url(puzzle))
    assert response.status_code == 200
    assert SECRET.encode() not in response.content
    assert SECRET_LIBRARY.encode() not in response.content


def test_hidden_cards_stay_hidden_after_moves(client: Client, puzzle: Puzzle) -> None:
    mana(client, puzzle)
    bolt(client, puzzle, "bear")
    response = resolve(client, puzzle, headers=HTMX)
    assert SECRET.encode() not in response.content
    assert SECRET_LIBRARY.encode() not in response.content


def test_the_right_line_solves_it_without_javascript(client: Client, puzzle: Puzzle) -> None:
    response = mana(client, puzzle)
    assert response.status_code == 302
    assert response["Location"] == f"{url(puzzle)}#solve"
    bolt(client, puzzle, "B")
    resolve(client, puzzle)
    body = client.get(url(puzzle)).content.decode()
    assert "Solved! Every opponent has lost the game." in body
    assert "Your options" not in body  # the puzzle is over
    assert "<strong>You</strong>: Cast Lightning Bolt targeting Opponent" in body


def test_the_right_line_solves_it_with_htmx(client: Client, puzzle: Puzzle) -> None:
    mana(client, puzzle, headers=HTMX)
    bolt(client, puzzle, "B", headers=HTMX)
    response = resolve(client, puzzle, headers=HTMX)
    body = response.content.decode()
    assert response.status_code == 200
    assert body.lstrip().startswith('<section id="solve"')
    assert "Solved!" in body and "<html" not in body


def test_a_wrong_line_fails_at_the_turn_limit(client: Client, puzzle: Puzzle) -> None:
    mana(client, puzzle)
    bolt(client, puzzle, "bear")
    resolve(client, puzzle)
    data = {"option": "advance:upkeep:next"}
    body = post(client, puzzle, "builder-puzzle-act", data, headers=HTMX).content.decode()
    assert "Failed: the turn limit has passed" in body


def test_an_illegal_action_is_refused_with_400(client: Client, puzzle: Puzzle) -> None:
    mana(client, puzzle)  # the Mountain's {R} empties from the pool at the step's end (500.5)
    post(client, puzzle, "builder-puzzle-act", {"option": "advance"})
    response = bolt(client, puzzle, "B")  # nothing left to pay with
    assert response.status_code == 400
    assert "The engine refuses:" in response.content.decode()
    fragment = bolt(client, puzzle, "B", headers=HTMX)
    assert fragment.status_code == 400
    assert fragment.content.decode().lstrip().startswith('<section id="solve"')


@pytest.mark.parametrize(
    "data",
    [
        {"option": "cast:x1"},  # the opponent's card
        {"option": "nonsense"},
        {"option": "cast:bolt", "target_0": "x1"},  # not a legal target
        {"move": "attack"},  # no attack is being declared
        {"move": "answer", "pending": "forged", "answer": "1"},
    ],
)
def test_invalid_moves_are_rejected_with_errors(
    client: Client, puzzle: Puzzle, data: dict[str, str]
) -> None:
    for headers in ({}, HTMX):
        response = post(client, puzzle, "builder-puzzle-act", data, headers=headers)
        assert response.status_code == 400
        assert 'class="errorlist"' in response.content.decode()
    assert not PuzzleProgress.objects.exists()


def test_a_judge_action_cant_be_smuggled_in(client: Client, puzzle: Puzzle) -> None:
    data = {"option": "resolve", "type": "set_life", "player": "B", "value": "0"}
    post(client, puzzle, "builder-puzzle-act", data)
    assert "Solved" not in client.get(url(puzzle)).content.decode()


def test_hints_come_one_at_a_time(client: Client, puzzle: Puzzle) -> None:
    response = post(client, puzzle, "builder-puzzle-hint", {})
    assert response.status_code == 302
    body = client.get(url(puzzle)).content.decode()
    assert "Count their life." in body and "Bolt goes anywhere." not in body
    assert "Show a hint (1 left)" in body
    fragment = post(client, puzzle, "builder-puzzle-hint", {}, headers=HTMX).content.decode()
    assert "Bolt goes anywhere." in fragment and "Show a hint" not in fragment


def test_the_solution_is_behind_a_spoiler(client: Client, puzzle: Puzzle) -> None:
    body = client.get(url(puzzle)).content.decode()
    assert "Show the solution (spoiler)" in body and "targeting Opponent" not in body
    fragment = post(client, puzzle, "builder-puzzle-solution", {}, headers=HTMX).content.decode()
    assert "Tap Mountain for {R}" in fragment  # plain words (issue 18), not "ability 1"
    assert "Cast Lightning Bolt targeting Opponent" in fragment


def test_reset_starts_over(client: Client, puzzle: Puzzle) -> None:
    mana(client, puzzle)
    post(client, puzzle, "builder-puzzle-hint", {})
    response = post(client, puzzle, "builder-puzzle-reset", {})
    assert response.status_code == 302
    body = client.get(url(puzzle)).content.decode()
    assert "Your move." in body and "Count their life." not in body
    fragment = post(client, puzzle, "builder-puzzle-reset", {}, headers=HTMX)
    assert fragment.status_code == 200 and b"Your move." in fragment.content


def test_progress_is_kept_per_browser(client: Client, puzzle: Puzzle) -> None:
    mana(client, puzzle)
    assert "(1 so far)" in client.get(url(puzzle)).content.decode()
    other = Client()
    assert "Your move." in other.get(url(puzzle)).content.decode()
    assert PuzzleProgress.objects.count() == 1


@pytest.mark.parametrize(
    "name",
    [
        "builder-puzzle-act",
        "builder-puzzle-hint",
        "builder-puzzle-solution",
        "builder-puzzle-reset",
    ],
)
def test_moves_reject_get(client: Client, puzzle: Puzzle, name: str) -> None:
    assert client.get(url(puzzle, name)).status_code == 405


def test_moves_need_the_csrf_token_on_the_share_page(puzzle: Puzzle) -> None:
    strict = Client(enforce_csrf_checks=True)
    assert strict.post(url(puzzle, "builder-puzzle-hint"), {}).status_code == 403


def test_a_private_puzzle_needs_its_edit_token(client: Client) -> None:
    private = bolt_puzzle(visibility="private")
    assert client.get(url(private)).status_code == 404
    assert post(client, private, "builder-puzzle-hint", {}).status_code == 404
    assert client.get(url(private), {"token": TOKEN}).status_code == 200
    response = post(client, private, "builder-puzzle-hint", {"token": TOKEN})
    assert response["Location"].startswith(f"{url(private)}?token=")


def test_moves_on_a_scenario_that_isnt_a_puzzle_are_404(client: Client, saved: Any) -> None:
    response = client.post(reverse("builder-puzzle-act", args=[saved.public_id]), {})
    assert response.status_code == 404


def test_the_share_page_refuses_framing(client: Client, puzzle: Puzzle) -> None:
    response = client.get(url(puzzle))
    assert response["X-Frame-Options"] == "DENY"


def path_puzzle() -> Puzzle:
    """Put a Forest onto the battlefield: Path to Exile on your own bear, then find it."""
    document = {
        "players": [
            {
                "id": "A",
                "name": "Solver",
                "hand": [{"id": "path", "card": "Path to Exile"}],
                "battlefield": [
                    {"id": "p1", "card": "Plains"},
                    {"id": "mybear", "card": "Grizzly Bears"},
                ],
                "library": [{"id": "f1", "card": "Forest"}],
            },
            {"id": "B", "name": "Opponent"},
        ]
    }
    revision = saved_board(engine.dump(engine.load(document)))
    return puzzle_services.do_publish_puzzle(revision, put_onto_battlefield("Forest"), solution=[])


def test_the_readers_decision_is_asked_and_answered(client: Client) -> None:
    puzzle = path_puzzle()
    post(client, puzzle, "builder-puzzle-act", {"option": "activate:p1:0"})
    post(client, puzzle, "builder-puzzle-act", {"option": "cast:path", "target_0": "mybear"})
    asked = post(client, puzzle, "builder-puzzle-act", {"option": "resolve"})
    body = asked.content.decode()
    assert asked.status_code == 200  # shown at once: a waiting decision isn't stored
    assert "Solver decides:" in body and "find Forest" in body
    token = re.search(r'name="pending" value="([^"]+)"', body)
    assert token is not None
    data = {"move": "answer", "pending": token.group(1), "answer": "bogus"}
    wrong = post(client, puzzle, "builder-puzzle-act", data, headers=HTMX)
    assert wrong.status_code == 400 and "Choose one of the options." in wrong.content.decode()
    data["answer"] = "f1"
    solved = post(client, puzzle, "builder-puzzle-act", data, headers=HTMX).content.decode()
    assert "Solved!" in solved
    assert "Solver chooses: find Forest" in solved


def test_a_face_down_card_of_the_opponent_is_drawn_without_its_name(client: Client) -> None:
    document = bolt_board()
    document["players"][1]["battlefield"].append(
        {"id": "fd", "card": "Wall of Omens", "face_down": True}
    )
    revision = saved_board(engine.dump(engine.load(document)))
    puzzle = puzzle_services.do_publish_puzzle(revision, win_this_turn(), solution=[])
    body = client.get(url(puzzle)).content.decode()
    assert "Face-down card" in body and 'data-testid="life-B"' in body
    assert "Wall of Omens" not in body


def test_a_puzzle_todays_engine_cant_read_still_opens(client: Client, puzzle: Puzzle) -> None:
    document = dict(puzzle.scenario.document)
    document["players"] = [{**document["players"][0], "life": "many"}, document["players"][1]]
    Scenario.objects.filter(pk=puzzle.scenario.pk).update(document=document)
    response = client.get(url(puzzle))
    assert response.status_code == 200
    assert "This puzzle can’t be played today" in response.content.decode().replace("&#x27;", "’")
    assert SECRET.encode() not in response.content
    embed = client.get(url(puzzle, "builder-embed"))
    assert embed.status_code == 200 and b"can" in embed.content
    move = mana(client, puzzle, headers=HTMX)
    assert move.status_code == 400 and b"played today" in move.content
    assert post(client, puzzle, "builder-puzzle-hint", {}).status_code == 400


def test_the_reader_sees_why_a_target_is_forbidden(client: Client, puzzle: Puzzle) -> None:
    """Bolt's targets start at "Choose a target"; the Mountain is listed, disabled, with the
    engine's reason and rule ("any target": a creature, player, planeswalker or battle)."""
    body = client.get(url(puzzle)).content.decode()
    assert '<option value="" disabled selected>Choose a target</option>' in body
    assert (
        '<option value="m1" disabled aria-disabled="true">Mountain: not a creature, '
        "player, planeswalker or battle, 115.1</option>"
    ) in body
