from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from builder import builtin

pytestmark = pytest.mark.django_db


def test_it_prints_what_load_builtin_did(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builtin, "load_builtin", lambda: ["cards: 3 loaded", "examples: none"])
    out = StringIO()
    call_command("load_builtin", stdout=out)
    assert out.getvalue() == "cards: 3 loaded\nexamples: none\n"


def test_engine_cards_are_searchable_without_any_import(
    monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    from builder.builtin import load_card_data, load_engine_cards
    from builder.models import Card

    monkeypatch.setenv("STACKBOARD_CARD_DATA", str(tmp_path / "missing.json.gz"))
    assert "not found" in load_card_data()
    line = load_engine_cards()
    assert "added" in line
    bears = Card.objects.get(name="Ghosts of the Innocent")
    assert (bears.power, bears.toughness, bears.mana_cost) == ("4", "5", "{5}{W}{W}")
    assert bears.automation_level == "automated"
    again = load_engine_cards()
    assert "; 0 added" in again


def test_real_card_data_is_imported_when_present(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    import json

    from builder.builtin import load_card_data, load_engine_cards
    from builder.models import Card

    data = tmp_path / "cards.json"
    data.write_text(
        json.dumps(
            [
                {
                    "object": "card",
                    "name": "Grizzly Bears",
                    "mana_cost": "{1}{G}",
                    "cmc": 2.0,
                    "type_line": "Creature — Bear",
                    "oracle_text": "",
                    "power": "2",
                    "toughness": "2",
                    "colors": ["G"],
                    "color_identity": ["G"],
                    "keywords": [],
                }
            ]
        )
    )
    monkeypatch.setenv("STACKBOARD_CARD_DATA", str(data))
    assert "1 created" in load_card_data()
    load_engine_cards()  # doesn't overwrite the real record
    assert Card.objects.get(name="Grizzly Bears").type_line == "Creature — Bear"


RULES_FILE = """\ufeffMagic: The Gathering Comprehensive Rules

These rules are effective as of April 17, 2026.

616. Interaction of Replacement and/or Prevention Effects

616.1. A short stand-in for the rule (our words, for the test).

616.1a Another stand-in.

Glossary
"""


def test_the_rules_are_imported_when_present_and_only_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    from builder.builtin import load_rules
    from builder.models import RulesText
    from builder.rules.services import rule_links

    path = tmp_path / "rules.txt"
    path.write_text(RULES_FILE, encoding="utf-8")
    monkeypatch.setenv("STACKBOARD_RULES", str(path))
    assert load_rules() == "rules: imported 3 rules effective April 17, 2026 from rules.txt"
    assert set(rule_links(["616.1", "616.1a", "702.1"])) == {"616.1", "616.1a"}
    assert load_rules() == "rules: the 3 rules effective April 17, 2026 are already imported"
    assert RulesText.objects.count() == 3


def test_without_the_rules_file_rule_numbers_stay_plain(
    monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    from builder.builtin import load_rules
    from builder.rules.services import rule_links

    monkeypatch.setenv("STACKBOARD_RULES", str(tmp_path / "missing.txt"))
    assert load_rules().endswith("not found; rule numbers are shown without links")
    assert rule_links(["616.1"]) == {}


def test_the_shared_rules_file_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    from django.conf import settings

    from builder.builtin import rules_path

    monkeypatch.delenv("STACKBOARD_RULES", raising=False)
    expected = Path(settings.BASE_DIR).parent / "shared" / "rules" / "MagicCompRules.txt"
    assert rules_path() == expected


def test_the_2026_card_file_is_the_default_and_the_2022_file_can_be_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from django.conf import settings

    from builder.builtin import card_data_path

    monkeypatch.delenv("STACKBOARD_CARD_DATA", raising=False)
    carddata = Path(settings.BASE_DIR).parent / "shared" / "carddata"
    assert card_data_path() == carddata / "oracle-cards-2026.json.gz"
    monkeypatch.setenv("STACKBOARD_CARD_DATA", str(carddata / "oracle-cards.json.gz"))
    assert card_data_path() == carddata / "oracle-cards.json.gz"
