"""The share page, the embed and the puzzle pages draw a saved board as the builder's playmat,
read-only (issue 18, point 3): card frames with the mana cost as mana symbols (each with its
meaning as its name), each side of the table in rows, the stack between the players; the
board's text rendering stays; none of the builder's controls."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from builder.management.commands.vendor_mana_font import TARGET, cost_symbols_only
from tests.builder.puzzle_helpers import bolt_puzzle
from tests.builder.sharing_helpers import ghosts_draft, save

pytestmark = pytest.mark.django_db

FURNACE_COST = '<i class="ms ms-cost ms-1" role="img" aria-label="one generic mana"'


def assert_read_only_playmat(body: str) -> None:
    assert 'class="board playmat players-2"' in body
    assert body.count('class="card-frame') >= 3
    assert 'aria-label="Creatures"' in body  # the battlefield in rows
    assert 'id="stack-heading"' in body
    assert "card-quick" not in body and "data-drop-zone" not in body  # no builder controls
    assert "draggable" not in body


def test_the_share_page_draws_the_playmat_and_keeps_the_text_rendering(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts")
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert_read_only_playmat(body)
    assert FURNACE_COST in body  # Furnace of Rath: {1}{R}{R}{R}
    assert 'aria-label="one red mana"' in body
    assert "The board as text" in body and "Furnace of Rath" in body
    assert "builder/css/playmat.css" in body


def test_the_embed_draws_the_playmat_with_the_small_mana_stylesheet(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts")
    body = client.get(reverse("builder-embed", args=[revision.public_id])).content.decode()
    assert_read_only_playmat(body)
    assert FURNACE_COST in body
    assert "mana-costs.min.css" in body and "mana.min.css" not in body
    assert "builder/css/playmat.css" in body


def test_the_puzzle_page_and_its_embed_draw_the_playmat(client: Client) -> None:
    puzzle = bolt_puzzle()
    for name in ("builder-scenario", "builder-embed"):
        body = client.get(reverse(name, args=[puzzle.scenario.public_id])).content.decode()
        assert 'class="board playmat players-2"' in body, name
        assert re.search(
            r'class="card-frame[^"]*">\s*<div class="frame-title"><span class="card-name">Mountain',
            body,
        )
        assert "card-quick" not in body


def test_the_small_mana_stylesheet_keeps_the_cost_symbols_only() -> None:
    small = cost_symbols_only((TARGET / "mana.min.css").read_text(encoding="utf-8"))
    assert small == (TARGET / "mana-costs.min.css").read_text(encoding="utf-8")  # vendored
    assert '@font-face{font-family:"Mana";src:url("mana.woff2")' in small
    assert ".ms-r::before{" in small and ".ms-wu::before" in small and ".ms-cost{" in small
    assert ".ms-planeswalker" not in small and ".ms-artifact" not in small
    assert len(small) < 12_000
