"""Keyword abilities of creatures and Vehicles about combat, with a number that varies from card
to card (702): crew (702.122a). A definition lists the ability the keyword stands for, built
here, as it lists scavenge with its cost (engine.cards.permanent_keywords).
"""

from __future__ import annotations

from engine.cards.model import ActivatedAbility, Cost, instruction


def crew(n: int) -> ActivatedAbility:
    """702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of turn."
    The cost is paid by engine.rules.crewing; the effect is engine.mechanics.crew's. It may be
    activated any time its controller has priority (602.2) and uses the stack."""
    return ActivatedAbility(
        f"Crew {n} (Tap any number of untapped creatures you control with total power {n} or "
        "more: This Vehicle becomes an artifact creature until end of turn.)",
        Cost(crew=n),
        (instruction("becomes_artifact_creature"),),
        keyword="Crew",
    )
