"""How tall an embed is, so the oEmbed answer's iframe fits it (docs/embedding.md).

The embed itself tells its host page its height as it changes (``embed-height.js`` posts it,
``stackboard-embed.js`` on the host page applies it); the oEmbed answer can only give one height
up front. This estimates the embed's height at its oEmbed width from what it shows: the header,
the stepper, each player's zones and cards, the log and the footer, in the embed stylesheet's
measures (``embed.css``: 14 px text, about 20 px a line). It errs on the tall side: a frame a
little too tall shows some empty space, one too short cuts the log off.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from builder.services.boardview import BoardView, PlayerView

if TYPE_CHECKING:  # the share page holds its embed's height: only its type is read here
    from builder.services.sharing import SharePage

LINE = 21  # px: one line of 14 px text at line-height 1.45, rounded up
CHAR = 7.4  # px: an average character of the embed's sans-serif at 14 px
COLUMN_MIN = 176  # px: a player's box is at least 12rem wide (plus its gap)
MIN_HEIGHT, MAX_HEIGHT = 200, 4000
PUZZLE_HEIGHT = 760  # a puzzle's solve mode: the board, the moves and the helpers


def embed_height(page: SharePage, width: int) -> int:
    """The estimated height in px of the embed of ``page`` in a frame ``width`` px wide."""
    inner = max(width - 24, 200)  # main's padding
    height = 20  # main's padding, top and bottom
    height += _lines(str(page.title or page.revision), inner, CHAR * 1.15) * 25 + 6  # the h1
    if page.newer:
        height += LINE
    if len(page.steps) > 1:
        height += _lines(page.step.label, inner - 160, CHAR) * LINE + 14
    if page.note_html:
        height += _lines(str(page.note_html), inner - 12, CHAR) * LINE + 12
    if page.board is not None:
        height += _board(page.board, inner)
    else:
        height += 2 * LINE
    height += _log([str(entry.get("text", "")) for entry in page.log], inner)
    if page.outcomes is not None:
        height += 3 * LINE
        for item in page.outcomes.items:
            height += 3 * LINE + len(item.choice_labels) * LINE + 12
            height += _log([str(entry.get("text", "")) for entry in item.log], inner - 20)
    elif page.decided:
        height += LINE + 14
    height += _lines(f"Open on Stackboard · {page.edition_note}", inner, CHAR * 0.85) * 18 + 10
    return max(MIN_HEIGHT, min(MAX_HEIGHT, math.ceil(height * 1.15)))


def _board(board: BoardView, inner: int) -> int:
    columns = max(1, min(len(board.players), (inner + 8) // COLUMN_MIN))
    box = (inner - 8 * (columns - 1)) // columns
    heights = [_player(player, box) for player in board.players]
    rows = [heights[i : i + columns] for i in range(0, len(heights), columns)]
    height = sum(max(row) for row in rows) + 8 * (len(rows) - 1)
    if board.stack:
        height += 8 + 2 * LINE + _cards([obj.card for obj in board.stack], inner - 16) + 12
    return height


def _player(player: PlayerView, box: int) -> int:
    height = 12 + 2 * LINE  # border and padding, the name, the totals
    for zone, objects in player.zones:
        if not objects and zone != "battlefield":
            continue
        height += 24  # the zone's heading
        if objects:
            labels = [_card_text(obj) for obj in objects]
            height += _cards(labels, box - 16)
        else:
            height += LINE
    return height


def _card_text(obj: object) -> str:
    parts = [str(getattr(obj, "card", ""))]
    for name in ("power_toughness", "loyalty"):
        if value := getattr(obj, name, None):
            parts.append(str(value))
    if getattr(obj, "tapped", False):
        parts.append("tapped")
    if getattr(obj, "damage", 0):
        parts.append("N damage")
    parts += [f"{count} {name}" for name, count in getattr(obj, "counters", ()) or ()]
    if attached := getattr(obj, "attached_name", ""):
        parts.append(f"on {attached}")
    return " ".join(parts)


def _cards(labels: Sequence[str], width: int) -> int:
    """Cards wrap as boxes in a row: their rows, each 26 px (a line, the box and the gap)."""
    rows, used = 1, 0.0
    for label in labels:
        size = min(len(label) * CHAR + 20, width)
        if used and used + size > width:
            rows, used = rows + 1, 0.0
        used += size + 4
    return rows * 28


def _log(texts: Sequence[str], inner: int) -> int:
    if not texts:
        return LINE + 14
    width = inner - 24  # the list's indent
    # Each entry is its text and its rule numbers ("CR 616.1", in a smaller monospace).
    return sum(_lines(text + " CR 000.0a", width, CHAR) for text in texts) * LINE + 14


def _lines(text: str, width: float, char: float) -> int:
    return max(1, math.ceil(len(" ".join(text.split())) * char / max(width, 1)))
