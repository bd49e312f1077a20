"""Choose a Background (702.124k): a partner ability that lets a legendary creature be a commander
together with a Background; like every partner ability it modifies deck construction and
functions before the game begins (702.124a). A scenario is a game under way: the keyword line is
applied by doing nothing, and the card's other lines decide its label (see
test_702_124_partner.py). Karlach, Fury of Avernus is compiled from its Oracle text."""

from __future__ import annotations

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.keywords import applies

KARLACH = {
    "name": "Karlach, Fury of Avernus",
    "type_line": "Legendary Creature — Tiefling Barbarian",
    "mana_cost": "{4}{R}",
    "colors": ["R"],
    "power": "5",
    "toughness": "4",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "Whenever you attack, if its the first combat phase of the turn, untap all "
    "attacking creatures. They gain first strike until end of turn. After this phase, there is "
    "an additional combat phase.\nChoose a Background (You can have a Background as a second "
    "commander.)",
}


def test_choose_a_background_is_applied_and_gives_karlach_no_ability() -> None:
    compiled = compile_record(KARLACH)
    background = compiled.lines[-1]
    assert background.text == "Choose a Background" and background.applied
    assert "Choose a Background" in compiled.definition.keywords
    assert applies("Choose a Background")


def test_a_card_with_only_choose_a_background_has_nothing_to_do_in_a_game() -> None:
    alone = compile_record(
        {
            **KARLACH,
            "oracle_text": "Choose a Background (You can have a Background as a second commander.)",
        }
    )
    assert alone.label == AUTOMATED
    assert not alone.definition.abilities  # it acts before the game (702.124a)
