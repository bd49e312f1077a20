"""Visibility: public (listed on /browse/), unlisted (the default), private (edit link only)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft, Scenario
from tests.builder.sharing_helpers import save

pytestmark = pytest.mark.django_db

READ_PAGES = (
    "builder-scenario",
    "builder-scenario-latest",
    "builder-embed",
    "builder-scenario-preview",
    "builder-scenario-json",
    "builder-scenario-question",
)


def test_unlisted_is_the_default_and_is_not_browsable(client: Client, bears_draft: Draft) -> None:
    revision, _ = save(bears_draft, "Quiet")
    assert revision.family.visibility == "unlisted"
    assert client.get(reverse("builder-scenario", args=[revision.public_id])).status_code == 200
    assert "Quiet" not in client.get(reverse("builder-browse")).content.decode()


def test_public_scenarios_are_listed_at_their_newest_revision(
    client: Client, bears_draft: Draft
) -> None:
    first, _ = save(bears_draft, "Loud one", visibility="public")
    second, _ = save(bears_draft, "Loud two")
    body = client.get(reverse("builder-browse")).content.decode()
    assert "Loud two" in body and "Loud one" not in body
    assert reverse("builder-scenario", args=[second.public_id]) in body


def test_browse_pages(client: Client, bears_draft: Draft) -> None:
    save(bears_draft, "Loud", visibility="public")
    assert client.get(reverse("builder-browse"), {"page": "9"}).status_code == 200
    assert client.get(reverse("builder-browse"), {"page": "x"}).status_code == 200


@pytest.fixture
def private(bears_draft: Draft) -> tuple[Scenario, str]:
    return save(bears_draft, "Secret", visibility="private")


@pytest.mark.parametrize("name", READ_PAGES)
def test_private_pages_are_404_without_the_edit_token(
    client: Client, private: tuple[Scenario, str], name: str
) -> None:
    revision, token = private
    url = reverse(name, args=[revision.public_id])
    assert client.get(url).status_code == 404
    assert client.get(url, {"token": "wrong"}).status_code == 404
    assert client.get(url, {"token": token}).status_code in (200, 302)


def test_private_scenarios_are_not_listed_or_embedded(
    client: Client, private: tuple[Scenario, str]
) -> None:
    revision, _ = private
    assert "Secret" not in client.get(reverse("builder-browse")).content.decode()
    url = "http://testserver" + reverse("builder-scenario", args=[revision.public_id])
    assert client.get(reverse("builder-oembed"), {"url": url}).status_code == 404


def test_saving_a_private_scenario_lands_on_its_page_with_the_token(
    client: Client, bears_draft: Draft
) -> None:
    response = client.post(
        reverse("builder-save", args=[bears_draft.key]), {"title": "Hush", "visibility": "private"}
    )
    assert response.status_code == 302
    assert client.get(response["Location"]).status_code == 200


def test_a_private_scenario_can_be_forked_only_with_its_token(
    client: Client, private: tuple[Scenario, str]
) -> None:
    revision, token = private
    url = reverse("builder-scenario-fork", args=[revision.public_id])
    assert client.post(url).status_code == 404
    assert client.post(url, {"token": token}).status_code == 302
