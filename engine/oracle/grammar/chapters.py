"""Chapter abilities (714.2): a Saga's "I — [effect]" line is a triggered ability whose trigger
is its chapter symbol (714.2b: lore counters put onto it bring their number from below N to N
or more, engine.mechanics.sagas); its effect is any triggered ability's effect. A line with
several chapter symbols ("I, II — ...", 714.2c) stands for one ability per symbol: each is
compiled from its own "I — ..." line (engine.oracle.compiler), and `chapter_symbols` prints
them back as one line.

The printer writes the symbol back in Roman numerals (714.2a) with the dash, then the effect."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.cards.model import Ability, TriggeredAbility
from engine.core.state import Params
from engine.mechanics.sagas import CHAPTER
from engine.oracle.lowering import Effects, LineContext, triggered_ability

GRAMMAR = r"""
%extend triggered: chapter_head effects -> chapter_ability
                 | chapter_head YOU_MAY effects -> chapter_ability_may
chapter_head: CHAPTER_SYMBOL
CHAPTER_SYMBOL.3: /(?:i{1,3}|iv|v|vi{1,3}|ix|x) \u2014/i
"""

_NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def roman(number: int) -> str | None:
    """714.2a: the Roman numeral of a chapter number (None: beyond the chapters printed)."""
    return _NUMERALS[number - 1] if 1 <= number <= len(_NUMERALS) else None


class ChapterLowering:
    ctx: LineContext

    def chapter_ability(self, items: list[Any]) -> TriggeredAbility:
        return self._chapter(items[0], items[-1], optional=False)

    def chapter_ability_may(self, items: list[Any]) -> TriggeredAbility:
        return self._chapter(items[0], items[-1], optional=True)

    def chapter_head(self, items: list[Any]) -> tuple[str, dict[str, int]]:
        """A chapter symbol standing where a trigger condition and its comma stand (714.2b),
        lowered as `trigger` is: the trigger kind and its parameters (one head for every
        chapter production, so the parser reads the symbol one way)."""
        return CHAPTER, _chapter_params(items[0])

    def _chapter(
        self, head: tuple[str, dict[str, int]], effects: Effects, *, optional: bool
    ) -> TriggeredAbility:
        kind, params = head
        return triggered_ability(
            "", kind, effects, tuple(self.ctx.targets), params=params, optional=optional
        )


def _chapter_params(symbol: Any) -> dict[str, int]:
    """714.2a: the chapter number of "II —"."""
    return {"chapter": _NUMERALS.index(str(symbol).split()[0].upper()) + 1}


def chapter_symbol(ability: TriggeredAbility) -> str | None:
    """The chapter symbol's words for a chapter ability ("II —"; None: not one)."""
    if ability.trigger != CHAPTER or set(ability.params) != {"chapter"}:
        return None
    if ability.intervening_if or ability.keyword or ability.modes:
        return None
    numeral = roman(int(ability.params["chapter"]))
    return None if numeral is None else f"{numeral} \u2014"


def chapter_symbols(abilities: Sequence[Ability]) -> str | None:
    """714.2c: the symbols of several chapter abilities of one line ("I, II —"), when they
    differ only in their chapter number (None: not such abilities)."""
    chapters = [a for a in abilities if isinstance(a, TriggeredAbility)]
    if len(abilities) < 2 or len(chapters) != len(abilities):
        return None
    symbols = [chapter_symbol(a) for a in chapters]
    if any(s is None for s in symbols):
        return None
    bare = {replace(a, params=Params({"chapter": 1}), text="") for a in chapters}
    if len(bare) != 1:
        return None
    return ", ".join(str(s).removesuffix(" \u2014") for s in symbols) + " \u2014"
