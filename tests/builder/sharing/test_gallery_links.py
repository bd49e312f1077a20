"""Issue 18, point 9: every gallery example has share, fork and embed links, and each works."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from engine.examples import examples

pytestmark = pytest.mark.django_db


def test_every_example_in_the_gallery_has_share_fork_and_embed_links(client: Client) -> None:
    body = client.get(reverse("builder-examples")).content.decode()
    for ex in examples():
        page = reverse("builder-example", args=[ex.id])
        assert f'href="{page}#share"' in body, ex.id
        assert f'action="{reverse("builder-example-fork", args=[ex.id])}"' in body, ex.id
        assert f'href="{page}#embed"' in body, ex.id


def test_an_example_page_gives_its_link_and_the_embed_code(client: Client) -> None:
    body = client.get(reverse("builder-example", args=["GHO-2"])).content.decode()
    assert 'value="http://testserver/examples/GHO-2/"' in body
    assert '&lt;iframe src="http://testserver/examples/GHO-2/embed/"' in body


def test_forking_gho2_opens_the_builder_with_bobs_decision_waiting(client: Client) -> None:
    response = client.post(reverse("builder-example-fork", args=["GHO-2"]))
    assert response.status_code == 302
    key = re.fullmatch(r"/b/([\w-]+)/", response["Location"])
    assert key is not None
    draft = Draft.objects.get(key=key.group(1))
    page = client.get(response["Location"]).content.decode()
    assert "Bob chooses" in page  # the ruling's point: Bob orders the two effects (616.1)
    assert "Ghosts of the Innocent" in page and "Furnace of Rath" in page
    assert draft.history["pending"]["decision"]["rule"].startswith("616.1")


def test_a_fork_of_an_unknown_example_is_404_and_needs_a_post(client: Client) -> None:
    assert client.post(reverse("builder-example-fork", args=["NOPE-1"])).status_code == 404
    assert client.get(reverse("builder-example-fork", args=["GHO-2"])).status_code == 405


def test_the_example_embed_is_framable_and_shows_every_outcome(client: Client) -> None:
    response = client.get(reverse("builder-example-embed", args=["GHO-2"]))
    assert response.status_code == 200
    assert "X-Frame-Options" not in response
    body = response.content.decode()
    assert "Every outcome" in body
    assert "Open on Stackboard" in body
