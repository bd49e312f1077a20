"""Reconfigure (702.151a): two activated abilities, each only as a sorcery: attach this
permanent to another target creature you control, and unattach it (only while attached to a
creature). Attached, the Equipment isn't a creature until it becomes unattached (702.151b); an
Equipment creature with reconfigure may equip (301.5c). Lizard Blades ({1}{R} 1/1 Equipment
Lizard, "Double strike / Equipped creature has double strike. / Reconfigure {2}") and Bronzeplate
Boar of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BLADES = "Lizard Blades"
BOAR = "Bronzeplate Boar"
RESOLVE = {"type": "resolve"}
ATTACH = {"type": "activate", "object": "blades", "ability": 1, "targets": ["bears"]}
UNATTACH = {"type": "activate", "object": "blades", "ability": 2}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BLADES, BOAR, "Grizzly Bears")


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (BLADES, "Double strike\nEquipped creature has double strike.\nReconfigure {2}"),
        (BOAR, "Trample\nEquipped creature gets +3/+2 and has trample.\nReconfigure {5}"),
    ],
)
def test_702_151a_reconfigure_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _board(pool: dict[str, int], **turn: Any) -> GameState:
    battlefield = [{"id": "blades", "card": BLADES}, {"id": "bears", "card": "Grizzly Bears"}]
    return board({"id": "A", "battlefield": battlefield, "mana_pool": pool}, {"id": "B"}, **turn)


def _attached(pool: int = 2) -> GameState:
    activated = play(_board({"R": pool}), ATTACH)
    done = play(activated.state, RESOLVE)
    assert cites(done.log, "701.3a")
    return done.state


def test_702_151b_attached_it_is_no_creature_and_equips_the_creature() -> None:
    state = _attached()
    blades, bears = state.object("blades"), state.object("bears")
    assert blades.attached_to == "bears"
    seen = chars(state, blades)
    assert not seen.is_type("Creature") and seen.is_type("Artifact")
    assert "Equipment" in seen.subtypes and "Lizard" not in seen.subtypes  # 205.3d
    assert seen.power is None
    assert chars(state, bears).has("double strike")
    assert engine.load(engine.dump(state)) == state


def test_702_151a_unattached_it_is_a_creature_again() -> None:
    state = _attached(pool=4)
    done = play(play(state, UNATTACH).state, RESOLVE)
    blades = done.state.object("blades")
    assert blades.attached_to is None
    seen = chars(done.state, blades)
    assert seen.is_type("Creature") and "Lizard" in seen.subtypes and seen.power == 1
    assert not chars(done.state, done.state.object("bears")).has("double strike")
    assert cites(done.log, "702.151a") and cites(done.log, "701.3d")


def test_702_151a_unattach_only_while_attached_and_both_only_as_a_sorcery() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board({"R": 2}), UNATTACH)
    assert refused.value.rule == "602.1b"
    upkeep = {"turn": {"number": 1, "active_player": "A", "step": "upkeep"}}
    with pytest.raises(IllegalAction):
        play(_board({"R": 2}, **upkeep), ATTACH)


def test_702_151a_only_another_creature() -> None:
    with pytest.raises(IllegalAction):
        play(_board({"R": 2}), {**ATTACH, "targets": ["blades"]})
