"""Sets of card positions as Python ints (bit i set = card i), which AND/OR/NOT in microseconds."""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator

__all__ = [
    "TextColumn",
    "bits_from_flags",
    "bits_from_positions",
    "bits_in_range",
    "iter_positions",
]

_FLAG_DIGITS = bytes.maketrans(b"\x00\x01", b"01")


def bits_from_flags(flags: Iterable[bool] | bytes | bytearray) -> int:
    """[True, False, True] -> 0b101 (position 0 is the lowest bit)."""
    flag_bytes = bytes(flags)
    if not flag_bytes:
        return 0
    return int(flag_bytes[::-1].translate(_FLAG_DIGITS), 2)


def bits_from_positions(positions: Iterable[int], size: int) -> int:
    flags = bytearray(size)
    for position in positions:
        flags[position] = 1
    return bits_from_flags(flags)


def bits_in_range(start: int, stop: int) -> int:
    """Positions start <= i < stop."""
    return (1 << stop) - (1 << start) if stop > start else 0


def iter_positions(bits: int) -> Iterator[int]:
    """The set positions in increasing order."""
    while bits:
        lowest = bits & -bits
        yield lowest.bit_length() - 1
        bits ^= lowest


class TextColumn:
    """One text per card, searchable for substrings.

    A rare substring is found by ``str.find`` over all texts joined into one string (cost per
    match); a common one by testing every text (cost per card, about 2 ms for 24,000 names).
    """

    SEPARATOR = "\x00"
    _FIND_LIMIT = 1500  # matches above which testing every text is faster

    def __init__(self, texts: list[str]) -> None:
        self.texts = texts
        self.joined = self.SEPARATOR.join(texts)
        self.starts = []
        offset = 0
        for text in texts:
            self.starts.append(offset)
            offset += len(text) + 1

    def containing(self, needle: str) -> int:
        """The bitset of texts that contain `needle`."""
        if not needle:
            return (1 << len(self.texts)) - 1
        if self.SEPARATOR in needle or self.joined.count(needle) > self._FIND_LIMIT:
            return bits_from_flags([needle in text for text in self.texts])
        flags = bytearray(len(self.texts))
        starts, joined = self.starts, self.joined
        found = joined.find(needle)
        while found != -1:
            position = bisect.bisect_right(starts, found) - 1
            flags[position] = 1
            if position + 1 >= len(starts):
                break
            found = joined.find(needle, starts[position + 1])
        return bits_from_flags(flags)
