"""No internal id reaches a person: a walk through the builder's pages for a board where two
cards share a name (issue 16 point 7, issue 18 point 5).

The ids of the document ("o1", "e1"...) may sit in attributes a program reads (form values,
element ids, URLs) but never in the text a person sees or hears: the page's visible text and
the labels a screen reader reads (aria-label, title, alt, placeholder).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft, Scenario
from builder.scenarios import services
from tests.builder.actions_support import HTMX, document, make_draft

pytestmark = pytest.mark.django_db

# Alice has two Grizzly Bears (the same name), Ghosts of the Innocent and Furnace of Rath,
# and a Lightning Bolt in hand; an effect in force comes from the first Grizzly Bears.
BOARD = [
    {"id": "o1", "card": "Grizzly Bears"},
    {"id": "o2", "card": "Grizzly Bears", "tapped": True},
    {"id": "o3", "card": "Ghosts of the Innocent"},
    {"id": "o4", "card": "Furnace of Rath"},
]
HAND = [{"id": "o5", "card": "Lightning Bolt"}]
IDS = re.compile(r"\b(?:o[1-9]|e[1-9])\b")
SPOKEN = ("aria-label", "title", "alt", "placeholder", "aria-valuetext")


class _PersonReads(HTMLParser):
    """The text of a page as a person meets it: text outside script and style, and the
    attributes a screen reader speaks. The board notation to copy (``<pre class="notation">``)
    is left out: it is a typed format whose "#o1" handles let an effect or an action name an
    object (docs/notation.md), not prose."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style") or (
            tag == "pre" and "notation" in (dict(attrs).get("class") or "")
        ):
            self._skipping += 1
        for name, value in attrs:
            if name in SPOKEN and value:
                self.parts.append(f"[{name}] {value}")
        if tag == "input" and dict(attrs).get("type") in ("submit", "button"):
            self.parts.append(f"[button] {dict(attrs).get('value') or ''}")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "pre") and self._skipping:
            self._skipping -= 1

    def handle_data(self, data: str) -> None:
        if not self._skipping and data.strip():
            self.parts.append(data.strip())


def ids_read(body: str) -> list[str]:
    """Each piece of text a person reads that carries an object or effect id."""
    reader = _PersonReads()
    reader.feed(body)
    return [part for part in reader.parts if IDS.search(part)]


@pytest.fixture
def board(db: Any) -> Draft:
    draft = make_draft(document(BOARD, hand=HAND))
    services.do_add_effect(
        draft,
        kind="damage_life_floor",
        params={"player": "A"},
        controller="A",
        source="o1",
    )
    draft.refresh_from_db()
    return draft


def _draft_url(draft: Draft, name: str = "builder-draft", *args: str) -> str:
    return reverse(name, args=[draft.key, *args])


def _pages(client: Client, draft: Draft) -> dict[str, str]:
    """Every builder page and htmx answer for ``draft``, by what it is."""
    page = _draft_url(draft)
    seen: dict[str, str] = {}

    def get(label: str, url: str, **headers: str) -> None:
        response = client.get(url, headers=headers or None)
        assert response.status_code == 200, (label, response.status_code)
        seen[label] = response.content.decode()

    def post(label: str, url: str, data: dict[str, str], status: int = 200) -> None:
        response = client.post(url, data, headers=HTMX)
        assert response.status_code == status, (label, response.content.decode()[:3000])
        seen[label] = response.content.decode()

    get("builder", page)
    get("builder, first bears open", f"{page}?object=o1")
    get("builder, second bears open", f"{page}?object=o2")
    get("builder, Alice open", f"{page}?player=A")
    get("builder, adding an effect", f"{page}?effect_kind=damage_life_floor")
    get("builder, adding a triggered ability", f"{page}?ability_kind=modify_damage_by")
    post(
        "effect added",
        _draft_url(draft, "builder-editor-add-effect"),
        {
            "effect-kind": "damage_life_floor",
            "effect-controller": "A",
            "effect-source": "o2",
            "effect-duration": "end_of_turn",
            "effect-p_player": "A",
        },
    )
    post("effect removed", _draft_url(draft, "builder-editor-remove-effect"), {"effect": "e2"})
    post("bears tapped", _draft_url(draft, "builder-editor-tap", "o1"), {})
    post("bears untapped", _draft_url(draft, "builder-editor-tap", "o1"), {})
    post(
        "bolt cast at the second bears",
        _draft_url(draft, "builder-act"),
        {"option": "cast:o5", "target_0": "o2", "free": "on"},
    )
    get("builder, bolt on the stack", page)
    post("bolt resolved", _draft_url(draft, "builder-act"), {"option": "resolve"})
    post(
        "damage waiting for Bob's choice",
        _draft_url(draft, "builder-judge", "deal_damage"),
        {"deal_damage-source": "o1", "deal_damage-target": "B", "deal_damage-amount": "3"},
    )
    get("builder, decision pending", page)
    get("outcomes", _draft_url(draft, "builder-outcomes"))
    get("log", _draft_url(draft, "builder-log"))
    get("history", _draft_url(draft, "builder-history"))
    saved = client.post(_draft_url(draft, "builder-save"), {"title": "Two bears"})
    assert saved.status_code == 302
    revision = Scenario.objects.get(title="Two bears")
    share = reverse("builder-scenario", args=[revision.public_id])
    get("share page", share)
    get("embed", reverse("builder-embed", args=[revision.public_id]))
    get("judges' question", reverse("builder-scenario-question", args=[revision.public_id]))
    post(
        "first bears kept: an effect comes from it",
        _draft_url(draft, "builder-editor-remove", "o1"),
        {},
        status=400,
    )
    post("second bears removed", _draft_url(draft, "builder-editor-remove", "o2"), {})
    return seen


def test_no_page_of_a_board_with_two_grizzly_bears_shows_or_speaks_an_id(
    client: Client, board: Draft
) -> None:
    pages = _pages(client, board)
    assert "Grizzly Bears" in pages["builder"]
    carrying = {label: found for label, body in pages.items() if (found := ids_read(body))}
    assert carrying == {}


def test_the_reader_finds_an_id_in_a_label_when_there_is_one() -> None:
    # The check itself: an id in an aria-label or in the text is found, one in a value is not.
    body = (
        '<button aria-label="Tap o1">Tap</button><input type="hidden" name="x" value="o2">'
        "<p>Effect e1 in force</p><script>var o3 = 1;</script>"
    )
    assert ids_read(body) == ["[aria-label] Tap o1", "Effect e1 in force"]


def test_two_effects_alike_are_told_apart_by_their_place(client: Client, board: Draft) -> None:
    data = {
        "effect-kind": "damage_life_floor",
        "effect-controller": "A",
        "effect-source": "o1",
        "effect-duration": "end_of_turn",
        "effect-p_player": "A",
    }
    response = client.post(_draft_url(board, "builder-editor-add-effect"), data, headers=HTMX)
    body = response.content.decode().replace("&#x27;", "'")
    floor = "Grizzly Bears (untapped): damage can't reduce Alice's life total below 1"
    assert f"Now in force: {floor} (the second of 2 alike)." in body
    assert f"{floor} (the first of 2 alike)" in body  # the list of effects in force
    response = client.post(
        _draft_url(board, "builder-editor-remove-effect"), {"effect": "e1"}, headers=HTMX
    )
    assert (
        f"No longer in force: {floor} (the first of 2 alike)."
        in response.content.decode().replace("&#x27;", "'")
    )
