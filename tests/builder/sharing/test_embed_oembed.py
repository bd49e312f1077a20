"""oEmbed: discovery links on share pages and the /oembed endpoint (https://oembed.com)."""

from __future__ import annotations

import html

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Scenario
from builder.sharing import services

pytestmark = pytest.mark.django_db

OEMBED = "/oembed"


def share_url(revision: Scenario) -> str:
    return "http://testserver" + reverse("builder-scenario", args=[revision.public_id])


def test_every_share_page_has_a_discovery_link(client: Client, saved: Scenario) -> None:
    body = client.get(reverse("builder-scenario", args=[saved.public_id])).content.decode()
    start = body.index('<link rel="alternate" type="application/json+oembed"')
    href = html.unescape(body[start:].split('href="', 1)[1].split('"', 1)[0])
    response = client.get(href)
    assert response.status_code == 200
    assert response.json()["type"] == "rich"


def test_it_answers_rich_json_with_the_iframe(client: Client, saved: Scenario) -> None:
    response = client.get(OEMBED, {"url": share_url(saved), "format": "json"})
    assert response["Content-Type"] == "application/json"
    data = response.json()
    embed = "http://testserver" + reverse("builder-embed", args=[saved.public_id])
    assert data["version"] == "1.0"
    assert data["type"] == "rich"
    height = services.fitted_embed_height(saved, 640)  # what the embed shows needs (issue 18)
    assert 200 <= height < 640  # a one-step board drawn as the playmat (its card frames)
    assert data["html"].startswith(f'<iframe src="{embed}" width="640" height="{height}"')
    # Issue 30, point 5: the frame takes its column's width on a phone, up to the answer's width.
    assert 'style="border:0;width:100%;max-width:640px"' in data["html"]
    script = "http://testserver/static/builder/js/stackboard-embed.js"
    assert data["html"].endswith(f'</iframe><script src="{script}" async></script>')
    assert (data["width"], data["height"]) == (640, height)
    assert data["title"] == saved.title
    assert data["provider_name"] == "Stackboard"
    assert data["thumbnail_url"].endswith(f"/s/{saved.public_id}/preview.png")
    assert (data["thumbnail_width"], data["thumbnail_height"]) == (1200, 630)


def test_it_respects_maxwidth_and_maxheight(client: Client, saved: Scenario) -> None:
    data = client.get(OEMBED, {"url": share_url(saved), "maxwidth": 300, "maxheight": 200}).json()
    assert (data["width"], data["height"]) == (300, 200)
    assert 'width="300" height="200"' in data["html"]


@pytest.mark.parametrize("suffix", ["embed/", "latest/", "?step=0"])
def test_embed_and_latest_urls_work_too(client: Client, saved: Scenario, suffix: str) -> None:
    assert client.get(OEMBED, {"url": share_url(saved) + suffix}).status_code == 200


@pytest.mark.parametrize("fmt", ["xml", "XML", "yaml"])
def test_another_format_is_not_implemented(client: Client, saved: Scenario, fmt: str) -> None:
    assert client.get(OEMBED, {"url": share_url(saved), "format": fmt}).status_code == 501


@pytest.mark.parametrize(
    "url",
    [
        None,
        "",
        "not a url",
        "http://testserver/s/doesnotexist/",
        "http://testserver/cards/",
        "http://elsewhere.example/s/abc/",
        "javascript:alert(1)",
    ],
)
def test_a_url_that_is_not_one_of_our_scenarios_is_404(client: Client, url: str | None) -> None:
    query = {} if url is None else {"url": url}
    assert client.get(OEMBED, query).status_code == 404


def _visible_link(body: str, text: str) -> str:
    """The address of the share page's visible link (an <a> in the page) whose words start
    with ``text``."""
    for part in body.split("<a ")[1:]:
        attributes, _, rest = part.partition(">")
        if rest.startswith(text) and 'href="' in attributes:
            return html.unescape(attributes.split('href="', 1)[1].split('"', 1)[0])
    raise AssertionError(f"no visible link reading {text!r}")


@pytest.mark.parametrize(
    ("text", "content_type"),
    [("scenario (JSON)", "application/json"), ("oEmbed", "application/json")],
)
def test_the_share_page_links_the_json_export_and_oembed_visibly(
    client: Client, saved: Scenario, text: str, content_type: str
) -> None:
    """Issue 30, point 7: oEmbed and the JSON export are links a person sees on the share page
    (not only the discovery <link> in its head), and both answer."""
    body = client.get(reverse("builder-scenario", args=[saved.public_id])).content.decode()
    response = client.get(_visible_link(body, text))
    assert response.status_code == 200
    assert response["Content-Type"].split(";")[0] == content_type
    data = response.json()
    if text == "oEmbed":
        assert data["type"] == "rich"
        assert reverse("builder-embed", args=[saved.public_id]) in data["html"]
    else:
        assert data["version"] and data["players"]
