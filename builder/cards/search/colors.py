"""Color values of c: and id: ("rg", "red", "izzet", "c", "m", "2") as WUBRG bit masks."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["COLOR_BITS", "ColorValue", "color_mask", "parse_color_value"]

COLOR_BITS = {"W": 1, "U": 2, "B": 4, "R": 8, "G": 16}
_NAMED_COLORS = {
    "white": "w",
    "blue": "u",
    "black": "b",
    "red": "r",
    "green": "g",
    "colorless": "c",
    # guilds
    "azorius": "wu",
    "dimir": "ub",
    "rakdos": "br",
    "gruul": "rg",
    "selesnya": "gw",
    "orzhov": "wb",
    "izzet": "ur",
    "golgari": "bg",
    "boros": "rw",
    "simic": "gu",
    # shards and wedges
    "bant": "gwu",
    "esper": "wub",
    "grixis": "ubr",
    "jund": "brg",
    "naya": "rgw",
    "abzan": "wbg",
    "jeskai": "urw",
    "sultai": "bgu",
    "mardu": "rwb",
    "temur": "gur",
}
_MULTICOLOR = {"m", "multi", "multicolor", "multicolored"}


@dataclass(frozen=True)
class ColorValue:
    mask: int = 0
    count: int | None = None
    multicolor: bool = False


def color_mask(colors: str) -> int:
    """The WUBRG bit mask of a color string: "BR" -> 4 | 8 (other letters are ignored)."""
    mask = 0
    for letter in colors.upper():
        mask |= COLOR_BITS.get(letter, 0)
    return mask


def parse_color_value(text: str) -> ColorValue | None:
    """The meaning of a c:/id: value, or None if it is not one."""
    value = text.lower()
    if value in _MULTICOLOR:
        return ColorValue(multicolor=True)
    if value.isdigit():
        return ColorValue(count=int(value))
    letters = _NAMED_COLORS.get(value, value)
    if letters == "c":
        return ColorValue(mask=0)
    if not letters or any(letter.upper() not in COLOR_BITS for letter in letters):
        return None
    return ColorValue(mask=color_mask(letters))
