"""python -m engine: run, explore, schema; exit 2 with a clear message on bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engine.examples import example

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def gho2_file(tmp_path: Path, choices: list[str] | None) -> Path:
    ex = example("GHO-2")
    action = dict(ex.action)
    if choices is not None:
        action["choices"] = choices
    path = tmp_path / "gho2.json"
    path.write_text(json.dumps({**ex.document, "actions": [action]}))
    return path


def test_run_applies_actions_with_their_choices(tmp_path: Path) -> None:
    done = cli("run", str(gho2_file(tmp_path, ["ghosts.0"])))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert [p["life"] for p in out["state"]["players"]] == [20, 18]
    assert out["pending"] is None
    assert any("616.1" in e["rules"] for e in out["log"])
    ghosts = out["characteristics"]["ghosts"]
    assert (ghosts["power"], ghosts["toughness"]) == (4, 5)
    assert ghosts["breakdown"][0]["layer"] == "printed"


def test_run_reports_a_missing_choice_as_pending(tmp_path: Path) -> None:
    out = json.loads(cli("run", str(gho2_file(tmp_path, None))).stdout)
    assert out["pending"]["decider"] == "B" and out["pending"]["rule"] == "616.1"


def test_explore_lists_both_outcomes(tmp_path: Path) -> None:
    out = json.loads(cli("explore", str(gho2_file(tmp_path, None))).stdout)
    assert out["complete"]
    assert sorted(o["state"]["players"][1]["life"] for o in out["outcomes"]) == [17, 18]


def test_schema_prints_json_schema() -> None:
    out = json.loads(cli("schema").stdout)
    assert out["title"] == "Stackboard scenario document"


def test_invalid_document_and_illegal_action_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    done = cli("run", str(bad))
    assert done.returncode == 2 and "not valid JSON" in done.stderr
    illegal = tmp_path / "illegal.json"
    illegal.write_text(
        json.dumps(
            {
                "players": [
                    {"id": "A", "hand": [{"id": "b", "card": "Lightning Bolt"}]},
                    {"id": "B"},
                ],
                "actions": [{"type": "resolve"}],
            }
        )
    )
    done = cli("run", str(illegal))
    assert done.returncode == 2 and "117.4" in done.stderr


def test_vocabulary_prints_the_tables_and_writes_a_files_generated_section(tmp_path: Path) -> None:
    printed = cli("vocabulary")
    assert printed.returncode == 0
    assert (
        "| `deal_damage` | deals damage to one or more recipients at once (120.4) |"
        in printed.stdout
    )
    page = tmp_path / "page.md"
    page.write_text("# Page\n<!-- vocabulary:start -->\nstale\n<!-- vocabulary:end -->\nafter\n")
    assert cli("vocabulary", "--write", str(page)).returncode == 0
    text = page.read_text()
    assert "stale" not in text and "| `create_tokens` |" in text and text.endswith("after\n")
