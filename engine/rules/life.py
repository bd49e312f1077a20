"""Life totals (119) and poison counters, performed as the pipeline's last step."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import (
    LifeGained,
    LifeGainEvent,
    LifeLossEvent,
    LifeLost,
    PoisonEvent,
    PoisonGiven,
)
from engine.core.log import ARROW, LogKind
from engine.core.variants import variant
from engine.rules.effects.cant import cant_gain_life
from engine.rules.effects.life import life_locked
from engine.rules.pipeline import Resolution, name_of, performs, with_life


def _locked(res: Resolution, player_id: str, what: str) -> bool:
    lock = life_locked(res.state, player_id)
    if lock is None:
        return False
    res.note(
        LogKind.LIFE,
        f"{name_of(res.state, player_id)}'s life total can't change "
        f"({name_of(res.state, lock.source)}): the {what} doesn't happen",
        "119.7" if what == "life gain" else "119.8",
        objects=tuple(x for x in (lock.source,) if x),
    )
    return True


def _cant_gain(res: Resolution, player_id: str) -> bool:
    """119.7: a player who can't gain life doesn't (Skullcrack)."""
    stop = cant_gain_life(res.state, player_id)
    if stop is None:
        return False
    res.note(
        LogKind.LIFE,
        f"{name_of(res.state, player_id)} can't gain life ({name_of(res.state, stop.source)}): the life gain doesn't happen",
        "119.7",
        objects=tuple(x for x in (stop.source,) if x),
    )
    return True


@performs(LifeGainEvent)
def gain_life(res: Resolution, event: LifeGainEvent) -> None:
    # 119.9: gaining 0 life is no event at all.
    if (
        event.amount <= 0
        or _locked(res, event.player, "life gain")
        or _cant_gain(res, event.player)
    ):
        return
    state = res.state
    player = state.player(event.player)
    sharers = variant(state).life_sharers(state, player.id)
    new_life = player.life + event.amount
    res.set_state(with_life(state, player.id, new_life, sharers))
    team = " (the team's shared life total, 810.9)" if len(sharers) > 1 else ""
    rules = ("119.3", "810.9") if team else ("119.3",)
    res.note(
        LogKind.LIFE,
        f"{player.name} gains {event.amount} life: {player.life} {ARROW} {new_life}{team}",
        *rules,
        objects=tuple(x for x in (event.source,) if x),
    )
    res.did(LifeGained(player.id, event.amount))


@performs(LifeLossEvent)
def lose_life(res: Resolution, event: LifeLossEvent) -> None:
    if event.amount <= 0 or _locked(res, event.player, "life loss"):
        return
    state = res.state
    player = state.player(event.player)
    sharers = variant(state).life_sharers(state, player.id)
    new_life = player.life - event.amount
    res.set_state(with_life(state, player.id, new_life, sharers))
    team = " (the team's shared life total, 810.9)" if len(sharers) > 1 else ""
    rule = "120.3a" if event.from_damage else "119.3"
    rules = (rule, "810.9") if team else (rule,)
    res.note(
        LogKind.LIFE,
        f"{player.name} loses {event.amount} life: {player.life} {ARROW} {new_life}{team}",
        *rules,
        objects=tuple(x for x in (event.source,) if x),
    )
    res.did(LifeLost(player.id, event.amount))


@performs(PoisonEvent)
def give_poison(res: Resolution, event: PoisonEvent) -> None:
    if event.amount <= 0:
        return
    state = res.state
    player = state.player(event.player)
    # 810.10: a Two-Headed Giant team shares its poison counters, kept on each member.
    for pid in variant(state).life_sharers(state, player.id):
        member = res.state.player(pid)
        res.set_state(res.state.with_player(replace(member, poison=member.poison + event.amount)))
    res.note(
        LogKind.DAMAGE,
        f"{player.name} gets {event.amount} poison counters (now {player.poison + event.amount})",
        "120.3b",
        objects=tuple(x for x in (event.source,) if x),
    )
    res.did(PoisonGiven(player.id, event.amount))


def set_life(res: Resolution, player_id: str, value: int, source: str | None = None) -> None:
    """119.5: setting a life total is a gain or a loss of the difference. In Two-Headed Giant the
    team's total moves by that difference (810.9c)."""
    current = res.state.player(player_id).life
    rules = (
        ("119.5", "810.9c")
        if len(variant(res.state).life_sharers(res.state, player_id)) > 1
        else ("119.5",)
    )
    res.judge(
        LogKind.LIFE,
        f"{name_of(res.state, player_id)}'s life total becomes {value}: from {current} that is "
        f"{'a gain' if value > current else 'a loss'} of {abs(value - current)}",
        *rules,
    )
    if value > current:
        res.run(LifeGainEvent(player_id, value - current, source))
    elif value < current:
        res.run(LifeLossEvent(player_id, current - value, source))
