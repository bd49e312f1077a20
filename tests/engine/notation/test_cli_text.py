"""python -m engine text: a document's notation, and --parse back to the document."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.document.codec import dump, load
from engine.examples import example

ROOT = Path(__file__).resolve().parents[3]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


@pytest.mark.parametrize("ruling", ["GHO-2", "AOG-1", "ASC-4"])
def test_text_then_parse_gives_back_the_example_document(tmp_path: Path, ruling: str) -> None:
    ex = example(ruling)
    source = ROOT / "engine" / "examples" / f"{ruling.lower()}.json"
    printed = cli("text", str(source))
    assert printed.returncode == 0, printed.stderr
    notation = tmp_path / "board.txt"
    notation.write_text(printed.stdout)
    parsed = cli("text", "--parse", str(notation))
    assert parsed.returncode == 0, parsed.stderr
    doc = ex.scenario_document()
    assert json.loads(parsed.stdout) == dump(load(doc), doc["actions"])
    # A scenario document (not an example file) prints the same notation.
    plain = tmp_path / "doc.json"
    plain.write_text(parsed.stdout)
    assert cli("text", str(plain)).stdout == printed.stdout


def test_gho_2_notation_from_the_command_line() -> None:
    printed = cli("text", str(ROOT / "engine" / "examples" / "gho-2.json"))
    assert printed.stdout.splitlines()[-1] == "action deal_damage source=bears target=B amount=3"


def test_a_bad_notation_exits_2_naming_line_and_column(tmp_path: Path) -> None:
    notation = tmp_path / "board.txt"
    notation.write_text("player A Alice 20\n  hand: Shok\nplayer B Bob 20\n")
    done = cli("text", "--parse", str(notation))
    assert done.returncode == 2
    assert "line 2, column 9: unknown card 'Shok'" in done.stderr
    assert done.stdout == ""
