"""Removal: destroy (701.8), exile (701.13), return to hand, -N/-N, and sweepers. Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import card, spell, token
from engine.cards.model import CardDef, instruction, static

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


def _shrink(name: str, cost: str, n: int) -> CardDef:
    # "Target creature gets -N/-N until end of turn."
    return spell(
        name,
        cost,
        "Instant",
        f"Target creature gets -{n}/-{n} until end of turn.",
        (instruction("modify_pt", to=0, power=-n, toughness=-n),),
        ("creature",),
    )


def _sweeper(name: str, cost: str, regenerate: bool) -> CardDef:
    # "Destroy all creatures." (and "They can't be regenerated.")
    text = "Destroy all creatures." + ("" if regenerate else " They can't be regenerated.")
    steps = () if regenerate else (instruction("cant_be_regenerated", to="each_creature"),)
    return spell(name, cost, "Sorcery", text, (*steps, instruction("destroy", to="each_creature")))


CARDS = (
    _destroy("Murder", "{1}{B}{B}", "Instant", "creature", "creature"),
    _destroy("Eviscerate", "{3}{B}", "Sorcery", "creature", "creature"),
    _destroy("Doom Blade", "{1}{B}", "Instant", "nonblack_creature", "nonblack creature"),
    _destroy(
        "Go for the Throat", "{1}{B}", "Instant", "nonartifact_creature", "nonartifact creature"
    ),
    _destroy("Cast Down", "{1}{B}", "Instant", "nonlegendary_creature", "nonlegendary creature"),
    _destroy(
        "Hero's Downfall",
        "{1}{B}{B}",
        "Instant",
        "creature_or_planeswalker",
        "creature or planeswalker",
    ),
    _destroy("Assassinate", "{2}{B}", "Sorcery", "tapped_creature", "tapped creature"),
    _destroy(
        "Divine Verdict",
        "{3}{W}",
        "Instant",
        "attacking_or_blocking_creature",
        "attacking or blocking creature",
    ),
    _destroy("Plummet", "{1}{G}", "Instant", "creature_with_flying", "creature with flying"),
    _destroy("Wing Snare", "{2}{G}", "Sorcery", "creature_with_flying", "creature with flying"),
    _destroy("Vindicate", "{1}{W}{B}", "Sorcery", "permanent", "permanent"),
    _destroy(
        "Naturalize", "{1}{G}", "Instant", "artifact_or_enchantment", "artifact or enchantment"
    ),
    _destroy(
        "Disenchant", "{1}{W}", "Instant", "artifact_or_enchantment", "artifact or enchantment"
    ),
    _destroy("Shatter", "{1}{R}", "Instant", "artifact", "artifact"),
    _destroy("Stone Rain", "{2}{R}", "Sorcery", "land", "land"),
    _sweeper("Wrath of God", "{2}{W}{W}", regenerate=False),
    _sweeper("Damnation", "{2}{B}{B}", regenerate=False),
    _sweeper("Day of Judgment", "{2}{W}{W}", regenerate=True),
    _shrink("Disfigure", "{B}", 2),
    _shrink("Last Gasp", "{1}{B}", 3),
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
        "Unsummon",
        "{U}",
        "Instant",
        "Return target creature to its owner's hand.",
        (instruction("return_to_hand", to=0),),
        ("creature",),
    ),
    spell(
        "Boomerang",
        "{U}{U}",
        "Instant",
        "Return target permanent to its owner's hand.",
        (instruction("return_to_hand", to=0),),
        ("permanent",),
    ),
    spell(
        "Dismember",
        "{1}{B/P}{B/P}",
        "Instant",
        # ({B/P} can be paid with either {B} or 2 life.) is reminder text.
        # Target creature gets -5/-5 until end of turn.
        "Target creature gets -5/-5 until end of turn.",
        (instruction("modify_pt", to=0, power=-5, toughness=-5),),
        ("creature",),
    ),
    spell(
        "Infest",
        "{1}{B}{B}",
        "Sorcery",
        "All creatures get -2/-2 until end of turn.",
        (instruction("modify_pt", to="all_creatures", power=-2, toughness=-2),),
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
    card(
        "Dead Weight",
        "{B}",
        ("Enchantment",),
        subtypes=("Aura",),
        keywords=("Enchant",),
        enchant="creature",  # Enchant creature
        abilities=(
            static(
                "Enchanted creature gets -2/-2.",
                "modify_power_toughness",
                objects=("enchanted",),
                power=-2,
                toughness=-2,
            ),
        ),
    ),
)
