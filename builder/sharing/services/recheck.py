"""Saved links keep their meaning: a revision shows the result the engine gave when it was
saved (its stored board and log, with the engine version and rules edition that computed them,
``Scenario.engine_version`` / ``rules_edition``), and says so when today's engine computes
something different from the same steps.

Today's result is the revision's history replayed from its set-up board
(``HistoryTree.replay``); both boards are compared as today's engine writes them (the stored one
loaded and written again), so a document format that only grew optional fields is no
difference.  A revision never changes, so the comparison is computed once per engine version and
kept in the cache.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.core.cache import cache

import engine
from builder.scenarios.services.history import ROOT, HistoryTree, ReplayError
from builder.sharing.models import Scenario

CACHE_TIMEOUT = 30 * 24 * 3600


@dataclass(frozen=True)
class StoredResult:
    engine_version: str  # "" for revisions saved before versions were stored
    rules_edition: str
    differs: bool  # today's engine computes another board or log from the same steps
    today: str  # what today's engine does differently, in words ("" when nothing)

    @property
    def saved_by(self) -> str:
        if not self.engine_version:
            return "an engine from before versions were recorded"
        return f"engine {self.engine_version} (Comprehensive Rules of {self.rules_edition})"

    @property
    def notice(self) -> str:
        if not self.differs:
            return ""
        return (
            f"This page shows the result as it was saved by {self.saved_by}. Today's engine "
            f"({engine.ENGINE_VERSION}, rules of {engine.CR_EDITION}) {self.today}."
        )


def stored_result(revision: Scenario) -> StoredResult:
    key = f"stored-result:{revision.pk}:{engine.ENGINE_VERSION}"
    found = cache.get(key)
    if found is None:
        found = _compare(revision)
        cache.set(key, found, CACHE_TIMEOUT)
    differs, today = found
    return StoredResult(revision.engine_version, revision.rules_edition, differs, today)


def _compare(revision: Scenario) -> tuple[bool, str]:
    tree = HistoryTree.read(revision.history, revision.document)
    if tree.current == ROOT:  # no step taken: the set-up board is the whole result
        return False, ""
    try:
        document, log = tree.replay(tree.current)
    except ReplayError as error:
        return True, f"can no longer replay these steps ({error})"
    except engine.EngineError as error:
        return True, f"can no longer replay these steps ({error})"
    if _normalized(revision.document) != document:
        return True, "reaches a different board from the same steps"
    if _log_lines(revision.log) != _log_lines(log):
        return True, "explains the last step differently"
    return False, ""


def _normalized(document: Mapping[str, Any]) -> dict[str, Any] | None:
    try:
        return engine.dump(engine.load(dict(document)))
    except engine.EngineError:
        return None


def _log_lines(log: Sequence[Mapping[str, Any]]) -> list[tuple[str, tuple[str, ...]]]:
    return [
        (str(entry.get("text", "")), tuple(str(r) for r in entry.get("rules") or ()))
        for entry in log
    ]
