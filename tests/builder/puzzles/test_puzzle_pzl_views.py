"""Forge .pzl files through the browser: the upload form (size limit, errors with their line,
never a 500) makes a saved puzzle shown with its edit link once; /s/<id>/puzzle.pzl downloads any
puzzle or two-player scenario; import, export and import again gives the same board."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Puzzle, Scenario
from builder.puzzles.services.forge import start_document
from builder.puzzles.services.pages import MAX_PZL_BYTES
from builder.sharing.services.revisions import hash_token
from tests.builder.conftest import HTMX
from tests.builder.puzzle_helpers import TOKEN, bolt_board, bolt_puzzle, saved_board

pytestmark = pytest.mark.django_db

IMPORT = reverse("builder-puzzle-import")
PUZZLE = """[metadata]
Name:Possibility Storm - Test #01
URL:https://example.com/ps01.png
Goal:Win
Turns:1
Difficulty:Rare
Description:Win this turn.\\nThe opponent has a card in hand.
[state]
humanlife=20
ailife=3
turn=1
activeplayer=human
activephase=MAIN1
humanhand=Lightning Bolt
humanlibrary=Island;Island
humanbattlefield=Mountain|Set:M19;Grizzly Bears|SummonSick
aihand=Counterspell
aibattlefield=Mystery Card;Wall of Omens|Tapped
humanprecast=Ancestral Knowledge:TrigShuffle
"""


def give_token(revision: Scenario) -> None:
    """Let the tests' edit token open an uploaded puzzle's family."""
    revision.family.edit_token_hash = hash_token(TOKEN)
    revision.family.save(update_fields=["edit_token_hash"])


def upload(text: str | bytes, name: str = "test.pzl") -> SimpleUploadedFile:
    content = text.encode() if isinstance(text, str) else text
    return SimpleUploadedFile(name, content, content_type="text/plain")


def imported(client: Client, text: str = PUZZLE, **extra: Any) -> Any:
    return client.post(IMPORT, {"file": upload(text), "visibility": "public", **extra})


def test_the_upload_form_is_offered(client: Client) -> None:
    body = client.get(IMPORT).content.decode()
    assert 'enctype="multipart/form-data"' in body and 'name="file"' in body
    fragment = client.get(IMPORT, headers=HTMX).content.decode()
    assert fragment.lstrip().startswith('<form id="upload"')


def test_an_upload_becomes_a_puzzle_shown_with_its_edit_link_once(client: Client) -> None:
    response = imported(client)
    revision = Scenario.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("builder-scenario", args=[revision.public_id])
    puzzle = Puzzle.objects.get()
    assert (puzzle.goal_kind, puzzle.difficulty) == ("win_this_turn", "Hard")  # Forge's Rare
    assert puzzle.source_url == "https://example.com/ps01.png"
    page = client.get(response["Location"]).content.decode()
    assert "Keep your secret edit link" in page
    edit = reverse("builder-scenario-edit", args=[revision.public_id])
    assert f"http://testserver{edit}?token=" in page
    again = client.get(response["Location"]).content.decode()
    assert "Keep your secret edit link" not in again  # shown once
    token = page.split(f"{edit}?token=")[1].split('"')[0]
    assert client.get(edit, {"token": token}).status_code == 200  # the link works


def test_the_puzzle_page_says_partially_automated_and_lists_cards(client: Client) -> None:
    page = client.get(imported(client)["Location"]).content.decode()
    assert "Partially automated" in page
    assert "Unknown cards</dt><dd>Mystery Card" in page
    assert "Counterspell" not in page  # in the opponent's hand: hidden, even in the lists
    assert "Wall of Omens" in page  # on the battlefield


def test_the_author_sees_every_listed_card(client: Client) -> None:
    imported(client)
    revision = Scenario.objects.get()
    give_token(revision)
    url = reverse("builder-puzzle-edit", args=[revision.public_id])
    body = client.get(url, {"token": TOKEN}).content.decode()
    assert "Kept from the .pzl file but not modeled" in body


def test_htmx_upload_redirects_the_page(client: Client) -> None:
    response = client.post(IMPORT, {"file": upload(PUZZLE), "visibility": "unlisted"}, headers=HTMX)
    revision = Scenario.objects.get()
    assert response.status_code == 200
    assert response["HX-Redirect"] == reverse("builder-scenario", args=[revision.public_id])


def test_a_private_upload_goes_to_its_page_with_the_token(client: Client) -> None:
    response = imported(client, visibility="private")
    assert "?token=" in response["Location"]
    assert client.get(response["Location"]).status_code == 200


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            "[metadata]\nName:Broken\n[state]\nhumanlife=twenty\n",
            "line 4: humanlife must be a whole number",
        ),
        (b"\xff\xfe\x00garbage", "isn't UTF-8 text"),
        (b"", "The submitted file is empty."),
        ("x" * (MAX_PZL_BYTES + 1), "a .pzl file is at most"),
    ],
)
def test_a_bad_file_is_400_with_a_clear_error(
    client: Client, content: str | bytes, message: str
) -> None:
    for headers in ({}, HTMX):
        response = client.post(
            IMPORT, {"file": upload(content), "visibility": "public"}, headers=headers
        )
        body = response.content.decode().replace("&#x27;", "'")
        assert response.status_code == 400
        assert message in body, body[-3000:]
    assert not Scenario.objects.exists()


def test_a_missing_file_is_400(client: Client) -> None:
    response = client.post(IMPORT, {"visibility": "public"})
    assert response.status_code == 400 and "This field is required." in response.content.decode()


def test_the_upload_rejects_other_methods(client: Client) -> None:
    assert client.put(IMPORT).status_code == 405


def test_import_export_import_gives_the_same_board(client: Client) -> None:
    imported(client, visibility="public")
    first = Scenario.objects.get()
    exported = client.get(reverse("builder-puzzle-pzl", args=[first.public_id]), {"token": "x"})
    assert exported.status_code == 403  # the puzzle hides the opponent's hand
    give_token(first)
    exported = client.get(reverse("builder-puzzle-pzl", args=[first.public_id]), {"token": TOKEN})
    assert exported.status_code == 200
    assert (
        exported["Content-Disposition"]
        == f'attachment; filename="stackboard-{first.public_id}.pzl"'
    )
    text = exported.content.decode()
    assert "Possibility Storm - Test #01" in text and "Counterspell" in text
    client.post(IMPORT, {"file": upload(text, "again.pzl"), "visibility": "public"})
    second = Scenario.objects.exclude(pk=first.pk).get()
    assert engine.load(second.document) == engine.load(first.document)
    assert start_document(second) == start_document(first)
    assert second.puzzle.goal_kind == first.puzzle.goal_kind
    assert second.puzzle.difficulty == first.puzzle.difficulty


def test_an_authored_puzzle_without_hidden_cards_exports_for_anyone(client: Client) -> None:
    puzzle = bolt_puzzle(show_opponent_hand=True, show_library_order=True)
    response = client.get(reverse("builder-puzzle-pzl", args=[puzzle.scenario.public_id]))
    text = response.content.decode()
    assert response.status_code == 200
    assert "Name:Bolt them" in text and "Difficulty:Common" in text and "Goal:Win" in text


def test_any_two_player_scenario_exports(client: Client) -> None:
    revision = saved_board(bolt_board(), title="Just a board")
    response = client.get(reverse("builder-puzzle-pzl", args=[revision.public_id]))
    assert response.status_code == 200
    text = response.content.decode()
    assert "Name:Just a board" in text and "p1hand=Counterspell" in text


def test_a_multiplayer_scenario_cant_be_a_pzl(client: Client) -> None:
    document = engine.dump(engine.new_scenario(format="free_for_all", players=("A", "B", "C")))
    revision = saved_board(document)
    response = client.get(reverse("builder-puzzle-pzl", args=[revision.public_id]))
    assert response.status_code == 400
    assert b"two players" in response.content


def test_the_export_rejects_post(client: Client) -> None:
    revision = saved_board(bolt_board())
    assert client.post(reverse("builder-puzzle-pzl", args=[revision.public_id])).status_code == 405
