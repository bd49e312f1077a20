"""Importing the Comprehensive Rules text: ``manage.py import_rules FILE``.

The tests read a small made-up file in the same layout (tests/builder/fixtures/sample_rules.txt);
the real text is never part of the repository.
"""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from builder.models import RulesText
from builder.rules.services import parse_rules, read_rules_file
from tests.builder.actions_support import SAMPLE_RULES

pytestmark = pytest.mark.django_db


def test_the_parser_reads_rules_subrules_sections_and_examples() -> None:
    edition, rules = parse_rules(read_rules_file(SAMPLE_RULES))
    assert edition == "January 2, 2030"
    numbers = [rule.number for rule in rules]
    # Headings of the contents come back in the body, in their place there.
    assert numbers == [
        "1", "100", "100.1", "100.1a", "100.1b", "120", "120.2b", "120.3a",
        "6", "616", "616.1", "616.1a", "616.1e",
    ]  # fmt: skip
    by_number = {rule.number: rule for rule in rules}
    assert by_number["616"].text == "Sample Interactions"
    assert by_number["100.1b"].text.endswith(
        "\nAn indented line that continues the sample subrule."
    )
    assert by_number["120.3a"].examples == [
        "A sample bear deals 2 sample damage to a sample player, who loses 2 sample life."
    ]
    assert len(by_number["616.1e"].examples) == 2
    assert "Sample Term" not in numbers  # the glossary is left out


def test_the_command_imports_and_reports(tmp_path: Path) -> None:
    out = StringIO()
    call_command("import_rules", str(SAMPLE_RULES), stdout=out)
    assert out.getvalue().strip() == "rules: imported 13 rules (effective January 2, 2030)"
    rule = RulesText.objects.get(number="616.1")
    assert rule.text.startswith("If two sample effects")
    assert rule.edition == "January 2, 2030"


def test_importing_again_replaces_the_rules(tmp_path: Path) -> None:
    call_command("import_rules", str(SAMPLE_RULES), stdout=StringIO())
    smaller = tmp_path / "rules.txt"
    smaller.write_text("100.1. Only one rule now.\n", encoding="utf-8")
    call_command("import_rules", str(smaller), stdout=StringIO())
    assert list(RulesText.objects.values_list("number", flat=True)) == ["100.1"]


def test_windows_line_endings_and_no_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "crlf.txt"
    path.write_bytes(
        SAMPLE_RULES.read_bytes().removeprefix(b"\xef\xbb\xbf").replace(b"\n", b"\r\n")
    )
    call_command("import_rules", str(path), stdout=StringIO())
    assert RulesText.objects.get(number="100").text == "Sample General"


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"no rules in here\n", "No numbered rules"), (b"\xff\xfe\x00bad", "codec")],
    ids=["not the rules", "not utf-8"],
)
def test_a_file_that_isnt_the_rules_is_refused(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "other.txt"
    path.write_bytes(content)
    with pytest.raises(CommandError, match=message):
        call_command("import_rules", str(path), stdout=StringIO())
    assert not RulesText.objects.exists()


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="no such file"):
        call_command("import_rules", str(tmp_path / "missing.txt"))
