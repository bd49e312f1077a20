from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from tests.builder.conftest import HTMX

pytestmark = pytest.mark.django_db


def url(draft: Draft) -> str:
    return reverse("builder-set-life", args=[draft.key])


def lives(draft: Draft) -> dict[str, int]:
    draft.refresh_from_db()
    return {p["id"]: p["life"] for p in draft.document["players"]}


def test_it_sets_every_life_total_and_redirects(client: Client, draft: Draft) -> None:
    response = client.post(url(draft), {"life-life_A": "15", "life-life_B": "7"})
    assert response.status_code == 302
    assert response["Location"] == reverse("builder-draft", args=[draft.key]) + "#game"
    assert lives(draft) == {"A": 15, "B": 7}


def test_it_answers_htmx_with_the_new_board(client: Client, draft: Draft) -> None:
    response = client.post(url(draft), {"life-life_A": "3", "life-life_B": "20"}, headers=HTMX)
    assert response.status_code == 200
    body = response.content.decode()
    assert body.lstrip().startswith('<div id="workspace"')
    assert 'data-testid="life-A">Life <strong>3</strong>' in body
    assert lives(draft) == {"A": 3, "B": 20}


def test_it_clears_the_log_of_the_last_action(client: Client, draft: Draft) -> None:
    draft.log = [{"kind": "damage", "text": "old", "rules": ["120.3"], "objects": []}]
    draft.save()
    client.post(url(draft), {"life-life_A": "20", "life-life_B": "20"})
    draft.refresh_from_db()
    assert draft.log == []


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize("value", ["", "ten", "1.5", "99999999999"])
def test_it_rerenders_invalid_input_with_an_error(
    client: Client, draft: Draft, headers: dict[str, str], value: str
) -> None:
    response = client.post(url(draft), {"life-life_A": value, "life-life_B": "20"}, headers=headers)
    assert response.status_code == 400
    assert 'class="errorlist' in response.content.decode()
    assert ("<html" in response.content.decode()) == (not headers)
    assert lives(draft) == {"A": 20, "B": 20}


def test_it_rejects_get(client: Client, draft: Draft) -> None:
    assert client.get(url(draft)).status_code == 405


def test_an_unknown_draft_is_404(client: Client, db: None) -> None:
    response = client.post(reverse("builder-set-life", args=["nope"]), {"life-life_A": "1"})
    assert response.status_code == 404
