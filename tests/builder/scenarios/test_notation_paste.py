"""The builder's board notation: the current board for copying, and "Paste a board"."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.scenarios import services
from builder.scenarios.services.actions import history_tree
from engine.examples import example
from engine.notation import dump
from tests.builder.conftest import HTMX

pytestmark = pytest.mark.django_db

GHO_2 = dump(example("GHO-2").scenario_document())


def paste(client: Client, draft: Draft, text: str, **headers: str) -> tuple[int, str]:
    response = client.post(
        reverse("builder-paste-board", args=[draft.key]), {"paste-notation": text}, headers=headers
    )
    return response.status_code, response.content.decode()


def test_the_builder_shows_the_board_as_notation(client: Client, bears_draft: Draft) -> None:
    body = client.get(reverse("builder-draft", args=[bears_draft.key])).content.decode()
    assert 'id="board-notation"' in body
    assert (
        "player A Alice 20\n  battlefield: Grizzly Bears #o1 [timestamp=1]\nplayer B Bob 20\n"
        in body
    )
    assert 'name="paste-notation"' in body


def test_pasting_gho_2_sets_the_board_and_leaves_bob_to_choose(
    client: Client, draft: Draft
) -> None:
    status, body = paste(client, draft, GHO_2, **HTMX)
    assert status == 200
    draft.refresh_from_db()
    battlefield = [o["card"] for o in draft.document["players"][0]["battlefield"]]
    assert battlefield == ["Grizzly Bears", "Ghosts of the Innocent", "Furnace of Rath"]
    tree, _ = history_tree(draft)
    assert tree.pending is not None and tree.pending["action"]["amount"] == 3
    assert "Bob chooses" in body  # the decision is on the page
    # The notation shown for copying keeps the waiting action: nothing of the ruling is lost.
    assert "action deal_damage source=bears target=B amount=3" in body


def test_a_pasted_action_with_its_choice_is_a_step_taken(client: Client, draft: Draft) -> None:
    text = GHO_2.replace("amount=3", "amount=3 choices=[ghosts.0]")
    status, _ = paste(client, draft, text)
    assert status == 302
    draft.refresh_from_db()
    assert [p["life"] for p in draft.document["players"]] == [20, 18]
    tree, _ = history_tree(draft)
    assert tree.pending is None and len(tree.nodes) == 2


def test_a_notation_error_names_line_and_column_and_changes_nothing(
    client: Client, bears_draft: Draft
) -> None:
    before = bears_draft.document
    status, body = paste(client, bears_draft, "player A Alice 20\n  hand: Shok\nplayer B Bob 20\n")
    assert status == 400
    assert "Line 2, column 9: unknown card &#x27;Shok&#x27;" in body
    assert 'id="paste-errors"' in body
    bears_draft.refresh_from_db()
    assert bears_draft.document == before


def test_an_illegal_pasted_action_names_its_line(client: Client, draft: Draft) -> None:
    text = GHO_2 + "action cast object=nothing\n"
    status, body = paste(client, draft, text, **HTMX)
    assert status == 400
    assert "Line 5: actions[0] needs a decision" in body
    draft.refresh_from_db()
    assert draft.document["players"][0]["battlefield"] == []


def test_the_paste_service_says_what_it_did(draft: Draft) -> None:
    message = services.notation.do_paste_board(draft, GHO_2)
    assert message == "Board pasted and 1 action applied."
