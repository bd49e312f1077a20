"""The engine states a process remembers per draft (builder.scenarios.services.recent_states): the next
request on the board a request saved reads its state instead of loading the document, and a
board changed anywhere else is always loaded afresh."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft
from builder.scenarios.services import recent_states
from tests.builder.actions_support import HTMX, judge_damage, life

pytestmark = pytest.mark.django_db


@pytest.fixture
def loads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many documents the builder loads into the engine."""
    counted: list[int] = []
    real = engine.load

    def counting(doc: Any, *args: Any, **kwargs: Any) -> Any:
        counted.append(1)
        return real(doc, *args, **kwargs)

    monkeypatch.setattr(engine, "load", counting)
    return counted


def judge(client: Client, draft: Draft, amount: str) -> str:
    url = reverse("builder-judge", args=[draft.key, "deal_damage"])
    response = client.post(url, judge_damage(amount=amount), headers=HTMX)
    assert response.status_code == 200
    return response.content.decode()


def test_the_next_action_reads_the_board_the_last_one_saved(
    client: Client, bears: Draft, loads: list[int]
) -> None:
    judge(client, bears, "3")
    loads.clear()
    body = judge(client, bears, "2")
    assert loads == []  # the board Bob is at 17 on was remembered by the first action
    assert life(bears, "B") == 15
    assert "Bob’s life: 17 → 15 (−2)" in body


def test_a_board_changed_elsewhere_is_loaded_again(
    client: Client, bears: Draft, loads: list[int]
) -> None:
    judge(client, bears, "3")  # Bob at 17, remembered
    changed = Draft.objects.get(pk=bears.pk)
    changed.document = {
        **changed.document,
        "players": [{**p, "life": 9} if p["id"] == "B" else p for p in changed.document["players"]],
    }
    Draft.objects.filter(pk=bears.pk).update(document=changed.document)  # another worker
    loads.clear()
    body = judge(client, bears, "2")
    assert loads == [1]  # not the remembered board: its document is no longer the draft's
    assert life(bears, "B") == 7
    assert "Bob’s life: 9 → 7 (−2)" in body


def test_a_remembered_document_is_a_copy(bears: Draft) -> None:
    board = dict(bears.document)
    state = engine.load(board)
    recent_states.remember(bears.key, board, state)
    board["players"] = []  # the caller changes its document afterwards
    assert recent_states.recall(bears.key, board) is None
    assert recent_states.recall(bears.key, bears.document) is state


def test_only_the_last_two_boards_of_a_draft_are_kept(bears: Draft) -> None:
    boards = [{**bears.document, "seed": n} for n in range(3)]
    states = [engine.load(b) for b in boards]
    for b, s in zip(boards, states, strict=True):
        recent_states.remember(bears.key, b, s)
    assert recent_states.recall(bears.key, boards[0]) is None
    assert recent_states.recall(bears.key, boards[1]) is states[1]
    assert recent_states.recall(bears.key, boards[2]) is states[2]
