"""Words that don't belong in what a person reads (issue 30, point 4), for tests that walk the
engine's logs and the builder's pages:

    problems(text)                      # [] when the text is plain words
    problems(text, handles={"bears"})   # also the document's own object ids

- an internal handle: an object id as the builder numbers them ("o12", "o1.0"), an effect id
  ("e3"), a "#"-handle ("#o1", "Kor Firewalker #1"), or one of `handles` (the ids a document
  gave its objects) standing as a word;
- a raw kind name: a snake_case word ("cda_power_toughness"), or a label that is an effect
  kind's name merely spaced and capitalized ("Cda power toughness") where its declaration names
  it for a person ("Power and toughness defined by the card's own ability");
- a doubled word ("the the", "printed printed");
- a contraction without its apostrophe ("dont", "doesnt");
- the arrow "->": the one arrow a person reads is "→" ("20 → 17").

The board notation is a typed format whose handles a person types (docs/notation.md): callers
leave it out of the text they check.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.rules.names import ORDINAL_WORDS, labels_of
from engine.vocabulary.declarations import EFFECT_DECLARATIONS

ARROW = "\u2192"  # the one arrow a person reads

# An effect kind's raw name, spaced and capitalized, standing as a whole label where its
# declaration names the kind otherwise ("Cda power toughness", "Doesnt untap").
_RAW_KIND_LABELS = frozenset(
    raw
    for d in EFFECT_DECLARATIONS
    if (raw := d.kind.replace("_", " ").capitalize()) != d.label and " " in raw
)

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("internal handle", re.compile(r"(?<![\w{/])[oe]\d+(?:\.\d+)?\b|#\w+")),
    ("raw kind name", re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")),
    ("doubled word", re.compile(r"\b([A-Za-z]+)\s+\1\b", re.IGNORECASE)),
    (
        "contraction without its apostrophe",
        re.compile(
            r"\b(?:dont|doesnt|didnt|isnt|arent|wasnt|werent|hasnt|havent|hadnt|cant|wont|"
            r"couldnt|shouldnt|wouldnt|mustnt)\b",
            re.IGNORECASE,
        ),
    ),
    ("arrow other than →", re.compile(r"->|=>")),
)


def problems(text: str, handles: Iterable[str] = ()) -> list[str]:
    """Each word of `text` that a person shouldn't read there, with what it is:
    ["internal handle: o1", "doubled word: the the"]."""
    found = [f"{what}: {m.group(0)}" for what, pattern in _PATTERNS for m in pattern.finditer(text)]
    if text.strip() in _RAW_KIND_LABELS:
        found.append(f"raw kind name: {text.strip()}")
    for handle in sorted(set(handles)):
        if len(handle) > 1 and re.search(rf"(?<![\w'’-]){re.escape(handle)}(?![\w'’-])", text):
            found.append(f"internal handle: {handle}")
    return found


def named_otherwise(text: str, name: str, players: Iterable[str]) -> list[str]:
    """Each mention of an object called `name` in `text` that tells it apart some other way
    than the one naming rule (engine.rules.names.object_label): a number sign ("Kor Firewalker
    #1"), a bare number ("Grizzly Bears (2)"), a player's name or a place in words in other
    words ("Grizzly Bears (Alice)", "(Alice, second)", "(Alice's battlefield, first)").
    Parentheses saying something else (a rule, a mana symbol, a layer's source) aren't names."""
    players = tuple(players)
    text = text.replace("’", "'")
    allowed = labels_of(name, players)
    naming = re.compile(
        r"#\w+|\(\d+\)|\((?:[^()]*\b(?:"
        + "|".join([*map(re.escape, players), *ORDINAL_WORDS])
        + r")\b[^()]*)\)"
    )
    found = []
    for mention in re.finditer(rf"{re.escape(name)}(?: ?(?:#\w+|\([^()]*\)))?", text):
        said = mention.group(0)
        rest = said[len(name) :].strip()
        if rest and naming.fullmatch(rest) and not allowed.fullmatch(said):
            found.append(said)
    return found
