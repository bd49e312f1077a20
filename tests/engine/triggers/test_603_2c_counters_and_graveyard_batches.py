"""603.2c: "Whenever one or more counters are put on ..." and "Whenever one or more cards leave
your graveyard" trigger once for each occurrence, however many counters or cards it involves:
what one instruction does at once (Resolution.occurrences). Counters put on different
permanents at once are an event for each permanent; the counters a permanent enters with are
put on it as it enters (122.6); a card cast from the graveyard leaves it (601.2a); the card's
types are read as it was in the graveyard (603.10a). The cards are compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BALOTH = "Herd Baloth"  # one or more +1/+1 counters on ~: you may create a 4/4 Beast
SCALELORD = "Enduring Scalelord"  # ... on another creature you control: +1/+1 counter on ~
MASCOT = "Spirit Mascot"  # one or more cards leave your graveyard: +1/+1 counter on ~
TOMB = "Desecrated Tomb"  # one or more creature cards leave your graveyard: a 1/1 Bat
HUNTER = "Attuned Hunter"  # ... during your turn: +1/+1 counter on ~
CARDS = (BALOTH, SCALELORD, MASCOT, TOMB, HUNTER)
HELPERS = ("Might Beyond Reason", "Titania's Boon", "District Mascot", "Tormod's Crypt")
HELPERS_2 = ("Cremate", "Morgue Theft")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS, *HELPERS, *HELPERS_2)


@pytest.mark.parametrize("name", CARDS)
def test_603_2c_the_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "one or more" in compiled.printed


def _counters(state: GameState, object_id: str) -> int:
    return state.object(object_id).counter("+1/+1")


def _tokens(state: GameState, subtype: str) -> int:
    return sum(1 for o in state.battlefield if o.token and subtype in chars(state, o).subtypes)


def test_603_2c_two_counters_at_once_trigger_once() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "baloth", "card": BALOTH}],
            "hand": [{"id": "spell", "card": "Might Beyond Reason"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "spell", "targets": ["baloth"], "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    assert _counters(resolved.state, "baloth") == 2
    assert len(resolved.state.pending_triggers) + len(resolved.state.zone(Zone.STACK)) == 1
    assert cites(resolved.log, "603.2c")
    done = play(resolved.state, {"type": "resolve"}, ["yes"])
    assert _tokens(done.state, "Beast") == 1


def test_603_2c_counters_on_each_of_two_creatures_trigger_for_each() -> None:
    """Titania's Boon puts a counter on each creature at once: the Scalelord's ability
    triggers for each other creature (two), not for itself (another)."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "lord", "card": SCALELORD},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
            "hand": [{"id": "boon", "card": "Titania's Boon"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "boon", "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    assert [_counters(resolved.state, x) for x in ("lord", "bears", "elves")] == [1, 1, 1]
    assert len(resolved.state.zone(Zone.STACK)) + len(resolved.state.pending_triggers) == 2
    done = resolved.state
    for _ in range(2):
        done = play(done, {"type": "resolve"}, ["yes"]).state
    # its own counters are put on itself: not "another creature", no further trigger
    assert _counters(done, "lord") == 3
    assert not done.zone(Zone.STACK)


def test_122_6_a_creature_entering_with_a_counter_triggers() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "lord", "card": SCALELORD}],
            "hand": [{"id": "mascot", "card": "District Mascot"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "mascot", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    assert _counters(entered.state, "mascot") == 1
    assert cites(entered.log, "122.6")
    done = play(entered.state, {"type": "resolve"}, ["yes"])
    assert _counters(done.state, "lord") == 1


def _graveyard_board(*watchers: dict[str, Any], active: str = "A") -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [*watchers, {"id": "crypt", "card": "Tormod's Crypt"}],
            "graveyard": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "forest", "card": "Forest"},
                {"id": "theft", "card": "Morgue Theft"},
            ],
            "hand": [{"id": "cremate", "card": "Cremate"}],
            "library": [{"id": f"top{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B", "library": [{"id": "theirs", "card": "Island"}]},
        turn={"number": 3, "active_player": active, "step": "precombat_main"},
    )


def test_603_2c_a_whole_graveyard_exiled_at_once_triggers_once() -> None:
    state = _graveyard_board({"id": "mascot", "card": MASCOT}, {"id": "tomb", "card": TOMB})
    activated = play(state, {"type": "activate", "object": "crypt", "targets": ["A"]})
    resolved = settle(activated.state, {"type": "resolve"})  # the order of the two triggers
    assert not resolved.state.zone(Zone.GRAVEYARD, "A")
    assert len(resolved.state.zone(Zone.STACK)) + len(resolved.state.pending_triggers) == 2
    done = resolve_all(resolved.state)
    assert _counters(done, "mascot") == 1
    assert _tokens(done, "Bat") == 1


def test_603_10a_only_creature_cards_count_for_the_tomb() -> None:
    state = _graveyard_board({"id": "tomb", "card": TOMB})
    cast = play(state, {"type": "cast", "object": "cremate", "targets": ["forest"], "free": True})
    done = resolve_all(play(cast.state, {"type": "resolve"}).state)
    assert done.object("forest").zone is Zone.EXILE
    assert _tokens(done, "Bat") == 0
    cast = play(state, {"type": "cast", "object": "cremate", "targets": ["elves"], "free": True})
    done = resolve_all(play(cast.state, {"type": "resolve"}).state)
    assert _tokens(done, "Bat") == 1


def test_601_2a_a_card_cast_from_the_graveyard_leaves_it() -> None:
    state = _graveyard_board({"id": "mascot", "card": MASCOT})
    cast = play(
        state,
        {"type": "cast", "object": "theft", "targets": ["bears"], "flashback": True, "free": True},
    )
    assert cast.state.object("theft").zone is Zone.STACK
    triggered = resolve_all(cast.state)  # the trigger first, then Morgue Theft itself
    assert triggered.object("bears").zone is Zone.HAND
    assert _counters(triggered, "mascot") == 2  # cast from the graveyard, then the Bears


def test_603_2c_during_your_turn_only() -> None:
    hunter = {"id": "hunter", "card": HUNTER}
    for active, expected in (("A", 1), ("B", 0)):
        state = _graveyard_board(hunter, active=active)
        activated = play(state, {"type": "activate", "object": "crypt", "targets": ["A"]})
        done = resolve_all(play(activated.state, {"type": "resolve"}).state)
        assert _counters(done, "hunter") == expected
