"""What the builder does, as named functions: views call exactly one of these.

``do_*`` functions change and persist a draft or a saved scenario; they raise
``ServiceError`` (with the form field it concerns, when there is one) for input the engine or
the card registry rejects.  ``board_view`` and friends read a scenario document for display.
No rules logic lives here: board set-up edits the scenario document and lets ``engine.load``
validate it, and every game action goes through ``engine.apply``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import engine
from builder.operations.jsonvalues import json_copy
from builder.scenarios.models import Draft
from builder.scenarios.services import recent_states
from builder.scenarios.services.board_size import too_big
from builder.scenarios.services.boardview import (
    PLAYER_ZONES,
    BoardView,
    CustomCardView,
    EffectView,
    ObjectView,
    PlayerView,
    state_board_view,
)

__all__ = [
    "PLAYER_ZONES",
    "BoardView",
    "CustomCardView",
    "EffectView",
    "ObjectView",
    "PlayerView",
    "EditConflict",
    "NoSuchObject",
    "ServiceError",
    "store_draft",
    "one_write",
    "board_view",
    "add_card_object",
    "do_add_card",
    "do_add_custom_ability",
    "do_add_effect",
    "do_change_counters",
    "do_define_custom_card",
    "do_move_object",
    "do_remove_custom_card",
    "do_remove_effect",
    "do_remove_object",
    "do_set_game",
    "do_toggle_tapped",
    "do_update_object",
    "do_update_player",
    "suggest_cards",
]


class ServiceError(Exception):
    """Input the builder can't act on; ``field`` names the form field it concerns, if any."""

    def __init__(self, message: str, *, field: str | None = None, rule: str = "") -> None:
        self.message = f"{message} (rule {rule})" if rule else message
        self.field = field
        self.rule = rule
        super().__init__(self.message)


# --- reading a document ---------------------------------------------------------------------
# The board's read model lives in builder.scenarios.services.boardview (the board editor's module).


def board_view(document: Mapping[str, Any]) -> BoardView:
    """The board of a scenario document, as the templates and forms need it."""
    return state_board_view(_load(document))


def text_rendering(document: Mapping[str, Any]) -> str:
    return engine.text_rendering(_load(document))


def builtin_card_names() -> tuple[str, ...]:
    return engine.REGISTRY.names()


# --- drafts ---------------------------------------------------------------------------------


def new_document() -> dict[str, Any]:
    return engine.dump(engine.new_scenario())


def do_create_draft() -> Draft:
    return Draft.objects.create(document=new_document())


def do_set_life_totals(draft: Draft, life_totals: Mapping[str, int]) -> None:
    """Board set-up: give players new life totals (not a game action, so nothing is logged)."""
    document = json_copy(draft.document)
    for player in document["players"]:
        if player["id"] in life_totals:
            player["life"] = life_totals[player["id"]]
    _save_setup(draft, document)


def _save_setup(
    draft: Draft, document: dict[str, Any], state: engine.GameState | None = None
) -> None:
    """Save a set-up edit's document once the engine reads it; ``state`` is the engine's
    state of it when the caller has one (``engine.dump`` of it gave the document, and
    ``load(dump(s)) == s``), so it isn't read twice."""
    state = state if state is not None else _load(document)
    draft.document = document
    remember_engine_state(draft, state)  # the board drawn after the edit is read from it
    draft.log = []  # the log explains the last action; after a set-up edit it no longer applies
    store_draft(draft, ["document", "log"])


def remember_engine_state(draft: Draft, state: engine.GameState) -> None:
    """``state`` is the engine state of ``draft.document`` for the rest of the request
    (builder.scenarios.services.actions.draft_state): what is drawn of the board doesn't load it again.
    Documents are replaced, never changed in place, so the document's identity is the key.
    The process remembers it for the draft's next request too (builder.scenarios.services.recent_states)."""
    draft._engine_state = (draft.document, state)  # type: ignore[attr-defined]
    recent_states.remember(draft.key, draft.document, state)


class EditConflict(ServiceError):
    """The draft was saved by someone else between reading it and writing this edit."""


def store_draft(draft: Draft, fields: list[str]) -> None:
    """Save an edit of ``draft``, unless a concurrent edit saved it first: then nothing is
    written and the edit is refused (``EditConflict``), never silently lost.  Edits hold no
    lock while the engine computes them (builder.scenarios.draft_busy): this one short write is
    where two edits of the same board meet.  Inside ``one_write(draft)`` the fields are only
    noted: that block's end writes them all at once.  A board past the builder's size
    (``board_size.MAX_BOARD_OBJECTS``) is refused with a message."""
    if "document" in fields and (reason := too_big(draft.document)):
        raise ServiceError(reason)
    deferred = _deferred_writes.get()
    if deferred is not None and deferred[0] is draft:
        deferred[1].update(fields)
        return
    if not draft.save_if_unchanged(fields):
        # The page drawn after the refusal shows the board as it is saved now, not this edit.
        draft.refresh_from_db()
        raise EditConflict(
            "Someone else changed this board at the same moment: your change was not applied. "
            "Reload the board and try again."
        )


# The draft whose saves ``one_write`` is collecting, and the fields they changed.
_deferred_writes: ContextVar[tuple[Draft, set[str]] | None] = ContextVar(
    "deferred_writes", default=None
)
_WRITTEN_FIELDS = ("document", "log", "history")


@contextmanager
def one_write(draft: Draft) -> Iterator[None]:
    """Several edits of ``draft`` (a pasted board and its actions) computed first, with no
    transaction open and no lock held, then written as one compare-and-swap on its version when
    the block ends (``store_draft``): all of them or, on an error or a concurrent save, none.
    On an error the in-memory draft is put back as it was read (on a conflict, as it is saved
    now: ``store_draft``)."""
    before = {name: getattr(draft, name) for name in _WRITTEN_FIELDS}
    fields: set[str] = set()
    token = _deferred_writes.set((draft, fields))
    try:
        yield
    except BaseException:
        for name, value in before.items():
            setattr(draft, name, value)
        raise
    finally:
        _deferred_writes.reset(token)
    if fields:
        store_draft(draft, sorted(fields))


def computed_edit(draft: Draft, edit: Callable[[], object]) -> dict[str, Any]:
    """What ``edit()`` changes of ``draft`` (its saves collected, nothing written): the
    fields' new values, for ``one_write`` to write elsewhere (the edit computed in a child
    process: builder.operations.low_priority)."""
    fields: set[str] = set()
    token = _deferred_writes.set((draft, fields))
    try:
        edit()
    finally:
        _deferred_writes.reset(token)
    return {name: getattr(draft, name) for name in sorted(fields)}


def write_computed(draft: Draft, changed: Mapping[str, Any]) -> None:
    """Write an edit ``computed_edit`` computed elsewhere: its fields set on ``draft`` and saved
    in one compare-and-swap (``one_write``), as if computed here."""
    with one_write(draft):
        for name, value in changed.items():
            setattr(draft, name, value)
        if changed:
            store_draft(draft, list(changed))


def _load(document: Mapping[str, Any]) -> engine.GameState:
    try:
        return engine.load(dict(document))
    except engine.InvalidDocument as error:
        raise ServiceError(f"The engine rejected the scenario: {error}") from None


# --- playing a draft (builder/scenarios/services/actions.py), re-exported for the views -----------------
from builder.scenarios.services.actions import (  # noqa: E402
    do_answer_decision,
    do_apply_action,
    do_cancel_decision,
    do_choose_outcome,
    do_go_to_step,
    do_step_back,
    do_step_forward,
    history_for_save,
    play_panel,
)
from builder.scenarios.services.outcomes import explore_outcomes  # noqa: E402

__all__ += [
    "do_answer_decision",
    "do_apply_action",
    "do_cancel_decision",
    "do_choose_outcome",
    "do_go_to_step",
    "do_step_back",
    "do_step_forward",
    "explore_outcomes",
    "history_for_save",
    "play_panel",
]


# --- the board editor (builder/scenarios/services/editor*.py), re-exported for the views -------------------
from builder.scenarios.services.editor import (  # noqa: E402
    NoSuchObject,
    do_add_effect,
    do_change_counters,
    do_move_object,
    do_remove_effect,
    do_remove_object,
    do_set_game,
    do_toggle_tapped,
    do_update_object,
    do_update_player,
)
from builder.scenarios.services.editor_cards import (  # noqa: E402
    add_card_object,
    do_add_card,
    do_add_custom_ability,
    do_define_custom_card,
    do_remove_custom_card,
    suggest_cards,
)
