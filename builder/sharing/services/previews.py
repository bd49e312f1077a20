"""Preview images: the board of a revision drawn as a 1200x630 PNG for link unfurls (Open
Graph, Twitter cards, oEmbed thumbnails), and its alt text from the engine's text rendering.

A revision never changes, so its image is drawn once and kept (``PreviewImage``).
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from django.db import IntegrityError, transaction
from PIL import Image, ImageDraw, ImageFont

import engine
from builder.cards.oracle_cards import cards_as_saved
from builder.jobs import JobState
from builder.scenarios.services.not_applied import NOTHING, NotAppliedNotice
from builder.scenarios.services.plainwords import without_ids
from builder.sharing import revision_kinds
from builder.sharing.models import PreviewImage, Scenario
from builder.sharing.services.rulings import explored, outcome_summary
from builder.sharing.services.steps import Outcomes

WIDTH, HEIGHT = 1200, 630
MARGIN = 48
MAX_ALT = 420
MAX_CARDS = 8
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
BACKGROUND = (29, 31, 36)
PANEL = (45, 49, 58)
INK = (244, 245, 248)
MUTED = (170, 176, 190)
ACCENT = (120, 170, 255)

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@dataclass(frozen=True)
class PlayerLine:
    name: str
    life: int
    poison: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Preview:
    png: bytes
    # The job still exploring the outcomes the subtitle names (the image is drawn again when it
    # has ended: ``revisioncache.while_exploring``); None for an image that never changes.
    exploring: JobState | None = None


def preview_png(revision: Scenario) -> Preview:
    """The revision's preview image, drawn on first use and stored (once every outcome it names
    is known).  A puzzle's shows its starting board without hidden cards, drawn each time (it
    may become a puzzle later). Its cards are the ones saved with it (``cards_as_saved``)."""
    with cards_as_saved(revision.cards):
        return _preview_png(revision)


def _preview_png(revision: Scenario) -> Preview:
    if (kind := revision_kinds.kind_of(revision)) is not None:
        return Preview(draw_board(kind.shown_document(revision), str(revision)))
    stored = PreviewImage.objects.filter(revision=revision).first()
    if stored is not None:
        return Preview(bytes(stored.png))
    # A ruling whose point is a choice shows the board it starts from and every outcome.
    outcomes, exploring = explored(revision)
    summary = outcome_summary(outcomes)
    document = outcomes.before if outcomes is not None and outcomes.before else revision.document
    png = draw_board(
        document, str(revision), subtitle=f"Every outcome: {summary}" if summary else ""
    )
    if exploring is not None:  # the outcomes found so far: not the image to keep
        return Preview(png, exploring)
    try:
        with transaction.atomic():
            PreviewImage.objects.create(revision=revision, png=png)
    except IntegrityError:  # drawn at the same time by another request: keep theirs
        pass
    return Preview(png)


def preview_alt_text(
    document: Mapping[str, Any],
    outcomes: Outcomes | None,
    not_applied: NotAppliedNotice = NOTHING,
) -> str:
    """What the preview image shows, in words: what the answer doesn't apply first, every
    outcome when the ruling's point is a choice (the image's subtitle), then the board it
    starts from."""
    summary = outcome_summary(outcomes)
    lead = not_applied.lead(f"Every outcome: {summary}." if summary else "")
    lead = f"{lead} " if lead else ""
    shown = outcomes.before if outcomes is not None and outcomes.before else document
    # The board keeps some room however many outcomes there are.
    return lead + alt_text(shown, max(MAX_ALT - len(lead), MAX_ALT // 3))


def alt_text(document: Mapping[str, Any], limit: int = MAX_ALT) -> str:
    """The board in words (``engine.text_rendering``), cut at a word boundary if too long."""
    try:
        text = " ".join(without_ids(engine.text_rendering(engine.load(dict(document)))).split())
    except engine.EngineError:
        return "A Magic: The Gathering board."
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0]
    return f"{cut}…"


def draw_board(document: Mapping[str, Any], title: str, subtitle: str = "") -> bytes:
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text(
        (MARGIN, 36),
        _fit(draw, title, _font(44, bold=True), WIDTH - 2 * MARGIN),
        fill=INK,
        font=_font(44, bold=True),
    )
    line = subtitle or "Stackboard · Magic rules, resolved and explained"
    draw.text(
        (MARGIN, 96),
        _fit(draw, line, _font(26 if subtitle else 22, bold=bool(subtitle)), WIDTH - 2 * MARGIN),
        fill=ACCENT if subtitle else MUTED,
        font=_font(26 if subtitle else 22, bold=bool(subtitle)),
    )
    players = _players(document)
    columns = max(1, min(len(players), 4))
    gap = 24
    width = (WIDTH - 2 * MARGIN - gap * (columns - 1)) // columns
    top, bottom = 150, HEIGHT - MARGIN
    for index, player in enumerate(players[:4]):
        left = MARGIN + index * (width + gap)
        _draw_player(draw, player, (left, top, left + width, bottom))
    if len(players) > 4:
        draw.text(
            (MARGIN, HEIGHT - 40), f"+ {len(players) - 4} more players", fill=MUTED, font=_font(20)
        )
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def _draw_player(
    draw: ImageDraw.ImageDraw, player: PlayerLine, box: tuple[int, int, int, int]
) -> None:
    left, top, right, bottom = box
    draw.rounded_rectangle(box, radius=16, fill=PANEL)
    inner = right - left - 48
    name_font, life_font, card_font = _font(30, bold=True), _font(64, bold=True), _font(22)
    draw.text(
        (left + 24, top + 20), _fit(draw, player.name, name_font, inner), fill=INK, font=name_font
    )
    life = f"{player.life}"
    draw.text((left + 24, top + 62), life, fill=ACCENT, font=life_font)
    label_x = left + 36 + int(draw.textlength(life, font=life_font))
    draw.text((label_x, top + 98), "life", fill=MUTED, font=card_font)
    if player.poison:
        draw.text((label_x + 56, top + 98), f"· {player.poison} poison", fill=MUTED, font=card_font)
    y = top + 150
    cards = list(player.cards) or ["(no permanents)"]
    shown = cards[:MAX_CARDS] if len(cards) <= MAX_CARDS else cards[: MAX_CARDS - 1]
    for card in shown:
        if y > bottom - 40:
            break
        draw.text((left + 24, y), _fit(draw, card, card_font, inner), fill=INK, font=card_font)
        y += 32
    if len(shown) < len(cards):
        draw.text((left + 24, y), f"+ {len(cards) - len(shown)} more", fill=MUTED, font=card_font)


def _players(document: Mapping[str, Any]) -> list[PlayerLine]:
    """Players with their battlefield as "Card name P/T" (power and toughness from the engine)."""
    try:
        report = engine.characteristics_report(engine.load(dict(document)))
    except engine.EngineError:
        report = {}
    players = []
    for player in document.get("players") or []:
        cards = []
        for obj in player.get("battlefield") or []:
            name = str(obj.get("card", "")) if isinstance(obj, Mapping) else str(obj)
            chars = report.get(str(obj.get("id", ""))) if isinstance(obj, Mapping) else None
            if chars and chars.get("power") is not None:
                name = f"{name} {chars['power']}/{chars['toughness']}"
            cards.append(name)
        counted = Counter(cards)  # insertion ordered: "7× Mountain" where the board has seven
        players.append(
            PlayerLine(
                name=str(player.get("name") or player.get("id", "")),
                life=int(player.get("life", 20)),
                poison=int(player.get("poison", 0)),
                cards=tuple(f"{n}× {card}" if n > 1 else card for card, n in counted.items()),
            )
        )
    return players


def _fit(draw: ImageDraw.ImageDraw, text: str, font: Font, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    text = " ".join(text.split())
    if draw.textlength(text, font=font) <= width:
        return text
    while text and draw.textlength(text + "…", font=font) > width:
        text = text[:-1]
    return text.rstrip() + "…"


@cache
def _font(size: int, *, bold: bool = False) -> Font:
    path = FONT_DIR / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    if path.is_file():
        return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size)
