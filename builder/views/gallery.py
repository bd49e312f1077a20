"""Lists of scenarios: the rulings gallery (``/examples/``) and the public browse page."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from builder import services
from builder.sharing_forms import BrowseForm


@require_GET
def examples(request: HttpRequest) -> HttpResponse:
    return render(request, "builder/gallery.html", {"sections": services.gallery_sections()})


@require_GET
def example(request: HttpRequest, key: str) -> HttpResponse:
    """One example by ruling id (``GHO-2``, any case) or slug."""
    try:
        page = services.example_page(key)
    except KeyError:
        raise Http404("No such example.") from None
    return render(request, "builder/gallery_example.html", {"page": page})


@require_GET
def browse(request: HttpRequest) -> HttpResponse:
    form = BrowseForm(request.GET)
    number = form.cleaned_data["page"] if form.is_valid() else None
    return render(request, "builder/share_browse.html", {"page": services.browse_page(number)})
