"""A puzzle's revision, as sharing sees it (``builder.sharing.revision_kinds``): solve mode on its
share page and embed, its hidden cards, its preview's board, and its next revision stays a
puzzle. Registered as this module is imported (``BuilderConfig.ready``)."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import HttpResponse

from builder.operations.htmx import HtmxHttpRequest
from builder.puzzles.models import Puzzle
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services import pages as puzzle_pages
from builder.puzzles.views import solve
from builder.sharing import revision_kinds
from builder.sharing.models import Scenario


class PuzzleRevisions:
    def claims(self, revision: Scenario) -> bool:
        return puzzle_services.puzzle_of(revision) is not None

    def share_page(self, request: HtmxHttpRequest, revision: Scenario) -> HttpResponse:
        return solve.share_page(request, revision, self._puzzle(revision))

    def embed_page(self, request: HtmxHttpRequest, revision: Scenario) -> HttpResponse:
        return solve.embed_page(request, revision, self._puzzle(revision))

    def hides_cards(self, revision: Scenario) -> bool:
        return puzzle_pages.hides_cards(revision)

    def shown_document(self, revision: Scenario) -> dict[str, Any]:
        return puzzle_pages.shown_document(revision)

    def of_kind(self, revisions: QuerySet[Scenario]) -> QuerySet[Scenario]:
        return revisions.filter(puzzle__isnull=False)

    def carry_over(self, revision: Scenario, new: Scenario) -> None:
        """A puzzle stays a puzzle in its family's next revision (its solution checked again):
        otherwise the newest revision would show the cards the puzzle hides."""
        puzzle = getattr(revision, "puzzle", None)
        if puzzle is not None:
            puzzle_services.do_copy_puzzle(puzzle, new, in_background=True)

    @staticmethod
    def _puzzle(revision: Scenario) -> Puzzle:
        puzzle = puzzle_services.puzzle_of(revision)
        assert puzzle is not None  # only asked of a revision it claims
        return puzzle


revision_kinds.register(PuzzleRevisions())
