from __future__ import annotations

from typing import Any

import pytest

from builder import cardlevels, services
from builder.models import Draft, Scenario
from tests.builder.factories import DraftFactory, ScenarioFactory

HTMX = {"HX-Request": "true"}


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
