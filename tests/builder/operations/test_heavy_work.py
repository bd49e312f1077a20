"""Issue 29, point 7: heavy in-request work (regular-expression card searches, big pastes, a
board's first quick exploration) takes one of a few site-wide slots; with every slot taken the
request is answered at once with 503 and ``Retry-After``, changes nothing, and light requests of
the same kinds are never refused."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.operations.heavy_work import HeavyWorkBusy, heavy_work
from builder.scenarios import services
from builder.scenarios.services import actions
from builder.scenarios.services.notation import do_paste_board, heavy_paste, read_notation
from tests.builder.actions_support import GHO2_DAMAGE, gho2_document, make_draft
from tests.builder.caps_boards import PASTE_AT_THE_CAPS, notation
from tests.builder.cards.conftest import fixture_cards as fixture_cards  # noqa: F401

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


@pytest.fixture
def every_slot_taken(settings: Any) -> Any:
    """Another worker holds the only slot (as the shared cache records it)."""
    settings.HEAVY_WORK_SLOTS = 1
    # Held for the whole test, however long a loaded machine takes (the lease is 60 s).
    settings.HEAVY_WORK_LEASE_SECONDS = 3600
    with heavy_work("search"):
        yield


def _battlefield(draft: Draft) -> list[str]:
    draft.refresh_from_db()
    return [o["card"] for p in draft.document["players"] for o in p.get("battlefield", [])]


def test_a_slot_is_given_back_after_the_work_and_after_an_error(settings: Any) -> None:
    settings.HEAVY_WORK_SLOTS = 1
    with heavy_work("paste"), pytest.raises(HeavyWorkBusy), heavy_work("search"):
        pass
    with pytest.raises(ValueError), heavy_work("paste"):
        raise ValueError("the work failed")
    with heavy_work("search"):  # free again
        pass
    assert cache.get("heavywork:slot:0") is None


def test_two_slots_take_two_at_once_and_refuse_the_third(settings: Any) -> None:
    settings.HEAVY_WORK_SLOTS = 2
    with (
        heavy_work("paste"),
        heavy_work("search"),
        pytest.raises(HeavyWorkBusy) as busy,
        heavy_work("exploration"),
    ):
        pass
    assert busy.value.kind == "exploration"


@pytest.mark.usefixtures("fixture_cards", "every_slot_taken")
def test_a_regex_search_is_refused_with_503_while_a_plain_one_is_answered(client: Client) -> None:
    url = reverse("builder-cards")
    refused = client.get(url, {"q": "o:/deals? \\d+ damage/"})
    assert refused.status_code == 503
    assert refused["Retry-After"] == "2"
    body = refused.content.decode()
    assert "busy with other card searches with regular expressions" in body
    assert "Nothing was changed" in body

    plain = client.get(url, {"q": "fire"})
    assert plain.status_code == 200 and "5 cards." in plain.content.decode()


@pytest.mark.usefixtures("fixture_cards")
def test_a_regex_search_is_answered_once_the_slot_is_free(client: Client, settings: Any) -> None:
    settings.HEAVY_WORK_SLOTS = 1
    response = client.get(reverse("builder-cards"), {"q": "o:/damage/"})
    assert response.status_code == 200
    assert cache.get("heavywork:slot:0") is None


@pytest.mark.usefixtures("every_slot_taken")
def test_a_big_paste_is_refused_and_changes_nothing_while_a_small_one_is_applied(
    client: Client,
) -> None:
    draft = services.do_create_draft()
    do_paste_board(draft, notation(2, [("battlefield", "Forest", 1)]))
    before = _battlefield(draft)
    assert heavy_paste(read_notation(PASTE_AT_THE_CAPS))
    url = reverse("builder-paste-board", args=[draft.key])

    refused = client.post(url, {"paste-notation": PASTE_AT_THE_CAPS})
    assert refused.status_code == 503 and refused["Retry-After"] == "2"
    assert "busy with other pastes of big boards" in refused.content.decode()
    assert _battlefield(draft) == before

    small = notation(2, [("battlefield", "Grizzly Bears", 2)])
    assert not heavy_paste(read_notation(small))
    applied = client.post(url, {"paste-notation": small})
    assert applied.status_code == 302
    assert _battlefield(draft).count("Grizzly Bears") == 4


@pytest.mark.usefixtures("every_slot_taken")
def test_htmx_gets_the_refusal_as_a_notice_at_the_top_of_the_page(client: Client) -> None:
    draft = services.do_create_draft()
    url = reverse("builder-paste-board", args=[draft.key])
    response = client.post(url, {"paste-notation": PASTE_AT_THE_CAPS}, headers=HTMX)
    assert response.status_code == 503
    assert response["HX-Retarget"] == "#main" and response["HX-Reswap"] == "afterbegin"
    body = response.content.decode()
    assert "<html" not in body and "try again in 2 seconds" in body


@pytest.mark.usefixtures("every_slot_taken")
def test_a_boards_first_exploration_is_refused_then_answered_once_the_slot_is_free(
    client: Client,
) -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE, label="Deal damage")
    url = reverse("builder-outcomes", args=[draft.key])
    refused = client.get(url, headers=HTMX)
    assert refused.status_code == 503
    assert "busy with other explorations of every outcome" in refused.content.decode()
    cache.delete("heavywork:slot:0")  # the other worker is done
    answered = client.get(url, headers=HTMX)
    assert answered.status_code == 200 and "2 distinct outcomes" in answered.content.decode()
