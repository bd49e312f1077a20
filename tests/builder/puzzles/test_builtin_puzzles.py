"""``load_builtin`` saves the built-in puzzles: verified, each in a read-only family of its own,
each with its certificate (issue 31); Forge's files come from ../shared/forge-puzzles when they are
there, and one is shipped (public) only while its certificate says "solved"."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.builtin import load_engine_cards
from builder.cards.importing import import_cards_from_path
from builder.models import Puzzle, PuzzleStatus, Visibility
from builder.puzzles.services import builtin, certificates
from builder.puzzles.services.builtin import load_builtin_puzzles
from engine.oracle.coverage import load_records
from engine.puzzle import Verdict
from engine.puzzle.builtin import ForgeSolution, forge_solutions, original_puzzles
from engine.pzl import parse
from engine.pzl.model import CardList

pytestmark = pytest.mark.django_db

SHARED = Path(__file__).resolve().parents[3].parent / "shared"
FORGE = SHARED / "forge-puzzles"
CARD_FILE = SHARED / "carddata" / "oracle-cards-2026.json.gz"


@pytest.fixture
def forge_cards(tmp_path: Path) -> None:
    """The card database as `make run` fills it, for the cards of the Forge puzzles that have
    a solution: the engine's own cards, and the card file's records of the others (they play
    by their compiled Oracle text)."""
    if not (FORGE / "PP00.pzl").is_file() or not CARD_FILE.is_file():
        pytest.skip(f"needs Forge's puzzles in {FORGE} and the card data in {CARD_FILE}")
    names = {
        entry.name.casefold()
        for solution in forge_solutions()
        for field in parse((FORGE / solution.file).read_text(encoding="utf-8")).state.fields
        if isinstance(field.value, CardList)
        for entry in field.value.entries
    }
    wanted = [
        record
        for record in load_records(CARD_FILE)
        if {str(record["name"]).casefold(), *_face_names(record)} & names
    ]
    subset = tmp_path / "cards.json"
    subset.write_text(json.dumps(wanted), encoding="utf-8")
    import_cards_from_path(subset)
    load_engine_cards()


def _face_names(record: Mapping[str, Any]) -> set[str]:
    """A puzzle may name a card by one of its faces."""
    return {str(face.get("name", "")).casefold() for face in record.get("card_faces") or ()}


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
    # Each has its certificate, stored with the revision: the author's solution, solved.
    assert f"; {len(original_puzzles())} certified solved" in line
    assert {certificates.stored_verdict(p) for p in puzzles} == {Verdict.SOLVED}
    found = certificates.stored_certificate(shock)
    assert found is not None and found.steps and found.verification.startswith("the solution")


def test_loading_again_saves_nothing_new(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("STACKBOARD_FORGE_PUZZLES", str(tmp_path))
    load_builtin_puzzles()
    again = load_builtin_puzzles()
    assert f"; 0 saved, {len(original_puzzles())} unchanged" in again
    assert Puzzle.objects.count() == len(original_puzzles())


def test_with_forges_files_at_least_ten_verified_puzzles_are_listed(
    client: Client, forge_cards: None
) -> None:
    line = load_builtin_puzzles()
    assert "not verified" not in line, line
    assert f"and {len(forge_solutions())} from Forge" in line
    for solution in forge_solutions():
        forged = Puzzle.objects.get(scenario__family__builtin_key=f"forge:{solution.file}")
        assert forged.status == PuzzleStatus.VERIFIED, solution.file
    assert Puzzle.objects.filter(status=PuzzleStatus.VERIFIED).count() >= 10
    # Every Forge puzzle shipped has a certificate that says "solved", and is public.
    assert f"({FORGE}; {len(forge_solutions())} shipped)" in line
    for solution in forge_solutions():
        forged = Puzzle.objects.get(scenario__family__builtin_key=f"forge:{solution.file}")
        assert certificates.stored_verdict(forged) == Verdict.SOLVED, solution.file
        assert forged.scenario.family.visibility == Visibility.PUBLIC
    pp00 = Puzzle.objects.get(scenario__family__builtin_key="forge:PP00.pzl")
    assert pp00.scenario.title == "Pauper Puzzles #00 - Introduction Demo"
    assert pp00.source_url.startswith("https://pauperpuzzles.wordpress.com/")
    body = client.get(reverse("builder-puzzles")).content.decode()
    assert body.count("badge-verified") >= 10


def test_a_forge_puzzle_whose_certificate_isnt_solved_is_not_shipped(
    client: Client, forge_cards: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PP00's solution cut to its first move reaches nothing: the certificate says "refuted" (it
    fails as written), the family stays private, off the puzzle list, and the line says so.
    With the whole solution again, its new revision is certified and shipped."""
    whole = next(s for s in forge_solutions() if s.file == "PP00.pzl")
    cut = ForgeSolution(whole.file, whole.solution[:1], whole.hints)
    monkeypatch.setattr(builtin, "forge_solutions", lambda: (cut,))
    line = load_builtin_puzzles(only={"PP00.pzl"})
    assert "PP00.pzl (refuted: not shipped)" in line, line
    assert "; 0 shipped)" in line
    pp00 = Puzzle.objects.get(scenario__family__builtin_key="forge:PP00.pzl")
    assert certificates.stored_verdict(pp00) == Verdict.REFUTED
    assert pp00.scenario.family.visibility == Visibility.PRIVATE
    listed = client.get(reverse("builder-puzzles")).content.decode()
    assert "Pauper Puzzles #00" not in listed

    monkeypatch.setattr(builtin, "forge_solutions", lambda: (whole,))
    line = load_builtin_puzzles(only={"PP00.pzl"})
    assert "; 1 shipped)" in line and "not shipped" not in line, line
    pp00 = Puzzle.objects.get(scenario__family__builtin_key="forge:PP00.pzl", scenario__number=2)
    assert certificates.stored_verdict(pp00) == Verdict.SOLVED
    assert pp00.scenario.family.visibility == Visibility.PUBLIC
    assert "Pauper Puzzles #00" in client.get(reverse("builder-puzzles")).content.decode()
