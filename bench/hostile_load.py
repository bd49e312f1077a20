"""Hostile-load benchmark: ordinary readers while attackers send the heaviest requests they may
(issue 29, point 7).

    .venv/bin/python bench/hostile_load.py [--seconds 60] [--readers 50] [--attackers 2]
                                           [--only KIND ...]

Starts what production runs (docs/deploy.md), on 127.0.0.1 only and as ``make serve`` sets it
up behind its TLS proxy: gunicorn with DJANGO_ENV=production on a throwaway PostgreSQL cluster
and a throwaway Redis (the cache and the job queue), one job worker (``run_jobs``), rate limits
ON, ``TRUSTED_PROXY_COUNT=1`` and ``X-Forwarded-Proto`` believed.  Every client here plays the
proxy's part too: it sends ``X-Forwarded-Proto: https`` and ``X-Forwarded-For: <its own
address>``, so the server sees each client under its own address, as behind the real proxy.
Without the Debian packages it falls back as ``bench/load_server.py`` does, and says so.

For ``--seconds`` (at least 60), ``--attackers`` clients of each kind send, back to back:

- paste: a new draft, then the heaviest board notation the form takes (as many objects as the
  builder's cap allows, 300 today, and its 40 ``advance`` actions, within its character limit)
- explore: every outcome of a pending ``deal_damage`` meeting 8 damage replacements (4 Ghosts
  of the Innocent, 4 Furnace of Rath), ``/b/<key>/outcomes/``, over 20 such drafts
- junk-token share: a 2,000-object board's share page (and the exploration's saved ruling)
  with a new ``?token=`` each time
- regex search: the most regular expressions a card search takes, each backtracking without end
- oembed: the 2,000-object board's oEmbed with a new ``maxwidth`` each time
- publish: a puzzle published again and again (6 attackers against 6 blockers: its check runs
  to the search bound), on 10 revisions
- sign-in: failed sign-ins, all from one address

Attackers other than sign-in spread their requests over 20 addresses each (a small botnet), so
the rate limits (per address) slow them less than one address would.  Meanwhile ``--readers``
ordinary readers, each from its own address, load the home page, share pages and embeds of the
built-in examples (warmed once before), one request at a time with 0.5 to 1.5 s between them.
Halfway through, one address uses up its new-draft limit and a second address then asks for a
draft and signs in (failing): neither must be refused for the first's count or the sign-in
attacker's.

``--only KIND`` (repeatable) runs only those attacks, to see which one costs the readers what;
``--attackers 0`` runs the readers alone (the machine's own baseline).

Prints the readers' requests, errors and p50/p99 (goals: 0 errors, p99 <= 1 s), when their
answers over 1 s came (5 s windows: a burst points at one event, such as the halfway check, an
even spread at a machine short of CPU), what each attack got, the rate-limit check, and the
server's logged errors.  Exit status 0 only when the
goals are met.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

import aiohttp
from _services import free_port, start_postgres, start_redis
from load_server import (
    HOST,
    PROJECT_ROOT,
    manage,
    percentile,
    server_environment,
    start_gunicorn,
    start_job_worker,
    stop_process,
)

P99_GOAL = 1.0  # seconds, the readers' 99th percentile
MIN_SECONDS = 60.0
ADDRESSES_PER_ATTACK = 20
READER_PAGES = ("home", "share", "embed")
# Backtracks exponentially on rules text without a digit (tests/builder/cards/test_card_search_limits.py).
SLOW_REGEX = r"o:/^(\w|\w\w|\s)*{tail}/"
REGEX_TAILS = (r"\d", r"[0-9]", r"\d{1}", r"[\d]", r"(?:\d)", r"\d{1,1}", r"[0-9]{1}")

SETUP = """
import json, django
django.setup()
import engine
from builder.models import Draft, Scenario, Visibility
from builder.scenarios.services.notation import MAX_NOTATION_CHARS, MAX_ACTIONS, do_paste_board
from builder.sharing.services.revisions import do_save

def board(per_side, card):
    return {
        "players": [
            {"id": "A", "name": "Alice", "battlefield": [{"id": f"a{n}", "card": card} for n in range(per_side)]},
            {"id": "B", "name": "Bob", "battlefield": [{"id": f"b{n}", "card": card} for n in range(per_side)]},
        ],
        "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
    }

def saved(document, title):
    draft = Draft.objects.create(document=engine.dump(engine.load(document)))
    result = do_save(draft, title, visibility="public")
    return result.revision.public_id, result.edit_token

heavy, _ = saved(board(1000, "Grizzly Bears"), "Two thousand bears")
replacements = "; ".join(["Ghosts of the Innocent"] * 4 + ["Furnace of Rath"] * 4)
exploration = (
    "turn 3 A precombat_main\\n"
    "player A Alice 20\\n"
    f"  battlefield: Grizzly Bears #bears; {replacements}\\n"
    "player B Bob 20\\n"
    "action deal_damage source=bears target=B amount=3\\n"
)
explore_drafts = []
for _ in range(20):
    draft = Draft.objects.create(document=engine.dump(engine.new_scenario()))
    do_paste_board(draft, exploration)
    explore_drafts.append(draft.key)
explored_revision = do_save(Draft.objects.get(key=explore_drafts[0]), "Eight replacements", visibility="public").revision.public_id
puzzles = []
for n in range(10):
    document = board(6, "Grizzly Bears")
    document["players"][1]["life"] = 12
    puzzles.append(saved(document, f"Six attackers {n}"))
# The heaviest paste the form takes: as many objects as the builder's cap and the form's length
# allow, then MAX_ACTIONS advances (libraries to draw from, or the game ends within a few turns).
from builder.scenarios.services.board_size import MAX_BOARD_OBJECTS as MAX_OBJECTS
actions = "".join("action advance\\n" for _ in range(MAX_ACTIONS))
library = "; ".join(["Island"] * 25)
head = f"turn 1 A upkeep\\nplayer A Alice 20\\n  library: {library}\\n  battlefield: "
tail = f"\\nplayer B Bob 20\\n  library: {library}\\n"
room = MAX_NOTATION_CHARS - len(head) - len(tail) - len(actions)
count = min(MAX_OBJECTS - 50, room // len("Grizzly Bears; "))
paste = head + "; ".join(["Grizzly Bears"] * count) + tail + actions
readers = [
    s.public_id for s in Scenario.objects.filter(family__visibility=Visibility.PUBLIC, puzzle=None)
    if s.title not in ("Two thousand bears", "Eight replacements") and not s.title.startswith("Six attackers")
]
print(json.dumps({
    "heavy": heavy, "explore_drafts": explore_drafts, "explored_revision": explored_revision,
    "puzzles": puzzles, "paste": paste, "paste_objects": count + 50, "readers": readers,
}))
"""


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    statuses: Counter[str] = field(default_factory=Counter)
    sample: str = ""
    slow_at: list[float] = field(default_factory=list)  # when each request over the goal ended

    def add(self, status: str, seconds: float) -> None:
        self.statuses[status] += 1
        self.latencies.append(seconds)
        if seconds > P99_GOAL:
            self.slow_at.append(time.monotonic())


@dataclass
class Run:
    readers: dict[str, Tally]
    attacks: dict[str, Tally]
    limit_check: list[tuple[str, bool]]
    seconds: float
    started: float  # time.monotonic() when the readers started
    refusals: dict[int, str]  # what the attacks' first answer of each refusing status said


class Site:
    """What a client needs to talk to the server as if through the TLS proxy."""

    def __init__(self, base: str, session: aiohttp.ClientSession, csrf: str) -> None:
        self.base = base
        self.session = session
        self.csrf = csrf
        self.refusals: dict[int, str] = {}  # status: what the first such answer said

    def headers(self, address: str, *, form: bool = False) -> dict[str, str]:
        headers = {"X-Forwarded-For": address, "X-Forwarded-Proto": "https"}
        if form:  # an HTTPS form post: the CSRF cookie, its token, a same-origin Referer
            headers.update(
                {
                    "Cookie": f"csrftoken={self.csrf}",
                    "X-CSRFToken": self.csrf,
                    "Referer": f"https://{self.base.split('://', 1)[1]}/",
                }
            )
        return headers

    async def answer_of(self, answer: aiohttp.ClientResponse) -> tuple[int, str]:
        """(status, Location); a refusal's first words are kept for the report."""
        body = await answer.read()
        if answer.status >= 400 and answer.status not in self.refusals:
            html = body.decode(errors="replace")
            said = re.search(
                r'class="errorlist[^>]*>(.*?)</ul>|role="alert"[^>]*>(.*?)</', html, re.S
            )
            text = next((g for g in said.groups() if g), "") if said else html
            self.refusals[answer.status] = " ".join(re.sub(r"<[^>]+>", " ", text).split())[:200]
        return answer.status, answer.headers.get("Location", "")

    async def get(self, path: str, address: str) -> tuple[int, str]:
        async with self.session.get(
            self.base + path, headers=self.headers(address), allow_redirects=False
        ) as answer:
            return await self.answer_of(answer)

    async def post(self, path: str, address: str, data: dict[str, str]) -> tuple[int, str]:
        async with self.session.post(
            self.base + path,
            data=data,
            headers=self.headers(address, form=True),
            allow_redirects=False,
        ) as answer:
            return await self.answer_of(answer)


async def timed(tally: Tally, request: Awaitable[tuple[int, str]]) -> tuple[int, str]:
    started = time.perf_counter()
    try:
        status, location = await request
    except (aiohttp.ClientError, TimeoutError) as error:
        tally.add(type(error).__name__, time.perf_counter() - started)
        tally.sample = tally.sample or f"{type(error).__name__}: {error}"
        return 0, ""
    tally.add(str(status), time.perf_counter() - started)
    return status, location


def attacks(
    site: Site, data: dict[str, object], tallies: dict[str, Tally]
) -> dict[str, Callable[[random.Random], Awaitable[None]]]:
    """Each attack's one step (what one attacker sends next), by name; ``tallies`` gets what
    each one's requests got."""
    heavy = str(data["heavy"])
    drafts = list(data["explore_drafts"])  # type: ignore[call-overload]
    puzzles = list(data["puzzles"])  # type: ignore[call-overload]

    def botnet(name: str, rng: random.Random) -> str:
        index = list(ATTACKS).index(name)
        return f"198.18.{index}.{rng.randrange(ADDRESSES_PER_ATTACK) + 1}"

    async def paste(rng: random.Random) -> None:
        address = botnet("paste", rng)
        status, location = await timed(tallies["paste"], site.post("/new/", address, {}))
        if status == 302 and "/b/" in location:
            path = location.split("://", 1)[-1]
            path = path[path.index("/b/") :]
            await timed(
                tallies["paste"],
                site.post(f"{path}paste/", address, {"paste-notation": str(data["paste"])}),
            )

    async def explore(rng: random.Random) -> None:
        key = rng.choice(drafts)
        await timed(tallies["explore"], site.get(f"/b/{key}/outcomes/", botnet("explore", rng)))

    async def junk_share(rng: random.Random) -> None:
        target = rng.choice((heavy, str(data["explored_revision"])))
        path = f"/s/{target}/?token=junk-{rng.getrandbits(64):x}"
        await timed(tallies["junk-token share"], site.get(path, botnet("junk-token share", rng)))

    async def regex_search(rng: random.Random) -> None:
        tails = rng.sample(REGEX_TAILS, 5)
        # As many as a query may carry; a term that ran out of time is never cached.
        query = " or ".join(SLOW_REGEX.format(tail=tail) for tail in tails)
        path = f"/cards/?q={quote(query)}"
        await timed(tallies["regex search"], site.get(path, botnet("regex search", rng)))

    async def oembed(rng: random.Random) -> None:
        url = quote(f"https://{site.base.split('://', 1)[1]}/s/{heavy}/", safe="")
        path = f"/oembed?url={url}&maxwidth={rng.randint(100, 3000)}"
        await timed(tallies["oembed"], site.get(path, botnet("oembed", rng)))

    async def publish(rng: random.Random) -> None:
        public_id, token = rng.choice(puzzles)
        attackers = [{"type": "advance", "to": "declare_attackers"}]
        attackers.append({"type": "attack", "attackers": {f"a{n}": "B" for n in range(6)}})
        attackers.append({"type": "advance", "to": "end_of_combat"})
        form = {
            "token": token,
            "goal_kind": "win_this_turn",
            "count": "1",
            "life": "0",
            "turn_limit": "1",
            "solver": "A",
            "difficulty": "Hard",
            "hints": f"Attack with everything ({rng.getrandbits(16)})",  # a change each time
            "solution": json.dumps(attackers),
        }
        path = f"/s/{public_id}/edit/puzzle/"
        await timed(tallies["publish"], site.post(path, botnet("publish", rng), form))

    async def sign_in(rng: random.Random) -> None:
        form = {"username": f"judge{rng.randrange(5)}", "password": "not the password"}
        await timed(tallies["sign-in"], site.post("/accounts/login/", SIGN_IN_ATTACKER, form))

    return {
        "paste": paste,
        "explore": explore,
        "junk-token share": junk_share,
        "regex search": regex_search,
        "oembed": oembed,
        "publish": publish,
        "sign-in": sign_in,
    }


ATTACKS = ("paste", "explore", "junk-token share", "regex search", "oembed", "publish", "sign-in")
SIGN_IN_ATTACKER = "198.18.99.1"
DRAFTS_FIRST = "198.51.100.10"  # uses up its new-draft limit
DRAFTS_SECOND = "198.51.100.11"  # must not be refused for it
DRAFTS_BURST = 70  # over the new-draft limit (60 in 10 minutes)
SIGN_IN_CHECK = "198.51.100.12"
SIGN_IN_BURST = 15  # over the sign-in limit (10 in 5 minutes)


async def reader(
    site: Site, number: int, pages: list[str], deadline: float, tallies: dict[str, Tally]
) -> None:
    rng = random.Random(number)
    address = f"203.0.113.{number + 1}" if number < 250 else f"203.0.114.{number - 249}"
    while time.monotonic() < deadline:
        kind = rng.choice(READER_PAGES)
        revision = rng.choice(pages)
        path = {"home": "/", "share": f"/s/{revision}/", "embed": f"/s/{revision}/embed/"}[kind]
        status, _ = await timed(tallies[kind], site.get(path, address))
        if status != 200 and not tallies[kind].sample:
            tallies[kind].sample = f"HTTP {status} for GET {path}"
        await asyncio.sleep(rng.uniform(0.5, 1.5))


async def check_limits(site: Site, checks: list[tuple[str, bool]]) -> None:
    """One address uses up its new-draft limit, another its sign-in limit; a second address is
    then refused neither a draft nor a sign-in attempt."""
    burst = await asyncio.gather(
        *(site.post("/new/", DRAFTS_FIRST, {}) for _ in range(DRAFTS_BURST)),
        return_exceptions=True,
    )
    first = Counter(str(a[0]) if isinstance(a, tuple) else type(a).__name__ for a in burst)
    statuses = ", ".join(f"{status}: {n}" for status, n in sorted(first.items()))
    checks.append(
        (f"first address's {DRAFTS_BURST} new drafts at once ({statuses})", "429" in first)
    )
    status, _ = await site.post("/new/", DRAFTS_SECOND, {})
    checks.append((f"second address's new draft: HTTP {status} (302 expected)", status == 302))
    failures = await asyncio.gather(
        *(
            site.post("/accounts/login/", SIGN_IN_CHECK, {"username": "judge0", "password": "x"})
            for _ in range(SIGN_IN_BURST)
        ),
        return_exceptions=True,
    )
    tried = Counter(str(a[0]) if isinstance(a, tuple) else type(a).__name__ for a in failures)
    statuses = ", ".join(f"{status}: {n}" for status, n in sorted(tried.items()))
    checks.append(
        (f"one address's {SIGN_IN_BURST} failed sign-ins at once ({statuses})", "429" in tried)
    )
    status, _ = await site.post(
        "/accounts/login/", DRAFTS_SECOND, {"username": "judge0", "password": "x"}
    )
    checks.append(
        (f"second address's failed sign-in: HTTP {status} (200, the form again)", status == 200)
    )


async def load(base: str, data: dict[str, object], options: argparse.Namespace) -> Run:
    reader_timeout = aiohttp.ClientTimeout(total=60)
    attack_timeout = aiohttp.ClientTimeout(total=300)
    connector = aiohttp.TCPConnector(limit=0)
    async with (
        aiohttp.ClientSession(
            connector=connector, timeout=reader_timeout, cookie_jar=aiohttp.DummyCookieJar()
        ) as readers_session,
        aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=0),
            timeout=attack_timeout,
            cookie_jar=aiohttp.DummyCookieJar(),
        ) as attack_session,
    ):
        # A CSRF cookie for the form posts (the token is not bound to an address or a session).
        async with readers_session.get(f"{base}/", headers={"X-Forwarded-Proto": "https"}) as first:
            await first.read()
            cookie = first.cookies.get("csrftoken")
            if cookie is None:
                raise SystemExit("the home page set no CSRF cookie")
        readers_site = Site(base, readers_session, cookie.value)
        attack_site = Site(base, attack_session, cookie.value)
        pages = list(data["readers"])  # type: ignore[call-overload]
        for revision in pages:  # warm: what a cache holds after the first reader
            for path in (f"/s/{revision}/", f"/s/{revision}/embed/"):
                await readers_site.get(path, "192.0.2.1")
        tallies = {name: Tally() for name in ATTACKS}
        steps = attacks(attack_site, data, tallies)

        async def attacker(name: str, number: int) -> None:
            rng = random.Random(f"{name}-{number}")
            while True:
                await steps[name](rng)

        attack_tasks = [
            asyncio.create_task(attacker(name, n))
            for name in options.only
            for n in range(options.attackers)
        ]
        await asyncio.sleep(2)  # the attacks under way before the readers start
        started = time.monotonic()
        deadline = started + options.seconds
        reader_tallies: dict[str, Tally] = defaultdict(Tally)
        checks: list[tuple[str, bool]] = []

        async def halfway_check() -> None:
            await asyncio.sleep(options.seconds / 2)
            await check_limits(readers_site, checks)

        await asyncio.gather(
            *(
                reader(readers_site, n, pages, deadline, reader_tallies)
                for n in range(options.readers)
            ),
            halfway_check(),
        )
        elapsed = time.monotonic() - started
        # An attack still running (a request of minutes) is abandoned: the readers are done.
        for task in attack_tasks:
            task.cancel()
        await asyncio.gather(*attack_tasks, return_exceptions=True)
        return Run(dict(reader_tallies), tallies, checks, elapsed, started, attack_site.refusals)


def report(run: Run, setting: str, options: argparse.Namespace, server_errors: int) -> bool:
    print(f"server    {setting}")
    print(
        f"load      {options.readers} readers and {options.attackers} attackers of each of "
        f"{len(options.only)} kinds ({', '.join(options.only)}) for {run.seconds:.0f} s"
    )
    print()
    print(f"{'readers':18} {'requests':>9} {'errors':>7} {'p50 ms':>8} {'p99 ms':>8}")
    everything: list[float] = []
    errors = 0
    for kind in READER_PAGES:
        tally = run.readers.get(kind, Tally())
        failed = sum(n for status, n in tally.statuses.items() if status != "200")
        errors += failed
        everything += tally.latencies
        print(
            f"{kind:18} {len(tally.latencies):>9} {failed:>7} "
            f"{percentile(tally.latencies, 0.5) * 1000:>8.0f} "
            f"{percentile(tally.latencies, 0.99) * 1000:>8.0f}"
        )
    p99 = percentile(everything, 0.99)
    print(
        f"{'all':18} {len(everything):>9} {errors:>7} "
        f"{percentile(everything, 0.5) * 1000:>8.0f} {p99 * 1000:>8.0f}"
    )
    # When the slow answers came (5 s windows from the readers' start; the rate-limit check
    # runs halfway): a burst points at one event, an even spread at a machine short of CPU.
    slow = Counter(
        int((at - run.started) // 5) * 5 for tally in run.readers.values() for at in tally.slow_at
    )
    if slow:
        windows = ", ".join(f"{start}-{start + 5} s: {n}" for start, n in sorted(slow.items()))
        print(f"slow      readers' answers over {P99_GOAL:g} s, by when they ended: {windows}")
    for kind, tally in run.readers.items():
        if tally.sample:
            print(f"error     {kind}: {tally.sample}")
    print()
    print(f"{'attack':18} {'requests':>9} {'p50 ms':>8}  statuses")
    for name in options.only:
        tally = run.attacks[name]
        statuses = ", ".join(f"{status}: {n}" for status, n in sorted(tally.statuses.items()))
        print(
            f"{name:18} {len(tally.latencies):>9} "
            f"{percentile(tally.latencies, 0.5) * 1000:>8.0f}  {statuses or 'none finished'}"
        )
    for status, said in sorted(run.refusals.items()):
        print(f"refused   HTTP {status}: {said}")
    print()
    for text, ok in run.limit_check:
        print(f"limits    {text}: {'OK' if ok else 'WRONG'}")
    if not run.limit_check:
        print("limits    the check did not run")
    print(f"server    {server_errors} errors logged (tracebacks on gunicorn's stderr)")
    ok_errors = errors == 0
    ok_p99 = p99 <= P99_GOAL
    ok_limits = bool(run.limit_check) and all(ok for _, ok in run.limit_check)
    print(
        f"goal      readers 0 errors: {'OK' if ok_errors else 'MISSED'}; "
        f"readers p99 <= {P99_GOAL:g} s: {'OK' if ok_p99 else 'MISSED'} ({p99:.2f} s); "
        f"rate limits per client: {'OK' if ok_limits else 'MISSED'}"
    )
    return ok_errors and ok_p99 and ok_limits


def hostile_environment(outer: Mapping[str, str], work: Path) -> dict[str, str]:
    """The production server's environment (``load_server.server_environment``) as ``make
    serve`` runs it behind its TLS proxy on this machine (docs/deploy.md), rate limits on."""
    env = server_environment(outer, work)
    env.update(
        RATE_LIMITS_ENABLED="1",
        TRUSTED_PROXY_COUNT="1",
        SECURE_PROXY_SSL_HEADER_NAME="HTTP_X_FORWARDED_PROTO",
        SECURE_SSL_REDIRECT="1",
    )
    return env


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=MIN_SECONDS)
    parser.add_argument("--readers", type=int, default=50)
    parser.add_argument("--attackers", type=int, default=2, help="clients of each attack")
    # As make serve runs it (builder/gunicorn_conf.py: four per core plus one).
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count() * 4 + 1)
    parser.add_argument(
        "--only",
        action="append",
        choices=ATTACKS,
        metavar="KIND",
        help=f"run only this attack (repeatable; one of: {', '.join(ATTACKS)})",
    )
    options = parser.parse_args()
    options.only = [name for name in ATTACKS if name in (options.only or ATTACKS)]
    if options.seconds < MIN_SECONDS:
        parser.error(f"--seconds must be at least {MIN_SECONDS:g} (the issue's minimum)")
    work = Path(tempfile.mkdtemp(prefix="stackboard-hostile-"))
    env = hostile_environment(os.environ, work)
    stops: list[Callable[[], None]] = []
    server = worker = None
    errors_log = work / "gunicorn.stderr"
    ok = False
    try:
        postgres, redis = start_postgres(), start_redis()
        if postgres:
            env["DATABASE_URL"] = postgres[0]
            stops.append(postgres[1])
        else:
            env["DATABASE_URL"] = f"sqlite:///{work / 'hostile.sqlite3'}"
        if redis:
            env["REDIS_URL"] = redis[0]
            env["JOBS_BACKEND"] = "rq"
            stops.append(redis[1])
        else:
            env["JOBS_BACKEND"] = "thread"
        setting = (
            f"gunicorn {options.workers} workers on "
            f"{'PostgreSQL' if postgres else 'SQLite (postgresql not installed)'}, cache "
            f"{'Redis' if redis else 'in the database (redis-server not installed)'}, jobs "
            f"{'in Redis, one run_jobs worker' if redis else 'in threads of the web process'}"
        )
        manage(env, "collectstatic", "--noinput", "-v0")
        manage(env, "createcachetable")
        manage(env, "migrate", "--noinput", "-v0")
        manage(env, "load_builtin")
        setup = subprocess.run(
            [sys.executable, "-c", SETUP],
            cwd=PROJECT_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        if setup.returncode != 0:
            raise SystemExit(f"setting up the boards failed:\n{setup.stderr}")
        data = json.loads(setup.stdout.splitlines()[-1])
        print(
            f"setup     paste of {data['paste_objects']} objects ({len(data['paste']):,} "
            f"characters); {len(data['readers'])} example revisions for the readers"
        )
        if redis:
            worker = start_job_worker(env, work / "run_jobs.log")
        port = free_port()
        server = start_gunicorn(env, port, options.workers, errors_log)
        run = asyncio.run(load(f"http://{HOST}:{port}", data, options))
        logged = errors_log.read_text(errors="replace") if errors_log.exists() else ""
        server_errors = logged.count("Traceback (most recent call last)")
        ok = report(run, setting, options, server_errors)
        for line in logged.splitlines():
            if line.startswith(("django.", "builder.")) or "Error:" in line:
                print(f"stderr    {line[:200]}")
                break
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
