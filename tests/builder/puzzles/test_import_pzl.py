"""``manage.py import_pzl``: Forge puzzles become saved scenarios; bad files never stop the run."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

import engine
from builder.models import Card, Scenario
from builder.puzzles.services import forge as puzzles

pytestmark = pytest.mark.django_db

GOOD = """[metadata]
Name:Bolt the opponent
URL:https://example.com/bolt.png
Goal:Win
Turns:1
Difficulty:Easy
Description:Win this turn.
[state]
humanlife=20
ailife=3
humanhand=Lightning Bolt
humanbattlefield=Mountain|Set:M19;Glimmervoid|Tapped
humanprecast=Ancestral Knowledge:TrigShuffle
aibattlefield=Fable of the Mirror-Breaker|Transformed;Mystery Card
"""
BAD = "[metadata]\nName:Broken\n[state]\nhumanlife=twenty\n"


@pytest.fixture
def puzzle_dir(tmp_path: Path) -> Path:
    (tmp_path / "good.pzl").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bad.pzl").write_text(BAD, encoding="utf-8")
    (tmp_path / "old.pzl.disabled").write_text(BAD, encoding="utf-8")
    return tmp_path


@pytest.fixture
def cards(db: object) -> None:
    Card.objects.create(name="Glimmervoid", search_name="glimmervoid", type_line="Land")
    Card.objects.create(
        name="Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
        search_name="fable of the mirror breaker reflection of kiki jiki",
        type_line="Enchantment — Saga // Enchantment Creature — Goblin Shaman",
        faces=[
            {
                "name": "Fable of the Mirror-Breaker",
                "type_line": "Enchantment — Saga",
                "colors": "R",
            },
            {
                "name": "Reflection of Kiki-Jiki",
                "type_line": "Enchantment Creature — Goblin Shaman",
                "power": "2",
                "toughness": "2",
                "colors": "R",
            },
        ],
    )


def run(*args: str) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("import_pzl", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_it_saves_each_good_file_and_reports_bad_ones_with_their_line(
    puzzle_dir: Path, cards: None
) -> None:
    out, err = run(str(puzzle_dir))
    assert err.strip() == "bad.pzl: line 4: humanlife must be a whole number, found 'twenty'"
    scenario = Scenario.objects.get()
    assert scenario.title == "Bolt the opponent"
    assert (
        f"good.pzl: 'Bolt the opponent' saved as {scenario.public_id}, partially automated" in out
    )
    assert "1 unknown cards: Mystery Card" in out
    assert "1 of 2 puzzle files imported (0 fully automated, 1 refused)." in out


def test_the_saved_document_loads_and_carries_the_puzzle(puzzle_dir: Path, cards: None) -> None:
    run(str(puzzle_dir / "good.pzl"))
    document = Scenario.objects.get().document
    state = engine.load(document)
    assert [p.life for p in state.players] == [20, 3]
    solver_lands = document["players"][0]["battlefield"]
    assert solver_lands[1]["characteristics"] == {"types": ["Land"]}  # from the card database
    assert solver_lands[1]["tapped"] is True
    fable = document["players"][1]["battlefield"][0]
    assert fable["characteristics"]["subtypes"] == ["Saga"]  # front face, by its face name
    puzzle = document["puzzle"]
    assert (puzzle["goal"], puzzle["turns"], puzzle["difficulty"]) == ("win", 1, "Easy")
    assert puzzle["credit_url"] == "https://example.com/bolt.png"
    assert puzzle["unknown_cards"] == ["Mystery Card"]
    assert "Fable of the Mirror-Breaker|Transformed" in puzzle["unmodeled"]
    assert "p0precast=Ancestral Knowledge:TrigShuffle" in puzzle["unmodeled"]


def test_a_dry_run_saves_nothing(puzzle_dir: Path) -> None:
    out, _ = run(str(puzzle_dir), "--dry-run")
    assert "not saved (dry run)" in out
    assert "1 of 2 puzzle files converted (dry run) (0 fully automated, 1 refused)." in out
    assert not Scenario.objects.exists()


def test_a_missing_path_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="doesn't exist"):
        run(str(tmp_path / "nowhere.pzl"))


def test_export_gives_back_an_importable_puzzle(puzzle_dir: Path, cards: None) -> None:
    result = puzzles.import_pzl_file(puzzle_dir / "good.pzl")
    assert result.scenario is not None
    text = puzzles.export_pzl(result.scenario.document)
    assert "p0precast=Ancestral Knowledge:TrigShuffle" in text
    again = puzzles.import_pzl_text(text, "again.pzl", save=False)
    assert again.ok and again.report == result.report
