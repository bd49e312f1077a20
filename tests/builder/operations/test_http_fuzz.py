"""No server errors, whatever is sent (issue 17, point 9): every endpoint of the URLconf, with
the app's own form fields and hostile values, never answers 5xx.  Bounded for CI (a fixed
number of examples); ``bench/fuzz_http.py`` sends 20,000 and more."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.builder.http_fuzzing import (
    Endpoint,
    FuzzRequest,
    Sender,
    World,
    build_world,
    endpoints,
    every_endpoint_once,
    every_form_with_hostile_values,
    requests,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def sender() -> Any:
    sender = Sender()
    yield sender
    sender.close()


@pytest.fixture
def world(sender: Sender) -> World:
    return build_world(sender.client)


def check(sender: Sender, request: FuzzRequest) -> None:
    outcome = sender.send(request)
    assert outcome.status < 500, f"{request} answered {outcome.status}\n{outcome.error}"
    assert not outcome.error, f"{request} raised\n{outcome.error}"


def test_the_urlconf_walk_finds_every_kind_of_endpoint() -> None:
    names = {endpoint.name for endpoint in endpoints()}
    expected = {"builder-draft", "builder-add-card", "builder-scenario", "builder-embed-act"}
    assert expected | {"builder-import", "builder-cards", "builder-rule", "login"} <= names
    assert len(names) >= 60


def test_every_endpoint_with_real_objects_and_empty_or_nonsense_forms(
    sender: Sender, world: World
) -> None:
    for request in every_endpoint_once(world, endpoints()):
        check(sender, request)


def test_every_form_with_hostile_values_in_every_field(sender: Sender, world: World) -> None:
    assert len(world.forms) >= 20  # the harvest found the app's forms
    for request in every_form_with_hostile_values(world):
        check(sender, request)


def test_random_requests_to_every_endpoint_never_get_a_server_error(
    sender: Sender, world: World
) -> None:
    all_endpoints: list[Endpoint] = endpoints()

    @settings(
        max_examples=80,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(st.data())
    def fuzz(data: st.DataObject) -> None:
        check(sender, data.draw(requests(world, all_endpoints)))

    fuzz()
