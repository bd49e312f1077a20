"""Doubling power and/or toughness (701.10a-c), a verb of the effect grammar, so it composes
with every trigger, cost and sentence the grammar reads:

    Double target creature's power and toughness until end of turn.
    {4}: Double ~'s power until end of turn.
    Whenever ~ attacks, double its power until end of turn.
    Double the power and toughness of target creature you control until end of turn.
    Double the power of each creature you control until end of turn.

It lowers to the instruction "double_pt" (engine.mechanics.double_pt). Oracle writes the
possessive ("target creature's power") for a creature named by a short phrase and "the power of"
before a longer one or a group; the printer writes that choice back (`double_pt_words`), so a
card worded the other way isn't applied.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: double_pt
double_pt: DPT_DOUBLE dpt_whose DPT_WHAT UNTIL_EOT -> double_pt_possessive
         | DPT_DOUBLE_THE_WHAT_OF permanent UNTIL_EOT -> double_pt_of
dpt_whose: POSSESSIVE -> dpt_possessive
         | DPT_ITS -> dpt_its
         | DPT_ATTACHED_S -> dpt_attached
// lookaheads: the words only where the doubling reads them, never another clause's
DPT_DOUBLE: /double(?= (?:~'s|its|target creature's|enchanted creature's|equipped creature's) )/i
DPT_ITS: /its(?= (?:power|toughness))/i
DPT_ATTACHED_S: "enchanted creature's" | "equipped creature's"
DPT_WHAT: /(?:power and toughness|power|toughness)(?= until end of turn)/
DPT_DOUBLE_THE_WHAT_OF: "double the power and toughness of" | "double the power of"
                      | "double the toughness of"
"""

_WHAT = {
    "power and toughness": {"toughness": True},
    "power": {},
    "toughness": {"power": False, "toughness": True},
}
# The possessive words of the references it names shortly (the rest: "the power of ...").
_POSSESSIVE = {"~": "~'s", "it": "its", "target creature": "target creature's"}
_POSSESSIVE.update({w: f"{w}'s" for w in ("enchanted creature", "equipped creature")})


class DoublePTLowering:
    ctx: LineContext
    it_ref: Callable[[list[Any]], Any]

    def dpt_possessive(self, items: list[Token]) -> Any:
        # "~'s" or "target creature's" (engine.oracle.grammar.effects POSSESSIVE)
        return "self" if str(items[0]) == "~'s" else self.ctx.target("creature")

    def dpt_its(self, items: list[Token]) -> Any:
        return self.it_ref([])

    def dpt_attached(self, items: list[Token]) -> Any:
        return "enchanted" if str(items[0]).lower().startswith("enchanted") else "equipped"

    def _double(self, to: Any, what: str) -> Effects:
        return (step("double_pt", to=to, **_WHAT[what]),)

    def double_pt_possessive(self, items: list[Any]) -> Effects:
        return self._double(items[1], str(items[2]).lower())

    def double_pt_of(self, items: list[Any]) -> Effects:
        what = str(items[0]).lower().removeprefix("double the ").removesuffix(" of")
        return self._double(items[1], what)


def double_pt_words(params: Any, subject: Callable[[Any], str]) -> str | None:
    """ "double target creature's power until end of turn" for the instruction's parameters,
    `subject` naming its reference as the printer does; None if it has other parameters."""
    if set(params) - {"to", "power", "toughness"}:
        return None
    power, toughness = bool(params.get("power", True)), bool(params.get("toughness", False))
    what = next((w for w, p in _WHAT.items() if p == _params(power, toughness)), None)
    if what is None:
        return None
    said = subject(params.get("to", 0))
    if said in _POSSESSIVE:
        return f"double {_POSSESSIVE[said]} {what} until end of turn"
    return f"double the {what} of {said} until end of turn"


def _params(power: bool, toughness: bool) -> dict[str, bool]:
    found: dict[str, bool] = {}
    if not power:
        found["power"] = False
    if toughness:
        found["toughness"] = True
    return found
