"""Fuse (702.102a-e): a split card with fuse cast from its owner's hand may be cast with both
halves; the fused split spell has both halves' characteristics (702.102b), its total cost both
mana costs (702.102c), and it follows the left half's instructions, then the right half's, each
with its own targets (702.102d). Far // Away ("Return target creature to its owner's hand." //
"Target player sacrifices a creature.") of the 2026 card file is compiled from its Oracle text
(engine.mechanics.fuse)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

FAR_AWAY = "Far // Away"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FAR_AWAY, "Grizzly Bears", "Hill Giant")


def test_702_102a_fuse_compiles_and_prints_back() -> None:
    compiled = compile_record(records(FAR_AWAY)[FAR_AWAY])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed.split("\n//\n") == [
        "Return target creature to its owner's hand.\nFuse",
        "Target player sacrifices a creature.\nFuse",
    ]


def _board(pool: dict[str, int], zone: str = "hand") -> GameState:
    return board(
        {"id": "A", "mana_pool": pool, zone: [{"id": "split", "card": FAR_AWAY}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


FUSED = {"type": "cast", "object": "split", "fuse": True, "targets": ["bears", "B"]}


def test_702_102b_c_both_halves_for_both_mana_costs() -> None:
    cast = play(_board({"U": 1, "B": 1, "C": 3}), FUSED)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{U} and {2}{B}
    spell = cast.state.object("split")
    assert spell.zone is Zone.STACK and spell.fused
    seen = chars(cast.state, spell)
    assert seen.name == FAR_AWAY and seen.mana_value == 5
    assert load(dump(cast.state)).object("split").fused  # the document keeps it


def test_702_102d_left_half_then_right_half() -> None:
    cast = play(_board({"U": 1, "B": 1, "C": 3}), FUSED)
    done = play(cast.state, RESOLVE)  # B's only creature left is the giant: it is sacrificed
    assert done.state.object("bears").zone is Zone.HAND
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert done.state.object("split").zone is Zone.GRAVEYARD
    assert not done.state.object("split").fused
    assert cites(cast.log, "702.102a") and cites(done.log, "702.102d")


def test_702_102c_both_costs_are_needed() -> None:
    with pytest.raises(IllegalAction):
        play(_board({"U": 1, "C": 1}), FUSED)  # only Far's cost


def test_702_102e_only_from_the_hand() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board({"U": 1, "B": 1, "C": 3}, "graveyard"), FUSED)
    assert refused.value.rule in ("702.102e", "601.2")


def test_702_102a_one_half_still_cast_alone() -> None:
    cast = play(_board({"U": 1, "C": 1}), {"type": "cast", "object": "split", "targets": ["bears"]})
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.HAND
    assert done.state.object("giant").zone is Zone.BATTLEFIELD
    assert cites(done.log, "608.2n")
