"""Engine states this process computed lately, the last two boards of each draft: the board a
request saves is the board the judge's next request loads, and the board before it is where a
step back in the history (or trying the other choice of a decision) returns; such a request
reads the state from here instead of loading the document again (and keeps the
characteristics already computed for it).

A state is used only for a document equal to the one it was computed from: the stored copy is
compared with the document read from the database, so an edit made anywhere else (another
worker, a migration, the admin) is never hidden by a stale state; it only misses the cache.
Each process keeps its own (gunicorn workers share nothing), at most ``LIMIT`` drafts.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

import engine
from builder.operations.jsonvalues import json_copy

LIMIT = 128  # drafts
PER_DRAFT = 2  # boards: now and the one before

Kept = tuple[Mapping[str, Any], engine.GameState]
_states: OrderedDict[str, tuple[Kept, ...]] = OrderedDict()
_lock = threading.Lock()


def remember(draft_key: str, document: Mapping[str, Any], state: engine.GameState) -> None:
    """``state`` is the engine state of ``document``, the draft's board now. The document is
    copied: the caller's may be changed later, the state would then no longer be its own."""
    with _lock:
        earlier = _states.get(draft_key, ())
    if any(state is s for _, s in earlier):
        return  # already remembered (read from here, or remembered twice in one request)
    kept = (json_copy(document), state)
    with _lock:
        others = tuple(k for k in _states.get(draft_key, ()) if k[0] != document)
        _states[draft_key] = (kept, *others)[:PER_DRAFT]
        _states.move_to_end(draft_key)
        while len(_states) > LIMIT:
            _states.popitem(last=False)


def recall(draft_key: str, document: Mapping[str, Any]) -> engine.GameState | None:
    """The state remembered for the draft, if it was computed from a document equal to
    ``document``; None otherwise."""
    with _lock:
        boards = _states.get(draft_key, ())
    return next((state for kept, state in boards if kept == document), None)


def forget_all() -> None:
    """Drop every remembered state (tests; a new card registry)."""
    with _lock:
        _states.clear()
