"""Fixtures of the sharing tests."""

from __future__ import annotations

from typing import Any

import pytest

from builder.sharing import services
from builder.sharing.models import Scenario


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The public ids of the revisions whose share page (or embed, or oEmbed height) was built,
    wherever it is built from."""
    calls: list[str] = []
    real = services.share_page

    def counting(revision: Scenario, *args: Any, **kwargs: Any) -> Any:
        calls.append(revision.public_id)
        return real(revision, *args, **kwargs)

    monkeypatch.setattr(services, "share_page", counting)
    monkeypatch.setattr("builder.sharing.services.revisions.share_page", counting)
    return calls
