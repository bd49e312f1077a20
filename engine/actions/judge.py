"""A judge's actions: make something happen directly, through the same pipeline as any effect.

They model "a source deals N damage", "a player loses N life" and the like, so a ruling can be
reproduced without casting the spell that does it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.actions.base import (
    action_type,
    field_bool,
    field_int,
    field_opt_str,
    field_str,
    need_object,
    need_player,
)
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.events import LifeGainEvent, LifeLossEvent
from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.rules.damage import Assignment, check_recipient, deal_damage
from engine.rules.faces import why_cant_transform
from engine.rules.life import set_life
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import destroy, move


@action_type("deal_damage", "Deal damage")
@dataclass(frozen=True)
class DealDamage:
    source: str
    target: str
    amount: int
    combat: bool = False

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> DealDamage:
        action = cls(
            need_object(state, field_str(data, "source")),
            field_str(data, "target"),
            field_int(data, "amount"),
            field_bool(data, "combat"),
        )
        check_recipient(state, action.target)
        return action

    def perform(self, res: Resolution) -> None:
        kind = "combat damage" if self.combat else "damage"
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, self.source)} would deal {self.amount} {kind} to {name_of(res.state, self.target)}",
            "120.2a" if self.combat else "120.2b",
            objects=(self.source,),
        )
        deal_damage(res, [Assignment(self.source, self.target, self.amount)], combat=self.combat)


@dataclass(frozen=True)
class _LifeChange:
    """A player gains or loses an amount of life, perhaps from a source (119.3)."""

    player: str
    amount: int
    source: str | None = None

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> Any:
        source = field_opt_str(data, "source")
        return cls(
            need_player(state, field_str(data, "player")),
            field_int(data, "amount"),
            need_object(state, source) if source else None,
        )


@action_type("gain_life", "Gain life")
class GainLife(_LifeChange):
    def perform(self, res: Resolution) -> None:
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, self.player)} would gain {self.amount} life",
            "119.3",
        )
        res.run(LifeGainEvent(self.player, self.amount, self.source))


@action_type("lose_life", "Lose life")
class LoseLife(_LifeChange):
    def perform(self, res: Resolution) -> None:
        text = f"{name_of(res.state, self.player)} would lose {self.amount} life (not damage)"
        res.note(LogKind.ACTION, text, "119.3")
        res.run(LifeLossEvent(self.player, self.amount, self.source))


@action_type("set_life", "Set a life total")
@dataclass(frozen=True)
class SetLife:
    player: str
    value: int
    source: str | None = None

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> SetLife:
        source = field_opt_str(data, "source")
        value = field_int(data, "value", minimum=None)
        return cls(
            need_player(state, field_str(data, "player")),
            value,
            need_object(state, source) if source else None,
        )

    def perform(self, res: Resolution) -> None:
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, self.player)}'s life total would become {self.value}",
            "119.5",
        )
        set_life(res, self.player, self.value, self.source)


@action_type("move_object", "Move an object")
@dataclass(frozen=True)
class MoveObject:
    object: str
    to: Zone
    to_top: bool = True
    destroy: bool = False

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> MoveObject:
        obj = need_object(state, field_str(data, "object"))
        try:
            zone = Zone(field_str(data, "to"))
        except ValueError as exc:
            raise InvalidDocument(
                f"'to' must be one of {', '.join(z.value for z in Zone)}", "action.to"
            ) from exc
        position = data.get("position", "top")
        if position not in ("top", "bottom"):
            raise InvalidDocument("'position' must be 'top' or 'bottom'", "action.position")
        if zone is Zone.STACK:
            # 601.2a: a card gets onto the stack by being cast, which gives it what a spell
            # needs there (targets, X, mode); a move would leave a spell that can't resolve.
            raise IllegalAction(
                f"{name_of(state, obj)} can't be moved onto the stack: a card is put there by "
                "casting it (use the cast action, with free to skip the cost)",
                "601.2a",
            )
        ability = state.object(obj).stack
        if ability is not None and ability.kind != "spell":
            raise IllegalAction(
                f"{name_of(state, obj)} is an ability on the stack, not a card: it can't be put "
                "into another zone (counter it, or let it resolve)",
                "405.1",
            )
        return cls(obj, zone, position == "top", field_bool(data, "destroy"))

    def perform(self, res: Resolution) -> None:
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, self.object)} would move to {self.to.value}",
            "400.1",
            objects=(self.object,),
        )
        if self.destroy and self.to is Zone.GRAVEYARD:
            destroy(res, self.object, "701.8a")
        else:
            move(res, self.object, self.to, to_top=self.to_top)


@action_type("transform", "Transform a double-faced permanent")
@dataclass(frozen=True)
class Transform:
    """A judge turns a double-faced permanent over (701.27a): it has only the characteristics
    of the face now up (712.8d-f); it stays the same object (counters, damage and attachments
    stay)."""

    object: str

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> Transform:
        obj = need_object(state, field_str(data, "object"))
        problem = why_cant_transform(state, state.object(obj))
        if problem is not None:
            why, rule = problem
            raise IllegalAction(f"{name_of(state, obj)} can't transform: {why}", rule)
        return cls(obj)

    def perform(self, res: Resolution) -> None:
        from dataclasses import replace

        before = name_of(res.state, self.object)
        obj = res.state.object(self.object)
        res.set_state(res.state.with_object(replace(obj, face=1 - min(obj.face, 1))))
        res.note(
            LogKind.EVENT,
            f"{before} transforms: {name_of(res.state, self.object)} is now face up",
            "701.27a",
            "712.8d",
            objects=(self.object,),
        )
