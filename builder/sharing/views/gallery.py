"""Lists of scenarios: the rulings gallery (``/examples/``) and the public browse page."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from builder.operations.security import allow_framing
from builder.sharing import services
from builder.sharing.forms import BrowseForm

THEMES = ("light", "dark")


@require_GET
def examples(request: HttpRequest) -> HttpResponse:
    return render(request, "sharing/gallery.html", {"sections": services.gallery_sections()})


@require_GET
def example(request: HttpRequest, key: str) -> HttpResponse:
    """One example by ruling id (``GHO-2``, any case) or slug."""
    try:
        page = services.example_page(key)
    except KeyError:
        raise Http404("No such example.") from None
    embed_url = request.build_absolute_uri(reverse("builder-example-embed", args=[page.example.id]))
    context = {
        "page": page,
        "share_url": request.build_absolute_uri(request.path),
        "embed_url": embed_url,
    }
    return render(request, "sharing/gallery_example.html", context)


@require_POST
def fork_example(request: HttpRequest, key: str) -> HttpResponse:
    """Fork: the example in a new draft of the builder, its action taken (builder.scenarios.services)."""
    try:
        draft = services.do_fork_example(key)
    except KeyError:
        raise Http404("No such example.") from None
    return redirect("builder-draft", key=draft.key)


@allow_framing
@require_GET
def embed_example(request: HttpRequest, key: str) -> HttpResponse:
    """The example for an ``<iframe>``: the board, the action, the result, every outcome."""
    try:
        page = services.example_page(key)
    except KeyError:
        raise Http404("No such example.") from None
    share_url = request.build_absolute_uri(reverse("builder-example", args=[page.example.id]))
    theme = request.GET.get("theme", "")
    context = {"page": page, "share_url": share_url, "theme": theme if theme in THEMES else ""}
    return render(request, "sharing/embed_example.html", context)


@require_GET
def browse(request: HttpRequest) -> HttpResponse:
    form = BrowseForm(request.GET)
    number = form.cleaned_data["page"] if form.is_valid() else None
    return render(request, "sharing/share_browse.html", {"page": services.browse_page(number)})
