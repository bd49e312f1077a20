"""Vote (701.38, engine.mechanics.vote): the clause "starting with you, each player votes for [A]
or [B]" (the instruction "vote"), and the sentences after it that read the votes (608.2c):

    If [A] gets more votes, [sentence].                     -> "vote_result"
    If [B] gets more votes or the vote is tied, [sentence]. -> "vote_result" with "tied"
    For each [A] vote, [sentence].                          -> "for_each_vote"
    [Sentence] for each [A] vote.  -> its numbers, that many for each vote ("per_bound:N:vote:a")

A sentence reading the votes for a choice the line's vote didn't list isn't understood. The
ability words over such lines ("Will of the council", "Council's dilemma", 207.2c) mean nothing.
The static abilities "While voting, you get an additional vote." and "While voting, you may vote
an additional time." are the effect kind "additional_votes" (701.38d).

Each is one clause or sentence of the effect grammar: it composes with every trigger head and
every sentence."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.cards.model import Instruction, StaticAbility
from engine.core.state import Params
from engine.instructions.repeats import repeated_instructions
from engine.mechanics.vote import EXTRA_VOTES, VOTE_PREFIX
from engine.oracle.grammar.counted import PER_PARAMS
from engine.oracle.lowering import Effects, LineContext, static_ability, step
from engine.vocabulary.amounts import PER_BOUND_PREFIX

# a choice's words: never "vote" itself, so "for each [A] vote" is one choice's count
_WORDS = r"(?!vote\b)[a-z]+(?: (?!vote\b)[a-z]+)*?"
GRAMMAR = rf"""
%extend clause: VOTE_EACH_PLAYER_VOTES -> vote
%extend sentence: VOTE_IF_MORE sentence -> vote_result_sentence
                | clause VOTE_FOR_EACH "." -> vote_per_sentence
                | VOTE_FOR_EACH_LEAD clause "." -> vote_each_sentence
%extend static_line: VOTE_WHILE_VOTING "." -> additional_vote
VOTE_EACH_PLAYER_VOTES: /starting with you, each player votes for {_WORDS} or {_WORDS}(?=\.)/i
VOTE_IF_MORE: /if {_WORDS} gets more votes(?: or the vote is tied)?,/i
VOTE_FOR_EACH: /for each {_WORDS} vote(?=\.)/i
VOTE_FOR_EACH_LEAD: /for each {_WORDS} vote,/i
VOTE_WHILE_VOTING: "while voting, you get an additional vote"
                 | "while voting, you may vote an additional time"
"""

STARTING = "starting with you, each player votes for "
_VOTES = re.compile(r"starting with you, each player votes for (.+?) or (.+)", re.IGNORECASE)
_IF_MORE = re.compile(r"if (.+?) gets more votes( or the vote is tied)?,", re.IGNORECASE)
_FOR_EACH = re.compile(r"for each (.+?) vote,?", re.IGNORECASE)
TIED_WORDS = " or the vote is tied"
ADDITIONAL_VOTE = "While voting, you get an additional vote."
MAY_VOTE_AGAIN = "While voting, you may vote an additional time."


def _stored(effects: Effects) -> tuple[dict[str, Any], ...]:
    return tuple({"kind": e.kind, "params": dict(e.params)} for e in effects)


class VoteLowering:
    ctx: LineContext
    _vote_choices: tuple[str, ...] = ()

    def _voted(self, choice: str) -> str:
        """The choice as the line's vote lists it (608.2c: a later sentence reads that vote)."""
        for listed in self._vote_choices:
            if listed.lower() == choice.lower():
                return listed
        raise ValueError(f"no vote for {choice!r} before this sentence")

    def vote(self, items: list[Token]) -> Effects:
        found = _VOTES.fullmatch(str(items[0]))
        if found is None:
            raise ValueError("a vote's choices")
        choices = (found.group(1), found.group(2))
        if choices[0].lower() == choices[1].lower():
            raise ValueError("a vote with the same choice twice")
        self._vote_choices = choices
        return (step("vote", choices=choices),)

    def vote_result_sentence(self, items: list[Any]) -> Effects:
        found = _IF_MORE.fullmatch(str(items[0]))
        if found is None:
            raise ValueError("a vote's result")
        choice = self._voted(found.group(1))
        effects: Effects = items[-1]
        params: dict[str, Any] = {"choice": choice, "effects": _stored(effects)}
        if found.group(2):
            params["tied"] = True
        return (step("vote_result", **params),)

    def vote_each_sentence(self, items: list[Any]) -> Effects:
        found = _FOR_EACH.fullmatch(str(items[0]))
        if found is None:
            raise ValueError("a vote's count")
        choice = self._voted(found.group(1))
        effects: Effects = items[1]
        return (step("for_each_vote", choice=choice, effects=_stored(effects)),)

    def vote_per_sentence(self, items: list[Any]) -> Effects:
        effects: Effects = items[0]
        found = _FOR_EACH.fullmatch(str(items[1]))
        if found is None:
            raise ValueError("a vote's count")
        key = f"{VOTE_PREFIX}{self._voted(found.group(1))}"
        counted: list[Instruction] = []
        numbers = 0
        for one in effects:
            params = dict(one.params)
            for name in PER_PARAMS.get(one.kind, ()):
                value = params.get(name)
                if isinstance(value, int) and not isinstance(value, bool) and value:
                    params[name] = f"{PER_BOUND_PREFIX}{value}:{key}"
                    numbers += 1
            counted.append(Instruction(one.kind, Params(params), joined=one.joined))
        if numbers != 1:
            raise ValueError("one number for each vote")
        return tuple(counted)

    def additional_vote(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        optional = "may" in str(items[0]).lower()
        params: dict[str, Any] = {"player": "you"}
        if optional:
            params["optional"] = True
        return (static_ability("", EXTRA_VOTES, **params),)


def vote_words(instruction: Instruction) -> str | None:
    """The printer's clause of a "vote", or None for another instruction."""
    choices = instruction.params.get("choices")
    if instruction.kind != "vote" or not isinstance(choices, (tuple, list)) or len(choices) != 2:
        return None
    return f"{STARTING}{choices[0]} or {choices[1]}"


def vote_head(instruction: Instruction) -> str | None:
    """ "if [A] gets more votes[ or the vote is tied]," / "for each [A] vote," before the
    printed sentence of the instruction's effects, or None for another instruction."""
    choice = instruction.params.get("choice")
    if instruction.kind == "vote_result":
        return f"if {choice} gets more votes{TIED_WORDS if instruction.params.get('tied') else ''},"
    if instruction.kind == "for_each_vote":
        return f"for each {choice} vote,"
    return None


def vote_effects(instruction: Instruction) -> tuple[Instruction, ...]:
    """The instructions a "vote_result" or "for_each_vote" carries."""
    return repeated_instructions(instruction.params)


def per_vote_words(key: str) -> str | None:
    """ "[choice] vote" for the bound key of a vote's count ("vote:[choice]"), or None."""
    return f"{key.removeprefix(VOTE_PREFIX)} vote" if key.startswith(VOTE_PREFIX) else None


def additional_vote_words(ability: StaticAbility) -> str | None:
    """The line of an "additional_votes" static ability, or None for another one."""
    if ability.effect != EXTRA_VOTES or ability.params.get("player") != "you":
        return None
    if set(ability.params) == {"player"}:
        return ADDITIONAL_VOTE
    if dict(ability.params) == {"player": "you", "optional": True}:
        return MAY_VOTE_AGAIN
    return None
