"""Saved scenarios are immutable revisions: editing adds a revision, old links never change."""

from __future__ import annotations

import copy
import re

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft, DraftOrigin, Scenario
from builder.scenarios import services
from builder.sharing import services as sharing_services
from tests.builder.conftest import HTMX
from tests.builder.sharing_helpers import ghosts_draft, save, two_step_draft

pytestmark = pytest.mark.django_db


def share(revision: Scenario, query: str = "") -> str:
    return reverse("builder-scenario", args=[revision.public_id]) + query


def snapshot(revision: Scenario) -> tuple[object, ...]:
    fresh = Scenario.objects.get(pk=revision.pk)
    return (
        fresh.title,
        fresh.description,
        copy.deepcopy(fresh.notes),
        copy.deepcopy(fresh.document),
        copy.deepcopy(fresh.log),
        copy.deepcopy(fresh.history),
    )


def test_saving_from_the_builder_shows_the_edit_link_once(
    client: Client, bears_draft: Draft
) -> None:
    response = client.post(reverse("builder-save", args=[bears_draft.key]), {"title": "Bears"})
    revision = Scenario.objects.get()
    assert response["Location"] == share(revision)
    body = client.get(share(revision)).content.decode()
    link = re.search(r'id="edit-link"[^>]*value="([^"]+)"', body)
    assert link is not None and "/edit/?token=" in link.group(1)
    token = link.group(1).split("token=")[1]
    assert len(token) >= 43  # 32 random bytes, URL-safe base64
    assert sharing_services.check_edit_token(revision.family, token)
    assert 'id="edit-link"' not in client.get(share(revision)).content.decode()  # only once


def test_the_token_is_stored_only_as_its_digest(bears_draft: Draft) -> None:
    revision, token = save(bears_draft)
    family = revision.family
    assert token not in family.edit_token_hash
    assert len(family.edit_token_hash) == 64
    assert not sharing_services.check_edit_token(
        family, token[:-1] + ("A" if token[-1] != "A" else "B")
    )


def test_saving_the_same_draft_again_adds_a_revision_to_its_family(bears_draft: Draft) -> None:
    first, token = save(bears_draft, "First")
    services.do_set_life_totals(bears_draft, {"A": 7})
    bears_draft.refresh_from_db()
    second, no_new_token = save(bears_draft, "Second")
    assert (second.family_id, second.number, no_new_token) == (first.family_id, 2, "")
    assert first.document["players"][0]["life"] == 20
    assert Scenario.objects.get(pk=first.pk).document["players"][0]["life"] == 20
    assert second.document["players"][0]["life"] == 7


def test_editing_through_the_edit_link_never_changes_the_old_revision(client: Client) -> None:
    first, token = save(two_step_draft(), "Two hits", description="Before")
    before = snapshot(first)
    old_page = client.get(share(first)).content.decode()

    response = client.post(
        reverse("builder-scenario-open", args=[first.public_id]), {"token": token}
    )
    draft = Draft.objects.get(key=response["Location"].split("/")[2])
    services.do_set_life_totals(draft, {"B": 3})
    draft.refresh_from_db()
    client.post(reverse("builder-save", args=[draft.key]), {"title": "Changed"})
    client.post(
        reverse("builder-scenario-annotate", args=[first.public_id]),
        {"token": token, "title": "Renamed", "description": "After", "visibility": "public"},
    )

    assert snapshot(first) == before
    assert first.family.revisions.count() == 3
    page = client.get(share(first)).content.decode()
    assert page.count("Life <strong>16</strong>") == old_page.count("Life <strong>16</strong>")
    assert "Two hits" in page and "Before" in page


def test_latest_follows_the_newest_revision(client: Client, bears_draft: Draft) -> None:
    first, _ = save(bears_draft, "One")
    second, _ = save(bears_draft, "Two")
    response = client.get(reverse("builder-scenario-latest", args=[first.public_id]))
    assert response.status_code == 302
    assert response["Location"] == share(second)


def test_a_pinned_revision_says_when_a_newer_one_exists(client: Client, bears_draft: Draft) -> None:
    first, _ = save(bears_draft, "One")
    assert "A newer revision exists" not in client.get(share(first)).content.decode()
    second, _ = save(bears_draft, "Two")
    body = client.get(share(first)).content.decode()
    assert "A newer revision exists" in body
    assert share(second) in body
    assert "A newer revision exists" not in client.get(share(second)).content.decode()


@pytest.mark.parametrize(
    ("query", "life"),
    [("?step=0", "20"), ("?step=1", "18"), ("?step=2", "16"), ("", "16"), ("?step=99", "16")],
)
def test_a_step_link_shows_the_board_after_that_many_steps(
    client: Client, query: str, life: str
) -> None:
    revision, _ = save(two_step_draft())
    body = client.get(share(revision, query)).content.decode()
    assert f'data-testid="life-B">Life <strong>{life}</strong>' in body


def test_a_bad_step_shows_the_last_step(client: Client) -> None:
    revision, _ = save(two_step_draft())
    body = client.get(share(revision, "?step=nope")).content.decode()
    assert 'data-testid="life-B">Life <strong>16</strong>' in body


def test_steps_are_links_that_also_work_with_htmx(client: Client) -> None:
    revision, _ = save(two_step_draft())
    page = client.get(share(revision)).content.decode()
    assert 'href="?step=1" hx-get="?step=1"' in page
    fragment = client.get(share(revision, "?step=1"), headers=HTMX)
    body = fragment.content.decode()
    assert body.lstrip().startswith('<div id="step"')
    assert 'data-testid="life-B">Life <strong>18</strong>' in body
    assert "HX-Request" in fragment["Vary"].split(", ")


def test_a_scenario_saved_without_history_has_one_step(client: Client, saved: Scenario) -> None:
    body = client.get(share(saved, "?step=3")).content.decode()
    assert "The saved board" in body
    assert "Grizzly Bears deals 2 damage to Bob." in body


def test_the_last_decision_shows_every_outcome(client: Client) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts and Furnace")
    body = client.get(share(revision)).content.decode()
    assert "Every outcome" in body
    assert "<strong>17</strong> life" in body and "<strong>18</strong> life" in body
    assert "this scenario’s choice" in body


def test_step_notes_are_kept_for_steps_that_did_not_change(client: Client) -> None:
    first, token = save(two_step_draft())
    client.post(
        reverse("builder-scenario-annotate", args=[first.public_id]),
        {"token": token, "title": "t", "visibility": "unlisted", "note_1": "One", "note_2": "Two"},
    )
    annotated = sharing_services.latest_revision(first.family)
    draft = sharing_services.do_open_for_editing(annotated)
    services.do_set_life_totals(draft, {"B": 1})  # a hand edit after step 2
    draft.refresh_from_db()
    again, _ = save(draft, "")
    assert again.title == "t"
    assert again.notes == {"1": "One", "2": "Two"}  # the edit is a new step 3, without a note
    assert len(sharing_services.share_page(again).steps) == 4


def test_step_notes_are_dropped_where_the_steps_changed(client: Client) -> None:
    first, token = save(two_step_draft())
    client.post(
        reverse("builder-scenario-annotate", args=[first.public_id]),
        {"token": token, "title": "t", "visibility": "unlisted", "note_0": "Zero", "note_2": "Two"},
    )
    draft = sharing_services.do_open_for_editing(sharing_services.latest_revision(first.family))
    draft.history = {}  # a history that starts again from the board as it is now
    draft.save()
    again, _ = save(draft, "")
    assert again.notes == {}


def test_anyone_can_fork_a_scenario_into_a_new_family(client: Client, bears_draft: Draft) -> None:
    original, _ = save(bears_draft, "Original")
    response = client.post(reverse("builder-scenario-fork", args=[original.public_id]))
    assert response.status_code == 302
    draft = Draft.objects.get(key=response["Location"].split("/")[2])
    assert draft.document == original.document
    assert DraftOrigin.objects.get(draft=draft).family is None
    fork, token = save(draft, "Mine now")
    assert fork.family_id != original.family_id and token
    assert fork.family.forked_from == original
    assert "forked from" in client.get(share(fork)).content.decode()


def test_the_share_page_rejects_post(client: Client, saved: Scenario) -> None:
    assert client.post(share(saved)).status_code == 405


def test_fork_rejects_get(client: Client, saved: Scenario) -> None:
    assert client.get(reverse("builder-scenario-fork", args=[saved.public_id])).status_code == 405


def test_a_revision_row_refuses_to_be_updated(saved: Scenario) -> None:
    saved.title = "changed"
    with pytest.raises(ValueError, match="immutable"):
        saved.save()


def test_the_builders_history_is_saved_with_the_revision(
    client: Client, bears_draft: Draft
) -> None:
    from builder.scenarios.services import actions

    hit = {"type": "deal_damage", "source": "o1", "target": "B", "amount": 2}
    actions.do_apply_action(bears_draft, hit)
    actions.do_apply_action(bears_draft, hit)
    bears_draft.refresh_from_db()
    client.post(reverse("builder-save", args=[bears_draft.key]), {"title": "Played"})
    revision = Scenario.objects.get()
    assert len(sharing_services.share_page(revision).steps) == 3
    for step, life in ((0, 20), (1, 18), (2, 16)):
        body = client.get(share(revision, f"?step={step}")).content.decode()
        assert f'data-testid="life-B">Life <strong>{life}</strong>' in body
        assert "engine now resolves" not in body


def test_a_step_the_engine_now_resolves_differently_shows_the_board_as_saved(
    client: Client,
) -> None:
    draft = two_step_draft()
    draft.history["nodes"][1]["document_after"]["players"][1]["life"] = 5  # "an older engine"
    draft.save()
    revision, _ = save(draft)
    body = client.get(share(revision, "?step=1")).content.decode()
    assert 'data-testid="life-B">Life <strong>5</strong>' in body
    assert "The rules engine now resolves this step differently" in body


def test_a_step_that_no_longer_replays_says_so(client: Client) -> None:
    draft = two_step_draft()
    draft.history["nodes"][2]["action"]["source"] = "gone"
    draft.save()
    revision, _ = save(draft)
    response = client.get(share(revision))
    assert response.status_code == 200
    assert "no longer replays" in response.content.decode()


def test_a_board_todays_engine_cant_read_still_opens(client: Client) -> None:
    document = services.new_document()
    document["players"][0]["battlefield"] = [{"id": "o1", "card": "A Card Since Removed"}]
    revision = Scenario.objects.create(title="Old", document=document)
    for name in ("builder-scenario", "builder-embed", "builder-scenario-question"):
        response = client.get(reverse(name, args=[revision.public_id]))
        assert response.status_code == 200, name
    body = client.get(share(revision)).content.decode()
    assert "Today&#x27;s rules engine can&#x27;t read this board" in body
    preview = client.get(reverse("builder-scenario-preview", args=[revision.public_id]))
    assert preview.status_code == 200
