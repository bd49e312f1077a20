from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from tests.builder.conftest import HTMX

pytestmark = pytest.mark.django_db


def test_it_shows_the_board_and_the_forms(client: Client, bears_draft: Draft) -> None:
    response = client.get(reverse("builder-draft", args=[bears_draft.key]))
    assert response.status_code == 200
    body = response.content.decode()
    assert "<html" in body
    assert 'id="workspace"' in body
    assert "Grizzly Bears" in body
    assert 'data-testid="life-A"' in body
    for name in ("builder-set-life", "builder-add-card", "builder-save"):
        assert f'action="{reverse(name, args=[bears_draft.key])}"' in body
    assert 'id="id_card-card-suggestions"' in body  # the add-card input suggests names
    assert "The board as text" in body


def test_every_htmx_form_also_works_as_a_plain_form(client: Client, draft: Draft) -> None:
    body = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    forms = re.findall(r"<form [^>]*>", body)
    htmx_forms = [tag for tag in forms if "hx-post" in tag]
    assert len(htmx_forms) >= 3
    for tag in htmx_forms:
        action = re.search(r'action="([^"]+)"', tag)
        hx_post = re.search(r'hx-post="([^"]+)"', tag)
        assert action and hx_post and action.group(1) == hx_post.group(1)
        assert 'method="post"' in tag


def test_it_sends_csrf_with_htmx_requests(client: Client, draft: Draft) -> None:
    body = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    assert 'hx-headers=\'{"X-CSRFToken": "' in body


def test_it_answers_htmx_with_the_workspace_fragment(client: Client, draft: Draft) -> None:
    response = client.get(reverse("builder-draft", args=[draft.key]), headers=HTMX)
    body = response.content.decode()
    assert response.status_code == 200
    assert body.lstrip().startswith('<div id="workspace"')
    assert "<html" not in body
    assert "HX-Request" in response["Vary"]


def test_the_page_offers_the_judges_deal_damage_action(client: Client, draft: Draft) -> None:
    body = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    assert "/judge/deal_damage/" in body


def test_an_unknown_draft_is_404(client: Client, db: None) -> None:
    assert client.get(reverse("builder-draft", args=["nope"])).status_code == 404


@pytest.mark.parametrize("path", ["/b/%00/", "/b/a%20b/", "/s/%00/"])
def test_a_malformed_key_is_404(client: Client, db: None, path: str) -> None:
    assert client.get(path).status_code == 404


def test_it_rejects_post(client: Client, draft: Draft) -> None:
    assert client.post(reverse("builder-draft", args=[draft.key])).status_code == 405
