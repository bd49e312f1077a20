"""The cache on Redis (issue 17, point 2): ``REDIS_URL`` switches Django's cache to RedisCache
(redis-py), which every worker process shares. Each test starts its own redis-server."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import redis
from django.test import Client
from django.urls import reverse

from builder.sharing import revisioncache, services
from tests.builder.factories import ScenarioFactory
from tests.builder.redis_support import throwaway_redis

ROOT = Path(__file__).resolve().parents[3]


def _redis_cache(url: str) -> dict[str, Any]:
    return {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": url,
            "KEY_PREFIX": "stackboard",
        }
    }


def test_redis_url_selects_djangos_redis_cache_and_local_memory_without_it() -> None:
    script = (
        "import django; django.setup(); from django.conf import settings;"
        "print(settings.CACHES['default']['BACKEND'], settings.CACHES['default']['LOCATION'])"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "REDIS_URL"))}
    env["DJANGO_SETTINGS_MODULE"] = "builder.settings"

    def backend(**extra: str) -> str:
        result = subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env={**env, **extra},
            capture_output=True,
            text=True,
            timeout=60,
        )
        return result.stdout.strip() or result.stderr

    assert backend(REDIS_URL="redis://127.0.0.1:6390/2") == (
        "django.core.cache.backends.redis.RedisCache redis://127.0.0.1:6390/2"
    )
    assert backend() == "django.core.cache.backends.locmem.LocMemCache stackboard"


@pytest.mark.django_db
def test_a_share_page_cached_in_redis_is_served_from_there(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    with throwaway_redis() as url:
        settings.CACHES = _redis_cache(url)
        revision = ScenarioFactory.create()
        built: list[str] = []
        real = services.share_page
        monkeypatch.setattr(
            services, "share_page", lambda r, *a, **k: built.append(r.public_id) or real(r, *a, **k)
        )
        page = reverse("builder-scenario", args=[revision.public_id])
        assert Client().get(page).status_code == 200
        keys = redis.Redis.from_url(url).keys("stackboard:*revision-response:*")
        assert len(keys) == 1
        revisioncache.clear_local()  # as another worker process: only Redis has it
        second = Client().get(page)
        assert second.status_code == 200 and revision.title in second.content.decode()
        assert built == [revision.public_id]


@pytest.mark.django_db
def test_healthz_reports_the_cache_failing_when_redis_is_down(settings: Any) -> None:
    with throwaway_redis() as url:
        settings.CACHES = _redis_cache(url)
        assert Client().get("/healthz").json()["cache"] == "ok"
    # The server has stopped; the settings still point at it.
    settings.CACHES = _redis_cache(url)
    response = Client().get("/healthz")
    assert response.status_code == 503
    assert response.json()["cache"] == "failing: ConnectionError"
    assert response.json()["database"] == "ok"
