"""bench/load_server.py runs the production server with rate limits off: its 200 clients come
from one address, and the load benchmark is not an abuse test (issue 17, point 9)."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench"


@pytest.fixture
def load_server(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCH))  # its helpers sit beside it (bench/_services.py)
    return importlib.import_module("load_server")


def test_the_benchmarks_server_has_rate_limits_off_whatever_the_outer_environment_says(
    load_server: ModuleType, tmp_path: Path
) -> None:
    outer = {"RATE_LIMITS_ENABLED": "1", "DJANGO_ENV": "development", "PATH": "/usr/bin"}
    env = load_server.server_environment(outer, tmp_path)
    assert env["RATE_LIMITS_ENABLED"] == "0"
    assert env["DJANGO_ENV"] == "production"
    assert env["PATH"] == "/usr/bin"


def test_its_help_says_the_rate_limits_are_off() -> None:
    shown = subprocess.run(
        [sys.executable, str(BENCH / "load_server.py"), "--help"],
        capture_output=True,
        text=True,
        check=True,
        cwd=BENCH.parent,
    ).stdout
    assert "RATE_LIMITS_ENABLED=0" in shown


def test_the_hostile_benchmarks_server_has_rate_limits_on_behind_one_trusted_proxy(
    load_server: ModuleType, tmp_path: Path
) -> None:
    """bench/hostile_load.py (issue 29, point 7) is the abuse test: its clients stand behind
    one proxy, each under its own X-Forwarded-For address, and the limits must hold."""
    hostile = importlib.import_module("hostile_load")
    outer = {"RATE_LIMITS_ENABLED": "0", "TRUSTED_PROXY_COUNT": "0", "PATH": "/usr/bin"}
    env = hostile.hostile_environment(outer, tmp_path)
    assert env["RATE_LIMITS_ENABLED"] == "1"
    assert env["TRUSTED_PROXY_COUNT"] == "1"
    assert env["SECURE_SSL_REDIRECT"] == "1"
    assert env["SECURE_PROXY_SSL_HEADER_NAME"] == "HTTP_X_FORWARDED_PROTO"
    assert env["DJANGO_ENV"] == "production"


def test_the_hostile_benchmark_runs_at_least_60_seconds() -> None:
    refused = subprocess.run(
        [sys.executable, str(BENCH / "hostile_load.py"), "--seconds", "10"],
        capture_output=True,
        text=True,
        cwd=BENCH.parent,
    )
    assert refused.returncode == 2
    assert "--seconds must be at least 60" in refused.stderr
