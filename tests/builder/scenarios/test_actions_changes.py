"""The diff between two boards: what a step's result highlights (no database needed)."""

from __future__ import annotations

import copy

import engine
from builder.scenarios.services.changes import Changes, diff, signed
from tests.builder.actions_support import GHO2_DAMAGE, document, gho2_document


def test_life_changes_read_before_arrow_after_and_the_signed_delta() -> None:
    before = gho2_document()
    result = engine.apply(engine.load(before), GHO2_DAMAGE, ["furnace.0"])
    changes = diff(before, engine.dump(result.state))
    assert str(changes.life["B"]) == "20 → 17 (−3)"
    assert changes.life["B"].delta == -3
    assert "Bob’s life: 20 → 17 (−3)" in [c.text for c in changes.items]
    assert changes.players == {"B"}
    assert "A" not in changes.life


def test_moved_cards_damage_counters_and_tapping_are_listed_per_object() -> None:
    before = document(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 1}},
        ]
    )
    after = copy.deepcopy(before)
    alice = after["players"][0]
    bears = alice["battlefield"].pop(0)
    alice["graveyard"].append(bears)
    giant = alice["battlefield"][0]
    giant.update(tapped=True, damage=2, counters={"+1/+1": 3})
    changes = diff(before, after)
    texts = [c.text for c in changes.items]
    assert "Grizzly Bears: Alice’s battlefield → Alice’s graveyard" in texts
    assert "Hill Giant taps" in texts
    assert "Hill Giant: damage marked 0 → 2 (+2)" in texts
    assert "Hill Giant: +1/+1 counters 1 → 3 (+2)" in texts
    assert changes.objects == {"bears", "giant"}
    assert [c.kind for c in changes.for_subject("giant")] == ["tapped", "damage", "counters"]


def test_new_and_vanished_objects_effects_and_the_turn() -> None:
    before = document([{"id": "token", "card": "Grizzly Bears", "token": True}])
    after = copy.deepcopy(before)
    after["players"][0]["battlefield"] = [{"id": "o9", "card": "Hill Giant"}]
    after["effects"] = [{"id": "e1", "kind": "prevent_all_damage", "controller": "A", "params": {}}]
    after["turn"] = {"number": 4, "active_player": "B", "step": "upkeep"}
    texts = [c.text for c in diff(before, after).items]
    assert "Turn 4 begins: Bob’s turn" in texts
    assert "Step: precombat main → upkeep" in texts
    assert "Hill Giant appears on Alice’s battlefield" in texts
    assert "Grizzly Bears left Alice’s battlefield and ceased to exist" in texts
    assert "New effect: prevent all damage" in texts


def test_poison_and_losing_the_game() -> None:
    before = document()
    after = copy.deepcopy(before)
    after["players"][1].update(poison=10, lost=True)
    texts = [c.text for c in diff(before, after).items]
    assert texts == ["Bob’s poison counters: 0 → 10 (+10)", "Bob lost the game"]


def test_this_turns_counts_are_said_in_words_not_as_counters() -> None:
    # The lands played, cards drawn and spells cast this turn are kept with a player's counters
    # (305.2, 121.1, 601.2i) but are no counters (122.1): the change says what they count.
    before = document()
    after = copy.deepcopy(before)
    after["players"][0]["counters"] = {"spells_cast_this_turn": 1, "lands_played_this_turn": 1}
    texts = [c.text for c in diff(before, after).items]
    assert texts == [
        "Alice: lands played this turn 0 → 1 (+1)",
        "Alice: spells cast this turn 0 → 1 (+1)",
    ]


def test_nothing_changed_is_falsy() -> None:
    doc = gho2_document()
    changes = diff(doc, copy.deepcopy(doc))
    assert not changes
    assert len(changes) == 0
    assert not Changes()


def test_signed_numbers_use_a_real_minus_sign() -> None:
    assert (signed(3), signed(-3), signed(0)) == ("+3", "\u22123", "\u00b10")


def test_a_new_effect_is_said_in_words_with_its_source_never_its_id() -> None:
    before = document(
        [{"id": "o1", "card": "Grizzly Bears"}, {"id": "o2", "card": "Grizzly Bears"}]
    )
    after = copy.deepcopy(before)
    after["effects"] = [
        {
            "id": "e1",
            "kind": "damage_life_floor",
            "controller": "A",
            "source": "o2",
            "params": {"player": "A"},
            "duration": "end_of_turn",
        }
    ]
    texts = [c.text for c in diff(before, after).items]
    assert texts == [
        "New effect: Grizzly Bears (second): damage can't reduce Alice's life total below 1"
    ]
    assert [c.text for c in diff(after, before).items] == [
        "Effect ended: Grizzly Bears (second): damage can't reduce Alice's life total below 1"
    ]


def test_an_ability_on_the_stack_is_named_as_an_ability_and_an_attachment_by_name() -> None:
    """113.1: an ability on the stack isn't its card: it is put on the stack and leaves it
    (608.2n); an Equipment is attached to a creature by the creature's name, never its id."""
    before = document([{"id": "o1", "card": "Hill Giant"}, {"id": "o2", "card": "Basilisk Collar"}])
    equipped = engine.apply(
        engine.load(before),
        {"type": "activate", "object": "o2", "ability": 1, "targets": ["o1"], "free": True},
    )
    on_the_stack = engine.dump(equipped.state)
    texts = [c.text for c in diff(before, on_the_stack).items]
    assert "Basilisk Collar’s activated ability is put on the stack" in texts
    resolved = engine.apply(equipped.state, {"type": "resolve"})
    texts = [c.text for c in diff(on_the_stack, engine.dump(resolved.state)).items]
    assert "Basilisk Collar’s activated ability leaves the stack" in texts
    assert "Basilisk Collar is attached to Hill Giant" in texts
    assert resolved.state.object("o2").attached_to == "o1"
    assert not [t for t in texts if "o1" in t or "ceased to exist" in t]
