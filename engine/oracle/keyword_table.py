"""The keyword table of a card file: every keyword ability (702) and keyword action (701) its
cards use, with the rule defining it, how many cards use it, and whether it is implemented.

"Implemented" is measured, never declared: a keyword is implemented when
- the lines of its cards that are that keyword are applied by the compiler for nearly all of
  them (`NEARLY_ALL` of the cards that have such a line): for a keyword ability, its keyword
  lines ("Ward {2}", "Flying, vigilance", "Suspend 4—{1}{U}"); for a keyword action, the lines
  using its verb ("Scry 2.", "... then investigate.");
- and a scenario test named by its rule number exists:
  tests/engine/<mechanic>/test_<rule>_<keyword>.py (702.85 -> test_702_85_cascade.py).

A card uses a keyword when Scryfall's `keywords` field lists it or one of its lines is a keyword
line naming it. Ability words (207.2c: Landfall, Threshold, Raid...) have no rules meaning and
are listed apart; so are the words Scryfall lists that the CR defines as no keyword.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.oracle.compiler import compile_record
from engine.oracle.keyword_rules import ABILITY_WORDS, RULES, rule_of, rule_order

NEARLY_ALL = 0.9
COMMON = 5  # the bar: every keyword used by 5 or more cards is implemented

TESTS = Path(__file__).resolve().parents[2] / "tests" / "engine"

# The CR's names for the keyword families it defines by pattern (rule_of).
_FAMILIES: tuple[tuple[Callable[[str], bool], str], ...] = (
    (lambda name: name.endswith("cycling") and name != "cycling", "typecycling"),
    (lambda name: name.endswith("walk") and name != "landwalk", "landwalk"),
    (lambda name: name.startswith("affinity for "), "affinity"),
    (lambda name: name.startswith("gift "), "gift"),  # "Gift a card" (702.174a)
)
_ABILITY_NAMES = sorted((n for n, r in RULES.items() if r.startswith("702")), key=len, reverse=True)


def canonical(keyword: str) -> str | None:
    """The CR's name of a keyword ("Plainscycling" -> "typecycling"), None if it is none."""
    name = keyword.strip().replace("’", "'").lower()
    if rule_of(name) is None:
        return None
    for matches, family in _FAMILIES:
        if matches(name):
            return family
    return "umbra armor" if name == "totem armor" else name


def _ability_in(item: str) -> str | None:
    """The keyword ability a keyword line's item names ("Suspend 4—{1}{U}" -> suspend)."""
    folded = item.lower()
    for name in _ABILITY_NAMES:
        if folded.startswith(name) and (
            len(folded) == len(name) or not folded[len(name)].isalpha()
        ):
            return canonical(name)
    head = _FAMILY_ITEM.match(folded)
    return canonical(head.group(1)) if head else None


# A family keyword is one or two words ("Swampwalk", "Snow swampwalk", "Basic landcycling"),
# then nothing but its cost: "Creatures with swampwalk can be blocked as though ..." and
# "All creatures lose flying and islandwalk" are sentences naming a keyword, no keyword lines.
_FAMILY_ITEM = re.compile(
    r"((?:[a-z'-]+ )?[a-z'-]*(?:cycling|walk)|affinity for [a-z]+)(?=$|\s*[{—]|\s+\d)"
)


def keyword_line(line: str) -> tuple[str, ...]:
    """The keyword abilities a line consists of, or () if it is no keyword line (702.1: a list
    of keywords separated by commas, or one keyword with its cost or number)."""
    head, dash, _ = line.partition("—")
    if dash and "," not in head:
        # A keyword joined to its cost by a dash: "Escape—{R}{R}, Exile ...", "Ward—Pay 3 life."
        one = _ability_in(head.strip())
        return (one,) if one else ()
    items = [item.strip() for item in re.split(r"[,;] ", line.rstrip("."))]
    found = [_ability_in(item) for item in items]
    named = tuple(f for f in found if f)
    return named if len(named) == len(found) else ()


def _action_pattern(name: str) -> re.Pattern[str]:
    if name in _ACTION_WORDING:
        return re.compile(_ACTION_WORDING[name], re.I)
    first, _, rest = name.partition(" ")
    tail = r"\s+" + re.escape(rest) if rest else ""
    return re.compile(rf"\b{re.escape(first)}(?:s|es|ed|d|ing)?{tail}\b", re.I)


# Keyword actions whose text doesn't follow "verb + rest": a scheme is set "in motion" with its
# name between (701.32), and venturing "into Undercity" is venturing too (701.49d).
_ACTION_WORDING = {
    "set in motion": r"\bset(?:s|ting)? (?:[\w~'-]+ ){0,3}in motion\b",
    "venture into the dungeon": r"\bventur(?:e|es|ed|ing) into\b",
}

# The everyday verbs of 701 (activate, attach, cast, counter, create, destroy, discard, double,
# triple, exchange, exile, play, regenerate, reveal, sacrifice, search, shuffle, tap and untap)
# are the grammar's verbs, in nearly every card's text: the coverage command measures them, this
# table counts them only where the card data lists them. Every other keyword action is a
# specialized word (701.1) and a card uses it wherever its text says it, listed or not: the card
# data doesn't list "the Ring tempts you" or "venture into the dungeon", for example.
_EVERYDAY_VERBS = frozenset(
    {"701.2", "701.3", "701.5", "701.6", "701.7", "701.8", "701.9", "701.10", "701.11"}
    | {"701.12", "701.13", "701.18", "701.19", "701.20", "701.21", "701.23", "701.24", "701.26"}
)
_SPECIALIZED_ACTIONS = tuple(
    sorted(
        (
            name
            for name, rule in RULES.items()
            if rule.startswith("701.")
            and rule not in _EVERYDAY_VERBS
            and re.fullmatch(r"701\.\d+", rule)  # "venture into" (701.49d) is venture's
        ),
        key=len,
        reverse=True,
    )
)


# A mode's or an ability's name before a spaced dash ("• Learn Their Secrets — Draw two cards")
# is a flavor word or an ability word, never the action (207.2c-d).
_FLAVOR_WORD = re.compile(r"^(?:•\s*)?[^—.]{1,60}? — ")


def _actions_in(text: str) -> set[str]:
    """The specialized keyword actions a line's text uses; a longer name wins over a shorter one
    at the same place ("manifest dread" is no "manifest")."""
    found: set[str] = set()
    taken: list[tuple[int, int]] = []
    text = _FLAVOR_WORD.sub("", text, count=1)
    for name in _SPECIALIZED_ACTIONS:
        for match in _action_pattern(name).finditer(text):
            if any(start <= match.start() < end for start, end in taken):
                continue
            if text.startswith((" counter", " mana"), match.end()):
                # a kind of counter ("suspect counters") or the older wording of mana value
                # ("converted mana cost"), no action
                continue
            taken.append(match.span())
            found.add(name)
    return found


@dataclass
class _Use:
    cards: set[str] = field(default_factory=set)
    with_lines: set[str] = field(default_factory=set)
    applied: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class KeywordRow:
    rule: str
    keyword: str
    cards: int
    with_lines: int  # cards with a line that is this keyword (the measure's denominator)
    applied: int  # ... whose every such line the compiler applies
    test: str | None  # the scenario test named by the rule number

    @property
    def compiled(self) -> bool:
        return self.with_lines > 0 and self.applied >= NEARLY_ALL * self.with_lines

    @property
    def implemented(self) -> bool:
        return self.compiled and self.test is not None


@dataclass(frozen=True)
class KeywordTable:
    rows: tuple[KeywordRow, ...]
    ability_words: Counter[str]
    not_keywords: Counter[str]  # listed by Scryfall, defined by the CR as no keyword

    def unimplemented(self, at_least: int = COMMON) -> list[KeywordRow]:
        return [r for r in self.rows if r.cards >= at_least and not r.implemented]

    def markdown(self) -> str:
        out = [
            "| rule | keyword | cards | lines applied | test | implemented |",
            "| --- | --- | ---: | ---: | --- | --- |",
        ]
        for r in self.rows:
            applied = f"{r.applied}/{r.with_lines}" if r.with_lines else "no lines"
            test = f"`{r.test}`" if r.test else "none"
            out.append(
                f"| {r.rule} | {r.keyword} | {r.cards} | {applied} | {test} | "
                f"{'yes' if r.implemented else 'no'} |"
            )
        out.append("")
        words = ", ".join(f"{w} ({n})" for w, n in sorted(self.ability_words.items()))
        out.append(f"Ability words (207.2c, no keywords, not in the table): {words or 'none'}.")
        others = ", ".join(f"{w} ({n})" for w, n in sorted(self.not_keywords.items()))
        out.append(f"Listed by the card data, no keyword of the CR: {others or 'none'}.")
        out.append("")
        waiting = [r.keyword for r in self.unimplemented() if r.compiled]
        out.append(
            f"compiled for nearly all their cards but with no test named by the rule: "
            f"{len(waiting)} ({', '.join(waiting) or 'none'})"
        )
        out.append(f"unimplemented keywords used by {COMMON}+ cards: {len(self.unimplemented())}")
        return "\n".join(out)


def _test_for(rule: str) -> str | None:
    prefix = "test_" + rule.replace(".", "_") + "_"
    found = sorted(TESTS.glob(f"*/{prefix}*.py")) if TESTS.is_dir() else []
    return str(found[0].relative_to(TESTS.parents[1])) if found else None


def keyword_table(records: Iterable[Mapping[str, Any]]) -> KeywordTable:
    uses: dict[str, _Use] = {}
    ability_words: Counter[str] = Counter()
    not_keywords: Counter[str] = Counter()
    for record in records:
        name = str(record["name"])
        listed = {str(k) for k in record.get("keywords") or ()}
        named: set[str] = set()
        for keyword in listed:
            found = canonical(keyword)
            if found is not None:
                named.add(found)
            elif keyword.lower() in ABILITY_WORDS:
                ability_words[keyword] += 1
            else:
                not_keywords[keyword] += 1
        lines = compile_record(record).lines
        own: dict[str, list[bool]] = {}
        for line in lines:
            for keyword in keyword_line(line.text):
                own.setdefault(keyword, []).append(line.applied)
        for keyword in named - set(own):
            if RULES[keyword].startswith("701") and keyword not in _SPECIALIZED_ACTIONS:
                pattern = _action_pattern(keyword)
                for line in lines:
                    if pattern.search(line.text):
                        own.setdefault(keyword, []).append(line.applied)
        for line in lines:
            for keyword in _actions_in(line.text):
                own.setdefault(keyword, []).append(line.applied)
        for keyword in named | set(own):
            use = uses.setdefault(keyword, _Use())
            use.cards.add(name)
            if keyword in own:
                use.with_lines.add(name)
                if all(own[keyword]):
                    use.applied.add(name)
    rows = tuple(
        KeywordRow(
            rule=RULES[k],
            keyword=k.capitalize(),
            cards=len(u.cards),
            with_lines=len(u.with_lines),
            applied=len(u.applied),
            test=_test_for(RULES[k]),
        )
        for k, u in sorted(uses.items(), key=lambda kv: (rule_order(RULES[kv[0]]), kv[0]))
    )
    return KeywordTable(rows, ability_words, not_keywords)
