"""A sentence after another that runs only if a condition on the board holds as the spell or
ability reaches it (608.2c: its instructions are followed in order, the condition read then):

    Put a dread counter on ~. Then if there are three or more dread counters on it, transform it.
    Whenever you cast an instant or sorcery spell, remove an ice counter from ~. Then if it has
    no ice counters on it, transform it.
    ... Then if you control three or more Wizards, transform ~.

The condition is one of the intervening "if" conditions (the `condition` rule of
engine.oracle.grammar.trigger_conditions and .board_conditions, read by
engine.rules.triggers.condition), here read once as the sentence is reached: the instruction is
marked "if_board": CONDITION (engine.instructions.registry.condition_holds). The sentence is one
instruction, so nothing it does can change the condition before it is read.

This module also gives the `condition` rule the counters on the object with the ability (122.1):
"there are N or more [kind] counters on ~/it", "it/~ has N or more [kind] counters on it" and
"it/~ has no [kind] counters on it" ("self_counters_at_least:N:KIND", "self_no_counters:KIND"), for
intervening "if" clauses too ("At the beginning of your end step, if there are three or more omen
counters on ~, ...", 603.4)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.core.state import Params
from engine.mechanics.turn_history import CONDITION_EVENTS as HISTORY_CONDITIONS
from engine.oracle.grammar.effects import THEN
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word, word_number

GRAMMAR = r"""
%extend effects: sentence+ ti_then_if sentence*
ti_then_if: TI_THEN_IF condition "," sentence
          | TI_THEN_IF condition "," TI_REMOVE_THOSE ti_rest "." -> ti_then_if_remove
// the counters the condition counted, removed, then one or two more instructions
ti_rest: "and" clause -> ti_and_one
       | "," clause "," "then" clause -> ti_then_two
       | "," clause "," "and" clause -> ti_and_two
TI_THEN_IF: "then if"
TI_REMOVE_THOSE: "remove those counters" | "remove them" | "remove all of them"
%extend condition: CS_THERE_ARE NUMWORD OR_MORE TI_COUNTERS_ON -> ti_counters_at_least
                 | TI_HAS NUMWORD OR_MORE TI_COUNTERS_ON -> ti_has_counters_at_least
                 | TI_HAS_NO TI_COUNTERS_ON -> ti_no_counters
TI_HAS: /(it|~) has(?= [a-z]+ or more)/
TI_HAS_NO: /(it|~) has no/
TI_COUNTERS_ON: /([+-]1\/[+-]1|[a-z]+) counters on (it|~)/
"""

IF_BOARD = "if_board"
# The instructions after the first of the sentence: they read the condition as it did.
IF_BOARD_SAME = "if_board_same"
# The words "remove those counters" were said in (printing).
REMOVAL_WORDS = ("those counters", "them", "all of them")
_KIND = re.compile(r"([+-]1/[+-]1|[a-z]+) counters on (it|~)")
_AT_LEAST = "self_counters_at_least"
_HAS_AT_LEAST = "self_has_counters_at_least"


def _kind(token: Token) -> str:
    found = _KIND.fullmatch(str(token))
    if found is None:
        raise ValueError("no counter kind")
    return found.group(1)


# The conditions read from the game alone (the board, the players, this turn's history): a
# condition about the trigger event or what the spell was cast with has no event to read here.
_BOARD_HEADS = frozenset(
    {_AT_LEAST, _HAS_AT_LEAST, "self_no_counters", "no_cards_in_hand", "self_equipped"}
    | {"you_control_at_least", "you_control_at_least_of", "you_control_none"}
    | {"you_control_none_of", "opponents_control_none", "none_on_battlefield"}
    | {"life_at_most", "life_at_least", "gained_life_at_least"}
    | {"card_types_in_graveyard_at_least", "permanent_cards_in_graveyard_at_least"}
    | {"instants_sorceries_in_graveyard_at_least"}
    | set(HISTORY_CONDITIONS)
)


def _on_the_board(condition: str) -> str:
    if condition.partition(":")[0] not in _BOARD_HEADS:
        raise ValueError(f"{condition!r} isn't read from the board alone")
    return condition


def _marked(condition: str, effects: Effects) -> Effects:
    """The sentence's instructions under the condition, read once by the first (608.2c): what
    the first ones do (removing the counters counted) doesn't stop the rest."""
    if any(key in e.params for e in effects for key in ("if", "unless", IF_BOARD)):
        raise ValueError("a condition inside a conditional sentence")
    out = []
    for n, e in enumerate(effects):
        extra: dict[str, Any] = {IF_BOARD: condition}
        if n:
            extra[IF_BOARD_SAME] = True
        out.append(Instruction(e.kind, Params({**e.params, **extra}), e.joined))
    return tuple(out)


class ThenIfLowering:
    ctx: LineContext

    def ti_counters_at_least(self, items: list[Token]) -> str:
        count = word_number(str(items[1]))
        if count < 2:
            raise ValueError("'one or more' counters is written 'a counter'")
        return f"{_AT_LEAST}:{count}:{_kind(items[-1])}"

    def ti_has_counters_at_least(self, items: list[Token]) -> str:
        """ "it has three or more ritual counters on it": the same condition in other words
        (its own name, so that the printer gives these words back)."""
        return self.ti_counters_at_least(items).replace(_AT_LEAST, _HAS_AT_LEAST, 1)

    def ti_no_counters(self, items: list[Token]) -> str:
        return f"self_no_counters:{_kind(items[-1])}"

    def ti_then_if(self, items: list[Any]) -> Effects:
        return _marked(_on_the_board(str(items[1])), items[-1])

    def ti_and_one(self, items: list[Any]) -> tuple[Effects, ...]:
        return (items[-1],)

    def ti_then_two(self, items: list[Any]) -> tuple[Effects, ...]:
        first, second = items[0], items[-1]
        return (first, tuple(Instruction(e.kind, e.params, THEN) for e in second))

    def ti_and_two(self, items: list[Any]) -> tuple[Effects, ...]:
        return (items[0], items[-1])

    def ti_then_if_remove(self, items: list[Any]) -> Effects:
        """ "Then if there are three or more soul counters on it, remove those counters,
        transform it, then untap it.": every counter of the kind counted (122.1), the object
        with the ability's."""
        condition = _on_the_board(str(items[1]))
        head, _, rest = condition.partition(":")
        if head not in (_AT_LEAST, _HAS_AT_LEAST):
            raise ValueError("'those counters' names no counters the condition counted")
        kind = rest.partition(":")[2]
        said = str(items[2]).lower().removeprefix("remove ")
        removal = step("remove_all_counters", kind=kind, said=said)
        clauses: tuple[Effects, ...] = items[3]
        if any(len(c) != 1 for c in clauses):
            raise ValueError("a clause of several instructions after the removal")
        return _marked(condition, (removal, *(c[0] for c in clauses)))


# --- printing --------------------------------------------------------------------------------


def self_counters_words(name: str, subject: str) -> str | None:
    """The words of a condition on the counters of the object with the ability, `subject` its
    word ("it" or "~"); None for another condition."""
    head, _, rest = name.partition(":")
    if head == _AT_LEAST:
        count, _, kind = rest.partition(":")
        if not count.isdigit() or int(count) < 2 or not kind:
            return None
        return f"there are {number_word(int(count))} or more {kind} counters on {subject}"
    if head == _HAS_AT_LEAST:
        count, _, kind = rest.partition(":")
        if not count.isdigit() or int(count) < 2 or not kind:
            return None
        return f"{subject} has {number_word(int(count))} or more {kind} counters on it"
    if head == "self_no_counters" and rest:
        return f"{subject} has no {rest} counters on it"
    return None


def then_if_step(instruction: Instruction) -> tuple[str, Instruction, bool] | None:
    """The condition of an instruction of a "Then if [condition], [sentence]." sentence, the
    instruction without it, and whether it is the sentence's first; or None."""
    condition = instruction.params.get(IF_BOARD)
    if not isinstance(condition, str):
        return None
    first = not instruction.params.get(IF_BOARD_SAME)
    rest = type(instruction.params)(
        {k: v for k, v in instruction.params.items() if k not in (IF_BOARD, IF_BOARD_SAME)}
    )
    return condition, Instruction(instruction.kind, rest, instruction.joined), first


def removal_words(instruction: Instruction) -> str | None:
    """ "remove those counters" for the removal a "Then if" sentence opens with, or None."""
    said = instruction.params.get("said")
    if instruction.kind != "remove_all_counters" or said not in REMOVAL_WORDS:
        return None
    return f"remove {said}"
