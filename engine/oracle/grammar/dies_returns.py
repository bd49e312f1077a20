"""A creature that died returned by the trigger it set off (700.4, 603.10a, 400.7):

    Whenever a creature an opponent controls with a -1/-1 counter on it dies, you may return
    that card to the battlefield under your control.                          (Necroskitter)

The trigger is `creature_dies` with "whose" "opponent" and "with_counter" (the counters it had
as it last existed on the battlefield, 603.10a). "That card" is the card the creature became in
its owner's graveyard (`bound:died`): `return_to_battlefield` returns it only if it is still
that object there (400.7: the trigger binds its timestamp in the graveyard; a token has ceased
to exist, 111.8), under the ability's controller's control (110.2a); "you may" is the choice
as it resolves (603.5).
"""

from __future__ import annotations

from engine.core.state import Params
from engine.oracle.lowering import Effects, step

# The words are flicker's production (engine.oracle.grammar.flicker: "return that card to the
# battlefield" "under your control"), which hands a return naming no target to `died_return`.

DIED = "bound:died"


def died_return_words(params: Params) -> str | None:
    if params == Params({"card": DIED, "under": "you"}):
        return "return that card to the battlefield under your control"
    return None


def died_return(trigger_kind: str | None, words: list[str]) -> Effects | None:
    """ "return that card to the battlefield under your control" in a dies trigger, or None."""
    if trigger_kind != "creature_dies" or [w.lower() for w in words] != [
        "return that card to the battlefield",
        "under your control",
    ]:
        return None
    return (step("return_to_battlefield", card=DIED, under="you"),)
