"""A background job's page: its progress while it runs, then its result or why it failed.

Polled by htmx (the progress fragment, ``jobs/job.html#progress``); without JavaScript the
page refreshes itself while the job runs. ``?reload=1`` (the fragment on another page) answers
``HX-Refresh`` once the job has ended, so that page shows the stored result.
"""

from __future__ import annotations

from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.cache import add_never_cache_headers, patch_vary_headers
from django.views.decorators.http import require_GET

from builder import jobs
from builder.jobs.models import Job
from builder.jobs.pages import PAGES
from builder.operations.htmx import HtmxHttpRequest


@require_GET
def job(request: HtmxHttpRequest, key: str) -> HttpResponse:
    found = get_object_or_404(Job, key=key)
    state = jobs.state_of(found)
    kind_page = PAGES.get(found.kind)
    context = {
        "state": state,
        "reload": bool(request.GET.get("reload")),
        "title": kind_page.title if kind_page else "Background job",
        "back_url": kind_page.back_url(request, found) if kind_page else "",
        "back_label": kind_page.back_label if kind_page else "Back",
    }
    template = "jobs/job.html#progress" if request.htmx else "jobs/job.html"
    response = render(request, template, context)
    if request.htmx and state.finished and context["reload"]:
        response["HX-Refresh"] = "true"
    patch_vary_headers(response, ["HX-Request"])
    add_never_cache_headers(response)
    return response
