"""A target card of your graveyard put on top of your library (401.2, 115.1): "When ~ dies, put
target creature card from your graveyard on top of your library." (Golgari Thug), "When ~
enters, you may put target creature card from your graveyard on top of your library."
(Mortuary Mire). The instruction is "put_into_library" of the target (a graveyard is its
owner's, 404.1, so "your library" is its owner's)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import YOUR_GRAVEYARD_TARGETS

GRAMMAR = r"""
%extend put_into_library: "put" target GTL_ON_TOP_OF_YOUR_LIBRARY -> graveyard_card_on_top
GTL_ON_TOP_OF_YOUR_LIBRARY: "on top of your library"
"""


class GraveyardToLibraryLowering:
    ctx: LineContext

    def graveyard_card_on_top(self, items: list[Any]) -> Effects:
        card = items[0]
        if not isinstance(card, int) or self.ctx.targets[card] not in YOUR_GRAVEYARD_TARGETS:
            raise ValueError("only a card of your graveyard goes on top of your library")
        return (step("put_into_library", to=card, position="top"),)


def your_library_words(targets: tuple[str, ...], to: Any, position: Any) -> bool:
    """Whether a "put_into_library" step is said with "your library": its card is a target
    card of your graveyard, put on top."""
    return (
        position == "top"
        and isinstance(to, int)
        and not isinstance(to, bool)
        and to < len(targets)
        and targets[to] in YOUR_GRAVEYARD_TARGETS
    )
