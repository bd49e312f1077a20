"""Serving as production does (issue 17, point 1): ``DJANGO_ENV=production`` behind gunicorn,
static files collected with hashed names and served by WhiteNoise, compressed and cached for a
year. Each test starts its own server on a free loopback port."""

from __future__ import annotations

import gzip
import re
import urllib.request
from pathlib import Path

import pytest

from tests.builder.production_server import gunicorn, manage, production_env

pytestmark = pytest.mark.slow

STATIC_URL = re.compile(r'(?:href|src)="(/static/[^"]+)"')
HASHED = re.compile(r"\.[0-9a-f]{12}\.(?:css|js|svg)$")


def _get(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as answer:
        return answer.status, {k.lower(): v for k, v in answer.headers.items()}, answer.read()


def test_a_production_server_serves_the_pages_with_their_hashed_static_files(
    tmp_path: Path,
) -> None:
    env = production_env(tmp_path)
    manage("collectstatic", "--noinput", "-v0", env=env)
    assert (tmp_path / "static" / "staticfiles.json").exists()  # the manifest of hashed names
    manage("migrate", "--noinput", "-v0", env=env)
    manage("createcachetable", env=env)  # no REDIS_URL: production's cache is the database
    with gunicorn(env) as base:
        status, _, body = _get(f"{base}/")
        assert status == 200
        urls = STATIC_URL.findall(body.decode())
        # The page's CSS, its script and htmx (served by django-htmx, no CDN), all hashed.
        assert any("/css/base." in u for u in urls)
        assert any("/js/editor." in u for u in urls)
        assert any("htmx" in u for u in urls)
        assert all(HASHED.search(u) for u in urls), urls
        for url in urls:
            status, headers, content = _get(f"{base}{url}", **{"Accept-Encoding": "gzip"})
            assert status == 200
            assert content, url
            assert "immutable" in headers["cache-control"]
            assert int(re.search(r"max-age=(\d+)", headers["cache-control"])[1]) >= 31_536_000  # type: ignore[index]
            if url.endswith((".css", ".js")):
                assert headers["content-encoding"] == "gzip"
                assert gzip.decompress(content)
        css = next(u for u in urls if "/css/base." in u)
        assert _get(f"{base}{css}")[1]["content-type"].startswith("text/css")


def test_the_deploy_check_is_clean_with_the_serving_settings(tmp_path: Path) -> None:
    env = production_env(tmp_path, SECURE_SSL_REDIRECT="1")
    result = manage("check", "--deploy", "--fail-level", "WARNING", env=env)
    assert "no issues" in result.stdout
