"""Never lose the point of a ruling (issue 18, point 1).

GHO-2: Grizzly Bears deals 3 damage to Bob with Ghosts of the Innocent and Furnace of Rath out;
Bob chooses which applies first (616.1): Ghosts first gives 18, Furnace first 17. Saved while
Bob's choice waits, the revision keeps the action and its page shows both outcomes with the
choice that leads to each; its JSON download is the board plus the action, and importing it
gives the same ruling back.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft, Scenario
from builder.scenarios.services import actions
from builder.scenarios.services.notation import do_paste_board
from engine.examples import example
from engine.notation import dump
from tests.builder.factories import DraftFactory
from tests.builder.sharing_helpers import ghosts_draft, save

pytestmark = pytest.mark.django_db

DAMAGE = {"type": "deal_damage", "source": "bears", "target": "B", "amount": 3}


def waiting_gho_2() -> Draft:
    """GHO-2 set up and the damage dealt: Bob's choice waits."""
    draft = DraftFactory.create()
    do_paste_board(draft, dump(example("GHO-2").scenario_document()))
    draft.refresh_from_db()
    assert actions.current_decision(draft) is not None
    return draft


def import_file(client: Client, content: bytes) -> Draft:
    response = client.post(
        reverse("builder-import"), {"file": SimpleUploadedFile("s.json", content)}
    )
    assert response.status_code == 302, response.content.decode()
    return Draft.objects.get(key=response["Location"].split("/")[2])


def test_gho_2_saved_while_bob_chooses_keeps_the_action(client: Client) -> None:
    revision, _ = save(waiting_gho_2(), "Ghosts and Furnace")
    assert revision.history["pending"]["action"] == DAMAGE
    assert [p["life"] for p in revision.document["players"]] == [20, 20]  # not yet dealt

    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert "<title>Ghosts and Furnace: Bob at 17 or 18 · Stackboard</title>" in body
    assert (
        "Saved while a decision waited: Deal damage — source: Grizzly Bears, target: Bob, "
        "amount: 3. Which effect applies next" in body
    )
    outcomes = re.findall(
        r'<li class="outcome[^"]*">(.*?)</li>\s*(?=<li class="outcome|</ol>)', body, re.S
    )
    assert len(outcomes) == 2
    assert "Bob chooses Furnace of Rath" in outcomes[0] and "<strong>17</strong>" in outcomes[0]
    assert (
        "Bob chooses Ghosts of the Innocent" in outcomes[1] and "<strong>18</strong>" in outcomes[1]
    )


def test_gho_2_json_download_is_the_board_and_the_waiting_action(client: Client) -> None:
    revision, _ = save(waiting_gho_2(), "Ghosts and Furnace")
    exported = client.get(reverse("builder-scenario-json", args=[revision.public_id])).content
    doc = json.loads(exported)
    assert doc["actions"] == [DAMAGE]
    assert engine.load(doc) == engine.load(revision.document)

    draft = import_file(client, exported)
    decision = actions.current_decision(draft)
    assert decision is not None and decision.decider_name == "Bob"
    again, _ = save(draft, "Again")
    page = client.get(reverse("builder-scenario", args=[again.public_id])).content.decode()
    assert "Bob at 17 or 18" in page


def test_gho_2_decided_download_imports_to_the_same_ruling(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Furnace first")  # Bob chose Furnace: 17
    exported = client.get(reverse("builder-scenario-json", args=[revision.public_id])).content
    assert json.loads(exported)["actions"] == [{**DAMAGE, "choices": ["furnace.0"]}]
    draft = import_file(client, exported)
    assert [p["life"] for p in draft.document["players"]] == [20, 17]
    assert engine.load(draft.document) == engine.load(revision.document)
    again, _ = save(draft, "Furnace first")
    assert again.history["nodes"][1]["choices"] == ["furnace.0"]
    page = client.get(reverse("builder-scenario", args=[again.public_id])).content.decode()
    assert "Furnace first: Bob at 17 or 18" in page


def test_an_imported_documents_actions_are_applied(client: Client) -> None:
    doc = engine.dump(engine.load(example("GHO-2").document))
    doc["actions"] = [
        {"type": "gain_life", "player": "A", "amount": 2},
        {**DAMAGE, "choices": ["ghosts.0"]},
    ]
    draft = import_file(client, json.dumps(doc).encode())
    assert [p["life"] for p in draft.document["players"]] == [22, 18]
    tree, _ = actions.history_tree(draft)
    assert [tree.node(n)["kind"] for n in tree.path(tree.current)] == ["root", "action", "action"]


def test_an_illegal_imported_action_is_refused_and_nothing_is_made(client: Client) -> None:
    doc = engine.dump(engine.load(example("GHO-2").document))
    doc["actions"] = [DAMAGE, {"type": "gain_life", "player": "A", "amount": 2}]
    before = Draft.objects.count()
    response = client.post(
        reverse("builder-import"), {"file": SimpleUploadedFile("s.json", json.dumps(doc).encode())}
    )
    assert response.status_code == 400
    assert "actions[0] needs a decision" in response.content.decode()
    assert Draft.objects.count() == before


def test_the_question_text_and_oembed_say_every_outcome(client: Client) -> None:
    revision: Scenario
    revision, _ = save(waiting_gho_2(), "Ghosts and Furnace")
    text = client.get(reverse("builder-scenario-question", args=[revision.public_id])).content
    question = text.decode()
    # The question asks; the answer, in short first, follows it (issue 30).
    assert question.startswith("Ghosts and Furnace\n")
    assert "Bob at 17 or 18" not in question[: question.index("Answer:")]
    assert "Answer:\nIn short: Bob at 17 or 18.\n" in question
    assert (
        "What happens:\n  Deal damage — source: Grizzly Bears, target: Bob, amount: 3. "
        "Which effect applies next to 3 damage from Grizzly Bears to Bob?" in question
    )
    assert "Rules cited: " in question and "616.1" in question
    assert (
        "1. Bob chooses Furnace of Rath: damage a source would deal is doubled: Alice 20, Bob 17"
        in question
    )
    assert "2. Bob chooses Ghosts of the Innocent" in question and "Bob 18" in question
    share = f"http://testserver{reverse('builder-scenario', args=[revision.public_id])}"
    oembed = client.get(reverse("builder-oembed"), {"url": share}).json()
    assert oembed["title"] == "Ghosts and Furnace: Bob at 17 or 18"


def test_the_preview_of_a_choice_is_drawn_from_the_board_before_it(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    from builder.sharing.services import previews

    revision, _ = save(ghosts_draft(), "Furnace first")  # saved at Bob 17
    drawn: list[tuple[int, str]] = []
    real = previews.draw_board

    def spy(document: dict[str, Any], title: str, subtitle: str = "") -> bytes:
        drawn.append((document["players"][1]["life"], subtitle))
        return real(document, title, subtitle)

    monkeypatch.setattr(previews, "draw_board", spy)
    response = client.get(reverse("builder-scenario-preview", args=[revision.public_id]))
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    assert drawn == [(20, "Every outcome: Bob at 17 or 18")]
