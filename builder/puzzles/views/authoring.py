"""Making puzzles and finding them: the edit link's "make this a puzzle" page, the .pzl upload
and download, and the list of public puzzles.

Each view starts with an access helper (``builder.sharing.views.access``), validates a form, calls one
service function and renders; rejected input comes back with its errors and status 400, as the
whole page or (htmx) the page's fragment.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers, patch_vary_headers
from django.utils.http import urlencode
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect

from builder.operations.htmx import HtmxHttpRequest
from builder.operations.ratelimits import client_address, rate_limited
from builder.puzzles.forms import PuzzleForm, PuzzleListForm, PzlUploadForm
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services import pages as puzzle_pages
from builder.puzzles.services.pages import AuthoringPage
from builder.scenarios.services import ServiceError
from builder.sharing.models import Scenario
from builder.sharing.views.access import get_downloadable_revision, get_editable_revision, token_of
from builder.sharing.views.share import EDIT_LINK_TAG, edit_url


@require_http_methods(["GET", "POST"])
@rate_limited("puzzles")
def edit_puzzle(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """Make the revision a puzzle, or change its puzzle: either publishes a new revision (the
    edited one never changes) and checks its solution."""
    revision = get_editable_revision(request, public_id)
    page = puzzle_pages.authoring_page(revision)
    if request.method == "GET":
        initial = PuzzleForm.initial_for(page.puzzle, page.players, page.custom_solution)
        form = PuzzleForm(page.players, page.permanents, page.cards, initial=initial)
        return _render_edit(request, page, form)
    form = PuzzleForm(page.players, page.permanents, page.cards, request.POST)
    if not form.is_valid():
        return _render_edit(request, page, form, status=400)
    try:
        puzzle = puzzle_pages.do_make_puzzle(
            revision, form.goal(), client=client_address(request), **form.publish_fields()
        )
    except ServiceError as error:
        form.add_error(error.field if error.field in form.fields else None, error.message)
        return _render_edit(request, page, form, status=400)
    # The puzzle is a new revision (the one edited keeps showing what it showed): its page next.
    target = reverse("builder-puzzle-edit", args=[puzzle.scenario.public_id])
    target += f"?{urlencode({'token': token_of(request)})}"
    if request.htmx:
        page = puzzle_pages.authoring_page(puzzle.scenario)
        initial = PuzzleForm.initial_for(page.puzzle, page.players, page.custom_solution)
        response = _render_edit(
            request, page, PuzzleForm(page.players, page.permanents, page.cards, initial=initial)
        )
        response["HX-Push-Url"] = target
        return response
    return redirect(f"{target}#verification")


@require_POST
@rate_limited("drafts")
def record_solution(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """Open the puzzle's starting board in the builder to play its solution; saving it there
    stores the steps as the solution and checks them."""
    revision = get_editable_revision(request, public_id)
    draft = puzzle_services.do_record_solution(revision)
    messages.info(
        request,
        "Recording the puzzle’s solution: play it from the starting board with the actions "
        "below, the opponent’s steps too, then Save. The saved steps become the solution and "
        "are checked against every opponent choice.",
    )
    return redirect("builder-draft", key=draft.key)


def _render_edit(
    request: HtmxHttpRequest, page: AuthoringPage, form: PuzzleForm, status: int = 200
) -> HttpResponse:
    token = token_of(request)
    context = {
        "page": page,
        "form": form,
        "token": token,
        "edit_page_url": reverse("builder-scenario-edit", args=[page.revision.public_id])
        + f"?{urlencode({'token': token})}",
        "share_url": reverse("builder-scenario", args=[page.revision.public_id]),
    }
    template = "puzzles/puzzle_edit.html#editor" if request.htmx else "puzzles/puzzle_edit.html"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    add_never_cache_headers(response)  # the page holds the edit token
    return response


@require_http_methods(["GET", "POST"])
@rate_limited("uploads")
def import_pzl(request: HtmxHttpRequest) -> HttpResponse:
    """Upload a Forge .pzl file: it becomes a saved puzzle, shown with its new edit link."""
    if request.method == "GET":
        return _render_import(request, PzlUploadForm())
    form = PzlUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return _render_import(request, form, status=400)
    try:
        imported = puzzle_pages.do_import_pzl_upload(
            form.cleaned_data["file"], form.cleaned_data["visibility"]
        )
    except ServiceError as error:
        form.add_error("file", error.message)
        return _render_import(request, form, status=400)
    revision = imported.revision
    messages.success(
        request, edit_url(request, revision, imported.edit_token), extra_tags=EDIT_LINK_TAG
    )
    target = reverse("builder-scenario", args=[revision.public_id])
    if revision.family.visibility == "private":
        target += f"?{urlencode({'token': imported.edit_token})}"
    return HttpResponseClientRedirect(target) if request.htmx else redirect(target)


def _render_import(
    request: HtmxHttpRequest, form: PzlUploadForm, status: int = 200
) -> HttpResponse:
    template = "puzzles/puzzle_import.html#upload" if request.htmx else "puzzles/puzzle_import.html"
    response = render(request, template, {"form": form}, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_GET
def puzzle_list(request: HtmxHttpRequest) -> HttpResponse:
    form = PuzzleListForm(request.GET)
    number = form.cleaned_data["page"] if form.is_valid() else None
    page, items = puzzle_pages.public_puzzles(number)
    template = "puzzles/puzzle_list.html#list" if request.htmx else "puzzles/puzzle_list.html"
    response = render(request, template, {"page": page, "items": items})
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_GET
def puzzle_pzl(request: HttpRequest, public_id: str) -> HttpResponse:
    """A puzzle (or any two-player scenario) as a Forge .pzl file."""
    revision: Scenario = get_downloadable_revision(request, public_id)
    try:
        text = puzzle_pages.pzl_export(revision)
    except ServiceError as error:
        return HttpResponse(error.message, status=400, content_type="text/plain; charset=utf-8")
    response = HttpResponse(text, content_type="text/plain; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="stackboard-{revision.public_id}.pzl"'
    return response
