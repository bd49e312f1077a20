"""A puzzle's certificate (issue 31): the check job computes it (the author's solution
certified, or the solver's own search without one), stores it once with the revision's puzzle,
and the pages show it: the author's page with its "also wins" warning, the share page and the
embed behind "show the solution", hidden cards scrubbed.

The board is tiny so the solver ends well inside its bound: Alice has a Mountain, a Hill Giant
and a Lightning Bolt in her first main phase; Bob is at 3 life with no creature, so Bolting him
wins and so does the Giant's attack."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Puzzle, PuzzleCertificate, Scenario
from builder.puzzles.services import certificates
from builder.puzzles.services import core as puzzle_services
from engine.core.version import CR_EDITION, ENGINE_VERSION
from engine.puzzle import Certificate, win_this_turn
from tests.builder.conftest import HTMX
from tests.builder.puzzle_helpers import BOLT_BOB, TOKEN, giant_board, saved_board

pytestmark = pytest.mark.django_db


def checked_puzzle(
    document: dict[str, Any], solution: list[dict[str, Any]], **fields: Any
) -> Puzzle:
    """Published and checked by its job (run eagerly in these tests)."""
    revision = saved_board(document, title="Giant or Bolt")
    puzzle = puzzle_services.do_publish_puzzle(
        revision, win_this_turn(), solution=solution, in_background=True, **fields
    )
    puzzle.refresh_from_db()
    return puzzle


def share_url(puzzle: Puzzle, name: str = "builder-scenario") -> str:
    return reverse(name, args=[puzzle.scenario.public_id])


def edit_url(revision: Scenario) -> str:
    return reverse("builder-puzzle-edit", args=[revision.public_id]) + f"?token={TOKEN}"


def test_the_check_job_stores_the_authors_solution_certified_with_the_other_ways_to_win() -> None:
    puzzle = checked_puzzle(giant_board(), BOLT_BOB)
    assert puzzle.status == "verified"
    row = PuzzleCertificate.objects.get(puzzle=puzzle)
    assert row.verdict == "solved"
    cert = Certificate.from_json(row.data)
    assert cert.solution_words.startswith("cast Lightning Bolt targeting Bob")
    assert any("Hill Giant attacks Bob" in line for line in cert.also_wins)
    assert (cert.engine_version, cert.rules_edition) == (ENGINE_VERSION, CR_EDITION)
    assert cert.max_nodes == certificates.CERTIFICATE_NODES


def test_a_stored_certificate_never_changes() -> None:
    puzzle = checked_puzzle(giant_board(), BOLT_BOB)
    row = PuzzleCertificate.objects.get(puzzle=puzzle)
    # Checking the same revision again keeps the certificate as it was written.
    again = certificates.do_certify_puzzle(puzzle, seconds=30)
    assert again is not None and again.pk == row.pk
    assert PuzzleCertificate.objects.get(pk=row.pk).data == row.data
    assert PuzzleCertificate.objects.filter(puzzle=puzzle).count() == 1


def test_a_puzzle_without_a_solution_is_solved_by_the_engine(client: Client) -> None:
    puzzle = checked_puzzle(giant_board(), [])
    cert = certificates.stored_certificate(puzzle)
    assert cert is not None and cert.verdict == "solved"
    body = client.get(share_url(puzzle)).content.decode()
    assert ">Solved by the engine<" in body  # the badge
    assert "Show the solution (spoiler)" in body and 'data-testid="certificate"' not in body
    fragment = client.post(
        share_url(puzzle, "builder-puzzle-solution"), {}, headers=HTMX
    ).content.decode()
    assert 'data-testid="certificate"' in fragment
    assert "The engine found a line and verify confirms it" in fragment
    edit = client.get(edit_url(puzzle.scenario)).content.decode()
    assert "No solution is given; the engine’s search: Solved by the engine." in edit


def test_a_puzzle_with_no_solution_is_proved_within_the_bound(client: Client) -> None:
    puzzle = checked_puzzle(giant_board(life=20), [])
    cert = certificates.stored_certificate(puzzle)
    assert cert is not None and cert.verdict == "no solution", cert.reason
    body = client.get(share_url(puzzle)).content.decode()
    assert ">Proved: no solution within the bound<" in body
    assert "Show the solution (spoiler)" not in body


def test_a_refuted_solution_gets_a_refuted_certificate() -> None:
    """Bob holds a Lightning Bolt (and a Mountain): he Bolts the attacking Giant."""
    attack = [
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {"giant": "B"}},
        {"type": "advance", "to": "end_of_combat"},
    ]
    puzzle = checked_puzzle(giant_board(hand=("Lightning Bolt",)), attack)
    assert puzzle.status == "refuted"
    assert certificates.stored_verdict(puzzle) == "refuted"


def test_the_share_page_shows_the_certificate_with_the_solution(client: Client) -> None:
    """Bob holds a Lightning Bolt the reader may see: each of his Bolts is an answer the
    certificate considered as Alice's Bolt resolves, each beaten by the rest of the line."""
    puzzle = checked_puzzle(
        giant_board(hand=("Lightning Bolt",)), BOLT_BOB, show_opponent_hand=True
    )
    body = client.get(share_url(puzzle)).content.decode()
    assert 'data-testid="certificate"' not in body  # a spoiler: only once asked for
    fragment = client.post(
        share_url(puzzle, "builder-puzzle-solution"), {}, headers=HTMX
    ).content.decode()
    assert "Solved by the engine" in fragment
    assert "Cast Lightning Bolt targeting Bob" in fragment
    assert '<details class="certificate-answers">' in fragment
    assert "opponent answers considered here, each beaten" in fragment
    assert "If Bob casts Lightning Bolt targeting Hill Giant (tapping Mountain): " in fragment
    assert f"Stackboard engine {ENGINE_VERSION}" in fragment
    assert f"Comprehensive Rules of {CR_EDITION}" in fragment
    assert f"{certificates.CERTIFICATE_NODES} positions" in fragment
    # No internal ids: the objects' ids never show in the certificate.
    certificate = fragment[fragment.index('data-testid="certificate"') :]
    certificate = certificate[: certificate.index("</section>")]
    for object_id in ("giant", "m1", "bolt", "h0", "b1"):
        assert re.search(rf"\b{object_id}\b", certificate) is None, object_id


def test_the_embed_shows_the_certificate_with_the_solution(client: Client) -> None:
    puzzle = checked_puzzle(giant_board(), BOLT_BOB)
    page = client.get(share_url(puzzle, "builder-embed")).content.decode()
    token = page.split('name="reader" value="', 1)[1].split('"', 1)[0]
    response = client.post(share_url(puzzle, "builder-embed-solution"), {"reader": token})
    if response.status_code == 302:
        response = client.get(response["Location"])
    body = response.content.decode()
    assert 'data-testid="certificate-verdict"' in body and "Solved by the engine" in body


def test_the_certificate_never_names_a_hidden_card(client: Client) -> None:
    """Bob's hand is hidden: his Shock is an answer the certificate considered, but a reader
    sees "(hidden information)" in its place."""
    puzzle = checked_puzzle(giant_board(hand=("Shock",)), BOLT_BOB)
    cert = certificates.stored_certificate(puzzle)
    assert cert is not None
    assert any("Shock" in a.answer for step in cert.steps for a in step.answers)
    fragment = client.post(
        share_url(puzzle, "builder-puzzle-solution"), {}, headers=HTMX
    ).content.decode()
    assert "Shock" not in fragment
    assert "(hidden information)" in fragment


def test_the_author_is_warned_of_the_other_ways_to_win(client: Client) -> None:
    puzzle = checked_puzzle(giant_board(), BOLT_BOB)
    body = client.get(edit_url(puzzle.scenario)).content.decode()
    assert 'data-testid="also-wins"' in body
    warning = body[body.index('data-testid="also-wins"') :]
    warning = warning[: warning.index("</div>")]
    assert "Also wins: " in warning and "Hill Giant attacks Bob" in warning
    assert 'data-testid="certificate"' in body  # the whole certificate, for the author


def test_publishing_from_the_form_writes_the_certificate(client: Client) -> None:
    revision = saved_board(giant_board())
    data = {
        "token": TOKEN,
        "goal_kind": "win_this_turn",
        "count": "1",
        "life": "0",
        "turn_limit": "1",
        "solver": "A",
        "solution": "",
    }
    response = client.post(reverse("builder-puzzle-edit", args=[revision.public_id]), data)
    assert response.status_code == 302
    puzzle = Puzzle.objects.get(scenario__family=revision.family)
    assert certificates.stored_verdict(puzzle) == "solved"
    body = client.get(response["Location"]).content.decode()
    assert 'data-testid="also-wins"' in body  # more than one first move wins


def test_a_search_that_hits_its_bound_is_unknown_within_it(client: Client) -> None:
    revision = saved_board(giant_board(), title="Too big to search")
    puzzle = puzzle_services.do_publish_puzzle(revision, win_this_turn(), solution=[], check=False)
    stored = certificates.do_certify_puzzle(puzzle, seconds=30, max_nodes=2)
    assert stored is not None and stored.verdict == "unknown"
    body = client.get(share_url(puzzle)).content.decode()
    assert ">Unknown within the bound of 2 positions<" in body
    assert "Show the solution (spoiler)" not in body


def test_a_replaced_check_stores_no_certificate() -> None:
    """The puzzle was published again while its check ran: the newer check certifies it."""
    revision = saved_board(giant_board(), title="Published twice")
    puzzle = puzzle_services.do_publish_puzzle(
        revision, win_this_turn(), solution=BOLT_BOB, check=False
    )
    puzzle.verification = {"version": 1, "status": "unchecked", "job": "the-newer-job"}
    puzzle.save(update_fields=["verification"])
    assert certificates.do_certify_puzzle(puzzle, seconds=30, job_key="the-older-job") is None
    assert not PuzzleCertificate.objects.filter(puzzle=puzzle).exists()
