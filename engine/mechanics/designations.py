"""Designations of permanents that last until they leave the battlefield: renowned (702.112b),
monstrous (701.37b). Neither is an ability nor a copiable value; each is kept as a bookkeeping
effect of its own kind tied to the permanent by its timestamp, so a new object it becomes after
a zone change (400.7) doesn't have it.

Designations one player at a time has (the monarch 725, the initiative 726) are in the player's
`designations`; when that player leaves the game, the designation passes on (`pass_on_from`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.core.log import LogKind
from engine.core.state import Duration, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect
from engine.rules.pipeline import Resolution


def designated(state: GameState, obj_id: str, kind: str) -> bool:
    """The permanent is on the battlefield and has the designation `kind` ("renowned")."""
    obj = state.find_object(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    return any(
        e.kind == kind
        and e.params.get("object") == obj.id
        and e.params.get("timestamp") == obj.timestamp
        for e in state.effects
    )


def designate(res: Resolution, ctx: ExecContext, obj_id: str, kind: str, rule: str) -> bool:
    """Give the permanent the designation; False when it isn't on the battlefield (only
    permanents can have one)."""
    obj = res.state.find_object(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    add_effect(
        res,
        ctx,
        kind,
        Params({"object": obj.id, "timestamp": obj.timestamp}),
        Duration.INDEFINITE,
        rules=(rule,),
    )
    return True


def holder_of(state: GameState, designation: str) -> str | None:
    """The one player who has the designation, or None."""
    return next((p.id for p in state.players if designation in p.designations), None)


def moved_to(state: GameState, designation: str, player: str) -> GameState:
    """The state where `player` has the designation and its holder, if another, no longer has it
    (725.3, 726.3: one player at a time)."""
    current = holder_of(state, designation)
    if current is not None:
        old = state.player(current)
        state = state.with_player(replace(old, designations=old.designations - {designation}))
    new = state.player(player)
    return state.with_player(replace(new, designations=new.designations | {designation}))


def pass_on_from(
    res: Resolution,
    designation: str,
    give: Callable[[Resolution, str, str], None],
    rule: str,
    role: str,
    none_left: str,
) -> None:
    """725.4, 726.4: a holder who left the game loses the designation and it goes to the active
    player, or the next player in turn order still in the game (`give`); with none, no one has
    it. `role` names the holder in the log ("the monarch"), `none_left` the end ("there is no
    monarch")."""
    holder = holder_of(res.state, designation)
    if holder is None or not res.state.player(holder).lost:
        return
    old = res.state.player(holder)
    res.set_state(
        res.state.with_player(replace(old, designations=old.designations - {designation}))
    )
    heirs = res.state.apnap()  # the active player first, then turn order; lost players left out
    if not heirs:
        res.note(LogKind.EVENT, f"{old.name} left the game: {none_left}", rule)
        return
    res.note(LogKind.EVENT, f"{old.name}, {role}, left the game", rule)
    give(res, heirs[0], rule)
