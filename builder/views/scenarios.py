"""The builder (a draft being edited) and the read-only share page of a saved scenario.

Every edit is a POST that works without JavaScript (redirect back to the builder) and with
htmx (answer the ``workspace`` fragment of the same template).  Rejected input re-renders the
forms with their errors and status 400 in both cases.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import forms
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET, require_POST
from django_htmx.middleware import HtmxDetails

from builder import services
from builder.forms import AddCardForm, DealDamageForm, SaveForm, SetLifeForm
from builder.models import Draft, Scenario
from builder.services import BoardView, ServiceError


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


# The builder page's forms by context name; each is built from the board it edits.
FORM_CLASSES: dict[str, Callable[..., forms.Form]] = {
    "life_form": SetLifeForm,
    "card_form": AddCardForm,
    "damage_form": DealDamageForm,
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
) -> HttpResponse:
    """The builder page (or its workspace fragment for htmx); ``bound`` is a form with errors."""
    board = board or services.board_view(draft.document)
    context: dict[str, Any] = {name: cls(board) for name, cls in FORM_CLASSES.items()}
    if bound is not None:
        context[bound[0]] = bound[1]
    context.update(
        draft=draft, board=board, log=draft.log, card_names=services.builtin_card_names()
    )
    template = "builder/draft.html#workspace" if request.htmx else "builder/draft.html"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])  # same URL, fragment or full page
    return response


def _edit(
    request: HtmxHttpRequest,
    key: str,
    form_name: str,
    change: Callable[[Draft, Any], None],
) -> HttpResponse:
    """Validate the named form against the current board, apply ``change``, answer."""
    draft = _get_draft(key)
    board = services.board_view(draft.document)
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
def new(request: HtmxHttpRequest) -> HttpResponse:
    draft = services.do_create_draft()
    return redirect("builder-draft", key=draft.key)


@require_GET
def draft(request: HtmxHttpRequest, key: str) -> HttpResponse:
    return _render_draft(request, _get_draft(key))


@require_POST
def set_life(request: HtmxHttpRequest, key: str) -> HttpResponse:
    return _edit(
        request,
        key,
        "life_form",
        lambda draft, form: services.do_set_life_totals(draft, form.life_totals()),
    )


@require_POST
def add_card(request: HtmxHttpRequest, key: str) -> HttpResponse:
    return _edit(
        request,
        key,
        "card_form",
        lambda draft, form: services.do_add_card(
            draft, form.cleaned_data["player"], form.cleaned_data["card"]
        ),
    )


@require_POST
def deal_damage(request: HtmxHttpRequest, key: str) -> HttpResponse:
    return _edit(
        request,
        key,
        "damage_form",
        lambda draft, form: services.do_deal_damage(
            draft,
            form.cleaned_data["source"],
            form.cleaned_data["target"],
            form.cleaned_data["amount"],
        ),
    )


@require_POST
def save(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """Saving is a plain form post: it leaves the builder for the new scenario's share page."""
    draft = _get_draft(key)
    form = SaveForm(request.POST)
    if form.is_valid():
        try:
            scenario = services.do_save(draft, form.cleaned_data["title"])
        except ServiceError as error:
            form.add_error(None, error.message)
        else:
            return redirect("builder-scenario", public_id=scenario.public_id)
    return _render_draft(request, draft, bound=("save_form", form), status=400)


@require_GET
def scenario(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    saved = get_object_or_404(Scenario, public_id=public_id)
    context = {
        "scenario": saved,
        "board": services.board_view(saved.document),
        "log": saved.log,
    }
    return render(request, "builder/scenario.html", context)
