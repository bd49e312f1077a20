"""Solve mode on a puzzle's share page (``/s/<id>/``) and in its embed (``/s/<id>/embed/``).

The reader's progress is kept under a *reader key*: a random key remembered in the session (so a
browser keeps its progress without an account) and carried, signed, in every solve form and in
the embed's redirects.  Inside another site's frame the browser may refuse our cookies (they are
``SameSite=Lax``), so the embed can't rely on the session or the CSRF cookie: its forms are
exempt from CSRF and must carry the signed key instead (which no other site can forge).

Each move is a POST that works without JavaScript (redirect back to the page, or the page again
with the reader's decision or the engine's refusal) and with htmx (the ``solve`` fragment).
Hidden cards never reach a template: the panel holds only the redacted board
(``builder.puzzles.services.solving``).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django import forms
from django.core import signing
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers, patch_vary_headers
from django.utils.http import urlencode
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from builder.operations.htmx import HtmxHttpRequest
from builder.operations.security import allow_framing
from builder.puzzles.forms import AnswerForm, SolveActionForm
from builder.puzzles.models import Puzzle
from builder.puzzles.services import pages as puzzle_pages
from builder.puzzles.services import solving
from builder.puzzles.services.solving import SolvePanel
from builder.scenarios.actionforms import AttackForm, BlockForm
from builder.scenarios.services import ServiceError
from builder.sharing import services
from builder.sharing.forms import StepForm
from builder.sharing.models import Scenario
from builder.sharing.services.revisions import newer_revision
from builder.sharing.views.access import get_revision, token_of

READER_SESSION_KEY = "puzzle_reader"
READER_SALT = "builder.puzzle-reader"
# What a key given to a visitor without a session is bound to until their first move keeps it.
FRESH = "fresh"


@dataclass(frozen=True)
class Reader:
    key: str
    token: str  # the key, signed with the session it belongs to: what forms and links carry
    own: bool = True  # created by this browser's session: the only keys the session remembers


@dataclass(frozen=True)
class Surface:
    """Where solve mode is shown: the share page or the embed."""

    template: str
    page: str  # URL names: the page, then its moves
    act: str
    hint: str
    solution: str
    reset: str
    back: str
    suggest: str
    embed: bool


SHARE = Surface(
    "puzzles/share_puzzle.html",
    "builder-scenario",
    "builder-puzzle-act",
    "builder-puzzle-hint",
    "builder-puzzle-solution",
    "builder-puzzle-reset",
    "builder-puzzle-back",
    "builder-puzzle-suggest",
    embed=False,
)
EMBED = Surface(
    "puzzles/embed_puzzle.html",
    "builder-embed",
    "builder-embed-act",
    "builder-embed-hint",
    "builder-embed-solution",
    "builder-embed-reset",
    "builder-embed-back",
    "builder-embed-suggest",
    embed=True,
)


class BadReader(Exception):
    pass


def reader_of(
    request: HttpRequest, *, required: bool = False, from_own_page: bool = False
) -> Reader:
    """The reader's key: the signed one the page carries, else the session's, else a new one.
    ``required`` (the embed's moves): only a signed key will do.

    A key is signed together with (a digest of) the session that created it.  A key another
    session created is used only by a browser without a key of its own (a frame that refuses
    our cookies carries its key in every form and link) and is never written into this
    session: a page elsewhere can't plant its reader's key in a visitor's session.

    A visitor without a session gets a *fresh* key on a GET, carried by the page's forms, and no
    session (a GET never writes a session row: every cookie-less embed view did).  Their first
    move keeps it in a new session, but only when the move comes from our own page
    (``from_own_page``: the CSRF check passed, or the browser says the form is same-origin) and
    the fresh key came in the form of a page that minted it: one in a link is re-signed as
    nobody's on the way, so no one else's key is ever adopted."""
    data = request.POST if request.method == "POST" else request.GET
    session_tag = _session_tag(request)
    own_key = str(request.session.get(READER_SESSION_KEY) or "")
    key, bound_to = _unsigned(str(data.get("reader") or ""))
    if bound_to == FRESH and request.method != "POST":
        bound_to = ""  # a fresh key in a link is someone else's: used, never kept
    if key and session_tag and bound_to == session_tag:
        return Reader(key, _signed(key, session_tag))
    if not key and required:
        raise BadReader
    if own_key and session_tag:
        return Reader(own_key, _signed(own_key, session_tag))
    if key and bound_to == FRESH and from_own_page and not request.session.session_key:
        return _kept(request, key)
    if key:  # someone else's key, or one from before keys were bound: use it, never keep it
        return Reader(key, _signed(key, "" if bound_to == FRESH else bound_to), own=False)
    key = f"r-{secrets.token_urlsafe(18)}"
    if request.method == "GET" and not request.session.session_key:
        return Reader(key, _signed(key, FRESH), own=False)
    return _kept(request, key)


def _kept(request: HttpRequest, key: str) -> Reader:
    """``key`` kept in the visitor's session (created now if need be: never on a GET)."""
    request.session[READER_SESSION_KEY] = key
    if not request.session.session_key:
        request.session.save()  # the key the reader's key is bound to
    return Reader(key, _signed(key, _session_tag(request)))


def same_origin(request: HttpRequest) -> bool:
    """The browser says this request comes from a page of our own site (``Sec-Fetch-Site``,
    which no page can set)."""
    return request.headers.get("Sec-Fetch-Site") == "same-origin"


def remember(request: HttpRequest, reader: Reader) -> None:
    """Keep the key in the session, for browsers that accept our cookie (only this session's
    own keys: see ``reader_of``)."""
    if reader.own and request.session.get(READER_SESSION_KEY) != reader.key:
        request.session[READER_SESSION_KEY] = reader.key


def _session_tag(request: HttpRequest) -> str:
    """A digest of the session key: what a reader key is bound to (never the key itself, which
    would leak the session through the pages' forms)."""
    session_key = request.session.session_key
    if not session_key:
        return ""
    return hashlib.sha256(f"{READER_SALT}:{session_key}".encode()).hexdigest()[:24]


def _signed(key: str, session_tag: str) -> str:
    return signing.dumps({"key": key, "session": session_tag}, salt=READER_SALT)


def _unsigned(token: str) -> tuple[str, str]:
    """(key, session tag) of a signed reader token; ("", "") for a missing or forged one.  A
    token signed before keys were bound is a bare key, bound to no session."""
    if not token:
        return "", ""
    try:
        payload = signing.loads(token, salt=READER_SALT)
    except signing.BadSignature:
        return "", ""
    if isinstance(payload, str):
        return payload, ""
    if isinstance(payload, dict):
        return str(payload.get("key") or ""), str(payload.get("session") or "")
    return "", ""


def _get_puzzle(request: HttpRequest, public_id: str) -> tuple[Scenario, Puzzle]:
    revision = get_revision(request, public_id)
    puzzle = puzzle_pages.puzzle_of(revision)
    if puzzle is None:
        raise Http404("This scenario isn't a puzzle.")
    return revision, puzzle


# --- the pages (share and embed views hand puzzle revisions over to these) ---------------------


def share_page(request: HtmxHttpRequest, revision: Scenario, puzzle: Puzzle) -> HttpResponse:
    return _page(request, SHARE, revision, puzzle)


def embed_page(request: HtmxHttpRequest, revision: Scenario, puzzle: Puzzle) -> HttpResponse:
    return _page(request, EMBED, revision, puzzle)


def _page(
    request: HtmxHttpRequest, surface: Surface, revision: Scenario, puzzle: Puzzle
) -> HttpResponse:
    reader = reader_of(request)
    try:
        panel = solving.solve_panel(puzzle, reader.key)
    except ServiceError as error:
        return _broken(request, surface, revision, puzzle, error)
    return _render(request, surface, revision, panel, reader)


# --- moves ------------------------------------------------------------------------------------


def _move(request: HtmxHttpRequest, public_id: str, surface: Surface) -> HttpResponse:
    revision, puzzle = _get_puzzle(request, public_id)
    try:
        return _move_on(request, surface, revision, puzzle)
    except ServiceError as error:
        return _broken(request, surface, revision, puzzle, error, status=400)


def _move_on(
    request: HtmxHttpRequest, surface: Surface, revision: Scenario, puzzle: Puzzle
) -> HttpResponse:
    """An action of the reader's, or the answer to their decision."""
    reader = _reader_or_400(request, surface)
    if reader is None:
        return _stale(request, surface, revision, puzzle)
    panel = solving.solve_panel(puzzle, reader.key)
    form = _move_form(request, puzzle, panel)
    if not form.is_valid():
        errors = [str(e) for errors in form.errors.values() for e in errors]
        return _render(request, surface, revision, panel, reader, errors=errors, status=400)
    if isinstance(form, AnswerForm):
        data = form.cleaned_data
        panel = solving.do_solve(
            puzzle, reader.key, data["action"], data["choices"], payment=data["payment"]
        )
    elif isinstance(form, SolveActionForm):
        panel = solving.do_solve(puzzle, reader.key, form.action(), lands=form.lands())
    else:
        panel = solving.do_solve(puzzle, reader.key, form.action())  # type: ignore[attr-defined]
    return _after(request, surface, revision, panel, reader)


def _move_form(request: HttpRequest, puzzle: Puzzle, panel: SolvePanel) -> forms.Form:
    move = request.POST.get("move", "option")
    if move == "answer":
        return AnswerForm(puzzle, request.POST)
    if move == "attack" and panel.picker is not None and panel.declaring_attackers:
        return AttackForm(panel.picker, request.POST)
    if move == "block" and panel.picker is not None and panel.declaring_blockers:
        return BlockForm(panel.picker, request.POST)
    option = panel.option(str(request.POST.get("option", ""))) if move == "option" else None
    sources = [(source.id, source.label) for source in panel.sources]
    return SolveActionForm(option, request.POST, sources=sources)


def _step(
    request: HtmxHttpRequest, public_id: str, surface: Surface, do: Callable[..., SolvePanel]
) -> HttpResponse:
    """A hint, the solution or a fresh start."""
    revision, puzzle = _get_puzzle(request, public_id)
    reader = _reader_or_400(request, surface)
    if reader is None:
        return _stale(request, surface, revision, puzzle)
    try:
        panel = do(puzzle, reader.key)
    except ServiceError as error:
        return _broken(request, surface, revision, puzzle, error, status=400)
    return _after(request, surface, revision, panel, reader)


def _reader_or_400(request: HttpRequest, surface: Surface) -> Reader | None:
    # The share page's moves passed the CSRF check; the embed's are exempt (see the docstring).
    from_own_page = not surface.embed or same_origin(request)
    try:
        reader = reader_of(request, required=surface.embed, from_own_page=from_own_page)
    except BadReader:
        return None
    remember(request, reader)
    return reader


def _stale(
    request: HtmxHttpRequest, surface: Surface, revision: Scenario, puzzle: Puzzle
) -> HttpResponse:
    """A form from an out-of-date page: said inside the page's own layout (an embed stays an
    embed), with the way to start again."""
    url = reverse(surface.page, args=[revision.public_id])
    problem = f"This page is out of date: reload the puzzle ({url}) and try again."
    context: dict[str, Any] = {
        "revision": revision,
        "problem": problem,
        "embed": surface.embed,
        "token": token_of(request),
        "theme": _theme(request) if surface.embed else "",
        **_page_context(request, revision, puzzle, surface),
    }
    template = surface.template + ("#solve" if request.htmx else "")
    response = render(request, template, context, status=400)
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_POST
def act(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _move(request, public_id, SHARE)


@require_POST
def hint(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, SHARE, solving.do_hint)


@require_POST
def solution(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, SHARE, solving.do_show_solution)


@require_POST
def reset(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, SHARE, solving.do_start_over)


@require_POST
def take_back(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, SHARE, solving.do_take_back)


@require_POST
def suggest(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, SHARE, solving.do_suggest)


@allow_framing
@csrf_exempt  # the signed reader key in every form stands in for the CSRF cookie (see above)
@require_POST
def embed_act(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _move(request, public_id, EMBED)


@allow_framing
@csrf_exempt
@require_POST
def embed_hint(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, EMBED, solving.do_hint)


@allow_framing
@csrf_exempt
@require_POST
def embed_solution(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, EMBED, solving.do_show_solution)


@allow_framing
@csrf_exempt
@require_POST
def embed_reset(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, EMBED, solving.do_start_over)


@allow_framing
@csrf_exempt
@require_POST
def embed_take_back(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, EMBED, solving.do_take_back)


@allow_framing
@csrf_exempt
@require_POST
def embed_suggest(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    return _step(request, public_id, EMBED, solving.do_suggest)


# --- answers -----------------------------------------------------------------------------------


def _after(
    request: HtmxHttpRequest,
    surface: Surface,
    revision: Scenario,
    panel: SolvePanel,
    reader: Reader,
) -> HttpResponse:
    """htmx: the fragment.  Without JavaScript: back to the page, unless there is something to
    show that isn't stored (the engine's refusal, a decision waiting for its answer)."""
    if panel.view.error:
        return _render(request, surface, revision, panel, reader, status=400)
    if request.htmx or panel.view.pending is not None or panel.suggestion:
        return _render(request, surface, revision, panel, reader)
    return redirect(_page_url(request, surface, revision, reader))


def _page_url(request: HttpRequest, surface: Surface, revision: Scenario, reader: Reader) -> str:
    query: dict[str, str] = {}
    if token := token_of(request):
        query["token"] = token
    if surface.embed:
        query["reader"] = reader.token
        if theme := _theme(request):
            query["theme"] = theme
    url = reverse(surface.page, args=[revision.public_id])
    return f"{url}?{urlencode(query)}#solve" if query else f"{url}#solve"


def _theme(request: HttpRequest) -> str:
    form = StepForm(request.POST if request.method == "POST" else request.GET)
    return str(form.value("theme") or "")


def _render(
    request: HtmxHttpRequest,
    surface: Surface,
    revision: Scenario,
    panel: SolvePanel,
    reader: Reader,
    *,
    errors: list[str] | None = None,
    status: int = 200,
) -> HttpResponse:
    public_id = revision.public_id
    context: dict[str, Any] = {
        "revision": revision,
        "panel": panel,
        "reader": reader,
        "token": token_of(request),
        "theme": _theme(request) if surface.embed else "",
        "embed": surface.embed,
        "errors": errors or [],
        "answer_token": (
            AnswerForm.token(panel.puzzle, panel.pending) if panel.pending is not None else ""
        ),
        "urls": {
            name: reverse(getattr(surface, name), args=[public_id])
            for name in ("act", "hint", "solution", "reset", "back", "suggest")
        },
    }
    template = surface.template
    if request.htmx:
        template += "#solve"
    else:
        context.update(_page_context(request, revision, panel.puzzle, surface))
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    add_never_cache_headers(response)  # the reader's own progress
    return response


def _broken(
    request: HtmxHttpRequest,
    surface: Surface,
    revision: Scenario,
    puzzle: Puzzle,
    error: ServiceError,
    status: int = 200,
) -> HttpResponse:
    """A puzzle today's engine can't play (an old link must still open): the page says why."""
    context: dict[str, Any] = {
        "revision": revision,
        "problem": f"This puzzle can't be played today: {error.message}",
        "embed": surface.embed,
        "token": token_of(request),
        "theme": _theme(request) if surface.embed else "",
        **_page_context(request, revision, puzzle, surface),
    }
    template = surface.template + ("#solve" if request.htmx else "")
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def _page_context(
    request: HttpRequest, revision: Scenario, puzzle: Puzzle, surface: Surface
) -> dict[str, Any]:
    public_id = revision.public_id
    token = token_of(request)
    return {
        "intro": puzzle_pages.puzzle_intro(puzzle),
        "downloads": not puzzle_pages.hides_cards(revision)
        or services.check_edit_token(revision.family, token),
        "share_url": request.build_absolute_uri(reverse("builder-scenario", args=[public_id])),
        "embed_url": request.build_absolute_uri(reverse("builder-embed", args=[public_id])),
        "preview_url": request.build_absolute_uri(
            reverse("builder-scenario-preview", args=[public_id])
        ),
        "newer": newer_revision(revision) if not surface.embed else None,
    }
