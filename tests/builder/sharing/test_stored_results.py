"""Saved links keep their meaning (issue 17, point 7): a revision shows the result stored when it
was saved, with the engine and rules edition that computed it, and a notice when today's engine
computes something different from the same steps."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Scenario
from builder.sharing.services import recheck
from tests.builder.sharing_helpers import save, two_step_draft

pytestmark = pytest.mark.django_db


def page(client: Client, revision: Scenario) -> str:
    response = client.get(reverse("builder-scenario", args=[revision.public_id]))
    assert response.status_code == 200
    return response.content.decode()


@pytest.fixture
def revision() -> Scenario:
    """Bears hit Bob twice: 20, 18, 16 (stored: Bob at 16)."""
    saved, _ = save(two_step_draft(), "Two hits")
    return saved


def test_a_revision_records_which_engine_computed_its_result(
    client: Client, revision: Scenario
) -> None:
    assert (revision.engine_version, revision.rules_edition) == (
        engine.ENGINE_VERSION,
        engine.CR_EDITION,
    )
    body = page(client, revision)
    assert f"Result as saved by engine {engine.ENGINE_VERSION}" in body
    assert f"(Comprehensive Rules of {engine.CR_EDITION})" in body
    assert "Today’s engine" not in body and "Today's engine" not in body


def test_when_todays_engine_reaches_another_board_the_page_keeps_the_stored_one_and_says_so(
    client: Client, revision: Scenario
) -> None:
    # As if an older engine had computed 15 where today's computes 16.
    stored = copy.deepcopy(revision.document)
    stored["players"][1]["life"] = 15
    Scenario.objects.filter(pk=revision.pk).update(document=stored, engine_version="2026.11.0")
    revision.refresh_from_db()
    body = page(client, revision)
    assert "This page shows the result as it was saved by engine 2026.11.0" in body
    assert "reaches a different board from the same steps" in body
    assert recheck.stored_result(revision).differs
    # The stored result is what the page shows: Bob at 15.
    assert "15" in body and "Bob" in body


def test_when_todays_engine_explains_the_step_differently_the_page_says_so(
    client: Client, revision: Scenario
) -> None:
    log = copy.deepcopy(revision.log)
    log[0]["text"] = "An older explanation."
    Scenario.objects.filter(pk=revision.pk).update(log=log)
    revision.refresh_from_db()
    body = page(client, revision)
    assert "explains the last step differently" in body
    assert "An older explanation." in body


def test_a_revision_from_before_versions_were_recorded(client: Client, revision: Scenario) -> None:
    Scenario.objects.filter(pk=revision.pk).update(engine_version="", rules_edition="")
    revision.refresh_from_db()
    assert "an engine from before versions were recorded" in page(client, revision)


def test_steps_that_no_longer_replay_are_a_notice_not_an_error(
    client: Client, revision: Scenario
) -> None:
    history = copy.deepcopy(revision.history)
    history["nodes"][1]["action"] = {"type": "deal_damage", "source": "gone", "target": "B"}
    Scenario.objects.filter(pk=revision.pk).update(history=history)
    revision.refresh_from_db()
    assert "can no longer replay these steps" in page(client, revision)


def test_the_comparison_is_computed_once_per_engine_version(
    client: Client, revision: Scenario, monkeypatch: Any
) -> None:
    page(client, revision)
    compared: list[int] = []
    compare = recheck._compare

    def counting(revision: Scenario) -> tuple[bool, str]:
        compared.append(revision.pk)
        return compare(revision)

    monkeypatch.setattr(recheck, "_compare", counting)
    page(client, revision)
    assert compared == []
    monkeypatch.setattr(engine, "ENGINE_VERSION", "2099.1.1")
    page(client, revision)
    assert compared == [revision.pk]
