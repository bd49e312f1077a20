"""Cards put into a graveyard this turn (the turn history, engine.mechanics.turn_history):

    When ~ enters, return to your hand all creature cards in your graveyard that were put there
    from anywhere this turn.                                        (Garna, the Bloodflame)

"Return_graveyard_arrivals_to_hand" returns every creature card in the controller's graveyard
that is an object put there this turn (400.7: a card that left the graveyard and came back is a
new object, put there again when it came back), whether from the battlefield, the stack, the
hand or the library ("from anywhere").
"""

from __future__ import annotations

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: GA_RETURN_ARRIVALS -> ga_return_arrivals
GA_RETURN_ARRIVALS: "return to your hand all creature cards in your graveyard that were put there from anywhere this turn"
"""

KIND = "return_graveyard_arrivals_to_hand"


class GraveyardArrivalsLowering:
    ctx: LineContext

    def ga_return_arrivals(self, items: list[Token]) -> Effects:
        return (step(KIND, type="Creature"),)


def graveyard_arrivals_words(instruction: Instruction) -> str | None:
    if instruction.kind != KIND or dict(instruction.params) != {"type": "Creature"}:
        return None
    return (
        "return to your hand all creature cards in your graveyard that were put there from "
        "anywhere this turn"
    )
