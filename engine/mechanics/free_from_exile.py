"""Casting a card a spell exiled, without paying its mana cost: "Exile target nonland permanent.
For as long as that card remains exiled, its owner may cast it without paying its mana cost."
(Release to the Wind).

The instruction "owner_may_cast_free" (after the spell's "exile") gives the exiled card's owner
the permission, an effect `may_cast_free_from_exile` locked to the card's timestamp in exile:
once it leaves exile it is a new object and the permission is gone (400.7). Nothing is given if
the exile didn't happen (an illegal target, 608.2b; a replacement sent it elsewhere) or for a
token, which ceases to exist in exile (111.7, 704.5d).

The cast action reads it (engine.actions.stack): only its owner casts it (a player casts only
their own cards from exile here), only with "free": casting without paying its mana cost is an
alternative cost (118.9), so no other alternative cost may be used with it (118.9a), while
additional costs such as kicker may (118.9d). An airbent card's permission (701.65a,
engine.mechanics.airbend) names the alternative cost {2} instead ("cost"). The permission doesn't change when it may be cast:
a sorcery or a creature card waits for its owner's main phase with the stack empty (307.1,
117.1a)."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.mechanics.cast_permissions import (
    end_exile_permissions,
    grant_exile_permission,
    has_exile_permission,
)
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of

KIND = "may_cast_free_from_exile"


@register
class MayCastFreeFromExile(EffectKind[WouldEvent]):
    name = KIND
    rules = ("118.9", "601.2")

    def describe(self, effect: Effect, state: GameState) -> str:
        cost = effect.params.get("cost")
        how = (
            f"by paying {cost} rather than paying its mana cost"
            if cost
            else ("without paying its mana cost")
        )
        return (
            f"for as long as {ref_name(state, effect.params.get('object'))} remains exiled, its "
            f"owner may cast it {how}"
        )


def free_cast_permission(state: GameState, obj: GameObject) -> bool:
    """May the card's owner cast it from exile without paying its mana cost?"""
    return has_exile_permission(state, obj, KIND)


def exile_cast_cost(state: GameState, obj: GameObject) -> str:
    """The alternative cost the permission names ("{2}": an airbent card, 701.65a), or "" when
    it is cast without paying its mana cost (118.9)."""
    for effect in state.effects:
        if (
            effect.kind == KIND
            and effect.params.get("object") == obj.id
            and effect.params.get("timestamp") == obj.timestamp
        ):
            return str(effect.params.get("cost", "") or "")
    return ""


def end_free_cast_permission(res: Resolution, obj: GameObject) -> None:
    """The card leaves exile as it is cast: the permission is used up (400.7)."""
    end_exile_permissions(res, obj, KIND)


def note_cast_free_from_exile(res: Resolution, object_id: str) -> None:
    cost = exile_cast_cost(res.state, res.state.object(object_id))
    how = f"by paying {cost} rather than its mana cost" if cost else "without paying its mana cost"
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, object_id)} is cast from exile {how}",
        "118.9",
        "601.2",
        *(("701.65a",) if cost else ()),
        objects=(object_id,),
    )


@instruction_kind("owner_may_cast_free")
def _owner_may_cast_free(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for card_id in refs(res, ctx, params.get("card", 0)):
        obj = res.state.find_object(card_id)
        if obj is None or obj.zone is not Zone.EXILE or obj.token:
            continue  # 608.2b, 400.7, 111.7: no card this spell exiled
        grant_exile_permission(res, obj, KIND)
        res.note(
            LogKind.NOTE,
            f"for as long as {name_of(res.state, obj)} remains exiled, {name_of(res.state, obj.owner)} may cast "
            "it without paying its mana cost",
            "118.9",
            objects=(obj.id,),
        )
