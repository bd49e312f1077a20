"""Real cards of the card file that the statics of engine.oracle.grammar.conditional_statics
(611.3a), .counted_statics (613.4c), .cost_changes (601.2f, 113.6d), .filtered_statics and
.conditional_alternative_costs (118.9) fully automate: every
line applied, the definition printing back the normalized Oracle text. Their rules are tested
as scenarios in tests/engine/conditional_statics, counted_statics and cost_changes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record

CARDS = (
    # the condition first or new conditions (611.3a)
    "Scrapyard Mongrel",
    "Fresh-Faced Recruit",
    "Adanto Vanguard",
    "Jousting Lance",
    "Court Homunculus",
    "Baloth Pup",
    "Viridian Betrayers",
    "Twinblade Paladin",
    "Thieves' Guild Enforcer",
    "Ghitu Lavarunner",
    "Jund Hackblade",
    "Blood-Cursed Knight",
    "Lightwalker",
    "Serra Ascendant",
    "Jace's Phantasm",
    # a bonus for each counted thing (613.4c)
    "Aura Gnarlid",
    "Ancestral Mask",
    "Grim Strider",
    "Mycosynth Fiend",
    "Wight of Precinct Six",
    "Timberpack Wolf",
    "Glaive of the Guildpact",
    "Raised by Wolves",
    "Lashwrithe",
    # cost changes (601.2f)
    "Gearseeker Serpent",
    "Embercleave",
    "Academy Journeymage",
    "Blasphemous Act",
    "Rhonas's Monument",
    "Bontu's Monument",
    "Kefnet's Monument",
    "Danitha Capashen, Paragon",
    "Nightscape Familiar",
    "Sunscape Familiar",
    "Starnheim Courser",
    "Aura of Silence",
    "Hero of Iroas",
    "Deadly Alliance",
    "Sphinx of New Prahv",
    "Syr Elenora, the Discerning",
    "Ghalta, Primal Hunger",
    "Metalwork Colossus",
    # filtered anthems, base power and toughness, prevention (engine.oracle.grammar.filtered_statics)
    "Duskshell Crawler",
    "Trollbred Guardian",
    "Herald of Secret Streams",
    "Arvad the Cursed",
    "Thopter Engineer",
    "Reduce in Stature",
    "Guard Gomazoa",
    "Everdawn Champion",
    "Sky Tether",
    "Silhana Ledgewalker",
    "Colossus Hammer",
    # alternative costs under a condition (118.9, 601.2b)
    "Arrow Volley Trap",
    "Needlebite Trap",
    "Lethargy Trap",
)


@pytest.mark.parametrize("name", CARDS)
def test_the_card_is_automated(name: str, records: dict[str, Mapping[str, Any]]) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def test_the_condition_first_prints_first_and_last_prints_last(
    records: dict[str, Mapping[str, Any]],
) -> None:
    assert compile_record(records["Fresh-Faced Recruit"]).printed == (
        "As long as it's your turn, ~ has first strike."
    )
    assert compile_record(records["Court Homunculus"]).printed == (
        "~ gets +1/+1 as long as you control another artifact."
    )


def test_a_count_the_engine_doesnt_have_isnt_compiled(
    records: dict[str, Mapping[str, Any]],
) -> None:
    """ "for each card with cycling in your graveyard" has no count yet: the line stays unapplied
    rather than applied with a wrong count."""
    compiled = compile_record(records["Vile Manifestation"])
    assert compiled.label != AUTOMATED
    assert any("cycling in your graveyard" in t for t in compiled.not_applied)
