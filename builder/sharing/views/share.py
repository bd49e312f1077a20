"""Saved scenarios: saving a draft, the share page of a revision, its newest revision, forks,
and the edit link's pages (annotations, visibility, back into the builder).

Access goes through the helpers of ``builder.sharing.views.access``: ``get_revision`` (404 for an
unknown id, and for a private scenario without its edit token) and ``get_editable_revision``
(403 without the right token).  A puzzle revision's share page is solve mode
(``builder.puzzles.views.solve``): it never shows the saved board, which holds the hidden cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers, patch_vary_headers
from django.utils.http import urlencode
from django.views.decorators.http import require_GET, require_POST

from builder.operations.ratelimits import rate_limited
from builder.scenarios.forms import SaveForm
from builder.scenarios.models import Draft
from builder.scenarios.services import ServiceError
from builder.scenarios.views.drafts import HtmxHttpRequest, render_draft
from builder.sharing import revision_kinds, services
from builder.sharing.forms import AnnotationsForm, StepForm, add_private_confirmation
from builder.sharing.models import Scenario
from builder.sharing.revisioncache import (
    CachePolicy,
    cached_response,
    serve_revision,
    while_exploring,
)
from builder.sharing.services.revisions import continued_family_visibility
from builder.sharing.views.access import (
    get_editable_revision,
    get_revision,
    normalize_query,
    token_of,
)

EDIT_LINK_TAG = "edit-link"
SHARE_PAGE = CachePolicy(max_age=0, csrf=True)  # the fork form holds the reader's CSRF token


def edit_url(request: HttpRequest, revision: Scenario, token: str) -> str:
    path = reverse("builder-scenario-edit", args=[revision.public_id])
    return request.build_absolute_uri(f"{path}?{urlencode({'token': token})}")


@require_POST
@rate_limited("saves")
def save(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """Save a draft as a revision and open its share page; a new family's edit link is shown
    there once (a message), never put in the address bar people copy."""
    draft = get_object_or_404(Draft, key=key)
    form = SaveForm(request.POST)
    add_private_confirmation(form, continued_family_visibility(draft))
    if form.is_valid():
        try:
            saved = services.do_save(
                draft,
                form.cleaned_data["title"],
                description=form.cleaned_data["description"],
                visibility=form.cleaned_data["visibility"],
                owner=request.user,
            )
        except ServiceError as error:
            form.add_error(None, error.message)
        else:
            revision = saved.revision
            if saved.edit_token:
                link = edit_url(request, revision, saved.edit_token)
                messages.success(request, link, extra_tags=EDIT_LINK_TAG)
            target = reverse("builder-scenario", args=[revision.public_id])
            if saved.edit_token and revision.family.visibility == "private":
                target += f"?{urlencode({'token': saved.edit_token})}"
            return redirect(target)
    # The builder page shows the form with its errors (the builder's own view renders it).
    return render_draft(request, draft, bound=("save_form", form), status=400)


@require_GET
def scenario(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The share page at a step (``?step=N``; the last step by default); a puzzle's is solve
    mode."""
    step = StepForm(request.GET).value("step")
    template = "sharing/share.html#step" if request.htmx else "sharing/share.html"
    if (
        cached := cached_response(request, public_id, f"share:{step}:{template}", SHARE_PAGE)
    ) is not None:
        patch_vary_headers(cached, ["HX-Request"])
        return cached
    revision = get_revision(request, public_id)
    if (kind := revision_kinds.kind_of(revision)) is not None:
        return kind.share_page(request, revision)
    # Built and kept for the step it shows and nothing else the query string says.
    step = services.shown_step(revision, step)
    normalize_query(request, revision, step=step)

    def build(extra: Mapping[str, Any]) -> HttpResponse:
        page = services.share_page(revision, step)
        context = {
            "page": page,
            "token": token_of(request),
            "share_url": request.build_absolute_uri(reverse("builder-scenario", args=[public_id])),
            "embed_url": request.build_absolute_uri(reverse("builder-embed", args=[public_id])),
            "preview_url": request.build_absolute_uri(
                reverse("builder-scenario-preview", args=[public_id])
            ),
            "oembed_url": request.build_absolute_uri(reverse("builder-oembed")),
            **extra,
        }
        return while_exploring(page, render(request, template, context))

    response = serve_revision(request, revision, f"share:{step}:{template}", build, SHARE_PAGE)
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_GET
def latest(request: HttpRequest, public_id: str) -> HttpResponse:
    revision = get_revision(request, public_id)
    newest = services.latest_for(revision)
    target = reverse("builder-scenario", args=[newest.public_id])
    if token := token_of(request):
        target += f"?{urlencode({'token': token})}"
    return redirect(target)


@require_POST
@rate_limited("drafts")
def fork(request: HttpRequest, public_id: str) -> HttpResponse:
    """Anyone who can see a scenario can copy it into a draft of their own (a puzzle that
    hides cards only with its edit link: the draft would show them)."""
    revision = get_revision(request, public_id)
    if revision_kinds.hides_cards(revision) and not services.check_edit_token(
        revision.family, token_of(request)
    ):
        raise PermissionDenied("This puzzle hides cards: forking it needs the edit link.")
    draft = services.do_fork(revision)
    return redirect("builder-draft", key=draft.key)


@require_GET
def edit(request: HttpRequest, public_id: str) -> HttpResponse:
    """The edit link's page: annotations, visibility, and the way back into the builder."""
    revision = get_editable_revision(request, public_id)
    page = services.share_page(revision, outcomes=False)
    form = AnnotationsForm(
        page.steps,
        initial={
            "title": revision.title,
            "description": revision.description,
            "visibility": revision.family.visibility,
            **{f"note_{n}": text for n, text in revision.notes.items()},
        },
    )
    return _render_edit(request, page, form)


@require_POST
@rate_limited("saves")
def annotate(request: HttpRequest, public_id: str) -> HttpResponse:
    """New annotations (or visibility) make a new revision; the old one stays as it was."""
    revision = get_editable_revision(request, public_id)
    page = services.share_page(revision, outcomes=False)
    form = AnnotationsForm(page.steps, request.POST, current_visibility=revision.family.visibility)
    if not form.is_valid():
        return _render_edit(request, page, form, status=400)
    saved = services.do_annotate(
        revision,
        title=form.cleaned_data["title"],
        description=form.cleaned_data["description"],
        notes=form.notes(),
        visibility=form.cleaned_data["visibility"],
    )
    target = reverse("builder-scenario-edit", args=[saved.public_id])
    return redirect(f"{target}?{urlencode({'token': token_of(request)})}")


@require_POST
@rate_limited("drafts")
def open_in_builder(request: HttpRequest, public_id: str) -> HttpResponse:
    """Back into a draft whose saves add revisions to this scenario's family."""
    draft = services.do_open_for_editing(get_editable_revision(request, public_id))
    return redirect("builder-draft", key=draft.key)


def _render_edit(
    request: HttpRequest, page: services.SharePage, form: AnnotationsForm, status: int = 200
) -> HttpResponse:
    token = token_of(request)
    context = {
        "page": page,
        "form": form,
        "token": token,
        "edit_url": edit_url(request, page.revision, token),
        "share_url": request.build_absolute_uri(
            reverse("builder-scenario", args=[page.revision.public_id])
        ),
    }
    response = render(request, "sharing/share_edit.html", context, status=status)
    add_never_cache_headers(response)  # the page holds the edit token
    return response
