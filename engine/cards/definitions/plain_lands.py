"""Lands that enter untapped with nothing more than mana: snow-covered basics and Wastes (305.6,
305.8), artifact lands (they can't be cast, 305.9), and a land with a life-gaining enters trigger.
Each ability is its Oracle sentence."""

from __future__ import annotations

from engine.cards.definitions.lands_entering_tapped import land, tap_for
from engine.cards.model import TriggeredAbility, instruction

SNOW_BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
ARTIFACT_LANDS = {
    "Ancient Den": "W",
    "Seat of the Synod": "U",
    "Vault of Whispers": "B",
    "Great Furnace": "R",
    "Tree of Tales": "G",
}

CARDS = (
    # ({T}: Add [symbol].) — the intrinsic ability of the basic land type (305.6).
    *(land(f"Snow-Covered {t}", subtypes=(t,), supertypes=("Basic", "Snow")) for t in SNOW_BASICS),
    # {T}: Add {C}. (Wastes has no basic land type; its ability is printed.)
    land("Wastes", tap_for("C"), supertypes=("Basic",)),
    # {T}: Add [symbol]. ("[This land] isn't a spell." is reminder text: 305.9.)
    *(
        land(name, tap_for(color), types=("Artifact", "Land"))
        for name, color in ARTIFACT_LANDS.items()
    ),
    land(
        "Darksteel Citadel",
        tap_for("C"),  # {T}: Add {C}.
        types=("Artifact", "Land"),
        keywords=("Indestructible",),  # Indestructible (702.12: engine.rules.zones.destroy)
    ),
    land(
        "Radiant Fountain",
        # When Radiant Fountain enters the battlefield, you gain 2 life.
        TriggeredAbility(
            "When Radiant Fountain enters the battlefield, you gain 2 life.",
            trigger="self_enters",
            effects=(instruction("gain_life", amount=2),),
        ),
        tap_for("C"),  # {T}: Add {C}.
    ),
)
