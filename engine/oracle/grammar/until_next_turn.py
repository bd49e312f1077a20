""" "Until your next turn, [something] can't be blocked." / "... can't block." / "... can't attack
or block." / "... gets -3/-0.": an effect lasting until its controller's next turn begins
(611.2a, 500.7; engine.rules.turn_based ends `until_your_next_turn` effects), a sentence of
the effect grammar, so it composes with every cost, trigger and sentence around it
("{U}, {T}: Until your next turn, target creature an opponent controls can't be blocked. Goad
that creature.").

The restriction is the ability the creature has for engine.rules.combat.restrictions (the
phrases of engine.oracle.grammar.static); the bonus is a layer 7c effect (613.4c). Both lower
to the usual instructions ("grant_keywords", "modify_pt") with the duration
"until_your_next_turn"; `until_next_turn_words` prints them back.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.core.state import Duration
from engine.oracle.grammar.effects import _pt
from engine.oracle.grammar.static import SELF_RESTRICTION_PHRASES
from engine.oracle.lowering import Effects, LineContext, step

UNTIL_YOUR_NEXT_TURN = Duration.UNTIL_YOUR_NEXT_TURN.value

_RESTRICTIONS = {
    phrase: SELF_RESTRICTION_PHRASES[phrase]
    for phrase in ("can't be blocked", "can't block", "can't attack or block", "can't attack")
}

GRAMMAR = (
    r"""
%extend sentence: UNT_UNTIL_YOUR_NEXT_TURN subject UNT_RESTRICTION "." -> unt_restriction
                | UNT_UNTIL_YOUR_NEXT_TURN subject "gets" PTMOD "." -> unt_pump
UNT_UNTIL_YOUR_NEXT_TURN: "until your next turn,"
// only before the sentence's end: "can't block this turn" is another clause's
UNT_RESTRICTION: /(?:"""
    + "|".join(_RESTRICTIONS)
    + r""")(?=\.)/
"""
)


class UntilNextTurnLowering:
    ctx: LineContext

    def unt_restriction(self, items: list[Any]) -> Effects:
        _, to, restriction = items[:3]
        keywords = _RESTRICTIONS[str(restriction).lower()]
        return (step("grant_keywords", to=to, keywords=keywords, duration=UNTIL_YOUR_NEXT_TURN),)

    def unt_pump(self, items: list[Any]) -> Effects:
        _, to, pt = items[:3]
        power, toughness = _pt(pt)
        return (
            step(
                "modify_pt", to=to, power=power, toughness=toughness, duration=UNTIL_YOUR_NEXT_TURN
            ),
        )


def until_next_turn_words(instruction: Instruction, subject: str, bonus: Any) -> str | None:
    """The sentence's words (without its full stop), or None for another instruction."""
    p = instruction.params
    if p.get("duration") != UNTIL_YOUR_NEXT_TURN:
        return None
    if instruction.kind == "grant_keywords" and set(p) == {"to", "keywords", "duration"}:
        keywords = tuple(p["keywords"])
        phrase = next((w for w, k in _RESTRICTIONS.items() if k == keywords), None)
        return None if phrase is None else f"until your next turn, {subject} {phrase}"
    if instruction.kind == "modify_pt" and set(p) == {"to", "power", "toughness", "duration"}:
        return f"until your next turn, {subject} gets {bonus(p)}"
    return None
