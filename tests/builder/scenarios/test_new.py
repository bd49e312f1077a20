from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft

pytestmark = pytest.mark.django_db


def test_it_creates_a_draft_and_opens_the_builder(client: Client) -> None:
    response = client.post(reverse("builder-new"))
    draft = Draft.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("builder-draft", args=[draft.key])
    assert [p["id"] for p in draft.document["players"]] == ["A", "B"]


def test_it_rejects_get(client: Client) -> None:
    assert client.get(reverse("builder-new")).status_code == 405
    assert not Draft.objects.exists()


def test_it_requires_a_csrf_token() -> None:
    client = Client(enforce_csrf_checks=True)
    assert client.post(reverse("builder-new")).status_code == 403
