"""Collect evidence (701.59) as a spell's optional additional cost: "As an additional cost to
cast ~, you may collect evidence N." (a static ability working on the stack: 601.2b, effect kind
"evidence_option", engine.mechanics.collect_evidence). "Collect evidence N" as a part of a cost
is read with the other cost parts (engine.oracle.grammar.costs), and the linked "If evidence was
collected, ..." with the other cast choices (engine.oracle.grammar.cast_keywords)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import StaticAbility
from engine.core.state import Zone
from engine.mechanics.collect_evidence import OPTION
from engine.oracle.lowering import LineContext, static_ability

GRAMMAR = r"""
%extend static_line: EVIDENCE_OPTION INT "." -> evidence_option
EVIDENCE_OPTION.2: "as an additional cost to cast ~, you may collect evidence"
"""


class EvidenceLowering:
    ctx: LineContext

    def evidence_option(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", OPTION, Zone.STACK, count=int(str(items[1]))),)


def evidence_option_words(ability: StaticAbility) -> str | None:
    if ability.effect != OPTION or set(ability.params) != {"count"}:
        return None
    return f"As an additional cost to cast ~, you may collect evidence {ability.params['count']}."
