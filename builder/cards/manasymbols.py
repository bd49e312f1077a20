"""Mana and other symbols in braces ("{2}{W/U}", "{T}") as text with a spoken alternative.

Templates render each symbol as ``<abbr title="one white or blue mana">{W/U}</abbr>`` so that a
screen reader says what the symbol means instead of spelling out braces.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

__all__ = [
    "FONT_SYMBOLS",
    "ManaSymbol",
    "TextPart",
    "describe_symbol",
    "parse_mana_cost",
    "split_symbols",
]

_SYMBOL = re.compile(r"\{([^{}]{1,10})\}")
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_NUMBER_WORDS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
]
_NAMED_SYMBOLS = {
    "T": "tap",
    "Q": "untap",
    "C": "one colorless mana",
    "S": "one snow mana",
    "E": "one energy counter",
    "X": "X generic mana",
    "Y": "Y generic mana",
    "Z": "Z generic mana",
    "P": "one Phyrexian mana",
    "½": "one half generic mana",
    "∞": "infinite generic mana",
    "CHAOS": "chaos",
    "PW": "planeswalker",
    "A": "acorn counter",
}


# Symbols mana-font draws (builder/static/vendor/mana-font): colors, hybrid and Phyrexian pairs,
# generic amounts, and these by name.
_FONT_NAMES = {"t": "tap", "q": "untap", "½": "1-2", "∞": "infinity"}
_HYBRIDS = ("wu", "wb", "ub", "ur", "br", "bg", "rw", "rg", "gw", "gu")
FONT_SYMBOLS = frozenset(
    [*"wubrgcsexyzp", "tap", "untap", "1-2", "infinity", "100", "1000000"]
    + [str(n) for n in range(21)]
    + list(_HYBRIDS)
    + [f"{pair}p" for pair in _HYBRIDS]
    + [f"{c}p" for c in "wubrg"]
    + [f"{n}{c}" for n in "2c" for c in "wubrg"]
)


@dataclass(frozen=True)
class ManaSymbol:
    text: str  # as printed, with braces: "{W/U}"
    title: str  # spoken: "one white or blue mana"

    @property
    def font_class(self) -> str:
        """The mana-font class that draws it ("ms ms-cost ms-wu"), "" when the font has none
        (the printed text is shown instead)."""
        return _font_class(self.text)

    @property
    def css_class(self) -> str:
        inner = self.text.strip("{}").lower().replace("/", "")
        return "mana-symbol mana-" + "".join(ch for ch in inner if ch.isalnum())


@lru_cache(maxsize=1024)
def _font_class(text: str) -> str:
    inner = text.strip("{}").lower().replace("/", "")
    name = _FONT_NAMES.get(inner, inner)
    return f"ms ms-cost ms-{name}" if name in FONT_SYMBOLS else ""


@dataclass(frozen=True)
class TextPart:
    """A run of rules text: plain text, or one symbol."""

    text: str
    symbol: ManaSymbol | None = None


def _amount(number: str) -> str:
    value = int(number)
    return _NUMBER_WORDS[value] if value < len(_NUMBER_WORDS) else number


def describe_symbol(inner: str) -> str:
    """What the symbol between the braces means, in words."""
    if inner in _NAMED_SYMBOLS:
        return _NAMED_SYMBOLS[inner]
    if inner.isdigit():
        return f"{_amount(inner)} generic mana"
    if inner in _COLOR_NAMES:
        return f"one {_COLOR_NAMES[inner]} mana"
    if len(inner) == 2 and inner[0] == "H" and inner[1] in _COLOR_NAMES:
        return f"one half {_COLOR_NAMES[inner[1]]} mana"
    parts = inner.split("/")
    if len(parts) > 1:
        phyrexian = parts[-1] == "P"
        if phyrexian:
            parts = parts[:-1]
        words = [
            f"{_amount(part)} generic" if part.isdigit() else _COLOR_NAMES.get(part, part)
            for part in parts
        ]
        if phyrexian:
            return f"one {' or '.join(words)} Phyrexian mana"
        if parts[0].isdigit():
            return f"{words[0]} or one {' or '.join(words[1:])} mana"
        return f"one {' or '.join(words)} mana"
    return inner


def parse_mana_cost(cost: str) -> list[ManaSymbol]:
    """The symbols of a mana cost: "{2}{W}" -> [{2} two generic mana, {W} one white mana]."""
    return list(_cost_symbols(cost))


def split_symbols(text: str) -> list[TextPart]:
    """Rules text cut into plain runs and symbols: "{T}: Add {G}." -> 4 parts."""
    return list(_parts(text))


# Every board shows the same few costs and lines again and again; the parts are frozen, so the
# cut of a text is kept (bounded: a board's text lines and a card pool's costs fit many times).
@lru_cache(maxsize=4096)
def _cost_symbols(cost: str) -> tuple[ManaSymbol, ...]:
    return tuple(part.symbol for part in _parts(cost) if part.symbol is not None)


@lru_cache(maxsize=4096)
def _parts(text: str) -> tuple[TextPart, ...]:
    parts: list[TextPart] = []
    position = 0
    for match in _SYMBOL.finditer(text):
        if match.start() > position:
            parts.append(TextPart(text[position : match.start()]))
        symbol = ManaSymbol(match.group(), describe_symbol(match.group(1)))
        parts.append(TextPart(match.group(), symbol))
        position = match.end()
    if position < len(text):
        parts.append(TextPart(text[position:]))
    return tuple(parts)
