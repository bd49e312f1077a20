"""The context of the builder's play panels (actions, decision, outcomes, log, history).

``play_context`` is what the draft page's templates (``_actions.html``, ``_decision.html``,
``_outcomes.html``, ``_log.html``, ``_history.html``) need; the draft page view adds it to its
own context, and the action views pass it with bound forms and errors when they re-render.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, NamedTuple

from django import forms
from django.http import HttpRequest

from builder.jobs import JobState
from builder.scenarios.actionforms import JUDGE_FORMS, DecisionForm
from builder.scenarios.models import Draft
from builder.scenarios.services import actions
from builder.scenarios.services.actions import PlayPanel
from builder.scenarios.services.outcomes import Outcomes, outcomes_at_once
from builder.scenarios.services.picker import PICKER_PAGE, Picker, picker_page, with_entered

LOG_COOKIE = "log_detail"


def log_detail(request: HttpRequest) -> str:
    """Player (summary) or judge (full) detail: ?log= wins, else the reader's last choice."""
    wanted = request.GET.get("log") or request.COOKIES.get(LOG_COOKIE, "player")
    return wanted if wanted in actions.LOG_DETAILS else "player"


def play_context(
    request: HttpRequest,
    draft: Draft,
    *,
    outcomes: Outcomes | None = None,
    outcomes_job: JobState | None = None,
    bound: Mapping[str, forms.Form] | None = None,
    action_error: tuple[str, list[str]] | None = None,
    entered: Mapping[str, Any] | None = None,
    error: str = "",
    judge_initial: Mapping[str, Mapping[str, str]] | None = None,
) -> dict[str, Any]:
    """``bound`` replaces the blank forms by name (``judge_<kind>``, ``decision_form``) to show
    their errors; ``action_error`` is the picker option key and the messages to show beside it,
    ``entered`` what the judge entered in that option (drawn again: nothing is lost);
    ``error`` shows above the picker; ``judge_initial`` what a judge's-action form starts with,
    by kind (a card just added as the damage source: ``judge_presets``). A waiting decision
    whose outcomes are few and cheap shows them at once (``outcomes_at_once``)."""
    panel: PlayPanel = actions.play_panel(draft, log_detail=log_detail(request))
    if outcomes is None and outcomes_job is None and panel.decision is not None:
        outcomes = outcomes_at_once(draft)
    refused = panel.picker.option(action_error[0]) if panel.picker and action_error else None
    if panel.picker is not None and refused is not None and entered is not None:
        panel = replace(panel, picker=panel.picker.with_option(with_entered(refused, entered)))
    window = None
    if panel.picker is not None:
        page = _options_page(request, panel.picker, action_error[0] if action_error else "")
        shown, window = picker_page(panel.picker, page)
        panel = replace(panel, picker=shown)
    context: dict[str, Any] = {
        "picker_window": window,  # which options are drawn (a page of them: PICKER_PAGE)
        "play": panel,
        "outcomes": outcomes,
        "outcomes_job": outcomes_job,  # exploring further in the background
        "play_error": error,
    }
    bound_judges: dict[str, forms.Form] = {}
    context["decision_form"] = DecisionForm(panel.decision) if panel.decision else None
    for name, form in (bound or {}).items():
        if name.startswith("judge_"):
            bound_judges[name.removeprefix("judge_")] = form
        else:
            context[name] = form

    def judge_forms() -> list[forms.Form]:
        """Built only when the action picker is drawn (an answer may leave it out)."""
        if panel.picker is None:
            return list(bound_judges.values())
        board = panel.picker.board
        return [
            bound_judges.get(kind) or cls(board, initial=presets.get(kind))
            for kind, cls in JUDGE_FORMS.items()
        ]

    presets = {kind: dict(values) for kind, values in (judge_initial or {}).items()}
    context["judge_forms"] = judge_forms  # the template engine calls it
    context["judge_initial"] = presets  # in the action picker's digest
    context["action_error_key"], context["action_errors"] = action_error or ("", [])
    return context


class AddThen(NamedTuple):
    """Where a card just added is chosen next: a judge's-action form and its field."""

    kind: str  # the judge's action (actionforms.JUDGE_FORMS)
    field: str
    role: str  # in words: "It is the damage source in Deal damage."


# "Add as damage source" / "Add as damage target" (the add-a-card form's other buttons), by the
# button's value (``then``), which is also the page's open-state key (``?damage_source=o3``).
ADD_THEN: dict[str, AddThen] = {
    "damage_source": AddThen("deal_damage", "source", "damage source"),
    "damage_target": AddThen("deal_damage", "target", "damage target"),
}


def judge_presets(state: Mapping[str, str]) -> dict[str, dict[str, str]]:
    """What the judge's-action forms start with, from the page's open state (``?damage_source=
    o3``, or the add-a-card view's ``editing`` after "Add as damage source")."""
    presets: dict[str, dict[str, str]] = {}
    for key, then in ADD_THEN.items():
        if state.get(key):
            presets.setdefault(then.kind, {})[then.field] = state[key]
    return presets


def _options_page(request: HttpRequest, picker: Picker, error_key: str) -> int:
    """The page of the picker's options to draw: the one with the option whose errors are
    shown, else ``?options=<n>``."""
    if error_key:
        keys = [o.key for g in picker.groups for s in g.sections for o in s.options]
        if error_key in keys:
            return keys.index(error_key) // PICKER_PAGE + 1
    page = str(request.GET.get("options", "1"))[:6]
    return int(page) if page.isdigit() else 1
