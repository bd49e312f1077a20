"""Security fixes (issue 17, point 6): credit links only http(s), Secure cookies in production,
reader keys bound to their session, a confirmation before a scenario goes private, and .pzl
numbers and bad files that never stop an import."""

from __future__ import annotations

import re
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from builder.models import Draft, Puzzle, Scenario
from builder.puzzles.services import forge as puzzles
from builder.puzzles.views.solve import READER_SESSION_KEY
from builder.scenarios import services
from builder.sharing import services as sharing_services
from tests.builder.puzzle_helpers import bolt_puzzle
from tests.builder.sharing_helpers import save, two_step_draft

pytestmark = pytest.mark.django_db

PZL = """[metadata]
Name:Credit check
URL:{url}
Goal:Win
Turns:1
[state]
humanlife=20
ailife={ai_life}
humanhand=Lightning Bolt
"""


def pzl(url: str = "https://example.com/p", ai_life: str = "3") -> str:
    return PZL.format(url=url, ai_life=ai_life)


# --- credit links --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "url", ["javascript:alert(document.cookie)", "JavaScript:alert(1)", "data:text/html,x"]
)
def test_a_pzl_credit_url_that_is_not_http_is_left_out(client: Client, url: str) -> None:
    result = puzzles.import_pzl_text(pzl(url), "credit.pzl", save=True)
    assert result.ok and result.puzzle is not None
    assert result.puzzle.source_url == ""
    assert "URL: only http and https links are kept" in result.puzzle.automation["ignored"]
    page = client.get(reverse("builder-scenario", args=[result.scenario.public_id]))
    assert page.status_code == 200
    assert url.split(":")[0].lower() + ":" not in page.content.decode().lower()


def test_an_https_credit_url_is_kept_and_linked(client: Client) -> None:
    result = puzzles.import_pzl_text(pzl("https://example.com/p"), "credit.pzl", save=True)
    assert result.puzzle is not None and result.puzzle.source_url == "https://example.com/p"
    page = client.get(reverse("builder-scenario", args=[result.scenario.public_id]))
    assert 'href="https://example.com/p"' in page.content.decode()


def test_a_stored_javascript_link_is_not_rendered_as_a_link(client: Client) -> None:
    puzzle = bolt_puzzle()
    Puzzle.objects.filter(pk=puzzle.pk).update(source_url="javascript:alert(1)")
    for name in ("builder-scenario", "builder-embed"):
        body = client.get(reverse(name, args=[puzzle.scenario.public_id])).content.decode()
        assert "javascript:" not in body


# --- cookies -------------------------------------------------------------------------------------


@pytest.mark.parametrize("production", [True, False])
def test_the_log_detail_cookie_is_secure_in_production(
    client: Client, settings: Any, production: bool
) -> None:
    settings.SESSION_COOKIE_SECURE = production  # what DJANGO_ENV=production sets
    draft = Draft.objects.create(document=services.new_document())
    response = client.get(reverse("builder-log", args=[draft.key]), {"log": "judge"})
    cookie = response.cookies["log_detail"]
    assert cookie.value == "judge"
    assert bool(cookie["secure"]) is production
    assert cookie["httponly"] and cookie["samesite"] == "Lax"


# --- reader keys ---------------------------------------------------------------------------------


def reader_token(body: str) -> str:
    found = re.search(r'name="reader" value="([^"]+)"', body)
    assert found is not None
    return found.group(1)


def embed_url(puzzle: Puzzle, name: str = "builder-embed") -> str:
    return reverse(name, args=[puzzle.scenario.public_id])


def test_an_embed_post_cannot_plant_another_readers_key_in_a_visitors_session() -> None:
    puzzle = bolt_puzzle()
    attacker, visitor = Client(), Client()
    planted = reader_token(attacker.get(embed_url(puzzle)).content.decode())
    # A GET keeps nothing in a session (issue 29): each one's first post from the embed itself
    # keeps their key (these name no option: no move is made).
    attacker.post(
        embed_url(puzzle, "builder-embed-act"),
        {"reader": planted, "option": "none"},
        headers={"Sec-Fetch-Site": "same-origin"},
    )
    planted = reader_token(attacker.get(embed_url(puzzle)).content.decode())
    visitor.post(
        embed_url(puzzle, "builder-embed-act"),
        {"reader": reader_token(visitor.get(embed_url(puzzle)).content.decode()), "option": "none"},
        headers={"Sec-Fetch-Site": "same-origin"},
    )
    own_key = visitor.session[READER_SESSION_KEY]
    # A page elsewhere makes the visitor's browser post the attacker's key.
    visitor.post(
        embed_url(puzzle, "builder-embed-act"), {"reader": planted, "option": "activate:m1:0"}
    )
    assert visitor.session[READER_SESSION_KEY] == own_key
    assert attacker.session[READER_SESSION_KEY] != own_key
    # The attacker's progress is untouched: the move was the visitor's own.
    attacker_page = attacker.get(embed_url(puzzle)).content.decode()
    assert "(1 so far)" not in attacker_page
    assert "(1 so far)" in visitor.get(embed_url(puzzle)).content.decode()


def test_a_foreign_key_is_never_written_into_a_new_session() -> None:
    puzzle = bolt_puzzle()
    planted = reader_token(Client().get(embed_url(puzzle)).content.decode())
    visitor = Client()  # no session yet
    visitor.post(
        embed_url(puzzle, "builder-embed-act"), {"reader": planted, "option": "activate:m1:0"}
    )
    assert READER_SESSION_KEY not in visitor.session


# --- going private -------------------------------------------------------------------------------


@pytest.fixture
def unlisted() -> tuple[Scenario, str]:
    return save(two_step_draft(), "Bears", visibility="unlisted")


def test_switching_to_private_asks_for_a_confirmation_first(
    client: Client, unlisted: tuple[Scenario, str]
) -> None:
    revision, token = unlisted
    url = reverse("builder-scenario-annotate", args=[revision.public_id])
    data = {"title": "Bears", "description": "", "visibility": "private", "token": token}
    first = client.post(url, data)
    assert first.status_code == 400
    body = first.content.decode()
    assert "the links to it people already have" in body
    assert 'name="confirm_private"' in body
    revision.family.refresh_from_db()
    assert revision.family.visibility == "unlisted"  # nothing changed yet
    assert client.get(reverse("builder-scenario", args=[revision.public_id])).status_code == 200

    confirmed = client.post(url, {**data, "confirm_private": "on"})
    assert confirmed.status_code == 302
    revision.family.refresh_from_db()
    assert revision.family.visibility == "private"
    assert client.get(reverse("builder-scenario", args=[revision.public_id])).status_code == 404


def test_a_private_scenario_needs_no_confirmation_to_stay_private(client: Client) -> None:
    revision, token = save(two_step_draft(), "Hush", visibility="private")
    response = client.post(
        reverse("builder-scenario-annotate", args=[revision.public_id]),
        {"title": "Hush 2", "visibility": "private", "token": token},
    )
    assert response.status_code == 302


def test_saving_a_draft_of_an_unlisted_scenario_as_private_asks_first(
    client: Client, unlisted: tuple[Scenario, str]
) -> None:
    revision, _ = unlisted
    draft = sharing_services.do_open_for_editing(revision)
    url = reverse("builder-save", args=[draft.key])
    refused = client.post(url, {"title": "Bears", "visibility": "private"})
    assert refused.status_code == 400
    assert "the links to it people already have" in refused.content.decode()
    assert revision.family.revisions.count() == 1
    saved = client.post(url, {"title": "Bears", "visibility": "private", "confirm_private": "on"})
    assert saved.status_code == 302
    revision.family.refresh_from_db()
    assert (revision.family.visibility, revision.family.revisions.count()) == ("private", 2)


def test_a_new_scenario_saved_private_needs_no_confirmation(client: Client) -> None:
    draft = Draft.objects.create(document=services.new_document())
    response = client.post(
        reverse("builder-save", args=[draft.key]), {"title": "New", "visibility": "private"}
    )
    assert response.status_code == 302


# --- .pzl numbers and bad files ------------------------------------------------------------------


def test_a_number_longer_than_pythons_integer_string_limit_is_the_importers_error() -> None:
    result = puzzles.import_pzl_text(pzl(ai_life="9" * 5000), "huge.pzl", save=False)
    assert result.error == (
        "line 8: a number with 5,000 digits: Forge reads numbers of at most 10 digits"
    )


def test_import_pzl_dir_reports_a_bad_file_and_goes_on(tmp_path: Path, monkeypatch: Any) -> None:
    (tmp_path / "a-huge.pzl").write_text(pzl(ai_life="9" * 5000), encoding="utf-8")
    (tmp_path / "b-crash.pzl").write_text(pzl().replace("Credit check", "Crash"), encoding="utf-8")
    (tmp_path / "c-good.pzl").write_text(pzl(), encoding="utf-8")
    convert = puzzles.to_scenario

    def to_scenario(puzzle: Any, lookup: Any) -> Any:
        if puzzle.metadata.name == "Crash":
            raise RuntimeError("an unexpected converter failure")
        return convert(puzzle, lookup)

    monkeypatch.setattr(puzzles, "to_scenario", to_scenario)
    out, err = StringIO(), StringIO()
    call_command("import_pzl", str(tmp_path), stdout=out, stderr=err)
    assert "a-huge.pzl: line 8: a number with 5,000 digits" in err.getvalue()
    assert "b-crash.pzl: can't convert it: an unexpected converter failure" in err.getvalue()
    assert "c-good.pzl: 'Credit check' saved as" in out.getvalue()
    assert "1 of 3 puzzle files imported" in out.getvalue()
    assert list(Scenario.objects.values_list("title", flat=True)) == ["Credit check"]
