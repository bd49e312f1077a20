"""Operations (issue 17, point 8): the request log line, errors on stderr, /healthz, and
``prune_drafts``."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from datetime import timedelta
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache
from django.core.management import CommandError, call_command
from django.db import connection
from django.test import Client
from django.urls import path
from django.utils import timezone

from builder.models import Draft, Scenario
from tests.builder.factories import DraftFactory, ScenarioFactory

LINE = re.compile(
    r"method=(?P<method>\S+) path=(?P<path>\S+) status=(?P<status>\d{3}) "
    r"duration_ms=(?P<duration>\d+\.\d) request_id=(?P<id>[A-Za-z0-9._-]+)$"
)


def _broken_view(request: Any) -> Any:
    raise ZeroDivisionError("the view of this test divides by zero")


urlpatterns = [path("broken/", _broken_view)]
ROOT = Path(__file__).resolve().parents[3]


def _request_lines(caplog: pytest.LogCaptureFixture) -> list[re.Match[str]]:
    found = []
    for record in caplog.records:
        if record.name == "stackboard.requests":
            match = LINE.match(record.getMessage())
            assert match, record.getMessage()
            found.append(match)
    return found


@pytest.mark.django_db
def test_each_request_logs_one_line_with_method_path_status_duration_and_request_id(
    client: Client, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="stackboard.requests")
    response = client.get("/healthz?token=secret-edit-token")
    client.get("/no-such-page/")
    lines = _request_lines(caplog)
    assert [(m["method"], m["path"], m["status"]) for m in lines] == [
        ("GET", "/healthz", "200"),
        ("GET", "/no-such-page/", "404"),
    ]
    # The id comes back in the response; the query string (edit tokens live there) is not logged.
    assert lines[0]["id"] == response["X-Request-ID"]
    assert "secret-edit-token" not in caplog.text


@pytest.mark.django_db
def test_a_proxys_request_id_is_kept_and_a_malformed_one_replaced(
    client: Client, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="stackboard.requests")
    kept = client.get("/healthz", headers={"X-Request-ID": "lb-1234.abc"})
    replaced = client.get("/healthz", headers={"X-Request-ID": "bad id\nstatus=200"})
    assert kept["X-Request-ID"] == "lb-1234.abc"
    assert re.fullmatch(r"[0-9a-f]{32}", replaced["X-Request-ID"])
    assert [m["id"] for m in _request_lines(caplog)] == ["lb-1234.abc", replaced["X-Request-ID"]]


@pytest.mark.django_db
@pytest.mark.urls("tests.builder.operations.test_operations")
def test_a_server_error_is_logged_as_one_line_with_status_500(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger="stackboard.requests")
    response = Client(raise_request_exception=False).get("/broken/")
    assert response.status_code == 500
    assert [(m["path"], m["status"]) for m in _request_lines(caplog)] == [("/broken/", "500")]


def test_a_server_error_goes_to_stderr_with_its_traceback_and_the_request_line_to_stdout(
    tmp_path: Path,
) -> None:
    """In a process of its own, with the settings' logging as configured (not pytest's)."""
    script = (
        "import django; django.setup();"
        "from django.test import Client;"
        "from django.test.utils import override_settings;"
        "override_settings(ROOT_URLCONF='tests.builder.operations.test_operations').enable();"
        "print(Client(raise_request_exception=False).get('/broken/').status_code)"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(
        DJANGO_SETTINGS_MODULE="builder.settings",
        DATABASE_URL=f"sqlite:///{tmp_path / 'errors.sqlite3'}",
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.stdout.splitlines()[-1] == "500", result.stderr
    request_lines = [line for line in result.stdout.splitlines() if "method=" in line]
    assert len(request_lines) == 1 and "path=/broken/ status=500" in request_lines[0]
    assert "Traceback (most recent call last)" in result.stderr
    assert "ZeroDivisionError: the view of this test divides by zero" in result.stderr


@pytest.mark.django_db
def test_healthz_answers_ok_when_the_database_and_the_cache_work(client: Client) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok", "cache": "ok"}
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.django_db
def test_healthz_answers_503_naming_the_cache_when_it_keeps_nothing(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cache, "get", lambda *args, **kwargs: None)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json() == {
        "status": "failing",
        "database": "ok",
        "cache": "failing: RuntimeError",
    }


@pytest.mark.django_db
def test_healthz_answers_503_naming_the_database_when_it_fails(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise connection.Database.OperationalError("the database is down")

    monkeypatch.setattr(connection, "cursor", refuse)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["database"] == "failing: OperationalError"
    assert response.json()["cache"] == "ok"


def _age(draft: Draft, days: int) -> None:
    Draft.objects.filter(pk=draft.pk).update(updated_at=timezone.now() - timedelta(days=days))


@pytest.mark.django_db
def test_prune_drafts_deletes_only_drafts_untouched_for_longer_than_the_age() -> None:
    old, recent, fresh = DraftFactory.create(), DraftFactory.create(), DraftFactory.create()
    _age(old, 31)
    _age(recent, 29)
    saved = ScenarioFactory.create()
    out = StringIO()
    call_command("prune_drafts", stdout=out)
    assert out.getvalue().strip() == "Deleted 1 draft untouched for 30 days."
    assert set(Draft.objects.values_list("pk", flat=True)) == {recent.pk, fresh.pk}
    assert Scenario.objects.filter(pk=saved.pk).exists()  # saved scenarios stay


@pytest.mark.django_db
def test_prune_drafts_takes_the_age_from_days_or_the_setting_and_can_dry_run(
    settings: Any,
) -> None:
    draft = DraftFactory.create()
    _age(draft, 8)
    out = StringIO()
    call_command("prune_drafts", "--days", "7", "--dry-run", stdout=out)
    assert out.getvalue().strip() == "1 draft untouched for 7 days would be deleted."
    assert Draft.objects.filter(pk=draft.pk).exists()
    settings.DRAFT_MAX_AGE_DAYS = 10
    call_command("prune_drafts", stdout=StringIO())
    assert Draft.objects.filter(pk=draft.pk).exists()  # 8 days < 10
    settings.DRAFT_MAX_AGE_DAYS = 5
    call_command("prune_drafts", stdout=StringIO())
    assert not Draft.objects.filter(pk=draft.pk).exists()


def test_prune_drafts_refuses_an_age_below_one_day() -> None:
    with pytest.raises(CommandError, match="--days must be at least 1, got 0"):
        call_command("prune_drafts", "--days", "0")
