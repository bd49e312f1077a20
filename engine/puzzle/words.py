"""Words for puzzle moves that only the game state knows: what each activated ability says.

    texts = ability_texts(state)   # {"m1#0": ("{T}: Add {B}.", True), ...}: text, mana ability

Solve pages describe moves for a person ("Tap Swamp for {B}", "Activate Crypt Rats: {X}: ...")
rather than by an ability's number.
"""

from __future__ import annotations

from engine.cards.model import ActivatedAbility
from engine.core.state import GameState
from engine.rules.characteristics import chars


def ability_key(object_id: str, index: int) -> str:
    return f"{object_id}#{index}"


def ability_texts(state: GameState) -> dict[str, tuple[str, bool]]:
    """Each object's activated abilities: their text and whether each is a mana ability."""
    texts: dict[str, tuple[str, bool]] = {}
    for obj in state.objects:
        for index, ability in enumerate(chars(state, obj).abilities):
            if isinstance(ability, ActivatedAbility):
                texts[ability_key(obj.id, index)] = (ability.text, ability.mana_ability)
    return texts
