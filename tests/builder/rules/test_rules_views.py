"""The rules pages: /rules/ (contents and ?q= search) and /rules/<number>/."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.test import Client

from tests.builder.actions_support import SAMPLE_RULES

pytestmark = pytest.mark.django_db


@pytest.fixture
def imported(db: object) -> None:
    call_command("import_rules", str(SAMPLE_RULES), stdout=StringIO())


def test_without_the_rules_the_index_says_how_to_import_them(client: Client) -> None:
    response = client.get("/rules/")
    assert response.status_code == 200
    assert "python manage.py import_rules FILE" in response.content.decode()
    assert client.get("/rules/616.1/").status_code == 404


def test_the_contents_list_chapters_and_sections(client: Client, imported: None) -> None:
    body = client.get("/rules/").content.decode()
    assert '<a href="/rules/616/">616. Sample Interactions</a>' in body
    assert "effective January 2, 2030" in body


def test_a_rule_page_shows_its_text_subrules_examples_and_neighbours(
    client: Client, imported: None
) -> None:
    body = client.get("/rules/616.1/").content.decode()
    assert "If two sample effects would modify the same sample event" in body
    assert '<a href="/rules/616.1a/">616.1a</a>' in body
    assert '<a href="/rules/616.1e/">616.1e</a>' in body
    assert '<a href="/rules/616/">616' in body  # the section it belongs to
    assert 'rel="prev" href="/rules/616/"' in body
    assert 'rel="next" href="/rules/616.1a/"' in body
    sub = client.get("/rules/616.1e/").content.decode()
    assert "The second example of the sample rule." in sub


def test_a_section_lists_its_rules(client: Client, imported: None) -> None:
    body = client.get("/rules/120/").content.decode()
    assert '<a href="/rules/120.2b/">120.2b</a>' in body
    assert '<a href="/rules/120.3a/">120.3a</a>' in body
    chapter = client.get("/rules/1/").content.decode()
    assert '<a href="/rules/100/">100</a>' in chapter


@pytest.mark.parametrize(
    ("query", "found", "missing"),
    [
        ("616.1", "616.1e", "120.3a"),
        ("sample damage", "120.3a", "616.1e"),
        ("SAMPLE LIFE", "120.3a", "100.1a"),
    ],
)
def test_search_by_number_or_words(
    client: Client, imported: None, query: str, found: str, missing: str
) -> None:
    body = client.get("/rules/", {"q": query}).content.decode()
    assert f'href="/rules/{found}/"' in body
    assert f'href="/rules/{missing}/"' not in body


def test_a_search_that_finds_nothing(client: Client, imported: None) -> None:
    assert "No rule matches." in client.get("/rules/", {"q": "zebra"}).content.decode()


def test_an_overlong_query_is_a_400(client: Client, imported: None) -> None:
    assert client.get("/rules/", {"q": "x" * 500}).status_code == 400


@pytest.mark.parametrize("number", ["999", "616.9z", "616.1q"])
def test_unknown_rules_are_404(client: Client, imported: None, number: str) -> None:
    assert client.get(f"/rules/{number}/").status_code == 404


@pytest.mark.parametrize("path", ["/rules/abc/", "/rules/6161/", "/rules/616.1ab/"])
def test_malformed_numbers_are_404(client: Client, imported: None, path: str) -> None:
    assert client.get(path).status_code == 404


def test_the_rules_pages_reject_post(client: Client, imported: None) -> None:
    assert client.post("/rules/").status_code == 405
    assert client.post("/rules/616.1/").status_code == 405
