"""Declaring attackers and blockers (508, 509).

    {"type": "attack", "attackers": {"<creature id>": "<player, planeswalker or battle id>"},
     "bands": [["<creature id>", "<creature id>", ...], ...]}
    {"type": "block", "blockers": {"<creature id>": "<attacker id>" or ["<attacker id>", ...]}}

Both are legal only in their own step (declare attackers, declare blockers), once per combat;
`{}` declares no attackers (no blockers). "bands" (optional) announces attacking bands
(508.1e, 702.22c). A list blocks several attackers, where an ability
allows it ("can block an additional creature").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.actions.base import action_type, need_object
from engine.core.errors import InvalidDocument
from engine.core.state import GameState
from engine.rules.combat.declare import (
    check_attack,
    check_block,
    declare_attackers,
    declare_blockers,
)
from engine.rules.pipeline import Resolution


def _mapping(data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = data.get(key)
    if not isinstance(value, Mapping):
        raise InvalidDocument(
            f"{key!r} must be an object mapping creature ids to ids", f"action.{key}"
        )
    return value


@action_type("attack", "Declare attackers")
@dataclass(frozen=True)
class Attack:
    attackers: tuple[tuple[str, str], ...]
    bands: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> Attack:
        pairs = []
        for creature, defender in _mapping(data, "attackers").items():
            if not isinstance(defender, str) or not defender:
                raise InvalidDocument(
                    "what a creature attacks must be a player or permanent id",
                    f"action.attackers.{creature}",
                )
            pairs.append((need_object(state, creature), defender))
        action = cls(tuple(pairs), _bands(data, state))
        check_attack(state, action.attackers, action.bands)
        return action

    def perform(self, res: Resolution) -> None:
        declare_attackers(res, self.attackers, self.bands)


def _bands(data: Mapping[str, Any], state: GameState) -> tuple[tuple[str, ...], ...]:
    """The attacking bands announced (508.1e): a list of lists of creature ids."""
    raw = data.get("bands", [])
    if not isinstance(raw, list) or not all(
        isinstance(band, list) and all(isinstance(c, str) and c for c in band) for band in raw
    ):
        raise InvalidDocument("'bands' must be a list of lists of creature ids", "action.bands")
    return tuple(tuple(need_object(state, c) for c in band) for band in raw)


@action_type("block", "Declare blockers")
@dataclass(frozen=True)
class Block:
    blockers: tuple[tuple[str, str], ...]

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> Block:
        pairs = []
        for creature, blocked in _mapping(data, "blockers").items():
            attackers = [blocked] if isinstance(blocked, str) else blocked
            if (
                not isinstance(attackers, list)
                or not attackers
                or not all(isinstance(a, str) and a for a in attackers)
            ):
                raise InvalidDocument(
                    "a blocker blocks an attacker id or a list of attacker ids",
                    f"action.blockers.{creature}",
                )
            pairs += [(need_object(state, creature), need_object(state, a)) for a in attackers]
        action = cls(tuple(pairs))
        check_block(state, action.blockers)
        return action

    def perform(self, res: Resolution) -> None:
        declare_blockers(res, self.blockers)
