"""Issue 29, budgets: the builder's input caps (300 objects on a board, 40 actions and 50,000
characters in a pasted notation) and no page over
500 KB: a big zone shows its count and first cards with a link to the rest, a page at a time,
and the action picker draws its options a page at a time."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.scenarios import services
from builder.scenarios.services.board_size import MAX_BOARD_OBJECTS
from builder.scenarios.services.notation import MAX_ACTIONS, MAX_NOTATION_CHARS, do_paste_board
from builder.scenarios.services.picker import PICKER_PAGE
from tests.builder.caps_boards import AT_THE_CAP, PASTE_AT_THE_CAPS, notation

pytestmark = pytest.mark.django_db

PAGE_BUDGET = 500_000  # bytes


def _objects(draft: Draft) -> int:
    return sum(
        len(player.get(zone, []))
        for player in draft.document["players"]
        for zone in ("library", "hand", "graveyard", "battlefield", "exile", "command")
    )


@pytest.fixture(autouse=True)
def warm_engine(db: object) -> None:
    """The card registry loads once per process: not a request's cost."""
    do_paste_board(services.do_create_draft(), notation(2, [("battlefield", "Forest", 1)]))


@pytest.mark.parametrize("shape", list(AT_THE_CAP))
def test_a_draft_page_at_the_cap_is_at_most_500_kb(client: Client, shape: str) -> None:
    """(Its CPU time, 2 s at most, is bench/bench_caps.py's goal: no timed test.)"""
    draft = services.do_create_draft()
    do_paste_board(draft, AT_THE_CAP[shape])
    assert MAX_BOARD_OBJECTS - 8 <= _objects(draft) <= MAX_BOARD_OBJECTS
    response = client.get(reverse("builder-draft", args=[draft.key]))
    assert response.status_code == 200
    assert len(response.content) <= PAGE_BUDGET


def test_a_paste_at_the_caps_is_applied(client: Client) -> None:
    """(Its CPU time, 2 s at most, is bench/bench_caps.py's goal: no timed test.)"""
    draft = services.do_create_draft()
    response = client.post(
        reverse("builder-paste-board", args=[draft.key]), {"paste-notation": PASTE_AT_THE_CAPS}
    )
    assert response.status_code == 302
    draft.refresh_from_db()
    assert _objects(draft) == MAX_BOARD_OBJECTS and draft.document["turn"]["number"] > 3


def test_a_board_past_300_objects_is_refused_and_changes_nothing(client: Client) -> None:
    draft = services.do_create_draft()
    text = notation(2, [("library", "Forest", 151)])
    response = client.post(
        reverse("builder-paste-board", args=[draft.key]), {"paste-notation": text}
    )
    assert response.status_code == 400
    assert "The board has 302 objects; the builder takes at most 300" in response.content.decode()
    draft.refresh_from_db()
    assert _objects(draft) == 0


def test_adding_a_card_to_a_full_board_is_refused(client: Client) -> None:
    draft = services.do_create_draft()
    do_paste_board(draft, notation(2, [("library", "Forest", 150)]))
    response = client.post(
        reverse("builder-add-card", args=[draft.key]),
        {"card-card": "Grizzly Bears", "card-player": "A"},
    )
    assert response.status_code == 400
    assert "The board has 301 objects" in response.content.decode()
    draft.refresh_from_db()
    assert _objects(draft) == MAX_BOARD_OBJECTS


def test_more_than_40_actions_or_50000_characters_are_refused(client: Client) -> None:
    draft = services.do_create_draft()
    url = reverse("builder-paste-board", args=[draft.key])
    many = notation(2, [("library", "Forest", 60)], MAX_ACTIONS + 1)
    response = client.post(url, {"paste-notation": many})
    assert response.status_code == 400
    assert f"at most {MAX_ACTIONS} actions" in response.content.decode()
    long = "player A Alice 20\nplayer B Bob 20\n" + "#" * MAX_NOTATION_CHARS
    response = client.post(url, {"paste-notation": long})
    assert response.status_code == 400
    assert "50000 characters" in response.content.decode().replace(",", "")
    draft.refresh_from_db()
    assert _objects(draft) == 0


def test_a_big_library_shows_its_count_and_first_cards_with_a_link_to_the_rest(
    client: Client,
) -> None:
    draft = services.do_create_draft()
    do_paste_board(draft, notation(2, [("library", "Forest", 140), ("hand", "Shock", 3)]))
    url = reverse("builder-draft", args=[draft.key])
    page = client.get(url).content.decode()
    library = page[page.index('id="zone-A-library"') :]
    library = library[: library.index("</section>")]
    assert "(140)" in library and library.count('data-object-id="') == 5
    assert "135 more not shown." in library
    link = f"{url}?zone=zone-A-library#zone-A-library"
    assert f'href="{link}"' in library and "Show all 140" in library
    hand = page[page.index('id="zone-A-hand"') :]
    assert "more not shown" not in hand[: hand.index("</section>")]  # a small zone: all of it
    first = client.get(url, {"zone": "zone-A-library"}).content.decode()
    assert "Cards 1–100 of 140." in first and "page=2" in first
    expanded = first[first.index('id="zone-A-library"') :]
    assert expanded[: expanded.index("</section>")].count('data-object-id="') == 100
    second = client.get(url, {"zone": "zone-A-library", "page": "2"}).content.decode()
    assert "Cards 101–140 of 140." in second and "Previous cards" in second


def test_the_action_picker_draws_a_page_of_options_with_a_link_to_the_next(
    client: Client,
) -> None:
    draft = services.do_create_draft()
    board = notation(2, [("battlefield", "Mountain", 3), ("hand", "Shock", 30)])
    do_paste_board(draft, board)
    url = reverse("builder-draft", args=[draft.key])
    page = client.get(url).content.decode()
    actions = page[page.index('id="actions"') :]
    assert len(re.findall(r'name="option" value="cast:', actions)) <= PICKER_PAGE
    assert f"Options 1–{PICKER_PAGE} of " in actions
    assert f'href="{url}?options=2#actions"' in actions
    later = client.get(url, {"options": "2"}).content.decode()
    assert f"Options {PICKER_PAGE + 1}–" in later and "Previous options" in later
