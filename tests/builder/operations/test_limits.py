"""Limits (issue 17, point 4): rate limits on anonymous writes, request bodies refused unread,
a depth limit on JSON input, Markdown stored when saved, card search queries bounded."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft, Scenario
from builder.sharing.services.annotations import render_markdown
from engine.document.json_depth import MAX_JSON_DEPTH, text_depth, value_depth
from tests.builder.conftest import HTMX
from tests.builder.sharing_helpers import save

pytestmark = pytest.mark.django_db


@pytest.fixture
def small_limits(settings: Any) -> None:
    settings.RATE_LIMITS = {"drafts": (3, 600), "logins": (2, 300), "uploads": (2, 600)}


# --- rate limits -----------------------------------------------------------------------------


def test_new_drafts_over_the_limit_get_429_with_when_to_retry(
    client: Client, small_limits: None
) -> None:
    for _ in range(3):
        assert client.post(reverse("builder-new")).status_code == 302
    response = client.post(reverse("builder-new"))
    assert response.status_code == 429
    assert 1 <= int(response["Retry-After"]) <= 600
    body = response.content.decode()
    assert "<html" in body  # a page for a normal request
    assert "Too many new drafts from your address: at most 3 every 10 minutes" in body
    assert "Try again in" in body
    assert Draft.objects.count() == 3  # the refused request created nothing


def test_an_htmx_request_over_the_limit_gets_a_fragment(client: Client, small_limits: None) -> None:
    for _ in range(3):
        client.post(reverse("builder-new"))
    response = client.post(reverse("builder-new"), headers=HTMX)
    assert response.status_code == 429
    body = response.content.decode()
    assert "<html" not in body
    assert 'role="alert"' in body and "Try again in" in body
    assert response["HX-Retarget"] == "#main"
    assert response["Retry-After"]


def test_other_addresses_have_their_own_count(client: Client, small_limits: None) -> None:
    for _ in range(3):
        client.post(reverse("builder-new"))
    assert client.post(reverse("builder-new")).status_code == 429
    other = client.post(reverse("builder-new"), REMOTE_ADDR="203.0.113.9")
    assert other.status_code == 302


def test_signed_in_users_are_not_limited_on_writes(client: Client, small_limits: None) -> None:
    client.force_login(User.objects.create_user("judge", password="a long passphrase 1"))
    for _ in range(5):
        assert client.post(reverse("builder-new")).status_code == 302


def test_login_attempts_are_limited(client: Client, small_limits: None) -> None:
    data = {"username": "nobody", "password": "wrong"}
    assert client.post(reverse("login"), data).status_code == 200  # the form, with its error
    assert client.post(reverse("login"), data).status_code == 200
    refused = client.post(reverse("login"), data)
    assert refused.status_code == 429
    assert "Too many sign-in attempts" in refused.content.decode()


def test_showing_a_form_is_not_counted(client: Client, small_limits: None) -> None:
    for _ in range(5):
        assert client.get(reverse("builder-import")).status_code == 200
    assert client.get(reverse("login")).status_code == 200


def test_uploads_are_limited(client: Client, small_limits: None) -> None:
    def upload() -> int:
        file = SimpleUploadedFile("s.json", b"{}", "application/json")
        return client.post(reverse("builder-import"), {"file": file}).status_code

    assert [upload(), upload(), upload()] == [400, 400, 429]


def test_saves_are_limited(client: Client, settings: Any) -> None:
    settings.RATE_LIMITS = {"saves": (1, 600)}
    draft = Draft.objects.create(document=engine.dump(engine.new_scenario()))
    url = reverse("builder-save", args=[draft.key])
    first = client.post(url, {"title": "One", "visibility": "unlisted"})
    assert first.status_code == 302
    second = client.post(url, {"title": "Two", "visibility": "unlisted"})
    assert second.status_code == 429
    assert list(Scenario.objects.values_list("title", flat=True)) == ["One"]


# --- request bodies over the limit -------------------------------------------------------------


class UnreadableBody:
    """A request body that fails the test if anything reads it."""

    def read(self, *args: Any) -> bytes:
        raise AssertionError("the body of a request over the limit was read")

    readline = read


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["page", "htmx"])
def test_a_100_mb_upload_is_refused_before_its_body_is_read(
    client: Client, headers: dict[str, str]
) -> None:
    response = client.generic(
        "POST",
        reverse("builder-import"),
        b"",
        content_type="multipart/form-data; boundary=xyz",
        headers=headers,
        CONTENT_LENGTH=str(100 * 1024 * 1024),
        **{"wsgi.input": UnreadableBody()},
    )
    assert response.status_code == 413
    body = response.content.decode()
    assert "This request is 104,857,600 bytes; the limit is 1,500,000 bytes" in body
    assert not Draft.objects.exists()


def test_an_upload_under_the_limit_is_read(client: Client) -> None:
    document = engine.dump(engine.new_scenario())
    file = SimpleUploadedFile("s.json", json.dumps(document).encode(), "application/json")
    response = client.post(reverse("builder-import"), {"file": file})
    assert response.status_code == 302
    assert Draft.objects.get().document == document


# --- JSON depth --------------------------------------------------------------------------------


def nested(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels - 1):
        value = [value]
    return value


def test_an_import_nested_600_levels_deep_is_refused_and_nothing_stored(client: Client) -> None:
    document = engine.dump(engine.new_scenario())
    document["players"][0]["battlefield"] = [
        {"id": "o1", "card": "Grizzly Bears", "params": {"deep": nested(600)}}
    ]
    file = SimpleUploadedFile("deep.json", json.dumps(document).encode(), "application/json")
    response = client.post(reverse("builder-import"), {"file": file})
    assert response.status_code == 400
    body = response.content.decode()
    assert "The JSON is nested too deeply to be a scenario" in body
    assert f"at most {MAX_JSON_DEPTH} levels" in body
    assert not Draft.objects.exists()


def test_the_engine_refuses_a_document_nested_too_deeply() -> None:
    document = engine.dump(engine.new_scenario())
    document["players"][0]["params"] = nested(MAX_JSON_DEPTH + 5)
    with pytest.raises(engine.InvalidDocument, match="nested more than 32 levels deep"):
        engine.load(document)


def test_custom_effect_parameters_nested_too_deeply_are_a_form_error(client: Client) -> None:
    from django import forms

    from builder.scenarios import effectparams

    deep = json.dumps({"x": nested(200)})
    kind = "some_kind_without_fields"
    with pytest.raises(forms.ValidationError, match="refused: it is nested 200 levels deep"):
        effectparams.params_from(kind, {"p_json": deep})


def test_depth_is_measured_the_same_on_text_and_values() -> None:
    value = {"a": [1, {"b": "[[[not brackets]]]"}], "c": []}
    assert value_depth(value) == text_depth(json.dumps(value)) == 3
    assert value_depth(nested(1000), limit=10) == 11  # stops counting past the limit


# --- Markdown, rendered once when saved ---------------------------------------------------------


def test_the_description_is_rendered_when_saved_and_the_page_shows_the_stored_html(
    client: Client,
) -> None:
    draft = Draft.objects.create(document=engine.dump(engine.new_scenario()))
    revision, _ = save(draft, "Stored", description="**Bold** and [[Grizzly Bears]]")
    assert revision.description_html.startswith("<p><strong>Bold</strong> and <a class=")
    assert revision.engine_version == engine.ENGINE_VERSION
    assert revision.rules_edition == engine.CR_EDITION
    # The page shows what was stored (it does not render the Markdown again).
    Scenario.objects.filter(pk=revision.pk).update(description_html="<p>stored rendering</p>")
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert "<p>stored rendering</p>" in body


def test_markdown_that_was_quadratic_renders_as_text() -> None:
    html = render_markdown("[[" * 5000)
    assert html.startswith("<p>[[[[") and html.endswith("</p>")


def test_card_references_inside_code_are_not_links() -> None:
    assert render_markdown("`[[Grizzly Bears]]`") == "<p><code>[[Grizzly Bears]]</code></p>"


# --- card search queries -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("(" * 499 + "a", "the query nests parentheses and"),
        ("-" * 300 + "bears", "the query nests parentheses and"),
    ],
)
def test_deeply_nested_card_searches_get_a_clear_message(
    client: Client, query: str, message: str
) -> None:
    response = client.get(reverse("builder-cards"), {"q": query})
    assert response.status_code == 200
    assert message in response.content.decode()


def test_a_card_search_longer_than_the_limit_is_refused(client: Client) -> None:
    response = client.get(reverse("builder-cards"), {"q": "a" * 501})
    assert response.status_code == 400
    assert "at most 500 characters" in response.content.decode()


def test_an_import_with_a_number_longer_than_python_converts_is_refused(client: Client) -> None:
    """Found by the HTTP fuzzer: json.loads raised a bare ValueError (a 500)."""
    text = '{"version": 1, "seed": ' + "9" * 5000 + ', "players": []}'
    file = SimpleUploadedFile("long.json", text.encode(), "application/json")
    response = client.post(reverse("builder-import"), {"file": file})
    assert response.status_code == 400
    assert "it has a number with 5,000 digits; at most 30 are accepted" in response.content.decode()
    assert not Draft.objects.exists()
