"""Forge's puzzle files are read where they are, in ../shared/forge-puzzles beside the project
(CI has them there); nothing from shared/ is copied into the project. Without them the tests
that need one are skipped, saying why."""

from __future__ import annotations

from pathlib import Path

import pytest

FORGE_PUZZLES = Path(__file__).resolve().parents[3].parent / "shared" / "forge-puzzles"


def forge_puzzle(name: str) -> str:
    """The text of ../shared/forge-puzzles/<name>; skips the test when it isn't there."""
    path = FORGE_PUZZLES / name
    if not path.is_file():
        pytest.skip(f"needs Forge's {name} in {FORGE_PUZZLES}")
    return path.read_text(encoding="utf-8")
