"""Decisions and outcomes: POST decide/, decide/cancel/, outcomes/choose/ and GET outcomes/."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft
from builder.scenarios.services import actions
from engine.core.state import Zone
from tests.builder.actions_support import (
    GHO2_DAMAGE,
    HTMX,
    document,
    gho2_document,
    judge_damage,
    life,
    make_draft,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def gho2(db: object) -> Draft:
    return make_draft(gho2_document())


@pytest.fixture
def waiting(gho2: Draft) -> Draft:
    """GHO-2 with Grizzly Bears' 3 damage to Bob waiting for Bob's choice."""
    actions.do_apply_action(gho2, GHO2_DAMAGE, label="Deal damage")
    return gho2


def url(draft: Draft, name: str) -> str:
    return reverse(name, args=[draft.key])


def test_the_decision_asks_the_right_player_with_the_rule(client: Client, gho2: Draft) -> None:
    response = client.post(
        reverse("builder-judge", args=[gho2.key, "deal_damage"]), judge_damage(), headers=HTMX
    )
    assert response.status_code == 200
    body = response.content.decode()
    assert 'Bob chooses — rule <span class="rule">616.1</span>' in body
    assert 'type="radio" name="choice" value="furnace.0"' in body
    assert life(gho2, "B") == 20


def test_answering_applies_the_action_with_the_choice(client: Client, waiting: Draft) -> None:
    response = client.post(url(waiting, "builder-decide"), {"choice": "ghosts.0"})
    assert response.status_code == 302
    assert life(waiting, "B") == 18


def test_answering_with_htmx_answers_the_workspace(client: Client, waiting: Draft) -> None:
    response = client.post(url(waiting, "builder-decide"), {"choice": "furnace.0"}, headers=HTMX)
    assert response.status_code == 200
    assert "Bob’s life: 20 → 17 (−3)" in response.content.decode()
    assert life(waiting, "B") == 17


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize("data", [{"choice": "nonsense"}, {}], ids=["not an option", "none"])
def test_an_invalid_answer_is_rerendered_with_an_error(
    client: Client, waiting: Draft, headers: dict[str, str], data: dict[str, str]
) -> None:
    response = client.post(url(waiting, "builder-decide"), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    assert 'class="errorlist' in body
    assert ("<html" in body) == (not headers)
    assert "Bob chooses" in body  # the question is still asked
    assert life(waiting, "B") == 20


def test_answering_with_no_decision_waiting_is_a_400(client: Client, gho2: Draft) -> None:
    response = client.post(url(gho2, "builder-decide"), {"choice": "ghosts.0"}, headers=HTMX)
    assert response.status_code == 400


def test_cancelling_the_decision(client: Client, waiting: Draft) -> None:
    response = client.post(url(waiting, "builder-decide-cancel"), headers=HTMX)
    assert response.status_code == 200
    assert "Bob chooses" not in response.content.decode()
    assert client.post(url(waiting, "builder-decide-cancel")).status_code == 302


def test_show_all_outcomes_as_a_fragment_side_by_side(client: Client, waiting: Draft) -> None:
    response = client.get(url(waiting, "builder-outcomes"), headers=HTMX)
    assert response.status_code == 200
    body = response.content.decode()
    assert "<html" not in body and 'id="outcomes"' in body
    assert "2 distinct outcomes" in body
    assert "20 → 17 (−3)" in body and "20 → 18 (−2)" in body
    assert body.count('name="choice"') == 2


def test_show_all_outcomes_without_javascript_is_the_whole_page(
    client: Client, waiting: Draft
) -> None:
    body = client.get(url(waiting, "builder-outcomes")).content.decode()
    assert "<html" in body and "20 → 17 (−3)" in body and "Bob chooses" in body


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
def test_outcomes_before_any_action_are_a_400_with_the_reason(
    client: Client, gho2: Draft, headers: dict[str, str]
) -> None:
    response = client.get(url(gho2, "builder-outcomes"), headers=headers)
    assert response.status_code == 400
    assert "Pick an action first" in response.content.decode()


def test_taking_an_outcome(client: Client, waiting: Draft) -> None:
    response = client.post(url(waiting, "builder-outcome-choose"), {"choice": ["furnace.0"]})
    assert response.status_code == 302
    assert life(waiting, "B") == 17


def test_taking_another_outcome_of_the_last_step_with_htmx(client: Client, waiting: Draft) -> None:
    client.post(url(waiting, "builder-outcome-choose"), {"choice": ["furnace.0"]})
    data = {"choice": ["ghosts.0"]}
    response = client.post(url(waiting, "builder-outcome-choose"), data, headers=HTMX)
    assert response.status_code == 200
    assert "Bob’s life: 20 → 18 (−2)" in response.content.decode()
    assert "Variation:" in response.content.decode()  # beside the first outcome in the history


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
def test_taking_an_impossible_outcome_is_rerendered_with_an_error(
    client: Client, waiting: Draft, headers: dict[str, str]
) -> None:
    data = {"choice": ["ghosts.0", "furnace.0", "more"]}
    response = client.post(url(waiting, "builder-outcome-choose"), data, headers=headers)
    assert response.status_code == 400
    assert 'class="errorlist' in response.content.decode()
    assert life(waiting, "B") == 20


def test_the_wrong_methods_are_rejected(client: Client, waiting: Draft) -> None:
    assert client.get(url(waiting, "builder-decide")).status_code == 405
    assert client.get(url(waiting, "builder-decide-cancel")).status_code == 405
    assert client.get(url(waiting, "builder-outcome-choose")).status_code == 405
    assert client.post(url(waiting, "builder-outcomes")).status_code == 405


def test_a_phyrexian_cost_paid_from_the_pool_asks_mana_or_life(client: Client) -> None:
    """Casting Gut Shot ({R/P}) with {R} in the pool, costs not marked paid: Alice announces how
    she pays (601.2b) in the decision form, and the answer is applied."""
    doc = document(hand=[{"id": "shot", "card": "Gut Shot"}])
    doc["players"][0]["mana_pool"] = {"R": 1}
    draft = make_draft(engine.dump(engine.load(doc)))
    cast = {"option": "cast:shot", "target_0": "B"}
    body = client.post(reverse("builder-act", args=[draft.key]), cast, headers=HTMX)
    text = body.content.decode()
    assert 'Alice chooses — rule <span class="rule">601.2b</span>' in text
    assert 'type="radio" name="choice" value="mana:R"' in text
    assert 'type="radio" name="choice" value="life:2"' in text
    assert "2 life for {R/P} (leaves {R})" in text
    assert life(draft, "A") == 20 and not draft.document.get("stack")

    response = client.post(url(draft, "builder-decide"), {"choice": "life:2"}, headers=HTMX)
    assert response.status_code == 200
    assert life(draft, "A") == 18
    assert draft.document["players"][0]["mana_pool"] == {"R": 1}
    assert [o["id"] for o in draft.document["stack"]] == ["shot"]
    client.post(reverse("builder-act", args=[draft.key]), {"option": "resolve"}, headers=HTMX)
    assert life(draft, "B") == 19


def _mana_leak_draft(lands: list[str]) -> Draft:
    """Alice casts Grizzly Bears with untapped lands and an empty pool; Bob's Mana Leak is about
    to resolve (its "unless its controller pays {3}" may be paid with mana abilities, 608.2g)."""
    doc = document(
        [{"id": f"land{i}", "card": card} for i, card in enumerate(lands)],
        hand=[{"id": "bears", "card": "Grizzly Bears"}],
    )
    doc["players"][1]["hand"] = [{"id": "leak", "card": "Mana Leak"}]
    draft = make_draft(engine.dump(engine.load(doc)))
    actions.do_apply_action(draft, {"type": "cast", "object": "bears", "free": True})
    leak = {"type": "cast", "object": "leak", "targets": ["bears"], "free": True}
    actions.do_apply_action(draft, leak)
    actions.do_apply_action(draft, {"type": "resolve"})
    return draft


def test_mana_leak_asks_alice_to_pay_with_her_untapped_plains(client: Client) -> None:
    draft = _mana_leak_draft(["Plains", "Plains", "Plains"])
    decision = actions.current_decision(draft)
    assert decision is not None
    assert [c.id for c in decision.options] == ["decline", "pay"]
    response = client.post(url(draft, "builder-decide"), {"choice": "pay"}, headers=HTMX)
    assert response.status_code == 200
    state = engine.load(Draft.objects.get(pk=draft.pk).document)
    assert all(state.object(f"land{i}").tapped for i in range(3))
    assert state.object("bears").zone is Zone.STACK


def test_which_land_pays_is_a_decision_of_its_own(client: Client) -> None:
    draft = _mana_leak_draft(["Plains", "Island", "Forest", "Mountain"])
    client.post(url(draft, "builder-decide"), {"choice": "pay"}, headers=HTMX)
    decision = actions.current_decision(Draft.objects.get(pk=draft.pk))
    assert decision is not None and decision.kind == "mana_ability"
    assert [c.id for c in decision.options] == ["land0", "land1"]
    response = client.post(url(draft, "builder-decide"), {"choice": "land1"}, headers=HTMX)
    assert response.status_code == 200
    state = engine.load(Draft.objects.get(pk=draft.pk).document)
    assert [state.object(f"land{i}").tapped for i in range(4)] == [False, True, True, True]
