from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache

from builder.cards import levels as cardlevels
from builder.models import Draft, Scenario
from builder.scenarios import services
from tests.builder.actions_support import document, make_draft
from tests.builder.factories import DraftFactory, ScenarioFactory

HTMX = {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def empty_cache() -> Any:
    """Each test starts with an empty cache (cached revision pages and the rate limits' counts
    live in it), and no engine state remembered by an earlier test
    (builder.scenarios.services.recent_states)."""

    from builder.scenarios.services import recent_states
    from builder.sharing import revisioncache

    cache.clear()
    revisioncache.clear_local()
    recent_states.forget_all()
    yield
    cache.clear()
    revisioncache.clear_local()
    recent_states.forget_all()


@pytest.fixture(autouse=True)
def rate_limit_clock(monkeypatch: Any) -> None:
    """The rate limits count in fixed windows of the clock (builder.operations.ratelimits): a
    test's requests fall in one window, at its start, instead of straddling a boundary when a
    test happens to run across one (a loaded machine made a sign-in test see two windows)."""
    import time
    import types

    from builder.operations import ratelimits

    start = time.time() // 3600 * 3600 + 1  # every window (60 s to an hour) divides an hour
    monkeypatch.setattr(ratelimits, "time", types.SimpleNamespace(time=lambda: start))


@pytest.fixture(autouse=True)
def own_card_index_dir(settings: Any, tmp_path: Any) -> None:
    """The card search index file of one test is never loaded by another."""
    settings.CARD_INDEX_DIR = tmp_path / "card-index"


@pytest.fixture(autouse=True)
def jobs_run_eagerly(settings: Any) -> None:
    """Background jobs run inside the request, so a test sees their result at once
    (tests/builder/jobs/test_jobs.py runs them in threads and in an RQ worker too)."""
    settings.JOBS_BACKEND = "eager"


@pytest.fixture
def draft(db: Any) -> Draft:
    """An empty two-player board (Alice "A" and Bob "B", 20 life each)."""
    return DraftFactory.create()


@pytest.fixture
def bears_draft(draft: Draft) -> Draft:
    """Alice controls Grizzly Bears (object o1)."""
    services.do_add_card(draft, "A", "Grizzly Bears")
    draft.refresh_from_db()
    return draft


@pytest.fixture
def bears(db: Any) -> Draft:
    """Alice's Grizzly Bears ("bears") and Bob's Gray Ogre ("ogre")."""
    return make_draft(
        document([{"id": "bears", "card": "Grizzly Bears"}], [{"id": "ogre", "card": "Gray Ogre"}])
    )


@pytest.fixture
def saved(db: Any) -> Scenario:
    return ScenarioFactory.create()


# Every card the engine defines is fully modeled now (issue 16 finished the last seven), so the
# builder's "partially automated" label and its reasons are shown with one made partial here:
# the engine's audit is replaced for Banefire only.
PARTIAL_REASON = "not modeled: If X is 5 or more (a stand-in reason for the label's tests)"


@pytest.fixture
def partial_banefire(monkeypatch: pytest.MonkeyPatch) -> None:
    real = cardlevels.unmodeled
    monkeypatch.setattr(
        cardlevels,
        "unmodeled",
        lambda card: [PARTIAL_REASON] if card.name == "Banefire" else real(card),
    )
