"""Partner (702.124a, 702.124h): partner abilities modify deck construction for the Commander
variant and function before the game begins. A scenario is a game under way, so the keyword has
nothing to do in it: applying it is doing nothing, and the card's other lines decide its label.
"Partner with [name]" (702.124j) also stands for a triggered ability (engine.mechanics.partner).
Rograkh, Son of Rohgahh is compiled from its Oracle text.
"""

from __future__ import annotations

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.keywords import applies

ROGRAKH = {
    "name": "Rograkh, Son of Rohgahh",
    "type_line": "Legendary Creature — Kobold Warrior",
    "mana_cost": "{0}",
    "power": "0",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["First strike", "Menace", "Partner", "Trample"],
    "oracle_text": "First strike, menace, trample\nPartner (You can have two commanders if both "
    "have partner.)",
}
PARTNER_WITH = {
    "name": "Pir, Imaginative Rascal",
    "type_line": "Legendary Creature — Human",
    "mana_cost": "{2}{G}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Partner with"],
    "oracle_text": "Partner with Toothy, Imaginary Friend (When this creature enters the "
    "battlefield, target player may put Toothy into their hand from their library, then "
    "shuffle.)\nIf one or more counters would be put on a permanent your team controls, that "
    "many plus one of each of those kinds of counters are put on that permanent instead.",
}


def test_partner_is_a_keyword_with_nothing_to_do_in_a_game_702_124a() -> None:
    compiled = compile_record(ROGRAKH)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "First strike, menace, trample\nPartner"
    assert "Partner" in compiled.definition.keywords
    assert not compiled.definition.abilities  # no ability: it acts before the game (702.124a)
    assert applies("Partner") and applies("Choose a Background")


def test_partner_with_a_name_is_its_trigger_702_124j() -> None:
    """The definition holds the enters trigger (tests/engine/partner/test_702_124j_partner_with);
    a card known only by its keywords has no name to search for, so the bare keyword isn't."""
    compiled = compile_record(PARTNER_WITH)
    assert compiled.lines[0].text.startswith("Partner with")
    assert compiled.lines[0].applied
    assert not applies("Partner with")
