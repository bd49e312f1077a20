"""A draft's history: every step taken from the set-up board, as a tree of variations.

The tree is plain JSON kept in ``Draft.history`` (and, through ``history_for_save``, with saved
scenarios)::

    {"version": 1, "current": 2, "pending": null,
     "nodes": [{"id": 0, "parent": null, "kind": "root", "label": "Set-up board",
                "document_after": {...}},
               {"id": 1, "parent": 0, "kind": "action", "action": {...}, "choices": [],
                "label": "...", "log": [...], "document_after": {...}, "forward": 2}, ...]}

``kind`` is ``root`` (the board as set up), ``action`` (an engine action with its choices) or
``edit`` (the board was edited by hand after a step: a snapshot, since no action explains it).
Replaying the path from the root through ``engine.apply`` is the source of truth: stepping back
or into another variation replays, it never undoes.  ``document_after`` caches each step's
board so the tree can be shown and compared without replaying; ``forward`` remembers which
child "redo" returns to.  ``pending`` holds an action waiting for a player's decision.

The first child of a node is its main line; later children are variations, as on lichess.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import engine
from builder.operations.jsonvalues import json_copy

VERSION = 1
ROOT = 0
KINDS = ("root", "action", "edit")
MAX_INDENT = 6


class ReplayError(Exception):
    """A step no longer replays (the engine refuses it or asks a decision it didn't before)."""


@dataclass(frozen=True)
class Row:
    """One step as the history panel lists it."""

    id: int
    label: str
    kind: str
    ply: int
    depth: int
    variation_start: bool
    current: bool
    on_path: bool

    @property
    def indent(self) -> int:
        """The depth for display, capped (deep variations share the last indentation)."""
        return min(self.depth, MAX_INDENT)


class HistoryTree:
    """A mutable working copy of a draft's history; ``to_json`` gives the stored form back."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.nodes: dict[int, dict[str, Any]] = {int(n["id"]): dict(n) for n in data["nodes"]}
        self.current: int = int(data.get("current", ROOT))
        self.pending: dict[str, Any] | None = data.get("pending") or None
        self._children: dict[int, list[int]] = {node_id: [] for node_id in self.nodes}
        for node_id in sorted(self.nodes):
            parent = self.nodes[node_id]["parent"]
            if parent is not None:
                self._children[int(parent)].append(node_id)

    # --- reading ------------------------------------------------------------------------------

    @classmethod
    def start(cls, document: Mapping[str, Any]) -> HistoryTree:
        root = {
            "id": ROOT,
            "parent": None,
            "kind": "root",
            "label": "Set-up board",
            "document_after": json_copy(dict(document)),
        }
        return cls({"version": VERSION, "current": ROOT, "nodes": [root], "pending": None})

    @classmethod
    def read(cls, data: Any, document: Mapping[str, Any]) -> HistoryTree:
        """The stored tree, or a fresh one rooted at ``document`` when there is none (or it is
        from an unknown version or malformed: a tolerant reader never fails a page)."""
        if not _well_formed(data):
            return cls.start(document)
        return cls(data)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "current": self.current,
            "pending": self.pending,
            "nodes": [self.nodes[node_id] for node_id in sorted(self.nodes)],
        }

    def node(self, node_id: int) -> dict[str, Any]:
        return self.nodes[node_id]

    def children(self, node_id: int) -> list[int]:
        return list(self._children.get(node_id, ()))

    def path(self, node_id: int) -> list[int]:
        """The node ids from the root to ``node_id``, both included."""
        path = [node_id]
        while (parent := self.nodes[path[-1]]["parent"]) is not None:
            path.append(int(parent))
        return path[::-1]

    def document(self, node_id: int | None = None) -> dict[str, Any]:
        return dict(self.nodes[self.current if node_id is None else node_id]["document_after"])

    @property
    def parent_of_current(self) -> int | None:
        parent = self.nodes[self.current]["parent"]
        return None if parent is None else int(parent)

    def forward_target(self) -> int | None:
        """Where "redo" goes: the child last stepped back from, else the main line."""
        kids = self._children.get(self.current, [])
        remembered = self.nodes[self.current].get("forward")
        if remembered in kids:
            return int(remembered)
        return kids[0] if kids else None

    def rows(self) -> list[Row]:
        """Every step in reading order: each main line first, then its variations, indented."""
        on_path = set(self.path(self.current))
        rows: list[Row] = []
        for node_id, ply, depth, starts in self._walk(ROOT, 0, 0, False):
            node = self.nodes[node_id]
            rows.append(
                Row(
                    id=node_id,
                    label=str(node.get("label", "")),
                    kind=str(node.get("kind", "action")),
                    ply=ply,
                    depth=depth,
                    variation_start=starts,
                    current=node_id == self.current,
                    on_path=node_id in on_path,
                )
            )
        return rows

    def _walk(
        self, node_id: int, ply: int, depth: int, starts: bool
    ) -> Iterator[tuple[int, int, int, bool]]:
        yield node_id, ply, depth, starts
        kids = self._children.get(node_id, [])
        if not kids:
            return
        # Variations hang off their parent before the main line continues (lichess order).
        for variation in kids[1:]:
            yield from self._walk(variation, ply + 1, depth + 1, True)
        yield from self._walk(kids[0], ply + 1, depth, False)

    # --- changing -----------------------------------------------------------------------------

    def add_step(
        self,
        action: Mapping[str, Any],
        choices: Sequence[str],
        *,
        label: str,
        document_after: Mapping[str, Any],
        log: list[dict[str, Any]],
        not_applied: list[dict[str, Any]] | None = None,
    ) -> int:
        """A new step after the current one (a variation if it already has one); the same
        action with the same choices again just steps forward to the existing node.
        ``not_applied``: the cards in play before or after the step whose text the engine
        doesn't apply (``engine.Result.not_applied``), kept only when there are some."""
        ignored = {"not_applied": not_applied} if not_applied else {}
        for child in self._children[self.current]:
            node = self.nodes[child]
            if node.get("kind") == "action" and (node["action"], node["choices"]) == (
                dict(action),
                list(choices),
            ):
                node["document_after"] = json_copy(dict(document_after))
                node["log"] = log
                node.pop("not_applied", None)
                node.update(ignored)
                self.go(child)
                return child
        return self._add(
            kind="action",
            action=dict(action),
            choices=list(choices),
            label=label,
            document_after=json_copy(dict(document_after)),
            log=log,
            **ignored,
        )

    def sync(self, document: Mapping[str, Any]) -> bool:
        """Take in a board edited by hand since the current step; True if the tree changed.

        Before the first step the edit changes the set-up board itself; after a step it becomes
        an ``edit`` snapshot (edits in a row update the same snapshot)."""
        current = self.nodes[self.current]
        if current["document_after"] == document:
            return False
        self.pending = None
        leaf = not self._children[self.current]
        if leaf and current.get("kind") in ("root", "edit"):
            current["document_after"] = json_copy(dict(document))
        else:
            self._add(
                kind="edit",
                action=None,
                choices=[],
                label="Board edited",
                document_after=json_copy(dict(document)),
                log=[],
            )
        return True

    def go(self, node_id: int) -> None:
        """Make ``node_id`` current, remembering the way back down for "redo"."""
        if node_id not in self.nodes:
            raise KeyError(node_id)
        path = self.path(node_id)
        for parent, child in zip(path, path[1:], strict=False):
            self.nodes[parent]["forward"] = child
        self.current = node_id
        self.pending = None

    def _add(self, **fields: Any) -> int:
        node_id = max(self.nodes) + 1
        self.nodes[node_id] = {"id": node_id, "parent": self.current, **fields}
        self._children[node_id] = []
        self._children[self.current].append(node_id)
        self.go(node_id)
        return node_id

    # --- replay -------------------------------------------------------------------------------

    def replay(self, node_id: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The board after ``node_id`` and that step's log, recomputed from the root."""
        path = self.path(node_id)
        state = _load(self.nodes[ROOT]["document_after"])
        log: list[dict[str, Any]] = []
        for step_id in path[1:]:
            node = self.nodes[step_id]
            if node.get("kind") == "edit":
                state, log = _load(node["document_after"]), []
                continue
            try:
                result = engine.apply(state, node["action"], node.get("choices", []))
            except engine.EngineError as error:
                raise ReplayError(f"Step {step_id} no longer replays: {error}") from None
            if result.pending is not None:
                raise ReplayError(
                    f"Step {step_id} no longer replays: it needs a decision ({result.pending.prompt})"
                )
            state, log = result.state, [entry.to_json() for entry in result.log]
        return engine.dump(state), log


def _load(document: Mapping[str, Any]) -> engine.GameState:
    try:
        return engine.load(dict(document))
    except engine.InvalidDocument as error:
        raise ReplayError(f"The set-up board no longer loads: {error}") from None


def _well_formed(data: Any) -> bool:
    if not isinstance(data, Mapping) or data.get("version") != VERSION:
        return False
    nodes = data.get("nodes")
    if not isinstance(nodes, list) or not nodes:
        return False
    ids: set[int] = set()
    for node in nodes:
        if not isinstance(node, Mapping) or not isinstance(node.get("id"), int):
            return False
        if node.get("kind") not in KINDS or not isinstance(node.get("document_after"), Mapping):
            return False
        ids.add(node["id"])
    if ROOT not in ids or data.get("current", ROOT) not in ids:
        return False
    for node in nodes:
        parent = node.get("parent")
        if (parent is None) != (node["id"] == ROOT):
            return False
        # A parent always has a smaller id than its children, so there can be no cycle.
        if parent is not None and (parent not in ids or parent >= node["id"]):
            return False
    return True
