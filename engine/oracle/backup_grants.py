"""What a backup ability grants (702.165a): the non-backup abilities printed below it on its card.
Only printed abilities count (702.165c), fixed as the trigger is put on the stack (702.165d), so
the compiler writes them into the trigger from the lines below its line, once all of the card's
lines are compiled (engine.mechanics.backup applies them).

The engine grants keyword abilities (a layer 6 effect, 613.1f). A backup line is applied only
when everything it would grant is: when a line below it is not applied, or holds an ability
other than a keyword (a triggered, activated or static ability), the backup line is left
unapplied rather than granting part of what the rule grants.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol

from engine.cards.model import Ability, TriggeredAbility
from engine.cards.permanent_keywords import backup

KEYWORD = "Backup"
NOT_ONLY_KEYWORDS = "backup granting an ability other than a keyword (702.165a)"
BELOW_NOT_APPLIED = "backup granting a line below it that is not applied (702.165a)"


class LineMark(NamedTuple):
    """Before a line (or a modal group) was compiled: its first status's index, and how many
    keywords and abilities the card had."""

    status: int
    keywords: int
    abilities: int


class _Status(Protocol):
    @property
    def text(self) -> str: ...

    @property
    def applied(self) -> bool: ...


def _is_backup(ability: Ability) -> bool:
    return isinstance(ability, TriggeredAbility) and ability.keyword == KEYWORD


def _next(marks: Sequence[LineMark], m: int, keywords: int, abilities: int) -> LineMark:
    return marks[m + 1] if m + 1 < len(marks) else LineMark(-1, keywords, abilities)


def backups_refused(
    statuses: Sequence[_Status],
    marks: Sequence[LineMark],
    keywords: Sequence[str],
    abilities: Sequence[Ability],
) -> dict[str, str]:
    """The applied backup lines that can't grant all they would (line -> the reason)."""
    refused: dict[str, str] = {}
    for m, mark in enumerate(marks):
        after = _next(marks, m, len(keywords), len(abilities))
        own = abilities[mark.abilities : after.abilities]
        if not any(_is_backup(a) for a in own):
            continue
        below = statuses[after.status :] if after.status >= 0 else ()
        if any(not s.applied for s in below):
            refused[statuses[mark.status].text] = BELOW_NOT_APPLIED
        elif any(not _is_backup(a) for a in abilities[after.abilities :]):
            refused[statuses[mark.status].text] = NOT_ONLY_KEYWORDS
    return refused


def backups_filled(
    marks: Sequence[LineMark], keywords: Sequence[str], abilities: Sequence[Ability]
) -> list[Ability]:
    """The abilities, each backup trigger granting the keywords printed below its line."""
    filled = list(abilities)
    for m, mark in enumerate(marks):
        after = _next(marks, m, len(keywords), len(abilities))
        below = tuple(keywords[after.keywords :])
        for k in range(mark.abilities, after.abilities):
            ability = filled[k]
            if _is_backup(ability) and below:
                assert isinstance(ability, TriggeredAbility)
                n = int(ability.effects[0].params.get("count", 1))
                filled[k] = backup(n, below)
    return filled
