"""Delve from the action picker (702.66a): casting a spell with delve offers a checkbox for each
card in its caster's graveyard; the cards ticked are exiled as the cost is paid from the pool.
Solve mode offers the same boxes (costs are always paid there)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services.solving import describe_action
from engine.puzzle import put_onto_battlefield
from tests.builder.actions_support import HTMX, make_draft
from tests.builder.puzzle_helpers import saved_board

pytestmark = pytest.mark.django_db

GRAVEYARD = [f"g{i}" for i in range(7)]


def delve_document(pool: dict[str, int] | None = None) -> dict[str, Any]:
    """Alice (active) holds Gurmag Angler with seven cards in her graveyard; Bob has one."""
    doc = {
        "turn": {"number": 3, "active_player": "A", "step": "precombat_main"},
        "players": [
            {
                "id": "A",
                "name": "Alice",
                "hand": [{"id": "angler", "card": "Gurmag Angler"}],
                "graveyard": [{"id": g, "card": "Shock"} for g in GRAVEYARD],
                "mana_pool": pool if pool is not None else {"B": 1},
                "battlefield": [{"id": "swamp", "card": "Swamp"}],
            },
            {
                "id": "B",
                "name": "Bob",
                "graveyard": [{"id": "bobs", "card": "Lightning Bolt"}],
            },
        ],
    }
    return engine.dump(engine.load(doc))


@pytest.fixture
def draft(db: object) -> Draft:
    return make_draft(delve_document())


def url(draft: Draft) -> str:
    return reverse("builder-act", args=[draft.key])


def zone_ids(draft: Draft, player: str, zone: str) -> list[str]:
    found = next(p for p in draft.document["players"] if p["id"] == player)
    return [o["id"] for o in found.get(zone, [])]


def test_the_cast_option_offers_the_casters_graveyard_for_delve(
    client: Client, draft: Draft
) -> None:
    body = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    start = body.index('value="cast:angler"')
    form = body[start : body.index("</form>", start)]
    assert (
        '<fieldset class="delve"><legend>Exile for delve (each card pays for {1}; at most 6)'
        "</legend>" in form
    )
    for card in GRAVEYARD:
        assert f'<input type="checkbox" name="delve" value="{card}">' in form
    # Names, never ids (issue 18): seven Shocks alike are told apart by their place in words.
    assert "Shock (first)</label>" in form and "Shock (seventh)</label>" in form
    assert "g0)" not in form
    assert 'value="bobs"' not in form  # delve exiles from the caster's own graveyard
    assert 'name="free" checked' in form
    assert "untick “Costs marked paid”" in form  # a free cast exiles nothing


def test_casting_gurmag_angler_with_delve_exiles_the_chosen_cards(
    client: Client, draft: Draft
) -> None:
    data = {"option": "cast:angler", "delve": GRAVEYARD[:6]}  # "free" unticked: pay from the pool
    response = client.post(url(draft), data)
    assert response.status_code == 302
    draft.refresh_from_db()
    assert [o["id"] for o in draft.document["stack"]] == ["angler"]
    assert zone_ids(draft, "A", "exile") == GRAVEYARD[:6]
    assert zone_ids(draft, "A", "graveyard") == ["g6"]
    assert not next(p for p in draft.document["players"] if p["id"] == "A").get("mana_pool")
    assert any("for Gurmag Angler's delve" in entry["text"] for entry in draft.log)
    assert any("702.66a" in entry["rules"] for entry in draft.log)
    # Everyone passes: the Angler resolves.
    response = client.post(url(draft), {"option": "resolve"}, headers=HTMX)
    assert response.status_code == 200
    draft.refresh_from_db()
    assert zone_ids(draft, "A", "battlefield") == ["swamp", "angler"]


def test_without_delve_cards_the_whole_cost_comes_from_the_pool(client: Client) -> None:
    draft = make_draft(delve_document({"B": 7}))
    assert client.post(url(draft), {"option": "cast:angler"}).status_code == 302
    draft.refresh_from_db()
    assert zone_ids(draft, "A", "graveyard") == GRAVEYARD
    assert zone_ids(draft, "A", "exile") == []


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    ("data", "shown"),
    [
        ({"option": "cast:angler", "delve": GRAVEYARD[:6], "free": "on"}, "marked paid"),
        ({"option": "cast:angler", "delve": GRAVEYARD}, "only 6 generic mana"),
        ({"option": "cast:angler", "delve": ["bobs"]}, "Select a valid choice"),
        ({"option": "cast:angler", "delve": GRAVEYARD[:2]}, "can&#x27;t pay {4}{B}"),
    ],
    ids=["free", "too many", "another graveyard", "too little mana"],
)
def test_a_refused_delve_comes_back_beside_the_option(
    client: Client, draft: Draft, headers: dict[str, str], data: dict[str, Any], shown: str
) -> None:
    before = dict(draft.document)
    response = client.post(url(draft), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    error_at = body.index('class="errorlist')
    assert shown in body[error_at : error_at + 600]
    assert body.index('value="cast:angler"', error_at) - error_at < 1000  # in the same option
    draft.refresh_from_db()
    assert draft.document == before


def test_solve_mode_offers_delve_and_the_move_solves_the_puzzle(client: Client) -> None:
    revision = saved_board(delve_document({}))
    puzzle = puzzle_services.do_publish_puzzle(
        revision, put_onto_battlefield("Gurmag Angler"), solution=[]
    )
    act = reverse("builder-puzzle-act", args=[puzzle.scenario.public_id])
    page = client.get(reverse("builder-scenario", args=[puzzle.scenario.public_id])).content
    assert 'name="delve" value="g0"' in page.decode()
    assert "Costs marked paid" not in page.decode()  # solve mode always pays
    assert client.post(act, {"option": "activate:swamp:0"}).status_code == 302
    cast = {"option": "cast:angler", "delve": GRAVEYARD[:6]}
    assert client.post(act, cast).status_code == 302
    solved = client.post(act, {"option": "resolve"}, headers=HTMX).content.decode()
    assert "Solved!" in solved


def test_a_move_with_delve_is_described_with_its_cards() -> None:
    names = {"angler": "Gurmag Angler", "g0": "Shock", "g1": "Shock"}
    action = {"type": "cast", "object": "angler", "delve": ["g0", "g1"]}
    assert describe_action(action, names) == "Cast Gurmag Angler, exiling Shock, Shock for delve"
