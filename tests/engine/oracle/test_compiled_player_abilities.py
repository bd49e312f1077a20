"""Player abilities compiled from Oracle text: "You have hexproof." (702.11c), "You have
shroud." (702.18a), "You have no maximum hand size." (402.2), each on a real card in play."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.game.play import apply
from engine.oracle.cache import COMPILED
from engine.testing.scenario import board, cites, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


@pytest.mark.parametrize(
    ("card", "rule"), [("Aegis of the Gods", "702.11c"), ("True Believer", "702.18a")]
)
def test_bob_cant_be_the_target_of_alices_bolt(card: str, rule: str) -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        {"id": "B", "battlefield": [{"id": "source", "card": card}]},
    )
    with pytest.raises(IllegalAction) as refused:
        apply(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True})
    assert refused.value.rule == rule
    killed = play(state, {"type": "cast", "object": "bolt", "targets": ["source"], "free": True})
    assert play(killed.state, {"type": "resolve"}).state.object("source").zone is Zone.GRAVEYARD
    assert automated(card)


def test_reliquary_tower_keeps_ten_cards_through_the_cleanup_step() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": "Forest"} for i in range(10)],
            "battlefield": [{"id": "tower", "card": "Reliquary Tower"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "end"},
    )
    result = play(state, {"type": "advance"})
    assert len(result.state.zone(Zone.HAND, "A")) == 10
    assert cites(result.log, "402.2")
    assert automated("Reliquary Tower")
