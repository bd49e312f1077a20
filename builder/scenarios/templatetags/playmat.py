"""The playmat, read-only, for the pages that show a saved board (share page, embed, puzzle
pages, gallery): the same card frames and table layout as the builder (templates/scenarios/
_board.html), without the builder's controls."""

from __future__ import annotations

from django import template

from builder.scenarios.services import BoardView
from builder.scenarios.views.workspace import Playmat, card_images, playmat

register = template.Library()


@register.simple_tag
def readonly_playmat(board: BoardView) -> Playmat:
    return playmat(board, editable=False, images=card_images(board))
