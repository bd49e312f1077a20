"""`python -m engine.oracle`: help and a bad card file give a message and an exit status, never
a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.oracle.__main__ import USAGE, main


def test_help_prints_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--help"]) == 0
    assert capsys.readouterr().out.strip() == USAGE


def test_a_missing_card_file_is_a_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = tmp_path / "no-such-file.json"
    assert main(["coverage", str(missing)]) == 2
    assert "no-such-file.json" in capsys.readouterr().err


def test_a_card_file_that_is_not_a_list_is_a_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    card_file = tmp_path / "cards.json"
    card_file.write_text('{"name": "Grizzly Bears"}', encoding="utf-8")
    assert main(["keywords", str(card_file)]) == 2
    assert "expected a JSON list" in capsys.readouterr().err


def test_unknown_arguments_print_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nonsense"]) == 2
    assert USAGE in capsys.readouterr().err
