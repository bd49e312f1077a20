"""Doctor's companion (702.124m): a partner ability that lets a legendary creature be a commander
together with a Time Lord Doctor; it modifies deck construction and functions before the game
begins (702.124a). In a scenario, a game under way, the line is applied by doing nothing and the
card's other lines decide its label (see test_702_124_partner.py). Sarah Jane Smith is compiled
from its Oracle text."""

from __future__ import annotations

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.keywords import applies

SARAH_JANE = {
    "name": "Sarah Jane Smith",
    "type_line": "Legendary Creature — Human Detective",
    "mana_cost": "{1}{W}",
    "colors": ["W"],
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Doctor's companion", "Investigate"],
    "oracle_text": "Whenever you cast a historic spell, investigate. This ability triggers only "
    "once each turn. (Artifacts, legendaries, and Sagas are historic. To investigate, create a "
    'Clue token. It\'s an artifact with "{2}, Sacrifice this artifact: Draw a card.")\n'
    "Doctor's companion (You can have two commanders if the other is the Doctor.)",
}


def test_doctors_companion_is_applied_and_gives_sarah_jane_no_ability() -> None:
    compiled = compile_record(SARAH_JANE)
    companion = compiled.lines[-1]
    assert companion.text == "Doctor's companion" and companion.applied
    assert "Doctor's companion" in compiled.definition.keywords
    assert applies("Doctor's companion")


def test_a_card_with_only_doctors_companion_has_nothing_to_do_in_a_game() -> None:
    alone = compile_record(
        {
            **SARAH_JANE,
            "oracle_text": "Doctor's companion (You can have two commanders if the "
            "other is the Doctor.)",
        }
    )
    assert alone.label == AUTOMATED
    assert not alone.definition.abilities
