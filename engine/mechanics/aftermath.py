"""Aftermath (702.127a), a keyword of one half of some split cards (709). It stands for three
static abilities: that half may be cast from its owner's graveyard; it can't be cast from any
other zone; and a spell cast from a graveyard this way is exiled instead of going anywhere else
whenever it would leave the stack (engine.rules.zones.move reads the spell's `bound`
"aftermath", as for flashback, 702.34a).

The cast action names the half (`"face": 1`, 709.3) of the card in the graveyard; nothing else
is said. The other half is cast from the hand as usual (709.3: each half is a spell of its own),
never from the graveyard by this permission."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.faces import layout_and_faces
from engine.rules.pipeline import Resolution, name_of

AFTERMATH = "aftermath"  # the keyword (lowercase, as characteristics hold it)
LAYOUT = "aftermath"  # the layout of a split card with an aftermath half
BOUND = "aftermath"
RULE = "702.127a"


def has_aftermath(state: GameState, obj: GameObject, face: int) -> bool:
    """The half `face` of a split card has aftermath (its characteristics as that spell)."""
    layout, faces = layout_and_faces(state, obj)
    if layout != LAYOUT or not 0 <= face < len(faces):
        return False
    return chars(state, replace(obj, zone=Zone.STACK, face=face)).has(AFTERMATH)


def aftermath_halves(state: GameState, obj: GameObject) -> tuple[int, ...]:
    """The halves of a card in a graveyard it may cast by aftermath."""
    if obj.zone is not Zone.GRAVEYARD:
        return ()
    count = len(layout_and_faces(state, obj)[1])
    return tuple(f for f in range(count) if has_aftermath(state, obj, f))


def casts_by_aftermath(state: GameState, obj: GameObject, face: int) -> bool:
    """702.127a: casting this half from a graveyard is allowed by its aftermath; casting it from
    anywhere else is refused. False for a half without aftermath (the usual rules apply)."""
    if not has_aftermath(state, obj, face):
        return False
    if obj.zone is not Zone.GRAVEYARD:
        raise IllegalAction(
            f"{chars(state, replace(obj, zone=Zone.STACK, face=face)).name} has aftermath: it "
            "can be cast only from a graveyard",
            RULE,
        )
    return True


def note_cast_by_aftermath(res: Resolution, spell_id: str) -> None:
    """The spell will be exiled whenever it would leave the stack."""
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(BOUND, True))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell_id)} is cast from the graveyard by aftermath: it will be "
        "exiled whenever it would leave the stack",
        RULE,
        objects=(spell_id,),
    )
