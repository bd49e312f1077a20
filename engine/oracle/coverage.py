"""The compiler's coverage report: cards per label, and the sentence templates that block the
most cards (the order in which to grow the vocabulary).

A template is an unapplied line with its particulars abstracted: numbers as N, mana symbols as
{M}, power/toughness changes as +N/+N, creature types as TYPE, target phrases kept."""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.oracle.compiler import AUTOMATED, LABELS, CompiledCard, compile_record
from engine.oracle.subtypes import CREATURE_TYPES

_MANA = re.compile(r"(\{[^}]+\})+")
_PT = re.compile(r"[+-](\d+|X)/[+-](\d+|X)")
_STATS = re.compile(r"\b\d+/\d+\b")
_NUMBER = re.compile(r"\b(\d+|X|one|two|three|four|five|six|seven|eight|nine|ten)\b")
_TYPES = re.compile(r"\b(" + "|".join(sorted(CREATURE_TYPES, key=len, reverse=True)) + r")s?\b")


def template(line: str) -> str:
    text = _MANA.sub("{M}", line)
    text = _PT.sub("+N/+N", text)
    text = _STATS.sub("N/N", text)
    text = _NUMBER.sub("N", text)
    return _TYPES.sub("TYPE", text)


def load_records(path: str | Path) -> list[Mapping[str, Any]]:
    """A card file: Scryfall-shaped JSON (a list of cards), gzipped or not."""
    raw = Path(path).read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    data = json.loads(raw)
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a JSON list of cards")
    return [r for r in data if isinstance(r, Mapping) and "name" in r]


@dataclass(frozen=True)
class Coverage:
    total: int
    labels: Counter[str]
    blocking: Counter[str]  # template -> cards it blocks (among their unapplied lines)
    sole: Counter[str]  # template -> cards it alone keeps from being automated
    # Cards of the file that say where their text comes from (`data_source`: the 2026 file's
    # cards printed since 2022), and how many of them are automated.
    added: int = 0
    added_automated: int = 0

    def report(self, top: int = 30) -> str:
        lines = [f"cards: {self.total}"]
        lines += [f"{label}: {self.labels.get(label, 0)}" for label in LABELS]
        lines.append(
            f"templates blocking the most cards (top {top}): cards blocked, cards it alone blocks"
        )
        for text, count in self.blocking.most_common(top):
            lines.append(f"{count:6d} {self.sole.get(text, 0):6d}  {text}")
        if self.added:
            share = self.added_automated / self.added
            lines.append(
                f"cards with a data_source (printed since 2022): automated "
                f"{self.added_automated} of {self.added} ({share:.1%})"
            )
        lines.append(f"automated: {self.labels.get('automated', 0)} of {self.total} cards")
        return "\n".join(lines)


def coverage(records: Iterable[Mapping[str, Any]]) -> Coverage:
    labels: Counter[str] = Counter()
    blocking: Counter[str] = Counter()
    sole: Counter[str] = Counter()
    total = added = added_automated = 0
    for record in records:
        compiled: CompiledCard = compile_record(record)
        total += 1
        labels[compiled.label] += 1
        if record.get("data_source"):
            added += 1
            added_automated += compiled.label == AUTOMATED
        found = {template(text) for text in compiled.blocking}
        blocking.update(found)
        if len(found) == 1:
            sole.update(found)
    return Coverage(total, labels, blocking, sole, added, added_automated)
