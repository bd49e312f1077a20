"""The edit link: a secret token is the only way to edit; no token or a wrong one gets 403."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft, Scenario
from tests.builder.sharing_helpers import save, two_step_draft

pytestmark = pytest.mark.django_db

ANNOTATIONS = {"title": "New title", "description": "", "visibility": "unlisted"}


@pytest.fixture
def shared(bears_draft: Draft) -> tuple[Scenario, str]:
    return save(bears_draft, "Bears")


def edit_url(revision: Scenario) -> str:
    return reverse("builder-scenario-edit", args=[revision.public_id])


def test_the_edit_link_opens_the_edit_page(client: Client, shared: tuple[Scenario, str]) -> None:
    revision, token = shared
    response = client.get(edit_url(revision), {"token": token})
    assert response.status_code == 200
    body = response.content.decode()
    assert "Save as a new revision" in body and "Open in the builder" in body
    assert "no-store" in response["Cache-Control"]


@pytest.mark.parametrize("token", [None, "", "wrong", "x" * 43, "y" * 5000])
@pytest.mark.parametrize(
    ("name", "method", "data"),
    [
        ("builder-scenario-edit", "get", {}),
        ("builder-scenario-annotate", "post", ANNOTATIONS),
        ("builder-scenario-open", "post", {}),
    ],
)
def test_no_token_or_a_wrong_token_is_forbidden(
    client: Client,
    shared: tuple[Scenario, str],
    token: str | None,
    name: str,
    method: str,
    data: dict[str, str],
) -> None:
    revision, _ = shared
    payload = dict(data) if token is None else {**data, "token": token}
    response = getattr(client, method)(reverse(name, args=[revision.public_id]), payload)
    assert response.status_code == 403
    assert revision.family.revisions.count() == 1
    assert Draft.objects.count() == 1  # no new draft from "open in the builder"


def test_another_scenarios_token_is_forbidden(client: Client, shared: tuple[Scenario, str]) -> None:
    revision, _ = shared
    _, other_token = save(two_step_draft(), "Other")
    response = client.get(edit_url(revision), {"token": other_token})
    assert response.status_code == 403


def test_annotating_makes_a_new_revision_and_returns_to_its_edit_page(
    client: Client, shared: tuple[Scenario, str]
) -> None:
    revision, token = shared
    response = client.post(
        reverse("builder-scenario-annotate", args=[revision.public_id]),
        {**ANNOTATIONS, "token": token, "note_0": "Look at [[Grizzly Bears]]"},
    )
    newest = revision.family.revisions.get(number=2)
    assert response.status_code == 302
    assert response["Location"].startswith(edit_url(newest))
    assert (newest.title, newest.notes) == ("New title", {"0": "Look at [[Grizzly Bears]]"})
    assert Scenario.objects.get(pk=revision.pk).title == "Bears"


def test_unchanged_annotations_make_no_revision(
    client: Client, shared: tuple[Scenario, str]
) -> None:
    revision, token = shared
    client.post(
        reverse("builder-scenario-annotate", args=[revision.public_id]),
        {"title": "Bears", "description": "", "visibility": "public", "token": token},
    )
    revision.family.refresh_from_db()
    assert (revision.family.revisions.count(), revision.family.visibility) == (1, "public")


def test_invalid_annotations_rerender_the_form(
    client: Client, shared: tuple[Scenario, str]
) -> None:
    revision, token = shared
    response = client.post(
        reverse("builder-scenario-annotate", args=[revision.public_id]),
        {"title": "x" * 201, "visibility": "everyone", "token": token},
    )
    assert response.status_code == 400
    assert 'class="errorlist' in response.content.decode()


def test_open_in_builder_gives_a_draft_that_continues_the_family(
    client: Client, shared: tuple[Scenario, str]
) -> None:
    revision, token = shared
    response = client.post(
        reverse("builder-scenario-open", args=[revision.public_id]), {"token": token}
    )
    assert response.status_code == 302
    key = response["Location"].split("/")[2]
    client.post(reverse("builder-save", args=[key]), {"title": ""})
    newest = revision.family.revisions.get(number=2)
    assert newest.title == "Bears"  # a blank title keeps the one it was opened from


def test_edit_endpoints_reject_the_wrong_method(
    client: Client, shared: tuple[Scenario, str]
) -> None:
    revision, token = shared
    assert client.post(edit_url(revision), {"token": token}).status_code == 405
    for name in ("builder-scenario-annotate", "builder-scenario-open"):
        url = reverse(name, args=[revision.public_id])
        assert client.get(url, {"token": token}).status_code == 405


def test_an_unknown_scenario_is_404(client: Client) -> None:
    assert client.get(reverse("builder-scenario-edit", args=["nope"])).status_code == 404
