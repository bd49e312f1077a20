"""Plain words on every page type (issue 30, point 4): the home page, the builder with a board
played through a cast, a trigger, an attack and a two-creature block, its log, history and
outcomes, the share page, the embed and the judges' question of that board, the gallery and
every example, every built-in puzzle's page, embed and solution, a card's page, the card search,
the puzzle list and the rules pages. What a person reads there (the visible text and the labels
a screen reader speaks) carries no internal handle ("o1", "#o1", "Kor Firewalker #1"), no raw
snake_case kind name, no doubled word, no contraction without its apostrophe and no "->" arrow
(engine.testing.plain_words). The board notation a person types is left out: it keeps its
handles by design (docs/notation.md)."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from builder.builtin import load_engine_cards
from builder.cards.importing import import_cards_from_path
from builder.models import Draft, Puzzle, Scenario
from builder.puzzles.services.builtin import load_builtin_puzzles
from builder.scenarios.services import actions
from builder.sharing.services.revisions import load_examples
from engine.examples import examples
from engine.puzzle.builtin import original_puzzles
from engine.testing.plain_words import named_otherwise, problems
from tests.builder.actions_support import HTMX, SAMPLE_RULES, document, make_draft
from tests.engine.cards_2026 import records

pytestmark = pytest.mark.django_db

SPOKEN = ("aria-label", "title", "alt", "placeholder", "aria-valuetext")
# Alice's two Kor Firewalkers trigger on a red spell; her Hill Giant is equipped with a
# Basilisk Collar and attacks; Bob blocks it with both his Grizzly Bears.
ALICE = [
    {"id": "o1", "card": "Kor Firewalker"},
    {"id": "o2", "card": "Kor Firewalker"},
    {"id": "o3", "card": "Hill Giant"},
    {"id": "o4", "card": "Basilisk Collar"},
    {"id": "o5", "card": "Tarmogoyf"},
]
BOB = [{"id": "o6", "card": "Grizzly Bears"}, {"id": "o7", "card": "Grizzly Bears"}]
HAND = [{"id": "o8", "card": "Lightning Bolt"}, {"id": "o9", "card": "Clone"}]


class _PersonReads(HTMLParser):
    """The text of a page as a person meets it: text outside scripts and styles and the
    attributes a screen reader speaks; the board notation (``<pre class="notation">``, the
    paste box) is left out."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skipping: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        notation = "notation" in (values.get("class") or "") or "notation" in (
            values.get("id") or ""
        )
        if tag in ("script", "style", "textarea") or (tag == "pre" and notation):
            self._skipping.append(tag)
        for name in SPOKEN:
            if values.get(name):
                self.parts.append(str(values[name]))
        if tag == "input" and values.get("type") in ("submit", "button") and values.get("value"):
            self.parts.append(str(values["value"]))

    def handle_endtag(self, tag: str) -> None:
        if self._skipping and self._skipping[-1] == tag:
            self._skipping.pop()

    def handle_data(self, data: str) -> None:
        if not self._skipping and data.strip():
            self.parts.append(" ".join(data.split()))


def unplain(
    body: str,
    handles: set[str] = frozenset(),  # type: ignore[assignment]
    alike: tuple[str, ...] = (),
    players: tuple[str, ...] = ("Alice", "Bob"),
) -> list[str]:
    """Each piece of text a person reads on the page with what doesn't belong in it; the cards
    of `alike` (several objects share each name) must be named the one way engine.rules.names
    tells them apart."""
    reader = _PersonReads()
    reader.feed(body)
    return [
        f"{part!r}: {found}"
        for part in reader.parts
        if (found := problems(part, handles) + named(part, alike, players))
    ]


def named(part: str, alike: tuple[str, ...], players: tuple[str, ...]) -> list[str]:
    return [f"named otherwise: {n}" for c in alike for n in named_otherwise(part, c, players)]


# Ids some documents give their objects that are also words of the pages' prose ("the bottom
# card of Alice's library", "commander damage", "mana pool").
PROSE_WORDS = frozenset({"bottom", "top", "commander", "pool"})


def _document_ids(document: dict[str, Any], own_words: str) -> set[str]:
    """The ids of a document's objects, but those that are also words of the prose or of the
    scenario's own title and text ("A costly vendetta", id "vendetta")."""
    ids = {
        str(o["id"])
        for p in document["players"]
        for zone in p.values()
        if isinstance(zone, list)
        for o in zone
        if isinstance(o, dict) and "id" in o
    }
    ids |= {str(o["id"]) for o in document.get("stack") or () if isinstance(o, dict)}
    return ids - PROSE_WORDS - set(re.findall(r"[\w'-]+", own_words.lower()))


@pytest.fixture
def cards(tmp_path: Path) -> None:
    """The card database as `make run` fills it: the engine's own cards, and Kor Firewalker's
    record from the card file (it plays by its compiled Oracle text)."""
    subset = tmp_path / "cards.json"
    subset.write_text(json.dumps(list(records("Kor Firewalker").values())), encoding="utf-8")
    import_cards_from_path(subset)
    load_engine_cards()


@pytest.fixture
def played(cards: None) -> Draft:
    return make_draft(document(ALICE, BOB, hand=HAND))


def _play(client: Client, draft: Draft, option: dict[str, str]) -> str:
    response = client.post(reverse("builder-act", args=[draft.key]), option, headers=HTMX)
    assert response.status_code == 200, response.content.decode()[:2000]
    return response.content.decode()


def _decide_all(client: Client, draft: Draft) -> list[str]:
    """Answers every decision the builder shows with its first option; the pages on the way."""
    seen = []
    for _ in range(12):
        body = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
        found = re.search(r'name="choice" value="([^"]+)"', body)
        if found is None:
            return seen
        seen.append(body)
        answer = {"choice": found.group(1)}
        response = client.post(reverse("builder-decide", args=[draft.key]), answer, headers=HTMX)
        assert response.status_code == 200, response.content.decode()[:2000]
        seen.append(response.content.decode())
    return seen


def _builder_pages(client: Client, draft: Draft) -> dict[str, str]:
    page = reverse("builder-draft", args=[draft.key])
    seen: dict[str, str] = {}

    def get(label: str, url: str, **headers: str) -> None:
        response = client.get(url, headers=headers or None)
        assert response.status_code == 200, (label, response.status_code)
        seen[label] = response.content.decode()

    get("builder", page)
    for oid in ("o1", "o2", "o3", "o4", "o5", "o8"):
        get(f"builder, {oid} open", f"{page}?object={oid}")
    get("builder, Alice open", f"{page}?player=A")
    get("builder, adding an effect", f"{page}?effect_kind=damage_life_floor")
    get("builder, adding a triggered ability", f"{page}?ability_kind=modify_damage_by")
    seen["bolt cast"] = _play(client, draft, {"option": "cast:o8", "target_0": "B", "free": "on"})
    for n, body in enumerate(_decide_all(client, draft)):
        seen[f"deciding after the cast {n}"] = body
    get("builder, the triggers on the stack", page)
    for n in range(3):  # Lightning Bolt under the two triggered abilities
        seen[f"resolved {n}"] = _play(client, draft, {"option": "resolve"})
        for k, body in enumerate(_decide_all(client, draft)):
            seen[f"deciding as it resolves {n}.{k}"] = body
    draft.refresh_from_db()
    equip = {"type": "activate", "object": "o4", "ability": 1, "targets": ["o3"], "free": True}
    actions.do_apply_action(draft, equip)
    get("builder, the collar equipped", page)
    actions.do_apply_action(draft, {"type": "resolve"})
    get("builder, the collar attached", page)
    actions.do_apply_action(draft, {"type": "advance", "to": "declare_attackers"})
    actions.do_apply_action(draft, {"type": "attack", "attackers": {"o3": "B"}})
    actions.do_apply_action(draft, {"type": "advance", "to": "declare_blockers"})
    actions.do_apply_action(draft, {"type": "block", "blockers": {"o6": "o3", "o7": "o3"}})
    draft.refresh_from_db()
    assert draft.document.get("stack") in (None, [])
    get("builder, two blockers declared", page)
    get("log", reverse("builder-log", args=[draft.key]))
    get("history", reverse("builder-history", args=[draft.key]))
    get("outcomes", reverse("builder-outcomes", args=[draft.key]), **HTMX)
    return seen


def test_the_builder_and_the_pages_of_a_played_board_read_in_plain_words(
    client: Client, played: Draft
) -> None:
    pages = _builder_pages(client, played)
    history = pages["history"]
    # The two-blocker step names both blockers; the abilities are named as abilities; the
    # equipment is attached to a creature by its name.
    assert "Basilisk Collar is attached to Hill Giant" in pages["builder, the collar attached"]
    assert history.count("as a blocker of Hill Giant") >= 2, history
    on_the_stack = pages["builder, the triggers on the stack"].replace("&#x27;", "'")
    assert "Kor Firewalker’s triggered ability" in on_the_stack
    assert "All players pass: Kor Firewalker's triggered ability (second) resolves" in on_the_stack
    saved = client.post(reverse("builder-save", args=[played.key]), {"title": "Collar and bears"})
    assert saved.status_code == 302
    revision = Scenario.objects.get(title="Collar and bears")
    for name in ("builder-scenario", "builder-embed", "builder-scenario-question"):
        response = client.get(reverse(name, args=[revision.public_id]))
        assert response.status_code == 200, name
        pages[name] = response.content.decode()
    token = re.search(r"token=([\w-]+)", pages["builder-scenario"])  # the edit link shown
    assert token is not None
    for name in ("builder-scenario-edit", "builder-puzzle-edit"):
        url = reverse(name, args=[revision.public_id])
        response = client.get(url, {"token": token.group(1)})
        assert response.status_code == 200, name
        pages[name] = response.content.decode()
    question = pages["builder-scenario-question"]
    assert question.index("Question:") < question.index("Answer:")
    # Two Kor Firewalkers and two Grizzly Bears: named one way on every page (issue 30, 4).
    alike = ("Kor Firewalker", "Grizzly Bears")
    carrying = {
        label: found for label, body in pages.items() if (found := unplain(body, alike=alike))
    }
    assert carrying == {}


def test_the_home_gallery_cards_and_rules_pages_read_in_plain_words(
    client: Client, cards: None
) -> None:
    call_command("import_rules", str(SAMPLE_RULES), stdout=StringIO())
    load_examples()
    pages = {
        "home": reverse("builder-home"),
        "gallery": reverse("builder-examples"),
        "browse": reverse("builder-browse"),
        "card search": reverse("builder-cards") + "?q=firewalker",
        "card page": reverse("builder-card", args=["Kor Firewalker"]),
        "collar card page": reverse("builder-card", args=["Basilisk Collar"]),
        "rules": reverse("builder-rules"),
        "rule": "/rules/616.1/",
        "puzzles": reverse("builder-puzzles"),
    }
    handles: dict[str, set[str]] = {}
    for ex in examples():
        for page in (f"example {ex.id}", f"example {ex.id} embed"):
            handles[page] = _document_ids(ex.document, f"{ex.title} {ex.summary}")
        pages[f"example {ex.id}"] = reverse("builder-example", args=[ex.id])
        pages[f"example {ex.id} embed"] = reverse("builder-example-embed", args=[ex.id])
    carrying = {}
    for label, url in pages.items():
        response = client.get(url)
        assert response.status_code == 200, (label, response.status_code)
        if found := unplain(response.content.decode(), handles.get(label, set())):
            carrying[label] = found
    assert carrying == {}


def test_every_built_in_puzzle_page_embed_and_solution_read_in_plain_words(
    client: Client, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("STACKBOARD_FORGE_PUZZLES", str(tmp_path))  # the original puzzles
    load_builtin_puzzles()
    carrying = {}
    puzzles = Puzzle.objects.select_related("scenario")
    assert puzzles.count() == len(original_puzzles())
    for puzzle in puzzles:
        public_id = puzzle.scenario.public_id
        handles = _document_ids(
            puzzle.scenario.document, f"{puzzle.scenario.title} {puzzle.description}"
        )
        bodies = {
            "page": client.get(reverse("builder-scenario", args=[public_id])),
            "embed": client.get(reverse("builder-embed", args=[public_id])),
        }
        shown = client.post(reverse("builder-puzzle-solution", args=[public_id]))
        assert shown.status_code == 302
        bodies["solution"] = client.get(shown["Location"])
        for label, response in bodies.items():
            assert response.status_code == 200, (puzzle.scenario.title, label)
            if found := unplain(response.content.decode(), handles):
                carrying[f"{puzzle.scenario.title}: {label}"] = found
    assert carrying == {}


def test_the_reader_finds_what_does_not_belong_and_skips_the_notation() -> None:
    body = (
        '<p aria-label="Basilisk Collar is attached to o1">Kor Firewalker #1</p>'
        '<pre class="notation">o1 Hill Giant #o1 [timestamp=1]</pre>'
        "<li>Bob loses 3 life: 20 -&gt; 17</li><li>the the next step</li>"
        '<input type="submit" value="Doesnt untap"><script>var o3 = \'dont\';</script>'
    )
    found = unplain(body)
    assert len(found) == 5, found
    assert not any("timestamp" in f or "o3" in f for f in found)
