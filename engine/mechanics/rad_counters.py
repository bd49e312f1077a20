"""Rad counters (122.1i, 728.1): a rule of the counter, not of any card. One or more rad counters
on a player give the game an inherent triggered ability with no source, controlled by the active
player (728.1, an exception to 113.8): at the beginning of that player's precombat main phase,
they mill as many cards as they have rad counters; for each nonland card milled this way they
lose 1 life and remove a rad counter. It works however the counters got there (a card, the
judge's editor, the scenario document): they are kept in the player's `counters` as "rad".

The intervening "if that player has one or more rad counters" (603.4) is checked as the phase
begins and again as the ability resolves (with none left, it does nothing)."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import LifeLossEvent
from engine.core.log import LogKind, counted
from engine.core.state import Params, PendingTrigger, Step, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.turn import STEP_BEGINS
from engine.rules.zones import move

RAD = "rad"
RULES = ("122.1i", "728.1")
TEXT = (
    "at the beginning of your precombat main phase, if you have one or more rad counters, mill "
    "that many cards; for each nonland card milled this way, lose 1 life and remove a rad counter"
)


def _rad_counters(res: Resolution, player: str) -> int:
    found = res.state.find_player(player)
    return int(found.counters.get(RAD, 0)) if found is not None else 0


def _rad_trigger(res: Resolution, step: Step) -> None:
    """728.1: the active player's precombat main phase begins with rad counters on them."""
    active = res.state.turn.active_player
    if step is not Step.PRECOMBAT_MAIN or _rad_counters(res, active) <= 0:
        return
    bound = Params(
        {
            "named": "the rad counter rule",
            "text": TEXT,
            "effects": ({"kind": "rad_counters", "params": Params()},),  # "you": the active player
        }
    )
    # No source (728.1); the active player controls it.
    trigger = PendingTrigger("", -1, active, bound)
    res.set_state(replace(res.state, pending_triggers=(*res.state.pending_triggers, trigger)))
    res.note(
        LogKind.TRIGGER,
        f"{name_of(res.state, active)} has {counted(_rad_counters(res, active), 'rad counter')}: "
        f"the rad counter rule's ability triggers: {TEXT}",
        *RULES,
        "603.2",
    )


STEP_BEGINS.append(_rad_trigger)


@instruction_kind("rad_counters")
def _resolve_rad(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """728.1: mill one card per rad counter (701.17a; the library's top first, in its order),
    then lose 1 life and remove one rad counter for each nonland card milled."""
    for player in refs(res, ctx, params.get("player", "you")):
        _rad_mill(res, ctx, player)


def _rad_mill(res: Resolution, ctx: ExecContext, player: str) -> None:
    count = _rad_counters(res, player)
    if count <= 0:
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, player)} has no rad counters any more: the ability does nothing",
            "603.4",
            *RULES,
        )
        return
    cards = res.state.zone(Zone.LIBRARY, player)[:count]
    nonland = [c.id for c in cards if not chars(res.state, c).is_type("Land")]
    short = f" (only {len(cards)} in the library)" if len(cards) < count else ""
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} mills {counted(len(cards), 'card')} for their "
        f"{counted(count, 'rad counter')}{short}, {len(nonland)} of them nonland",
        *RULES,
        "701.17a",
        objects=tuple(c.id for c in cards),
    )
    for card in cards:
        move(res, card.id, Zone.GRAVEYARD)
    if not nonland:
        return
    res.run(LifeLossEvent(player, len(nonland), ctx.source))
    found = res.state.player(player)
    left = max(0, int(found.counters.get(RAD, 0)) - len(nonland))
    counters = {k: v for k, v in found.counters.items() if k != RAD}
    if left:
        counters[RAD] = left
    res.set_state(res.state.with_player(replace(found, counters=Params(counters))))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} removes {counted(len(nonland), 'rad counter')} "
        f"({left} left)",
        *RULES,
    )
