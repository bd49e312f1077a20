"""What other sites use: the embed page (the only frameable page), oEmbed and preview images.

The embed is a minimal page for an ``<iframe>``: the board at a step, the step's log, links to
step through the history (htmx swaps the frame; every link also has a real ``href``), every
outcome of the last decision on request, and light or dark by ``?theme=``.  A puzzle's embed is
solve mode.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit

from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.templatetags.static import static
from django.urls import Resolver404, resolve, reverse
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET

from builder.operations.htmx import HtmxHttpRequest
from builder.operations.security import allow_framing
from builder.sharing import revision_kinds, services
from builder.sharing.forms import OEmbedForm, StepForm
from builder.sharing.revisioncache import (
    FOREVER,
    SHORT,
    CachePolicy,
    cached_response,
    serve_revision,
    while_exploring,
)
from builder.sharing.views.access import get_revision, normalize_query, revisions_with_family

# The embed names the newest revision ("a newer revision exists"): a short age. The image never
# changes: a year, immutable. oEmbed may answer for /latest/: short.
EMBED_PAGE = CachePolicy(max_age=SHORT)
PREVIEW = CachePolicy(max_age=FOREVER, immutable=True)
OEMBED = CachePolicy(max_age=SHORT)
OEMBED_PAGES = ("builder-scenario", "builder-embed", "builder-scenario-latest")
HEIGHT_STEP = 20  # px: a maxheight is rounded down to a multiple of it


@allow_framing
@require_GET
def embed(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The board at a step; a puzzle's embed is solve mode (``builder.puzzles.views.solve``). A
    scenario that isn't there (or is private) is said inside an embed, not on a bare 404 page."""
    form = StepForm(request.GET)
    step, outcomes, theme = form.value("step"), bool(form.value("outcomes")), form.value("theme")
    template = "sharing/embed.html#frame" if request.htmx else "sharing/embed.html"
    variant = f"embed:{step}:{outcomes}:{theme}:{template}"
    if (cached := cached_response(request, public_id, variant, EMBED_PAGE)) is not None:
        patch_vary_headers(cached, ["HX-Request"])
        return cached
    try:
        revision = get_revision(request, public_id)
    except Http404:
        return render(request, "sharing/embed_error.html", status=404)
    if (kind := revision_kinds.kind_of(revision)) is not None:
        return kind.embed_page(request, revision)
    # Built and kept for what it shows and nothing else the query string says.
    step = services.shown_step(revision, step)
    normalize_query(request, revision, step=step, outcomes=outcomes, theme=theme)
    variant = f"embed:{step}:{outcomes}:{theme}:{template}"

    def build(extra: Mapping[str, Any]) -> HttpResponse:
        page = services.share_page(revision, step, outcomes=outcomes)
        context = {
            "page": page,
            "theme": theme or "",
            "share_url": request.build_absolute_uri(reverse("builder-scenario", args=[public_id])),
            **extra,
        }
        return while_exploring(page, render(request, template, context))

    response = serve_revision(request, revision, variant, build, EMBED_PAGE)
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_GET
def preview(request: HttpRequest, public_id: str) -> HttpResponse:
    """The revision's board as a 1200x630 PNG; a revision never changes, so cache it long."""
    if (cached := cached_response(request, public_id, "preview", PREVIEW)) is not None:
        return cached
    revision = get_revision(request, public_id)

    def build(extra: Mapping[str, Any]) -> HttpResponse:
        preview = services.preview_png(revision)
        return while_exploring(preview, HttpResponse(preview.png, content_type="image/png"))

    # A private revision's image is built for each request that has its edit token, private.
    return serve_revision(request, revision, "preview", build, PREVIEW)


@require_GET
def oembed(request: HttpRequest) -> HttpResponse:
    """oEmbed (https://oembed.com): ``type: rich`` with the embed's iframe.  A URL that isn't
    one of our scenarios gets 404; a format other than JSON gets 501. The answer comes from the
    cache, else from what is stored of the revision (``services.embed_facts``): a width is one
    of ``OEMBED_WIDTHS`` and a height a multiple of ``HEIGHT_STEP``, so no query makes the
    server build a page."""
    if request.GET.get("format", "json") != "json":
        return HttpResponse("Only the json format is available.", status=501)
    form = OEmbedForm(request.GET)
    if not form.is_valid():
        raise Http404("Give the url of a Stackboard scenario.")
    public_id, page = _linked(request, form.cleaned_data["url"])
    width = services.oembed_width(form.cleaned_data["maxwidth"])
    maxheight = form.cleaned_data["maxheight"]
    maxheight = max(HEIGHT_STEP, maxheight - maxheight % HEIGHT_STEP) if maxheight else None
    variant = f"oembed:{page}:{width}:{maxheight}"
    if (cached := cached_response(request, public_id, variant, OEMBED)) is not None:
        return cached
    linked = get_object_or_404(revisions_with_family(), public_id=public_id)
    if not services.can_view(linked, token=""):  # a private scenario is never embedded
        raise Http404("No such scenario.")
    revision = services.latest_for(linked) if page == "builder-scenario-latest" else linked

    def build(extra: Mapping[str, Any]) -> HttpResponse:
        facts = services.embed_facts(revision)
        # A height that fits what the embed shows (the embed then keeps its host page told).
        height = facts.height(width)
        data = services.oembed_data(
            facts,
            embed_url=request.build_absolute_uri(
                reverse("builder-embed", args=[revision.public_id])
            ),
            thumbnail_url=request.build_absolute_uri(
                reverse("builder-scenario-preview", args=[revision.public_id])
            ),
            provider_url=request.build_absolute_uri(reverse("builder-home")),
            width=width,
            height=min(height, maxheight) if maxheight else height,
            script_url=request.build_absolute_uri(static("builder/js/stackboard-embed.js")),
        )
        return while_exploring(facts, JsonResponse(data))

    return serve_revision(request, linked, variant, build, OEMBED, shown=revision)


def _linked(request: HttpRequest, url: str) -> tuple[str, str]:
    """The public id a share, embed or latest URL of this site names, and which of those pages
    it is (404 for any other URL)."""
    parts = urlsplit(url)
    if parts.netloc.lower() != request.get_host().lower():
        raise Http404("Not a Stackboard URL.")
    try:
        match = resolve(parts.path)
    except Resolver404:
        raise Http404("Not a Stackboard scenario URL.") from None
    if match.url_name not in OEMBED_PAGES:
        raise Http404("Not a Stackboard scenario URL.")
    return str(match.kwargs["public_id"]), str(match.url_name)
