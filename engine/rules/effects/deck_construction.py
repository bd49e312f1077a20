"""Abilities that modify the rules for deck construction: "~ can be your commander." (903.3a)
and "A deck can have any number of cards named ~." / "up to N cards named ~" (100.2a, 100.4
limits on copies). They function before the game begins (113.6n, 903.3a) and have nothing left
to do once it is under way, which a scenario always is: a commander is a designation the
scenario gives the card itself (903.3: the object's `commander`, read by commander damage
903.10a), not something this ability does during the game. The effect kind changes no event;
it is listed so the card's text is known to be applied, and says why it does nothing.

"If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6a) is
an action a player takes with the card once mulligans are done, before the first turn (103.6).
A scenario never has that moment: its board is a game already under way, whose players have no
opening hand left to act from. The ability has nothing left to do in it, and its effect kind
`opening_hand` says so; a card a scenario wants on the battlefield is put there by the board."""

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


OPENING_HAND = "opening_hand"


@register
class OpeningHand(EffectKind[WouldEvent]):
    name = OPENING_HAND
    rules = ("103.6", "103.6a")

    def describe(self, effect: Effect, state: GameState) -> str:
        return "an opening-hand action: it could be taken only before the first turn began (103.6a)"
