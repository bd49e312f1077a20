"""Text folding shared by the importer (stored search columns) and the search index."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["fold_text", "name_key"]

# Letters that Unicode decomposition leaves alone but card names spell in ASCII elsewhere.
_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "ł": "l", "’": "'"})
_APOSTROPHES = re.compile(r"['\u2019]")
_NON_ALNUM = re.compile(r"[^a-z0-9]+")
_COMBINING_MARKS = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


def fold_text(text: str) -> str:
    """Lowercase, drop accents and fold ligatures: "Æther Vial" -> "aether vial"."""
    lowered = text.casefold()
    if lowered.isascii():
        return lowered
    decomposed = unicodedata.normalize("NFKD", lowered.translate(_LIGATURES))
    return _COMBINING_MARKS.sub("", decomposed)


def name_key(name: str) -> str:
    """A card name as compared by name search: folded, apostrophes dropped, other punctuation
    turned into single spaces. "Lim-Dûl's Hex" -> "lim duls hex", "Fire // Ice" -> "fire ice".
    """
    folded = _APOSTROPHES.sub("", fold_text(name))
    return _NON_ALNUM.sub(" ", folded).strip()
