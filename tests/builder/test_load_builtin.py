from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from builder import services

pytestmark = pytest.mark.django_db


def test_it_prints_what_load_builtin_did(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(services, "load_builtin", lambda: ["cards: 3 loaded", "examples: none"])
    out = StringIO()
    call_command("load_builtin", stdout=out)
    assert out.getvalue() == "cards: 3 loaded\nexamples: none\n"
