"""The embed page: the only frameable page, interactive, themed, and small."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

import pytest
from django.contrib.staticfiles import finders
from django.test import Client
from django.urls import reverse

from builder.models import Scenario
from builder.sharing import services
from tests.builder.conftest import HTMX
from tests.builder.sharing_helpers import ghosts_draft, save, two_step_draft

pytestmark = pytest.mark.django_db

STATIC = "/static/"


def embed(revision: Scenario) -> str:
    return reverse("builder-embed", args=[revision.public_id])


def test_only_the_embed_may_be_framed(client: Client, saved: Scenario) -> None:
    response = client.get(embed(saved))
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    assert "X-Frame-Options" not in response
    fragment = client.get(embed(saved), {"step": "0"}, headers=HTMX)
    assert "frame-ancestors *" in fragment["Content-Security-Policy"]


@pytest.mark.parametrize(
    "name",
    [
        "builder-scenario",
        "builder-scenario-latest",
        "builder-scenario-preview",
        "builder-scenario-json",
        "builder-scenario-question",
    ],
)
def test_every_other_scenario_page_refuses_framing(
    client: Client, saved: Scenario, name: str
) -> None:
    response = client.get(reverse(name, args=[saved.public_id]))
    assert "frame-ancestors 'none'" in response["Content-Security-Policy"]
    assert response["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize(
    "url", ["/examples/", "/examples/GHO-2/", "/browse/", "/import/", "/accounts/login/"]
)
def test_the_other_sharing_pages_refuse_framing(client: Client, url: str) -> None:
    response = client.get(url)
    assert response.status_code == 200
    assert "frame-ancestors 'none'" in response["Content-Security-Policy"]
    assert response["X-Frame-Options"] == "DENY"


def test_it_steps_through_the_log_with_real_links(client: Client) -> None:
    revision, _ = save(two_step_draft(), "Two hits")
    body = client.get(embed(revision)).content.decode()
    assert 'data-testid="life-B">Life <strong>16</strong>' in body
    assert 'href="?step=1" hx-get="?step=1"' in body
    fragment = client.get(embed(revision), {"step": "1"}, headers=HTMX).content.decode()
    assert fragment.lstrip().startswith('<main id="frame"')
    assert 'data-testid="life-B">Life <strong>18</strong>' in fragment
    assert "Step 1 of 2: Hit 1" in fragment


def test_it_shows_every_outcome_on_request(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts")
    body = client.get(embed(revision)).content.decode()
    assert 'href="?outcomes=1"' in body and "Every outcome" not in body
    shown = client.get(embed(revision), {"outcomes": "1"}, headers=HTMX).content.decode()
    assert "Every outcome" in shown
    assert "<strong>17</strong> life" in shown and "<strong>18</strong> life" in shown


@pytest.mark.parametrize(("theme", "css_class"), [("dark", "theme-dark"), ("light", "theme-light")])
def test_the_theme_comes_from_the_query(
    client: Client, saved: Scenario, theme: str, css_class: str
) -> None:
    body = client.get(embed(saved), {"theme": theme}).content.decode()
    assert f'<html lang="en" class="embed {css_class}">' in body


def test_an_unknown_theme_follows_the_reader(client: Client, saved: Scenario) -> None:
    body = client.get(embed(saved), {"theme": "neon"}).content.decode()
    assert '<html lang="en" class="embed">' in body


def test_the_whole_embed_transfers_at_most_100_kb(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts")
    html = client.get(embed(revision), {"outcomes": "1"}).content
    assets = re.findall(rb'(?:src|href)="(/static/[^"]+)"', html)
    assert any(a.endswith(b".js") for a in assets) and any(a.endswith(b".css") for a in assets)
    total = len(html)
    for asset in assets:
        found = finders.find(asset.decode().removeprefix(STATIC))
        assert found, asset
        total += Path(str(found)).stat().st_size
    assert total <= 100_000


def test_the_share_page_offers_an_iframe_snippet(client: Client, saved: Scenario) -> None:
    body = client.get(reverse("builder-scenario", args=[saved.public_id])).content.decode()
    # Issue 18: the height that fits (as oEmbed answers), and the host page's resizing script.
    height = services.fitted_embed_height(saved, 640)
    assert f'&lt;iframe src="http://testserver{embed(saved)}" width="640" height="{height}"' in body
    script = "http://testserver/static/builder/js/stackboard-embed.js"
    assert f'&lt;script src="{script}" async&gt;&lt;/script&gt;' in body
    # Issue 30, point 5: a responsive snippet; point 7: the oEmbed answer is linked, not only
    # named in the page's head.
    assert 'style="border:0;width:100%;max-width:640px"' in body
    oembed = f"http://testserver/oembed?url={quote('http://testserver' + reverse('builder-scenario', args=[saved.public_id]), safe='')}&amp;format=json"
    assert f'<a href="{oembed}">oEmbed' in body


def test_it_rejects_post(client: Client, saved: Scenario) -> None:
    assert client.post(embed(saved)).status_code == 405


def test_an_unknown_embed_is_said_inside_an_embed(client: Client) -> None:
    response = client.get(reverse("builder-embed", args=["nosuchthing"]))
    assert response.status_code == 404
    body = response.content.decode()
    assert "embed.css" in body and "This scenario isn’t here" in body
    assert "frame-ancestors *" in response["Content-Security-Policy"]
