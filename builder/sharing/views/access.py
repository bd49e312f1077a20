"""Who may see and change a saved revision: the access helpers every saved-scenario view starts
with.

- ``get_revision``: 404 for an unknown id, and for a private scenario without its edit token;
- ``get_editable_revision``: 403 without the family's edit token;
- ``get_downloadable_revision``: a revision whose files may be downloaded: 403 for a puzzle
  that hides cards (its files would show them) unless the edit token comes with the request.

The edit token travels in the ``token`` query parameter of the edit link and in a hidden field
of the edit forms; it is never stored, only its digest.

``normalize_query``: the query a cached page is built with (its links carry it) holds only the
view's own parameters, normalized, and the edit token when it is the family's.
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, QueryDict
from django.shortcuts import get_object_or_404
from django.utils.http import urlencode

from builder.sharing import revision_kinds, services
from builder.sharing.models import Scenario


def token_of(request: HttpRequest) -> str:
    return str(request.POST.get("token") or request.GET.get("token") or "")


def get_revision(request: HttpRequest, public_id: str) -> Scenario:
    """The revision a reader may see (the embed and export views use it too), in one query
    with its family and its puzzle."""
    revision = get_object_or_404(revisions_with_family(), public_id=public_id)
    if not services.can_view(revision, token_of(request)):
        raise Http404("No such scenario.")
    return revision


def revisions_with_family() -> QuerySet[Scenario]:
    return Scenario.objects.select_related("family", "puzzle")


def get_editable_revision(request: HttpRequest, public_id: str) -> Scenario:
    revision = get_object_or_404(Scenario.objects.select_related("family"), public_id=public_id)
    if not services.check_edit_token(revision.family, token_of(request)):
        raise PermissionDenied("This needs the scenario's edit link.")
    return revision


def get_downloadable_revision(request: HttpRequest, public_id: str) -> Scenario:
    revision = get_revision(request, public_id)
    if revision_kinds.hides_cards(revision) and not services.check_edit_token(
        revision.family, token_of(request)
    ):
        raise PermissionDenied("This puzzle hides cards: its files need the edit link.")
    return revision


def normalize_query(request: HttpRequest, revision: Scenario, **params: object) -> None:
    """Make the request's query ``params`` (the values the view read, normalized; None, False
    and "" left out) and the family's edit token when the request carries it: the page's links
    (``{% querystring %}``) and its ``token`` are built from this, so what one reader's query
    string held beyond that (a wrong token, anything else) never reaches a cached page."""
    query: dict[str, str] = {}
    token = token_of(request)
    if services.check_edit_token(revision.family, token):
        query["token"] = token
    for name, value in params.items():
        if value is not None and value is not False and value != "":
            query[name] = "1" if value is True else str(value)
    request.GET = QueryDict(urlencode(query))
