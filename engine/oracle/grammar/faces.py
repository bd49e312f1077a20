"""Effects that turn the object with the ability to its other face: "transform ~" (701.27a,
a double-faced permanent) and "flip it" / "flip ~" (710.2, a flip card), lowered to the
instructions of engine.mechanics.transform_and_flip. "It" is the object with the ability only
when no target has been named (a target would be "it" instead: not read here).

The object with the ability put onto the battlefield with its back face up (712.14a):

    Exile ~, then return it to the battlefield transformed under your control.   (a Saga)
    When ~ dies, return it to the battlefield tapped and transformed under its owner's control.

The first exiles the permanent and returns the card it became (400.7: a new object, only the
card this ability exiled, engine.mechanics.flicker); the second is a dies trigger's card in its
owner's graveyard (the trigger binds its timestamp there, 603.10a)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.grammar.effects import THEN
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: "transform" SELF -> transform_named_self
              | "transform" "it" -> transform_self
              | "convert" SELF -> convert_named_self
              | "convert" "it" -> convert_self
              | "transform" target -> transform_other
              | "transform" object_group -> transform_other
              | "flip" SELF -> flip_self
              | "flip" "it" -> flip_self
              | "exile" SELF TF_THEN_RETURN -> exile_self_return_transformed
              | TF_RETURN -> return_self_transformed
TF_THEN_RETURN: /, then return it to the battlefield transformed under (your|its owner's) control/i
TF_RETURN: /return it to the battlefield (tapped and )?transformed under (your|its owner's) control/i
"""

_UNDER = {"you": "your", "owner": "its owner's"}
_RETURN = re.compile(
    r"return it to the battlefield (tapped and )?transformed under (your|its owner's) control",
    re.IGNORECASE,
)


def _under(words: str) -> str:
    found = _RETURN.search(words)
    if found is None:
        raise ValueError("not a return transformed")
    return "you" if found.group(2).lower() == "your" else "owner"


def returned_transformed_words(step_: Instruction) -> str | None:
    """The words of a dies trigger's card returned transformed (712.14a), or None if `step_`
    isn't one."""
    p = step_.params
    if step_.kind != "return_to_battlefield" or not p.get("transformed") or p.get("card") != "self":
        return None
    under = _UNDER.get(str(p.get("under", "owner")))
    if under is None or not set(p) <= {"card", "under", "transformed", "tapped"}:
        return None
    tapped = "tapped and " if p.get("tapped") else ""
    return f"return it to the battlefield {tapped}transformed under {under} control"


def exiled_and_returned_transformed_words(first: Instruction, second: Instruction) -> str | None:
    """ "exile ~, then return it to the battlefield transformed under your control", or None."""
    p = second.params
    if (
        (first.kind, second.kind) != ("exile", "return_from_exile")
        or dict(first.params) != {"to": "self"}
        or set(p) != {"card", "under", "transformed"}
        or p.get("card") != "self"
        or p.get("transformed") is not True
    ):
        return None
    under = _UNDER.get(str(p.get("under")))
    if under is None:
        return None
    return f"exile ~, then return it to the battlefield transformed under {under} control"


class FacesLowering:
    ctx: LineContext

    def transform_self(self, items: list[Any]) -> Effects:
        if self.ctx.targets:
            raise ValueError("'it' names a target here")
        return (step("transform_self"),)

    def transform_named_self(self, items: list[Any]) -> Effects:
        """ "Transform ~": the object with the ability by its name, whatever else the ability
        targets."""
        return (step("transform_self"),)

    def convert_self(self, items: list[Any]) -> Effects:
        """ "Convert it" (701.28a): transforming by another word, with the same rules."""
        if self.ctx.targets:
            raise ValueError("'it' names a target here")
        return self.convert_named_self(items)

    def convert_named_self(self, items: list[Any]) -> Effects:
        """ "Convert ~" (701.28a)."""
        return (step("transform_self", verb="convert"),)

    def transform_other(self, items: list[Any]) -> Effects:
        """ "Transform target Incubator token you control", "transform all Incubator tokens you
        control" (701.27a)."""
        return (step("transform", to=items[0]),)

    def flip_self(self, items: list[Any]) -> Effects:
        if self.ctx.targets:
            raise ValueError("'it' names a target here")
        return (step("flip_self"),)

    def exile_self_return_transformed(self, items: list[Any]) -> Effects:
        """ "Exile ~, then return it to the battlefield transformed under your control."
        (712.14a: the card this ability exiled, a new object, 400.7)."""
        if self.ctx.targets:
            raise ValueError("'it' names a target here")
        under = _under(str(items[-1]))
        returned = step("return_from_exile", card="self", under=under, transformed=True)
        return (step("exile", to="self"), Instruction(returned.kind, returned.params, THEN))

    def return_self_transformed(self, items: list[Token]) -> Effects:
        """ "When ~ dies, return it to the battlefield [tapped and] transformed under its
        owner's control." (603.10a: the card in its owner's graveyard; 712.14a)."""
        if self.ctx.targets or getattr(self, "trigger_kind", None) != "self_dies":
            raise ValueError("'it' is no card this ability can return")
        words = str(items[0])
        under = _under(words)
        tapped = "tapped and" in words.lower()
        extra: dict[str, Any] = {"tapped": True} if tapped else {}
        return (step("return_to_battlefield", card="self", under=under, transformed=True, **extra),)
