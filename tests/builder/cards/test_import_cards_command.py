"""manage.py import_cards: a thin wrapper printing progress, problems and a summary."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from builder.models import Card
from tests.builder.cards.helpers import FIXTURES

pytestmark = pytest.mark.django_db

PROJECT_ROOT = Path(__file__).resolve().parents[3]


def run_import(*args: str) -> tuple[str, str]:
    stdout, stderr = io.StringIO(), io.StringIO()
    call_command("import_cards", *args, stdout=stdout, stderr=stderr)
    return stdout.getvalue(), stderr.getvalue()


def test_it_imports_and_prints_a_summary(gzipped_cards: Path) -> None:
    stdout, stderr = run_import(str(gzipped_cards))

    assert Card.objects.count() == 26
    assert stdout.startswith("Imported 26 records: 26 created, 0 updated, 0 unchanged, 0 skipped")
    assert stderr == ""  # no terminal: no progress bar


def test_it_reports_each_skipped_record_on_stderr() -> None:
    stdout, stderr = run_import(str(FIXTURES / "broken_json.json"))

    assert "4 created" in stdout and "4 skipped" in stdout
    lines = stderr.splitlines()
    assert len(lines) == 4
    assert lines[0].startswith("skipped element 1 (byte 96): broken JSON: Expecting ',' delimiter")


def test_the_progress_bar_redraws_one_line_in_place() -> None:
    _stdout, stderr = run_import(str(FIXTURES / "cards.json"), "--progress", "always")

    assert stderr.startswith("\r[")
    assert "100%" in stderr and "26 records" in stderr
    assert stderr.endswith("\n") and stderr.count("\n") == 1


def test_a_file_that_is_not_an_array_fails_with_a_message() -> None:
    with pytest.raises(CommandError, match="not a JSON array"):
        run_import(str(FIXTURES / "not_an_array.json"))


def test_a_file_with_no_usable_card_fails(tmp_path: Path) -> None:
    path = tmp_path / "junk.json"
    path.write_text('[1, "two", {"name": ""}]', encoding="utf-8")

    with pytest.raises(CommandError, match="no card could be imported: 3 records"):
        run_import(str(path))


@pytest.mark.slow
def test_a_broken_file_exits_with_status_1_and_no_traceback(tmp_path: Path) -> None:
    """Run as a real process: CommandError becomes "CommandError: ..." and exit status 1."""
    completed = subprocess.run(
        [sys.executable, "manage.py", "import_cards", str(FIXTURES / "not_an_array.json")],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        env={"DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}", "PATH": ""},
        check=False,
    )

    assert completed.returncode == 1
    assert completed.stderr.startswith("CommandError: not a JSON array")
    assert "Traceback" not in completed.stderr
