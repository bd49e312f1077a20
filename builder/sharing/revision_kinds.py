"""What a concept above sharing makes of some saved revisions: a puzzle, today.

Such a revision has its own share page and embed (a puzzle's solve mode), may hide cards that
its files must then keep to its author, draws its preview from another board, is carried
over to its family's next revision, and its readers are only sent on to newer revisions of its
kind (``builder.sharing.services.revisions.latest_for``). The concept registers a ``RevisionKind`` here as it is
imported (``builder.puzzles.revision_kind``, imported by ``BuilderConfig.ready``); sharing asks
this registry, so it never imports the concepts built on it (docs/web-app-layout.md).
"""

from __future__ import annotations

from typing import Any, Protocol

from django.db.models import QuerySet
from django.http import HttpResponse

from builder.operations.htmx import HtmxHttpRequest
from builder.sharing.models import Scenario


class RevisionKind(Protocol):
    def claims(self, revision: Scenario) -> bool:
        """Whether ``revision`` is of this kind."""
        ...

    def share_page(self, request: HtmxHttpRequest, revision: Scenario) -> HttpResponse:
        """The page at ``/s/<id>/`` instead of the saved board."""
        ...

    def embed_page(self, request: HtmxHttpRequest, revision: Scenario) -> HttpResponse:
        """The embed at ``/s/<id>/embed/`` instead of the saved board."""
        ...

    def hides_cards(self, revision: Scenario) -> bool:
        """Whether the revision's files would show cards its readers must not see."""
        ...

    def shown_document(self, revision: Scenario) -> dict[str, Any]:
        """The board its preview image may draw."""
        ...

    def of_kind(self, revisions: QuerySet[Scenario]) -> QuerySet[Scenario]:
        """The revisions of ``revisions`` that are of this kind."""
        ...

    def carry_over(self, revision: Scenario, new: Scenario) -> None:
        """Make ``new`` (the family's next revision) of the kind too, when ``revision`` is."""
        ...


KINDS: list[RevisionKind] = []


def register(kind: RevisionKind) -> None:
    KINDS.append(kind)


def kind_of(revision: Scenario) -> RevisionKind | None:
    """The registered kind ``revision`` is of, if any."""
    return next((kind for kind in KINDS if kind.claims(revision)), None)


def hides_cards(revision: Scenario) -> bool:
    return any(kind.hides_cards(revision) for kind in KINDS)


def carry_over(revision: Scenario, new: Scenario) -> None:
    for kind in KINDS:
        kind.carry_over(revision, new)
