"""Provoke (702.39a): whenever the creature attacks, its controller may have target creature the
defending player controls untap and block it this combat if able (509.1c). Goblin Grappler (a 1/1
with provoke) of the 2026 card file is compiled from its Oracle text (engine.mechanics.provoke)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.combat_words import BLOCKS_ATTACKER_IF_ABLE
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

GRAPPLER = "Goblin Grappler"
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GRAPPLER)


def test_702_39a_provoke_compiles_and_prints_back() -> None:
    compiled = compile_record(records(GRAPPLER)[GRAPPLER])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == "Provoke"


def _attacked() -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "grappler", "card": GRAPPLER}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "tapped": True},
                {"id": "other", "card": "Grizzly Bears"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attack = {"type": "attack", "attackers": {"grappler": "B"}}
    asked = pending(state, attack)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["bears", "other"]  # creatures B controls
    return play(state, attack, ["bears"]).state


def test_702_39a_the_provoked_creature_untaps_and_blocks_it_if_able() -> None:
    done = play(_attacked(), RESOLVE, ["yes"])
    assert not done.state.object("bears").tapped  # untapped (701.26b)
    assert cites(done.log, "702.39a")
    blockers = play(done.state, ADVANCE).state  # the declare blockers step
    for declared in ({"other": "grappler"}, {}):
        with pytest.raises(IllegalAction) as refused:
            play(blockers, {"type": "block", "blockers": declared})
        assert refused.value.rule == "509.1c"
    blocked = play(blockers, {"type": "block", "blockers": {"bears": "grappler"}}).state
    assert blocked.combat is not None and blocked.combat.blockers == (("bears", "grappler"),)


def test_702_39a_declined_the_creature_stays_tapped_and_free() -> None:
    done = play(_attacked(), RESOLVE, ["no"])
    assert done.state.object("bears").tapped
    blockers = play(done.state, ADVANCE).state
    free = play(blockers, {"type": "block", "blockers": {}}).state
    assert free.combat is not None and not free.combat.blockers


def test_702_39a_the_requirement_lasts_this_combat_only() -> None:
    state = play(_attacked(), RESOLVE, ["yes"]).state
    state = play(state, ADVANCE).state
    state = play(state, {"type": "block", "blockers": {"bears": "grappler"}}).state
    for _ in range(4):
        if state.turn.step.value == "postcombat_main":
            break
        state = play(state, ADVANCE).state
    assert state.turn.step.value == "postcombat_main"
    assert not [e for e in state.effects if e.kind == BLOCKS_ATTACKER_IF_ABLE]
