"""Issue 29, point 7: a request's heavy work (regular-expression searches, big pastes, a board's
first exploration) is computed in a child process at the lowest CPU priority, stopped at its
CPU budget; the caller gets the value, the same error the work raised, or a typed refusal
(builder.operations.low_priority)."""

from __future__ import annotations

import os
import signal
import socket
import stat
import time
from typing import Any

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.urls import reverse

from builder.cards.search import service as search_service
from builder.cards.search.index import QUERY_REGEX_SECONDS
from builder.cards.search.parser import parse_query, regex_filters
from builder.cards.search.syntax import QueryTooCostly
from builder.jobs.models import Job
from builder.models import Draft
from builder.operations.low_priority import (
    NICENESS,
    HeavyWorkFailed,
    HeavyWorkStopped,
    at_low_priority,
)
from builder.scenarios import services
from builder.scenarios.services import ServiceError, actions, notation, outcomes
from builder.scenarios.services.notation import do_paste_board, heavy_paste, read_notation
from tests.builder.actions_support import GHO2_DAMAGE, gho2_document, make_draft
from tests.builder.caps_boards import PASTE_AT_THE_CAPS
from tests.builder.cards.conftest import fixture_cards as fixture_cards  # noqa: F401

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
HTMX = {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def in_child(settings: Any) -> None:
    settings.HEAVY_WORK_IN_CHILD = True  # the test settings compute in the test's process


def _spin() -> None:
    while True:
        pass


def test_the_value_is_computed_in_another_process_at_the_lowest_priority() -> None:
    pid, niceness, answer = at_low_priority(
        "search", lambda: (os.getpid(), os.nice(0), sum(range(1000))), cpu_seconds=5
    )
    assert pid != os.getpid()
    assert niceness == NICENESS  # os.nice caps at 19: the lowest priority
    assert answer == 499500


def test_a_big_value_comes_back_whole_through_the_pipe() -> None:
    text = "x" * 3_000_000  # far past a pipe's buffer
    assert at_low_priority("paste", lambda: text + "!", cpu_seconds=5) == text + "!"


def test_work_past_its_cpu_budget_is_stopped_and_says_so() -> None:
    with pytest.raises(HeavyWorkStopped) as stopped:
        at_low_priority("search", _spin, cpu_seconds=0.2)
    assert stopped.value.kind == "search" and stopped.value.over_budget
    assert stopped.value.sentence() == (
        "This card search was stopped: it used up its 0.2 s of CPU time."
    )
    assert "make it smaller" in stopped.value.advice()


def test_work_waiting_past_its_wall_limit_is_killed() -> None:
    started = []

    def wait_for_good() -> None:
        started.append(os.getpid())
        time.sleep(600)  # uses no CPU: only the wall limit can stop it

    with pytest.raises(HeavyWorkStopped) as stopped:
        at_low_priority("paste", wait_for_good, cpu_seconds=5, wall_seconds=0.3)
    assert not stopped.value.over_budget
    assert "waited more than 0.3 s for the CPU" in stopped.value.sentence()
    assert stopped.value.advice() == "try again in 2 seconds"


def test_the_works_own_error_comes_back_as_itself() -> None:
    def refuse() -> None:
        raise ServiceError("That card is not on the board.", field="target", rule="115.1")

    with pytest.raises(ServiceError) as refused:
        at_low_priority("paste", refuse, cpu_seconds=5)
    assert refused.value.message == "That card is not on the board. (rule 115.1)"
    assert refused.value.field == "target" and refused.value.rule == "115.1"

    def too_costly() -> None:
        raise QueryTooCostly("its regular expressions took too long", 7)

    with pytest.raises(QueryTooCostly) as costly:
        at_low_priority("search", too_costly, cpu_seconds=5)
    assert costly.value.message == "its regular expressions took too long"
    assert costly.value.position == 7


class _Unrebuildable(Exception):
    def __init__(self, first: str, second: str) -> None:
        super().__init__(f"{first} and {second}")


def test_an_error_that_cant_make_the_trip_is_a_typed_failure_naming_it() -> None:
    def fail() -> None:
        raise _Unrebuildable("one", "two")

    with pytest.raises(HeavyWorkFailed) as failed:
        at_low_priority("exploration", fail, cpu_seconds=5)
    assert failed.value.reason == "_Unrebuildable: one and two"


@pytest.mark.parametrize(
    ("death", "said"),
    [
        (lambda: os._exit(3), "ended without an answer (exit status 3)"),
        (lambda: os.kill(os.getpid(), signal.SIGKILL), "was killed (SIGKILL)"),
        (lambda: lambda: None, "ended without an answer (exit status 70)"),  # unpicklable
    ],
)
def test_a_child_that_dies_is_a_typed_failure(death: Any, said: str) -> None:
    with pytest.raises(HeavyWorkFailed) as failed:
        at_low_priority("exploration", death, cpu_seconds=5)
    assert said in failed.value.reason
    assert failed.value.sentence().startswith("This exploration could not be finished: ")


def test_the_child_holds_none_of_the_workers_sockets_or_pipes() -> None:
    # A client connection the worker closes must close for the client (not stay open through
    # the child), and another request's pipe must end for its reader.
    ours, theirs = socket.socketpair()
    read_end, write_end = os.pipe()
    try:
        kinds = at_low_priority(
            "search",
            lambda: [stat.S_IFMT(os.fstat(fd).st_mode) for fd in (ours.fileno(), write_end)],
            cpu_seconds=5,
        )
        assert stat.S_IFSOCK not in kinds and stat.S_IFIFO not in kinds
    finally:
        ours.close()
        theirs.close()
        os.close(read_end)
        os.close(write_end)


@pytest.mark.django_db
def test_the_child_never_uses_the_parents_database_connection() -> None:
    connection.ensure_connection()
    assert at_low_priority("search", lambda: connection.connection is None, cpu_seconds=5)
    assert Draft.objects.count() >= 0  # the parent's connection still answers


def test_off_the_work_runs_in_the_callers_process(settings: Any) -> None:
    settings.HEAVY_WORK_IN_CHILD = False
    assert at_low_priority("search", os.getpid, cpu_seconds=5) == os.getpid()


@pytest.mark.django_db
def test_a_big_paste_computed_apart_is_written_here_as_one_edit(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings.HEAVY_WORK_NICENESS = 0  # a machine busy with other work would starve it
    # What is tested is the write, not the budget: CI measures coverage, which slowed this
    # paste past its 2 s of CPU (the budget's own test is the next one).
    monkeypatch.setattr(notation, "PASTE_CPU_SECONDS", 60.0)
    apart = services.do_create_draft()
    assert heavy_paste(read_notation(PASTE_AT_THE_CAPS))
    do_paste_board(apart, PASTE_AT_THE_CAPS)
    apart.refresh_from_db()
    here = services.do_create_draft()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("django.conf.settings.HEAVY_WORK_IN_CHILD", False)
        do_paste_board(here, PASTE_AT_THE_CAPS)
    here.refresh_from_db()
    assert apart.version == here.version == 2  # one write each
    assert apart.document == here.document and apart.log == here.log
    assert cache.get("heavywork:slot:0") is None


@pytest.mark.django_db
def test_a_paste_past_its_budget_is_refused_and_changes_nothing(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(notation, "PASTE_CPU_SECONDS", 0.001)
    draft = services.do_create_draft()
    before = Draft.objects.get(pk=draft.pk)
    url = reverse("builder-paste-board", args=[draft.key])
    refused = client.post(url, {"paste-notation": PASTE_AT_THE_CAPS})
    assert refused.status_code == 503
    body = refused.content.decode()
    assert "This paste was stopped: it used up its 0.001 s of CPU time." in body
    assert "Nothing was changed" in body
    after = Draft.objects.get(pk=draft.pk)
    assert (after.version, after.document) == (before.version, before.document)
    assert cache.get("heavywork:slot:0") is None  # the slot was given back


@pytest.mark.django_db
@pytest.mark.usefixtures("fixture_cards")
def test_a_regex_search_computed_apart_is_remembered_here(client: Client, settings: Any) -> None:
    settings.HEAVY_WORK_NICENESS = 0
    search_service.invalidate_index()
    url = reverse("builder-cards")
    first = client.get(url, {"q": "o:/deals? \\d+ damage/"})
    assert first.status_code == 200
    assert "cards." in first.content.decode()
    index = search_service.card_index()
    query = parse_query("o:/deals? \\d+ damage/")
    assert query is not None
    assert index.cached_leaf(regex_filters(query)[0]) is not None  # asking again computes nothing
    assert client.get(url, {"q": "o:/deals? \\d+ damage/"}).status_code == 200
    assert QUERY_REGEX_SECONDS < search_service.SEARCH_CPU_SECONDS


@pytest.mark.django_db
def test_a_first_exploration_past_its_budget_is_left_to_the_job(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(outcomes, "QUICK_CPU_SECONDS", 0.001)
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE, label="Deal damage")
    answered = client.get(reverse("builder-outcomes", args=[draft.key]), headers=HTMX)
    # The quick exploration was stopped; the job (run at once by the tests' eager backend)
    # explored every outcome instead.
    assert answered.status_code == 200 and "2 distinct outcomes" in answered.content.decode()
    assert Job.objects.filter(kind=outcomes.EXPLORE_JOB, params__draft=draft.key).count() == 1
    assert cache.get("heavywork:slot:0") is None
