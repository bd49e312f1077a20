"""Prototype (702.160a, 718): "Prototype [mana] — P/T". As its player casts the card, they may
cast it prototyped (718.3); the cast action says it: `"prototype": true`. The spell and the
permanent it becomes then have only the prototype mana cost, power and toughness, and the colors
of that cost (718.3b: engine.rules.prototyped, read by engine.rules.characteristics), so the
total cost starts from that mana cost (718.3a, 601.2f). Prototype is no alternative cost (118.9):
the spell's own mana cost is paid, so a card cast without paying its mana cost may be cast
prototyped too. Its other characteristics stay the card's (718.5). In every other zone the card
has its normal characteristics (718.4: `GameObject.cast_for` is forgotten as it leaves the stack
or battlefield for another zone, engine.rules.zones). A copy of a prototyped spell or permanent
has the prototype values (718.3c-d: they are copiable values, engine.rules.copying).
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.pipeline import Resolution, name_of
from engine.rules.prototyped import PROTOTYPE, prototyped_values

RULE = "702.160a"

__all__ = ["PROTOTYPE", "check_prototype", "note_prototyped"]


def check_prototype(
    state: GameState, obj: GameObject, card: CardDef | None, asked: bool, face_down: bool
) -> None:
    """Only a card with prototype can be cast prototyped (702.160a); a face-down spell has no
    text, so no prototype either (708.2a)."""
    if not asked:
        return
    if card is None or card.prototype is None:
        raise IllegalAction(f"{name_of(state, obj.id)} has no prototype", RULE)
    if face_down:
        raise IllegalAction("a face-down spell has no text: it can't be cast prototyped", "708.4")


def note_prototyped(res: Resolution, spell_id: str) -> None:
    spell = res.state.object(spell_id)
    values = prototyped_values(card_def(res.state, spell.card))
    if values is None:
        return
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} casts {name_of(res.state, spell)} prototyped: "
        f"mana cost {values['mana_cost']}, {values['power']}/{values['toughness']}",
        RULE,
        "718.3b",
        objects=(spell_id,),
    )
