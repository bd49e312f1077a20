"""Dealing damage (120), in 120.4's order: replacement and prevention, then the damage is dealt,
then its results (life loss, poison, counters, marked damage, lifelink), each result through the
pipeline again (120.4c)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.core.errors import IllegalAction
from engine.core.events import (
    CountersEvent,
    DamageDealt,
    DamageEvent,
    LifeGainEvent,
    LifeLossEvent,
    PoisonEvent,
)
from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import effects_of_kind
from engine.rules.effects.cant import x_at_least
from engine.rules.effects.damage import source_matches
from engine.rules.pipeline import Resolution, name_of


@dataclass(frozen=True)
class Assignment:
    source: str
    recipient: str
    amount: int


def make_event(
    state: GameState, source_id: str, recipient: str, amount: int, combat: bool
) -> DamageEvent:
    """A would-event carrying what the source's abilities say about its damage. A source that has
    left its zone is read as it last existed: our objects keep their last values (702.2e, 702.15c)."""
    source = state.object(source_id)
    c = chars(state, source)
    event = DamageEvent(
        source=source_id,
        recipient=recipient,
        amount=amount,
        source_controller=source.controller,
        combat=combat,
        lifelink=c.has("lifelink"),
        deathtouch=c.has("deathtouch"),
        infect=c.has("infect"),
        wither=c.has("wither"),
        commander=source.commander,
    )
    return replace(event, unpreventable=_unpreventable(state, event))


def _unpreventable(state: GameState, event: DamageEvent) -> bool:
    """615.12: an effect in force says this source's damage can't be prevented: its "source"
    (one object, or "any"), narrowed by the group filters of damage effects ("sources": yours,
    "source_types": Creature — "combat damage that would be dealt by creatures you control
    can't be prevented", Questing Beast)."""
    for effect in effects_of_kind(state, "damage_cant_be_prevented"):
        source = effect.params.get("source")
        grouped = any(k in effect.params for k in ("sources", "source_types", "source_colors"))
        if source is None and not grouped:
            continue
        if (
            source in (None, event.source, "any")
            and (event.combat or not effect.params.get("combat_only"))
            and x_at_least(state, event.source, effect.params.get("min_x"))
            and source_matches(effect, event, state)
        ):
            return True
    return False


def check_recipient(state: GameState, recipient: str) -> None:
    """120.1, 120.1a: players, and creatures, planeswalkers and battles on the battlefield."""
    player = state.find_player(recipient)
    if player is not None:
        if player.lost:
            raise IllegalAction(f"{player.name} has left the game", "800.4a")
        return
    obj = state.find_object(recipient)
    if obj is None:
        raise IllegalAction(f"there is no player or object {recipient!r}")
    types = chars(state, obj).types
    if obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        raise IllegalAction(
            f"{name_of(state, obj)} isn't on the battlefield: only permanents can be dealt damage",
            "120.1",
        )
    if not {"Creature", "Planeswalker", "Battle"} & set(types):
        raise IllegalAction(
            f"{name_of(state, obj)} isn't a creature, planeswalker or battle", "120.1a"
        )


# Mechanics that remember damage as it is dealt (engine.mechanics.bloodthirst: a player dealt
# damage this turn) register here; each is called for every damage event dealt (120.4b).
DAMAGE_DEALT: list[Callable[[Resolution, DamageEvent], None]] = []
# More results of dealt damage that keyword abilities add (120.3, 120.4c): toxic's poison counters
# (702.164c, engine.mechanics.toxic), processed with the damage's other results.
DAMAGE_RESULTS: list[Callable[[Resolution, DamageEvent], None]] = []


def deal_damage(
    res: Resolution, assignments: list[Assignment], combat: bool = False
) -> list[DamageEvent]:
    """Deal several assignments of damage simultaneously (one damage event, 120.4)."""
    dealt: list[DamageEvent] = []
    for a in assignments:
        if a.amount <= 0:
            # 614.7a: a source that would deal 0 damage deals no damage at all.
            continue
        event = make_event(res.state, a.source, a.recipient, a.amount, combat)
        res.judge(
            LogKind.EVENT,
            f"{name_of(res.state, a.source)} would deal {a.amount} damage to {name_of(res.state, a.recipient)}",
            "120.4a",
            objects=(a.source,),
        )
        final = res.replace(event)
        if final is None or not isinstance(final, DamageEvent) or final.amount <= 0:
            res.note(
                LogKind.DAMAGE,
                f"{name_of(res.state, a.source)} deals no damage to {name_of(res.state, a.recipient)}",
                "120.4b",
                "614.7a",
                objects=(a.source,),
            )
            continue
        dealt.append(final)
    # 120.4b: the damage is dealt, all at once; "deals damage" triggers would trigger here.
    for event in dealt:
        res.note(
            LogKind.DAMAGE,
            f"{name_of(res.state, event.source)} deals {event.amount} "
            f"{'combat ' if event.combat else ''}damage to {name_of(res.state, event.recipient)}",
            "120.4b",
            objects=(event.source, event.recipient),
        )
        res.did(DamageDealt(event.source, event.recipient, event.amount, event.combat))
        for remember in DAMAGE_DEALT:
            remember(res, event)
    # 120.4c: process the dealt damage into its results.
    for event in dealt:
        _results(res, event)
    _lifelink(res, dealt)
    return dealt


def _lifelink(res: Resolution, dealt: list[DamageEvent]) -> None:
    """120.3f, 702.15b: damage from a source with lifelink makes its controller gain that much
    life. Each source is one life-gain event, however many recipients it dealt damage to at once
    (trample, several blockers); two sources are two events (702.15e, 119.9)."""
    gained: dict[tuple[str, str], int] = {}
    for event in dealt:
        if event.lifelink:
            key = (event.source, event.source_controller)
            gained[key] = gained.get(key, 0) + event.amount
    for (source, controller), amount in gained.items():
        res.judge(
            LogKind.EVENT,
            f"{name_of(res.state, source)} has lifelink: its {amount} damage makes "
            f"{name_of(res.state, controller)} gain {amount} life",
            "120.3f",
            "702.15b",
            objects=(source,),
        )
        res.run(LifeGainEvent(controller, amount, source))


def _results(res: Resolution, event: DamageEvent) -> None:
    state = res.state
    player = state.find_player(event.recipient)
    if player is not None:
        if event.infect:
            res.run(PoisonEvent(player.id, event.amount, event.source))  # 120.3b
        else:
            res.run(
                LifeLossEvent(player.id, event.amount, event.source, from_damage=True)
            )  # 120.3a
        if event.combat and event.commander:
            _commander_damage(res, player.id, event)
    else:
        obj = state.object(event.recipient)
        c = chars(state, obj)
        if c.is_type("Planeswalker"):
            res.run(CountersEvent(obj.id, "loyalty", -event.amount))  # 120.3c
        if c.is_type("Battle"):
            res.run(CountersEvent(obj.id, "defense", -event.amount))  # 120.3h
        if c.is_type("Creature"):
            if event.wither or event.infect:
                res.run(CountersEvent(obj.id, "-1/-1", event.amount))  # 120.3d
            else:
                obj = res.state.object(obj.id)
                res.set_state(res.state.with_object(replace(obj, damage=obj.damage + event.amount)))
                res.note(
                    LogKind.DAMAGE,
                    f"{event.amount} damage is marked on {name_of(res.state, obj.id)} "
                    f"(now {obj.damage + event.amount})",
                    "120.3e",
                    objects=(obj.id,),
                )
            if event.deathtouch:
                obj = res.state.object(obj.id)
                res.set_state(res.state.with_object(replace(obj, deathtouch_damage=True)))
    for result in DAMAGE_RESULTS:
        result(res, event)


def _commander_damage(res: Resolution, player_id: str, event: DamageEvent) -> None:
    """903.10a: combat damage dealt by a commander is tallied per commander, whatever life it cost."""
    player = res.state.player(player_id)
    total = int(player.commander_damage.get(event.source, 0)) + event.amount
    res.set_state(
        res.state.with_player(
            replace(player, commander_damage=player.commander_damage.set(event.source, total))
        )
    )
    res.note(
        LogKind.DAMAGE,
        f"{player.name} has now taken {total} combat damage from commander {name_of(res.state, event.source)}",
        "903.10a",
        objects=(event.source,),
    )
