"""Playing cards an effect exiled, for a while: "Exile the top two cards of your library. Until
the end of your next turn, you may play those cards." (Light Up the Stage, often called "impulse
draw").

The instruction "may_play_exiled" (after an exile that bound the cards, such as "exile_top")
gives the controller of the resolving spell or ability a permission (601.3) for each card it
exiled: an effect `may_play_from_exile` naming the card and its timestamp in exile (400.7: once
the card leaves exile it is a new object the permission doesn't name, even if it comes back),
lasting "until end of turn" (514.2) or "until the end of your next turn" (ended in the cleanup
step of that player's next turn, engine.rules.turn_based). The set of cards is fixed as the
effect begins (611.2c). With "Choose one of them." (Riverwheel Sweep) the player chooses one of
the exiled cards as the ability resolves (608.2d) and only that one gets the permission.

Only that player may use it. "Play" allows casting the card (the cast action: its mana cost is
paid and the usual timing applies, 601.2, 307.1) and playing a land card (the play_land action,
at the usual time and as the turn's land drop, 305.1, 305.2); "cast" allows only the first.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.mechanics.cast_permissions import end_exile_permissions, grant_exile_permission
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of

KIND = "may_play_from_exile"
RULE = "601.3"
LAND_RULES = ("305.1", "305.2")
# The durations the permission is stated with (611.2a), in the words of the log.
UNTIL = {
    Duration.END_OF_TURN: "until end of turn",
    Duration.UNTIL_END_OF_YOUR_NEXT_TURN: "until the end of their next turn",
}


@register
class MayPlayFromExile(EffectKind[WouldEvent]):
    name = KIND
    rules = (RULE, "305.1", "400.7")

    def describe(self, effect: Effect, state: GameState) -> str:
        verb = "cast" if effect.params.get("cast_only") else "play"
        return (
            f"{name_of(state, effect.controller)} may {verb} "
            f"{ref_name(state, effect.params.get('object'))} from exile"
        )


def _permissions(state: GameState, obj: GameObject, player: str) -> list[Effect]:
    if obj.zone is not Zone.EXILE:
        return []
    return [
        e
        for e in state.effects
        if e.kind == KIND
        and e.controller == player
        and e.params.get("object") == obj.id
        and e.params.get("timestamp") == obj.timestamp
    ]


def may_cast_from_exile(state: GameState, obj: GameObject, player: str) -> bool:
    """May `player` cast this very card in exile (601.3)?"""
    return bool(_permissions(state, obj, player))


def may_play_land_from_exile(state: GameState, obj: GameObject, player: str) -> bool:
    """May `player` play this very card in exile as a land ("play", not "cast": 305.1)?"""
    return any(not e.params.get("cast_only") for e in _permissions(state, obj, player))


def use_play_permission(res: Resolution, obj: GameObject, how: str) -> None:
    """The card leaves exile as it is cast or played: the permission has done its work and names
    an object that no longer exists (400.7)."""
    rules = (RULE,) if how == "casts" else LAND_RULES
    res.note(
        LogKind.STACK if how == "casts" else LogKind.ACTION,
        f"{name_of(res.state, obj.owner)} {how} {name_of(res.state, obj)} from exile, as an effect allows",
        *rules,
        objects=(obj.id,),
    )
    end_exile_permissions(res, obj, KIND)


@instruction_kind("may_play_exiled")
def _may_play_exiled(res: Resolution, ctx: ExecContext, params: Params) -> None:
    duration = Duration(params.get("duration", Duration.END_OF_TURN.value))
    cast_only = bool(params.get("cast_only", False))
    exiled = [
        obj
        for obj in map(res.state.find_object, refs(res, ctx, params.get("cards", "bound:exiled")))
        if obj is not None and obj.zone is Zone.EXILE and not obj.token  # 400.7, 111.7
    ]
    if params.get("choose", "no") != "no" and len(exiled) > 1:
        # "Choose one of them": one card, chosen as the ability resolves (608.2d).
        chosen = res.choose(
            ctx.controller,
            DecisionKind.CHOOSE_OBJECT,
            f"{name_of(res.state, ctx.controller)} chooses one of the exiled cards",
            tuple(Option(o.id, name_of(res.state, o.id)) for o in exiled),
            "608.2d",
            context=("choose one exiled card", tuple(o.id for o in exiled)),
        )
        exiled = [o for o in exiled if o.id == chosen]
    for obj in exiled:
        grant_exile_permission(
            res,
            obj,
            KIND,
            player=ctx.controller,
            duration=duration,
            source=ctx.source,
            more=Params({"cast_only": True}) if cast_only else None,
        )
        until = UNTIL.get(duration, "")
        res.note(
            LogKind.NOTE,
            f"{until}, {name_of(res.state, ctx.controller)} may "
            f"{'cast' if cast_only else 'play'} {name_of(res.state, obj)} from exile",
            RULE,
            "611.2a",
            objects=(obj.id,),
        )
