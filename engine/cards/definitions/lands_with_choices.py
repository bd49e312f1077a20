"""Lands whose controller chooses something: a card to reveal as the land enters (614.12a), a
land to return to hand (608.2d), a basic land to search for (701.23). Every cycle is a table; the
abilities' texts are the Oracle sentences."""

from __future__ import annotations

from engine.cards.definitions.lands_entering_tapped import land, tap_for
from engine.cards.model import (
    CardDef,
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


CARDS = (*(_reveal_land(name, colors, types) for name, (colors, types) in REVEAL_LANDS.items()),)
