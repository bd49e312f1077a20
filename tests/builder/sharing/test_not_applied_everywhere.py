"""Every answer leads with what it doesn't apply (issue 32 point 1): the builder's result
panel, adding a card, the share page, the embed, the preview's alt text, the oEmbed title, the
judges' question text and the puzzle page all say "Not applied: Primal Vigor — ‘...’ This
answer ignores them." first, from one service (builder.scenarios.services.not_applied). A saved revision
says it from its own stored boards."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft, Scenario
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services.pages import puzzle_intro
from builder.scenarios import services
from builder.sharing import services as sharing_services
from engine.puzzle import win_this_turn
from tests.builder.editor_support import add
from tests.builder.puzzle_helpers import BOLT_FACE, bolt_board, saved_board
from tests.builder.sharing_helpers import (
    VIGOR_COUNTERS,
    VIGOR_TOKENS,
    primal_vigor_card,
    save,
)

pytestmark = pytest.mark.django_db

TOKENS, COUNTERS = VIGOR_TOKENS, VIGOR_COUNTERS
LEAD = f"Not applied: Primal Vigor — ‘{TOKENS}’ ‘{COUNTERS}’ This answer ignores them."


@pytest.fixture
def doubling_season() -> None:
    """The card database's Primal Vigor (text only: placed with its printed text)."""
    primal_vigor_card()


@pytest.fixture
def answered(draft: Draft, doubling_season: None) -> Draft:
    """Alice has Primal Vigor and Grizzly Bears; the Bears deal 1 damage to Bob."""
    add(draft, "A", "Primal Vigor")
    bears = add(draft, "A", "Grizzly Bears")
    services.do_apply_action(
        draft, {"type": "deal_damage", "source": bears, "target": "B", "amount": 1}
    )
    draft.refresh_from_db()
    return draft


@pytest.fixture
def revision(answered: Draft) -> Scenario:
    saved, _ = save(answered, "Bears with Primal Vigor")
    return saved


def visible(body: str) -> str:
    return " ".join(html.unescape(body).split())


def banner_text(body: str) -> str:
    """The banner's words, as a reader sees them."""
    start = body.index('data-testid="not-applied"')
    inner = body[body.index(">", start) + 1 : body.index("</div>", start)]
    return visible(re.sub(r"<[^>]+>", " ", inner)).replace(" .", ".")


def test_adding_the_card_says_at_once_what_isnt_applied(
    draft: Draft, doubling_season: None
) -> None:
    message = services.do_add_card(draft, "A", "Primal Vigor")
    assert message == f"Added Primal Vigor to Alice’s battlefield. {LEAD}"
    assert services.do_add_card(draft, "A", "Grizzly Bears") == (
        "Added Grizzly Bears to Alice’s battlefield."
    )


def test_adding_it_through_the_page_shows_the_sentences(
    client: Client, draft: Draft, doubling_season: None
) -> None:
    url = reverse("builder-add-card", args=[draft.key])
    response = client.post(url, {"card-card": "Primal Vigor", "card-player": "A"}, follow=True)
    body = visible(response.content.decode())
    assert f"Added Primal Vigor to Alice’s battlefield. {LEAD}" in body


def test_the_builders_result_panel_leads_with_it(client: Client, answered: Draft) -> None:
    body = client.get(reverse("builder-draft", args=[answered.key])).content.decode()
    log = body[body.index('id="log"') :]
    assert banner_text(log) == LEAD
    assert log.index('data-testid="not-applied"') < log.index('class="step-label"')


def test_a_board_the_engine_applies_fully_shows_no_banner(client: Client, bears: Draft) -> None:
    body = client.get(reverse("builder-draft", args=[bears.key])).content.decode()
    assert 'data-testid="not-applied"' not in body


def test_the_share_page_leads_with_it(client: Client, revision: Scenario) -> None:
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert banner_text(body) == LEAD
    assert body.index('data-testid="not-applied"') < body.index('id="log-heading"')
    assert body.index('data-testid="not-applied"') < body.index('class="step-heading"')


def test_the_embed_leads_with_it(client: Client, revision: Scenario) -> None:
    body = client.get(reverse("builder-embed", args=[revision.public_id])).content.decode()
    assert banner_text(body) == LEAD
    assert body.index('data-testid="not-applied"') < body.index('aria-label="What happened"')


def test_the_preview_alt_text_leads_with_it(client: Client, revision: Scenario) -> None:
    page = sharing_services.share_page(revision)
    assert page.alt_text.startswith(LEAD)
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    alt = html.unescape(body.split('<meta property="og:image:alt" content="', 1)[1].split('"')[0])
    assert alt.startswith("Not applied: Primal Vigor — ‘If one or more tokens")


def test_the_oembed_title_leads_with_it(client: Client, revision: Scenario) -> None:
    url = "http://testserver" + reverse("builder-scenario", args=[revision.public_id])
    data = client.get("/oembed", {"url": url, "format": "json"}).json()
    assert data["title"] == f"{LEAD} Bears with Primal Vigor"


def test_the_judges_question_text_leads_with_it(client: Client, revision: Scenario) -> None:
    url = reverse("builder-scenario-question", args=[revision.public_id])
    text = client.get(url).content.decode()
    assert LEAD in text
    assert text.index(LEAD) < text.index("Active player:") < text.index("Answer:")


def test_a_revision_keeps_its_meaning_when_the_draft_changes(
    client: Client, answered: Draft, revision: Scenario
) -> None:
    """The list comes from the revision's stored boards: removing the card from the draft
    afterwards changes nothing on the link."""
    services.do_remove_object(answered, "o1")
    answered.refresh_from_db()
    assert all(
        obj["card"] != "Primal Vigor"
        for p in answered.document["players"]
        for obj in p.get("battlefield", [])
    )
    page = sharing_services.share_page(revision)
    assert [e.name for e in page.not_applied.entries] == ["Primal Vigor"]


def test_the_puzzle_page_leads_with_it(client: Client, doubling_season: None) -> None:
    document: dict[str, Any] = bolt_board()
    document["players"][0]["battlefield"].append(
        {
            "id": "ds",
            "card": "Primal Vigor",
            "characteristics": {
                "types": ["Enchantment"],
                "mana_cost": "{4}{G}",
                "colors": ["G"],
                "oracle_text": f"{TOKENS}\n{COUNTERS}",
            },
        }
    )
    engine.load(document)
    revision = saved_board(document, title="Bolt them, Primal Vigor aside")
    puzzle = puzzle_services.do_publish_puzzle(revision, win_this_turn(), solution=BOLT_FACE)
    assert puzzle_intro(puzzle).not_applied.text == LEAD
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert banner_text(body) == LEAD
    assert body.index('data-testid="not-applied"') < body.index('data-testid="puzzle-goal"')
    embed = client.get(reverse("builder-embed", args=[revision.public_id])).content.decode()
    assert banner_text(embed) == LEAD  # the puzzle's embed (solve mode) too
