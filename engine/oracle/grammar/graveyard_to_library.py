"""A card put from your graveyard on top of your library (401.2, 400.7): "Put target card from
your graveyard on top of your library." (Reclaim), "Put target creature card from your graveyard
on top of your library." The instruction is `put_into_library` (engine.instructions.library) with
a target card in your graveyard (115.1)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import YOUR_GRAVEYARD_TARGETS

GRAMMAR = r"""
%extend clause: "put" target GL_ON_TOP_OF_YOUR_LIBRARY -> put_card_on_your_library
GL_ON_TOP_OF_YOUR_LIBRARY: "on top of your library"
"""


class GraveyardToLibraryLowering:
    ctx: LineContext

    def put_card_on_your_library(self, items: list[Any]) -> Effects:
        if not self.ctx.targets or self.ctx.targets[-1] not in YOUR_GRAVEYARD_TARGETS:
            raise ValueError("your library: a card of your graveyard")
        return (step("put_into_library", to=items[0], position="top"),)
