"""The Comprehensive Rules text: importing it, and reading it for rule links and the rules pages.

``parse_rules`` reads the plain-text Comprehensive Rules as Wizards publishes it (UTF-8 with a
byte-order mark; a line per rule: ``616.1. ...``, ``616.1a ...``, section headings ``616. ...``,
``Example: ...`` lines after the rule they illustrate).  The table of contents repeats the
headings; the glossary after the rules is not imported.  The text stays Wizards': it is never
in the repository, an install imports its own copy (``manage.py import_rules FILE``).
"""

from __future__ import annotations

import re
import threading
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from django.core.cache import cache
from django.db import transaction
from django.db.models import Q

from builder.rules.models import RulesText

RULE_NUMBER = re.compile(r"^\d{1,3}(?:\.\d{1,3}[a-z]?)?$")
_RULE = re.compile(r"^(\d{3}\.\d{1,3}[a-z]?)\.?\s+(\S.*)$")
_SECTION = re.compile(r"^(\d{1,3})\.\s+(\S.*)$")
_EDITION = re.compile(r"effective as of (.+?)\.?$")
EXCERPT = 160
SEARCH_LIMIT = 50
# Rule links are drawn on nearly every page and the rules change only when they are imported
# again: each process keeps the excerpts it has read, under the stamp of the last import (kept in
# the shared cache; a new import, or an emptied cache, gives a new stamp and a fresh start).
IMPORT_STAMP_KEY = "rules-import-stamp"
_excerpts: dict[str, str] = {}  # rule number -> excerpt, "" for a number not imported
_excerpts_stamp = ""
_excerpts_lock = threading.Lock()


@dataclass
class ParsedRule:
    number: str
    text: str
    examples: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class RulePage:
    rule: RulesText
    parent: RulesText | None
    children: tuple[RulesText, ...]
    previous: RulesText | None
    next: RulesText | None


def parse_rules(lines: Iterable[str]) -> tuple[str, list[ParsedRule]]:
    """The edition line ("April 17, 2026") and the rules in file order.

    A heading met twice (contents, then body) keeps its place in the body."""
    edition = ""
    rules: dict[str, ParsedRule] = {}
    last: ParsedRule | None = None
    started = False
    for raw in lines:
        line = raw.lstrip("\ufeff").rstrip("\r\n")
        stripped = line.strip()
        if not edition and (found := _EDITION.search(stripped)):
            edition = found.group(1)
        if not stripped:
            continue
        if started and stripped == "Glossary":
            break
        if match := _RULE.match(stripped):
            started = True
            last = ParsedRule(match.group(1), match.group(2).strip())
            rules.pop(last.number, None)
            rules[last.number] = last
        elif match := _SECTION.match(line):
            last = ParsedRule(match.group(1), match.group(2).strip())
            rules.pop(last.number, None)
            rules[last.number] = last
        elif last is not None and stripped.startswith("Example:"):
            last.examples.append(stripped.removeprefix("Example:").strip())
        elif started and last is not None and line[:1].isspace():
            last.text = f"{last.text}\n{stripped}"  # an indented continuation of the rule
    return edition, list(rules.values())


def do_import_rules(lines: Iterable[str]) -> tuple[str, int]:
    """Replace the stored rules with those read from ``lines``; the edition and the count."""
    edition, parsed = parse_rules(lines)
    if not any("." in rule.number for rule in parsed):
        raise ValueError("No numbered rules found: is this the Comprehensive Rules text?")
    rows = [
        RulesText(
            number=rule.number,
            text=rule.text,
            examples=rule.examples,
            position=position,
            edition=edition[:64],
        )
        for position, rule in enumerate(parsed)
    ]
    with transaction.atomic():
        RulesText.objects.all().delete()
        RulesText.objects.bulk_create(rows, batch_size=500)
        # Every process reads the rules again (rule_links): from now on in this one, and once
        # committed in all (a reader between the two may have kept the old rows under the first
        # stamp; the second drops them).
        _new_import_stamp()
        transaction.on_commit(_new_import_stamp)
    return edition, len(rows)


def _new_import_stamp() -> None:
    cache.set(IMPORT_STAMP_KEY, uuid.uuid4().hex, timeout=None)


def rules_changed(**_: object) -> None:
    """A rule saved or deleted one at a time (``do_import_rules`` replaces them all at once)."""
    _new_import_stamp()


def _import_stamp() -> str:
    stamp = cache.get(IMPORT_STAMP_KEY)
    if stamp is None:  # never set, or evicted: a new one, and every process reads afresh
        cache.add(IMPORT_STAMP_KEY, uuid.uuid4().hex, timeout=None)
        stamp = cache.get(IMPORT_STAMP_KEY)
    return str(stamp or "")


def read_rules_file(path: Path) -> Iterator[str]:
    """The lines of a rules file (``utf-8-sig`` drops the byte-order mark)."""
    with path.open(encoding="utf-8-sig", newline="") as handle:
        yield from handle


def rules_imported() -> bool:
    return RulesText.objects.exists()


def rule_links(numbers: Iterable[str]) -> dict[str, str]:
    """For each imported rule among ``numbers``, the start of its text (one query).

    A number missing from the result is shown as plain text: the rules aren't imported (or
    this edition doesn't have it)."""
    global _excerpts_stamp
    wanted = {n for n in numbers if RULE_NUMBER.match(n)}
    if not wanted:
        return {}
    stamp = _import_stamp()
    with _excerpts_lock:
        if stamp != _excerpts_stamp or not stamp:
            _excerpts.clear()
            _excerpts_stamp = stamp
        known = {n: _excerpts[n] for n in wanted if n in _excerpts}
    missing = wanted - known.keys()
    if missing:
        # Unordered: the answer is a mapping (the model's ordering would only cost a sort).
        rows = RulesText.objects.filter(number__in=missing).order_by().values_list("number", "text")
        found = {number: _excerpt(text) for number, text in rows}
        read = {n: found.get(n, "") for n in missing}
        with _excerpts_lock:
            if stamp and stamp == _excerpts_stamp:
                _excerpts.update(read)
        known.update(read)
    return {number: excerpt for number, excerpt in known.items() if excerpt}


@dataclass(frozen=True)
class RuleRef:
    """A rule number as shown beside an explanation: a link to its text when it's imported."""

    number: str
    links: RuleLinks = field(repr=False, compare=False)

    @property
    def title(self) -> str:
        return self.links.title(self.number)

    @property
    def linked(self) -> bool:
        return bool(self.title)

    def __str__(self) -> str:
        return self.number


class RuleLinks:
    """Collects the rule numbers a page cites, then looks them all up in one query, when the
    page is rendered (the first ``title`` asked for)."""

    def __init__(self) -> None:
        self._wanted: set[str] = set()
        self._found: dict[str, str] = {}
        self._looked_up: set[str] = set()

    def ref(self, number: str) -> RuleRef:
        self._wanted.add(number)
        return RuleRef(number, self)

    def refs(self, numbers: Iterable[str]) -> tuple[RuleRef, ...]:
        return tuple(self.ref(str(number)) for number in numbers)

    def title(self, number: str) -> str:
        missing = self._wanted - self._looked_up
        if missing:
            self._found.update(rule_links(missing))
            self._looked_up |= missing
        return self._found.get(number, "")


def rule_page(number: str) -> RulePage | None:
    if not RULE_NUMBER.match(number):
        return None
    rule = RulesText.objects.filter(number=number).first()
    if rule is None:
        return None
    return RulePage(
        rule=rule,
        parent=RulesText.objects.filter(number=_parent_number(number)).first(),
        children=tuple(_children(number)),
        previous=RulesText.objects.filter(position__lt=rule.position).order_by("-position").first(),
        next=RulesText.objects.filter(position__gt=rule.position).order_by("position").first(),
    )


def search_rules(query: str, limit: int = SEARCH_LIMIT) -> list[RulesText]:
    """Rules whose number starts with ``query`` (when it looks like one), else whose text has
    every word of it."""
    query = query.strip()[:200]
    if not query:
        return []
    if re.fullmatch(r"\d{1,3}(\.\d{0,3}[a-z]?)?", query):
        return list(RulesText.objects.filter(number__startswith=query)[:limit])
    condition = Q()
    for word in query.split()[:8]:
        condition &= Q(text__icontains=word)
    return list(RulesText.objects.filter(condition)[:limit])


def sections() -> list[RulesText]:
    """The table of contents: chapters and sections (numbers without a dot)."""
    return list(RulesText.objects.exclude(number__contains="."))


def edition() -> str:
    return RulesText.objects.values_list("edition", flat=True).first() or ""


def _children(number: str) -> Iterator[RulesText]:
    if "." not in number:
        # A section lists all its rules and subrules; a chapter its sections.
        pattern = rf"^{number}\.\d+[a-z]?$" if len(number) == 3 else rf"^{number}\d\d$"
    elif number[-1].isdigit():
        pattern = rf"^{re.escape(number)}[a-z]$"
    else:
        return
    yield from RulesText.objects.filter(number__regex=pattern)


def _parent_number(number: str) -> str:
    if "." not in number:
        return number[0] if len(number) == 3 else ""
    if number[-1].isalpha():
        return number[:-1]
    return number.split(".")[0]


def _excerpt(text: str) -> str:
    first = text.split("\n", 1)[0]
    return first if len(first) <= EXCERPT else first[: EXCERPT - 1].rstrip() + "\u2026"
