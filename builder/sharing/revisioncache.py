"""Responses about one saved revision, computed once and then served from the cache.

A revision never changes (``builder.sharing.models.Scenario``), so its share page, embed, oEmbed answer,
JSON document and preview image are the same for every reader. What *can* change around it is
part of the cache key: the family's newest revision (the "a newer revision exists" notice),
its visibility, whether the revision was made a puzzle since (and when that puzzle changed), the
host the absolute links are built for and the rules edition the engine cites.

On a cache hit the only query reads those (``_head``), and each worker keeps what it read for
``HEAD_SECONDS`` (a second): a change saved in the same process is seen at once (signals), one
saved in another process within that second.

Served from the cache only when the page is the same for everyone: a GET without the family's
edit token and with no pending message (the edit link shown once after saving); a page that
shows the site's header is kept apart for signed-in and anonymous readers (the header's only
difference). A ``token`` that isn't the family's edit token changes nothing: the cached page
is the answer, so no query string can make the server build a page again (the views build
with a normalized query, ``builder.sharing.views.access.normalize_query``). Everyone else
gets the page built for them, marked private. Access is checked before this runs (the views'
access helpers), so the cache never widens who may see a revision.

Pages with forms hold a CSRF token, which is the reader's own. The page is built with a
random stand-in for it, new at each build, and kept cut at the stand-ins (``_Entry.parts``):
the reader's token is put between the parts on the way out. The stand-in is never stored nor
sent, so no text written into the page (a description, a note) can name where a token goes.
The ETag is that of the cached copy, so a reader revalidating (``If-None-Match``) gets 304
without the body.

``Cache-Control``: ``public`` (a shared cache or CDN may keep it) for a page without a CSRF token
of a revision that isn't private and hides nothing (``revision_kinds.hides_cards``: a puzzle
that hides cards), with a short ``max-age`` where the page names the newest revision and a year
(``immutable``) for the document and the image; ``private, no-cache`` (revalidate each time)
for pages with a CSRF token; private revisions and revisions that hide cards are never
``public``.

A page whose outcomes a background job is still exploring (``while_exploring``) changes once,
when the job ends. It is built once and kept for at most ``PENDING_SECONDS`` (its progress bar
then polls by itself), sent with at most that ``max-age``; every hit checks, by the job's
primary key, that the job still runs. The first request after the job has ended builds the
final page, which is kept for good like any other.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from django.apps import apps
from django.contrib.messages import get_messages
from django.core.cache import cache
from django.db import connection
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.middleware.csrf import get_token
from django.utils.cache import patch_cache_control
from django.utils.http import parse_etags, quote_etag

import engine
from builder import jobs
from builder.scenarios.models import Visibility
from builder.sharing import revision_kinds
from builder.sharing.models import Scenario, ScenarioFamily
from builder.sharing.services.edit_tokens import token_matches
from engine.core.version import CR_EDITION

__all__ = [
    "CachePolicy",
    "FOREVER",
    "SHORT",
    "cached_response",
    "serve_revision",
    "while_exploring",
]

SHORT = 300  # pages that name the newest revision: a new revision shows within 5 minutes
FOREVER = 365 * 24 * 3600
CACHE_SECONDS = 7 * 24 * 3600
KEPT_HEADERS = ("Content-Type", "Content-Disposition", "Vary")
LOCAL_ENTRIES = 500  # per process: a few MB
HEAD_SECONDS = 1.0  # a change saved by another process shows on cached pages within this
# A page waiting for its exploration job is rebuilt at most this often (its progress polls).
PENDING_SECONDS = 5
_VERSION = "3"  # bump when what a cached entry holds changes shape


@dataclass(frozen=True)
class CachePolicy:
    """How one kind of response may be cached: ``max_age`` for readers' and shared caches (a
    page with a CSRF token is never shared and always revalidated), ``immutable`` when the
    answer can never change, ``store``: keep the answer in the server's cache."""

    max_age: int
    csrf: bool = False
    immutable: bool = False
    store: bool = True


@dataclass(frozen=True)
class _Entry:
    # The body, cut where the reader's CSRF token goes (one part for a page without one).
    parts: tuple[bytes, ...]
    headers: tuple[tuple[str, str], ...]
    etag: str
    public: bool  # a shared cache may keep it (the revision isn't private and hides nothing)
    # The exploration job the page waits for, and until when (``time.time()``) it may be
    # served: None for a page that never changes.
    pending_job: int | None = None
    pending_until: float = 0.0

    def outdated(self) -> bool:
        """A waiting page whose time is up or whose job has ended (its final page is due)."""
        if self.pending_job is None:
            return False
        return time.time() >= self.pending_until or jobs.has_ended(self.pending_job)


class _LocalEntries:
    """The most used entries, in this process, in front of the shared cache: an entry never
    changes under its key (the key holds everything it depends on), so a copy is never stale,
    and a hit skips the round trip to Redis and the unpickling. (A page waiting for a job is
    the exception: ``_Entry.outdated`` says when it is replaced.)"""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[str, _Entry] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> _Entry | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def put(self, key: str, entry: _Entry) -> None:
        with self._lock:
            self._entries[key] = entry
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def drop(self, key: str) -> None:
        with self._lock:
            self._entries.pop(key, None)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


_local = _LocalEntries(LOCAL_ENTRIES)


def _cached_entry(key: str) -> _Entry | None:
    entry = _local.get(key)
    if entry is None:
        entry = cache.get(key)
        if entry is not None:
            _local.put(key, entry)
    if entry is not None and entry.outdated():
        _local.drop(key)
        return None
    return entry


def _store(key: str, entry: _Entry) -> None:
    seconds = CACHE_SECONDS if entry.pending_job is None else PENDING_SECONDS
    cache.set(key, entry, seconds)
    _local.put(key, entry)


def clear_local() -> None:
    """Forget this process's copies (tests: as a new worker process would start)."""
    _local.clear()
    _heads.clear()


Build = Callable[[Mapping[str, Any]], HttpResponse]


@dataclass(frozen=True)
class _Head:
    """What the cache key needs of a revision, read in one plain SQL query (no ORM: on a cache
    hit it is the only query, and building an ORM query costs more than running this one)."""

    visibility: str
    newest: int
    puzzle_stamp: str
    edit_token_hash: str


class _LocalHeads:
    """Heads read in the last ``HEAD_SECONDS``, in this process: a burst of readers of one link
    costs one query a second per worker, not one per request. A change saved in this process
    forgets them at once (the signals below); one saved in another shows within the second."""

    def __init__(self) -> None:
        self._heads: dict[str, tuple[float, _Head | None]] = {}
        self._lock = threading.Lock()

    def get(self, public_id: str) -> tuple[bool, _Head | None]:
        found = self._heads.get(public_id)
        if found is None or found[0] < time.monotonic():
            return False, None
        return True, found[1]

    def put(self, public_id: str, head: _Head | None) -> None:
        with self._lock:
            if len(self._heads) > LOCAL_ENTRIES:
                self._heads.clear()
            self._heads[public_id] = (time.monotonic() + HEAD_SECONDS, head)

    def clear(self) -> None:
        with self._lock:
            self._heads.clear()


_heads = _LocalHeads()


@receiver([post_save, post_delete], sender=ScenarioFamily)
@receiver([post_save, post_delete], sender=Scenario)
@receiver([post_save, post_delete], sender="builder.Puzzle")  # by name: puzzles is above sharing
def _forget_heads(**kwargs: Any) -> None:
    _heads.clear()


def _recent_head(public_id: str) -> _Head | None:
    known, head = _heads.get(public_id)
    if not known:
        head = _head(public_id)
        _heads.put(public_id, head)
    return head


def _head(public_id: str) -> _Head | None:
    scenario, family = Scenario._meta.db_table, ScenarioFamily._meta.db_table
    # The puzzle table by name from the app registry: puzzles is built on sharing, not below it.
    puzzle = apps.get_model("builder", "Puzzle")._meta.db_table
    sql = (
        f"SELECT f.visibility, (SELECT MAX(n.number) FROM {scenario} n"
        f" WHERE n.family_id = s.family_id), p.updated_at, f.edit_token_hash"
        f" FROM {scenario} s JOIN {family} f ON f.id = s.family_id"
        f" LEFT JOIN {puzzle} p ON p.scenario_id = s.id WHERE s.public_id = %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [public_id])
        row = cursor.fetchone()
    if row is None:
        return None
    return _Head(str(row[0]), int(row[1] or 0), str(row[2] or "-"), str(row[3] or ""))


def cached_response(
    request: HttpRequest, public_id: str, variant: str, policy: CachePolicy
) -> HttpResponse | None:
    """The cached response for this request, when there is one every reader may get; None
    sends the view down its usual way (access check, build, ``serve_revision``). An entry only
    exists if a request without a token passed the view's access check for the same key, and
    the key holds everything that check reads (visibility, the puzzle and its last change)."""
    if not policy.store or request.method != "GET":
        return None
    head = _recent_head(public_id)
    if head is None or head.visibility == Visibility.PRIVATE:
        return None
    if not _plain_request(request, head.edit_token_hash, personal=policy.csrf):
        return None
    entry = _cached_entry(_key(request, public_id, head, variant, personal=policy.csrf))
    if entry is None:
        return None
    return _respond(request, entry, policy)


def serve_revision(
    request: HttpRequest,
    revision: Scenario,
    variant: str,
    build: Build,
    policy: CachePolicy,
    *,
    shown: Scenario | None = None,
) -> HttpResponse:
    """The response ``build(extra_context)`` makes for ``revision``, from the cache when the
    request is one every reader would get the same answer to. ``variant`` names everything of
    the request the response depends on (view, step, theme, htmx ...). ``shown``: the revision
    the answer is about when it isn't ``revision`` (oEmbed of a latest link)."""
    head = _head(revision.public_id) if _shared_answer(request, revision, policy) else None
    if head is None:
        response = build({})
        patch_cache_control(response, private=True, no_cache=True)
        return response
    key = _key(request, revision.public_id, head, variant, personal=policy.csrf)
    entry = _cached_entry(key) if policy.store else None
    if entry is None:
        # A stand-in for the reader's CSRF token, new at each build and never kept: text
        # written into the page before it was built can't name it (see the module's doc).
        stand_in = secrets.token_hex(16) if policy.csrf else ""
        response = build({"csrf_token": stand_in} if policy.csrf else {})
        if response.status_code != 200 or response.streaming:
            return response
        content = response.content
        parts = tuple(content.split(stand_in.encode())) if stand_in else (content,)
        pending = _pending_job(response)
        entry = _Entry(
            parts=parts,
            headers=tuple((h, response[h]) for h in KEPT_HEADERS if response.has_header(h)),
            etag=quote_etag(
                hashlib.sha256(key.encode() + b"\0" + b"\0".join(parts)).hexdigest()[:32]
            ),
            public=not any(revision_kinds.hides_cards(r) for r in (revision, shown or revision)),
            pending_job=pending,
            pending_until=time.time() + PENDING_SECONDS if pending is not None else 0.0,
        )
        if policy.store:
            _store(key, entry)
    return _respond(request, entry, policy)


def _shared_answer(request: HttpRequest, revision: Scenario, policy: CachePolicy) -> bool:
    if revision.family.visibility == Visibility.PRIVATE or request.method != "GET":
        return False
    return _plain_request(request, revision.family.edit_token_hash, personal=policy.csrf)


def _plain_request(request: HttpRequest, edit_token_hash: str, *, personal: bool) -> bool:
    """Would every reader get this answer? Not with the family's edit token (its pages link
    with it); any other ``token`` is no token. ``personal``: the page shows the site's header
    and messages, as the share page does (kept apart for signed-in readers by ``_key``); one
    with a message to show (the edit link after saving) is built for its reader."""
    token = str(request.GET.get("token") or "")
    if token and token_matches(token, edit_token_hash):
        return False
    return not personal or len(get_messages(request)) == 0


def _key(request: HttpRequest, public_id: str, head: _Head, variant: str, *, personal: bool) -> str:
    # A page with the site's header says "Sign in" or "My scenarios": kept apart.
    signed_in = personal and request.user.is_authenticated
    parts = (
        _VERSION,
        public_id,
        variant,
        "signed-in" if signed_in else "anonymous",
        str(head.newest),
        head.visibility,
        head.puzzle_stamp,
        request.scheme or "",
        request.get_host(),
        CR_EDITION,
        # The share page says whether today's engine agrees with the stored result: a new
        # engine must not be answered with a page an older one drew.
        engine.ENGINE_VERSION,
    )
    digest = hashlib.sha256("\0".join(parts).encode()).hexdigest()
    return f"revision-response:{digest}"


def _respond(request: HttpRequest, entry: _Entry, policy: CachePolicy) -> HttpResponse:
    response: HttpResponse
    if entry.etag in parse_etags(request.headers.get("If-None-Match", "")):
        response = HttpResponseNotModified()
    else:
        parts = entry.parts
        content = get_token(request).encode().join(parts) if len(parts) > 1 else parts[0]
        response = HttpResponse(content)
        for header, value in entry.headers:
            response[header] = value
    response["ETag"] = entry.etag
    # A page waiting for its job is kept by readers no longer than here, and never for good.
    waiting = entry.pending_job is not None
    max_age = min(policy.max_age, PENDING_SECONDS) if waiting else policy.max_age
    if policy.csrf:
        patch_cache_control(response, private=True, no_cache=True)
    elif entry.public:
        patch_cache_control(
            response,
            public=True,
            max_age=max_age,
            **({"immutable": True} if policy.immutable and not waiting else {}),
        )
    else:
        patch_cache_control(response, private=True, max_age=max_age)
    return response


_PENDING_ATTRIBUTE = "revision_pending_job"


def while_exploring(page: Any, response: HttpResponse) -> HttpResponse:
    """``response`` marked as waiting for the job exploring the page's outcomes
    (``page.exploring``, a share page or an embed) while that job runs: ``serve_revision``
    keeps it only ``PENDING_SECONDS`` and while the job runs, then builds the final page. A job
    that ended (done or failed) has said all it will: that page is kept like any other."""
    exploring = getattr(page, "exploring", None)
    if exploring is not None and not exploring.finished:
        setattr(response, _PENDING_ATTRIBUTE, exploring.job.pk)
    return response


def _pending_job(response: HttpResponse) -> int | None:
    job = getattr(response, _PENDING_ATTRIBUTE, None)
    return int(job) if job is not None else None
