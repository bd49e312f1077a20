"""The explained log: every step the engine takes, in our own words, with rule numbers."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.core.version import CR_EDITION

# The one arrow a log line uses between a value before and after ("Bob loses 3 life: 20 → 17").
ARROW = "\u2192"


def times_words(count: int) -> str:
    """How many times, as a log line says it: "once", "twice", "3 times"."""
    return {1: "once", 2: "twice"}.get(count, f"{count} times")


def counted(count: int, singular: str, plural: str | None = None) -> str:
    """A count with its noun, as a person reads it: "1 card", "0 cards", "3 cards". The plural
    is the singular with an "s" unless given: `counted(2, "Elf", "Elves")` is "2 Elves"."""
    if count == 1:
        return f"1 {singular}"
    return f"{count} {singular + 's' if plural is None else plural}"


class LogKind(enum.StrEnum):
    ACTION = "action"
    EVENT = "event"
    REPLACEMENT = "replacement"
    PREVENTION = "prevention"
    CHOICE = "choice"
    STATE_BASED_ACTION = "state_based_action"
    ZONE_CHANGE = "zone_change"
    LIFE = "life"
    DAMAGE = "damage"
    TRIGGER = "trigger"
    STACK = "stack"
    TURN = "turn"
    LAYER = "layer"
    NOTE = "note"
    GAME_OVER = "game_over"


class Detail(enum.StrEnum):
    """Player entries make the summary; judge entries are shown only in the full trace."""

    PLAYER = "player"
    JUDGE = "judge"


@dataclass(frozen=True)
class LogEntry:
    kind: LogKind
    text: str
    rules: tuple[str, ...] = ()
    objects: tuple[str, ...] = ()
    detail: Detail = Detail.PLAYER

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind.value,
            "text": self.text,
            "rules": list(self.rules),
            "objects": list(self.objects),
            "detail": self.detail.value,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> LogEntry:
        rules = data.get("rules") or []
        objects = data.get("objects") or []
        assert isinstance(rules, list) and isinstance(objects, list)
        return cls(
            kind=LogKind(str(data["kind"])),
            text=str(data["text"]),
            rules=tuple(str(r) for r in rules),
            objects=tuple(str(o) for o in objects),
            detail=Detail(str(data.get("detail", "player"))),
        )


def summary(log: tuple[LogEntry, ...]) -> tuple[LogEntry, ...]:
    """The player-level summary of a log."""
    return tuple(e for e in log if e.detail is Detail.PLAYER)


def rules_cited(log: tuple[LogEntry, ...]) -> tuple[str, ...]:
    """Every rule number the log cites, in first-cited order."""
    seen: dict[str, None] = {}
    for entry in log:
        for rule in entry.rules:
            seen.setdefault(rule, None)
    return tuple(seen)


EDITION_NOTE = f"Rule numbers refer to the Comprehensive Rules effective {CR_EDITION}."
