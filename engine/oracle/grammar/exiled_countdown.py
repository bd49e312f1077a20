"""Exiled instead of dying, and back after a countdown (Darigaaz Reincarnated):

    If ~ would die, instead exile it with three egg counters on it.
    At the beginning of your upkeep, if ~ is exiled with an egg counter on it, remove an egg
    counter from it. Then if ~ has no egg counters on it, return it to the battlefield.

The first line is the replacement effect "dies_exiled_with_counters" (614.1a, 700.4); the second
a triggered ability with the intervening "if" condition "self_exiled_with_counter:KIND" (603.4),
which works from exile (113.6b), and the instruction "exiled_countdown"
(engine.mechanics.exiled_countdown). The counter kinds of the second line must be one kind."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.model import Ability, StaticAbility, TriggeredAbility
from engine.core.state import Params
from engine.mechanics.exiled_countdown import CONDITION_PREFIX, KIND, register_condition
from engine.oracle.lowering import LineContext, step, triggered_ability
from engine.oracle.vocabulary import number_word, word_number

GRAMMAR = r"""
%extend static_body: XC_WOULD_DIE -> xc_would_die
%extend triggered: trigger "," XC_COUNTDOWN -> xc_countdown
XC_WOULD_DIE: /if ~ would die, instead exile it with (?:one|two|three|four|five|six) [a-z]+ counters? on it/i
XC_COUNTDOWN: /if ~ is exiled with an? [a-z]+ counter on it, remove an? [a-z]+ counter from it\. then if ~ has no [a-z]+ counters on it, return it to the battlefield\./i
"""
_WOULD_DIE = re.compile(r"if ~ would die, instead exile it with (\w+) ([a-z]+) counters? on it")
_COUNTDOWN = re.compile(
    r"if ~ is exiled with an? ([a-z]+) counter on it, remove an? ([a-z]+) counter from it\. "
    r"then if ~ has no ([a-z]+) counters on it, return it to the battlefield\."
)
UPKEEP = ("beginning_of_step", {"step": "upkeep", "whose": "your"})


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def exiled_countdown_words(ability: Ability) -> str | None:
    """The line of one of this module's abilities, or None: not one."""
    if isinstance(ability, StaticAbility) and ability.effect == KIND:
        if set(ability.params) != {"kind", "count"}:
            return None
        count, kind = int(ability.params["count"]), str(ability.params["kind"])
        plural = "counters" if count != 1 else "counter"
        return f"If ~ would die, instead exile it with {number_word(count)} {kind} {plural} on it."
    if not isinstance(ability, TriggeredAbility):
        return None
    condition = ability.intervening_if or ""
    if not condition.startswith(CONDITION_PREFIX):
        return None
    kind = condition.removeprefix(CONDITION_PREFIX)
    if (
        (ability.trigger, dict(ability.params)) != UPKEEP
        or ability.optional
        or ability.targets
        or [(e.kind, dict(e.params)) for e in ability.effects]
        != [("exiled_countdown", {"kind": kind})]
    ):
        return None
    a = _article(kind)
    return (
        f"At the beginning of your upkeep, if ~ is exiled with {a} {kind} counter on it, remove "
        f"{a} {kind} counter from it. Then if ~ has no {kind} counters on it, return it to the "
        "battlefield."
    )


class ExiledCountdownLowering:
    ctx: LineContext

    def xc_would_die(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        found = _WOULD_DIE.fullmatch(str(items[0]).lower())
        count = word_number(found.group(1)) if found else None
        if (
            found is None
            or count is None
            or (count == 1) != found.group(0).endswith("counter on it")
        ):
            raise ValueError("an exile replacement's counters")
        params = Params({"kind": found.group(2), "count": count})
        return (StaticAbility("", KIND, params),)

    def xc_countdown(self, items: list[Any]) -> TriggeredAbility:
        kind, params = items[0]
        if (kind, dict(params)) != UPKEEP:
            raise ValueError("a countdown from exile other than at the beginning of your upkeep")
        found = _COUNTDOWN.fullmatch(str(items[-1]).lower())
        if found is None or len(set(found.groups())) != 1:
            raise ValueError("a countdown of more than one counter kind")
        counter = found.group(1)
        return triggered_ability(
            "",
            kind,
            (step("exiled_countdown", kind=counter),),
            (),
            params=params,
            intervening_if=register_condition(counter),
        )
