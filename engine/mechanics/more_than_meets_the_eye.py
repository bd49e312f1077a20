"""More Than Meets the Eye (702.162a): "More Than Meets the Eye [cost]" on the front face of a
double-faced card means its owner may cast it converted by paying [cost] rather than its mana
cost (an alternative cost, 118.9, 601.2b, 601.2f-h), from wherever it may be cast (the hand).

Cast so, the spell is put on the stack with its back face up (712.11a) and has only that face's
characteristics, its mana value still the front face's mana cost's (712.8c); only that face is
evaluated to see if it can be cast, and the front face's ability with it (712.11c-d). The
permanent enters with its back face up (712.14, the face it had on the stack:
engine.rules.faces.entering_face). The cast action says it: `"converted": true`.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.faces import layout_and_faces
from engine.rules.pipeline import Resolution, name_of

RULE = "702.162a"


def converted_cost(state: GameState, obj: GameObject) -> str | None:
    """The front face's More Than Meets the Eye cost (712.11d), or None."""
    definition: CardDef | None = card_def(state, obj.card)
    if definition is None:
        return None
    front = definition.faces[0] if definition.faces else definition
    return front.more_than_meets_the_eye or definition.more_than_meets_the_eye or None


def check_converted(state: GameState, obj: GameObject, asked: bool, face: int) -> None:
    if not asked:
        return
    if converted_cost(state, obj) is None:
        raise IllegalAction(f"{name_of(state, obj.id)} has no More Than Meets the Eye cost", RULE)
    layout, faces = layout_and_faces(state, obj)
    if layout != "transform" or len(faces) < 2:
        raise IllegalAction(f"{name_of(state, obj.id)} isn't a double-faced card", "712.11a")
    if face:
        raise IllegalAction("a card cast converted is cast with its back face up", "712.11a")


def pay_converted(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the cost is paid rather than the mana cost; the spell's back face is up (712.11a)."""
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, res.state.object(spell_id).owner)} casts "
        f"{name_of(res.state, spell_id)} converted for its More Than Meets the Eye cost {cost} "
        "rather than its mana cost: its back face is up on the stack",
        RULE,
        "118.9",
        "712.11a",
        "712.8c",
        objects=(spell_id,),
    )
