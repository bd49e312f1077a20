"""Storm (702.40a): "When you cast this spell, copy it for each other spell cast before it this
turn. You may choose new targets for the copies." Real cards of the 2026 card file, compiled from
their Oracle text: Grapeshot ("~ deals 1 damage to any target. / Storm") and Empty the Warrens
("Create two 1/1 red Goblin creature tokens. / Storm").

The spells cast this turn are counted from the turn history as the trigger resolves, only those
cast before the storm spell (a spell cast in response doesn't count); the copies are put on the
stack, not cast (707.10), and may get new targets (707.10c)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Grapeshot", "Empty the Warrens")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(*hand: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": name} for i, name in enumerate(hand)],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {
            "id": "B",
            "battlefield": [{"id": "elves", "card": "Llanowar Elves"}],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(3)],
        },
    )


def _cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def _cast_and_resolve(state: GameState, card: str, *targets: str) -> GameState:
    return resolve_all(settle(state, _cast(card, *targets)).state)


def test_storm_cards_compile_from_their_oracle_text() -> None:
    for name in NAMES:
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert "Storm" in compiled.definition.keywords
        assert compiled.printed.endswith("\nStorm")


def test_the_first_spell_of_the_turn_makes_no_copy() -> None:
    cast = settle(_board("Grapeshot"), _cast("h0", "B"))
    assert cites(cast.log, "702.40a")  # the keyword's ability triggers as it becomes cast
    done = resolve_all(cast.state)
    assert done.player("B").life == 19
    assert not [o for o in done.objects if o.spell_copy]


def test_grapeshot_is_copied_once_for_each_spell_cast_before_it() -> None:
    state = _cast_and_resolve(_board("Grapeshot", "Grapeshot", "Grapeshot"), "h0", "B")
    state = _cast_and_resolve(state, "h1", "B")
    assert state.player("B").life == 17  # 1, then 1 and one copy
    cast = settle(state, _cast("h2", "B"))
    resolved = settle(cast.state, {"type": "resolve"})  # the storm trigger
    assert cites(resolved.log, "702.40a") and cites(resolved.log, "707.10")
    copies = [o for o in resolved.state.zone(Zone.STACK) if o.spell_copy]
    assert len(copies) == 2  # two Grapeshots were cast before it
    done = resolve_all(resolved.state)
    assert done.player("B").life == 14
    assert done.object("h2").zone is Zone.GRAVEYARD
    assert not [o for o in done.objects if o.spell_copy]  # 704.5e: gone off the stack


def test_a_spell_cast_in_response_to_the_trigger_is_not_counted() -> None:
    state = _cast_and_resolve(_board("Grapeshot", "Grapeshot", "Shock"), "h0", "B")
    cast = settle(state, _cast("h1", "B"))  # one spell cast before it
    response = settle(cast.state, _cast("h2", "B"))  # Shock, while the trigger waits
    done = resolve_all(response.state)
    # h0: 1; Shock: 2; h1: 1 and one copy (Shock was cast after it), not two.
    assert done.player("B").life == 20 - 1 - 2 - 2
    assert cites(response.log, "601.2i")


def test_the_controller_may_choose_new_targets_for_each_copy() -> None:
    state = _cast_and_resolve(_board("Grapeshot", "Grapeshot"), "h0", "B")
    cast = settle(state, _cast("h1", "B"))
    asked = pending(cast.state, {"type": "resolve"})
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.TARGET and asked.pending.rule == "707.10c"
    assert asked.pending.options[0].id == "B"  # keeping the same target comes first
    chosen = play(cast.state, {"type": "resolve"}, ["elves"])
    copy = next(o for o in chosen.state.zone(Zone.STACK) if o.spell_copy)
    assert copy.stack is not None and copy.stack.targets == ("elves",)
    done = resolve_all(chosen.state)
    assert done.object("elves").zone is Zone.GRAVEYARD  # the copy killed the 1/1
    assert done.player("B").life == 18  # h0 and h1 at the player


def test_empty_the_warrens_copies_make_tokens_too() -> None:
    state = _cast_and_resolve(_board("Grapeshot", "Empty the Warrens"), "h0", "B")
    done = _cast_and_resolve(state, "h1")
    goblins = [o for o in done.battlefield if o.token and o.controller == "A"]
    assert len(goblins) == 4  # the spell and one copy, two Goblins each
