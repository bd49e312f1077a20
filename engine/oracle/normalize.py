"""Normalized Oracle text: what the compiler reads and what the printer must give back.

Normalizing a card's text (the issue's "normalized Oracle text"):
- the card's own name, and the short name a legendary card uses for itself ("Isamaru" for
  "Isamaru, Hound of Konda"), become "~"; so do "this creature", "this spell" and the other
  self-references of today's templates (they mean the object the text is on, 109.5);
- reminder text (in parentheses) is removed: it has no rules meaning (207.2a);
- the older Oracle wording and today's (2024) are read alike where the rules treat them the same
  (`FOLDS`: "enters the battlefield" and "enters", "converted mana cost" and "mana value",
  "Tribal" and "Kindred", ...): the grammar reads one wording;
- whitespace is collapsed, and each line (an ability, 113.2) is one entry.

A card is proven in its own record's wording: `line_wordings` says which folds each line of its
text needed, and `in_wording` turns the printed text back into those words (the compiler compares
that with the record's text normalized without the folds, `normalized_lines(..., fold=False)`).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SPACES = re.compile(r"[ \t]+")
# A reminder text run straight into a loyalty ability with no line break between them
# ("Compleated (...)0: ..."): two abilities, each its own paragraph (113.2, 606.1), so the line
# is broken after the reminder text, and the loyalty cost bracketed as on every other line.
_LOST_BREAK = re.compile(r"\)([+\u2212-]?(?:\d+|X)): ")
# Today's self-references (109.5: the object the text is on), by card type or by the subtype a
# card of a newer kind has (a Saga, a Class, a Case, a Siege, a Spacecraft, ...).
_SELF_WORDS = re.compile(
    r"\b[Tt]his (?:creature|spell|artifact|enchantment|land|permanent|card|planeswalker|battle"
    r"|Aura|Equipment|Vehicle|Saga|Class|Case|Siege|Mount|Spacecraft|Planet|Room)\b"
)


@dataclass(frozen=True)
class Fold:
    """One difference between the older Oracle wording and today's that the rules treat the
    same: text matching `older` is read as `reading` (a replacement template); in printed text
    `read` matches the reading, and `back` (a template) gives the older words again."""

    name: str
    older: re.Pattern[str]
    reading: str
    read: re.Pattern[str]
    back: str

    def fold(self, line: str, mark: str) -> str:
        """`line` read in today's words, each reading put between `mark` and _END."""
        return self.older.sub(lambda m: mark + m.expand(self.reading) + _END, line)

    def unfold(self, line: str, which: tuple[int, ...]) -> str | None:
        """`line` with the readings at the given places (among every match of `read`) put back
        into the older words; None when the line has fewer."""
        found = list(self.read.finditer(line))
        if which and which[-1] >= len(found):
            return None
        for k in reversed(which):
            match = found[k]
            line = line[: match.start()] + match.expand(self.back) + line[match.end() :]
        return line


# Marks around a fold's reading while a line is normalized (characters Oracle text never has):
# each fold's own mark, then _END.
_MARK = 0xE000
_END = "\ue0ff"


def _fold(name: str, older: str, reading: str, read: str, back: str) -> Fold:
    return Fold(name, re.compile(older), reading, re.compile(read), back)


# "Her" as the object ("return her to the battlefield") or as its owner ("her power").
_HER_OBJECT = (
    r"(?=$|[.,;:\"]| (?:to|and|or|deal|deals|into|from|on|until|this|with|for|at|as|in)\b)"
)
_HER_OWNER = r"(?= [a-z]+)(?! (?:to|and|or|deal|deals|into|from|on|until|this|with|for|at|as|in)\b)"

# The grammar reads the right-hand wording. Each pair means the same to the rules:
FOLDS = (
    # The 2024 update's "enters" for "enters the battlefield" (603.6a: an object entering the
    # battlefield; nothing else "enters").
    _fold(
        "enters", r"\benters the battlefield\b", "enters", r"\benters\b", "enters the battlefield"
    ),
    _fold("enter", r"\benter the battlefield\b", "enter", r"\benter\b", "enter the battlefield"),
    # The 2024 update's "a creature you control enters" for "a creature enters the battlefield
    # under your control" (a trigger condition, ended by its comma: 603.6a, 603.10).
    _fold(
        "you control enters",
        r"\byou control (enters?)(?=[,.])",
        r"\1 under your control",
        r"\b(enters?) under your control(?=[,.])",
        r"you control \1",
    ),
    # 202.3: "mana value" was called "converted mana cost" (renamed in 2021).
    _fold(
        "converted mana cost",
        r"\bconverted mana cost(s?)\b",
        r"mana value\1",
        r"\bmana value(s?)\b",
        r"converted mana cost\1",
    ),
    # 701.20a: Oracle's older "then shuffle your library" after a search is today's "then
    # shuffle" (the library searched is the one shuffled).
    _fold(
        "shuffle your library",
        r"\bthen shuffle your library(?=\.)",
        "then shuffle",
        r"\bthen shuffle(?=\.)",
        "then shuffle your library",
    ),
    # 308: the card type kindred was called tribal (the glossary's "Tribal (Obsolete)").
    _fold("Tribal", r"\bTribal\b", "Kindred", r"\bKindred\b", "Tribal"),
    _fold("tribal", r"\btribal\b", "kindred", r"\bkindred\b", "tribal"),
    # 505.1: the first main phase of a turn is its precombat main phase (today's cards say
    # "first"; the grammar reads the other name).
    _fold(
        "first main phase",
        r"\bfirst main phase\b",
        "precombat main phase",
        r"\bprecombat main phase\b",
        "first main phase",
    ),
    # Oracle words a character's card (a legendary creature or planeswalker) with "he", "she",
    # "him", "his" and "her" where another card says "it" and "its" (109.5: the object the text
    # is on, or another object the sentence names, "her controller"): read as "it" and "its".
    # "Her" stands for the object before punctuation or a joining word ("return her to ...",
    # "attach it to her."), else for its owner ("her owner's control", "her power"); "he's"
    # and "She-Hulk" are left alone.
    *(
        _fold(f"pronoun {word}", rf"\b{word}\b(?![-'\u2019]){after}", reading, read, word)
        for word, after, reading, read in (
            ("he", "", "it", r"\bit\b"),
            ("she", "", "it", r"\bit\b"),
            ("him", "", "it", r"\bit\b"),
            ("her", _HER_OBJECT, "it", r"\bit\b"),
            ("his", "", "its", r"\bits\b"),
            ("her", _HER_OWNER, "its", r"\bits\b"),
            ("He", "", "It", r"\bIt\b"),
            ("She", "", "It", r"\bIt\b"),
        )
    ),
    # 702.160a: a prototype line printed with a hyphen for its dash ("Prototype {2}{R} - 3/2").
    _fold(
        "prototype hyphen",
        r"\b(Prototype (?:\{[^}]+\})+) - (\d+/\d+)",
        r"\1 — \2",
        r"\b(Prototype (?:\{[^}]+\})+) — (\d+/\d+)",
        r"\1 - \2",
    ),
    # 702.1: a cast keyword joined to its cost of more than mana by a spaced dash ("Squad —
    # Exile four cards ...") is the same keyword and cost as the unspaced one.
    _fold(
        "keyword cost spaced dash",
        r"^(Kicker|Buyback|Evoke|Escalate|Squad) — (?=[A-Z{])",
        r"\1—",
        r"^(Kicker|Buyback|Evoke|Escalate|Squad)—(?=[A-Z{])",
        r"\1 — ",
    ),
)

# A line's wording: for each fold it needed (by its index in FOLDS), which of the matches of the
# fold's reading in the normalized line are that fold's (a line may say "enters the
# battlefield" and "enters" both, as the older wording sometimes did).
Wording = tuple[tuple[int, tuple[int, ...]], ...]


def self_names(name: str, legendary: bool = False) -> tuple[str, ...]:
    """The ways a card's text names itself: its whole name, then a legendary card's short name
    (the part before the comma), longest first so the whole name wins. A legendary card whose
    name has no comma may name itself by its first word ("Darigaaz" for "Darigaaz
    Reincarnated"); only a capitalized word that is no creature type or card type and no article
    ("Sliver" of Sliver Queen is its creature type, not its name)."""
    names = [name]
    if ", " in name:
        names.append(name.split(", ", 1)[0])
    elif legendary and " " in name:
        first = name.split(" ", 1)[0]
        if _short_name(first):
            names.append(first)
    return tuple(names)


def _replace_short_name(line: str, word: str) -> str:
    """`line` with the short name `word` replaced by "~" where it stands alone: not where it
    begins another name ("Marit Lage", "Tuktuk the Returned", a token the card creates)."""
    return re.sub(rf"(?<![\w'])({re.escape(word)})(?![\w-])(?! [A-Z]| (?:the|of) [A-Z])", "~", line)


def _short_name(word: str) -> bool:
    from engine.oracle.subtypes import CREATURE_TYPES

    return (
        len(word) > 2
        and word[:1].isupper()
        and word.isalpha()
        and word not in CREATURE_TYPES
        and word not in _NOT_NAMES
    )


# Words that begin legendary names without being the card's short name: articles, card types,
# supertypes and titles.
_NOT_NAMES = frozenset(
    {
        "The",
        "Legendary",
        "Artifact",
        "Creature",
        "Enchantment",
        "Land",
        "Planeswalker",
        "Lord",
        "Lady",
        "King",
        "Queen",
        "Prince",
        "Princess",
        "General",
        "Captain",
        "Sir",
        "Old",
        "Great",
        "High",
        "Grand",
        "Mother",
        "Father",
        "Brother",
        "Sister",
        "Uncle",
        "Aunt",
    }
)


def _replace_word(line: str, word: str) -> str:
    """`line` with each whole-word occurrence of `word` replaced by "~"."""
    if not word or word not in line:
        return line
    out: list[str] = []
    start = 0
    while (found := line.find(word, start)) >= 0:
        end = found + len(word)
        before = line[found - 1] if found else " "
        after = line[end] if end < len(line) else " "
        if not (before.isalnum() or before in "'_") and not (after.isalnum() or after == "_"):
            out.append(line[start:found] + "~")
        else:
            out.append(line[start:end])
        start = end
    out.append(line[start:])
    return "".join(out)


def has_self_words(text: str) -> bool:
    """Whether `text` names its object by a self-reference other than the card's name ("this
    creature", "this Equipment")."""
    return _SELF_WORDS.search(text) is not None


def normalize_text(text: str, name: str, legendary: bool = False) -> str:
    """The normalized text of a card: lines joined by newlines (see the module docstring).
    `legendary`: a legendary card that isn't a planeswalker, which its short name also names (a
    planeswalker's first word is its planeswalker type, 205.3j: "a Gideon planeswalker")."""
    return "\n".join(normalized_lines(text, name, legendary))


def normalized_lines(
    text: str, name: str, legendary: bool = False, fold: bool = True
) -> tuple[str, ...]:
    """The card's normalized lines; with `fold=False`, in the record's own wording (self
    references as "~", no reminder text, but no wording folded)."""
    return tuple(line for line, _ in _normalized(text, name, legendary, fold))


def line_wordings(text: str, name: str, legendary: bool = False) -> tuple[Wording, ...]:
    """Which folds each normalized line needed: the wording its record has."""
    return tuple(wording for _, wording in _normalized(text, name, legendary, True))


def in_wording(printed: str, wordings: tuple[Wording, ...]) -> str | None:
    """The printed text (its lines those of `wordings`) in its record's own wording: the places
    each line's folds changed are put back into the older words. None when the printed text
    can't be put back so (fewer lines or places): the printer didn't give back the record's
    words."""
    lines = printed.split("\n") if printed else []
    if len(lines) != len(wordings):
        return None
    out: list[str] = []
    for line, wording in zip(lines, wordings, strict=True):
        back: str | None = line
        for index, which in reversed(wording):
            back = FOLDS[index].unfold(back, which) if back is not None else None
        if back is None:
            return None
        out.append(back)
    return "\n".join(out)


def _folded(line: str) -> tuple[str, Wording]:
    """The line read in today's words, and which places each fold changed."""
    for index, each in enumerate(FOLDS):
        line = each.fold(line, chr(_MARK + index))
    if _END not in line:
        return line, ()
    spans: dict[int, list[tuple[int, int]]] = {}
    clean: list[str] = []
    opened: list[tuple[int, int]] = []
    for char in line:
        if _MARK <= ord(char) < _MARK + len(FOLDS):
            opened.append((ord(char) - _MARK, len(clean)))
        elif char == _END:
            index, start = opened.pop()
            spans.setdefault(index, []).append((start, len(clean)))
        else:
            clean.append(char)
    text = "".join(clean)
    wording: list[tuple[int, tuple[int, ...]]] = []
    for index in sorted(spans):
        matches = FOLDS[index].read.finditer(text)
        which = tuple(
            k
            for k, m in enumerate(matches)
            if any(start <= m.start() and m.end() <= end for start, end in spans[index])
        )
        wording.append((index, which))
    return text, tuple(wording)


@functools.lru_cache(maxsize=8192)
def _normalized(
    text: str, name: str, legendary: bool, fold: bool
) -> tuple[tuple[str, Wording], ...]:
    out: list[tuple[str, Wording]] = []
    for raw in _LOST_BREAK.sub(r")\n[\1]: ", text).split("\n"):
        line = _REMINDER.sub("", raw)
        for own in self_names(name, legendary):
            line = (
                _replace_word(line, own)
                if own == name or ", " in name
                else _replace_short_name(line, own)
            )
        line = _SPACES.sub(" ", _SELF_WORDS.sub("~", line)).strip()
        wording: Wording = ()
        if fold:
            line, wording = _folded(line)
        if line:
            out.append((line, wording))
    return tuple(out)
