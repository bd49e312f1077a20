"""POST /b/<key>/attack/ and /block/: declarations of attackers and blockers."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.scenarios.services import actions
from tests.builder.actions_support import HTMX, document, make_draft

pytestmark = pytest.mark.django_db

ALICE = [
    {"id": "bears", "card": "Grizzly Bears"},
    {"id": "elves", "card": "Llanowar Elves", "summoning_sick": True},
]
BOB = [{"id": "ogre", "card": "Gray Ogre"}]


@pytest.fixture
def combat(db: object) -> Draft:
    return make_draft(document(ALICE, BOB, step="declare_attackers"))


def attack_url(draft: Draft) -> str:
    return reverse("builder-attack", args=[draft.key])


def block_url(draft: Draft) -> str:
    return reverse("builder-block", args=[draft.key])


def combat_state(draft: Draft) -> dict[str, object]:
    draft.refresh_from_db()
    return dict(draft.document.get("combat") or {})


def test_the_declaration_lists_each_creature_and_why_one_cant_attack(
    client: Client, combat: Draft
) -> None:
    body = client.get(reverse("builder-draft", args=[combat.key])).content.decode()
    assert "Declare attackers" in body
    assert 'name="attack_bears"' in body
    assert 'name="attack_elves"' not in body
    assert "can’t attack:" in body and "CR 302.6" in body


def test_attacking_then_blocking(client: Client, combat: Draft) -> None:
    response = client.post(attack_url(combat), {"attack_bears": "on", "defender_bears": "B"})
    assert response.status_code == 302
    assert combat_state(combat)["attackers"] == {"bears": "B"}
    actions.do_apply_action(combat, {"type": "advance", "to": "declare_blockers"})
    body = client.get(reverse("builder-draft", args=[combat.key])).content.decode()
    assert 'name="block_ogre"' in body
    response = client.post(block_url(combat), {"block_ogre": "bears"}, headers=HTMX)
    assert response.status_code == 200
    assert combat_state(combat)["blockers"] == {"ogre": ["bears"]}


def test_declaring_no_attackers(client: Client, combat: Draft) -> None:
    assert client.post(attack_url(combat), {}).status_code == 302
    assert combat_state(combat).get("attackers", {}) == {}


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "data",
    [{"attack_bears": "on", "defender_bears": "A"}, {"attack_bears": "on"}],
    ids=["not a defender", "no defender"],
)
def test_invalid_attacks_are_rerendered_with_an_error(
    client: Client, combat: Draft, headers: dict[str, str], data: dict[str, str]
) -> None:
    response = client.post(attack_url(combat), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    assert 'class="errorlist' in body
    assert ("<html" in body) == (not headers)
    assert combat_state(combat).get("attackers", {}) == {}


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
def test_blocking_outside_the_declare_blockers_step_is_refused(
    client: Client, combat: Draft, headers: dict[str, str]
) -> None:
    response = client.post(block_url(combat), {"block_ogre": "bears"}, headers=headers)
    assert response.status_code == 400
    assert 'class="errorlist' in response.content.decode()


def test_they_reject_get(client: Client, combat: Draft) -> None:
    assert client.get(attack_url(combat)).status_code == 405
    assert client.get(block_url(combat)).status_code == 405
