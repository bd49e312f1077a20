"""An Aura's static control ability (613.1b, 303.4m): "You control enchanted creature." (Control
Magic) and "You control enchanted permanent." (Confiscate), compiled from their Oracle text. The
Aura's controller controls what it enchants while the ability applies; when the Aura leaves the
battlefield the effect ends and control goes back (611.3a). Of two control effects the later
timestamp wins (613.7): Threaten's after Control Magic's, until end of turn."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CONTROL_MAGIC = "Control Magic"
CONFISCATE = "Confiscate"
THREATEN = "Threaten"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CONTROL_MAGIC, CONFISCATE, THREATEN)


def _enchanted(aura: str, target_card: str = "Grizzly Bears") -> Any:
    state = board(
        {"id": "A", "hand": [{"id": "aura", "card": aura}]},
        {"id": "B", "battlefield": [{"id": "it", "card": target_card}]},
    )
    cast = play(state, {"type": "cast", "object": "aura", "targets": ["it"], "free": True})
    return play(cast.state, RESOLVE)


def test_the_lines_compile_and_print_back() -> None:
    for name, noun in ((CONTROL_MAGIC, "creature"), (CONFISCATE, "permanent")):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED, name
        assert f"You control enchanted {noun}." in compiled.printed.splitlines()


def test_613_1b_the_auras_controller_controls_the_enchanted_creature() -> None:
    done = _enchanted(CONTROL_MAGIC)
    assert done.state.object("aura").attached_to == "it"
    assert done.state.object("it").controller == "A"
    assert cites(done.log, "613.1b")


def test_613_1b_enchanted_permanent_takes_a_land_too() -> None:
    done = _enchanted(CONFISCATE, "Forest")
    assert done.state.object("it").controller == "A"


def test_611_3a_control_goes_back_when_the_aura_leaves() -> None:
    enchanted = _enchanted(CONTROL_MAGIC).state
    gone = play(enchanted, {"type": "move_object", "object": "aura", "to": "graveyard"})
    assert gone.state.object("aura").zone is Zone.GRAVEYARD
    assert gone.state.object("it").controller == "B"
    assert not any(e.kind == "gain_control" for e in gone.state.effects)


def test_613_7_a_later_control_effect_wins_then_the_aura_applies_again() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "aura", "card": CONTROL_MAGIC}], "library": _library("a")},
        {
            "id": "B",
            "hand": [{"id": "threaten", "card": THREATEN}],
            "battlefield": [{"id": "it", "card": "Grizzly Bears"}],
            "library": _library("b"),
        },
    )
    cast = play(state, {"type": "cast", "object": "aura", "targets": ["it"], "free": True})
    enchanted = play(cast.state, RESOLVE).state
    bs_turn = play(enchanted, {"type": "advance", "to": "precombat_main", "turn": "next"})
    assert bs_turn.state.turn.active_player == "B"
    assert bs_turn.state.object("it").controller == "A"
    threat = {"type": "cast", "object": "threaten", "targets": ["it"], "free": True}
    threatened = play(play(bs_turn.state, threat).state, RESOLVE).state
    assert threatened.object("it").controller == "B"  # Threaten's timestamp is later
    next_turn = play(threatened, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert next_turn.object("it").controller == "A"  # 514.2: Threaten's effect ended


def _library(owner: str) -> list[dict[str, str]]:
    return [{"id": f"{owner}{n}", "card": "Forest"} for n in range(3)]
