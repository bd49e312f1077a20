"""Abilities that modify the rules for deck construction: "~ can be your commander." (903.3a)
and "A deck can have any number of cards named ~." / "up to N cards named ~" (100.2a, 100.4
limits on copies). They function before the game begins (113.6n, 903.3a) and have nothing left
to do once it is under way, which a scenario always is: a commander is a designation the
scenario gives the card itself (903.3: the object's `commander`, read by commander damage
903.10a), not something this ability does during the game. The effect kind changes no event;
it is listed so the card's text is known to be applied, and says why it does nothing."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, register

DECK_CONSTRUCTION = "deck_construction"


@register
class DeckConstruction(EffectKind[WouldEvent]):
    name = DECK_CONSTRUCTION
    rules = ("113.6n", "903.3a", "100.2a")

    def describe(self, effect: Effect, state: GameState) -> str:
        return "a deck-construction rule: it functioned before the game began (113.6n)"
