"""Issue 18, point 10: an htmx action answers only the parts of the workspace that changed, out
of band (builder.scenarios.views.workspace), and the whole workspace when it can't."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.scenarios import services

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
UNIT = re.compile(r'data-unit="([^"]+)"[^>]*? data-digest="([^"]*)"')


@pytest.fixture
def draft() -> Draft:
    """GHO-2's board: Ghosts of the Innocent, Furnace of Rath and Grizzly Bears (Alice)."""
    draft = services.do_create_draft()
    for card in ("Ghosts of the Innocent", "Furnace of Rath", "Grizzly Bears", "Forest"):
        services.do_add_card(draft, "A", card)
    return draft


def held(client: Client, draft: Draft) -> dict[str, str]:
    """What editor.js sends: every unit of the page and its digest."""
    page = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    return dict(UNIT.findall(page))


def header(units: dict[str, str]) -> dict[str, str]:
    return {**HTMX, "X-Workspace-Units": ";".join(f"{u}={d}" for u, d in units.items())}


def swapped(body: str) -> list[str]:
    return re.findall(r'data-unit="([^"]+)"[^>]*hx-swap-oob="true"', body)


def test_the_page_names_each_unit_once(client: Client, draft: Draft) -> None:
    units = held(client, draft)
    assert {"game", "life-totals", "add-card", "actions", "log", "history", "stack"} <= set(units)
    assert {"player-A-head", "zone-A-battlefield", "zone-B-hand", "obj-o3"} <= set(units)
    assert all(re.fullmatch(r"[0-9a-f]{12}", d) for d in units.values())


def test_damage_answers_the_totals_the_log_and_the_history_not_the_board(
    client: Client, draft: Draft
) -> None:
    units = held(client, draft)
    response = client.post(
        reverse("builder-judge", args=[draft.key, "deal_damage"]),
        {"deal_damage-source": "o3", "deal_damage-target": "B", "deal_damage-amount": "3"},
        headers=header(units),
    )
    assert response.status_code == 200
    assert response["HX-Reswap"] == "none"
    assert "X-Workspace-Units" in response["Vary"]
    body = response.content.decode()
    # Bob decides (616.1): the decision panel, the log says nothing is resolved yet, and the
    # board's notation now carries the waiting action (docs/notation.md).
    assert set(swapped(body)) == {"decision-panel", "log", "board-notation"}
    assert "Bob chooses" in body and 'id="workspace"' not in body

    units = held(client, draft)
    radio = re.search(r'name="choice" value="([^"]+)"[^>]*>\s*Ghosts', body)
    choice = radio.group(1) if radio else "ghosts.0"
    response = client.post(
        reverse("builder-decide", args=[draft.key]), {"choice": choice}, headers=header(units)
    )
    body = response.content.decode()
    shown = set(swapped(body))
    assert {"player-B-head", "life-totals", "log", "history", "decision-panel"} <= shown
    assert not {u for u in shown if u.startswith(("obj-", "zone-"))}  # no card changed
    assert "actions" not in shown  # the same options as before
    assert 'data-testid="life-B">Life <strong>18</strong>' in body
    assert len(body.encode()) < 20_000


def test_a_tapped_card_is_redrawn_alone(client: Client, draft: Draft) -> None:
    units = held(client, draft)
    response = client.post(
        reverse("builder-editor-tap", args=[draft.key, "o1"]), headers=header(units)
    )
    body = response.content.decode()
    # The card, and the two texts that describe the board: the board as text and its notation
    # (not the paste box around it).
    assert swapped(body) == ["obj-o1", "board-text", "board-notation"]
    assert 'id="id_paste-notation"' not in body
    assert 'class="card tapped' in body
    assert 'id="editor-status" hx-swap-oob="innerHTML"' in body


def test_without_digests_or_with_other_units_the_whole_workspace_comes_back(
    client: Client, draft: Draft
) -> None:
    url = reverse("builder-editor-tap", args=[draft.key, "o1"])
    assert 'id="workspace"' in client.post(url, headers=HTMX).content.decode()
    units = held(client, draft)
    units.pop("obj-o4")  # a page that doesn't hold a card the board has
    response = client.post(url, headers=header(units))
    assert "HX-Reswap" not in response and 'id="workspace"' in response.content.decode()


def test_a_new_card_is_a_new_unit_so_the_workspace_is_redrawn(client: Client, draft: Draft) -> None:
    units = held(client, draft)
    response = client.post(
        reverse("builder-add-card", args=[draft.key]),
        {"card-card": "Shock", "card-player": "B", "card-zone": "hand", "card-position": "top"},
        headers=header(units),
    )
    assert response.status_code == 200
    assert 'id="workspace"' in response.content.decode()


def test_a_form_with_errors_comes_back_in_the_whole_workspace(client: Client, draft: Draft) -> None:
    units = held(client, draft)
    response = client.post(
        reverse("builder-judge", args=[draft.key, "deal_damage"]),
        {"deal_damage-source": "o3", "deal_damage-target": "B", "deal_damage-amount": "-1"},
        headers=header(units),
    )
    assert response.status_code == 400
    assert 'id="workspace"' in response.content.decode()
