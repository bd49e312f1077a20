"""Keyword actions (701) joined by "and" to the instruction after them or, with the player
named, to the instruction before them (608.2c: the instructions are followed in the order
written, each by the player its words name):

    Whenever a creature you control dies, scry 1 and put an oil counter on ~.
    When ~ dies, scry 1 and create a Treasure token.
    When ~ enters, it deals 2 damage to each opponent and you scry 2.
    Whenever one or more creatures die, mill a card and put a bloodstain counter on ~.

The action first ("scry 1 and [clause]"): a subject-less action is its controller's (701.22a,
701.25a, 701.17a, 701.34a, 701.16a). The clause after "and" is any clause; its first instruction
keeps the word (Instruction.joined) so the definition prints back as one sentence. The player
named last ("[clause] and you scry 2"): "you" is the controller, as "you scry 2" alone
(engine.oracle.grammar.player_actions). "[mill] and you gain N life" stays
engine.oracle.grammar.and_you_gain's."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.oracle.grammar.effects import AND
from engine.oracle.lowering import Effects, LineContext

GRAMMAR = r"""
%extend sentence: ja_lead "and" clause "." -> ja_action_and_sentence
?ja_lead: scry | surveil | proliferate | investigate | mill
%extend joined_action: "you" "scry" amount -> you_scry
                     | "you" "surveil" amount -> you_surveil
"""


class JoinedActionLowering:
    ctx: LineContext

    def ja_action_and_sentence(self, items: list[Any]) -> Effects:
        """ "[keyword action] and [clause]." (608.2c: in the order written)."""
        first: Effects = items[0]
        second: Effects = items[-1]
        if len(first) != 1 or not second:
            raise ValueError("one keyword action before 'and'")
        if first[0].params.get("player", "you") != "you":
            raise ValueError("another player's keyword action joined with 'and'")
        return first + (replace(second[0], joined=AND), *second[1:])
