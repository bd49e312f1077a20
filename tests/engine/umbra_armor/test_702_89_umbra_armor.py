"""Umbra armor (702.89a-b): "If enchanted permanent would be destroyed, instead remove all
damage marked on it and destroy this Aura." (a replacement effect, 614.1a). Older cards were
printed with "totem armor", the same ability (702.89b). Real cards of the 2026 card file,
compiled from their Oracle text: Lion Umbra ("Umbra armor") and Spider Umbra ("Totem armor")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Lion Umbra", "Spider Umbra", "Murder", "Lightning Bolt", "Naturalize")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _line(name: str, text: str) -> bool:
    compiled = compile_record(records(*NAMES)[name])
    return next(s for s in compiled.lines if s.text == text).applied


def test_702_89b_umbra_armor_and_totem_armor_lines_are_applied() -> None:
    assert _line("Lion Umbra", "Umbra armor")
    assert _line("Spider Umbra", "Totem armor")


def _board(umbra: str, spell: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": spell}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "umbra", "card": umbra, "attached_to": "bears"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


@pytest.mark.parametrize("umbra", ["Lion Umbra", "Spider Umbra"])
def test_702_89a_the_enchanted_creature_is_not_destroyed_the_aura_is(umbra: str) -> None:
    cast = play(
        _board(umbra, "Murder"),
        {"type": "cast", "object": "spell", "targets": ["bears"], "free": True},
    )
    done = play(cast.state, {"type": "resolve"})
    assert cites(done.log, "702.89a")
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert done.state.object("umbra").zone is Zone.GRAVEYARD


def test_702_89a_damage_marked_on_it_is_removed() -> None:
    # Spider Umbra makes the Bears 3/3: Lightning Bolt's 3 damage is lethal (704.5g), and the
    # destruction is replaced: the damage is removed and the Aura destroyed.
    state = _board("Spider Umbra", "Lightning Bolt")
    cast = play(state, {"type": "cast", "object": "spell", "targets": ["bears"], "free": True})
    done = play(cast.state, {"type": "resolve"})
    assert cites(done.log, "702.89a") and cites(done.log, "704.5g")
    bears = done.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.damage == 0
    assert done.state.object("umbra").zone is Zone.GRAVEYARD


def test_702_89a_destroying_the_aura_itself_is_not_replaced() -> None:
    cast = play(
        _board("Spider Umbra", "Naturalize"),
        {"type": "cast", "object": "spell", "targets": ["umbra"], "free": True},
    )
    done = resolve_all(cast.state)
    assert done.object("umbra").zone is Zone.GRAVEYARD
    assert done.object("bears").zone is Zone.BATTLEFIELD
    assert not cites(cast.log, "702.89a")
