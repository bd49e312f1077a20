"""Battles (310): a battle enters with defense counters equal to its printed defense (310.4b), a
Siege protected by an opponent its controller chooses as it enters (310.8a, 310.11a); damage
dealt to a battle removes that many defense counters (120.3h, 310.6); a battle with none left is
put into its owner's graveyard (704.5v, 310.7); its controller can attack a Siege it controls,
its protector can't (310.8b). The battle is Invasion of Dominaria (a real card of the 2026 card
file, compiled from its Oracle text: a Siege with defense 5), cast as its front face."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.rules.combat.queries import protector
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import use_cards

INVASION = "Invasion of Dominaria // Serra Faithkeeper"
RESOLVE = {"type": "resolve"}
MAIN = {"number": 3, "active_player": "A", "step": "precombat_main"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, INVASION)


def _on_the_battlefield(defense: int, controller: str = "A") -> GameState:
    battle = {
        "id": "siege",
        "card": INVASION,
        "counters": {"defense": defense},
        "chosen": {"protector": "B" if controller == "A" else "A"},
    }
    mine = [{"id": "bears", "card": "Grizzly Bears"}]
    return board(
        {"id": "A", "battlefield": mine + ([battle] if controller == "A" else [])},
        {"id": "B", "battlefield": [battle] if controller == "B" else []},
        turn={**MAIN, "step": "declare_attackers"},
    )


def test_310_4b_310_11a_a_siege_enters_with_defense_counters_and_an_opponent_protecting_it() -> (
    None
):
    state = board(
        {
            "id": "A",
            "hand": [{"id": "siege", "card": INVASION}],
            "library": [{"id": "card", "card": "Forest"}],
        },
        {"id": "B"},
        turn=MAIN,
    )
    cast = play(state, {"type": "cast", "object": "siege", "free": True})
    entered = play(cast.state, RESOLVE)
    siege = entered.state.object("siege")
    assert siege.zone is Zone.BATTLEFIELD
    assert siege.counter("defense") == 5
    assert protector(entered.state, siege) == "B"
    assert cites(entered.log, "310.4b") and cites(entered.log, "310.11a")
    # Its enters trigger: "you gain 4 life and draw a card".
    done = play(entered.state, RESOLVE).state
    assert done.player("A").life == 24 and done.object("card").zone is Zone.HAND
    # The protector is part of the board.
    assert load(dump(done)).object("siege").chosen.get("protector") == "B"


def test_120_3h_combat_damage_to_a_battle_removes_defense_counters() -> None:
    state = _on_the_battlefield(5)
    attacked = play(state, {"type": "attack", "attackers": {"bears": "siege"}})
    done = play(attacked.state, {"type": "advance", "to": "end_of_combat"})
    assert done.state.object("siege").counter("defense") == 3
    assert done.state.player("B").life == 20
    assert cites(done.log, "120.3h")


def test_704_5v_a_battle_with_no_defense_counters_goes_to_its_owners_graveyard() -> None:
    state = _on_the_battlefield(2)
    attacked = play(state, {"type": "attack", "attackers": {"bears": "siege"}})
    done = play(attacked.state, {"type": "advance", "to": "end_of_combat"})
    assert done.state.object("siege").zone is Zone.GRAVEYARD
    assert cites(done.log, "704.5v")


def test_310_8b_its_protector_cant_attack_it() -> None:
    # B's Siege, protected by A: A can't attack it.
    state = _on_the_battlefield(5, controller="B")
    with pytest.raises(IllegalAction):
        play(state, {"type": "attack", "attackers": {"bears": "siege"}})
