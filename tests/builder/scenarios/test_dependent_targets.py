"""Targets that must differ (115.3: "Return two target creatures", "another target"): the
picker's later target names the earlier ones it can't repeat, with the engine's reason and
rule, and the same creature chosen twice is refused by the engine with 115.3, the form coming
back with everything the judge entered (issue 30, point 2)."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from tests.builder.actions_support import HTMX, document, make_draft
from tests.builder.scenarios.test_target_picker import _option_form, _select
from tests.engine.multiple_targets.test_return_each_target import RECORDS

pytestmark = pytest.mark.django_db

BOB = [{"id": "bears1", "card": "Grizzly Bears"}, {"id": "bears2", "card": "Grizzly Bears"}]
HAND = [{"id": "fracture", "card": "Essence Fracture"}, {"id": "arc", "card": "Arc Trail"}]
ALREADY = "already chosen for target 1, 115.3"


@pytest.fixture
def draft(db: object, compiled_from: Any) -> Draft:
    compiled_from(RECORDS)
    return make_draft(document([], BOB, hand=HAND))


@pytest.mark.parametrize("spell", ["fracture", "arc"])
def test_the_second_target_names_the_first_it_cant_repeat(
    client: Client, draft: Draft, spell: str
) -> None:
    body = html.unescape(client.get(reverse("builder-draft", args=[draft.key])).content.decode())
    form = _option_form(body, f"cast:{spell}")
    assert "data-distinct-from" not in _select(form, "target_0")
    second = _select(form, "target_1")
    assert 'data-distinct-from="target_0"' in second
    assert f'data-already-target_0="{ALREADY}"' in second


def test_the_same_creature_twice_is_refused_with_115_3_and_the_form_kept(
    client: Client, draft: Draft
) -> None:
    before = dict(draft.document)
    response = client.post(
        reverse("builder-act", args=[draft.key]),
        {"option": "cast:fracture", "target_0": "bears1", "target_1": "bears1", "free": "on"},
        headers=HTMX,
    )
    assert response.status_code == 400
    form = _option_form(html.unescape(response.content.decode()), "cast:fracture")
    error = form[: form.index("</ul>")]
    assert 'role="alert"' in error and "115.3" in error
    # Both targets come back as chosen, the box still ticked.
    assert '<option value="bears1" selected>' in _select(form, "target_0")
    assert '<option value="bears1" selected>' in _select(form, "target_1")
    assert re.search(r'name="free" checked', form)
    draft.refresh_from_db()
    assert draft.document == before


def test_a_refused_form_lists_the_first_choice_disabled_in_the_second_target(
    client: Client, draft: Draft
) -> None:
    """The second target left empty (refused: two targets are needed, 601.2c): drawn again, the
    creature chosen first is listed in the second target disabled, with 115.3."""
    response = client.post(
        reverse("builder-act", args=[draft.key]),
        {"option": "cast:fracture", "target_0": "bears2", "free": "on"},
        headers=HTMX,
    )
    assert response.status_code == 400
    form = _option_form(html.unescape(response.content.decode()), "cast:fracture")
    assert '<option value="bears2" selected>' in _select(form, "target_0")
    second = _select(form, "target_1")
    assert re.search(
        rf'<option value="bears2" disabled aria-disabled="true">Grizzly Bears \(second\): {ALREADY}',
        second,
    )
    assert '<option value="bears1">Grizzly Bears (first)</option>' in second
