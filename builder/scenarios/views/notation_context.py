"""What the builder page's notation panel shows (templates/scenarios/_notation.html)."""

from __future__ import annotations

from typing import Any

from builder.scenarios.models import Draft
from builder.scenarios.notation_forms import PasteBoardForm
from builder.scenarios.services.notation import board_notation


def notation_context(draft: Draft) -> dict[str, Any]:
    return {"paste_form": PasteBoardForm(), "board_notation": board_notation(draft)}
