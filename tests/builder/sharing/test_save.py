from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft, Scenario

pytestmark = pytest.mark.django_db


def url(draft: Draft) -> str:
    return reverse("builder-save", args=[draft.key])


def test_it_saves_a_copy_and_opens_its_share_page(client: Client, bears_draft: Draft) -> None:
    bears_draft.log = [
        {"kind": "note", "text": "hi", "rules": [], "objects": [], "detail": "player"}
    ]
    bears_draft.save()
    response = client.post(url(bears_draft), {"title": "Bears"})
    saved = Scenario.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("builder-scenario", args=[saved.public_id])
    assert (saved.title, saved.document, saved.log) == (
        "Bears",
        bears_draft.document,
        bears_draft.log,
    )
    assert len(saved.public_id) == 11


def test_the_draft_can_go_on_after_saving(client: Client, bears_draft: Draft) -> None:
    client.post(url(bears_draft), {"title": ""})
    client.post(
        reverse("builder-set-life", args=[bears_draft.key]),
        {"life-life_A": "1", "life-life_B": "1"},
    )
    assert Scenario.objects.get().document["players"][0]["life"] == 20


def test_a_too_long_title_is_rerendered_with_an_error(client: Client, draft: Draft) -> None:
    response = client.post(url(draft), {"title": "x" * 201})
    assert response.status_code == 400
    assert 'class="errorlist' in response.content.decode()
    assert not Scenario.objects.exists()


def test_it_rejects_get(client: Client, draft: Draft) -> None:
    assert client.get(url(draft)).status_code == 405


def test_a_saved_scenario_is_immutable(db: None, client: Client, draft: Draft) -> None:
    client.post(url(draft), {"title": "first"})
    saved = Scenario.objects.get()
    saved.title = "changed"
    with pytest.raises(ValueError, match="immutable"):
        saved.save()
