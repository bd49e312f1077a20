"""Issue 30, point 1: an action that stops at a decision whose outcomes are few and cheap shows
them at once beside the decision, each with the rule numbers of its steps in sight (no toggle);
more outcomes, or a busy site, keep the "Show all outcomes" link."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.operations.heavy_work import heavy_work
from builder.scenarios.services import actions
from builder.scenarios.services import outcomes as outcomes_service
from tests.builder.actions_support import GHO2_DAMAGE, HTMX, gho2_document, judge_damage, make_draft

pytestmark = pytest.mark.django_db

SHOW_ALL = ">Show all outcomes</a>"


@pytest.fixture
def gho2(db: object) -> Draft:
    return make_draft(gho2_document())


@pytest.fixture
def waiting(gho2: Draft) -> Draft:
    actions.do_apply_action(gho2, GHO2_DAMAGE, label="Deal damage")
    return gho2


@pytest.fixture
def every_slot_taken(settings: Any) -> Iterator[None]:
    settings.HEAVY_WORK_SLOTS = 1
    with heavy_work("search"):
        yield


def page(client: Client, draft: Draft) -> str:
    return client.get(reverse("builder-draft", args=[draft.key])).content.decode()


def outcome_articles(body: str) -> list[str]:
    return re.findall(r'<article class="outcome".*?</article>', body, re.S)


def rules_line(article: str) -> list[str]:
    found = re.search(r'<p class="outcome-rules">Rules: (.*?)</p>', article, re.S)
    assert found, article
    return re.findall(r'<span class="rule">([\d.a-z]+)</span>', found.group(1))


def test_the_decision_shows_both_outcomes_with_their_rules(client: Client, waiting: Draft) -> None:
    body = page(client, waiting)
    assert "Bob chooses" in body
    articles = outcome_articles(body)
    assert len(articles) == 2
    assert "Bob chooses Furnace of Rath" in articles[0] and "20 → 17 (−3)" in articles[0]
    assert "Bob chooses Ghosts of the Innocent" in articles[1] and "20 → 18 (−2)" in articles[1]
    for article in articles:
        rules = rules_line(article)
        # The order of replacement effects (616.1), each replacement (614.1a), the damage's
        # result (120.3a), each once.
        assert {"616.1", "614.1a", "120.3a"} <= set(rules)
        assert len(rules) == len(set(rules))
    assert SHOW_ALL not in body  # every outcome is on the page already


def test_the_judges_action_answers_with_the_outcomes(client: Client, gho2: Draft) -> None:
    judge = reverse("builder-judge", args=[gho2.key, "deal_damage"])
    body = client.post(judge, judge_damage(), headers=HTMX).content.decode()
    assert "Bob chooses" in body
    assert len(outcome_articles(body)) == 2


def test_the_outcomes_page_cites_the_rules_beside_each_outcome(
    client: Client, waiting: Draft
) -> None:
    url = reverse("builder-outcomes", args=[waiting.key])
    body = client.get(url, headers=HTMX).content.decode()
    assert "2 distinct outcomes" in body
    assert all("616.1" in rules_line(a) for a in outcome_articles(body))


def test_a_busy_site_keeps_the_link(client: Client, waiting: Draft, settings: Any) -> None:
    settings.HEAVY_WORK_SLOTS = 1
    with heavy_work("search"):
        body = page(client, waiting)
    assert "Bob chooses" in body and SHOW_ALL in body
    assert outcome_articles(body) == []
    assert len(outcome_articles(page(client, waiting))) == 2  # the slot is free again


def test_more_outcomes_than_shown_at_once_keep_the_link(
    client: Client, waiting: Draft, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(outcomes_service, "AT_ONCE_SHOWN", 1)
    body = page(client, waiting)
    assert SHOW_ALL in body and outcome_articles(body) == []
    url = reverse("builder-outcomes", args=[waiting.key])
    assert "2 distinct outcomes" in client.get(url, headers=HTMX).content.decode()


def test_an_exploration_past_the_budget_keeps_the_link(
    client: Client, waiting: Draft, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(outcomes_service, "AT_ONCE_LIMIT", 1)
    body = page(client, waiting)
    assert SHOW_ALL in body and outcome_articles(body) == []
    url = reverse("builder-outcomes", args=[waiting.key])
    assert "2 distinct outcomes" in client.get(url, headers=HTMX).content.decode()
