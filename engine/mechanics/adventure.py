"""Adventurer cards (715): cast as its Adventure (the `cast` action's `face: 1`), the spell has
only the Adventure's characteristics (715.3b); as it resolves it is exiled instead of going to
the graveyard, and for as long as it stays exiled its owner may cast it, but not as an Adventure
(715.3d). The permission is an `on_an_adventure` effect locked to the card's timestamp in exile
(400.7: once it leaves exile it is a new object and the permission is gone)."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Zone
from engine.mechanics.cast_permissions import (
    end_exile_permissions,
    grant_exile_permission,
    has_exile_permission,
)
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.faces import layout_and_faces
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

KIND = "on_an_adventure"


@register
class OnAnAdventure(EffectKind[WouldEvent]):
    name = KIND
    rules = ("715.3d",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} is on an adventure: its owner may "
            "cast it from exile (not as an Adventure)"
        )


def is_adventure(state: GameState, obj: GameObject) -> bool:
    return obj.face == 1 and layout_and_faces(state, obj)[0] == "adventure"


def adventure_permission(state: GameState, obj: GameObject) -> bool:
    return has_exile_permission(state, obj, KIND)


def end_adventure_permission(res: Resolution, obj: GameObject) -> None:
    end_exile_permissions(res, obj, KIND)


def go_on_an_adventure(res: Resolution, spell: GameObject) -> None:
    """715.3d: the resolved Adventure is exiled instead of put into its owner's graveyard."""
    res.note(
        LogKind.ZONE_CHANGE,
        f"{name_of(res.state, spell.id)} was cast as an Adventure: it is exiled instead of put "
        "into the graveyard, and its owner may cast it from exile",
        "715.3d",
        objects=(spell.id,),
    )
    if move(res, spell.id, Zone.EXILE) is not Zone.EXILE:
        return
    grant_exile_permission(res, res.state.object(spell.id), KIND)
