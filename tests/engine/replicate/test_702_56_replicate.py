"""Replicate (702.56a): an additional cost that may be paid any number of times, and a triggered
ability that copies the spell once per payment as it is cast; the copies may get new targets
(707.10c). Real cards of the 2026 card file, compiled from their Oracle text: Pyromatics
({1}{R}, "Replicate {1}{R}", 1 damage to any target), Train of Thought ({1}{U}, "Replicate
{1}{U}", draw a card), Gigadrowse ({U}, "Replicate {U}", tap target permanent) and Reiterating
Bolt ("Replicate—Pay {E}{E}{E}.", 3 damage to target creature or planeswalker: a replicate cost
that isn't mana, paid as often as the energy allows, 107.14)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Pyromatics", "Train of Thought", "Gigadrowse", "Reiterating Bolt")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(card: str, pool: dict[str, int], energy: int = 0) -> GameState:
    return board(
        {
            "id": "A",
            "counters": {"energy": energy} if energy else {},
            "hand": [{"id": "spell", "card": card}],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(5)],
            "mana_pool": pool,
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )


def test_replicate_cards_compile_from_their_oracle_text() -> None:
    for name, cost in (("Pyromatics", "{1}{R}"), ("Train of Thought", "{1}{U}")):
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert compiled.definition.replicate == cost
        assert "Replicate" in compiled.definition.keywords
        assert compiled.printed.startswith(f"Replicate {cost}\n")


def test_train_of_thought_paid_twice_costs_three_times_and_draws_three() -> None:
    cast = play(
        _board("Train of Thought", {"U": 3, "C": 3}),
        {"type": "cast", "object": "spell", "replicate": 2},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{U} three times (601.2f)
    assert cites(cast.log, "702.56a")
    triggered = play(cast.state, {"type": "resolve"})  # replicate's trigger
    copies = [o for o in triggered.state.zone(Zone.STACK) if o.spell_copy]
    assert len(copies) == 2
    assert cites(triggered.log, "707.10")
    done = resolve_all(triggered.state)
    assert len(done.zone(Zone.HAND, "A")) == 3
    assert done.object("spell").zone is Zone.GRAVEYARD
    assert not [o for o in done.objects if o.spell_copy]  # 704.5e


def test_not_paid_it_does_not_trigger() -> None:
    cast = play(_board("Train of Thought", {"U": 1, "C": 1}), {"type": "cast", "object": "spell"})
    assert not cast.state.pending_triggers
    assert len(cast.state.zone(Zone.STACK)) == 1  # the trigger is checked, 603.4
    done = resolve_all(cast.state)
    assert len(done.zone(Zone.HAND, "A")) == 1


def test_each_copy_may_get_a_new_target() -> None:
    cast = play(
        _board("Pyromatics", {"R": 2, "C": 2}),
        {"type": "cast", "object": "spell", "targets": ["B"], "replicate": 1},
    )
    asked = pending(cast.state, {"type": "resolve"})
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.TARGET and asked.pending.rule == "707.10c"
    assert asked.pending.options[0].id == "B"  # keeping the target comes first
    chosen = play(cast.state, {"type": "resolve"}, ["elves"])
    copy = next(o for o in chosen.state.zone(Zone.STACK) if o.spell_copy)
    assert copy.stack is not None and copy.stack.targets == ("elves",)
    done = resolve_all(chosen.state)
    assert done.object("elves").zone is Zone.GRAVEYARD
    assert done.player("B").life == 19


def test_countered_in_response_the_copies_are_still_made() -> None:
    cast = play(
        _board("Pyromatics", {"R": 3, "C": 3}),
        {"type": "cast", "object": "spell", "targets": ["B"], "replicate": 2},
    )
    # The spell leaves the stack before the trigger resolves (608.2h: copied as it last was).
    gone = play(cast.state, {"type": "move_object", "object": "spell", "to": "graveyard"})
    done = resolve_all(gone.state)
    assert done.player("B").life == 18


def test_only_a_spell_with_replicate_pays_it_and_the_option_says_its_cost() -> None:
    state = board({"id": "A", "hand": [{"id": "bolt", "card": "Shock"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "replicate": 1})
    assert refused.value.rule == "702.56a"
    option = next(
        o for o in available_actions(_board("Gigadrowse", {})) if o.action.get("object") == "spell"
    )
    assert option.extras["replicate"] == "{U}"


def test_a_replicate_cost_of_energy_is_paid_for_each_copy() -> None:
    compiled = compile_record(_records()["Reiterating Bolt"])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("Replicate—Pay {E}{E}{E}.\n")
    state = _board("Reiterating Bolt", {}, energy=7)
    cast = play(
        state,
        {"type": "cast", "object": "spell", "targets": ["bears"], "replicate": 2, "free": True},
    )
    assert cast.state.player("A").counters.get("energy") == 1
    assert cites(cast.log, "702.56a") and cites(cast.log, "107.14")
    triggered = play(cast.state, {"type": "resolve"}, ["bears", "elves"])
    assert len([o for o in triggered.state.zone(Zone.STACK) if o.spell_copy]) == 2
    done = resolve_all(triggered.state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("elves").zone is Zone.GRAVEYARD
    with pytest.raises(IllegalAction) as refused:  # 7 energy pays it twice, not three times
        play(
            state,
            {"type": "cast", "object": "spell", "targets": ["bears"], "replicate": 3, "free": True},
        )
    assert refused.value.rule == "107.14"
