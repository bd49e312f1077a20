"""Load benchmark: the production server under 200 concurrent clients (issue 17, point 9).

    .venv/bin/python bench/load_server.py [--clients 200] [--seconds 60] [--workers N]

Starts what production runs (docs/deploy.md), on 127.0.0.1 only: gunicorn (builder.gunicorn_conf,
several workers) with DJANGO_ENV=production, on a throwaway PostgreSQL cluster and a throwaway
Redis (the cache and the job queue) when their Debian packages are installed, and beside it one
job worker (``manage.py run_jobs``, JOBS_BACKEND=rq); without them SQLite, the local-memory
cache and jobs in threads of the web process (JOBS_BACKEND=thread), and it says so. Loads the built-in examples, makes one draft per client, then runs the clients
(aiohttp, keep-alive) for the given time over a mix of share pages, embeds, oEmbed, preview
images, the home page, builder pages and builder actions (setting life totals), and stops.

Rate limits are off on that server (RATE_LIMITS_ENABLED=0): its load comes from one address
and is not an abuse test (docs/limits.md).

Prints requests, errors, p50 and p99, a line per kind, and the ratio of the share page's
throughput to the home page's (the simplest page) in the same run: after the mix, the same
clients ask for the share pages only, or for the home page only, for ``--ratio-seconds`` each,
in windows taken in turn (share, home, home, share, home, share, share, home): the machine's
load drifts (other work on a shared machine), and windows in that order weigh a drift on both
pages alike, where one window each after the other would put it all on one page. The ratio is
the requests per second of the first over the second. Goals: 0 errors and a ratio of at least
0.8. Stops by itself: the mix, then the single-page windows.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
from _services import free_port, start_postgres, start_redis

PROJECT_ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"  # never anything but loopback
RATIO_GOAL = 0.8
# The single-page windows, in turn: any drift of the machine's load over the run falls on both.
RATIO_WINDOWS = ("share", "home", "home", "share", "home", "share", "share", "home")
MIX = {  # kind: weight
    "share": 30,
    "embed": 15,
    "oembed": 10,
    "preview": 10,
    "home": 10,
    "builder page": 10,
    "builder action": 15,
}
SETUP = """
import json, django
django.setup()
from builder.scenarios import services
from builder.models import Scenario, Visibility
drafts = [services.do_create_draft().key for _ in range({clients})]
revisions = [
    s.public_id for s in Scenario.objects.filter(family__visibility=Visibility.PUBLIC, puzzle=None)
]
print(json.dumps({{"drafts": drafts, "revisions": revisions}}))
"""


@dataclass
class Figures:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    samples: dict[str, str] = field(default_factory=dict)  # kind -> one error, for the report


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if ordered else 0.0


def manage(env: dict[str, str], *args: str) -> str:
    result = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if result.returncode != 0:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{result.stderr}")
    return result.stdout


def start_job_worker(env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    """One job worker beside gunicorn, as production runs it (docs/deploy.md: ``run_jobs``,
    RQ on Redis): without it a job queued by a page (an exploration past the request's
    bound, a puzzle's check) would wait for good, and its page with it."""
    with log.open("wb") as output:
        return subprocess.Popen(
            [sys.executable, "manage.py", "run_jobs"],
            cwd=PROJECT_ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=output,
            start_new_session=True,
        )


def stop_process(process: subprocess.Popen[bytes]) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)


def start_gunicorn(
    env: dict[str, str], port: int, workers: int, errors: Path | None = None
) -> subprocess.Popen[bytes]:
    """gunicorn on ``port``, once /healthz answers; its stderr (tracebacks) into ``errors``."""
    server_env = {**env, "HOST": HOST, "PORT": str(port), "WEB_CONCURRENCY": str(workers)}
    with errors.open("wb") if errors else open(os.devnull, "wb") as error_output:
        process = subprocess.Popen(
            [str(Path(sys.executable).with_name("gunicorn")), "-c", "python:builder.gunicorn_conf"]
            + ["builder.wsgi"],
            cwd=PROJECT_ROOT,
            env=server_env,
            stdout=subprocess.DEVNULL,  # one log line per request: not wanted here
            stderr=error_output,
            start_new_session=True,
        )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit("gunicorn exited while starting")
        try:
            with urllib.request.urlopen(f"http://{HOST}:{port}/healthz", timeout=5) as answer:
                if answer.status == 200:
                    return process
        except OSError:
            time.sleep(0.3)
    process.kill()
    raise SystemExit("gunicorn did not answer /healthz within 120 s")


class Client:
    """One simulated reader/judge: its own draft, its own CSRF cookie, a fixed random seed."""

    def __init__(self, number: int, base: str, draft: str, revisions: list[str]) -> None:
        self.random = random.Random(number)
        self.base = base
        self.draft = draft
        self.revisions = revisions
        self.csrf = ""
        self.kinds = list(MIX)
        self.weights = list(MIX.values())

    def request(self) -> tuple[str, str, str, dict[str, str], dict[str, str] | None]:
        """(kind, method, url, headers, form data) of the next request."""
        kind = self.random.choices(self.kinds, self.weights)[0]
        return self.request_of(kind)

    def request_of(self, kind: str) -> tuple[str, str, str, dict[str, str], dict[str, str] | None]:
        revision = self.random.choice(self.revisions)
        draft = f"{self.base}/b/{self.draft}/"
        if kind == "share":
            step = "?step=1" if self.random.random() < 0.2 else ""
            return kind, "GET", f"{self.base}/s/{revision}/{step}", {}, None
        if kind == "embed":
            return kind, "GET", f"{self.base}/s/{revision}/embed/", {}, None
        if kind == "oembed":
            url = f"{self.base}/oembed?url={self.base}/s/{revision}/"
            return kind, "GET", url, {}, None
        if kind == "preview":
            return kind, "GET", f"{self.base}/s/{revision}/preview.png", {}, None
        if kind == "home":
            return kind, "GET", f"{self.base}/", {}, None
        if kind == "builder page":
            return kind, "GET", draft, {}, None
        life = {"life-life_A": str(self.random.randint(1, 40)), "life-life_B": "20"}
        headers = {
            "HX-Request": "true",
            "X-CSRFToken": self.csrf,
            "Cookie": f"csrftoken={self.csrf}",
        }
        return kind, "POST", f"{draft}life/", headers, life

    async def sign_in(self, session: aiohttp.ClientSession) -> None:
        """Open the draft once: its CSRF cookie (kept by hand: it is Secure, this is plain HTTP
        on loopback, as behind a TLS proxy)."""
        async with session.get(f"{self.base}/b/{self.draft}/") as first:
            await first.read()
            for cookie in first.headers.getall("Set-Cookie", []):
                if cookie.startswith("csrftoken="):
                    self.csrf = cookie.split(";", 1)[0].split("=", 1)[1]

    async def run(
        self,
        session: aiohttp.ClientSession,
        deadline: float,
        figures: Figures,
        only: str | None = None,
    ) -> None:
        while time.monotonic() < deadline:
            kind, method, url, headers, data = self.request_of(only) if only else self.request()
            started = time.perf_counter()
            try:
                async with session.request(method, url, headers=headers, data=data) as answer:
                    await answer.read()
                    status = answer.status
            except (aiohttp.ClientError, TimeoutError) as error:
                figures.errors[kind] += 1
                figures.samples.setdefault(kind, f"{type(error).__name__}: {error}")
                continue
            elapsed = time.perf_counter() - started
            if status != 200:
                figures.errors[kind] += 1
                figures.samples.setdefault(kind, f"HTTP {status} for {method} {url}")
            else:
                figures.latencies[kind].append(elapsed)


@dataclass
class Run:
    mix: Figures
    mix_seconds: float
    alone: dict[str, tuple[int, int, float]]  # kind -> (requests, errors, seconds), run alone
    alone_errors: dict[str, str]  # kind -> one error of its run alone
    windows: dict[str, list[float]]  # kind -> requests per second of each of its windows


async def load(
    base: str, drafts: list[str], revisions: list[str], seconds: float, ratio_seconds: float
) -> Run:
    connector = aiohttp.TCPConnector(limit=len(drafts), force_close=False)
    timeout = aiohttp.ClientTimeout(total=60)
    async with aiohttp.ClientSession(
        connector=connector, timeout=timeout, cookie_jar=aiohttp.DummyCookieJar()
    ) as session:
        # Warm up: every revision's share page (both steps the clients ask for), embed, oEmbed
        # and preview once (what a cache holds after the first reader), not counted.
        for revision in revisions:
            for path in ("/", "?step=1", "embed/", "preview.png"):
                async with session.get(f"{base}/s/{revision}/{path.lstrip('/')}") as answer:
                    await answer.read()
            async with session.get(f"{base}/oembed?url={base}/s/{revision}/") as answer:
                await answer.read()
        clients = [Client(n, base, draft, revisions) for n, draft in enumerate(drafts)]
        await asyncio.gather(*(client.sign_in(session) for client in clients))

        async def phase(length: float, figures: Figures, only: str | None = None) -> float:
            started = time.monotonic()
            deadline = started + length
            await asyncio.gather(*(c.run(session, deadline, figures, only) for c in clients))
            return time.monotonic() - started

        mix = Figures()
        mix_seconds = await phase(seconds, mix)
        # Throughput of one page alone: every client asks for that page only, the same time
        # for each, in windows taken in turn in the same run (same server, same machine load).
        alone: dict[str, tuple[int, int, float]] = {}
        alone_errors: dict[str, str] = {}
        windows: dict[str, list[float]] = defaultdict(list)
        per_window = ratio_seconds * len(set(RATIO_WINDOWS)) / len(RATIO_WINDOWS)
        for kind in RATIO_WINDOWS:
            figures = Figures()
            elapsed = await phase(per_window, figures, kind)
            done = len(figures.latencies.get(kind, []))
            failed = figures.errors.get(kind, 0)
            before = alone.get(kind, (0, 0, 0.0))
            alone[kind] = (before[0] + done + failed, before[1] + failed, before[2] + elapsed)
            windows[kind].append(done / elapsed if elapsed else 0.0)
            alone_errors.update(figures.samples)
        return Run(mix, mix_seconds, alone, alone_errors, dict(windows))


def report(run: Run, clients: int, setting: str) -> bool:
    figures, elapsed = run.mix, run.mix_seconds
    all_latencies = [x for samples in figures.latencies.values() for x in samples]
    errors = sum(figures.errors.values()) + sum(e for _, e, _ in run.alone.values())
    requests = len(all_latencies) + sum(figures.errors.values())
    print(f"load      {clients} clients; {setting}")
    print(f"mix       {requests} requests in {elapsed:.0f} s ({requests / elapsed:.0f}/s)")
    print(
        f"latency   p50 {percentile(all_latencies, 0.5) * 1000:.0f} ms, "
        f"p99 {percentile(all_latencies, 0.99) * 1000:.0f} ms (waiting included: "
        f"{clients} clients keep the server saturated)"
    )
    print()
    print(f"{'kind':16} {'requests':>9} {'errors':>7} {'p50 ms':>8} {'p99 ms':>8}")
    for kind in MIX:
        samples = figures.latencies.get(kind, [])
        print(
            f"{kind:16} {len(samples) + figures.errors.get(kind, 0):>9} "
            f"{figures.errors.get(kind, 0):>7} {percentile(samples, 0.5) * 1000:>8.1f} "
            f"{percentile(samples, 0.99) * 1000:>8.1f}"
        )
    for kind, sample in figures.samples.items():
        print(f"error     {kind}: {sample}")
    print()
    rates = {}
    for kind, (done, failed, seconds) in run.alone.items():
        rates[kind] = (done - failed) / seconds if seconds else 0.0
        each = ", ".join(f"{rate:.0f}" for rate in run.windows.get(kind, []))
        print(
            f"alone     {kind:6} {done} requests in {seconds:.0f} s: {rates[kind]:.0f}/s, "
            f"errors {failed} (windows: {each} /s)"
        )
    for kind, sample in run.alone_errors.items():
        print(f"error     {kind} alone: {sample}")
    ratio = rates["share"] / rates["home"] if rates.get("home") else 0.0
    total = requests + sum(done for done, _, _ in run.alone.values())
    print(f"total     {total} requests, errors {errors}")
    print(f"ratio     share page throughput / home page throughput = {ratio:.2f}")
    ok_errors, ok_ratio = errors == 0, ratio >= RATIO_GOAL
    print(
        f"goal      0 errors: {'OK' if ok_errors else 'MISSED'}; "
        f"ratio >= {RATIO_GOAL}: {'OK' if ok_ratio else 'MISSED'}"
    )
    return ok_errors and ok_ratio


def server_environment(outer: Mapping[str, str], work: Path) -> dict[str, str]:
    """The production server's environment for the benchmark: this one's without its Django,
    database, cache and job settings, then production's, on loopback, rate limits off (the
    load comes from one address; it is not an abuse test)."""
    env = {
        k: v
        for k, v in outer.items()
        if not k.startswith(("DJANGO_", "DATABASE_URL", "REDIS_URL", "JOBS_BACKEND", "RATE_LIMITS"))
    }
    env.update(
        DJANGO_SETTINGS_MODULE="builder.settings",
        DJANGO_ENV="production",
        SECRET_KEY="load-benchmark-only-0123456789abcdefghijklmnopqrstuvwxyz-ABCDEFGHIJ",
        ALLOWED_HOSTS=HOST,
        SECURE_SSL_REDIRECT="0",  # plain HTTP on loopback, as behind a TLS proxy
        STATIC_ROOT=str(work / "static"),
        CARD_INDEX_DIR=str(work / "card-index"),
        LOG_LEVEL="WARNING",
        RATE_LIMITS_ENABLED="0",
    )
    return env


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="The server runs with RATE_LIMITS_ENABLED=0: the load comes from one address "
        "and is not an abuse test.",
    )
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0, help="length of the mixed load")
    parser.add_argument(
        "--ratio-seconds",
        type=float,
        default=20.0,
        help="time each page is asked for alone (in windows taken in turn)",
    )
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count() * 4 + 1)
    options = parser.parse_args()
    stops: list[Callable[[], None]] = []
    work = Path(tempfile.mkdtemp(prefix="stackboard-load-"))
    env = server_environment(os.environ, work)
    server: subprocess.Popen[bytes] | None = None
    worker: subprocess.Popen[bytes] | None = None
    try:
        postgres, redis = start_postgres(), start_redis()
        if postgres:
            env["DATABASE_URL"] = postgres[0]
            stops.append(postgres[1])
        else:
            env["DATABASE_URL"] = f"sqlite:///{work / 'load.sqlite3'}"
        if redis:
            env["REDIS_URL"] = redis[0]
            env["JOBS_BACKEND"] = "rq"  # a queue in Redis, worked by run_jobs (docs/deploy.md)
            stops.append(redis[1])
        else:
            env["JOBS_BACKEND"] = "thread"  # make run's default: a thread of the web process
        setting = (
            f"gunicorn {options.workers} workers on "
            f"{'PostgreSQL' if postgres else 'SQLite (postgresql not installed)'}, cache "
            f"{'Redis' if redis else 'local memory (redis-server not installed)'}, jobs "
            f"{'in Redis, one run_jobs worker' if redis else 'in threads of the web process'}"
        )
        manage(env, "collectstatic", "--noinput", "-v0")
        manage(env, "migrate", "--noinput", "-v0")
        manage(env, "createcachetable")  # the cache without Redis (as make serve does)
        manage(env, "load_builtin")
        data = json.loads(
            subprocess.run(
                [sys.executable, "-c", SETUP.format(clients=options.clients)],
                cwd=PROJECT_ROOT,
                env=env,
                capture_output=True,
                text=True,
                check=True,
            ).stdout.splitlines()[-1]
        )
        if redis:
            worker = start_job_worker(env, work / "run_jobs.log")
        port = free_port()
        server = start_gunicorn(env, port, options.workers)
        base = f"http://{HOST}:{port}"
        run = asyncio.run(
            load(base, data["drafts"], data["revisions"], options.seconds, options.ratio_seconds)
        )
        ok = report(run, options.clients, setting)
        if worker is not None and worker.poll() is not None:
            print(f"job worker stopped during the run: {(work / 'run_jobs.log').read_text()}")
            ok = False
    finally:
        for process in (server, worker):
            if process is not None:
                stop_process(process)
        for stop in reversed(stops):
            stop()
        subprocess.run(["rm", "-rf", str(work)], check=False)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
