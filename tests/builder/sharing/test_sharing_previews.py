"""Preview images and the link-unfurl meta tags of a share page."""

from __future__ import annotations

import io
import re

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from PIL import Image

from builder.models import PreviewImage, Scenario
from builder.sharing import revisioncache
from builder.sharing.services.previews import alt_text, draw_board
from tests.builder.sharing_helpers import ghosts_draft, save, two_step_draft, xss_document

pytestmark = pytest.mark.django_db


def test_the_preview_is_a_1200_by_630_png_with_a_long_cache(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts")
    response = client.get(reverse("builder-scenario-preview", args=[revision.public_id]))
    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"
    assert "max-age=31536000" in response["Cache-Control"]
    assert "immutable" in response["Cache-Control"]
    image = Image.open(io.BytesIO(response.content))
    image.verify()
    assert (image.format, image.size) == ("PNG", (1200, 630))


def test_it_is_drawn_once_per_revision(client: Client, saved: Scenario) -> None:
    url = reverse("builder-scenario-preview", args=[saved.public_id])
    first = client.get(url).content
    stored = PreviewImage.objects.get(revision=saved)
    assert bytes(stored.png) == first
    stored.png = b"cached"
    stored.save()
    cache.clear()  # as in a new worker process: the stored image, not drawn again
    revisioncache.clear_local()
    assert client.get(url).content == b"cached"


def test_hostile_text_and_big_boards_still_draw() -> None:
    document = xss_document()
    document["players"][0]["battlefield"] += [
        {"id": f"land{n}", "card": "Forest" if n % 2 else "Mountain"} for n in range(30)
    ]
    image = Image.open(io.BytesIO(draw_board(document, "x" * 500)))
    assert image.size == (1200, 630)


def test_the_alt_text_is_the_text_rendering_cut_at_a_word() -> None:
    revision_document = ghosts_draft().document
    text = alt_text(revision_document)
    assert text.startswith("Turn 3, Alice's turn, precombat main step.")
    short = alt_text(revision_document, limit=60)
    assert len(short) <= 60 and short.endswith("…")
    assert " " not in short[-2:]


def test_a_ruling_with_one_outcome_has_the_board_alone_as_its_alt_text(client: Client) -> None:
    revision, _ = save(two_step_draft(), "Two hits")  # no decision met: one outcome
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert re.search(r'<meta property="og:image:alt" content="Turn 1, Alice&#x27;s turn', body)
    assert "Every outcome" not in body


def test_the_share_page_has_open_graph_and_twitter_tags(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts", description="Who **picks**?")
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    image = f"http://testserver/s/{revision.public_id}/preview.png"
    # Bob chose which effect applies first: the title says both outcomes (issue 18).
    assert '<meta property="og:title" content="Ghosts: Bob at 17 or 18">' in body
    assert '<meta property="og:description" content="Who picks?">' in body
    assert f'<meta property="og:image" content="{image}">' in body
    # The image's alt text says what it draws: every outcome, then the board it starts from.
    assert re.search(
        r'<meta property="og:image:alt" content="Every outcome: Bob at 17 or 18\. Turn 3, Alice',
        body,
    )
    # The oEmbed discovery link is named as the page is.
    assert re.search(
        r'type="application/json\+oembed" href="[^"]+" title="Ghosts: Bob at 17 or 18"', body
    )
    assert '<meta name="twitter:card" content="summary_large_image">' in body
    assert f'<meta name="twitter:image" content="{image}">' in body
