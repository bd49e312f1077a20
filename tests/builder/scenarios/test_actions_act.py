"""POST /b/<key>/act/: an option of the action picker (cast, activate, play a land, advance)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from tests.builder.actions_support import HTMX, document, life, make_draft

pytestmark = pytest.mark.django_db

HAND = [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "blaze", "card": "Blaze"}]
ELVES = [{"id": "elves", "card": "Llanowar Elves", "summoning_sick": True}]


@pytest.fixture
def hand_draft(db: object) -> Draft:
    return make_draft(document(ELVES, hand=HAND))


def url(draft: Draft) -> str:
    return reverse("builder-act", args=[draft.key])


def test_the_page_lists_legal_options_as_forms_and_illegal_ones_with_their_reason(
    client: Client, hand_draft: Draft
) -> None:
    body = client.get(reverse("builder-draft", args=[hand_draft.key])).content.decode()
    assert 'name="option" value="cast:bolt"' in body
    assert 'name="free" checked' in body
    assert "Costs marked paid (free)" in body
    assert 'name="x"' in body  # Blaze has X
    assert 'name="option" value="activate:elves:0"' not in body
    assert "Llanowar Elves can&#x27;t use {T}: it came under Alice&#x27;s control this turn" in body
    assert "CR 302.6" in body


def test_casting_for_free_puts_the_spell_on_the_stack_and_says_so(
    client: Client, hand_draft: Draft
) -> None:
    response = client.post(url(hand_draft), {"option": "cast:bolt", "target_0": "B", "free": "on"})
    assert response.status_code == 302
    assert response["Location"].endswith(f"/b/{hand_draft.key}/#result")
    hand_draft.refresh_from_db()
    assert [o["id"] for o in hand_draft.document["stack"]] == ["bolt"]
    assert any("marked paid" in entry["text"] for entry in hand_draft.log)
    # Everyone passes: Lightning Bolt resolves.
    response = client.post(url(hand_draft), {"option": "resolve"}, headers=HTMX)
    assert response.status_code == 200
    assert life(hand_draft, "B") == 17


def test_htmx_gets_the_workspace_with_the_result(client: Client, hand_draft: Draft) -> None:
    response = client.post(
        url(hand_draft),
        {"option": "cast:blaze", "target_0": "B", "x": "2", "free": "on"},
        headers=HTMX,
    )
    assert response.status_code == 200
    body = response.content.decode()
    assert "<html" not in body
    assert 'id="workspace"' in body
    assert "casts Blaze with X=2" in body
    assert "HX-Request" in response["Vary"]


def test_advancing_to_a_step(client: Client, hand_draft: Draft) -> None:
    client.post(url(hand_draft), {"option": "advance:declare_attackers"})
    hand_draft.refresh_from_db()
    assert hand_draft.document["turn"]["step"] == "declare_attackers"


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "data",
    [
        {"option": "cast:bolt", "target_0": "nobody", "free": "on"},
        {"option": "cast:bolt", "free": "on"},
        {"option": "cast:blaze", "target_0": "B", "x": "-1", "free": "on"},
        {"option": "cast:bolt", "target_0": "B"},
        {"option": "activate:elves:0"},
        {"option": "cast:nothing"},
        {},
    ],
    ids=[
        "not a candidate",
        "missing target",
        "negative X",
        "can't pay",
        "illegal option",
        "unknown option",
        "no option",
    ],
)
def test_invalid_input_is_rerendered_with_an_error(
    client: Client, hand_draft: Draft, headers: dict[str, str], data: dict[str, str]
) -> None:
    before = dict(hand_draft.document)
    response = client.post(url(hand_draft), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    assert 'class="errorlist' in body
    assert ("<html" in body) == (not headers)
    hand_draft.refresh_from_db()
    assert hand_draft.document == before


def test_the_engines_reason_and_rule_come_back_beside_the_option(
    client: Client, hand_draft: Draft
) -> None:
    response = client.post(url(hand_draft), {"option": "cast:bolt", "target_0": "B"}, headers=HTMX)
    body = response.content.decode()
    error_at = body.index('class="errorlist"')
    assert body.index('value="cast:bolt"', error_at) - error_at < 800  # in the same option
    assert "(rule " in body[error_at : error_at + 400]


def test_it_rejects_get(client: Client, hand_draft: Draft) -> None:
    assert client.get(url(hand_draft)).status_code == 405


def test_an_unknown_draft_is_404(client: Client, db: object) -> None:
    assert (
        client.post(reverse("builder-act", args=["nope"]), {"option": "resolve"}).status_code == 404
    )
