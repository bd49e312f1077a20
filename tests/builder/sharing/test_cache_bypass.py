"""No query string makes the server build a shared page again (issue 29, point 2): the share
page, the embed and oEmbed come from the cache unless the request carries the family's edit
token; oEmbed reads its height from what is stored of the revision; a revision's outcomes are
explored once and kept. And no reader's CSRF token lands inside text someone wrote (point 4)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Scenario
from builder.sharing import revisioncache
from builder.sharing.services import revision_outcomes
from tests.builder.factories import FAMILY_TOKEN, ScenarioFactory
from tests.builder.sharing_helpers import ghosts_draft, save, two_step_draft

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
CSRF_INPUT = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


def _share(revision: Scenario) -> str:
    return reverse("builder-scenario", args=[revision.public_id])


def _embed(revision: Scenario) -> str:
    return reverse("builder-embed", args=[revision.public_id])


JUNK_QUERIES: list[dict[str, Any]] = [
    {"token": "junk"},
    {"token": "x" * 40, "utm_source": "attack"},
    {"token": FAMILY_TOKEN + "x"},
    {"step": 999},
    {"step": 10_000, "token": "junk"},
    {"nonsense": "1"},
]


def test_a_junk_token_or_query_is_answered_from_the_cache(built: list[str]) -> None:
    revision, _ = save(two_step_draft(), "Two hits")
    first = Client().get(_share(revision))
    assert first.status_code == 200
    for query in JUNK_QUERIES:
        response = Client().get(_share(revision), query)
        assert response.status_code == 200, query
        assert "Two hits" in response.content.decode()
    assert built == [revision.public_id]  # one build: every other answer came from the cache


def test_the_embed_is_answered_from_the_cache_whatever_the_query(built: list[str]) -> None:
    revision, _ = save(two_step_draft(), "Two hits")
    assert Client().get(_embed(revision)).status_code == 200
    for query in JUNK_QUERIES:
        assert Client().get(_embed(revision), query).status_code == 200, query
    assert built == [revision.public_id]


def test_only_the_family_edit_token_gets_a_page_built_for_its_reader(built: list[str]) -> None:
    revision = ScenarioFactory.create()
    Client().get(_share(revision))
    page = Client().get(_share(revision), {"token": FAMILY_TOKEN})
    assert page.status_code == 200
    assert built == [revision.public_id, revision.public_id]
    assert "public" not in page["Cache-Control"]
    assert f"?token={FAMILY_TOKEN}" in page.content.decode()  # its links keep the token


def test_a_page_first_built_for_a_junk_query_keeps_none_of_it() -> None:
    revision, _ = save(two_step_draft(), "Two hits")
    first = Client().get(_share(revision), {"token": "junk-token-1", "step": 0, "x": "evil"})
    body = first.content.decode()
    assert first.status_code == 200
    assert "junk-token-1" not in body and "evil" not in body
    again = Client().get(_share(revision), {"step": 0}).content.decode()
    assert "junk-token-1" not in again and "evil" not in again


def test_oembed_never_builds_a_page_for_a_width_or_height(built: list[str]) -> None:
    revision = ScenarioFactory.create()
    url = "http://testserver" + _share(revision)
    widths = [None, 640, 639, 600, 555, 480, 333, 301, 250, 201, 150, 7, 4000]
    answers = [
        Client().get("/oembed", {"url": url, **({"maxwidth": w} if w else {})}).json()
        for w in widths
    ]
    for height in (1, 99, 150, 333, 3999):
        answers.append(Client().get("/oembed", {"url": url, "maxheight": height}).json())
    assert built == [revision.public_id]  # measured once, then read from what is stored
    for width, answer in zip(widths, answers, strict=False):
        assert answer["width"] <= (width or 640)
    assert {answer["width"] for answer in answers} <= {*range(200, 641, 20), 150, 7}
    assert answers[-4]["height"] <= 150 and answers[-5]["height"] <= 99


def test_oembed_reads_the_stored_height_after_the_caches_are_gone(built: list[str]) -> None:
    revision = ScenarioFactory.create()
    url = "http://testserver" + _share(revision)
    first = Client().get("/oembed", {"url": url}).json()
    cache.clear()
    revisioncache.clear_local()  # a new worker, an emptied cache: the stored facts remain
    assert Client().get("/oembed", {"url": url}).json() == first
    assert built == [revision.public_id]


@pytest.fixture
def explored(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One entry per run of the engine's explorer."""
    calls: list[int] = []
    real = engine.explore

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "explore", counting)
    return calls


def test_a_revisions_outcomes_are_explored_once_and_kept(explored: list[int]) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts and Furnace")
    assert len(explored) == 1  # as it was saved: the first reader's GET explores nothing
    client = Client()
    first = client.get(_share(revision)).content.decode()
    assert "Bob: <strong>17</strong> life" in first and "Bob: <strong>18</strong> life" in first
    assert len(explored) == 1
    for _ in range(2):  # the cached pages gone, as after a restart or an eviction
        cache.clear()
        revisioncache.clear_local()
        assert client.get(_share(revision)).status_code == 200
        assert client.get(_embed(revision), {"outcomes": 1}).status_code == 200
        assert client.get(_share(revision), headers=HTMX).status_code == 200
        assert client.get(reverse("builder-scenario-question", args=[revision.public_id]))
        oembed = client.get("/oembed", {"url": "http://testserver" + _share(revision)})
        assert (
            "Bob at 17 or 18" in oembed.json()["title"]
            or "Bob at 18 or 17" in (oembed.json()["title"])
        )
    assert len(explored) == 1
    from builder.models import RevisionOutcomes  # noqa: PLC0415 - kept since issue 29

    kept = RevisionOutcomes.objects.get(revision=revision)
    assert kept.final and len(kept.outcomes["items"]) == 2


def test_outcomes_after_the_job_are_replayed_once_and_kept(
    explored: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(revision_outcomes, "QUICK_LIMIT", 2)  # the request's run stops early
    replays: list[int] = []
    real = revision_outcomes._replayed
    monkeypatch.setattr(revision_outcomes, "_replayed", lambda *a: replays.append(1) or real(*a))
    revision, _ = save(ghosts_draft(), "Ghosts and Furnace")
    # Explored as it was saved (the jobs run at once in the tests): no reader explores.
    assert len(explored) == 2 and len(replays) == 1
    client = Client()
    for _ in range(3):
        body = client.get(_share(revision)).content.decode()
        assert "Bob: <strong>17</strong> life" in body and "Bob: <strong>18</strong> life" in body
        cache.clear()
        revisioncache.clear_local()
    assert len(explored) == 2  # the request's quick run and the job's, each once
    assert len(replays) == 1


def test_a_readers_csrf_token_never_lands_in_text_someone_wrote() -> None:
    # The fixed stand-in cached pages used to carry (any text naming it got the token).
    stand_in = "csrf-token-of-the-reader-placeholder-4b1e"
    revision = ScenarioFactory.create(
        description=f"[Click here](https://evil.example/?t={stand_in}) {stand_in}",
        description_html=(
            f'<p><a href="https://evil.example/?t={stand_in}" rel="noopener noreferrer">'
            f"Click here</a> {stand_in}</p>"
        ),
    )
    Client().get(_share(revision))  # fills the cache
    reader = Client(enforce_csrf_checks=True)
    body = reader.get(_share(revision)).content.decode()
    token = CSRF_INPUT.search(body)[1]  # type: ignore[index]
    description = body[body.index('class="description markdown"') :]
    description = description[: description.index("</div>")]
    assert "evil.example" in description
    assert token not in description
    # The token is where the page's own forms and htmx header put it, and nowhere else.
    forms = len(CSRF_INPUT.findall(body))
    assert body.count(token) == forms + 1
    fork = reader.post(
        reverse("builder-scenario-fork", args=[revision.public_id]),
        {"csrfmiddlewaretoken": token},
    )
    assert fork.status_code == 302


def test_the_cached_copy_holds_no_stand_in_for_the_token() -> None:
    revision = ScenarioFactory.create()
    reader = Client()
    body = reader.get(_share(revision)).content.decode()
    token = CSRF_INPUT.search(body)[1]  # type: ignore[index]
    entries = list(revisioncache._local._entries.values())
    assert entries
    for entry in entries:
        stored = b"".join(entry.parts)
        assert token.encode() not in stored
        # Between the parts goes the token: what the cache keeps is only the page around it.
        assert len(entry.parts) == body.count(token) + 1


def test_what_names_the_outcomes_is_kept_only_once_the_job_has_found_them_all(
    monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    """The oEmbed title and the preview image name every outcome: while the job explores,
    they name the first ones found and are not kept; once it has ended they are."""
    from builder import jobs
    from builder.models import EmbedFacts, Job, PreviewImage

    settings.JOBS_BACKEND = "thread"  # in a test transaction on_commit never fires: it waits
    monkeypatch.setattr(revision_outcomes, "QUICK_LIMIT", 2)  # finds one of the two orders
    revision, _ = save(ghosts_draft(), "Ghosts and Furnace")
    url = "http://testserver" + _share(revision)
    preview = reverse("builder-scenario-preview", args=[revision.public_id])
    early = Client().get("/oembed", {"url": url}).json()
    assert Client().get(preview).status_code == 200
    assert "or" not in early["title"].removeprefix("Ghosts and Furnace")
    assert not EmbedFacts.objects.exists() and not PreviewImage.objects.exists()
    jobs.run(Job.objects.get().pk)
    cache.clear()
    revisioncache.clear_local()
    title = Client().get("/oembed", {"url": url}).json()["title"]
    assert title in ("Ghosts and Furnace: Bob at 17 or 18", "Ghosts and Furnace: Bob at 18 or 17")
    assert Client().get(preview).status_code == 200
    assert EmbedFacts.objects.get(revision=revision).title == title
    assert PreviewImage.objects.filter(revision=revision).exists()
