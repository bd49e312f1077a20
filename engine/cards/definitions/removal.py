"""Removal: destroy (701.8), exile (701.13), return to hand, -N/-N, and sweepers. Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import spell, token
from engine.cards.model import CardDef, instruction

CANT_REGENERATE = instruction("cant_be_regenerated", to=0)


def _destroy(name: str, cost: str, kind: str, requirement: str, words: str) -> CardDef:
    # "Destroy target <words>."
    return spell(
        name,
        cost,
        kind,
        f"Destroy target {words}.",
        (instruction("destroy", to=0),),
        (requirement,),
    )


def _sweeper(name: str, cost: str, regenerate: bool) -> CardDef:
    # "Destroy all creatures." (and "They can't be regenerated.")
    text = "Destroy all creatures." + ("" if regenerate else " They can't be regenerated.")
    steps = () if regenerate else (instruction("cant_be_regenerated", to="each_creature"),)
    return spell(name, cost, "Sorcery", text, (*steps, instruction("destroy", to="each_creature")))


CARDS = (
    _sweeper("Wrath of God", "{2}{W}{W}", regenerate=False),
    _sweeper("Damnation", "{2}{B}{B}", regenerate=False),
    spell(
        "Terminate",
        "{B}{R}",
        "Instant",
        "Destroy target creature. It can't be regenerated.",
        (CANT_REGENERATE, instruction("destroy", to=0)),
        ("creature",),
    ),
    spell(
        "Vendetta",
        "{B}",
        "Instant",
        "Destroy target nonblack creature. It can't be regenerated. You lose life equal to that creature's toughness.",
        (
            CANT_REGENERATE,
            instruction("destroy", to=0),
            instruction("lose_life", player="you", amount="target_toughness"),
        ),
        ("nonblack_creature",),
    ),
    spell(
        "Annihilate",
        "{3}{B}{B}",
        "Instant",
        "Destroy target nonblack creature. It can't be regenerated. Draw a card.",
        (CANT_REGENERATE, instruction("destroy", to=0), instruction("draw", player="you", count=1)),
        ("nonblack_creature",),
    ),
    spell(
        "Swords to Plowshares",
        "{W}",
        "Instant",
        "Exile target creature. Its controller gains life equal to its power.",
        (
            instruction("exile", to=0),
            instruction("gain_life", player="controller_of:0", amount="target_power"),
        ),
        ("creature",),
    ),
    spell(
        "Path to Exile",
        "{W}",
        "Instant",
        "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
        (
            instruction("exile", to=0),
            instruction("search_library", player="controller_of:0", card="basic_land", tapped=True),
        ),
        ("creature",),
    ),
    spell(
        "Condemn",
        "{W}",
        "Instant",
        "Put target attacking creature on the bottom of its owner's library. Its controller gains life equal to its toughness.",
        (
            instruction("put_into_library", to=0, position="bottom"),
            instruction("gain_life", player="controller_of:0", amount="target_toughness"),
        ),
        ("attacking_creature",),
    ),
    spell(
        "Chastise",
        "{3}{W}",
        "Instant",
        "Destroy target attacking creature. You gain life equal to its power.",
        (
            instruction("destroy", to=0),
            instruction("gain_life", player="you", amount="target_power"),
        ),
        ("attacking_creature",),
    ),
    spell(
        "Pongify",
        "{U}",
        "Instant",
        "Destroy target creature. It can't be regenerated. Its controller creates a 3/3 green Ape creature token.",
        (
            CANT_REGENERATE,
            instruction("destroy", to=0),
            instruction(
                "create_tokens_for", player="controller_of:0", token=token("Ape", 3, 3, "G")
            ),
        ),
        ("creature",),
    ),
    spell(
        "Beast Within",
        "{2}{G}",
        "Instant",
        "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
        (
            instruction("destroy", to=0),
            instruction(
                "create_tokens_for", player="controller_of:0", token=token("Beast", 3, 3, "G")
            ),
        ),
        ("permanent",),
    ),
)
