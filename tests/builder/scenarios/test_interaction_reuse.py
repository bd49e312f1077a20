"""What one interaction reuses instead of computing again (docs/builder-performance.md): the
board choices a judge's action is checked against are kept with the engine state they were
computed from, never with another board's; and a server process's collector settings
(builder.heap) change nothing a request computes."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.heap import settle
from builder.models import Draft
from builder.scenarios.services import picker
from builder.scenarios.services.picker import board_choices, build_picker
from tests.builder.actions_support import HTMX, judge_damage, life

pytestmark = pytest.mark.django_db


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The states whose board choices were computed (not read from the state's memo)."""
    seen: list[str] = []
    real = picker._board_choices

    def counting(state: Any, names: Any) -> Any:
        seen.append(",".join(o.id for o in state.battlefield))
        return real(state, names)

    monkeypatch.setattr(picker, "_board_choices", counting)
    return seen


def test_board_choices_are_kept_with_their_state_and_equal_a_fresh_computation(
    bears: Draft, computed: list[str]
) -> None:
    state = engine.load(bears.document)
    first = board_choices(state)
    assert build_picker(state).board is first  # the picker reads the same, once computed
    assert computed == ["bears,ogre"]
    other = engine.load(bears.document)  # an equal board, another state: computed for it
    fresh = board_choices(other)
    assert fresh == first and fresh is not first
    assert [c.id for c in first.permanents] == ["bears", "ogre"]
    assert first.opponent == "B"


def test_the_next_judge_action_is_checked_against_the_board_the_last_one_left(
    client: Client, bears: Draft, computed: list[str]
) -> None:
    url = reverse("builder-judge", args=[bears.key, "deal_damage"])
    kill = judge_damage(target="ogre", amount="5")
    assert client.post(url, kill, headers=HTMX).status_code == 200
    computed.clear()
    # The Ogre died: the remembered board's choices no longer offer it, and none are computed
    # again for the board the first action left (its picker was drawn with them).
    refused = client.post(url, judge_damage(target="ogre", amount="1"), headers=HTMX)
    assert refused.status_code == 400
    assert computed == []
    assert client.post(url, judge_damage(amount="2"), headers=HTMX).status_code == 200
    assert life(bears, "B") == 18


@pytest.fixture
def collector() -> Iterator[None]:
    yield
    gc.unfreeze()


def test_settling_the_heap_freezes_the_app_and_requests_still_answer(
    client: Client, bears: Draft, collector: None
) -> None:
    settle()
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold()[0] > 0  # the collector still runs for what requests allocate
    url = reverse("builder-judge", args=[bears.key, "deal_damage"])
    body = client.post(url, judge_damage(amount="3"), headers=HTMX).content.decode()
    assert "Bob’s life: 20 → 17 (−3)" in body
