"""POST /b/<key>/judge/<kind>/: a judge's action (deal damage, life, move an object)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from tests.builder.actions_support import HTMX, document, judge_damage, life, make_draft

pytestmark = pytest.mark.django_db


def url(draft: Draft, kind: str) -> str:
    return reverse("builder-judge", args=[draft.key, kind])


def test_deal_damage_resolves_and_shows_the_change(client: Client, bears: Draft) -> None:
    response = client.post(url(bears, "deal_damage"), judge_damage(), headers=HTMX)
    assert response.status_code == 200
    assert life(bears, "B") == 17
    body = response.content.decode()
    assert "Bob’s life: 20 → 17 (−3)" in body
    assert "CR 120.3a" in body


def test_without_javascript_it_redirects_to_the_result(client: Client, bears: Draft) -> None:
    response = client.post(url(bears, "deal_damage"), judge_damage(amount="2"))
    assert response.status_code == 302
    assert response["Location"].endswith("#result")
    assert life(bears, "B") == 18


@pytest.mark.parametrize(
    ("kind", "data", "bob"),
    [
        ("gain_life", {"gain_life-player": "B", "gain_life-amount": "4"}, 24),
        ("lose_life", {"lose_life-player": "B", "lose_life-amount": "5"}, 15),
        ("set_life", {"set_life-player": "B", "set_life-value": "-2"}, -2),
    ],
)
def test_life_actions(
    client: Client, bears: Draft, kind: str, data: dict[str, str], bob: int
) -> None:
    assert client.post(url(bears, kind), data).status_code == 302
    assert life(bears, "B") == bob


def test_moving_an_object(client: Client, bears: Draft) -> None:
    data = {
        "move_object-object": "ogre",
        "move_object-to": "graveyard",
        "move_object-position": "top",
    }
    response = client.post(url(bears, "move_object"), data, headers=HTMX)
    assert response.status_code == 200
    bears.refresh_from_db()
    bob = bears.document["players"][1]
    assert [o["id"] for o in bob["graveyard"]] == ["ogre"]
    assert "Gray Ogre: Bob’s battlefield → Bob’s graveyard" in response.content.decode()


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    ("kind", "data"),
    [
        ("deal_damage", judge_damage(amount="-1")),
        ("deal_damage", judge_damage(amount="lots")),
        ("deal_damage", judge_damage(target="Z")),
        ("deal_damage", judge_damage(source="nobody")),
        ("gain_life", {"gain_life-player": "B"}),
        ("set_life", {"set_life-player": "B", "set_life-value": "10000000"}),
        ("move_object", {"move_object-object": "ogre", "move_object-to": "stack"}),
    ],
    ids=[
        "negative",
        "not a number",
        "no such target",
        "no such source",
        "no amount",
        "huge",
        "stack",
    ],
)
def test_invalid_input_is_rerendered_with_an_error(
    client: Client, bears: Draft, headers: dict[str, str], kind: str, data: dict[str, str]
) -> None:
    response = client.post(url(bears, kind), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    assert 'class="errorlist' in body
    assert ("<html" in body) == (not headers)
    assert life(bears, "B") == 20


def test_after_the_game_is_over_nothing_more_happens(client: Client, db: object) -> None:
    doc = document([{"id": "bears", "card": "Grizzly Bears"}])
    doc["players"][0]["won"] = True
    draft = make_draft(doc)
    response = client.post(url(draft, "deal_damage"), judge_damage(), headers=HTMX)
    assert response.status_code == 400
    assert "The game is over: Alice won." in response.content.decode()
    assert life(draft, "B") == 20


def test_an_unknown_kind_is_404(client: Client, bears: Draft) -> None:
    assert client.post(url(bears, "win_the_game"), {}).status_code == 404


def test_it_rejects_get(client: Client, bears: Draft) -> None:
    assert client.get(url(bears, "deal_damage")).status_code == 405


def test_going_to_a_step_of_this_turn_or_the_next(client: Client, bears: Draft) -> None:
    response = client.post(url(bears, "advance"), {"advance-to": "end", "advance-turn": "this"})
    assert response.status_code == 302
    bears.refresh_from_db()
    assert bears.document["turn"]["step"] == "end"
    client.post(url(bears, "advance"), {"advance-to": "upkeep", "advance-turn": "next"})
    bears.refresh_from_db()
    assert (bears.document["turn"]["number"], bears.document["turn"]["step"]) == (4, "upkeep")


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
def test_going_back_to_an_earlier_step_is_refused_with_the_rule(
    client: Client, bears: Draft, headers: dict[str, str]
) -> None:
    data = {"advance-to": "upkeep", "advance-turn": "this"}
    response = client.post(url(bears, "advance"), data, headers=headers)
    assert response.status_code == 400
    assert "(rule 500.1)" in response.content.decode()


def test_an_engine_bug_is_an_answer_not_a_500_and_changes_nothing(
    client: Client, bears: Draft, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from builder.scenarios.services import actions

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug deep in the engine")

    before = Draft.objects.get(pk=bears.pk).document
    monkeypatch.setattr(actions.engine, "apply", broken)
    response = client.post(url(bears, "deal_damage"), judge_damage(), headers=HTMX)
    assert response.status_code == 400
    assert "The engine failed on this action (a bug, now logged): nothing was changed." in (
        response.content.decode()
    )
    assert Draft.objects.get(pk=bears.pk).document == before
    assert "a bug deep in the engine" in caplog.text
