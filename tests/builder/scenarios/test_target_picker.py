"""The action picker's targets (issue 30): no default target, the targets the rules forbid listed
disabled with the engine's reason and rule, and a refused action drawn again with everything the
judge entered."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from tests.builder.actions_support import HTMX, document, make_draft
from tests.engine.target_legality.cards import RECORDS

pytestmark = pytest.mark.django_db

HAND = [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "blaze", "card": "Blaze"}]
BOB = [
    {"id": "firewalker", "card": "Kor Firewalker"},
    {"id": "scout", "card": "Gladecover Scout"},
    {"id": "swallower", "card": "Simic Sky Swallower"},
    {"id": "guard", "card": "Tomakul Honor Guard"},
]


@pytest.fixture
def draft(db: object, compiled_from: Any) -> Draft:
    compiled_from(RECORDS)
    return make_draft(document([{"id": "bears", "card": "Grizzly Bears"}], BOB, hand=HAND))


def _option_form(body: str, key: str) -> str:
    """The markup of one picker option (its <li>)."""
    at = body.index(f'name="option" value="{key}"')
    start = body.rindex('<li class="option', 0, at)
    ends = [i for i in (body.find('<li class="option', at), body.find("</section>", at)) if i > 0]
    return body[start : min(ends)]


def _select(form: str, name: str) -> str:
    found = re.search(rf'<select [^>]*name="{name}".*?</select>', form, re.S)
    assert found is not None
    return found.group(0)


def test_no_target_is_chosen_by_default(client: Client, draft: Draft) -> None:
    body = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    select = _select(_option_form(body, "cast:bolt"), "target_0")
    first = re.search(r"<option[^>]*>[^<]*</option>", select)
    assert first is not None and first.group(0) == '<option value="">Choose a target</option>'
    assert " selected" not in select


def test_forbidden_targets_are_listed_disabled_with_the_engines_reason_and_rule(
    client: Client, draft: Draft
) -> None:
    body = html.unescape(client.get(reverse("builder-draft", args=[draft.key])).content.decode())
    form = _option_form(body, "cast:bolt")
    select = _select(form, "target_0")
    assert (
        '<option value="firewalker" disabled aria-disabled="true">'
        "Kor Firewalker: protection from red, 702.16b</option>"
    ) in select
    assert "Gladecover Scout: hexproof, 702.11b" in select
    assert "Simic Sky Swallower: shroud, 702.18a" in select
    # Ward is no restriction (702.21a): Tomakul Honor Guard is a target like any other.
    assert '<option value="guard">Tomakul Honor Guard</option>' in select
    # The same reasons as text, for screen readers and keyboards, tied to the select.
    listed = form[form.index('class="refused-targets"') :]
    assert "<li>Kor Firewalker: protection from red, " in listed
    assert "702.16b" in listed
    described = re.search(r'aria-describedby="(refused-target_0-[^"]+)"', select)
    assert described is not None and f'id="{described.group(1)}"' in form


def test_a_missing_target_is_refused_with_a_clear_message(client: Client, draft: Draft) -> None:
    before = dict(draft.document)
    response = client.post(
        reverse("builder-act", args=[draft.key]),
        {"option": "cast:bolt", "free": "on"},
        headers=HTMX,
    )
    assert response.status_code == 400
    form = _option_form(html.unescape(response.content.decode()), "cast:bolt")
    assert "Choose a target first: none is chosen for Target 1 (any)." in form
    draft.refresh_from_db()
    assert draft.document == before


def test_a_forbidden_target_is_refused_by_the_engine_with_its_rule(
    client: Client, draft: Draft
) -> None:
    response = client.post(
        reverse("builder-act", args=[draft.key]),
        {"option": "cast:bolt", "target_0": "firewalker", "free": "on"},
        headers=HTMX,
    )
    assert response.status_code == 400
    form = _option_form(html.unescape(response.content.decode()), "cast:bolt")
    assert "702.16b" in form[: form.index("</ul>")]


def test_a_refused_action_keeps_what_the_judge_entered(client: Client, draft: Draft) -> None:
    """Alice can't pay {X}{R}{R} (nothing in her pool, costs not marked paid): the form comes
    back with Bob's Tomakul Honor Guard still the target, X still 2 and the box still unticked."""
    response = client.post(
        reverse("builder-act", args=[draft.key]),
        {"option": "cast:blaze", "target_0": "guard", "x": "2"},
        headers=HTMX,
    )
    assert response.status_code == 400
    form = _option_form(response.content.decode(), "cast:blaze")
    assert 'role="alert"' in form
    select = _select(form, "target_0")
    assert '<option value="guard" selected>' in select
    assert '<option value="B" selected>' not in select
    assert re.search(r'name="x" min="0" value="2"', form)
    assert re.search(r'name="free"(?! checked)', form)
    # The controls keep their ids, so the focus stays where it was (no jump to the log), and
    # the error describes the button.
    button = re.search(
        r'<button type="submit" id="(act-[^"]+)" aria-describedby="(error-[^"]+)"', form
    )
    assert button is not None and f'id="{button.group(2)}"' in form


def test_a_refused_action_keeps_the_box_ticked_when_it_was(client: Client, draft: Draft) -> None:
    response = client.post(
        reverse("builder-act", args=[draft.key]),
        {"option": "cast:blaze", "target_0": "guard", "x": "-1", "free": "on"},
        headers=HTMX,
    )
    assert response.status_code == 400
    form = _option_form(response.content.decode(), "cast:blaze")
    assert re.search(r'name="free" checked', form)
    assert re.search(r'name="x" min="0" value="-1"', form)
