"""Same-named cards are named one way everywhere a person reads (issue 30, point 4): the board,
the target picker, a decision's options, the log, the outcomes, the share page and the embed all
name an object by engine.rules.names: the card's name, and when others share it what tells them
apart, in the same words and order ("Grizzly Bears (Bob's)", "Grizzly Bears (Alice's, first)"):
never a number sign ("Grizzly Bears #1"), a bare number ("Grizzly Bears (2)"), a player's name
without "'s" ("Grizzly Bears (Alice)") nor an ordinal standing for what a feature would say.

The board: two Grizzly Bears on Alice's side (alike: told apart by their place, "first" and
"second"), one on Bob's; Alice holds Lightning Bolt and Clone. The walk: the builder page, Bolt
cast at Bob's bears (its target picker and the stack), Clone's decision of what to copy, the
log, the outcomes, the share page and the embed."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft, Scenario
from engine.testing.plain_words import named_otherwise
from tests.builder.actions_support import HTMX, document, make_draft
from tests.builder.sharing.test_plain_words import _PersonReads

pytestmark = pytest.mark.django_db

ALICE = [{"id": "a1", "card": "Grizzly Bears"}, {"id": "a2", "card": "Grizzly Bears"}]
BOB = [{"id": "b1", "card": "Grizzly Bears"}]
HAND = [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "clone", "card": "Clone"}]


def other_ways(body: str) -> list[str]:
    """Each mention of the bears named some other way than engine.rules.names names them."""
    return [
        f"{found!r} in {part!r}"
        for part in read(body)
        for found in named_otherwise(part, "Grizzly Bears", ("Alice", "Bob"))
    ]


def read(body: str) -> list[str]:
    reader = _PersonReads()
    reader.feed(body.replace("’", "'"))
    return reader.parts


@pytest.fixture
def draft(db: Any) -> Draft:
    return make_draft(document(ALICE, BOB, hand=HAND))


def _walk(client: Client, draft: Draft) -> dict[str, str]:
    page = reverse("builder-draft", args=[draft.key])
    seen: dict[str, str] = {}

    def get(label: str, url: str, **headers: str) -> None:
        response = client.get(url, headers=headers or None)
        assert response.status_code == 200, (label, response.status_code)
        seen[label] = response.content.decode()

    def act(label: str, data: dict[str, str], view: str = "builder-act") -> None:
        response = client.post(reverse(view, args=[draft.key]), data, headers=HTMX)
        assert response.status_code == 200, (label, response.content.decode()[:2000])
        seen[label] = response.content.decode()

    get("builder", page)
    get("builder, a bears open", f"{page}?object=a2")
    act("bolt cast", {"option": "cast:bolt", "target_0": "b1", "free": "on"})
    get("builder, bolt on the stack", page)
    act("bolt resolved", {"option": "resolve"})
    act("clone cast", {"option": "cast:clone", "free": "on"})
    act("clone resolving", {"option": "resolve"})
    get("builder, clone's decision", page)
    choice = re.search(
        r'name="choice" value="([^"]+)"[^>]*>\s*(?:<[^>]+>\s*)*Grizzly',
        seen["builder, clone's decision"],
    )
    assert choice is not None
    act("clone copies", {"choice": choice.group(1)}, "builder-decide")
    get("builder, after", page)
    get("log", reverse("builder-log", args=[draft.key]))
    get("history", reverse("builder-history", args=[draft.key]))
    get("outcomes", reverse("builder-outcomes", args=[draft.key]), **HTMX)
    saved = client.post(reverse("builder-save", args=[draft.key]), {"title": "Three bears"})
    assert saved.status_code == 302
    revision = Scenario.objects.get(title="Three bears")
    get("share page", reverse("builder-scenario", args=[revision.public_id]))
    get("embed", reverse("builder-embed", args=[revision.public_id]))
    return seen


def test_same_named_cards_are_named_one_way_on_every_page(client: Client, draft: Draft) -> None:
    pages = _walk(client, draft)
    assert {label: found for label, body in pages.items() if (found := other_ways(body))} == {}
    text = {label: "\n".join(read(body)) for label, body in pages.items()}
    # The board: Alice's two alike told apart by their place, Bob's by whose it is.
    for name in ("Grizzly Bears (Alice's, first)", "Grizzly Bears (Alice's, second)"):
        assert name in text["builder"]
    assert "Grizzly Bears (Bob's)" in text["builder"]
    # The target picker and the spell on the stack.
    bolt = pages["builder"].replace("&#x27;", "'")
    assert re.search(r'<option value="b1">Grizzly Bears \(Bob\'s\)</option>', bolt)
    assert re.search(r'<option value="a1">Grizzly Bears \(Alice\'s, first\)</option>', bolt)
    assert "targeting Grizzly Bears (Bob's)" in text["builder, bolt on the stack"]
    # Clone's decision: the same names as its options.
    decision = text["builder, clone's decision"]
    assert "Grizzly Bears (Alice's, first)" in decision
    assert "Grizzly Bears (Alice's, second)" in decision
    # The log, the outcomes, the share page and the embed.
    dealt = "Grizzly Bears (Bob's) is dealt 3 damage by Lightning Bolt"
    for label in ("log", "share page"):
        assert dealt in text[label], label
    assert "Alice chooses Grizzly Bears (Alice's, second)" in text["outcomes"]
    for label in ("log", "outcomes", "share page", "embed"):
        assert "Alice chooses: Grizzly Bears (Alice's, first)" in text[label], label


def test_the_check_finds_the_other_ways() -> None:
    body = (
        "<p>Kor Firewalker</p><p>Grizzly Bears #1</p><p>Grizzly Bears (Alice)</p>"
        "<p>Grizzly Bears (2)</p><p>Grizzly Bears (Alice's, second)</p><p>Grizzly Bears</p>"
        "<p>a copy of Grizzly Bears (707.5)</p><p>copy of Grizzly Bears (Clone)</p>"
    )
    assert [found.split(" in ")[0] for found in other_ways(body)] == [
        "'Grizzly Bears #1'",
        "'Grizzly Bears (Alice)'",
        "'Grizzly Bears (2)'",
    ]
