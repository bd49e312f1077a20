"""Export (the JSON document, the judges' question text) and import (validated upload)."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft, Scenario
from builder.sharing.services.exchange import MAX_IMPORT_BYTES
from tests.builder.sharing_helpers import ghosts_draft, save, xss_document

pytestmark = pytest.mark.django_db


def upload(client: Client, content: bytes, name: str = "scenario.json") -> tuple[int, str]:
    response = client.post(
        reverse("builder-import"), {"file": SimpleUploadedFile(name, content, "application/json")}
    )
    return response.status_code, response.content.decode()


def test_the_json_export_is_a_download_of_the_document(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts")
    response = client.get(reverse("builder-scenario-json", args=[revision.public_id]))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"] == (
        f'attachment; filename="stackboard-{revision.public_id}.json"'
    )
    # Issue 18: the board before the action, and the action with Bob's choice.
    exported = json.loads(response.content)
    before = revision.history["nodes"][0]["document_after"]
    assert {k: v for k, v in exported.items() if k != "actions"} == before
    assert exported["actions"] == [
        {
            "type": "deal_damage",
            "source": "bears",
            "target": "B",
            "amount": 3,
            "choices": ["furnace.0"],
        }
    ]


@pytest.mark.parametrize(
    "make", [ghosts_draft, lambda: Draft.objects.create(document=xss_document())]
)
def test_the_export_reimports_to_an_equal_scenario(client: Client, make: object) -> None:
    revision, _ = save(make(), "Round trip")  # type: ignore[operator]
    exported = client.get(reverse("builder-scenario-json", args=[revision.public_id])).content
    response = client.post(
        reverse("builder-import"), {"file": SimpleUploadedFile("s.json", exported)}
    )
    assert response.status_code == 302
    draft = Draft.objects.get(key=response["Location"].split("/")[2])
    assert engine.load(draft.document) == engine.load(revision.document)
    again, _ = save(draft, "Again")
    assert engine.load(again.document) == engine.load(revision.document)


def test_the_import_page_has_an_upload_form(client: Client) -> None:
    body = client.get(reverse("builder-import")).content.decode()
    assert 'enctype="multipart/form-data"' in body and 'type="file"' in body


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            b"{not json",
            "isn&#x27;t valid JSON: Expecting property name enclosed in double quotes (line 1, column 2)",
        ),
        (b"\xff\xfe\x00", "isn&#x27;t UTF-8 text"),
        (b"[1, 2]", "A scenario document is a JSON object"),
        (b'{"players": 3}', "players: 3 is not of type &#x27;array&#x27;"),
        (
            b'{"players": [{"id": "A", "life": "lots"}, {"id": "B"}]}',
            "players[0].life: &#x27;lots&#x27; is not of type &#x27;integer&#x27;",
        ),
        (
            b'{"players": [{"id": "A", "battlefield": [{"id": "o1", "card": "No Such Card"}]}, {"id": "B"}]}',
            "players[0].battlefield[0].card",
        ),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    ],
)
def test_a_bad_file_is_refused_with_an_error_at_the_field(
    client: Client, content: bytes, message: str
) -> None:
    status, body = upload(client, content)
    assert status == 400
    assert message in body
    assert not Draft.objects.exists()


def test_a_file_over_the_size_limit_is_refused(client: Client) -> None:
    big = b'{"players": [], "pad": "' + b"x" * MAX_IMPORT_BYTES + b'"}'
    status, body = upload(client, big)
    assert status == 400
    assert "the limit is 1,000,000 (1 MB)" in body


def test_a_missing_file_is_a_form_error(client: Client) -> None:
    response = client.post(reverse("builder-import"), {})
    assert response.status_code == 400
    assert "This field is required" in response.content.decode()


def test_import_rejects_other_methods(client: Client) -> None:
    assert client.put(reverse("builder-import")).status_code == 405


def test_the_question_text_reads_like_a_judges_question(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts and Furnace", description="Who picks the order?")
    response = client.get(reverse("builder-scenario-question", args=[revision.public_id]))
    text = response.content.decode()
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert "Active player: Alice (turn 3, precombat main step)" in text
    assert "Alice's battlefield: Grizzly Bears 2/2" in text  # the board before the action
    assert "Question:\nGhosts and Furnace\nWho picks the order?" in text
    assert "1. Bears deal 3 to Bob" in text
    assert "Bob loses 3 life: 20 → 17 (CR 120.3a)" in text
    assert "Rules cited: " in text and "616.1" in text
    assert "Comprehensive Rules effective 2026-04-17" in text


def test_the_question_text_of_a_board_without_steps(client: Client, saved: Scenario) -> None:
    text = client.get(reverse("builder-scenario-question", args=[saved.public_id])).content.decode()
    assert "Grizzly Bears deals 2 damage to Bob. (CR 120.3a)" in text
