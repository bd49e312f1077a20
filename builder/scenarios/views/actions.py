"""Playing a draft: pick an action, answer decisions, see every outcome, walk the history.

Every change is a POST that works without JavaScript (redirect back to the builder) and with
htmx (answer the ``workspace`` fragment of the builder page).  Rejected input re-renders the
page (or fragment) with the error and status 400.  Reading views (outcomes, log detail,
history) answer a named fragment for htmx and the whole builder page otherwise.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import forms
from django.conf import settings
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET, require_POST

from builder.operations.heavy_work import refused_when_busy
from builder.operations.ratelimits import client_address
from builder.scenarios.actionforms import (
    JUDGE_FORMS,
    ActionForm,
    AttackForm,
    BlockForm,
    DecisionForm,
    OutcomeForm,
    StepForm,
)
from builder.scenarios.models import Draft
from builder.scenarios.services import ServiceError, actions
from builder.scenarios.services import outcomes as outcomes_service
from builder.scenarios.views import drafts as scenarios
from builder.scenarios.views.drafts import HtmxHttpRequest, _get_draft
from builder.scenarios.views.play import LOG_COOKIE, log_detail, play_context

COOKIE_AGE = 365 * 24 * 3600


def _render(
    request: HtmxHttpRequest, draft: Draft, *, status: int = 200, **play: Any
) -> HttpResponse:
    """The builder page, or its workspace fragment for htmx, with the play panels' extras."""
    return scenarios.render_draft(
        request, draft, status=status, play=play_context(request, draft, **play)
    )


def _fragment(
    request: HtmxHttpRequest, template: str, context: dict[str, Any], status: int = 200
) -> HttpResponse:
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def _done(request: HtmxHttpRequest, draft: Draft, anchor: str = "result") -> HttpResponse:
    if request.htmx:
        return _render(request, draft)
    response = redirect("builder-draft", key=draft.key)
    response["Location"] += f"#{anchor}"
    return response


def _messages(form: forms.Form) -> list[str]:
    return [str(m) for errors in form.errors.values() for m in errors]


def _change(
    request: HtmxHttpRequest,
    draft: Draft,
    form: forms.Form,
    change: Callable[[], None],
    *,
    bound_as: str = "",
    anchor: str = "result",
    option_key: str = "",
) -> HttpResponse:
    """Validate ``form``, make the one service call, answer; errors come back with a 400."""
    if form.is_valid():
        try:
            change()
        except ServiceError as error:
            target = error.field if error.field in form.fields else None
            form.add_error(target, error.message)
        else:
            return _done(request, draft, anchor)
    extras: dict[str, Any] = {}
    if option_key:
        extras["action_error"] = (option_key, _messages(form))
        if isinstance(form, ActionForm):
            extras["entered"] = form.entered()
    elif bound_as:
        extras["bound"] = {bound_as: form}
    else:
        extras["error"] = " ".join(_messages(form))
    return _render(request, draft, status=400, **extras)


@require_POST
def act(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """An option of the picker: cast, activate, play a land, resolve, advance."""
    draft = _get_draft(key)
    picker = actions.current_picker(draft)
    wanted = str(request.POST.get("option", ""))[:200]
    option = picker.option(wanted) if picker is not None else None
    form = ActionForm(option, request.POST)
    label = option.label if option else ""
    return _change(
        request,
        draft,
        form,
        lambda: actions.do_apply_action(draft, form.action(), label=label),
        option_key=wanted if option else "",
    )


@require_POST
def judge(request: HtmxHttpRequest, key: str, kind: str) -> HttpResponse:
    """A judge's action: deal damage, gain or lose life, set a life total, move an object."""
    if kind not in JUDGE_FORMS:
        raise Http404("No such judge's action.")
    draft = _get_draft(key)
    board = actions.judge_choices(draft)
    if board is None:
        return _render(request, draft, status=400, error=actions.closed_reason(draft))
    form = JUDGE_FORMS[kind](board, request.POST)
    return _change(
        request,
        draft,
        form,
        lambda: actions.do_apply_action(draft, form.action(), label=form.title),
        bound_as=f"judge_{kind}",
    )


def _declare(request: HtmxHttpRequest, key: str, form_class: type[Any]) -> HttpResponse:
    draft = _get_draft(key)
    picker = actions.current_picker(draft)
    if picker is None:
        return _render(request, draft, status=400, error=actions.closed_reason(draft))
    form = form_class(picker, request.POST)
    # The declaration's errors show above the picker: its boxes are drawn from the picker.
    return _change(request, draft, form, lambda: actions.do_apply_action(draft, form.action()))


@require_POST
def attack(request: HtmxHttpRequest, key: str) -> HttpResponse:
    return _declare(request, key, AttackForm)


@require_POST
def block(request: HtmxHttpRequest, key: str) -> HttpResponse:
    return _declare(request, key, BlockForm)


@require_POST
def decide(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """Answer the waiting decision (the action is applied again with one more choice)."""
    draft = _get_draft(key)
    form = DecisionForm(actions.current_decision(draft), request.POST)
    return _change(
        request,
        draft,
        form,
        lambda: actions.do_answer_decision(draft, form.cleaned_data["choice"]),
        bound_as="decision_form",
    )


@require_POST
def cancel_decision(request: HtmxHttpRequest, key: str) -> HttpResponse:
    draft = _get_draft(key)
    actions.do_cancel_decision(draft)
    return _done(request, draft, "actions")


@require_GET
@refused_when_busy
def outcomes(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """Every distinct outcome of the waiting (or last) action, side by side. A few hundred
    explorer runs happen here; beyond that a background job explores (``?job=`` polls it, the
    quick answer shows meanwhile)."""
    draft = _get_draft(key)
    try:
        explored, job = outcomes_service.outcomes_page(
            draft, str(request.GET.get("job", "")), client=client_address(request)
        )
    except ServiceError as error:
        if request.htmx:
            context: dict[str, Any] = {"draft": draft, "outcomes_error": error.message}
            return _fragment(request, "scenarios/_outcomes.html#outcomes", context, status=400)
        return _render(request, draft, status=400, error=error.message)
    if request.htmx:
        context = {"draft": draft, "outcomes": explored, "outcomes_job": job}
        return _fragment(request, "scenarios/_outcomes.html#outcomes", context)
    return _render(request, draft, outcomes=explored, outcomes_job=job)


@require_POST
def choose_outcome(request: HtmxHttpRequest, key: str) -> HttpResponse:
    draft = _get_draft(key)
    form = OutcomeForm(request.POST)
    return _change(
        request, draft, form, lambda: actions.do_choose_outcome(draft, form.choice_list())
    )


@require_GET
def history(request: HtmxHttpRequest, key: str) -> HttpResponse:
    draft = _get_draft(key)
    if request.htmx:
        context = {"draft": draft, **play_context(request, draft)}
        return _fragment(request, "scenarios/_history.html#history", context)
    return _render(request, draft)


@require_POST
def go_to_step(request: HtmxHttpRequest, key: str) -> HttpResponse:
    draft = _get_draft(key)
    form = StepForm(request.POST)
    return _change(
        request,
        draft,
        form,
        lambda: actions.do_go_to_step(draft, form.cleaned_data["step"]),
        anchor="history",
    )


@require_POST
def step_back(request: HtmxHttpRequest, key: str) -> HttpResponse:
    draft = _get_draft(key)
    return _change(
        request,
        draft,
        forms.Form(request.POST),
        lambda: actions.do_step_back(draft),
        anchor="history",
    )


@require_POST
def step_forward(request: HtmxHttpRequest, key: str) -> HttpResponse:
    draft = _get_draft(key)
    return _change(
        request,
        draft,
        forms.Form(request.POST),
        lambda: actions.do_step_forward(draft),
        anchor="history",
    )


@require_GET
def log(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """The result's log in player (summary) or judge (full) detail; the choice is remembered."""
    draft = _get_draft(key)
    if request.htmx:
        context = {"draft": draft, **play_context(request, draft)}
        response = _fragment(request, "scenarios/_log.html#log", context)
    else:
        response = _render(request, draft)
    response.set_cookie(
        LOG_COOKIE,
        log_detail(request),
        max_age=COOKIE_AGE,
        samesite="Lax",
        httponly=True,
        secure=settings.SESSION_COOKIE_SECURE,  # Secure in production, like every cookie we set
    )
    return response
