"""The rulings gallery: every built-in example of ``engine.examples``, resolved.

The examples are the files the engine's ruling tests read (``engine/examples/*.json``); the
board shown is the one those tests start from (``engine.testing.scenario.ruling``: the example's
document after its setup actions), so the gallery can't drift from what the tests check.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import suppress
from dataclasses import dataclass, replace
from functools import cache
from itertools import groupby
from typing import Any

import engine
from builder.rules.services import rule_links
from builder.scenarios.models import Draft
from builder.scenarios.services import BoardView, ServiceError, board_view
from builder.scenarios.services.actions import do_apply_action
from builder.scenarios.services.plainwords import describe_action
from builder.sharing.services.annotations import RuleRef, log_entries, rule_url
from builder.sharing.services.exchange import do_import
from builder.sharing.services.steps import Outcomes, choice_labels, explore_outcomes
from engine.examples import Example, example, examples
from engine.testing.scenario import ruling


@dataclass(frozen=True)
class ExamplePage:
    example: Example
    board: dict[str, Any]  # after the setup actions: the moment of the ruling
    action: dict[str, Any]
    action_text: str
    choices: tuple[str, ...]  # the choices the resolved result used
    result_board: dict[str, Any] | None
    result_log: list[dict[str, Any]]
    problem: str  # why there is no result (a decision nobody scripted, an unexpected refusal)
    outcomes: Outcomes
    refusal: str = ""  # the ruling is that the action is illegal: the engine's reason...
    refusal_rule: str = ""  # ...and the rule it names
    choice_labels: tuple[str, ...] = ()  # the choices in words ("Alice chooses Bob"), no ids

    @property
    def refusal_ref(self) -> RuleRef | None:
        rule = self.refusal_rule
        return _rule_refs([rule])[0] if rule else None

    @property
    def has_choices(self) -> bool:
        return len(self.outcomes.items) > 1

    @property
    def rule_refs(self) -> list[RuleRef]:
        return _rule_refs(self.example.rules)

    @property
    def board_view(self) -> BoardView:
        return board_view(self.board)

    @property
    def result_view(self) -> BoardView | None:
        return board_view(self.result_board) if self.result_board is not None else None

    @property
    def result_entries(self) -> list[dict[str, Any]]:
        return log_entries(self.result_log)

    @property
    def outcome_entries(self) -> Outcomes:
        items = tuple(replace(o, log=log_entries(o.log)) for o in self.outcomes.items)
        return replace(self.outcomes, items=items)


def _rule_refs(numbers: Iterable[str]) -> list[RuleRef]:
    """Rule numbers, each a link to its text when the rules are imported (else plain: the
    rule's page would be a 404)."""
    numbers = list(numbers)
    titles = rule_links(numbers)
    return [RuleRef(n, rule_url(n) if n in titles else "", titles.get(n, "")) for n in numbers]


def sections() -> list[tuple[str, list[Example]]]:
    """The examples grouped by section (ghosts, ascend, ...), in ruling id order."""
    ordered = sorted(examples(), key=lambda ex: ex.section)
    grouped = groupby(ordered, key=lambda ex: ex.section)
    return [(section or "other", list(items)) for section, items in grouped]


def example_page(key: str) -> ExamplePage:
    """The example with this ruling id (any case) or slug; ``KeyError`` if there is none."""
    return _example_page(example(key).id)


@cache  # the examples are files of the installed engine: they change only with a deploy
def _example_page(ruling_id: str) -> ExamplePage:
    ex = example(ruling_id)
    state, action = ruling(ex.id)
    board = engine.dump(state)
    outcomes = explore_outcomes(board, action, chosen=ex.choices or ())
    choices: tuple[str, ...] = ex.choices or ()
    result_board, result_log, problem, refusal, refusal_rule = None, [], "", "", ""
    try:
        result = engine.apply(state, action, choices)
    except engine.IllegalAction as error:
        if ex.refused:
            refusal, refusal_rule = error.message, error.rule
        else:
            problem = f"The engine refuses the action: {error}"
    else:
        if result.pending is None:
            result_board = engine.dump(result.state)
            result_log = [entry.to_json() for entry in result.log]
        elif outcomes.items:  # no scripted choice: the first outcome stands for the result
            first = outcomes.items[0]
            choices, result_board, result_log = first.choices, first.document, first.log
        else:
            problem = f"It needs a decision: {result.pending.prompt} (rule {result.pending.rule})"
    return ExamplePage(
        example=ex,
        board=board,
        action=dict(action),
        action_text=describe_action(board, action),
        choices=choices,
        result_board=result_board,
        result_log=result_log,
        problem=problem,
        outcomes=outcomes,
        refusal=refusal,
        refusal_rule=refusal_rule,
        choice_labels=choice_labels(state, action, choices),
    )


def do_fork_example(key: str) -> Draft:
    """A new draft of the example: its board at the moment of the ruling, with its action
    taken in the builder (a decision it meets is waiting, as in the ruling); ``KeyError`` if
    there is no such example. A ruling whose point is that the action is illegal forks as the
    board alone (the builder says why when the action is tried)."""
    page = example_page(key)
    draft = do_import(page.board)
    if not page.refusal:
        # If the engine refuses it, the board stays as it is: trying the action shows why.
        with suppress(ServiceError):
            do_apply_action(draft, page.action, label=page.action_text)
    return draft
