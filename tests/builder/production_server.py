"""A throwaway production server for tests: ``DJANGO_ENV=production``, collectstatic, migrate,
then gunicorn (builder.gunicorn_conf) on a free loopback port, stopped when the block ends."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SECRET = "k3y-for-the-production-tests-only-0123456789abcdef-zyxwvutsrqponmlkjihg"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def production_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    clean = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "SECRET_KEY", "REDIS_URL", "JOBS_BACKEND"))
    }
    database = os.environ.get("DATABASE_URL") or f"sqlite:///{tmp_path / 'production.sqlite3'}"
    return {
        **clean,
        "DJANGO_ENV": "production",
        "SECRET_KEY": SECRET,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECURE_SSL_REDIRECT": "0",
        "STATIC_ROOT": str(tmp_path / "static"),
        "DATABASE_URL": database,
        **extra,
    }


def manage(*args: str, env: Mapping[str, str]) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=dict(env),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, f"manage.py {' '.join(args)}:\n{result.stderr}"
    return result


@contextmanager
def gunicorn(env: Mapping[str, str], *, workers: int = 2) -> Iterator[str]:
    """gunicorn on 127.0.0.1 with ``env``; yields the base URL once /healthz answers."""
    port = free_port()
    server_env = {**env, "HOST": "127.0.0.1", "PORT": str(port), "WEB_CONCURRENCY": str(workers)}
    gunicorn_bin = Path(sys.executable).with_name("gunicorn")
    with tempfile.TemporaryFile(mode="w+") as errors:
        process = subprocess.Popen(
            [str(gunicorn_bin), "-c", "python:builder.gunicorn_conf", "builder.wsgi"],
            cwd=ROOT,
            env=server_env,
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 120
            while True:
                if process.poll() is not None:
                    errors.seek(0)
                    raise AssertionError(f"gunicorn exited: {errors.read()}")
                try:
                    with urllib.request.urlopen(f"{base}/healthz", timeout=10) as answer:
                        if answer.status == 200:
                            break
                except OSError:  # not listening yet, or too busy to answer in time (a loaded CI)
                    pass
                if time.monotonic() > deadline:
                    raise AssertionError("gunicorn did not answer /healthz within 120 s")
                time.sleep(0.3)
            yield base
        finally:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
