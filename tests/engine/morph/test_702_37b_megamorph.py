"""Megamorph (702.37b): morph whose cost, paid to turn the permanent face up, also puts a +1/+1
counter on it. Atarka Efreet and Herdchaser Dragon are compiled from their Oracle text (the
morph scenarios and records are in test_702_37_morph.py).
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import cites, pending, play
from tests.engine.morph.test_702_37_morph import (
    RECORDS,
    RESOLVE,
    face_down_efreet,
    on_battlefield,
    with_pool,
)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_atarka_efreet_turned_face_up_gets_a_counter_and_its_trigger_deals_1_damage() -> None:
    state = with_pool(engine.load(engine.dump(face_down_efreet())), {"R": 1, "C": 2})
    asked = pending(state, {"type": "turn_face_up", "object": "h0"})
    decision = asked.pending
    assert decision is not None  # "it deals 1 damage to any target": the target is asked
    bears = next(o.id for o in decision.options if o.label.startswith("Grizzly Bears"))
    turned = play(state, {"type": "turn_face_up", "object": "h0"}, [bears])
    efreet = turned.state.object("h0")
    assert not efreet.face_down and efreet.counter("+1/+1") == 1  # 702.37b
    assert turned.state.player("A").mana_pool.to_json() == {}  # {2}{R}
    c = chars(turned.state, efreet)
    assert (c.name, c.power, c.toughness) == ("Atarka Efreet", 6, 2)
    # 708.8: the same permanent, still summoning sick; nothing entered the battlefield.
    assert efreet.zone is Zone.BATTLEFIELD and not efreet.controlled_since_turn_start
    assert efreet.timestamp == state.object("h0").timestamp
    assert not cites(turned.log, "400.7")
    for rule in ("116.2b", "702.37e", "702.37b", "708.8", "603.3"):
        assert cites(turned.log, rule), rule
    hit = play(turned.state, RESOLVE)
    assert hit.state.object("bears").damage == 1
    assert cites(hit.log, "120.3e")


def test_herdchaser_dragon_turned_face_up_puts_a_counter_on_each_other_dragon_you_control() -> None:
    dragon = {"types": ["Creature"], "subtypes": ["Dragon"], "power": 4, "toughness": 4}
    state = on_battlefield(
        {"id": "herd", "card": "Herdchaser Dragon", "face_down": True},
        {"id": "wyrm", "card": "Alice's Dragon", "characteristics": dragon},
        {"id": "elf", "card": "Llanowar Elves"},
        pool={"G": 2, "C": 5},
    )
    turned = play(state, {"type": "turn_face_up", "object": "herd"})
    resolved = play(turned.state, RESOLVE)
    after = resolved.state
    assert after.object("herd").counter("+1/+1") == 1  # megamorph's own (702.37b), not "other"
    assert after.object("wyrm").counter("+1/+1") == 1
    assert after.object("elf").counter("+1/+1") == 0  # not a Dragon
    assert chars(after, after.object("herd")).has("flying")
    assert cites(resolved.log, "122.1")
