"""``load_builtin`` saves the built-in puzzles: public, verified, each in a read-only family of
its own; Forge's files come from ../shared/forge-puzzles when they are there."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Puzzle, PuzzleStatus, Visibility
from builder.services.builtin_puzzles import load_builtin_puzzles
from engine.puzzle.builtin import original_puzzles

pytestmark = pytest.mark.django_db

FORGE = Path(__file__).resolve().parents[2].parent / "shared" / "forge-puzzles"


def test_the_original_puzzles_are_saved_verified_and_public(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("STACKBOARD_FORGE_PUZZLES", str(tmp_path))  # no Forge files here
    line = load_builtin_puzzles()
    assert line.startswith(f"puzzles: {len(original_puzzles())} original and 0 from Forge")
    assert "not verified" not in line
    puzzles = Puzzle.objects.select_related("scenario__family")
    assert puzzles.count() == len(original_puzzles())
    assert {p.status for p in puzzles} == {PuzzleStatus.VERIFIED}
    assert {p.scenario.family.visibility for p in puzzles} == {Visibility.PUBLIC}
    shock = puzzles.get(scenario__family__builtin_key="puzzle:shock-the-blocker")
    assert shock.scenario.title == "Shock first" and shock.hints


def test_loading_again_saves_nothing_new(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("STACKBOARD_FORGE_PUZZLES", str(tmp_path))
    load_builtin_puzzles()
    again = load_builtin_puzzles()
    assert f"; 0 saved, {len(original_puzzles())} unchanged" in again
    assert Puzzle.objects.count() == len(original_puzzles())


def test_with_forges_files_at_least_ten_verified_puzzles_are_listed(client: Client) -> None:
    if not (FORGE / "PP00.pzl").is_file():
        pytest.skip(f"needs Forge's puzzles in {FORGE}")
    line = load_builtin_puzzles()
    assert "not verified" not in line, line
    assert Puzzle.objects.filter(status=PuzzleStatus.VERIFIED).count() >= 10
    pp00 = Puzzle.objects.get(scenario__family__builtin_key="forge:PP00.pzl")
    assert pp00.scenario.title == "Pauper Puzzles #00 - Introduction Demo"
    assert pp00.source_url.startswith("https://pauperpuzzles.wordpress.com/")
    body = client.get(reverse("builder-puzzles")).content.decode()
    assert body.count("badge-verified") >= 10
