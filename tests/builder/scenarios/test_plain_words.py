"""Plain words (issue 18, point 5): what a person reads never carries an internal id.

GHO-2 built in the builder gives its cards the ids o1, o2, o3 (and their effects o1.0, o2.0);
the decision Bob gets, every outcome, the effects in force, the log, the share page, the embed
and the judges' question name the cards. (The board notation is the one place ids are meant
to be: a person types them there.)
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.puzzles.services.solving import describe_action
from builder.scenarios import services
from builder.scenarios.services import actions
from builder.sharing import services as sharing_services
from tests.builder.conftest import HTMX
from tests.builder.factories import DraftFactory

pytestmark = pytest.mark.django_db

IDS = re.compile(r"\b(o[123](\.0)?)\b")
VOID = {"br", "input", "img", "meta", "link", "hr", "source", "col", "wbr"}


class VisibleText(HTMLParser):
    """The text a person reads in ``region`` (an element id; the whole page when empty),
    leaving out scripts, styles, form values and the board notation."""

    def __init__(self, region: str = "") -> None:
        super().__init__()
        self.region, self.depth, self.hidden, self.parts = region, 0 if region else 1, 0, []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        values = dict(attrs)
        if self.depth:
            self.depth += 1
        elif values.get("id") == self.region:
            self.depth = 1
        if (
            self.hidden
            or tag in ("script", "style", "textarea")
            or values.get("id") == "board-notation"
        ):
            self.hidden += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if self.hidden:
            self.hidden -= 1
        if self.depth and self.region:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth and not self.hidden:
            self.parts.append(data)


def visible(html: str, region: str = "") -> str:
    reader = VisibleText(region)
    reader.feed(html)
    return " ".join(" ".join(reader.parts).split())


def ids_in(text: str) -> list[str]:
    return [m.group(0) for m in IDS.finditer(text)]


@pytest.fixture
def waiting() -> Draft:
    draft = DraftFactory.create()
    for name in ("Ghosts of the Innocent", "Furnace of Rath", "Grizzly Bears"):
        services.do_add_card(draft, "A", name)
    draft.refresh_from_db()
    assert [o["id"] for o in draft.document["players"][0]["battlefield"]] == ["o1", "o2", "o3"]
    actions.do_apply_action(
        draft, {"type": "deal_damage", "source": "o3", "target": "B", "amount": 3}
    )
    return draft


def test_bobs_decision_and_the_effects_in_force_name_the_cards(
    client: Client, waiting: Draft
) -> None:
    body = client.get(reverse("builder-draft", args=[waiting.key])).content.decode()
    decision = visible(body, "decision")
    assert "Which effect applies next to 3 damage from Grizzly Bears to Bob?" in decision
    assert "Furnace of Rath: damage a source would deal is doubled" in decision
    effects = visible(body, "effects")
    assert "Ghosts of the Innocent: damage a source would deal is halved" in effects
    assert ids_in(decision) == [] and ids_in(effects) == []


def test_every_outcome_and_the_log_name_the_cards(client: Client, waiting: Draft) -> None:
    outcomes = client.get(reverse("builder-outcomes", args=[waiting.key]), headers=HTMX)
    text = visible(outcomes.content.decode())
    assert "Bob chooses Ghosts of the Innocent: damage a source would deal is halved" in text
    assert ids_in(text) == []
    actions.do_answer_decision(waiting, "o1.0")
    body = client.get(reverse("builder-draft", args=[waiting.key])).content.decode()
    log = visible(body, "log")
    assert "Grizzly Bears deals 2 damage to Bob" in log
    assert ids_in(log) == []


def test_the_share_page_embed_and_question_name_the_cards(client: Client, waiting: Draft) -> None:
    revision = sharing_services.do_save(waiting, "Ghosts and Furnace").revision
    pages = {
        "share": client.get(reverse("builder-scenario", args=[revision.public_id])),
        "embed": client.get(reverse("builder-embed", args=[revision.public_id]) + "?outcomes=1"),
    }
    for name, response in pages.items():
        text = visible(response.content.decode())
        assert "Bob chooses Furnace of Rath" in text, name
        assert ids_in(text) == [], name
    question = client.get(reverse("builder-scenario-question", args=[revision.public_id]))
    assert ids_in(question.content.decode()) == []


def test_a_puzzle_move_says_what_the_ability_does() -> None:
    names = {"sw": "Swamp", "sol": "Sol Ring", "B": "Bob"}
    assert describe_action({"type": "activate", "object": "sw", "ability": 0}, names) == (
        "Tap Swamp for {B}"
    )
    assert describe_action({"type": "activate", "object": "sol", "ability": 0}, names) == (
        "Tap Sol Ring for {C}{C}"
    )
