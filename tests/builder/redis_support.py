"""A throwaway Redis server for tests: Debian's redis-server on a free loopback port, no disk.

Outside CI a missing redis-server skips the test with the reason; in CI (CI=true) it fails:
.ci/run installs redis-server, so there it must run."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import redis

from tests.builder.production_server import free_port


def redis_server_binary() -> str:
    found = shutil.which("redis-server") or (
        "/usr/bin/redis-server" if os.path.exists("/usr/bin/redis-server") else None
    )
    if found is None:
        message = "redis-server is not installed (Debian package redis-server)"
        if os.environ.get("CI"):
            pytest.fail(f"{message}: .ci/run should have installed it")
        pytest.skip(message)
    return found


@contextmanager
def throwaway_redis() -> Iterator[str]:
    """A Redis server for the block; yields its URL."""
    binary = redis_server_binary()
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="stackboard-redis-") as directory:
        process = subprocess.Popen(
            [
                binary,
                "--bind", "127.0.0.1",
                "--port", str(port),
                "--save", "",
                "--appendonly", "no",
                "--dir", directory,
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        url = f"redis://127.0.0.1:{port}/0"
        try:
            client = redis.Redis.from_url(url)
            deadline = time.monotonic() + 20
            while True:
                try:
                    if client.ping():
                        break
                except redis.ConnectionError:
                    if process.poll() is not None or time.monotonic() > deadline:
                        raise AssertionError("redis-server did not start") from None
                    time.sleep(0.1)
            client.close()
            yield url
        finally:
            process.terminate()
            process.wait(timeout=20)
