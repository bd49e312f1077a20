"""The `advance` action: all players pass, the step ends and the next begins (500.2).

    {"type": "advance"}                                         the next step
    {"type": "advance", "to": "combat_damage"}                  on to that step of this turn
    {"type": "advance", "to": "upkeep", "turn": "next"}         on to that step of the next turn
    {"type": "advance", "to": "end_of_combat",
     "assignments": {"<creature id>": {"<recipient id>": 3, ...}}}

`assignments` divides a creature's combat damage up front (510.1c-d, 702.19b) instead of
answering the engine's questions one recipient at a time.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.actions.base import action_type, need_object
from engine.core.errors import InvalidDocument
from engine.core.state import GameState, Step
from engine.rules.pipeline import Resolution
from engine.rules.turn import advance, check_can_advance


@action_type("advance", "Advance to the next step")
@dataclass(frozen=True)
class Advance:
    to: Step | None = None
    next_turn: bool = False
    assignments: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> Advance:
        to = data.get("to")
        step: Step | None = None
        if to is not None:
            try:
                step = Step(to)
            except ValueError as exc:
                known = ", ".join(s.value for s in Step)
                raise InvalidDocument(f"'to' must be a step ({known})", "action.to") from exc
        turn = data.get("turn", "this")
        if turn not in ("this", "next"):
            raise InvalidDocument("'turn' must be 'this' or 'next'", "action.turn")
        if turn == "next" and step is None:
            raise InvalidDocument("'turn': 'next' needs a 'to' step", "action.turn")
        action = cls(step, turn == "next", _assignments(data.get("assignments", {}), state))
        check_can_advance(state, action.to, action.next_turn)
        return action

    def perform(self, res: Resolution) -> None:
        explicit = {creature: dict(split) for creature, split in self.assignments}
        advance(res, self.to, self.next_turn, explicit)


def _assignments(raw: Any, state: GameState) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
    if not isinstance(raw, Mapping):
        raise InvalidDocument(
            "'assignments' must map creature ids to {recipient id: amount}", "action.assignments"
        )
    found = []
    for creature, split in raw.items():
        path = f"action.assignments.{creature}"
        need_object(state, str(creature))
        if not isinstance(split, Mapping) or not split:
            raise InvalidDocument("an assignment must map recipient ids to amounts", path)
        pairs = []
        for recipient, amount in split.items():
            if (
                isinstance(amount, bool)
                or not isinstance(amount, int)
                or not 0 <= amount <= 1_000_000
            ):
                raise InvalidDocument(
                    "amounts must be whole numbers of at least 0", f"{path}.{recipient}"
                )
            if state.find_player(recipient) is None:
                need_object(state, str(recipient))
            pairs.append((str(recipient), amount))
        found.append((str(creature), tuple(pairs)))
    return tuple(found)
