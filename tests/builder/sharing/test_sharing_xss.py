"""Script injection attempts in every user text field stay inert text on every page that shows
them: title, description, step note, player names, card names (inline and custom cards)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft, Scenario
from builder.scenarios.services.history import HistoryTree
from tests.builder.conftest import HTMX
from tests.builder.sharing_helpers import XSS, save, xss_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def hostile(client: Client) -> tuple[Scenario, str]:
    document = xss_document()
    draft = Draft.objects.create(document=document, history=HistoryTree.start(document).to_json())
    revision, token = save(draft, f"Title {XSS}"[:200], description=f"Description {XSS} [[{XSS}]]")
    client.post(
        reverse("builder-scenario-annotate", args=[revision.public_id]),
        {
            "token": token,
            "title": f"Title {XSS}"[:200],
            "description": f"Description {XSS}",
            "note_0": f"Note {XSS} [[Evil <script>window.__xss=6</script>]]",
            "visibility": "public",
        },
    )
    return revision.family.revisions.get(number=2), token


class Inspector(HTMLParser):
    """Fails on any element or attribute that could run script."""

    def __init__(self) -> None:
        super().__init__()
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag in ("img", "iframe", "svg", "object", "embed", "math"):
            self.problems.append(f"<{tag}>")
        # Our own static scripts only (the oEmbed snippet names ours by its full address).
        ours = ("/static/", "http://testserver/static/")
        if tag == "script" and not (values.get("src") or "").startswith(ours):
            self.problems.append(f"inline script {attrs}")
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"handler {name}={value}")
            if name in ("href", "src", "action") and (value or "").strip().lower().startswith(
                "javascript:"
            ):
                self.problems.append(f"{name}={value}")


def assert_inert(html: str) -> None:
    inspector = Inspector()
    inspector.feed(html)
    assert inspector.problems == []
    assert "<script>window.__xss" not in html


def pages(revision: Scenario, token: str) -> list[tuple[str, dict[str, str], dict[str, str]]]:
    pid = revision.public_id
    return [
        (reverse("builder-scenario", args=[pid]), {}, {}),
        (reverse("builder-scenario", args=[pid]), {"step": "0"}, HTMX),
        (reverse("builder-embed", args=[pid]), {"theme": "dark"}, {}),
        (reverse("builder-scenario-edit", args=[pid]), {"token": token}, {}),
        (reverse("builder-browse"), {}, {}),
    ]


def test_every_page_showing_user_text_keeps_it_inert(
    client: Client, hostile: tuple[Scenario, str]
) -> None:
    revision, token = hostile
    for url, query, headers in pages(revision, token):
        response = client.get(url, query, headers=headers)
        assert response.status_code == 200, url
        assert_inert(response.content.decode())


def test_the_text_is_still_shown_escaped(client: Client, hostile: tuple[Scenario, str]) -> None:
    revision, _ = hostile
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert "Alice &lt;script&gt;window.__xss=1&lt;/script&gt;" in body
    assert "Hex &lt;img src=x onerror=window.__xss=4&gt;" in body
    assert 'content="Title &lt;script&gt;' in body  # og:title


def test_the_oembed_answer_escapes_the_title(client: Client, hostile: tuple[Scenario, str]) -> None:
    revision, _ = hostile
    url = "http://testserver" + reverse("builder-scenario", args=[revision.public_id])
    data = client.get(reverse("builder-oembed"), {"url": url, "format": "json"}).json()
    assert_inert(data["html"].replace("<iframe", "<x-frame"))
    assert "&lt;script&gt;" in data["html"]


def test_text_exports_are_not_html(client: Client, hostile: tuple[Scenario, str]) -> None:
    revision, _ = hostile
    question = client.get(reverse("builder-scenario-question", args=[revision.public_id]))
    assert question["Content-Type"] == "text/plain; charset=utf-8"
    assert question["X-Content-Type-Options"] == "nosniff"
    exported = client.get(reverse("builder-scenario-json", args=[revision.public_id]))
    assert exported["Content-Type"] == "application/json"
    assert exported["Content-Disposition"].startswith("attachment;")


def test_the_builder_and_its_play_panels_keep_user_text_inert(client: Client) -> None:
    """The picker, the judge's actions and the log are drawn in Python: still escaped."""
    document = xss_document()
    document["turn"] = {"number": 2, "active_player": "A", "step": "declare_attackers"}
    draft = Draft.objects.create(document=document, history=HistoryTree.start(document).to_json())
    page = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    assert_inert(page)
    assert "Evil &lt;script&gt;window.__xss=1&lt;/script&gt;" in page  # a select’s option
    data = {"deal_damage-source": "o1", "deal_damage-target": "B", "deal_damage-amount": "2"}
    answer = client.post(
        reverse("builder-judge", args=[draft.key, "deal_damage"]), data, headers=HTMX
    )
    body = answer.content.decode()
    assert answer.status_code == 200
    assert_inert(body)
    assert '<span class="log-text">Evil &lt;script&gt;window.__xss=1' in body
