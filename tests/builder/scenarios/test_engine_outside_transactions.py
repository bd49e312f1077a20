"""Issue 29, budgets: engine work never runs inside a database transaction (on SQLite a
transaction holds the whole database's write lock: a 148 s paste made every other visitor's
write fail). An edit is computed first, then written in one short compare-and-swap on the
draft's version; a draft saved by someone else in the meantime refuses the edit with a message
and keeps what they saved."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft
from builder.scenarios import services
from builder.scenarios.services.actions import history_tree
from builder.sharing.services.exchange import do_import
from engine.examples import example
from engine.notation import dump

pytestmark = pytest.mark.django_db

GHO_2 = dump(example("GHO-2").scenario_document())
TWO_STEPS = "player A Alice 20\n  library: Forest; Forest\nplayer B Bob 20\naction advance\naction advance\n"


@pytest.fixture
def engine_calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many transactions were open (beyond the test's own) at each ``engine.apply``."""
    baseline = len(connection.atomic_blocks)
    seen: list[int] = []
    real = engine.apply

    def watched(*args: Any, **kwargs: Any) -> Any:
        seen.append(len(connection.atomic_blocks) - baseline)
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "apply", watched)
    yield seen


def act_url(draft: Draft) -> str:
    return reverse("builder-act", args=[draft.key])


def paste(client: Client, draft: Draft, text: str) -> tuple[int, str]:
    response = client.post(
        reverse("builder-paste-board", args=[draft.key]), {"paste-notation": text}
    )
    return response.status_code, response.content.decode()


def test_a_pasted_notations_actions_run_with_no_transaction_open(
    client: Client, draft: Draft, engine_calls: list[int]
) -> None:
    status, _ = paste(client, draft, TWO_STEPS)
    assert status == 302
    draft.refresh_from_db()
    assert history_tree(draft)[0].current != 0  # the two advances are steps of the draft
    assert len(engine_calls) >= 4  # checked, then applied as steps
    assert engine_calls == [0] * len(engine_calls)


def test_an_action_picked_on_the_page_runs_with_no_transaction_open(
    client: Client, draft: Draft, engine_calls: list[int]
) -> None:
    response = client.post(act_url(draft), {"option": "advance:declare_attackers"})
    assert response.status_code == 302
    draft.refresh_from_db()
    assert draft.document["turn"]["step"] == "declare_attackers"
    assert engine_calls and engine_calls == [0] * len(engine_calls)


def test_an_imported_documents_actions_run_with_no_transaction_open(
    engine_calls: list[int],
) -> None:
    document = example("GHO-2").scenario_document()
    document["actions"] = [{**document["actions"][0], "choices": ["ghosts.0"]}]
    imported = do_import(document)
    assert [p["life"] for p in imported.document["players"]] == [20, 18]
    assert engine_calls and engine_calls == [0] * len(engine_calls)


def _saving_meanwhile(draft: Draft, monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Another visitor sets Alice's life to 7 while the engine computes this edit."""
    real = engine.apply
    done: list[bool] = []

    def apply_while_someone_saves(*args: Any, **kwargs: Any) -> Any:
        if not done:
            done.append(True)
            services.do_set_life_totals(Draft.objects.get(pk=draft.pk), {"A": 7})
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "apply", apply_while_someone_saves)
    return monkeypatch.undo


def test_a_paste_computed_while_someone_saved_the_board_is_refused_and_loses_nothing(
    client: Client, draft: Draft, monkeypatch: pytest.MonkeyPatch
) -> None:
    _saving_meanwhile(draft, monkeypatch)
    status, body = paste(client, draft, TWO_STEPS)
    monkeypatch.undo()
    assert status == 400
    assert "Someone else changed this board at the same moment" in body
    draft.refresh_from_db()
    assert draft.document["players"][0]["life"] == 7  # their save is kept
    assert draft.document["players"][0].get("library", []) == []  # nothing of the paste
    assert history_tree(draft)[0].current == 0


def test_an_action_computed_while_someone_saved_the_board_is_refused(
    client: Client, draft: Draft, monkeypatch: pytest.MonkeyPatch
) -> None:
    _saving_meanwhile(draft, monkeypatch)
    response = client.post(act_url(draft), {"option": "advance:declare_attackers"})
    monkeypatch.undo()
    assert response.status_code == 400
    body = response.content.decode()
    assert "Someone else changed this board at the same moment" in body, re.findall(
        r"(?:error|alert)[^>]*>([^<]{0,200})", body
    )
    draft.refresh_from_db()
    assert draft.document["players"][0]["life"] == 7
    assert draft.document["turn"]["step"] == "precombat_main"
