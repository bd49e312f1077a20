"""Issue 29, point 3: sign-in is throttled per client and per account, never for everyone.

Before: one limit per ``REMOTE_ADDR`` (the proxy's, for every visitor): 80 failed sign-ins from
one client locked everyone out of signing in."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

pytestmark = pytest.mark.django_db
PASSWORD = "a long passphrase 1"


@pytest.fixture
def accounts(settings: Any) -> None:
    settings.RATE_LIMITS = {"logins": (5, 300), "login_failures": (8, 900)}
    settings.TRUSTED_PROXY_COUNT = 1  # behind the TLS proxy: every request from 127.0.0.1
    User.objects.create_user("alice", password=PASSWORD)
    User.objects.create_user("bob", password=PASSWORD)


def sign_in(client_address: str, username: str, password: str) -> int:
    """A new browser each time (no session to carry over), from ``client_address``."""
    return (
        Client()
        .post(
            reverse("login"),
            {"username": username, "password": password},
            headers={"X-Forwarded-For": client_address},
            REMOTE_ADDR="127.0.0.1",
        )
        .status_code
    )


def test_80_failures_from_one_client_lock_out_only_that_client(accounts: None) -> None:
    statuses = [sign_in("198.51.100.66", "alice", "guess") for _ in range(80)]
    assert statuses[:5] == [200] * 5  # the form again, with its error
    assert set(statuses[5:]) == {429}
    # Everyone else still signs in, the attacked account's owner included.
    assert sign_in("198.51.100.2", "bob", PASSWORD) == 302
    assert sign_in("198.51.100.3", "alice", PASSWORD) == 302


def test_failures_for_one_account_from_many_clients_are_throttled_for_that_account(
    accounts: None,
) -> None:
    statuses = [sign_in(f"203.0.113.{n}", "Alice ", "guess") for n in range(10)]
    assert statuses == [200] * 8 + [429] * 2  # case and spaces don't make another account
    refused = Client().post(
        reverse("login"),
        {"username": "alice", "password": PASSWORD},
        headers={"X-Forwarded-For": "203.0.113.99"},
    )
    assert refused.status_code == 429
    body = refused.content.decode()
    assert "Too many failed sign-ins for this account: at most 8 every 15 minutes" in body
    assert int(refused["Retry-After"]) <= 900
    # Other accounts are untouched, from any of those clients.
    assert sign_in("203.0.113.1", "bob", PASSWORD) == 302


def test_a_successful_sign_in_does_not_count_against_the_account(accounts: None) -> None:
    for n in range(12):
        assert sign_in(f"203.0.113.{n}", "bob", PASSWORD) == 302


def test_a_client_over_its_limit_is_told_so(accounts: None) -> None:
    for _ in range(5):
        sign_in("198.51.100.66", "nobody", "guess")
    refused = Client().post(
        reverse("login"),
        {"username": "alice", "password": PASSWORD},
        headers={"X-Forwarded-For": "198.51.100.66"},
    )
    assert refused.status_code == 429
    assert "Too many sign-in attempts from your address: at most 5 every 5 minutes" in (
        refused.content.decode()
    )
