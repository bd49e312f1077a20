"""How tall an embed is, so the oEmbed answer's iframe fits it (docs/embedding.md).

The embed itself tells its host page its height as it changes (``embed-height.js`` posts it,
``stackboard-embed.js`` on the host page applies it); the oEmbed answer can only give one height
up front. This estimates the embed's height at its oEmbed width from what it shows: the header,
what the answer doesn't apply, the stepper, the playmat (each player's side of the table, its card frames, the stack), the log
and the footer, in the embed stylesheets' measures (``embed.css``: 14 px text, about 20 px a
line; ``playmat.css``: the card frames). It errs on the tall side: a frame a
little too tall shows some empty space, one too short cuts the log off.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from builder.scenarios.services.boardview import BoardView, PlayerView
from builder.scenarios.services.not_applied import NotAppliedNotice
from builder.sharing.services.steps import Outcomes, Step

LINE = 21  # px: one line of 14 px text at line-height 1.45, rounded up
CHAR = 7.4  # px: an average character of the embed's sans-serif at 14 px
# The playmat's measures at 14 px to the rem (playmat.css): card frames 7.25 by 7.75 rem.
CARD_W, CARD_H = 102, 109
MINI_H = 40  # a slim frame outside the battlefield (2.4 rem, a line of name and cost)
STACK_CARD = 60  # a frame on the stack (4 rem at least)
GAP = 6  # the playmat's gaps (0.4-0.5 rem)
PLAYER_PAD = 7  # a player's side: 0.5 rem padding
ROWS_MIN = 56  # an empty battlefield keeps 4 rem
PILE_MIN = 116  # a pile (hand, graveyard...) is at least 8 rem wide with its gap
STACK_BOX = 14  # the stack's border and padding
MIN_HEIGHT, MAX_HEIGHT = 200, 4000
PUZZLE_HEIGHT = 760  # a puzzle's solve mode: the board, the moves and the helpers


class EmbeddedPage(Protocol):
    """What the height depends on of the page an embed shows (the share page,
    ``builder.sharing.services.revisions.SharePage``, which imports this module)."""

    @property
    def title(self) -> str: ...
    @property
    def revision(self) -> object: ...
    @property
    def newer(self) -> object: ...
    @property
    def steps(self) -> Sequence[tuple[int, str]]: ...
    @property
    def step(self) -> Step: ...
    @property
    def note_html(self) -> str: ...
    @property
    def board(self) -> BoardView | None: ...
    @property
    def log(self) -> Sequence[Mapping[str, Any]]: ...
    @property
    def outcomes(self) -> Outcomes | None: ...
    @property
    def decided(self) -> bool: ...
    @property
    def edition_note(self) -> str: ...
    @property
    def not_applied(self) -> NotAppliedNotice: ...


def embed_height(page: EmbeddedPage, width: int) -> int:
    """The estimated height in px of the embed of ``page`` in a frame ``width`` px wide."""
    inner = max(width - 24, 200)  # main's padding
    height = 20  # main's padding, top and bottom
    height += _lines(str(page.title or page.revision), inner, CHAR * 1.15) * 25 + 6  # the h1
    if page.newer:
        height += LINE
    if page.not_applied:  # the banner: "Not applied:", then a line or more for each card
        height += 16 + 19 * (1 + len(page.not_applied.entries))
        height += (
            sum(_lines(e.text(), inner - 28, CHAR * 0.92) for e in page.not_applied.entries) * 19
        )
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
    """The playmat (playmat.css, 14 px to the rem): the players one under the other, the stack
    between the first two."""
    height = sum(_player(player, inner) for player in board.players)
    height += GAP * len(board.players)  # the grid's gaps, the stack's included
    stack = STACK_BOX + LINE
    if board.stack:
        stack += _frame_rows(len(board.stack), inner - 16) * (STACK_CARD + GAP)
    else:
        stack += LINE
    return height + stack


def _player(player: PlayerView, box: int) -> int:
    inner = box - 2 * PLAYER_PAD
    height = 2 * PLAYER_PAD + 2  # padding and border
    head = f"{player.name} active player Life {player.life} {' '.join(player.designations)}"
    height += _lines(head, inner, CHAR) * 26
    rows = dict(_battlefield_rows(player.battlefield))
    height += GAP + 20 + 8  # the battlefield's heading, its padding and border
    lines = [rows.get("creatures", 0), rows.get("others", 0) + rows.get("lands", 0)]
    frames = sum(_frame_rows(count, inner - 8) for count in lines if count)
    height += max(ROWS_MIN, frames * (CARD_H + GAP))
    piles = [len(objects) for zone, objects in player.zones if zone != "battlefield" and objects]
    if piles:
        per_line = max(1, min(len(piles), int(inner // PILE_MIN)))
        lines_of_piles = [piles[i : i + per_line] for i in range(0, len(piles), per_line)]
        width = inner / per_line
        for line in lines_of_piles:
            per_row = max(1, int(width // (CARD_W + 4)))
            tallest = max(math.ceil(count / per_row) for count in line)
            height += GAP + 24 + tallest * (MINI_H + 4)
    return height


def _battlefield_rows(objects: Sequence[object]) -> list[tuple[str, int]]:
    """How many cards sit in each row of the battlefield (attachments hang under their host)."""
    counts: dict[str, int] = {}
    for obj in objects:
        if getattr(obj, "attached_to", ""):
            continue
        row = str(getattr(obj, "row", "others"))
        counts[row] = counts.get(row, 0) + 1
    return list(counts.items())


def _frame_rows(count: int, width: float) -> int:
    per_row = max(1, int((width + 4) // (CARD_H + 4)))  # a tapped card's width, to be safe
    return math.ceil(count / per_row)


def _log(texts: Sequence[str], inner: int) -> int:
    if not texts:
        return LINE + 14
    width = inner - 24  # the list's indent
    # Each entry is its text and its rule numbers ("CR 616.1", in a smaller monospace).
    return sum(_lines(text + " CR 000.0a", width, CHAR) for text in texts) * LINE + 14


def _lines(text: str, width: float, char: float) -> int:
    return max(1, math.ceil(len(" ".join(text.split())) * char / max(width, 1)))
