"""Constants shared by the card tests."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"
HTMX = {"HX-Request": "true"}
