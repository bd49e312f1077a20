"""A shared revision never changes (issue 29, point 4): making a puzzle of a saved ruling
publishes a new revision, and the ruling's link answers with the same bytes as before; a
puzzle's hidden cards are reachable through none of its routes ("a newer revision exists",
/latest/, JSON, text, .pzl, fork, preview, oEmbed); a revision that hides cards is never sent
with public caching."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Puzzle, Scenario
from builder.puzzles.services import core as puzzle_services
from builder.sharing.services import previews
from engine.puzzle import win_this_turn
from tests.builder.factories import ScenarioFactory
from tests.builder.puzzle_helpers import (
    BOLT_FACE,
    SECRET,
    SECRET_LIBRARY,
    TOKEN,
    bolt_board,
    saved_board,
)

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def _publish_form(**changes: Any) -> dict[str, Any]:
    return {
        "token": TOKEN,
        "goal_kind": "win_this_turn",
        "count": "1",
        "life": "0",
        "turn_limit": "1",
        "solver": "A",
        "solution": json.dumps(BOLT_FACE),
        **changes,
    }


def _routes(revision: Scenario) -> dict[str, str]:
    pid = revision.public_id
    return {
        "json": reverse("builder-scenario-json", args=[pid]),
        "text": reverse("builder-scenario-question", args=[pid]),
        "pzl": reverse("builder-puzzle-pzl", args=[pid]),
        "step": reverse("builder-scenario", args=[pid]),  # the board's fragment (htmx)
    }


def _answers(revision: Scenario) -> dict[str, tuple[int, bytes]]:
    client = Client()
    answers = {}
    for name, url in _routes(revision).items():
        response = client.get(url, headers=HTMX if name == "step" else {})
        answers[name] = (response.status_code, response.content)
    return answers


def test_making_a_puzzle_publishes_a_new_revision_and_the_old_link_is_unchanged() -> None:
    ruling = saved_board(bolt_board(), title="Bolt them")
    before = _answers(ruling)
    assert before["json"][0] == before["text"][0] == before["step"][0] == 200
    assert SECRET.encode() in before["json"][1]  # a saved ruling shows its whole board

    response = Client().post(
        reverse("builder-puzzle-edit", args=[ruling.public_id]), _publish_form()
    )
    assert response.status_code == 302

    assert _answers(ruling) == before  # the same URLs, the same bytes
    puzzle = Puzzle.objects.get()
    assert puzzle.scenario != ruling
    assert (puzzle.scenario.family_id, puzzle.scenario.number) == (ruling.family_id, 2)
    assert not Puzzle.objects.filter(scenario=ruling).exists()
    share = Client().get(reverse("builder-scenario", args=[ruling.public_id])).content.decode()
    assert 'data-testid="life-B"' in share and 'id="solve"' not in share  # still the ruling
    # The new revision is the puzzle, and keeps its hidden card to itself.
    page = Client().get(reverse("builder-scenario", args=[puzzle.scenario.public_id]))
    assert page.status_code == 200 and b'id="solve"' in page.content
    assert SECRET.encode() not in page.content


def test_changing_a_puzzle_publishes_a_new_revision_too() -> None:
    ruling = saved_board(bolt_board(), title="Bolt them")
    client = Client()
    client.post(reverse("builder-puzzle-edit", args=[ruling.public_id]), _publish_form())
    first = Puzzle.objects.get()
    first_page = client.get(reverse("builder-scenario", args=[first.scenario.public_id]))
    changed = client.post(
        reverse("builder-puzzle-edit", args=[first.scenario.public_id]),
        _publish_form(difficulty="Expert", hints="Mind the bear."),
        headers=HTMX,
    )
    assert changed.status_code == 200
    newest = Puzzle.objects.order_by("-scenario__number").first()
    assert newest is not None and newest.scenario.number == 3
    assert newest.difficulty == "Expert"
    edit = reverse("builder-puzzle-edit", args=[newest.scenario.public_id])
    assert changed["HX-Push-Url"] == f"{edit}?token={TOKEN}"  # the address follows the page
    first.refresh_from_db()
    assert first.difficulty == "" and first.hints == []
    again = client.get(reverse("builder-scenario", args=[first.scenario.public_id]))
    assert b"Expert" not in again.content
    assert b"Expert" not in first_page.content


@pytest.fixture
def puzzle_then_ruling() -> tuple[Puzzle, Scenario]:
    """Revision 1 is a puzzle that hides the opponent's hand and library; revision 2 of the
    same family, saved after it, is a plain ruling of the same board (it shows them)."""
    puzzle_revision = saved_board(bolt_board(), title="Bolt them")
    puzzle = puzzle_services.do_publish_puzzle(puzzle_revision, win_this_turn(), solution=BOLT_FACE)
    ruling = ScenarioFactory.create(
        family=puzzle_revision.family, number=2, document=bolt_board(), log=[], title="Later"
    )
    return puzzle, ruling


def _secret_free(content: bytes) -> bool:
    return SECRET.encode() not in content and SECRET_LIBRARY.encode() not in content


def test_a_puzzle_never_leads_to_a_newer_revision_that_shows_its_hidden_cards(
    puzzle_then_ruling: tuple[Puzzle, Scenario],
) -> None:
    puzzle, ruling = puzzle_then_ruling
    client = Client()
    pid = puzzle.scenario.public_id
    page = client.get(reverse("builder-scenario", args=[pid]))
    assert page.status_code == 200 and _secret_free(page.content)
    assert ruling.public_id.encode() not in page.content  # no "a newer revision exists" to it
    latest = client.get(reverse("builder-scenario-latest", args=[pid]), follow=True)
    assert latest.status_code == 200 and _secret_free(latest.content)
    assert latest.redirect_chain[-1][0] == reverse("builder-scenario", args=[pid])
    embed = client.get(reverse("builder-embed", args=[pid]))
    assert _secret_free(embed.content) and ruling.public_id.encode() not in embed.content
    for suffix in ("latest/", "", "embed/"):
        url = "http://testserver" + reverse("builder-scenario", args=[pid]) + suffix
        oembed = client.get("/oembed", {"url": url})
        assert oembed.status_code == 200, suffix
        assert ruling.public_id not in oembed.json()["html"], suffix
        assert _secret_free(oembed.content), suffix


def test_none_of_a_hiding_puzzles_routes_gives_its_hidden_cards_away(
    puzzle_then_ruling: tuple[Puzzle, Scenario], monkeypatch: pytest.MonkeyPatch
) -> None:
    puzzle, _ = puzzle_then_ruling
    pid = puzzle.scenario.public_id
    client = Client()
    for name in ("builder-scenario-json", "builder-scenario-question", "builder-puzzle-pzl"):
        assert client.get(reverse(name, args=[pid])).status_code == 403, name
        assert client.get(reverse(name, args=[pid]), {"token": "junk"}).status_code == 403, name
    assert client.post(reverse("builder-scenario-fork", args=[pid])).status_code == 403
    drawn: list[dict[str, Any]] = []
    real = previews.draw_board
    monkeypatch.setattr(
        previews,
        "draw_board",
        lambda document, title, **extra: drawn.append(document) or real(document, title, **extra),
    )
    assert client.get(reverse("builder-scenario-preview", args=[pid])).status_code == 200
    assert drawn and _secret_free(json.dumps(drawn).encode())


def test_a_revision_that_hides_cards_is_never_sent_for_shared_caches(
    puzzle_then_ruling: tuple[Puzzle, Scenario],
) -> None:
    puzzle, ruling = puzzle_then_ruling
    pid = puzzle.scenario.public_id
    url = "http://testserver" + reverse("builder-scenario", args=[pid])
    for _ in range(2):  # built, then from the cache
        for response in (
            Client().get(reverse("builder-scenario-preview", args=[pid])),
            Client().get("/oembed", {"url": url}),
            Client().get(reverse("builder-scenario", args=[pid])),
            Client().get(reverse("builder-embed", args=[pid])),
        ):
            assert response.status_code == 200
            assert "public" not in response["Cache-Control"], response
            assert "immutable" not in response["Cache-Control"], response
    # A revision that hides nothing still may be kept by shared caches.
    plain = Client().get(reverse("builder-scenario-json", args=[ruling.public_id]))
    assert "public" in plain["Cache-Control"] and "immutable" in plain["Cache-Control"]
