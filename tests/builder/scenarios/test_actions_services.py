"""The play services: the picker, decisions, outcomes and the panel read model."""

from __future__ import annotations

import pytest

import engine
from builder.rules.services import do_import_rules, read_rules_file
from builder.scenarios.services import ServiceError, actions
from builder.scenarios.services.outcomes import explore_outcomes as outcomes_of
from builder.scenarios.services.picker import build_picker, option_key
from tests.builder.actions_support import (
    GHO2_DAMAGE,
    SAMPLE_RULES,
    document,
    gho2_document,
    life,
    make_draft,
)

pytestmark = pytest.mark.django_db

HAND = [
    {"id": "bolt", "card": "Lightning Bolt"},
    {"id": "salve", "card": "Healing Salve"},
    {"id": "blaze", "card": "Blaze"},
    {"id": "forest", "card": "Forest"},
]
ELVES = [{"id": "elves", "card": "Llanowar Elves", "summoning_sick": True}]


def picker_for(doc: dict[str, object]):  # type: ignore[no-untyped-def]
    return build_picker(engine.load(dict(doc)))


def test_the_picker_groups_by_player_then_kind_of_action() -> None:
    picker = picker_for(document(ELVES, hand=HAND))
    titles = [(g.title, [s.title for s in g.sections]) for g in picker.groups]
    assert titles == [
        ("Alice", ["Play a land", "Cast a spell", "Activate an ability", "Turn"]),
        ("Every player", ["The stack"]),
    ]


def test_an_illegal_option_keeps_the_engines_reason_and_rule() -> None:
    option = picker_for(document(ELVES)).option("activate:elves:0")
    assert option is not None and not option.legal
    assert option.reason == "Llanowar Elves can't use {T}: it came under Alice's control this turn"
    assert option.rule == "302.6"
    assert option.rule_ref is not None and option.rule_ref.number == "302.6"


def test_targets_come_from_the_engines_legal_candidates() -> None:
    bolt = picker_for(document(ELVES, [{"id": "ogre", "card": "Gray Ogre"}], hand=HAND)).option(
        "cast:bolt"
    )
    assert bolt is not None and bolt.costs and not bolt.x
    (slot,) = bolt.targets
    assert [c.id for c in slot.candidates] == ["A", "B", "elves", "ogre"]
    assert slot.candidates[3].label == "Gray Ogre"  # names, never ids (issue 18)


def test_x_spells_ask_for_x_and_modal_spells_for_a_mode() -> None:
    picker = picker_for(document(hand=HAND))
    blaze, salve = picker.option("cast:blaze"), picker.option("cast:salve")
    assert blaze is not None and blaze.x
    assert salve is not None
    assert [m.label for m in salve.modes] == [
        "Target player gains 3 life.",
        "Prevent the next 3 damage that would be dealt to any target this turn.",
    ]
    assert salve.targets[0].label == "Target 1 (player or any)"


def test_option_keys_are_short_and_stable() -> None:
    assert option_key({"type": "activate", "object": "o2", "ability": 0}) == "activate:o2:0"
    assert option_key({"type": "advance", "to": "upkeep", "turn": "next"}) == "advance:upkeep:next"
    assert option_key({"type": "resolve"}) == "resolve"


def test_declaring_attackers_lists_each_creature_with_what_it_may_attack() -> None:
    doc = document([{"id": "bears", "card": "Grizzly Bears"}, *ELVES], step="declare_attackers")
    picker = picker_for(doc)
    assert picker.declaring_attackers and not picker.declaring_blockers
    bears, elves = picker.attackers
    assert (bears.id, bears.legal, [c.id for c in bears.choices]) == ("bears", True, ["B"])
    assert not elves.legal and elves.rule == "302.6"


def test_a_decision_waits_on_the_draft_naming_who_decides_and_the_rule() -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE, label="Deal damage")
    assert life(draft, "B") == 20
    decision = actions.current_decision(draft)
    assert decision is not None
    assert (decision.decider, decision.decider_name, decision.rule.number) == ("B", "Bob", "616.1")
    assert [o.id for o in decision.options] == ["furnace.0", "ghosts.0"]
    actions.do_answer_decision(draft, "ghosts.0")
    assert life(draft, "B") == 18
    assert actions.current_decision(draft) is None
    assert draft.history["nodes"][1]["choices"] == ["ghosts.0"]


def test_a_wrong_answer_is_refused_with_the_rule() -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE)
    with pytest.raises(ServiceError, match="616.1") as caught:
        actions.do_answer_decision(draft, "nonsense")
    assert caught.value.field == "choice"


def test_answering_without_a_waiting_decision_is_refused() -> None:
    draft = make_draft(gho2_document())
    with pytest.raises(ServiceError, match="No decision is waiting"):
        actions.do_answer_decision(draft, "ghosts.0")


def test_cancelling_forgets_the_waiting_action() -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE)
    actions.do_cancel_decision(draft)
    assert actions.current_decision(draft) is None
    assert [n["kind"] for n in draft.history["nodes"]] == ["root"]


def test_outcomes_of_the_waiting_action_are_2_and_3_damage() -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE, label="Deal damage")
    outcomes = outcomes_of(draft)
    assert outcomes.from_pending and outcomes.complete and outcomes.total == 2
    bob = {item.choices: str(item.players[1].change) for item in outcomes.items}
    assert bob == {("furnace.0",): "20 → 17 (−3)", ("ghosts.0",): "20 → 18 (−2)"}
    first = outcomes.items[0]
    assert first.choice_labels[0].startswith("Bob chooses ")
    assert any(ref.number == "616.1" for line in first.log for ref in line.rules)


def test_choosing_an_outcome_of_the_last_step_makes_a_variation() -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE)
    actions.do_answer_decision(draft, "ghosts.0")
    outcomes = outcomes_of(draft)
    assert not outcomes.from_pending
    actions.do_choose_outcome(draft, ["furnace.0"])
    assert life(draft, "B") == 17
    assert [(n["id"], n["parent"]) for n in draft.history["nodes"]] == [(0, None), (1, 0), (2, 0)]


def test_there_are_no_outcomes_before_an_action() -> None:
    draft = make_draft(gho2_document())
    with pytest.raises(ServiceError, match="Pick an action first"):
        outcomes_of(draft)
    with pytest.raises(ServiceError, match="no action"):
        actions.do_choose_outcome(draft, [])


def test_the_engines_refusal_is_a_service_error_with_the_rule() -> None:
    draft = make_draft(document(hand=HAND))
    bolt = {"type": "cast", "object": "bolt", "targets": ["B"]}  # not free, no mana
    with pytest.raises(ServiceError) as caught:
        actions.do_apply_action(draft, bolt)
    assert caught.value.rule
    assert draft.history == {}


def test_the_panel_shows_the_step_its_changes_and_the_log_in_two_details() -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE)
    actions.do_answer_decision(draft, "furnace.0")
    panel = actions.play_panel(draft)
    assert panel.step_label == (
        "Bob is dealt 3 damage by Grizzly Bears (Grizzly Bears would deal 3 damage to Bob)"
    )
    assert "Bob’s life: 20 → 17 (−3)" in [c.text for c in panel.changes.items]
    judge = actions.play_panel(draft, log_detail="judge")
    assert len(judge.log.entries) == len(draft.log) >= len(panel.log.entries)
    assert panel.log.hidden == len(draft.log) - len(panel.log.entries)
    assert panel.history.can_back and not panel.history.can_forward
    ghosts = next(c for c in panel.characteristics if c.id == "ghosts")
    assert (ghosts.power, ghosts.toughness) == (4, 5)


def test_rule_numbers_link_only_when_the_rules_are_imported() -> None:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE)
    decision = actions.play_panel(draft).decision
    assert decision is not None and not decision.rule.linked
    do_import_rules(read_rules_file(SAMPLE_RULES))
    decision = actions.play_panel(draft).decision
    assert decision is not None and decision.rule.linked
    assert decision.rule.title.startswith("If two sample effects")


def test_a_finished_game_offers_no_actions() -> None:
    doc = document()
    doc["players"][0]["won"] = True
    draft = make_draft(doc)
    panel = actions.play_panel(draft)
    assert panel.picker is None
    assert panel.game_over == "The game is over: Alice won."
    assert actions.current_picker(draft) is None


def test_a_board_the_engine_cant_read_offers_no_actions_but_still_renders() -> None:
    draft = make_draft(document())
    draft.document = {"version": 1, "players": "broken"}
    panel = actions.play_panel(draft)
    assert panel.picker is None and panel.characteristics == ()
    assert panel.game_over.startswith("The engine rejected the scenario")
    assert actions.current_picker(draft) is None
    assert actions.judge_choices(draft) is None
    assert actions.current_decision(draft) is None
