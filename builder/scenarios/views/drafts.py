"""The builder: a draft being edited (saved scenarios are in ``builder.sharing.views.share``).

Every edit is a POST that works without JavaScript (redirect back to the builder) and with
htmx (answer the ``workspace`` fragment of the same template).  Rejected input re-renders the
forms with their errors and status 400 in both cases.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from django import forms
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.functional import SimpleLazyObject
from django.views.decorators.http import require_GET, require_POST

from builder.operations.htmx import HtmxHttpRequest
from builder.operations.ratelimits import rate_limited
from builder.scenarios import services
from builder.scenarios.forms import SaveForm, SetLifeForm
from builder.scenarios.models import Draft
from builder.scenarios.services import BoardView, ServiceError, actions
from builder.scenarios.views import workspace
from builder.scenarios.views.editor_context import editor_context, open_state
from builder.scenarios.views.notation_context import notation_context
from builder.scenarios.views.play import judge_presets, play_context

# The builder page's forms by context name; each is built from the board it edits.
FORM_CLASSES: dict[str, Callable[..., forms.Form]] = {
    "life_form": SetLifeForm,
    "save_form": lambda board, *args: SaveForm(*args),
}


def _get_draft(key: str) -> Draft:
    return get_object_or_404(Draft, key=key)


def _render_draft(
    request: HtmxHttpRequest,
    draft: Draft,
    *,
    board: BoardView | None = None,
    bound: tuple[str, forms.Form] | None = None,
    status: int = 200,
    play: Mapping[str, Any] | None = None,
    editing: Mapping[str, str] | None = None,
) -> HttpResponse:
    """The builder page (or its workspace fragment for htmx); ``bound`` is a form with errors,
    ``play`` the play panels' context when an action view has errors or outcomes to show."""
    board = board or actions.draft_board_view(draft)
    # Built when drawn: an answer with only the units that changed draws few of them.
    context: dict[str, Any] = {
        name: SimpleLazyObject(partial(cls, board)) for name, cls in FORM_CLASSES.items()
    }
    context.update(
        draft=draft, board=board, log=draft.log, card_names=services.builtin_card_names()
    )
    if play is None:  # a card just added as the damage source is chosen in Deal damage
        presets = judge_presets(open_state(request, editing))
        play = play_context(request, draft, judge_initial=presets)
    context.update(play)
    # The board editor's forms; ``editing`` says what is open (builder.scenarios.views.editor_context).
    context.update(editor_context(request, board, editing))
    context.update(notation_context(draft))  # the board as notation, and the paste box
    if bound is not None:
        context[bound[0]] = bound[1]
    context["draft_url"] = reverse("builder-draft", args=[draft.key])
    context["playmat"] = workspace.playmat(
        board,
        changes=getattr(context.get("play"), "changes", None),
        selected=context.get("selected", ""),
        editing_player=context.get("editing_player", ""),
        editable=True,
        images=workspace.card_images(board),
        expanded=_expanded_zone(request),
    )
    context["digests"] = workspace.panel_digests(context)
    if request.htmx:
        response = _workspace_answer(request, context, status, whole=bound is not None)
    else:
        response = render(request, "scenarios/draft.html", context, status=status)
    # Same URL, fragment or full page; the fragment depends on the units the page holds.
    patch_vary_headers(response, ["HX-Request", workspace.HEADER])
    return response


def _expanded_zone(request: HtmxHttpRequest) -> workspace.Expanded:
    """The zone the page shows in full, a page at a time (``?zone=zone-A-library&page=2``)."""
    page = str(request.GET.get("page", "1"))[:6]
    return workspace.Expanded(
        str(request.GET.get("zone", ""))[:80], int(page) if page.isdigit() else 1
    )


def _workspace_answer(
    request: HtmxHttpRequest, context: dict[str, Any], status: int, *, whole: bool
) -> HttpResponse:
    """Only the units that changed, out of band (builder.scenarios.views.workspace), else the whole
    workspace: when the page sent no digests, a form has errors or the units differ."""
    held = workspace.client_digests(request)
    # A form shown again with its errors (status 400) is drawn with the whole workspace.
    errors = whole or status >= 400 or context.get("play_error") or context.get("action_error_key")
    changed = None
    if held is not None and not errors:
        changed = workspace.changed_units(workspace.units(context), held)
    if changed is None:
        return render(request, "scenarios/draft.html#workspace", context, status=status)
    body = workspace.render_changed(
        request, context, changed, tail="scenarios/draft.html#status_oob"
    )
    response = HttpResponse(body, status=status)
    response["HX-Reswap"] = "none"  # nothing for the main target: every part is out of band
    return response


render_draft = (
    _render_draft  # the play views (builder.scenarios.views.actions) render this page too
)


def _edit(
    request: HtmxHttpRequest,
    key: str,
    form_name: str,
    change: Callable[[Draft, Any], None],
) -> HttpResponse:
    """Validate the named form against the current board, apply ``change``, answer."""
    draft = _get_draft(key)
    board = actions.draft_board_view(draft)
    form = FORM_CLASSES[form_name](board, request.POST)
    if form.is_valid():
        try:
            change(draft, form)
        except ServiceError as error:
            form.add_error(error.field if error.field in form.fields else None, error.message)
        else:
            if request.htmx:
                return _render_draft(request, draft)
            return redirect("builder-draft", key=draft.key)
    return _render_draft(request, draft, board=board, bound=(form_name, form), status=400)


@require_POST
@rate_limited("drafts")
def new(request: HtmxHttpRequest) -> HttpResponse:
    draft = services.do_create_draft()
    return redirect("builder-draft", key=draft.key)


@require_GET
def draft(request: HtmxHttpRequest, key: str) -> HttpResponse:
    return _render_draft(request, _get_draft(key))
