"""The steps of a saved scenario and every outcome of its last decision, for share pages,
embeds and the gallery.

A revision stores its history as a tree (``builder.scenarios.services.history``); what its link shows is
the path from the set-up board to the step that was current when it was saved.  Step ``N`` is
the board after ``N`` steps of that path, replayed through ``engine.apply``.  What is shown is
the board and log stored with the revision (a link must show tomorrow what it showed today);
when the engine no longer replays a step to the same board, the step says so.  A revision
without a history has one step: the saved board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import engine
from builder.scenarios.services.history import HistoryTree, ReplayError
from builder.scenarios.services.plainwords import without_ids

EXPLORE_LIMIT = 2_000


@dataclass(frozen=True)
class Step:
    number: int
    label: str
    kind: str  # "root", "action" or "edit"
    document: dict[str, Any]
    log: list[dict[str, Any]]
    action: dict[str, Any] | None
    choices: tuple[str, ...]
    drift: str = ""  # why replaying this step today doesn't give the stored board, if it doesn't


@dataclass(frozen=True)
class OutcomeView:
    choices: tuple[str, ...]
    document: dict[str, Any]
    log: list[dict[str, Any]]
    chosen: bool  # the outcome this scenario's own choices lead to
    choice_labels: tuple[str, ...] = ()  # who chose what, in words ("Bob chooses ...")


@dataclass(frozen=True)
class Outcomes:
    items: tuple[OutcomeView, ...]
    complete: bool
    before: dict[str, Any] | None = None  # the board the action starts from

    def to_json(self) -> dict[str, Any]:
        """As kept with a revision (``RevisionOutcomes``): what ``from_json`` reads back."""
        return {
            "version": 1,
            "complete": self.complete,
            "before": self.before,
            "items": [
                {
                    "choices": list(item.choices),
                    "document": item.document,
                    "log": item.log,
                    "chosen": item.chosen,
                    "choice_labels": list(item.choice_labels),
                }
                for item in self.items
            ],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcomes:
        items = tuple(
            OutcomeView(
                choices=tuple(str(c) for c in item.get("choices") or ()),
                document=dict(item.get("document") or {}),
                log=[dict(entry) for entry in item.get("log") or ()],
                chosen=bool(item.get("chosen")),
                choice_labels=tuple(str(label) for label in item.get("choice_labels") or ()),
            )
            for item in data.get("items") or ()
        )
        before = data.get("before")
        return cls(
            items=items,
            complete=bool(data.get("complete")),
            before=dict(before) if isinstance(before, Mapping) else None,
        )


class Steps:
    """The linear path of a stored history, read without replaying anything."""

    def __init__(
        self,
        history: Mapping[str, Any] | None,
        document: Mapping[str, Any],
        log: Sequence[Mapping[str, Any]],
    ) -> None:
        self.document = dict(document)
        self.log = [dict(entry) for entry in log]
        self.tree = HistoryTree.read(history or {}, document)
        self.path = self.tree.path(self.tree.current)

    def __len__(self) -> int:
        return len(self.path)

    @property
    def last(self) -> int:
        return len(self.path) - 1

    def clamp(self, number: int | None) -> int:
        """A step number in range: old links keep working, out of range shows the nearest."""
        if number is None:
            return self.last
        return max(0, min(number, self.last))

    def labels(self) -> list[tuple[int, str]]:
        return [(n, self._label(n)) for n in range(len(self.path))]

    def step(self, number: int) -> Step:
        node = self.tree.node(self.path[number])
        if number == self.last:  # the saved board itself
            document, log = self.document, self.log
        else:
            document = dict(node["document_after"])
            log = [dict(entry) for entry in node.get("log") or []]
        return Step(
            number=number,
            label=self._label(number),
            kind=str(node.get("kind", "action")),
            document=document,
            log=log,
            action=dict(node["action"]) if node.get("action") else None,
            choices=tuple(str(c) for c in node.get("choices") or ()),
            drift=self._drift(number, document),
        )

    def documents(self) -> list[dict[str, Any]]:
        """The board of every step on the path, as stored (nothing is replayed)."""
        stored = [self.tree.node(n).get("document_after") for n in self.path[:-1]]
        return [dict(d) for d in stored if isinstance(d, Mapping)] + [self.document]

    @property
    def pending(self) -> dict[str, Any] | None:
        """The action saved while it waited for a decision (with the choices made so far)."""
        pending = self.tree.pending
        if not isinstance(pending, Mapping) or not isinstance(pending.get("action"), Mapping):
            return None
        return dict(pending)

    def outcomes(self, limit: int = EXPLORE_LIMIT) -> Outcomes | None:
        """Every outcome of the action waiting for a decision, else of the last action when it
        met one (None otherwise); at most ``limit`` explorer runs."""
        if (decided := self.decided_action()) is None:
            return None
        before, action, chosen = decided
        return explore_outcomes(before, action, chosen=chosen, limit=limit)

    def decided_action(
        self,
    ) -> tuple[dict[str, Any], dict[str, Any], tuple[str, ...]] | None:
        """(the board before, the action, the choices made) of the action whose outcomes the
        page shows: the one waiting for a decision, else the last one when it met one."""
        if (pending := self.pending) is not None:
            return self.document, dict(pending["action"]), ()
        if self.last == 0:
            return None
        last = self.step(self.last)
        if last.kind != "action" or last.action is None or not last.choices:
            return None
        before = dict(self.tree.node(self.path[self.last - 1])["document_after"])
        return before, last.action, last.choices

    def _label(self, number: int) -> str:
        node = self.tree.node(self.path[number])
        if number == 0:
            return "Set-up board" if self.last else "The saved board"
        return str(node.get("label") or f"Step {number}")

    def _drift(self, number: int, stored: Mapping[str, Any]) -> str:
        if number == 0:
            return ""
        try:
            replayed, _ = self.tree.replay(self.path[number])
        except ReplayError as error:
            return str(error)
        if _comparable(replayed) != _comparable(stored):
            return "The rules engine now resolves this step differently; this is the board as it was saved."
        return ""


def explore_outcomes(
    document: Mapping[str, Any],
    action: Mapping[str, Any],
    *,
    chosen: Sequence[str] = (),
    limit: int = EXPLORE_LIMIT,
) -> Outcomes:
    """Every distinct outcome of ``action`` on the board ``document`` (``engine.explore``), at
    most ``limit`` explorer runs."""
    try:
        exploration = engine.explore(engine.load(dict(document)), dict(action), limit=limit)
    except engine.EngineError:
        return Outcomes(items=(), complete=False)
    return described_outcomes(
        document, action, exploration.outcomes, exploration.complete, chosen=chosen
    )


def described_outcomes(
    document: Mapping[str, Any],
    action: Mapping[str, Any],
    found: Sequence[engine.Outcome],
    complete: bool,
    *,
    chosen: Sequence[str] = (),
) -> Outcomes:
    """The outcomes found (by the explorer, or replayed from stored choices), in words."""
    state = engine.load(dict(document))
    items = tuple(
        OutcomeView(
            choices=outcome.choices,
            document=engine.dump(outcome.state),
            log=[entry.to_json() for entry in outcome.log],
            chosen=bool(chosen) and tuple(chosen) == outcome.choices,
            choice_labels=choice_labels(state, action, outcome.choices),
        )
        for outcome in found
    )
    return Outcomes(items=items, complete=complete, before=dict(document))


def choice_labels(
    state: engine.GameState, action: Mapping[str, Any], choices: Sequence[str]
) -> tuple[str, ...]:
    """Who chose what, in words: the engine's decision at each prefix of the choices."""
    labels = []
    for index, choice in enumerate(choices):
        try:
            pending = engine.apply(state, dict(action), list(choices[:index])).pending
        except engine.EngineError:
            break
        if pending is None:
            break
        chosen = next((o.label for o in pending.options if o.id == choice), choice)
        who = state.find_player(pending.decider)
        labels.append(f"{who.name if who else pending.decider} chooses {plain_label(chosen)}")
    return tuple(labels)


def plain_label(text: str) -> str:
    """An engine label without the ids it carries for judges ("Furnace of Rath [furnace]: ...
    (furnace.0)" is "Furnace of Rath: ..."): people read names, not ids."""
    return without_ids(text).strip()


def _comparable(document: Mapping[str, Any]) -> Any:
    """A document read back by the engine, so key order and defaults don't count as changes."""
    try:
        return engine.dump(engine.load(dict(document)))
    except engine.EngineError:
        return dict(document)
