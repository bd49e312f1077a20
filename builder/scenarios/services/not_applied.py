"""What an answer doesn't apply, said first wherever an answer is shown (issue 32 point 1).

The engine lists the cards in play whose text it doesn't apply (``engine.not_applied``); this is
the one place the builder turns that list into what a page shows: the banner
(``templates/scenarios/_not_applied.html``), and the plain-text lead of a preview's alt text, an
oEmbed title and a judges' question. A saved revision's list comes from its own stored boards,
so a link keeps its meaning.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import engine


@dataclass(frozen=True)
class NotAppliedNotice:
    """The cards whose text an answer ignores (or for which it uses a judge's stand-in)."""

    entries: tuple[engine.NotApplied, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.entries)

    @property
    def text(self) -> str:
        """ "Not applied: Doubling Season — ‘...’ This answer ignores it." ("" when none)."""
        return engine.not_applied_summary(self.entries)

    def lead(self, answer: str) -> str:
        """A plain-text answer led by what it doesn't apply."""
        return f"{self.text} {answer}".strip() if self.entries else answer


NOTHING = NotAppliedNotice()


def for_states(*states: engine.GameState) -> NotAppliedNotice:
    return NotAppliedNotice(engine.not_applied(*states)) if states else NOTHING


def for_documents(documents: Iterable[Mapping[str, Any]]) -> NotAppliedNotice:
    """The cards in play on any of these boards (a board today's engine can't read is left
    out: its page says so on its own)."""
    states = []
    for document in documents:
        try:
            states.append(engine.load(dict(document)))
        except engine.EngineError:
            continue
    return for_states(*states)


def with_stored(notice: NotAppliedNotice, stored: Any) -> NotAppliedNotice:
    """``notice`` and, for cards it doesn't name, the entries a step stored as it was taken
    (``NotApplied.to_json``: a spell that has left the stack since, say); nothing is loaded."""
    if not isinstance(stored, list):
        return notice
    names = {e.name for e in notice.entries}
    more = tuple(
        engine.NotApplied(
            str(entry.get("name", "")),
            str(entry.get("zone", "")),
            tuple(str(s) for s in entry.get("sentences") or ()),
            tuple(str(s) for s in entry.get("stand_ins") or ()),
        )
        for entry in stored
        if isinstance(entry, Mapping) and entry.get("name") not in names
    )
    return NotAppliedNotice(notice.entries + more) if more else notice


def for_card(state: engine.GameState, object_id: str) -> NotAppliedNotice:
    """All of one object's unapplied text, wherever it is (a card just added to a board)."""
    obj = state.find_object(object_id)
    entry = engine.card_not_applied(state, obj) if obj is not None else None
    return NotAppliedNotice((entry,)) if entry is not None else NOTHING
