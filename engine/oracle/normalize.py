"""Normalized Oracle text: what the compiler reads and what the printer must give back.

Normalizing a card's text (the issue's "normalized Oracle text"):
- the card's own name, and the short name a legendary card uses for itself ("Isamaru" for
  "Isamaru, Hound of Konda"), become "~"; so do "this creature", "this spell" and the other
  self-references of today's templates (they mean the object the text is on, 109.5);
- reminder text (in parentheses) is removed: it has no rules meaning (207.2a);
- both templates for entering (the 2022 data's "enters the battlefield", today's "enters") read
  as today's "enters" (the rules meaning is the same, 603.6a);
- whitespace is collapsed, and each line (an ability, 113.2) is one entry.
"""

from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SPACES = re.compile(r"[ \t]+")
_SELF_WORDS = re.compile(
    r"\b[Tt]his (?:creature|spell|artifact|enchantment|land|permanent|card|Aura|Equipment|Vehicle)\b"
)
_ENTERS = re.compile(r"\benters the battlefield\b")
_ENTER = re.compile(r"\benter the battlefield\b")


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


def normalized_lines(text: str, name: str, legendary: bool = False) -> tuple[str, ...]:
    out: list[str] = []
    for raw in text.split("\n"):
        line = _REMINDER.sub("", raw)
        for own in self_names(name, legendary):
            line = (
                _replace_word(line, own)
                if own == name or ", " in name
                else _replace_short_name(line, own)
            )
        line = _SELF_WORDS.sub("~", line)
        line = _ENTERS.sub("enters", line)
        line = _ENTER.sub("enter", line)
        line = _SPACES.sub(" ", line).strip()
        if line:
            out.append(line)
    return tuple(out)
