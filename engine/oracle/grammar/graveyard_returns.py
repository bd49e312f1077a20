"""Effects that return the ability's own card from its graveyard to the battlefield: "Return ~
from your graveyard to the battlefield" and "... to the battlefield tapped" (110.5b). Such an
ability functions only from the graveyard (113.6m): an activated one is activated there
(engine.oracle.grammar.activated), a triggered one listens there (engine.rules.triggers). The
instruction is `return_to_battlefield` with `"from": "graveyard"` (400.7: the card must still be
there as the ability resolves)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Ability, CardDef
from engine.core.state import Params
from engine.oracle.lowering import Effects, step

GRAMMAR = r"""
%extend clause: RETURN_SELF_TO_BATTLEFIELD -> return_self_to_battlefield
              | RETURN_SELF_TO_BATTLEFIELD_TAPPED -> return_self_to_battlefield_tapped
RETURN_SELF_TO_BATTLEFIELD: "return ~ from your graveyard to the battlefield"
RETURN_SELF_TO_BATTLEFIELD_TAPPED: "return ~ from your graveyard to the battlefield tapped"
"""


class GraveyardReturnLowering:
    def return_self_to_battlefield(self, items: list[Any]) -> Effects:
        return (step("return_to_battlefield", card="self", **{"from": "graveyard"}),)

    def return_self_to_battlefield_tapped(self, items: list[Any]) -> Effects:
        return (step("return_to_battlefield", card="self", tapped=True, **{"from": "graveyard"}),)


def return_self_words(params: Params) -> str | None:
    """The words of a `return_to_battlefield` of the card itself from its graveyard."""
    if params.get("card", "self") != "self" or not set(params) <= {"card", "from", "tapped"}:
        return None
    tapped = " tapped" if params.get("tapped") else ""
    return f"return ~ from your graveyard to the battlefield{tapped}"


def returns_an_aura_itself(card: CardDef, ability: Ability) -> bool:
    """An Aura card's ability returning it to the battlefield: the engine doesn't attach an Aura
    put onto the battlefield other than as a resolving Aura spell (303.4f: its controller chooses
    what it enchants), so such a line isn't applied."""
    return "Aura" in card.subtypes and any(
        e.kind == "return_to_battlefield" and e.params.get("from") == "graveyard"
        for e in getattr(ability, "effects", ())
    )
