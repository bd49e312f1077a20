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


def self_names(name: str) -> tuple[str, ...]:
    """The ways a card's text names itself: its whole name, then a legendary card's short name
    (the part before the comma), longest first so the whole name wins."""
    names = [name]
    if ", " in name:
        names.append(name.split(", ", 1)[0])
    return tuple(names)


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


def normalize_text(text: str, name: str) -> str:
    """The normalized text of a card: lines joined by newlines (see the module docstring)."""
    return "\n".join(normalized_lines(text, name))


def normalized_lines(text: str, name: str) -> tuple[str, ...]:
    out: list[str] = []
    for raw in text.split("\n"):
        line = _REMINDER.sub("", raw)
        for own in self_names(name):
            line = _replace_word(line, own)
        line = _SELF_WORDS.sub("~", line)
        line = _ENTERS.sub("enters", line)
        line = _ENTER.sub("enter", line)
        line = _SPACES.sub(" ", line).strip()
        if line:
            out.append(line)
    return tuple(out)
