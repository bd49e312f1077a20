"""Lands that enter the battlefield tapped, always or unless something holds (614.1c-d, 614.12),
some with an enters trigger (603.6a) or cycling (702.29a).

Every cycle is a table: the card names and their colors; the Oracle sentences are the abilities'
texts. A land with basic land types has their intrinsic mana abilities (305.6), one per type in
type-line order, as the reminder text "({T}: Add {R} or {W}.)" says; a land without them has its
printed "{T}: Add {U} or {R}." as one mana ability offering either type (608.2d).
"""

from __future__ import annotations

from engine.cards.build import card, cycling
from engine.cards.definitions.mana_cards import LAND_TYPE_MANA
from engine.cards.model import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    StaticAbility,
    instruction,
    static,
)


def _symbols(colors: str) -> str:
    """ "UR" -> "{U} or {R}"; "WBG" -> "{W}, {B}, or {G}"."""
    symbols = [f"{{{c}}}" for c in colors]
    if len(symbols) <= 2:
        return " or ".join(symbols)
    return f"{', '.join(symbols[:-1])}, or {symbols[-1]}"


def tap_for(colors: str) -> ActivatedAbility:
    """ "{T}: Add {U} or {R}." — a mana ability (605.1a); with several types, the player chooses
    one as it resolves (608.2d)."""
    add = (
        instruction("add_mana", mana={colors: 1})
        if len(colors) == 1
        else instruction("add_mana", choose_from=tuple(colors))
    )
    return ActivatedAbility(
        f"{{T}}: Add {_symbols(colors)}.", Cost(tap=True), (add,), mana_ability=True
    )


def intrinsic(subtypes: tuple[str, ...]) -> tuple[ActivatedAbility, ...]:
    """305.6: each basic land type gives "{T}: Add [its symbol]"."""
    return tuple(tap_for(LAND_TYPE_MANA[t]) for t in subtypes if t in LAND_TYPE_MANA)


def enters_tapped(name: str) -> StaticAbility:
    # [This land] enters tapped. (614.1d)
    return static(f"{name} enters the battlefield tapped.", "enters_tapped")


def land(
    name: str,
    *abilities: Ability,
    subtypes: tuple[str, ...] = (),
    types: tuple[str, ...] = ("Land",),
    supertypes: tuple[str, ...] = (),
    keywords: tuple[str, ...] = (),
) -> CardDef:
    """A land: its intrinsic mana abilities (305.6) first, as the reminder text comes first."""
    return card(
        name,
        "",
        types,
        subtypes=subtypes,
        supertypes=supertypes,
        keywords=keywords,
        abilities=(*intrinsic(subtypes), *abilities),
    )


# --- "As this land enters, you may pay 2 life. If you don't, it enters tapped." ----------------
SHOCK_LANDS = {
    "Sacred Foundry": ("Mountain", "Plains"),
    "Watery Grave": ("Island", "Swamp"),
    "Hallowed Fountain": ("Plains", "Island"),
    "Temple Garden": ("Forest", "Plains"),
    "Stomping Ground": ("Mountain", "Forest"),
    "Steam Vents": ("Island", "Mountain"),
    "Blood Crypt": ("Swamp", "Mountain"),
    "Breeding Pool": ("Forest", "Island"),
    "Godless Shrine": ("Plains", "Swamp"),
    "Overgrown Tomb": ("Swamp", "Forest"),
}


def _shock(name: str, subtypes: tuple[str, ...]) -> CardDef:
    text = (
        f"As {name} enters the battlefield, you may pay 2 life. "
        "If you don't, it enters the battlefield tapped."
    )
    return land(name, static(text, "enters_tapped_unless_pays_life", life=2), subtypes=subtypes)


# --- "[This land] enters tapped." with cycling ------------------------------------------------
CYCLING_DUALS = {  # Amonkhet's and the triomes: basic land types and "Cycling {N}"
    "Canyon Slough": (("Swamp", "Mountain"), "{2}"),
    "Fetid Pools": (("Island", "Swamp"), "{2}"),
    "Irrigated Farmland": (("Plains", "Island"), "{2}"),
    "Scattered Groves": (("Forest", "Plains"), "{2}"),
    "Sheltered Thicket": (("Mountain", "Forest"), "{2}"),
    "Savai Triome": (("Mountain", "Plains", "Swamp"), "{3}"),
    "Raugrin Triome": (("Island", "Mountain", "Plains"), "{3}"),
    "Zagoth Triome": (("Swamp", "Forest", "Island"), "{3}"),
    "Ketria Triome": (("Forest", "Island", "Mountain"), "{3}"),
    "Indatha Triome": (("Plains", "Swamp", "Forest"), "{3}"),
    "Jetmir's Garden": (("Mountain", "Forest", "Plains"), "{3}"),
    "Spara's Headquarters": (("Forest", "Plains", "Island"), "{3}"),
    "Raffine's Tower": (("Plains", "Island", "Swamp"), "{3}"),
    "Xander's Lounge": (("Island", "Swamp", "Mountain"), "{3}"),
    "Ziatora's Proving Ground": (("Swamp", "Mountain", "Forest"), "{3}"),
}
CYCLING_MONO = {  # Onslaught's: "{T}: Add {W}." and "Cycling {W}"
    "Secluded Steppe": ("W", "{W}"),
    "Lonely Sandbar": ("U", "{U}"),
    "Polluted Mire": ("B", "{2}"),
    "Forgotten Cave": ("R", "{R}"),
    "Tranquil Thicket": ("G", "{G}"),
}

CARDS = (
    *(_shock(name, types) for name, types in SHOCK_LANDS.items()),
    *(
        land(name, enters_tapped(name), cycling(cost), subtypes=types, keywords=("Cycling",))
        for name, (types, cost) in CYCLING_DUALS.items()
    ),
    *(
        land(name, enters_tapped(name), tap_for(color), cycling(cost), keywords=("Cycling",))
        for name, (color, cost) in CYCLING_MONO.items()
    ),
)
