"""Two players exchanging life totals (701.12c): "Two target players exchange life totals."
(Soul Conduit) and, in an optional trigger, "you may have two target players exchange life
totals" (Axis of Mortality, 603.5; engine.oracle.grammar.may_have).

"two target players" is one instance of the word "target" (115.3): two different players, the
second one's word "other:player" (engine.rules.target_relations). Engine side: the instruction
"exchange_life" (engine.instructions.references), which does nothing at all when either life
total can't change as the exchange needs (701.12a, 119.7, 119.8).
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step
from engine.vocabulary.words import OTHER_PREFIX

GRAMMAR = r"""
%extend clause: life_exchange
%extend may_have_clause: life_exchange -> may_have_life_exchange
life_exchange: LE_TWO_TARGET_PLAYERS LE_EXCHANGE_LIFE_TOTALS -> exchange_two_players_life
LE_TWO_TARGET_PLAYERS: "two target players"
LE_EXCHANGE_LIFE_TOTALS: "exchange life totals"
"""

EXCHANGING_PLAYERS = ("player", f"{OTHER_PREFIX}:player")


def life_exchange_words(instruction: Instruction, mentions: Any) -> str | None:
    """The printer's words for an exchange of two target players' life totals, or None."""
    if instruction.kind != "exchange_life" or set(instruction.params) != {"players"}:
        return None
    if tuple(instruction.params["players"]) != (0, 1):
        return None
    if tuple(mentions.targets[:2]) != EXCHANGING_PLAYERS or mentions.seen & {0, 1}:
        return None
    mentions.seen.update({0, 1})
    return "two target players exchange life totals"


class LifeExchangeLowering:
    ctx: LineContext

    def exchange_two_players_life(self, items: list[Any]) -> Effects:
        if self.ctx.targets:
            raise ValueError("an exchange of life totals after other targets")
        one, other = (self.ctx.target(word) for word in EXCHANGING_PLAYERS)
        return (step("exchange_life", players=[one, other]),)

    def may_have_life_exchange(self, items: list[Effects]) -> Effects:
        return items[0]
