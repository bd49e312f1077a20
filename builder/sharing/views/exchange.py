"""Scenarios in and out: the JSON document and the judges' question text of a revision, and
the import form that turns an uploaded document into a new draft.  A puzzle that hides cards
keeps its files for its author (``get_downloadable_revision``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods

from builder.operations.ratelimits import rate_limited
from builder.scenarios.services import ServiceError
from builder.sharing import services
from builder.sharing.forms import ImportForm
from builder.sharing.revisioncache import FOREVER, CachePolicy, cached_response, serve_revision
from builder.sharing.views.access import get_downloadable_revision

DOCUMENT = CachePolicy(max_age=FOREVER, immutable=True)  # a revision's document never changes


@require_GET
def scenario_json(request: HttpRequest, public_id: str) -> HttpResponse:
    if (cached := cached_response(request, public_id, "json", DOCUMENT)) is not None:
        return cached
    revision = get_downloadable_revision(request, public_id)

    def build(extra: Mapping[str, Any]) -> HttpResponse:
        response = HttpResponse(services.export_json(revision), content_type="application/json")
        filename = services.export_filename(revision, ".json")
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
        return response

    return serve_revision(request, revision, "json", build, DOCUMENT)


@require_GET
def question_txt(request: HttpRequest, public_id: str) -> HttpResponse:
    revision = get_downloadable_revision(request, public_id)
    url = request.build_absolute_uri(reverse("builder-scenario", args=[public_id]))
    text = services.question_text(revision, url)
    return HttpResponse(text, content_type="text/plain; charset=utf-8")


@require_http_methods(["GET", "POST"])
@rate_limited("uploads")
def import_scenario(request: HttpRequest) -> HttpResponse:
    """Upload a scenario document (JSON); a valid one opens in a new draft."""
    if request.method == "GET":
        return render(request, "sharing/share_import.html", {"form": ImportForm()})
    form = ImportForm(request.POST, request.FILES)
    if form.is_valid():
        try:
            document = services.check_import(form.cleaned_data["file"])
        except ServiceError as error:
            form.add_error("file", error.message)
        else:
            draft = services.do_import(document)
            return redirect("builder-draft", key=draft.key)
    return render(request, "sharing/share_import.html", {"form": form}, status=400)
