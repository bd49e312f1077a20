"""The structured, lossless model of a Forge `.pzl` puzzle file (see ../shared/forge-puzzles/FORMAT.md).

A file is a `Puzzle`: comments before the first section, the `[metadata]` and `[state]` sections
as ordered lines (fields and comments, in file order) and any other section kept verbatim. Keys
and modifier names keep the spelling they were written with; the typed accessors compare them
case-insensitively, and the last line of a key wins, as in Forge.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core.errors import EngineError
from engine.pzl.vocabulary import (
    MODIFIERS,
    PLAYER_SUFFIX_ALIASES,
    ModifierKind,
    StateKey,
    classify_state_key,
)


class PzlError(EngineError):
    """A `.pzl` text that can't be read (Forge would fail on it too), with the line at fault."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.message = message
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)


@dataclass(frozen=True)
class Comment:
    """A `#` line, kept as written (without surrounding whitespace)."""

    text: str


# --- [metadata] ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class MetadataField:
    """`Key:Value`, split at the first `:`; the value is trimmed."""

    key: str
    value: str


KNOWN_METADATA_KEYS = frozenset(
    {"name", "url", "goal", "turns", "difficulty", "description", "targets", "targetcount"}
)


@dataclass(frozen=True)
class Metadata:
    lines: tuple[MetadataField | Comment, ...] = ()

    def get(self, key: str) -> str | None:
        """The value of the last line with that key (compared case-insensitively)."""
        wanted = key.lower()
        found = None
        for line in self.lines:
            if isinstance(line, MetadataField) and line.key.lower() == wanted:
                found = line.value
        return found

    @property
    def name(self) -> str | None:
        return self.get("name")

    @property
    def url(self) -> str | None:
        return self.get("url")

    @property
    def goal(self) -> str | None:
        return self.get("goal")

    @property
    def turns(self) -> int | None:
        value = self.get("turns")
        return int(value) if value is not None else None

    @property
    def difficulty(self) -> str | None:
        return self.get("difficulty")

    @property
    def description(self) -> str | None:
        return self.get("description")

    @property
    def targets(self) -> str | None:
        return self.get("targets")

    @property
    def target_count(self) -> int | None:
        value = self.get("targetcount")
        return int(value) if value is not None else None

    @property
    def extra(self) -> tuple[MetadataField, ...]:
        """Keys Forge doesn't read (e.g. `HumanControl`), in file order."""
        return tuple(
            line
            for line in self.lines
            if isinstance(line, MetadataField) and line.key.lower() not in KNOWN_METADATA_KEYS
        )

    @property
    def comments(self) -> tuple[Comment, ...]:
        return tuple(line for line in self.lines if isinstance(line, Comment))


# --- card entries --------------------------------------------------------------------------------


class TokenSpelling(StrEnum):
    LEGACY = "t:"  # t:Name,P:1,T:1,Cost:no cost,Color:G,Types:Creature-Elf,Keywords:,Image:...
    SCRIPT = "T:"  # T:r_2_2_human_knight_trample_haste


@dataclass(frozen=True)
class Modifier:
    """`|Name` or `|Name:Value` after a card; unknown ones are kept (Forge ignores them)."""

    name: str
    value: str | None = None

    @property
    def kind(self) -> ModifierKind | None:
        """The modifier Forge recognises, or None (a typo such as `|AER` or a bare `|Set`)."""
        spec = MODIFIERS.get(self.name.lower())
        if spec is None or not spec.accepts(self.value):
            return None
        return spec.kind

    def text(self) -> str:
        return self.name if self.value is None else f"{self.name}:{self.value}"


@dataclass(frozen=True)
class CardEntry:
    """One card of a zone list: a card name, or a token (`name` then holds the token spec)."""

    name: str
    token: TokenSpelling | None = None
    modifiers: tuple[Modifier, ...] = ()

    def modifiers_of(self, kind: ModifierKind) -> tuple[Modifier, ...]:
        return tuple(m for m in self.modifiers if m.kind is kind)

    def first(self, *kinds: ModifierKind) -> Modifier | None:
        return next((m for m in self.modifiers if m.kind in kinds), None)

    def has(self, kind: ModifierKind) -> bool:
        return self.first(kind) is not None

    def text(self) -> str:
        head = f"{self.token.value}{self.name}" if self.token else self.name
        return "|".join([head, *(m.text() for m in self.modifiers)])


# --- [state] values ------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardList:
    """A zone's `;`-separated cards (library: top card first)."""

    entries: tuple[CardEntry, ...] = ()

    def text(self) -> str:
        return ";".join(entry.text() for entry in self.entries)


@dataclass(frozen=True)
class SetupList:
    """`precast` / `putonstack` items (`Card`, `Card:SVar`, `Card:CustomScript:...`), verbatim."""

    items: tuple[str, ...] = ()

    def text(self) -> str:
        return ";".join(self.items)


@dataclass(frozen=True)
class Counter:
    kind: str  # Forge's counter name as written, e.g. P1P1, POISON
    count: int


@dataclass(frozen=True)
class CounterList:
    counters: tuple[Counter, ...] = ()

    def text(self) -> str:
        return ",".join(f"{c.kind}={c.count}" for c in self.counters)


StateValue = int | str | CardList | SetupList | CounterList


def value_text(value: StateValue) -> str:
    return (
        value if isinstance(value, str) else str(value) if isinstance(value, int) else value.text()
    )


@dataclass(frozen=True)
class StateField:
    """`key=value`, split at the first `=`; `value` is typed by what the key is."""

    key: str
    value: StateValue

    @property
    def spec(self) -> StateKey:
        return classify_state_key(self.key)


@dataclass(frozen=True)
class State:
    lines: tuple[StateField | Comment, ...] = ()

    @property
    def fields(self) -> tuple[StateField, ...]:
        return tuple(line for line in self.lines if isinstance(line, StateField))

    @property
    def comments(self) -> tuple[Comment, ...]:
        return tuple(line for line in self.lines if isinstance(line, Comment))

    def get(self, name: str, player: int | None = None) -> StateValue | None:
        """The last value of a key by canonical name (`battlefield` also finds `play`)."""
        found: StateValue | None = None
        for line in self.fields:
            spec = line.spec
            if spec.player == player and spec.name == name and spec.known:
                found = line.value
        return found

    @property
    def turn(self) -> int:
        value = self.get("turn")
        return value if isinstance(value, int) else 1

    @property
    def active_player(self) -> int:
        value = self.get("activeplayer")
        return player_index(value) if isinstance(value, str) else 0

    @property
    def active_phase(self) -> str:
        value = self.get("activephase")
        return value.upper() if isinstance(value, str) else "MAIN1"

    def zone(self, player: int, zone: str) -> tuple[CardEntry, ...]:
        value = self.get(PLAYER_SUFFIX_ALIASES.get(zone, zone), player)
        return value.entries if isinstance(value, CardList) else ()


def player_index(text: str) -> int:
    """0 for `human`/`p0`, 1 for `ai`/`p1` (validated by the parser)."""
    return 1 if text.strip().lower() in ("ai", "p1") else 0


# --- the whole file ------------------------------------------------------------------------------


@dataclass(frozen=True)
class RawSection:
    """A section Forge doesn't read, kept line by line."""

    name: str
    lines: tuple[str, ...] = ()


@dataclass(frozen=True)
class Puzzle:
    metadata: Metadata = Metadata()
    state: State = State()
    preamble: tuple[Comment, ...] = ()  # comments before the first section
    other_sections: tuple[RawSection, ...] = ()
