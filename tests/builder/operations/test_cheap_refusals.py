"""Issue 29, point 7: a refusal costs the server (almost) nothing, so an attacker resending at
once can't buy CPU with it. A throttled sign-in is refused before the password hasher runs
(PBKDF2: about half a second of CPU each in production); a refusal, of a throttled sign-in or
of heavy work while every slot is taken, reads nothing from the database."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.hashers import MD5PasswordHasher
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from pytest_django import DjangoAssertNumQueries

from builder.operations.heavy_work import heavy_work

pytestmark = pytest.mark.django_db
PASSWORD = "a long passphrase 1"


@pytest.fixture
def hashed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every run of the password hasher (checking a password, or hashing one for a user name
    that doesn't exist, as Django does so both take the same time)."""
    runs: list[str] = []
    encode, verify = MD5PasswordHasher.encode, MD5PasswordHasher.verify

    def counted_encode(self: MD5PasswordHasher, password: str, salt: str) -> str:
        runs.append("encode")
        return encode(self, password, salt)

    def counted_verify(self: MD5PasswordHasher, password: str, encoded: str) -> bool:
        runs.append("verify")
        return verify(self, password, encoded)

    monkeypatch.setattr(MD5PasswordHasher, "encode", counted_encode)
    monkeypatch.setattr(MD5PasswordHasher, "verify", counted_verify)
    return runs


@pytest.fixture
def limits(settings: Any) -> None:
    settings.RATE_LIMITS = {"logins": (3, 300), "login_failures": (5, 900)}
    settings.TRUSTED_PROXY_COUNT = 1
    User.objects.create_user("alice", password=PASSWORD)


def _sign_in(address: str, username: str) -> int:
    return (
        Client()
        .post(
            reverse("login"),
            {"username": username, "password": "guess"},
            headers={"X-Forwarded-For": address},
        )
        .status_code
    )


@pytest.mark.usefixtures("limits")
def test_a_client_over_its_sign_in_limit_is_refused_before_the_hasher_runs(
    hashed: list[str], django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    assert [_sign_in("198.51.100.7", name) for name in ("alice", "nobody", "alice")] == [200] * 3
    assert len(hashed) >= 3  # each attempt within the limit checked a password
    hashed.clear()
    with django_assert_num_queries(0):
        assert _sign_in("198.51.100.7", "alice") == 429
    assert hashed == []


@pytest.mark.usefixtures("limits")
def test_an_account_over_its_failure_limit_is_refused_before_the_hasher_runs(
    hashed: list[str],
) -> None:
    assert [_sign_in(f"203.0.113.{n}", "alice") for n in range(5)] == [200] * 5
    hashed.clear()
    assert _sign_in("203.0.113.50", "alice") == 429
    assert hashed == []


def test_a_heavy_request_refused_while_every_slot_is_taken_reads_nothing(
    client: Client, settings: Any, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    settings.HEAVY_WORK_SLOTS = 1
    url = reverse("builder-cards")
    with heavy_work("search"), django_assert_num_queries(0):
        assert client.get(url, {"q": "o:/deals? \\d+ damage/"}).status_code == 503


@pytest.mark.usefixtures("limits")
def test_a_sign_in_while_every_password_slot_is_taken_is_refused_before_the_hasher_runs(
    hashed: list[str], settings: Any
) -> None:
    # A burst of sign-ins can't hold every worker: one password check at a time over the site
    # (PASSWORD_CHECK_SLOTS), the others answered 503 at once, with nothing checked.
    settings.PASSWORD_CHECK_SLOTS = 1
    with heavy_work("sign-in"):
        response = Client().post(
            reverse("login"),
            {"username": "alice", "password": PASSWORD},
            headers={"X-Forwarded-For": "198.51.100.9"},
        )
    assert response.status_code == 503
    assert response["Retry-After"] == "2"
    assert "busy with other sign-ins" in response.content.decode()
    assert hashed == []
    # Free again, the same sign-in goes through.
    assert _sign_in("198.51.100.9", "alice") == 200
    assert hashed != []


@pytest.mark.usefixtures("limits")
def test_other_heavy_work_never_takes_the_password_slot(settings: Any) -> None:
    # Regex searches and pastes hold the heavy-work pool, not the password pool: under an
    # attack of searches people can still sign in.
    settings.HEAVY_WORK_SLOTS = 1
    settings.PASSWORD_CHECK_SLOTS = 1
    with heavy_work("search"):
        assert _sign_in("198.51.100.10", "alice") == 200


def test_a_sign_up_while_every_password_slot_is_taken_creates_nobody(settings: Any) -> None:
    settings.PASSWORD_CHECK_SLOTS = 1
    with heavy_work("sign-in"):
        response = Client().post(
            reverse("builder-signup"),
            {"username": "carol", "password1": PASSWORD, "password2": PASSWORD},
        )
    assert response.status_code == 503
    assert not User.objects.filter(username="carol").exists()
