"""Rule links that work (issue 18, point 6): without imported rules a rule number is plain text
on every page; once the rules are imported, every rule link on them opens a rule page."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import RulesText
from builder.scenarios.services.notation import do_paste_board
from builder.sharing import services
from engine.examples import example
from engine.notation import dump
from tests.builder.factories import DraftFactory
from tests.builder.sharing_helpers import ghosts_draft, save

pytestmark = pytest.mark.django_db

RULE_LINK = re.compile(r'href="(/rules/[^"]+)"')


def pages(client: Client) -> dict[str, str]:
    waiting = DraftFactory.create()
    do_paste_board(waiting, dump(example("GHO-2").scenario_document()))
    revision, _ = save(ghosts_draft(), "Ghosts and Furnace")
    services.do_annotate(
        revision,
        title="Ghosts and Furnace",
        description="See CR 616.1.",
        notes={},
        visibility="",
    )
    latest = services.latest_revision(revision.family)
    urls = {
        "builder": reverse("builder-draft", args=[waiting.key]),
        "share": reverse("builder-scenario", args=[latest.public_id]),
        "embed": reverse("builder-embed", args=[latest.public_id]) + "?outcomes=1",
        "example": reverse("builder-example", args=["GHO-2"]),
    }
    return {name: client.get(url).content.decode() for name, url in urls.items()}


def test_without_imported_rules_no_page_links_a_rule(client: Client) -> None:
    for name, body in pages(client).items():
        assert RULE_LINK.findall(body) == [], name
        assert "CR 616.1" in body, name  # the number is still there, as text


def test_with_the_rules_imported_every_rule_link_opens(client: Client) -> None:
    for position, number in enumerate(
        ("616", "616.1", "614.1a", "120.2b", "120.3a", "120.4a", "120.4b")
    ):
        RulesText.objects.create(number=number, text=f"Stand-in for {number}.", position=position)
    links = {link for body in pages(client).values() for link in RULE_LINK.findall(body)}
    assert "/rules/616.1/" in links
    for link in links:
        assert client.get(link).status_code == 200, link
