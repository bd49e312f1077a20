"""Disturb (702.146a): "Disturb [cost]" on the front face of a double-faced card means its owner
may cast it transformed from their graveyard by paying [cost] rather than its mana cost (an
alternative cost, 118.9, 601.2b, 601.2f-h).

Cast so, the spell is put on the stack with its back face up (712.11a) and has only that face's
characteristics, its mana value still the front face's mana cost's (712.8c); only that face is
evaluated to see if it can be cast, and the front face's disturb ability with it (712.11c-d).
As it resolves, the permanent enters with its back face up (702.146b, 712.13; the face it had on
the stack, engine.rules.faces.entering_face). The back faces of disturb cards say "If ~ would be
put into a graveyard from anywhere, exile it instead." themselves: the keyword doesn't.

The cast action says it: `"disturb": true`; the spell remembers it (`GameObject.cast_for` is
"disturb")."""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.faces import layout_and_faces
from engine.rules.pipeline import Resolution, name_of

DISTURB = "disturb"
RULE = "702.146a"


def disturb_cost(state: GameState, obj: GameObject) -> str | None:
    """The disturb cost of the card's front face (712.11d: the front face's ability counts
    while the back face is cast), or None."""
    definition: CardDef | None = card_def(state, obj.card)
    if definition is None:
        return None
    front = definition.faces[0] if definition.faces else definition
    return front.disturb or definition.disturb or None


def check_disturb(state: GameState, obj: GameObject, disturb: bool) -> None:
    """702.146a: a double-faced card with disturb, cast from its owner's graveyard."""
    cost = disturb_cost(state, obj)
    check_cast_for(state, obj, DISTURB, RULE, asked=disturb, has_cost=cost is not None)
    if not disturb:
        return
    layout, faces = layout_and_faces(state, obj)
    if layout != "transform" or len(faces) < 2:
        raise IllegalAction(f"{name_of(state, obj.id)} isn't a double-faced card", "712.11a")
    if obj.zone is not Zone.GRAVEYARD:
        raise IllegalAction(
            f"{name_of(state, obj.id)} isn't in its owner's graveyard: disturb casts it from there",
            RULE,
        )


def pay_disturb(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the disturb cost is paid rather than the mana cost; the spell, back face up
    (712.11a), remembers it."""
    cast_for(res, spell_id, DISTURB, cost, RULE)
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell_id)} is cast transformed: its back face is up on the stack",
        "712.11a",
        "712.8c",
        objects=(spell_id,),
    )
