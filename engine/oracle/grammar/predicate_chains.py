"""One player doing several things in one sentence, the subject said once (608.2c: in the order
written): "Target player mills two cards, draws two cards, and loses 2 life.", "Each opponent
discards a card, then mills a card.", "Target opponent discards two cards, mills two cards, and
loses 2 life.", "You draw two cards, lose 2 life, then mill two cards.".

The first clause is any clause of a player verb with its subject (grammar.effects: "[player]
mills/draws/discards/loses/gains ..."); each predicate after it is a verb of the same kind
without a subject, joined by ",", ", and" or ", then". Each becomes its own instruction with the
first clause's player; its `joined` keeps the card's words for the printer (PRED_LIST, PRED_AND,
PRED_THEN). The verbs are the player's own actions: mill (701.17a), draw (121.1), discard
(701.9a), lose and gain life (119.3). After ", then" a predicate is read only in its third
person form ("then mills a card"): a base verb there starts a clause of its own ("then mill two
cards", the controller's), which continues the chain only when the chain's player is you.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

# How the card's words join a predicate to the one before it (Instruction.joined)
PRED_LIST = "predicate_list"  # "mills two cards, draws two cards, ..."
PRED_AND = "predicate_and"  # "..., and loses 2 life"
PRED_THEN = "predicate_then"  # "..., then mills a card"
PRED_JOINS = frozenset({PRED_LIST, PRED_AND, PRED_THEN})
PRED_WORDS = {PRED_LIST: ", ", PRED_AND: ", and ", PRED_THEN: ", then "}
# The instruction kinds a chain joins: each names its player in "player" (default you)
CHAIN_KINDS = frozenset({"mill", "draw", "discard", "lose_life", "gain_life"})

_THIRD = r"(?:mills|draws|discards|loses|gains)"
# Base verbs read after a comma: only those no cost or other sentence puts there ("{T}, Mill a
# card:" and "{2}, Discard a card:" are costs, 602.1); "draw", "mill" and "discard" are read
# only after ", then", where they are clauses of their own (grammar.effects).
_BASE = r"(?:lose|gain)"

GRAMMAR = rf"""
%extend sentence: clause pc_more+ PC_COMMA_AND pc_pred "." -> pc_chain_and
                | clause pc_more+ _COMMA_THEN pc_then "." -> pc_chain_then
                | clause _COMMA_THEN pc_third "." -> pc_chain_then
pc_more: PC_COMMA pc_pred
?pc_pred: pc_third | pc_base
?pc_then: pc_third | clause -> pc_then_clause
pc_third: "mills" effect_cards -> pc_mills
        | "draws" effect_cards -> pc_draws
        | "discards" cards -> pc_discards
        | "loses" amount "life" -> pc_loses
        | "gains" amount "life" -> pc_gains
pc_base: "lose" amount "life" -> pc_loses
       | "gain" amount "life" -> pc_gains
PC_COMMA.3: /,(?= (?:{_THIRD}|{_BASE}) )/i
PC_COMMA_AND.3: /, and(?= (?:{_THIRD}|{_BASE}) )/i
"""


def _player(effects: Effects) -> Any:
    """The player of a chain's first clause: one instruction of a chained kind."""
    if len(effects) != 1 or effects[0].kind not in CHAIN_KINDS:
        raise ValueError("a chain of predicates after a clause of another kind")
    first = effects[0]
    if first.kind == "mill" and "half" in first.params:
        raise ValueError("a chain after half a library milled")
    return first.params.get("player", "you")


class PredicateChainLowering:
    ctx: LineContext

    # Each predicate is lowered to its instruction kind and parameters, without a player; the
    # chain gives it the first clause's player.
    def pc_mills(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("mill", {"count": items[-1]})

    def pc_draws(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("draw", {"count": items[-1]})

    def pc_discards(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("discard", {"count": items[-1]})

    def pc_loses(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("lose_life", {"amount": items[0]})

    def pc_gains(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("gain_life", {"amount": items[0]})

    def pc_more(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return items[-1]  # type: ignore[no-any-return]

    def pc_then_clause(self, items: list[Any]) -> Effects:
        effects: Effects = items[0]
        return effects

    def _chain(self, first: Effects, rest: list[Any], joins: list[str]) -> Effects:
        player = _player(first)
        out: list[Instruction] = list(first)
        for predicate, joined in zip(rest, joins, strict=True):
            if isinstance(predicate, tuple) and predicate and isinstance(predicate[0], str):
                # the verb's form (base after "you", else third person) is the printer's proof's
                kind, params = predicate
                made = step(kind, player=player, **params)
            else:
                # "..., then mill two cards.": a clause of its own, the chain's only if the
                # chain's player is you and the clause is the controller's
                clause: Effects = predicate
                if player != "you" or _player(clause) != "you":
                    raise ValueError("a clause of another player after a chain")
                made = clause[0]
            if made.kind == "mill":
                self.ctx.bound.append("milled" if player == "you" else "milled_player")
            out.append(replace(made, joined=joined))
        return tuple(out)

    def pc_chain_and(self, items: list[Any]) -> Effects:
        first, *more, _, last = items
        joins = [PRED_LIST] * len(more) + [PRED_AND]
        return self._chain(first, [*more, last], joins)

    def pc_chain_then(self, items: list[Any]) -> Effects:
        first, *more, last = items
        joins = [PRED_LIST] * len(more) + [PRED_THEN]
        return self._chain(first, [*more, last], joins)
