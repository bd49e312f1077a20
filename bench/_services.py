"""Throwaway services for benchmarks: PostgreSQL and Redis on free loopback ports, in temporary
directories, stopped and removed on exit (as .ci/run does for PostgreSQL).  Each returns None
when its Debian package isn't installed, and the benchmark says what it ran on instead."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

Stop = Callable[[], None]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _as_postgres(command: list[str]) -> list[str]:
    # initdb refuses to run as root; CI and this machine run as root.
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


def start_postgres() -> tuple[str, Stop] | None:
    """A PostgreSQL cluster on 127.0.0.1; (DATABASE_URL, stop) or None without postgresql."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not found:
        return None
    bindir = Path(found[-1]).parent
    directory = Path(tempfile.mkdtemp(prefix="stackboard-bench-pg-"))
    if os.geteuid() == 0:
        shutil.chown(directory, "postgres")
    port = free_port()
    data = directory / "data"

    def stop() -> None:
        subprocess.run(
            _as_postgres([str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "stop"]),
            capture_output=True,
            check=False,
        )
        shutil.rmtree(directory, ignore_errors=True)

    try:
        subprocess.run(
            _as_postgres(
                [str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust"]
                + ["--encoding=UTF8", "--no-sync"]
            ),
            capture_output=True,
            check=True,
        )
        subprocess.run(
            _as_postgres(
                [str(bindir / "pg_ctl"), "-D", str(data), "-l", str(directory / "server.log")]
                + ["-w", "-o", f"-h 127.0.0.1 -p {port} -k {directory} -F -c max_connections=200"]
                + ["start"]
            ),
            capture_output=True,
            check=True,
        )
        subprocess.run(
            _as_postgres(
                [str(bindir / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "postgres"]
                + ["stackboard"]
            ),
            capture_output=True,
            check=True,
        )
    except subprocess.CalledProcessError as error:
        stop()
        print(f"PostgreSQL did not start ({error.stderr.decode(errors='replace').strip()})")
        return None
    return f"postgres://postgres@127.0.0.1:{port}/stackboard", stop


def start_redis() -> tuple[str, Stop] | None:
    """A Redis server on 127.0.0.1, nothing on disk; (REDIS_URL, stop) or None without it."""
    binary = shutil.which("redis-server")
    if binary is None:
        return None
    directory = tempfile.mkdtemp(prefix="stackboard-bench-redis-")
    port = free_port()
    process = subprocess.Popen(
        [binary, "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no"]
        + ["--dir", directory, "--maxmemory", "256mb", "--maxmemory-policy", "allkeys-lru"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def stop() -> None:
        process.terminate()
        process.wait(timeout=20)
        shutil.rmtree(directory, ignore_errors=True)

    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as connection:
                connection.sendall(b"PING\r\n")
                if connection.recv(16).startswith(b"+PONG"):
                    return f"redis://127.0.0.1:{port}/0", stop
        except OSError:
            time.sleep(0.1)
    stop()
    return None
