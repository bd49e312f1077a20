"""`.pzl` text <-> `Puzzle`: `parse(text)` and `dump(puzzle)`, with `parse(dump(p)) == p`.

Lenient where Forge is (blank lines, `#` comments, case-insensitive keys and sections, unknown
keys and modifiers, empty values and list entries, `; ` spacing, CRLF, a trailing `;`); a
`PzlError` naming the line where Forge would fail (a state line without `=`, a non-integer
`Turns`, life or counter, an unknown phase or player, a duplicated card `Id`).
"""

from __future__ import annotations

import re

from engine.pzl.model import (
    CardEntry,
    CardList,
    Comment,
    Counter,
    CounterList,
    Metadata,
    MetadataField,
    Modifier,
    Puzzle,
    PzlError,
    RawSection,
    SetupList,
    State,
    StateField,
    StateValue,
    TokenSpelling,
    value_text,
)
from engine.pzl.vocabulary import (
    MODIFIERS,
    PHASE_STEPS,
    PLAYER_PREFIXES,
    ModifierKind,
    ValueKind,
    classify_state_key,
    player_reference,
)

_SECTION = re.compile(r"^\[([^\]]*)\]$")
_FORGE_INT = re.compile(r"[+-]?\d+")  # what Java's Integer.parseInt accepts
# Forge reads numbers into Java ints (at most 10 digits); a longer one is refused here, before
# Python's int() meets it (it refuses strings over its integer-string limit with a ValueError).
MAX_DIGITS = 10
_LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")


def _check_numbers(text: str, number: int) -> None:
    if long_number := _LONG_NUMBER.search(text):
        raise PzlError(
            f"a number with {len(long_number.group()):,} digits: Forge reads numbers of at most "
            f"{MAX_DIGITS} digits",
            number,
        )


def parse(text: str) -> Puzzle:
    """Read a `.pzl` file's text; raises PzlError (with the line number) on malformed input."""
    preamble: list[Comment] = []
    metadata: list[MetadataField | Comment] = []
    state: list[StateField | Comment] = []
    others: dict[str, list[str]] = {}
    section: str | None = None
    seen: set[str] = set()
    ids: dict[int, int] = {}
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        header = _SECTION.match(line)
        if header:
            section = header.group(1).strip().lower()
            seen.add(section)
            if section not in ("metadata", "state"):
                others.setdefault(header.group(1).strip(), [])
                section = "other:" + header.group(1).strip()
            continue
        if section is not None and section.startswith("other:"):
            others[section[6:]].append(line)
        elif line.startswith("#"):
            if section == "metadata":
                metadata.append(Comment(line))
            elif section == "state":
                state.append(Comment(line))
            else:
                preamble.append(Comment(line))
        elif section == "metadata":
            metadata.append(_metadata_field(line, number))
        elif section == "state":
            state.append(_state_field(line, number, ids))
        else:
            raise PzlError("text before the first section header ([metadata] or [state])", number)
    for required in ("metadata", "state"):
        if required not in seen:
            raise PzlError(f"no [{required}] section")
    return Puzzle(
        metadata=Metadata(tuple(metadata)),
        state=State(tuple(state)),
        preamble=tuple(preamble),
        other_sections=tuple(RawSection(name, tuple(lines)) for name, lines in others.items()),
    )


def dump(puzzle: Puzzle) -> str:
    """The `.pzl` text: sections in Forge's order, one `key=value` per line, LF line endings."""
    out = [c.text for c in puzzle.preamble]
    out.append("[metadata]")
    for line in puzzle.metadata.lines:
        out.append(line.text if isinstance(line, Comment) else f"{line.key}:{line.value}")
    out.append("[state]")
    for item in puzzle.state.lines:
        out.append(
            item.text if isinstance(item, Comment) else f"{item.key}={value_text(item.value)}"
        )
    for section in puzzle.other_sections:
        out.append(f"[{section.name}]")
        out.extend(section.lines)
    return "\n".join(out) + "\n"


# --- [metadata] ----------------------------------------------------------------------------------


def _metadata_field(line: str, number: int) -> MetadataField:
    if ":" not in line:
        raise PzlError(f"a metadata line is Key:Value, found {line!r}", number)
    key, _, value = line.partition(":")
    key = key.strip()
    if not key:
        raise PzlError("a metadata line needs a key before ':'", number)
    lowered = key.lower()
    if lowered in ("turns", "targetcount"):
        _check_numbers(value, number)
    if lowered == "turns" and not _FORGE_INT.fullmatch(value):
        raise PzlError(
            f"Turns must be a bare whole number (Forge reads it untrimmed), found {value!r}", number
        )
    if lowered == "targetcount" and not _FORGE_INT.fullmatch(value.strip()):
        raise PzlError(f"TargetCount must be a whole number, found {value.strip()!r}", number)
    return MetadataField(key, value.strip())


# --- [state] -------------------------------------------------------------------------------------


def _state_field(line: str, number: int, ids: dict[int, int]) -> StateField:
    if "=" not in line:
        raise PzlError(f"a state line is key=value, found {line!r}", number)
    _check_numbers(line, number)
    key, _, value = line.partition("=")
    key, value = key.strip(), value.strip()
    if not key:
        raise PzlError("a state line needs a key before '='", number)
    spec = classify_state_key(key)
    if not spec.known:
        return StateField(key, value)
    return StateField(key, _typed_value(spec.kind, value, number, ids, key))


def _typed_value(
    kind: ValueKind, value: str, number: int, ids: dict[int, int], key: str
) -> StateValue:
    if kind is ValueKind.INT:
        return _integer(value, f"{key} must be a whole number", number)
    if kind is ValueKind.PLAYER:
        if value.lower() not in PLAYER_PREFIXES:
            raise PzlError(f"{key} must be human, ai, p0 or p1, found {value!r}", number)
        return value
    if kind is ValueKind.PHASE:
        if value.upper() not in PHASE_STEPS:
            raise PzlError(f"unknown phase {value!r} (one of {', '.join(PHASE_STEPS)})", number)
        return value
    if kind is ValueKind.COUNTERS:
        return CounterList(tuple(_counter(item, number) for item in _items(value, ",")))
    if kind is ValueKind.SETUP:
        return SetupList(tuple(_items(value, ";")))
    if kind is ValueKind.CARDS:
        return CardList(tuple(_card_entry(item, number, ids) for item in _items(value, ";")))
    return value


def _items(value: str, separator: str) -> list[str]:
    return [item.strip() for item in value.split(separator) if item.strip()]


def _integer(text: str, message: str, number: int) -> int:
    if not _FORGE_INT.fullmatch(text.strip()):
        raise PzlError(f"{message}, found {text.strip()!r}", number)
    return int(text)


def _counter(item: str, number: int) -> Counter:
    kind, separator, count = item.partition("=")
    if not separator or not kind.strip():
        raise PzlError(f"a counter is TYPE=n, found {item!r}", number)
    return Counter(
        kind.strip(),
        _integer(count, f"the number of {kind.strip()} counters must be a whole number", number),
    )


def _card_entry(item: str, number: int, ids: dict[int, int]) -> CardEntry:
    head, *rest = (piece.strip() for piece in item.split("|"))
    token = None
    if head[:2] in ("t:", "T:"):
        token, head = TokenSpelling(head[:2]), head[2:].strip()
    if not head:
        raise PzlError(f"a card entry needs a name, found {item!r}", number)
    modifiers = tuple(_modifier(piece, number, ids) for piece in rest if piece)
    return CardEntry(head, token, modifiers)


def _modifier(piece: str, number: int, ids: dict[int, int]) -> Modifier:
    name, separator, value = piece.partition(":")
    modifier = Modifier(name.strip(), value.strip() if separator else None)
    kind = modifier.kind
    if kind is None or modifier.value is None:
        return modifier
    if MODIFIERS[kind.value.lower()].integer:
        identifier = _integer(modifier.value, f"{modifier.name} needs a whole number", number)
        if kind is ModifierKind.ID:
            if identifier in ids:
                raise PzlError(f"Id:{identifier} is already used on line {ids[identifier]}", number)
            ids[identifier] = number
    elif kind is ModifierKind.COUNTERS:
        for item in _items(modifier.value, ","):
            _counter(item, number)
    elif (
        kind in (ModifierKind.OWNER, ModifierKind.ENCHANTING_PLAYER)
        and player_reference(modifier.value) is None
    ):
        raise PzlError(
            f"{modifier.name} must name a player (Human, AI, P0 or P1), found {modifier.value!r}",
            number,
        )
    return modifier


def state_field(key: str, value: str) -> StateField:
    """One `[state]` line's field, typed as `parse` types it (raises PzlError like `parse`)."""
    return _state_field(f"{key}={value}", 0, {})


def counters_of(value: str) -> tuple[Counter, ...]:
    """The counters of a (validated) `Counters:` value such as `P1P1=2,LOYALTY=3`."""
    return tuple(_counter(item, 0) for item in _items(value, ","))
