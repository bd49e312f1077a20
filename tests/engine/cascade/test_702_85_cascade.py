"""Cascade (702.85a): "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may cast that
card without paying its mana cost if the resulting spell's mana value is less than this spell's
mana value. Then put all cards exiled this way that weren't cast on the bottom of your library in
a random order." Real cards of the 2026 card file, compiled from their Oracle text: Bloodbraid
Elf ("Haste / Cascade", mana value 4) and Violent Outburst ("Cascade / Creatures you control get
+1/+0 until end of turn.", an instant, mana value 3).

The library's order is the scenario's; the card found is cast as the ability resolves (608.2g),
without paying its mana cost (118.9), its targets chosen then (601.2c)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Bloodbraid Elf", "Violent Outburst")
CAST_ELF = {"type": "cast", "object": "elf", "free": True}


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def alice(*library: str) -> GameState:
    """Alice casts Bloodbraid Elf; her library, top card first."""
    return board(
        {
            "id": "A",
            "hand": [{"id": "elf", "card": "Bloodbraid Elf"}],
            "library": [{"id": f"l{i}", "card": name} for i, name in enumerate(library)],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def test_cascade_cards_compile_automated() -> None:
    for name in NAMES:
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert "Cascade" in compiled.definition.keywords


def test_cascade_exiles_lands_and_costlier_cards_until_a_cheaper_one_which_may_be_cast() -> None:
    state = alice("Forest", "Serra Angel", "Lightning Bolt", "Island")
    cast = play(state, CAST_ELF)
    assert cites(cast.log, "702.85a")  # the ability triggers as the Elf becomes cast
    asked = pending(cast.state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.kind is DecisionKind.MAY
    assert asked.pending.rule == "702.85a" and "Lightning Bolt" in asked.pending.prompt
    # Cast the Bolt (its target chosen now, 601.2c) at Bob.
    resolved = play(cast.state, {"type": "resolve"}, ["cast", "B"])
    assert cites(resolved.log, "608.2g") and cites(resolved.log, "118.9")
    bolt = resolved.state.object("l2")
    assert bolt.zone is Zone.STACK and bolt.stack is not None and bolt.stack.targets == ("B",)
    assert resolved.state.zone(Zone.STACK)[-1].id == "l2"  # the topmost object (608.2g)
    # The Forest and the Serra Angel went to the bottom; the Island was never exiled.
    library = [o.id for o in resolved.state.zone(Zone.LIBRARY, "A")]
    assert library[0] == "l3" and sorted(library[1:]) == ["l0", "l1"]
    assert not resolved.state.zone(Zone.EXILE)
    done = resolve_all(resolved.state)
    assert done.player("B").life == 17
    assert done.object("elf").zone is Zone.BATTLEFIELD


def test_declining_to_cast_puts_the_card_on_the_bottom_too() -> None:
    state = alice("Lightning Bolt", "Island")
    cast = play(state, CAST_ELF)
    resolved = play(cast.state, {"type": "resolve"}, ["dont"])
    library = [o.id for o in resolved.state.zone(Zone.LIBRARY, "A")]
    assert library == ["l1", "l0"]
    assert resolve_all(resolved.state).player("B").life == 20


def test_with_no_cheaper_nonland_card_every_card_goes_back_to_the_bottom() -> None:
    state = alice("Forest", "Serra Angel")
    cast = play(state, CAST_ELF)
    resolved = play(cast.state, {"type": "resolve"})
    assert sorted(o.id for o in resolved.state.zone(Zone.LIBRARY, "A")) == ["l0", "l1"]
    assert not resolved.state.zone(Zone.EXILE)
    assert cites(resolved.log, "702.85a")


def test_a_card_with_the_same_mana_value_is_passed_over() -> None:
    # Violent Outburst has mana value 3: only a card with mana value 2 or less is found.
    state = board(
        {
            "id": "A",
            "hand": [{"id": "outburst", "card": "Violent Outburst"}],
            "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
            "library": [
                {"id": "l0", "card": "Serra Angel"},
                {"id": "l1", "card": "Hill Giant"},
                {"id": "l2", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "outburst", "free": True})
    resolved = play(cast.state, {"type": "resolve"}, ["cast"])
    # Serra Angel (5) and Hill Giant (3, not less than 3) are exiled and passed over.
    assert resolved.state.object("l2").zone is Zone.STACK
    done = resolve_all(resolved.state)
    assert done.object("l2").zone is Zone.BATTLEFIELD
    assert sorted(o.id for o in done.zone(Zone.LIBRARY, "A")) == ["l0", "l1"]
