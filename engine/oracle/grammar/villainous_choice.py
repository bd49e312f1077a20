"""Face a villainous choice (701.55): filled in later."""

from __future__ import annotations

GRAMMAR = ""


class VillainousChoiceLowering:
    pass
