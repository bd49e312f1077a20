"""Effects that turn the object with the ability to its other face: "transform ~" (701.27a,
a double-faced permanent) and "flip it" / "flip ~" (710.2, a flip card), lowered to the
instructions of engine.mechanics.transform_and_flip. "It" is the object with the ability only
when no target has been named (a target would be "it" instead: not read here)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: "transform" SELF -> transform_self
              | "transform" "it" -> transform_self
              | "flip" SELF -> flip_self
              | "flip" "it" -> flip_self
"""


class FacesLowering:
    ctx: LineContext

    def transform_self(self, items: list[Any]) -> Effects:
        if self.ctx.targets:
            raise ValueError("'it' names a target here")
        return (step("transform_self"),)

    def flip_self(self, items: list[Any]) -> Effects:
        if self.ctx.targets:
            raise ValueError("'it' names a target here")
        return (step("flip_self"),)
