"""Optional accounts: sign up, sign in and out, and "My scenarios"."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from builder.models import Draft, Scenario
from tests.builder.sharing_helpers import save

pytestmark = pytest.mark.django_db

PASSWORD = "correct horse battery staple 42"


@pytest.fixture
def alice(db: None) -> User:
    return User.objects.create_user("alice", password=PASSWORD)


def test_my_scenarios_needs_an_account(client: Client) -> None:
    response = client.get(reverse("builder-mine"))
    assert response.status_code == 302
    assert response["Location"] == f"{reverse('login')}?next={reverse('builder-mine')}"


def test_signing_up_signs_in(client: Client) -> None:
    response = client.post(
        reverse("builder-signup"),
        {"username": "bob", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert response.status_code == 302
    assert client.get(reverse("builder-mine")).status_code == 200


def test_a_bad_sign_up_rerenders_the_form(client: Client) -> None:
    response = client.post(reverse("builder-signup"), {"username": "bob", "password1": "x"})
    assert response.status_code == 400
    assert 'class="errorlist' in response.content.decode()


def test_signing_in_and_out(client: Client, alice: User) -> None:
    response = client.post(reverse("login"), {"username": "alice", "password": PASSWORD})
    assert response["Location"] == reverse("builder-mine")
    assert "My scenarios" in client.get(reverse("builder-home")).content.decode()
    client.post(reverse("logout"))
    assert client.get(reverse("builder-mine")).status_code == 302


def test_scenarios_saved_while_signed_in_are_listed(
    client: Client, alice: User, bears_draft: Draft
) -> None:
    client.force_login(alice)
    client.post(reverse("builder-save", args=[bears_draft.key]), {"title": "Mine"})
    client.post(reverse("builder-save", args=[bears_draft.key]), {"title": "Mine, again"})
    save(Draft.objects.create(document=bears_draft.document), "Someone else's")
    body = client.get(reverse("builder-mine")).content.decode()
    assert "Mine, again" in body
    assert "Mine</a>" not in body  # only the newest revision of each
    assert "Someone else" not in body
    assert Scenario.objects.filter(family__owner=alice).count() == 2


def test_no_account_is_needed_to_save(client: Client, bears_draft: Draft) -> None:
    client.post(reverse("builder-save", args=[bears_draft.key]), {"title": "Anonymous"})
    assert Scenario.objects.get().family.owner is None
