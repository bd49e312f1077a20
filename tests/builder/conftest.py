from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache

from builder import services
from builder.models import Draft, Scenario
from tests.builder.factories import DraftFactory, ScenarioFactory

HTMX = {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def fresh_rate_limits() -> None:
    """Each test starts with no requests counted (builder.ratelimits keeps them in the cache)."""
    cache.clear()


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
def saved(db: Any) -> Scenario:
    return ScenarioFactory.create()
