"""Counterspells (701.6): countering removes a spell or ability from the stack; a countered spell
goes to its owner's graveyard. Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import modal, spell
from engine.cards.model import CardDef, Mode, StaticAbility, instruction
from engine.core.state import Params, Zone

WORDS = {
    "spell": "spell",
    "creature_spell": "creature spell",
    "noncreature_spell": "noncreature spell",
    "instant_spell": "instant spell",
    "activated_or_triggered_ability": "activated or triggered ability",
    "spell_or_ability": "spell, activated ability, or triggered ability",
}


def _counter(name: str, cost: str, requirement: str = "spell") -> CardDef:
    # "Counter target <spell>."
    return spell(
        name,
        cost,
        "Instant",
        f"Counter target {WORDS[requirement]}.",
        (instruction("counter", to=0),),
        (requirement,),
    )


def _unless(name: str, cost: str, pay: str, requirement: str = "spell") -> CardDef:
    # "Counter target <spell> unless its controller pays {N}."
    text = f"Counter target {WORDS[requirement]} unless its controller pays {pay}."
    return spell(
        name,
        cost,
        "Instant",
        text,
        (instruction("counter_unless_pays", to=0, cost=pay),),
        (requirement,),
    )


CARDS = (
    _counter("Disallow", "{1}{U}{U}", "spell_or_ability"),
    spell(
        "Exclude",
        "{2}{U}",
        "Instant",
        "Counter target creature spell. Draw a card.",
        (instruction("counter", to=0), instruction("draw", player="you", count=1)),
        ("creature_spell",),
    ),
    spell(
        "Absorb",
        "{W}{U}{U}",
        "Instant",
        "Counter target spell. You gain 3 life.",
        (instruction("counter", to=0), instruction("gain_life", player="you", amount=3)),
        ("spell",),
    ),
    spell(
        "Dovin's Veto",
        "{W}{U}",
        "Instant",
        "Counter target noncreature spell.",
        (instruction("counter", to=0),),
        ("noncreature_spell",),
        # This spell can't be countered. (A static ability that works on the stack, 113.6g.)
        abilities=(
            StaticAbility(
                "This spell can't be countered.",
                "cant_be_countered",
                Params({"object": "self"}),
                Zone.STACK,
            ),
        ),
    ),
    modal(
        "Izzet Charm",
        "{U}{R}",
        "Instant",
        (
            Mode(
                "Counter target noncreature spell unless its controller pays {2}.",
                (instruction("counter_unless_pays", to=0, cost="{2}"),),
                ("noncreature_spell",),
            ),
            Mode(
                "Izzet Charm deals 2 damage to target creature.",
                (instruction("deal_damage", amount=2, to=0),),
                ("creature",),
            ),
            Mode(
                "Draw two cards, then discard two cards.",
                (
                    instruction("draw", player="you", count=2),
                    instruction("discard", player="you", count=2),
                ),
            ),
        ),
    ),
)
