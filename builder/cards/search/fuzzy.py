"""Close-name matching for misspelt names: a trigram index narrows 24,000 names down to a few
dozen candidates, which difflib then ranks."""

from __future__ import annotations

import difflib
from collections import Counter, defaultdict

__all__ = ["TrigramNameMatcher"]

_CANDIDATES = 60
_MIN_SIMILARITY = 0.6


def _trigrams(text: str) -> set[str]:
    padded = f"  {text} "
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


class TrigramNameMatcher:
    def __init__(self, keys: list[str]) -> None:
        self.keys = keys
        self._postings: dict[str, list[int]] = defaultdict(list)
        for position, key in enumerate(keys):
            for trigram in _trigrams(key):
                self._postings[trigram].append(position)

    def closest(self, key: str, limit: int) -> list[int]:
        """Positions of the names most like `key`, best first (similarity >= 0.6)."""
        if not key:
            return []
        query_trigrams = _trigrams(key)
        shared: Counter[int] = Counter()
        for trigram in query_trigrams:
            shared.update(self._postings.get(trigram, ()))
        scored = []
        for position, _count in shared.most_common(_CANDIDATES):
            candidate = self.keys[position]
            # Compare with the name's words as well, so "bolt" finds "lightning bolt".
            score = max(
                difflib.SequenceMatcher(None, key, candidate).ratio(),
                max(
                    difflib.SequenceMatcher(None, key, " ".join(window)).ratio()
                    for window in _word_windows(candidate.split(), len(key.split()))
                ),
            )
            if score >= _MIN_SIMILARITY:
                scored.append((-score, candidate, position))
        scored.sort()
        return [position for _score, _candidate, position in scored[:limit]]


def _word_windows(words: list[str], width: int) -> list[list[str]]:
    if len(words) <= width:
        return [words]
    return [words[i : i + width] for i in range(len(words) - width + 1)]
