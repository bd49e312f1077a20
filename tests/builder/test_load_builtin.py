from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from builder import services

pytestmark = pytest.mark.django_db


def test_it_prints_what_load_builtin_did(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(services, "load_builtin", lambda: ["cards: 3 loaded", "examples: none"])
    out = StringIO()
    call_command("load_builtin", stdout=out)
    assert out.getvalue() == "cards: 3 loaded\nexamples: none\n"


def test_engine_cards_are_searchable_without_any_import(
    monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    from builder.models import Card
    from builder.services.builtin import load_card_data, load_engine_cards

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

    from builder.models import Card
    from builder.services.builtin import load_card_data, load_engine_cards

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
