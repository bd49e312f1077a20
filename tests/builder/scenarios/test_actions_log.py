"""GET /b/<key>/log/: the result's log in player or judge detail, rule numbers as links."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.rules.services import do_import_rules, read_rules_file
from builder.scenarios.services import actions
from tests.builder.actions_support import (
    GHO2_DAMAGE,
    HTMX,
    SAMPLE_RULES,
    gho2_document,
    make_draft,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def resolved(db: object) -> Draft:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE)
    actions.do_answer_decision(draft, "furnace.0")
    return draft


def url(draft: Draft, detail: str = "") -> str:
    base = reverse("builder-log", args=[draft.key])
    return f"{base}?log={detail}" if detail else base


def entries(body: str, detail: str) -> int:
    return body.count(f"log-entry kind-event detail-{detail}")


def test_the_player_summary_leaves_out_judge_detail(client: Client, resolved: Draft) -> None:
    assert any(e["detail"] == "judge" for e in resolved.log), "GHO-2 has judge-level entries"
    body = client.get(url(resolved, "player"), headers=HTMX).content.decode()
    assert "<html" not in body and 'id="log"' in body
    assert entries(body, "judge") == 0
    assert "more step" in body


def test_judge_detail_shows_every_step_and_is_remembered(client: Client, resolved: Draft) -> None:
    response = client.get(url(resolved, "judge"), headers=HTMX)
    assert entries(response.content.decode(), "judge") == 1
    assert response.cookies["log_detail"].value == "judge"
    page = client.get(reverse("builder-draft", args=[resolved.key])).content.decode()
    assert entries(page, "judge") == 1


def test_without_javascript_the_toggle_is_the_whole_page(client: Client, resolved: Draft) -> None:
    body = client.get(url(resolved, "judge")).content.decode()
    assert "<html" in body and 'aria-current="true">Judge' in body


def test_an_unknown_detail_falls_back_to_the_summary(client: Client, resolved: Draft) -> None:
    response = client.get(url(resolved, "everything"), headers=HTMX)
    assert response.status_code == 200
    assert response.cookies["log_detail"].value == "player"


def test_rule_numbers_are_plain_until_the_rules_are_imported(
    client: Client, resolved: Draft
) -> None:
    body = client.get(url(resolved), headers=HTMX).content.decode()
    assert '<span class="rule">CR 120.3a</span>' in body
    assert "/rules/120.3a/" not in body
    do_import_rules(read_rules_file(SAMPLE_RULES))
    body = client.get(url(resolved), headers=HTMX).content.decode()
    assert '<a class="rule" href="/rules/120.3a/" title="Sample damage dealt' in body
    assert '<span class="rule">CR 614.1a</span>' in body  # not in the sample: stays plain


def test_it_rejects_post(client: Client, resolved: Draft) -> None:
    assert client.post(url(resolved)).status_code == 405
