"""A keyword action done more than once: "Investigate twice." / "Investigate three times."
(701.16a, each time a Clue token; Confirm Suspicions). Lowered to that many `investigate`
instructions, done one after another.

Other keyword actions, and a count read as the ability resolves, are one instruction "repeat"
(engine.instructions.repeats) carrying the action: "proliferate twice" (701.34a), "populate
X times" (701.36a), "incubate 3 X times" (701.53a), "time travel three times" (701.56a), "investigate X times", "investigate that many
times" (the trigger event's damage, 120.3). One clause: it composes with ", then" and every
trigger and sentence."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.instructions.repeats import repeated_instructions
from engine.oracle.grammar.effects import THEN
from engine.oracle.grammar.event_amounts import is_event_amount
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word, word_number
from engine.vocabulary.amounts import COUNT_PREFIX

GRAMMAR = r"""
%extend clause: INVESTIGATE RA_TWICE -> investigate_twice
              | INVESTIGATE NUMWORD RA_TIMES -> investigate_times
%extend clause: ra_action ra_times -> repeated_action
              | investigate ra_read_times -> repeated_action
?ra_action: proliferate | populate | incubate | time_travel
?ra_times: RA_TWICE -> ra_twice
        | NUMWORD RA_TIMES -> ra_numword_times
        | ra_read_times
?ra_read_times: "x" RA_TIMES -> ra_x_times
              | CT_THAT_MANY RA_TIMES -> ra_that_many_times
// "Proliferate, then proliferate again." (701.34a): two proliferates, the second after the first
%extend clause: RA_PROLIFERATE_THEN_AGAIN -> proliferate_then_again
RA_PROLIFERATE_THEN_AGAIN: "proliferate, then proliferate again"
RA_TWICE: "twice"
RA_TIMES: "times"
"""


class RepeatedActionLowering:
    ctx: LineContext

    def investigate_twice(self, items: list[Any]) -> Effects:
        return (step("investigate"),) * 2

    def investigate_times(self, items: list[Token]) -> Effects:
        return (step("investigate"),) * word_number(str(items[1]))

    def proliferate_then_again(self, items: list[Any]) -> Effects:
        """Each proliferate its own choice of permanents and players (701.34a), in the order
        written (608.2c); the second remembers its ", then" for the printer."""
        return (step("proliferate"), replace(step("proliferate"), joined=THEN))

    def ra_twice(self, items: list[Any]) -> int:
        return 2

    def ra_numword_times(self, items: list[Token]) -> int:
        return word_number(str(items[0]))

    def ra_x_times(self, items: list[Any]) -> str:
        return "x"  # the spell's X (107.3)

    def ra_that_many_times(self, items: list[Any]) -> str:
        # the trigger event's amount (engine.oracle.grammar.event_amounts: 120.3, 119.3, 603.2c)
        return str(self.that_many_cards(items))  # type: ignore[attr-defined]

    def repeated_action(self, items: list[Any]) -> Effects:
        action: Effects = items[0]
        times = items[1]
        if len(action) != 1 or action[0].params.get("if") or action[0].joined:
            raise ValueError("one action repeated")
        stored = ({"kind": action[0].kind, "params": dict(action[0].params)},)
        return (step("repeat", times=times, effects=stored),)


def repeated_words(effects: tuple[Instruction, ...], start: int) -> tuple[str, int] | None:
    """ "investigate twice" for a run of investigate instructions from `start`, and where the
    run ends; None for a single one."""
    end = start
    while end < len(effects) and effects[end].kind == "investigate" and not effects[end].params:
        end += 1
    times = end - start
    if times < 2:
        return None
    return ("investigate twice" if times == 2 else f"investigate {number_word(times)} times"), end


def repeat_words(instruction: Instruction, clause: Callable[[Instruction], str]) -> str | None:
    """ "proliferate twice", "populate X times", "investigate that many times" for a "repeat"
    instruction, None for another."""
    if instruction.kind != "repeat" or set(instruction.params) - {"times", "effects"}:
        return None
    steps = repeated_instructions(instruction.params)
    if len(steps) != 1:
        return None
    times = instruction.params.get("times", 1)
    if times == "x" or (isinstance(times, str) and times.startswith(COUNT_PREFIX)):
        # the spell's X (107.3), or a count the sentence defines after its clause ("where X is
        # ...": engine.oracle.grammar.counted; the printer adds those words, 608.2h)
        count = "X times"
    elif is_event_amount(times):
        count = "that many times"
    elif isinstance(times, int) and not isinstance(times, bool) and times >= 2:
        if steps[0].kind == "investigate":
            return None  # a fixed count of investigate is that many instructions
        count = "twice" if times == 2 else f"{number_word(times)} times"
    else:
        return None
    return f"{clause(steps[0])} {count}"
