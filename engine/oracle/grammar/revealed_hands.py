"""A card chosen from a revealed hand (701.20a, 701.9b): what the verb "reveals their hand" does
when the next sentence has the controller choose a card of some kinds from it, and the one after
says what happens to that card:

    Target opponent reveals their hand. You choose a nonland card from it. That player discards
    that card.                                                         (Duress, Thoughtseize)
    Target opponent reveals their hand. You choose a nonland card from it. That player exiles
    that card.                                                         (Aggressive Negotiations)
    Target opponent reveals their hand. You choose a nonland card from it and exile that card.

The player is any target phrase naming a player; the kinds of card ("a card", "a nonland card",
"a noncreature, nonland card", "an artifact or creature card", "an instant or sorcery card") are
card types (205.2a) the card must have one of and may have none of. One instruction,
"choose_from_revealed_hand" (engine.instructions.hands), so the sentences compose with any
sentence before or after them (Harsh Scrutiny's "Scry 1.", Thoughtseize's "You lose 2 life.")
and with any ability kind (a spell, "When ~ enters, ...", an activated ability).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

CARD_TYPE_WORDS = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "land",
    "planeswalker",
    "sorcery",
)
_TYPE = "(?:" + "|".join(CARD_TYPE_WORDS) + ")"

GRAMMAR = (
    r"""
%extend sentence: target RH_REVEALS "." RH_YOU_CHOOSE RH_KINDS RH_FROM_IT "." RH_THAT_PLAYER rh_outcome "." -> rh_revealed_hand
                | target RH_REVEALS "." RH_YOU_CHOOSE RH_KINDS RH_FROM_IT RH_AND_EXILE "." -> rh_revealed_hand_exiled
rh_outcome: RH_DISCARDS -> rh_discards
          | RH_EXILES -> rh_exiles
RH_REVEALS: "reveals their hand"
RH_YOU_CHOOSE: "you choose"
RH_FROM_IT: "from it"
RH_AND_EXILE: "and exile that card"
RH_THAT_PLAYER: "that player"
RH_DISCARDS: "discards that card"
RH_EXILES: "exiles that card"
RH_KINDS: /an? (?:(?:non)?"""
    + _TYPE
    + r"""(?:, or |, | or | ))*card/
"""
)

_NEGATIVES = re.compile(rf"non{_TYPE}(?:, non{_TYPE})*")
_POSITIVES = re.compile(rf"{_TYPE}(?: or {_TYPE}|(?:, {_TYPE})+, or {_TYPE})?")


def kinds_of(words: str) -> dict[str, list[str]]:
    """The card types of "a noncreature, nonland card" / "an artifact or creature card"; a
    ValueError for any other list."""
    inner = words.split(" ", 1)[1].removesuffix("card").strip()
    if not inner:
        return {}
    if _NEGATIVES.fullmatch(inner):
        return {"not_types": [w.removeprefix("non").capitalize() for w in inner.split(", ")]}
    if _POSITIVES.fullmatch(inner):
        found = re.findall(_TYPE, inner)
        return {"types": [w.capitalize() for w in found]}
    raise ValueError(f"no kinds of card {words!r}")


def kinds_words(types: Any, not_types: Any) -> str | None:
    """ "a noncreature, nonland card", "an artifact or creature card", "a card", or None."""
    types, not_types = list(types or ()), list(not_types or ())
    if types and not_types:
        return None
    if not all(isinstance(t, str) and t.lower() in CARD_TYPE_WORDS for t in types + not_types):
        return None
    if not_types:
        inner = ", ".join(f"non{t.lower()}" for t in not_types)
    elif len(types) <= 2:
        inner = " or ".join(t.lower() for t in types)
    else:
        inner = ", ".join(t.lower() for t in types[:-1]) + f", or {types[-1].lower()}"
    phrase = f"{inner} card" if inner else "card"
    return f"{'an' if phrase[0] in 'aeiou' else 'a'} {phrase}"


class RevealedHandLowering:
    ctx: LineContext

    def rh_discards(self, items: list[Any]) -> str:
        return "discard"

    def rh_exiles(self, items: list[Any]) -> str:
        return "exile_by_player"

    def _revealed(self, player: int, kinds: Any, outcome: str) -> Effects:
        if self.ctx.targets[player] not in ("opponent", "player"):
            raise ValueError("a hand revealed by something other than a target player")
        params: dict[str, Any] = {"player": player, **kinds_of(str(kinds).lower())}
        if outcome != "discard":
            params["then"] = "exile"
        if outcome == "exile_by_player":
            params["exiled_by"] = "player"
        return (step("choose_from_revealed_hand", **params),)

    def rh_revealed_hand(self, items: list[Any]) -> Effects:
        return self._revealed(items[0], items[3], items[-1])

    def rh_revealed_hand_exiled(self, items: list[Any]) -> Effects:
        return self._revealed(items[0], items[3], "exile")


def revealed_hand_words(params: Any, ref: Callable[[Any], str]) -> str | None:
    """The sentences of a "choose_from_revealed_hand" instruction, or None."""
    if not set(params) <= {"player", "types", "not_types", "then", "exiled_by"}:
        return None
    kinds = kinds_words(params.get("types"), params.get("not_types"))
    if kinds is None or not isinstance(params.get("player"), int):
        return None
    chosen = f"{ref(params['player'])} reveals their hand. You choose {kinds} from it"
    outcome = params.get("then", "discard")
    if outcome == "discard" and "exiled_by" not in params:
        return f"{chosen}. That player discards that card"
    if outcome == "exile" and params.get("exiled_by") == "player":
        return f"{chosen}. That player exiles that card"
    if outcome == "exile" and "exiled_by" not in params:
        return f"{chosen} and exile that card"
    return None
