"""Goad (701.15) of a group, of a creature named before, and by an Aura's static ability, with
real card records: Disrupt Decorum ("Goad all creatures you don't control."), Oceanus Dragon
("... tap target creature an opponent controls. Goad it.") and Redemption Arc ("Enchanted
creature has indestructible and is goaded."). A goaded creature attacks each combat if able and
attacks a player other than its goader if able (701.15b, 508.1d); the Aura's goad lasts as long
as the Aura is attached.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.mechanics.goad import goaders
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CARDS = ("Disrupt Decorum", "Oceanus Dragon", "Redemption Arc", "Disenchant")
# A card to draw in B's draw step (704.5b).
LIBRARY = [{"id": "forest", "card": "Forest"}]


@pytest.fixture(autouse=True)
def _real_cards(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS)


def _to_attacks(state: GameState, player: str) -> GameState:
    state = play(state, {"type": "advance", "to": "declare_attackers", "turn": "next"}).state
    assert state.turn.active_player == player
    return state


def test_the_cards_compile_and_print_back() -> None:
    every = records(*CARDS)
    for name in ("Disrupt Decorum", "Oceanus Dragon", "Redemption Arc"):
        assert compile_record(every[name]).label == AUTOMATED, name
    assert compile_record(every["Disrupt Decorum"]).printed == (
        "Goad all creatures you don't control."
    )
    assert "Enchanted creature has indestructible and is goaded." in (
        compile_record(every["Redemption Arc"]).printed.splitlines()
    )


def test_goad_all_creatures_you_dont_control_goads_each_opposing_creature_701_15a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "decorum", "card": "Disrupt Decorum"}],
            "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}], "library": LIBRARY},
        {"id": "C", "battlefield": [{"id": "elves", "card": "Llanowar Elves"}]},
        format="free_for_all",
    )
    cast = play(state, {"type": "cast", "object": "decorum", "free": True})
    done = play(cast.state, {"type": "resolve"})
    assert goaders(done.state, "bears") == ("A",)
    assert goaders(done.state, "elves") == ("A",)
    assert goaders(done.state, "mine") == ()
    assert cites(done.log, "701.15a")
    # B's turn: the goaded Bears attack, and attack C rather than A (701.15b).
    attacks = _to_attacks(done.state, "B")
    with pytest.raises(IllegalAction) as refused:
        play(attacks, {"type": "attack", "attackers": {}})
    assert refused.value.rule == "701.15b"
    with pytest.raises(IllegalAction) as refused:
        play(attacks, {"type": "attack", "attackers": {"bears": "A"}})
    assert refused.value.rule == "701.15b"
    attacked = play(attacks, {"type": "attack", "attackers": {"bears": "C"}})
    assert attacked.state.object("bears").tapped


def test_goad_it_goads_the_creature_tapped_before_701_15a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "dragon", "card": "Oceanus Dragon"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}], "library": LIBRARY},
    )
    cast = play(state, {"type": "cast", "object": "dragon", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    done = play(entered.state, {"type": "resolve"})
    assert done.state.object("bears").tapped
    assert goaders(done.state, "bears") == ("A",)
    # Untapped in B's untap step, the Bears must attack (701.15b: A is the only player, so
    # attacking A obeys the requirement that can be obeyed).
    attacks = _to_attacks(done.state, "B")
    with pytest.raises(IllegalAction) as refused:
        play(attacks, {"type": "attack", "attackers": {}})
    assert refused.value.rule == "701.15b"
    play(attacks, {"type": "attack", "attackers": {"bears": "A"}})


def _enchanted_bears() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "arc", "card": "Redemption Arc", "attached_to": "bears"}],
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "hand": [{"id": "disenchant", "card": "Disenchant"}],
            "library": LIBRARY,
        },
        {"id": "C"},
        format="free_for_all",
    )


def test_enchanted_creature_is_goaded_by_the_auras_controller_701_15b() -> None:
    state = _enchanted_bears()
    assert goaders(state, "bears") == ("A",)
    attacks = _to_attacks(state, "B")
    assert goaders(attacks, "bears") == ("A",)  # not only until A's next turn: while attached
    with pytest.raises(IllegalAction) as refused:
        play(attacks, {"type": "attack", "attackers": {}})
    assert refused.value.rule == "701.15b"
    with pytest.raises(IllegalAction) as refused:
        play(attacks, {"type": "attack", "attackers": {"bears": "A"}})
    assert refused.value.rule == "701.15b"
    play(attacks, {"type": "attack", "attackers": {"bears": "C"}})


def test_the_goad_ends_as_the_aura_leaves_701_15b() -> None:
    state = _enchanted_bears()
    state = play(state, {"type": "advance", "to": "precombat_main", "turn": "next"}).state
    assert state.turn.active_player == "B"
    cast = play(state, {"type": "cast", "object": "disenchant", "free": True, "targets": ["arc"]})
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("arc").zone is Zone.GRAVEYARD
    assert goaders(done.state, "bears") == ()
    attacks = play(done.state, {"type": "advance", "to": "declare_attackers"}).state
    declared = play(attacks, {"type": "attack", "attackers": {}})  # no requirement left
    assert not declared.state.object("bears").tapped
