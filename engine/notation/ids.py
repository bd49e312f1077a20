"""Ids a person need not write: a card written without `#id` gets one from its name.

The id is the first word of the card's name in lower case, letters and digits only ("Grizzly
Bears" is `grizzly`), with 2, 3, ... added when that is taken (`mountain`, `mountain2`). Ids
given in the text, players' and effects' ids are taken first, then the cards without an id get
theirs in the order they are written. The writer leaves out every id this rule gives back.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache


@cache
def base_id(card: str) -> str:
    first = card.split()[0] if card.split() else ""
    return re.sub(r"[^a-z0-9]", "", first.lower()) or "card"


def auto_ids(cards: Sequence[tuple[str, str | None]], taken: Iterable[str]) -> list[str]:
    """Each card's id, for (card name, id written or None) in the order they are written."""
    used = set(taken) | {explicit for _, explicit in cards if explicit is not None}
    found = []
    for card, explicit in cards:
        if explicit is not None:
            found.append(explicit)
            continue
        base = base_id(card)
        candidate, n = base, 1
        while candidate in used:
            n += 1
            candidate = f"{base}{n}"
        used.add(candidate)
        found.append(candidate)
    return found


def ids_to_write(cards: Sequence[tuple[str, str]], taken: Iterable[str]) -> list[bool]:
    """For (card name, its id) in writing order: whether the id must be written, i.e. the
    reader wouldn't give it back by itself. Starts by leaving out every id the rule could give
    and writes more until the reader's answer matches (each round only adds written ids, so
    it ends)."""
    taken = set(taken)
    # Only an id of the form the rule gives ("mountain", "mountain2") can be left out.
    write = [re.fullmatch(rf"{re.escape(base_id(card))}(\d*)", oid) is None for card, oid in cards]
    while True:
        given = auto_ids(
            [(card, oid if write[i] else None) for i, (card, oid) in enumerate(cards)], taken
        )
        wrong = [i for i, (_, oid) in enumerate(cards) if not write[i] and given[i] != oid]
        if not wrong:
            return write
        for i in wrong:
            write[i] = True
