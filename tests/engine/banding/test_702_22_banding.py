"""Banding (702.22): attacking bands announced with the attack (508.1e, 702.22c-d), a blocker of
one member blocking the whole band (702.22h), and who divides combat damage (702.22j-k).
Benalish Hero ("Banding") and Kjeldoran Warrior are compiled from their 2026 Oracle text;
Grizzly Bears and Hill Giant are plain creatures."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

HERO = "Benalish Hero"
WARRIOR = "Kjeldoran Warrior"
TO_END = {"type": "advance", "to": "end_of_combat"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HERO, WARRIOR)


def test_702_22a_banding_compiles_and_prints_back() -> None:
    compiled = compile_record(records(HERO)[HERO])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Banding"
    assert "Banding" in compiled.definition.keywords


def _board(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> GameState:
    return board(
        {"id": "A", "name": "Alice", "battlefield": a},
        {"id": "B", "name": "Bob", "battlefield": b},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )


def _attack(state: GameState, attackers: dict[str, str], bands: list[list[str]]) -> Any:
    return play(state, {"type": "attack", "attackers": attackers, "bands": bands})


def test_702_22c_a_band_of_a_bander_and_one_creature_without_banding() -> None:
    state = _board([{"id": "hero", "card": HERO}, {"id": "bears", "card": "Grizzly Bears"}], [])
    done = _attack(state, {"hero": "B", "bears": "B"}, [["hero", "bears"]])
    assert done.state.combat is not None
    assert done.state.combat.bands == (("hero", "bears"),)
    assert cites(done.log, "508.1e") and cites(done.log, "702.22c")
    assert load(dump(done.state)).combat == done.state.combat  # the document keeps the band


def test_702_22c_no_more_than_one_creature_without_banding() -> None:
    state = _board(
        [
            {"id": "hero", "card": HERO},
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "giant", "card": "Hill Giant"},
        ],
        [],
    )
    with pytest.raises(IllegalAction) as refused:
        _attack(state, {"hero": "B", "bears": "B", "giant": "B"}, [["hero", "bears", "giant"]])
    assert refused.value.rule == "702.22c"


def _banded_and_blocked(blockers: dict[str, Any]) -> GameState:
    state = _board(
        [{"id": "hero", "card": HERO}, {"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "giant", "card": "Hill Giant"}, {"id": "wall", "card": WARRIOR}],
    )
    state = _attack(state, {"hero": "B", "bears": "B"}, [["hero", "bears"]]).state
    state = play(state, {"type": "advance"}).state
    done = play(state, {"type": "block", "blockers": blockers})
    assert cites(done.log, "702.22h")
    return done.state


def test_702_22h_blocking_one_member_blocks_the_whole_band() -> None:
    state = _banded_and_blocked({"giant": "bears"})
    combat = state.combat
    assert combat is not None
    assert combat.blocked_by("giant") == ("bears", "hero")
    assert combat.is_blocked("hero") and combat.is_blocked("bears")


def test_702_22k_the_active_player_divides_the_blockers_damage() -> None:
    """Hill Giant (3/3) blocks the band: it blocks a creature with banding, so Alice, not Bob,
    divides its 3 damage between Benalish Hero and Grizzly Bears."""
    state = _banded_and_blocked({"giant": "bears"})
    asked = pending(state, TO_END)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.DAMAGE_ASSIGNMENT
    assert asked.pending.decider == "A"
    assert cites(asked.log, "702.22k")
    # Alice puts all 3 on her Benalish Hero (510.1d lets the divider choose freely): the Bears live
    result = play(state, TO_END, ["0"])
    assert result.state.object("bears").zone is Zone.BATTLEFIELD
    assert result.state.object("hero").zone is Zone.GRAVEYARD
    assert cites(result.log, "702.22k")


def test_702_22j_the_defending_player_divides_an_attackers_damage() -> None:
    """Alice's Hill Giant is blocked by Bob's Kjeldoran Warrior (banding) and Grizzly Bears: Bob,
    not Alice, divides the Giant's 3 damage among its blockers."""
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "warrior", "card": WARRIOR},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"giant": "B"}}).state
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": {"warrior": "giant", "bears": "giant"}}).state
    asked = pending(state, TO_END)
    assert asked.pending is not None
    assert asked.pending.decider == "B"
    assert cites(asked.log, "702.22j")
    result = play(state, TO_END, ["3"])  # all 3 to the Warrior (a 1/1): the Bears live
    assert result.state.object("warrior").zone is Zone.GRAVEYARD
    assert result.state.object("bears").zone is Zone.BATTLEFIELD
