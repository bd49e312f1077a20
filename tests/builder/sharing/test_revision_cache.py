"""A saved revision's pages are computed once and then served from the cache, with
Cache-Control, ETag and 304 answers (issue 17, point 2; builder.sharing.revisioncache)."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from builder.models import Puzzle, Scenario, ScenarioFamily, Visibility
from builder.sharing import revisioncache, services
from builder.sharing.services import previews
from tests.builder.factories import FAMILY_TOKEN, ScenarioFactory
from tests.builder.sharing_helpers import ghosts_draft, save

pytestmark = pytest.mark.django_db

CSRF_INPUT = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


def _share(revision: Scenario) -> str:
    return reverse("builder-scenario", args=[revision.public_id])


def test_the_share_page_is_computed_once_then_served_from_the_cache(built: list[str]) -> None:
    revision = ScenarioFactory.create()
    first, second = Client().get(_share(revision)), Client().get(_share(revision))
    assert first.status_code == second.status_code == 200
    assert built == [revision.public_id]
    assert revision.title in second.content.decode()
    assert first["ETag"] == second["ETag"]
    # It holds a CSRF token: readers' browsers revalidate it, shared caches never keep it.
    assert first["Cache-Control"] == "private, no-cache"


def test_each_reader_of_a_cached_share_page_gets_their_own_csrf_token_and_can_fork() -> None:
    revision = ScenarioFactory.create()
    Client().get(_share(revision))  # fills the cache
    reader = Client(enforce_csrf_checks=True)
    page = reader.get(_share(revision))
    token = CSRF_INPUT.search(page.content.decode())[1]  # type: ignore[index]
    assert "placeholder" not in page.content.decode()
    assert f'"X-CSRFToken": "{token}"' in page.content.decode()  # the htmx header too
    fork = reader.post(
        reverse("builder-scenario-fork", args=[revision.public_id]),
        {"csrfmiddlewaretoken": token},
    )
    assert fork.status_code == 302 and fork["Location"].startswith("/b/")


def test_a_matching_if_none_match_gets_304_without_a_body() -> None:
    revision = ScenarioFactory.create()
    for url in (
        _share(revision),
        reverse("builder-embed", args=[revision.public_id]),
        reverse("builder-scenario-json", args=[revision.public_id]),
        reverse("builder-scenario-preview", args=[revision.public_id]),
    ):
        first = Client().get(url)
        assert first.status_code == 200 and first["ETag"].startswith('"'), url
        again = Client().get(url, headers={"If-None-Match": first["ETag"]})
        assert again.status_code == 304, url
        assert again.content == b""
        assert again["ETag"] == first["ETag"]
        other = Client().get(url, headers={"If-None-Match": '"something-else"'})
        assert other.status_code == 200 and len(other.content) == len(first.content)


def test_the_embed_json_and_preview_say_how_long_any_cache_may_keep_them() -> None:
    revision = ScenarioFactory.create()
    embed = Client().get(reverse("builder-embed", args=[revision.public_id]))
    document = Client().get(reverse("builder-scenario-json", args=[revision.public_id]))
    image = Client().get(reverse("builder-scenario-preview", args=[revision.public_id]))
    oembed = Client().get(
        reverse("builder-oembed"), {"url": f"http://testserver{_share(revision)}"}
    )
    assert embed["Cache-Control"] == "public, max-age=300"
    assert oembed["Cache-Control"] == "public, max-age=300"
    assert document["Cache-Control"] == "public, max-age=31536000, immutable"
    assert image["Cache-Control"] == "public, max-age=31536000, immutable"  # no "private=False"
    assert document["Content-Disposition"].startswith("attachment; filename=")
    assert image["Content-Type"] == "image/png"
    assert "Cookie" not in embed.get("Vary", "")


def test_a_private_revision_is_never_cached_publicly_nor_served_from_the_cache(
    built: list[str],
) -> None:
    revision = ScenarioFactory.create(family__visibility=Visibility.PRIVATE)
    query = {"token": FAMILY_TOKEN}
    for url in (
        _share(revision),
        reverse("builder-embed", args=[revision.public_id]),
        reverse("builder-scenario-preview", args=[revision.public_id]),
        reverse("builder-scenario-json", args=[revision.public_id]),
    ):
        response = Client().get(url, query)
        assert response.status_code == 200, url
        assert "public" not in response["Cache-Control"], url
        assert "private" in response["Cache-Control"], url
    Client().get(_share(revision), query)
    assert built.count(revision.public_id) == 3  # share twice and embed once: each computed
    assert Client().get(_share(revision)).status_code == 404  # and the cache opens nothing


def test_a_page_for_a_signed_in_reader_is_built_for_them(built: list[str]) -> None:
    revision = ScenarioFactory.create()
    Client().get(_share(revision))
    member = Client()
    member.force_login(User.objects.create_user("judge", password="x-long-password-1"))
    page = member.get(_share(revision)).content.decode()
    assert "My scenarios" in page
    assert built == [revision.public_id, revision.public_id]


def test_the_edit_link_shown_after_saving_is_neither_cached_nor_shown_to_others() -> None:
    judge = Client()
    draft = ghosts_draft()
    saved = judge.post(reverse("builder-save", args=[draft.key]), {"title": "Furnace first"})
    page = judge.get(saved["Location"]).content.decode()
    assert "Keep your secret edit link" in page
    revision = Scenario.objects.get(title="Furnace first")
    assert "Keep your secret edit link" not in Client().get(_share(revision)).content.decode()
    assert "Keep your secret edit link" not in judge.get(_share(revision)).content.decode()


def test_a_new_revision_shows_on_the_old_ones_cached_page(built: list[str]) -> None:
    revision, token = save(ghosts_draft(), "Furnace first")
    assert "A newer revision exists" not in Client().get(_share(revision)).content.decode()
    newer = services.do_annotate(
        revision,
        title="Furnace first, explained",
        description="",
        notes={},
        visibility=Visibility.UNLISTED,
    )
    page = Client().get(_share(revision)).content.decode()
    assert "A newer revision exists" in page
    assert _share(newer) in page


def test_steps_and_htmx_fragments_are_cached_apart() -> None:
    revision, _ = save(ghosts_draft(), "Two steps")
    whole = Client().get(_share(revision), {"step": 1}).content.decode()
    fragment = Client().get(_share(revision), {"step": 1}, headers={"HX-Request": "true"})
    last = Client().get(_share(revision)).content.decode()
    assert whole.startswith("<!doctype html>")
    assert fragment.content.decode().lstrip().startswith('<div id="step"')
    assert 'aria-current="step"' in whole and whole != last
    assert "Life <strong>20</strong>" in whole  # before the damage
    assert "Life <strong>17</strong>" in last


def test_a_revision_made_a_puzzle_after_its_preview_was_cached_is_drawn_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    revision = ScenarioFactory.create()
    drawn: list[str] = []
    real = previews.draw_board
    monkeypatch.setattr(
        previews,
        "draw_board",
        lambda document, title, **extra: drawn.append(title) or real(document, title, **extra),
    )
    url = reverse("builder-scenario-preview", args=[revision.public_id])
    Client().get(url)
    Client().get(url)
    assert len(drawn) == 1
    Puzzle.objects.create(scenario=revision)
    Client().get(url)
    assert len(drawn) == 2  # a puzzle's preview shows its public start, not the saved board


def test_a_page_kept_in_another_process_is_served_from_the_shared_cache(
    built: list[str],
) -> None:
    revision = ScenarioFactory.create()
    Client().get(_share(revision))
    revisioncache.clear_local()  # a new worker process: nothing of its own yet
    assert Client().get(_share(revision)).status_code == 200
    assert built == [revision.public_id]


def test_a_cached_page_costs_one_query_then_none_for_a_second(
    django_assert_num_queries: Any,
) -> None:
    revision = ScenarioFactory.create()
    for url in (
        _share(revision),
        reverse("builder-embed", args=[revision.public_id]),
        reverse("builder-scenario-json", args=[revision.public_id]),
        reverse("builder-scenario-preview", args=[revision.public_id]),
    ):
        Client().get(url)
        revisioncache.clear_local()
        Client().get(url)  # from the shared cache, with its one query
        with django_assert_num_queries(0):  # the visibility read a moment ago still holds
            assert Client().get(url).status_code == 200


def test_a_change_saved_by_another_process_shows_within_a_second() -> None:
    revision = ScenarioFactory.create()
    assert Client().get(_share(revision)).status_code == 200
    # An update that sends no signal here, as a save in another worker process.
    ScenarioFamily.objects.filter(pk=revision.family_id).update(visibility=Visibility.PRIVATE)
    time.sleep(revisioncache.HEAD_SECONDS + 0.1)
    assert Client().get(_share(revision)).status_code == 404


def test_a_family_switched_to_private_stops_its_cached_pages_at_once() -> None:
    revision, _ = save(ghosts_draft(), "Soon private")
    urls = [
        _share(revision),
        reverse("builder-embed", args=[revision.public_id]),
        reverse("builder-scenario-json", args=[revision.public_id]),
        reverse("builder-scenario-preview", args=[revision.public_id]),
    ]
    assert all(Client().get(url).status_code == 200 for url in urls)
    revision.family.visibility = Visibility.PRIVATE
    revision.family.save()
    assert [Client().get(url).status_code for url in urls] == [404, 404, 404, 404]
