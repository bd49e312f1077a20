from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.test import Client, RequestFactory
from django.urls import reverse

from builder.operations.security import ContentSecurityPolicyMiddleware, allow_framing

ROOT = Path(__file__).resolve().parents[3]
PRODUCTION_ENV = {
    "DJANGO_ENV": "production",
    "SECRET_KEY": "k3y-for-the-deploy-check-only-9f8e7d6c5b4a3210-zyxwvutsrqponmlkjihg",
    "ALLOWED_HOSTS": "stackboard.example",
}


@pytest.mark.django_db
def test_every_page_forbids_framing_and_foreign_content(client: Client) -> None:
    response = client.get(reverse("builder-home"))
    csp = response["Content-Security-Policy"]
    assert "default-src 'self'" in csp
    assert "frame-ancestors 'none'" in csp
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"


def _through_middleware(view: Callable[[HttpRequest], HttpResponse]) -> HttpResponseBase:
    request = RequestFactory().get("/embed/")
    response = XFrameOptionsMiddleware(view).process_response(request, view(request))
    return ContentSecurityPolicyMiddleware(lambda request: response)(request)


def test_allow_framing_lets_any_site_embed_the_view() -> None:
    @allow_framing
    def embed(request: HttpRequest) -> HttpResponse:
        return HttpResponse("board")

    response = _through_middleware(embed)
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    assert "X-Frame-Options" not in response


def test_views_without_allow_framing_stay_unframeable() -> None:
    response = _through_middleware(lambda request: HttpResponse("board"))
    assert "frame-ancestors 'none'" in response["Content-Security-Policy"]
    assert response["X-Frame-Options"] == "DENY"


def _manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "SECRET_KEY"))}
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_production_settings_pass_the_deploy_check() -> None:
    result = _manage("check", "--deploy", "--fail-level", "WARNING", env=PRODUCTION_ENV)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


@pytest.mark.parametrize("missing", ["SECRET_KEY", "ALLOWED_HOSTS"])
def test_production_refuses_to_start_without(missing: str) -> None:
    env = {k: v for k, v in PRODUCTION_ENV.items() if k != missing}
    result = _manage("check", env=env)
    assert result.returncode != 0
    assert f"{missing} must be set" in result.stderr
