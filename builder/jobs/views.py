"""A background job's page: its progress while it runs, then its result or why it failed.

Polled by htmx (the progress fragment, ``builder/job.html#progress``); without JavaScript the
page refreshes itself while the job runs. ``?reload=1`` (the fragment on another page) answers
``HX-Refresh`` once the job has ended, so that page shows the stored result.
"""

from __future__ import annotations

from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers, patch_vary_headers
from django.utils.http import urlencode
from django.views.decorators.http import require_GET

from builder import jobs
from builder.models import Job
from builder.services.puzzles import VERIFY_JOB
from builder.services.revision_outcomes import EXPLORE_JOB
from builder.views.access import token_of
from builder.views.scenarios import HtmxHttpRequest

TITLES = {VERIFY_JOB: "Checking the puzzle’s solution", EXPLORE_JOB: "Exploring every outcome"}
BACK_LABELS = {VERIFY_JOB: "Back to the puzzle", EXPLORE_JOB: "Back to the scenario"}


@require_GET
def job(request: HtmxHttpRequest, key: str) -> HttpResponse:
    found = get_object_or_404(Job, key=key)
    state = jobs.state_of(found)
    context = {
        "state": state,
        "reload": bool(request.GET.get("reload")),
        "title": TITLES.get(found.kind, "Background job"),
        "back_url": _back_url(request, found),
        "back_label": BACK_LABELS.get(found.kind, "Back"),
    }
    template = "builder/job.html#progress" if request.htmx else "builder/job.html"
    response = render(request, template, context)
    if request.htmx and state.finished and context["reload"]:
        response["HX-Refresh"] = "true"
    patch_vary_headers(response, ["HX-Request"])
    add_never_cache_headers(response)
    return response


def _back_url(request: HtmxHttpRequest, found: Job) -> str:
    revision = str(found.params.get("revision") or "")
    if found.kind == EXPLORE_JOB and revision:
        return reverse("builder-scenario", args=[revision]) + "#outcomes"
    if found.kind != VERIFY_JOB or not revision:
        return ""
    target = reverse("builder-puzzle-edit", args=[revision])
    if token := token_of(request):
        target += f"?{urlencode({'token': token})}"
    return f"{target}#verification"
