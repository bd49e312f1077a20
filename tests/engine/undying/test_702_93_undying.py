"""Undying (702.93a): "When this permanent is put into a graveyard from the battlefield, if it had
no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1
counter on it."

It is a triggered ability with an intervening "if" (603.4) that looks back in time (603.10a): the
counters that count are those the permanent had as it last existed on the battlefield (608.2h).
The returned card is a new object (400.7). Young Wolf is a 1/1 Wolf with undying and nothing else.
"""

from __future__ import annotations

from typing import Any

from engine.cards.keyword_abilities import KEYWORD_TRIGGERS
from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.keywords import IMPLEMENTED
from engine.testing.scenario import board, cites, pending, play

RESOLVE = {"type": "resolve"}
WOLF = {"id": "wolf", "card": "Young Wolf"}
# A source with wither deals damage to creatures as -1/-1 counters (702.80a).
WITHER = {
    "id": "ram",
    "card": "Withering Source",
    "characteristics": {"types": ["Creature"], "power": 2, "toughness": 2, "keywords": ["Wither"]},
}


def cast(card_id: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card_id, "targets": list(targets), "free": True}


def murder_board(*battlefield: dict[str, Any], **doc: Any) -> GameState:
    """A holds Murder ("Destroy target creature.") and controls `battlefield`."""
    return board(
        {"id": "A", "hand": [{"id": "murder", "card": "Murder"}], "battlefield": list(battlefield)},
        {"id": "B", "battlefield": [WITHER]},
        **doc,
    )


def murder(state: GameState, target: str = "wolf") -> GameState:
    """Cast Murder on `target` and let it resolve; what triggers goes on the stack."""
    return play(play(state, cast("murder", target)).state, RESOLVE).state


def test_undying_is_an_implemented_keyword_standing_for_a_triggered_ability() -> None:
    assert set(KEYWORD_TRIGGERS) <= IMPLEMENTED
    assert KEYWORD_TRIGGERS["undying"].intervening_if == "had_no_counters:+1/+1"


def test_young_wolf_dies_and_returns_with_a_counter_as_a_new_object() -> None:
    state = murder_board(WOLF)
    before = state.object("wolf")
    died = play(play(state, cast("murder", "wolf")).state, RESOLVE)
    assert died.state.object("wolf").zone is Zone.GRAVEYARD
    assert cites(died.log, "702.93a") and cites(died.log, "603.2")
    (trigger,) = died.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.source == "wolf"

    back = play(died.state, RESOLVE)
    wolf = back.state.object("wolf")
    assert wolf.zone is Zone.BATTLEFIELD and wolf.controller == "A"
    assert wolf.counters.to_json() == {"+1/+1": 1}
    c = chars(back.state, wolf)
    assert (c.power, c.toughness) == (2, 2)
    # 400.7: a new object: a new timestamp, and it hasn't been under A's control since the turn
    # began (302.6).
    assert wolf.timestamp != before.timestamp
    assert not wolf.controlled_since_turn_start and wolf.damage == 0
    assert cites(back.log, "122.6") and cites(back.log, "400.7")


def test_with_a_counter_it_dies_for_good() -> None:
    state = murder_board(WOLF | {"counters": {"+1/+1": 1}})
    result = play(play(state, cast("murder", "wolf")).state, RESOLVE)
    assert result.state.object("wolf").zone is Zone.GRAVEYARD
    assert result.state.zone(Zone.STACK) == ()
    assert cites(result.log, "603.4")  # the condition is false: it doesn't trigger


def test_a_minus_counter_annihilates_the_plus_counter_so_undying_works_again() -> None:
    """704.5q removes a +1/+1 and a -1/-1 counter together: a returned Young Wolf that gets a
    -1/-1 counter is a 1/1 with no counters, and has undying's condition again."""
    state = murder_board(WOLF | {"counters": {"+1/+1": 1}})
    hit = play(state, {"type": "deal_damage", "source": "ram", "target": "wolf", "amount": 1})
    assert cites(hit.log, "704.5q")
    wolf = hit.state.object("wolf")
    assert wolf.zone is Zone.BATTLEFIELD and wolf.counters.to_json() == {}
    back = play(murder(hit.state), RESOLVE).state.object("wolf")
    assert back.zone is Zone.BATTLEFIELD and back.counters.to_json() == {"+1/+1": 1}


def test_lethal_minus_counters_leave_with_the_plus_counter_so_undying_does_not_trigger() -> None:
    """Two -1/-1 counters make the 2/2 a 0/0: it is put into the graveyard (704.5f) in the same
    check that would remove a pair of counters (704.5q); state-based actions happen at once
    (704.3), so as it last existed on the battlefield it had a +1/+1 counter."""
    state = murder_board(WOLF | {"counters": {"+1/+1": 1}})
    result = play(state, {"type": "deal_damage", "source": "ram", "target": "wolf", "amount": 2})
    assert result.state.object("wolf").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5f") and cites(result.log, "704.3")
    assert cites(result.log, "603.4") and result.state.zone(Zone.STACK) == ()


def test_an_exiled_undying_creature_does_not_trigger() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "swords", "card": "Swords to Plowshares"}]},
        {"id": "B", "battlefield": [WOLF]},
    )
    result = play(play(state, cast("swords", "wolf")).state, RESOLVE)
    assert result.state.object("wolf").zone is Zone.EXILE
    assert result.state.zone(Zone.STACK) == () and not cites(result.log, "702.93a")


def test_it_returns_under_its_owners_control() -> None:
    """A controls B's Young Wolf. The ability is A's (603.3a: who controlled the source when it
    triggered, looking back in time, 603.10a), but the Wolf returns under its owner's control."""
    state = murder_board(WOLF | {"owner": "B"})
    died = murder(state)
    assert died.object("wolf").zone is Zone.GRAVEYARD and died.object("wolf").owner == "B"
    (trigger,) = died.zone(Zone.STACK)
    assert trigger.controller == "A"
    back = play(died, RESOLVE).state.object("wolf")
    assert back.zone is Zone.BATTLEFIELD and back.controller == "B"
    assert back.counters.to_json() == {"+1/+1": 1}


def undying_on_the_stack(counters: dict[str, int]) -> GameState:
    """Young Wolf in A's graveyard, its undying ability on the stack, and its last known
    information (608.2h) with `counters`: a judge's board for the check on resolution."""
    known = {"power": 1, "toughness": 1, "controller": "A", "counters": counters}
    return board(
        {"id": "A", "graveyard": [WOLF]},
        {"id": "B"},
        stack=[
            {
                "id": "s1",
                "card": "Young Wolf",
                "owner": "A",
                "stack_info": {"kind": "triggered", "source": "wolf", "ability": 0},
            }
        ],
        last_known={"wolf": known},
    )


def test_the_condition_is_checked_again_on_resolution() -> None:
    """603.4: if the condition isn't true as the ability resolves, it is removed from the stack
    and does nothing."""
    removed = play(undying_on_the_stack({"+1/+1": 1}), RESOLVE)
    assert cites(removed.log, "603.4")
    assert removed.state.object("wolf").zone is Zone.GRAVEYARD
    assert removed.state.zone(Zone.STACK) == ()
    returned = play(undying_on_the_stack({}), RESOLVE)
    assert returned.state.object("wolf").zone is Zone.BATTLEFIELD


def test_a_card_that_left_the_graveyard_is_a_new_object_the_ability_cant_find() -> None:
    died = murder(murder_board(WOLF))
    away = play(died, {"type": "move_object", "object": "wolf", "to": "exile"}).state
    again = play(away, {"type": "move_object", "object": "wolf", "to": "graveyard"}).state
    result = play(again, RESOLVE)
    assert result.state.object("wolf").zone is Zone.GRAVEYARD
    assert cites(result.log, "400.7")


def test_disfigure_kills_young_wolf_and_does_not_affect_the_returned_wolf() -> None:
    """Disfigure's -2/-2 is locked to the Young Wolf it resolved for (611.2c); the Wolf undying
    returns is a new object (400.7), a 2/2 that survives."""
    state = board(
        {"id": "A", "hand": [{"id": "disfigure", "card": "Disfigure"}]},
        {"id": "B", "battlefield": [WOLF]},
    )
    died = play(play(state, cast("disfigure", "wolf")).state, RESOLVE)
    assert died.state.object("wolf").zone is Zone.GRAVEYARD and cites(died.log, "704.5f")
    back = play(died.state, RESOLVE).state
    wolf = back.object("wolf")
    assert wolf.zone is Zone.BATTLEFIELD
    assert (chars(back, wolf).power, chars(back, wolf).toughness) == (2, 2)


def test_two_undying_creatures_dying_together_are_ordered_by_their_controller() -> None:
    """603.3b: A puts both undying abilities on the stack in the order A chooses."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "damnation", "card": "Damnation"}],
            "battlefield": [WOLF, {"id": "ghoul", "card": "Butcher Ghoul"}],
        },
        {"id": "B"},
    )
    cast_it = play(state, cast("damnation")).state
    asked = pending(cast_it, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.TRIGGER_ORDER
    assert asked.decider == "A" and asked.rule == "603.3b"
    ordered = play(cast_it, RESOLVE, ["0"]).state
    top = ordered.zone(Zone.STACK)[-1]
    assert top.stack is not None and top.stack.source == "ghoul"  # put there last
    first = play(ordered, RESOLVE).state
    assert first.object("ghoul").zone is Zone.BATTLEFIELD
    assert first.object("wolf").zone is Zone.GRAVEYARD
    both = play(first, RESOLVE).state
    assert all(both.object(c).counters.to_json() == {"+1/+1": 1} for c in ("wolf", "ghoul"))


def test_a_card_known_only_by_its_characteristics_has_undying() -> None:
    geist = {
        "id": "wolf",
        "card": "Pyreheart Wolf",
        "characteristics": {
            "types": ["Creature"],
            "subtypes": ["Wolf"],
            "power": 1,
            "toughness": 1,
            "keywords": ["Undying"],
        },
    }
    back = play(murder(murder_board(geist)), RESOLVE).state.object("wolf")
    assert back.zone is Zone.BATTLEFIELD and back.counters.to_json() == {"+1/+1": 1}


def test_undying_gained_from_an_effect_counts_and_lost_undying_does_not() -> None:
    """613.1f: a creature that gained undying has it as it dies; Young Wolf that lost all its
    abilities doesn't. The ability looks back at the permanent on the battlefield (603.10a)."""
    bears = {"id": "bears", "card": "Grizzly Bears"}
    gained = murder_board(
        bears,
        effects=[
            {
                "id": "e1",
                "kind": "gain_keywords",
                "controller": "A",
                "params": {"objects": ["bears"], "keywords": ["Undying"]},
                "duration": "end_of_turn",
            }
        ],
    )
    back = play(murder(gained, "bears"), RESOLVE).state.object("bears")
    assert back.zone is Zone.BATTLEFIELD and back.counters.to_json() == {"+1/+1": 1}

    lost = murder_board(
        WOLF,
        effects=[
            {
                "id": "e1",
                "kind": "lose_all_abilities",
                "controller": "A",
                "params": {"objects": ["wolf"]},
                "duration": "end_of_turn",
            }
        ],
    )
    died = murder(lost)
    assert died.object("wolf").zone is Zone.GRAVEYARD and died.zone(Zone.STACK) == ()


def test_leyline_of_the_void_exiles_the_dying_wolf_so_undying_does_not_trigger() -> None:
    """614.6: the Wolf that would die goes to exile instead; it is never put into a graveyard."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "leyline", "card": "Leyline of the Void"}],
        },
        {"id": "B", "battlefield": [WOLF]},
    )
    result = play(play(state, cast("murder", "wolf")).state, RESOLVE)
    assert result.state.object("wolf").zone is Zone.EXILE
    assert result.state.zone(Zone.STACK) == () and not cites(result.log, "702.93a")
