"""Lands whose controller chooses something: a card to reveal as the land enters (614.12a), a
land to return to hand (608.2d), a basic land to search for (701.23). Every cycle is a table; the
abilities' texts are the Oracle sentences."""

from __future__ import annotations

from engine.cards.definitions.lands_entering_tapped import enters_tapped, land, tap_for
from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    TriggeredAbility,
    instruction,
    static,
)

# --- "As this land enters, you may reveal a [type] or [type] card from your hand. If you don't,
# it enters tapped." --------------------------------------------------------------------------
REVEAL_LANDS = {
    "Choked Estuary": ("UB", ("Island", "Swamp")),
    "Foreboding Ruins": ("BR", ("Swamp", "Mountain")),
    "Fortified Village": ("GW", ("Forest", "Plains")),
    "Game Trail": ("RG", ("Mountain", "Forest")),
    "Port Town": ("WU", ("Plains", "Island")),
    "Frostboil Snarl": ("UR", ("Island", "Mountain")),
    "Furycalm Snarl": ("RW", ("Mountain", "Plains")),
    "Necroblossom Snarl": ("BG", ("Swamp", "Forest")),
    "Shineshadow Snarl": ("WB", ("Plains", "Swamp")),
    "Vineglimmer Snarl": ("GU", ("Forest", "Island")),
}


def _article(word: str) -> str:
    return f"an {word}" if word[0] in "AEIOU" else f"a {word}"


def _reveal_land(name: str, colors: str, types: tuple[str, ...]) -> CardDef:
    text = (
        f"As {name} enters the battlefield, you may reveal {_article(types[0])} or {types[1]} "
        f"card from your hand. If you don't, {name} enters the battlefield tapped."
    )
    return land(name, static(text, "enters_tapped_unless_reveals", types=types), tap_for(colors))


# --- "[This land] enters tapped. When it enters, return a land you control to its owner's hand.
# {T}: Add {W}{U}." ----------------------------------------------------------------------------
BOUNCE_LANDS = {
    "Azorius Chancery": "WU",
    "Dimir Aqueduct": "UB",
    "Rakdos Carnarium": "BR",
    "Gruul Turf": "RG",
    "Selesnya Sanctuary": "GW",
    "Orzhov Basilica": "WB",
    "Izzet Boilerworks": "UR",
    "Golgari Rot Farm": "BG",
    "Boros Garrison": "RW",
    "Simic Growth Chamber": "GU",
}


def _bounce_land(name: str, colors: str) -> CardDef:
    bounce = TriggeredAbility(
        f"When {name} enters the battlefield, return a land you control to its owner's hand.",
        trigger="self_enters",
        effects=(
            instruction("choose_permanent", type="Land", whose="yours"),
            instruction("return_to_hand", to="bound:chosen"),
        ),
    )
    both = ActivatedAbility(
        f"{{T}}: Add {''.join(f'{{{c}}}' for c in colors)}.",
        Cost(tap=True),
        (instruction("add_mana", mana=dict.fromkeys(colors, 1)),),
        mana_ability=True,
    )
    return land(name, enters_tapped(name), bounce, both)


# --- "{T}, Sacrifice [this land]: Search your library for a basic land card, put it onto the
# battlefield tapped, then shuffle." ----------------------------------------------------------
def _fetch(name: str, mana: str = "") -> ActivatedAbility:
    cost = f"{mana}, {{T}}" if mana else "{T}"
    return ActivatedAbility(
        f"{cost}, Sacrifice {name}: Search your library for a basic land card, put it onto the "
        "battlefield tapped, then shuffle.",
        Cost(mana=mana, tap=True, sacrifice_self=True),
        (instruction("search_library", card="basic_land", tapped=True, may=False),),
    )


CARDS = (
    *(_reveal_land(name, colors, types) for name, (colors, types) in REVEAL_LANDS.items()),
    *(_bounce_land(name, colors) for name, colors in BOUNCE_LANDS.items()),
    land("Evolving Wilds", _fetch("Evolving Wilds")),
    land("Terramorphic Expanse", _fetch("Terramorphic Expanse")),
    land("Warped Landscape", tap_for("C"), _fetch("Warped Landscape", "{2}")),
)
