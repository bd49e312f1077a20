"""The builder page as a whole: the board's text rendering, mana symbols and automation labels,
htmx links that also work without JavaScript, unique ids, CSRF on every board editor endpoint."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.scenarios import services
from tests.builder.editor_support import HTMX, add, url

pytestmark = pytest.mark.django_db

# Every board editor endpoint that changes the draft (name, extra URL arguments).
EDITOR_POSTS = [
    ("builder-editor-game", ()),
    ("builder-set-life", ()),
    ("builder-add-card", ()),
    ("builder-editor-player", ("A",)),
    ("builder-editor-tap", ("o1",)),
    ("builder-editor-move", ("o1",)),
    ("builder-editor-object", ("o1",)),
    ("builder-editor-counters", ("o1",)),
    ("builder-editor-remove", ("o1",)),
    ("builder-editor-add-effect", ()),
    ("builder-editor-remove-effect", ()),
    ("builder-editor-custom-card", ()),
    ("builder-editor-custom-ability", ()),
    ("builder-editor-remove-custom", ()),
]


@pytest.fixture
def board(draft: Draft) -> Draft:
    add(draft, "A", "Grizzly Bears")
    add(draft, "B", "Banefire", "hand")
    add(draft, "B", "Ghosts of the Innocent")
    services.do_define_custom_card(draft, {"name": "Judge's Ward", "types": ["Enchantment"]})
    add(draft, "A", "Judge's Ward")
    return draft


def test_the_board_as_text_is_readable_and_copyable(client: Client, board: Draft) -> None:
    body = client.get(url("builder-draft", board)).content.decode()
    assert '<h2 id="board-text-heading">The board as text</h2>' in body
    assert '<div class="visually-hidden">' in body
    assert "<p>Alice: 20 life.</p>" in body
    assert (
        '<button type="button" class="copy-text js-only" data-copy-target="board-text">Copy as text</button>'
        in body
    )
    assert '<pre id="board-text">Turn 1, Alice&#x27;s turn, precombat main step.' in body


def test_mana_symbols_have_a_text_alternative_each(client: Client, board: Draft) -> None:
    body = client.get(url("builder-draft", board)).content.decode()
    assert (
        '<i class="ms ms-cost ms-1" role="img" aria-label="one generic mana" title="one generic mana"></i>'
        in body
    )
    assert 'aria-label="X generic mana"' in body  # Banefire {X}{R}
    assert 'aria-label="one red mana"' in body


@pytest.mark.usefixtures("partial_banefire")
def test_every_card_has_its_automation_label(client: Client, board: Draft) -> None:
    body = client.get(url("builder-draft", board)).content.decode()
    cards = re.findall(r'<li class="card[^"]*" id="obj-(o\d+)".*?</li>', body, re.S)
    assert sorted(cards) == ["o1", "o2", "o3", "o4"]
    for oid, level in (
        ("o1", "automated"),
        ("o2", "partially automated"),
        ("o3", "automated"),
        ("o4", "custom"),
    ):
        card = re.search(rf'id="obj-{oid}".*?</li>', body, re.S)
        assert card is not None and f">{level}</span>" in card.group(), oid
    banefire = re.search(r'id="obj-o2".*?</li>', body, re.S)
    assert banefire is not None
    assert "<summary>Not modeled" in banefire.group()
    assert "not modeled: If X is 5 or more" in banefire.group()


def test_every_hx_get_has_a_real_href(client: Client, board: Draft) -> None:
    body = client.get(
        url("builder-draft", board), {"object": "o1", "player": "A", "effect_kind": "protection"}
    ).content.decode()
    for tag in re.findall(r"<a [^>]*hx-get=[^>]*>", body):
        href = re.search(r'href="([^"#]*)', tag)
        hx_get = re.search(r'hx-get="([^"]*)"', tag)
        assert href and hx_get and href.group(1) == hx_get.group(1), tag
    for tag in re.findall(r"<select [^>]*hx-get=[^>]*>", body):
        chooser = re.search(r'form="([^"]+)"', tag)
        assert chooser and f'<form id="{chooser.group(1)}" method="get"' in body, tag


def test_every_hx_post_form_posts_the_same_without_javascript(client: Client, board: Draft) -> None:
    body = client.get(
        url("builder-draft", board), {"object": "o1", "player": "A", "custom": "open"}
    ).content.decode()
    for tag in re.findall(r"<form [^>]*hx-post=[^>]*>", body):
        action = re.search(r'action="([^"]+)"', tag)
        hx_post = re.search(r'hx-post="([^"]+)"', tag)
        assert action and hx_post and action.group(1) == hx_post.group(1), tag
        assert 'method="post"' in tag


@pytest.mark.parametrize(
    "query",
    [
        {},
        {"object": "o1", "player": "B"},
        {"effect_kind": "gain_keywords"},
        {"custom": "open", "ability_kind": "protection"},
    ],
    ids=["closed", "card and player editors", "effect form", "custom card forms"],
)
def test_ids_are_unique(client: Client, board: Draft, query: dict[str, str]) -> None:
    body = client.get(url("builder-draft", board), query).content.decode()
    counts = Counter(re.findall(r'\sid="([^"]+)"', body))
    assert [i for i, n in counts.items() if n > 1] == []


def test_controls_have_labels(client: Client, board: Draft) -> None:
    body = client.get(
        url("builder-draft", board),
        {"object": "o1", "player": "A", "effect_kind": "protection", "custom": "open"},
    ).content.decode()
    ids = set(re.findall(r'<label[^>]* for="([^"]+)"', body))
    for tag in re.findall(r"<(?:input|select|textarea)\b[^>]*>", body):
        if 'type="hidden"' in tag:
            continue
        field_id = re.search(r'\sid="([^"]+)"', tag)
        wrapped = field_id is None  # a checkbox inside its <label>
        assert wrapped or field_id.group(1) in ids or "aria-label" in tag, tag


def test_the_page_loads_one_script_and_no_inline_code(client: Client, board: Draft) -> None:
    body = client.get(url("builder-draft", board)).content.decode()
    assert '<script src="/static/builder/js/editor.js"></script>' in body
    assert "<script>" not in body and " style=" not in body and " onclick=" not in body
    assert 'id="theme-toggle" aria-pressed="false" hidden' in body
    home = client.get(reverse("builder-home")).content.decode()
    assert "builder/js/editor.js" in home and 'id="theme-toggle"' in home


def test_the_status_region_is_outside_the_workspace_and_refreshed_out_of_band(
    client: Client, board: Draft
) -> None:
    page = client.get(url("builder-draft", board)).content.decode()
    assert page.index('id="editor-status"') < page.index('id="workspace"')
    assert 'role="status" aria-live="polite"' in page
    fragment = client.post(url("builder-editor-tap", board, "o1"), headers=HTMX).content.decode()
    assert (
        '<div id="editor-status" hx-swap-oob="innerHTML"><p class="message success">Tapped Grizzly Bears.</p></div>'
        in fragment
    )


@pytest.mark.parametrize(("name", "args"), EDITOR_POSTS)
def test_every_editor_endpoint_enforces_csrf(
    board: Draft, name: str, args: tuple[str, ...]
) -> None:
    before = board.document
    client = Client(enforce_csrf_checks=True)
    assert client.post(url(name, board, *args), {}, headers=HTMX).status_code == 403
    board.refresh_from_db()
    assert board.document == before


@pytest.mark.parametrize(("name", "args"), EDITOR_POSTS)
def test_every_editor_endpoint_rejects_get_and_unknown_drafts(
    client: Client, board: Draft, name: str, args: tuple[str, ...]
) -> None:
    assert client.get(url(name, board, *args)).status_code == 405
    assert client.post(reverse(name, args=["nope", *args])).status_code == 404


@pytest.mark.parametrize(("name", "args"), EDITOR_POSTS)
def test_no_editor_endpoint_answers_garbage_with_a_500(
    client: Client, board: Draft, name: str, args: tuple[str, ...]
) -> None:
    garbage = {
        "card-card": "\x00" * 3,
        "game-players": "9" * 40,
        "effect-kind": "<script>",
        "move-index": "1e9",
    }
    response = client.post(url(name, board, *args), garbage, headers=HTMX)
    assert response.status_code in (200, 400)
