"""A missing page answers 404 in the site's frame (its navigation and a way on), not Django's
bare "Not Found" (issue 30, point 5: every page type has a stored screenshot)."""

from __future__ import annotations

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def test_a_missing_page_is_a_404_with_the_site_navigation(client: Client) -> None:
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    body = response.content.decode()
    assert "<title>Page not found · Stackboard</title>" in body
    assert 'aria-label="Main"' in body
    assert 'href="/examples/"' in body


def test_a_missing_saved_scenario_is_the_same_page(client: Client) -> None:
    response = client.get("/s/no-such-id/")
    assert response.status_code == 404
    assert "This page isn’t here" in response.content.decode()
