"""The history tree: replay from the set-up board is the source of truth; undo is replay."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from builder.models import Draft
from builder.scenarios.services import ServiceError, actions
from builder.scenarios.services.history import ROOT, HistoryTree, ReplayError
from tests.builder.actions_support import GHO2_DAMAGE, document, gho2_document, life, make_draft

pytestmark = pytest.mark.django_db

BEARS = [{"id": "bears", "card": "Grizzly Bears"}]


def damage(amount: int, target: str = "B") -> dict[str, Any]:
    return {"type": "deal_damage", "source": "bears", "target": target, "amount": amount}


def steps(draft: Draft) -> list[tuple[int, int | None, str]]:
    draft.refresh_from_db()
    return [(n["id"], n["parent"], n["kind"]) for n in draft.history["nodes"]]


def test_each_action_is_a_step_with_its_board_and_log() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    actions.do_apply_action(draft, damage(3))
    assert life(draft, "B") == 15
    assert steps(draft) == [(0, None, "root"), (1, 0, "action"), (2, 1, "action")]
    assert draft.history["current"] == 2
    second = draft.history["nodes"][2]
    assert second["label"] == (
        "Bob is dealt 3 damage by Grizzly Bears (Grizzly Bears would deal 3 damage to Bob)"
    )
    assert second["document_after"] == draft.document
    assert second["log"] == draft.log


def test_undo_replays_from_the_set_up_board_and_redo_returns() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    actions.do_apply_action(draft, damage(3))
    actions.do_step_back(draft)
    assert life(draft, "B") == 18
    assert any("120.3a" in entry["rules"] for entry in draft.log)  # that step's own log
    actions.do_step_back(draft)
    assert life(draft, "B") == 20
    assert draft.log == []
    with pytest.raises(ServiceError, match="no earlier step"):
        actions.do_step_back(draft)
    actions.do_step_forward(draft)
    actions.do_step_forward(draft)
    assert life(draft, "B") == 15
    with pytest.raises(ServiceError, match="nothing to redo"):
        actions.do_step_forward(draft)


def test_a_new_action_from_an_earlier_step_starts_a_variation() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    actions.do_apply_action(draft, damage(3))
    actions.do_go_to_step(draft, 1)
    actions.do_apply_action(draft, damage(5))
    assert life(draft, "B") == 13
    assert steps(draft)[-1] == (3, 1, "action")
    rows = HistoryTree.read(draft.history, draft.document).rows()
    # The variation is listed before the main line continues, one level deeper.
    assert [(r.id, r.depth, r.variation_start, r.current) for r in rows] == [
        (0, 0, False, False),
        (1, 0, False, False),
        (3, 1, True, True),
        (2, 0, False, False),
    ]
    actions.do_go_to_step(draft, 2)  # the main line is still there
    assert life(draft, "B") == 15


def test_redo_returns_to_the_variation_last_stepped_back_from() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    actions.do_step_back(draft)
    actions.do_apply_action(draft, damage(4))  # a variation of the first step
    actions.do_step_back(draft)
    actions.do_step_forward(draft)
    assert life(draft, "B") == 16


def test_the_same_action_again_steps_into_the_existing_step() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    actions.do_step_back(draft)
    actions.do_apply_action(draft, damage(2))
    assert len(steps(draft)) == 2
    assert draft.history["current"] == 1


def test_going_to_an_unknown_step_is_refused() -> None:
    draft = make_draft(document(BEARS))
    with pytest.raises(ServiceError, match="no step 7"):
        actions.do_go_to_step(draft, 7)


def test_a_board_edited_before_any_step_becomes_the_set_up_board() -> None:
    draft = make_draft(document(BEARS))
    actions.do_cancel_decision(draft)  # any change saves the tree
    edited = document(BEARS + [{"id": "ogre", "card": "Gray Ogre"}])
    draft.document = edited
    draft.save()
    actions.do_apply_action(draft, damage(1))
    assert steps(draft) == [(0, None, "root"), (1, 0, "action")]
    assert draft.history["nodes"][0]["document_after"] == edited


def test_a_board_edited_after_a_step_is_kept_as_an_edit_step() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    edited = copy.deepcopy(draft.document)
    edited["players"][1]["life"] = 7  # the judge sets Bob's life by hand
    draft.document = edited
    draft.save()
    actions.do_apply_action(draft, damage(1))
    assert life(draft, "B") == 6
    assert steps(draft) == [(0, None, "root"), (1, 0, "action"), (2, 1, "edit"), (3, 2, "action")]
    actions.do_step_back(draft)
    assert life(draft, "B") == 7  # replaying an edit step restores the edited board
    actions.do_step_back(draft)
    assert life(draft, "B") == 18


def test_replay_is_the_source_of_truth_not_the_cached_boards() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    actions.do_apply_action(draft, damage(3))
    tampered = copy.deepcopy(draft.history)
    tampered["nodes"][1]["document_after"]["players"][1]["life"] = 1
    draft.history = tampered
    draft.save()
    actions.do_go_to_step(draft, 1)
    assert life(draft, "B") == 18


def test_a_step_that_no_longer_replays_says_so() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    tree = HistoryTree.read(draft.history, draft.document)
    tree.node(1)["action"] = damage(2, target="nobody")
    with pytest.raises(ReplayError, match="Step 1 no longer replays"):
        tree.replay(1)


@pytest.mark.parametrize(
    "stored",
    [
        {},
        {"version": 99, "nodes": []},
        {"version": 1, "nodes": "many"},
        {"version": 1, "nodes": [{"id": 0, "kind": "root"}]},
        {"version": 1, "nodes": [{"id": 1, "parent": None, "kind": "root", "document_after": {}}]},
        {
            "version": 1,
            "current": 0,
            "nodes": [
                {"id": 0, "parent": None, "kind": "root", "document_after": {}},
                {"id": 1, "parent": 2, "kind": "action", "document_after": {}},
            ],
        },
    ],
    ids=["empty", "unknown version", "bad nodes", "no board", "no root", "bad parent"],
)
def test_a_malformed_history_is_read_as_a_fresh_one(stored: dict[str, Any]) -> None:
    doc = document(BEARS)
    tree = HistoryTree.read(stored, doc)
    assert [row.id for row in tree.rows()] == [ROOT]
    assert tree.document() == doc


def test_history_for_save_is_the_json_tree_with_the_waiting_decision() -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, {"type": "gain_life", "player": "A", "amount": 1})
    actions.do_apply_action(draft, GHO2_DAMAGE)  # waits for Bob's choice
    saved = actions.history_for_save(draft)
    assert saved["version"] == 1
    # Issue 18: the waiting action is the point of the ruling, so it is saved with the steps.
    assert saved["pending"]["action"] == GHO2_DAMAGE
    assert saved["pending"]["decision"]["decider"] == "B"
    assert [n["kind"] for n in saved["nodes"]] == ["root", "action"]
    assert saved["nodes"][0]["document_after"] == gho2_document()
    tree = HistoryTree.read(saved, draft.document)
    assert tree.replay(1)[0] == draft.document


def test_history_for_save_takes_in_an_unsaved_hand_edit() -> None:
    draft = make_draft(document(BEARS))
    actions.do_apply_action(draft, damage(2))
    draft.document = document(BEARS)
    saved = actions.history_for_save(draft)
    assert [n["kind"] for n in saved["nodes"]] == ["root", "action", "edit"]
    assert saved["current"] == 2
