"""Conditions on what happened this turn (engine.mechanics.turn_history), for the ability words
raid, morbid and revolt (207.2c): the intervening "if" clauses of triggered abilities are the
FIXED_CONDITIONS of `trigger_conditions` (603.4); here, a permanent entering with counters
only if the condition holds (614.1c):

    Raid — ~ enters with a +1/+1 counter on it if you attacked this turn.
    Morbid — ~ enters with two +1/+1 counters on it if a creature died this turn.
    Revolt — ~ enters with a +1/+1 counter on it if a permanent you controlled left the
    battlefield this turn.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import StaticAbility
from engine.mechanics.turn_history import CONDITION_EVENTS, ENTERS_WITH_COUNTERS_IF
from engine.oracle.lowering import LineContext, static_ability

GRAMMAR = (
    r"""
%extend static_body: SELF "enters with" counter_count "on it" HISTORY_IF -> enters_with_if
HISTORY_IF: """
    + " | ".join(f'"if {spec[2]}"' for spec in CONDITION_EVENTS.values())
    + "\n"
)


def condition_of(words: str) -> str:
    """The condition name for the words after "if"."""
    return next(name for name, spec in CONDITION_EVENTS.items() if spec[2] == words)


def condition_text(name: object) -> str | None:
    spec = CONDITION_EVENTS.get(str(name))
    return spec[2] if spec else None


class TurnHistoryLowering:
    ctx: LineContext

    def enters_with_if(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        kind, count = items[1]
        words: Token = items[-1]
        condition = condition_of(str(words).lower().removeprefix("if "))
        return (
            static_ability(
                "", ENTERS_WITH_COUNTERS_IF, kind=kind, count=count, condition=condition
            ),
        )
