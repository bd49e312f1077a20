"""Numbers "for each" of a count (107.3a, 608.2h): "Target creature gets +1/+1 until end of turn
for each creature you control." Each number of the sentence is that many for each, counted once
as the spell resolves, from its controller's point of view (109.5)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Might of the Masses": {
        "name": "Might of the Masses",
        "mana_cost": "{G}",
        "type_line": "Instant",
        "oracle_text": "Target creature gets +1/+1 until end of turn for each creature you "
        "control.",
    },
    "Festival of Trokin": {
        "name": "Festival of Trokin",
        "mana_cost": "{W}",
        "type_line": "Instant",
        "oracle_text": "You gain 2 life for each creature you control.",
    },
    "Flow of Ideas": {
        "name": "Flow of Ideas",
        "mana_cost": "{5}{U}",
        "type_line": "Sorcery",
        "oracle_text": "Draw a card for each Island you control.",
    },
    "Drag Down": {
        "name": "Drag Down",
        "mana_cost": "{2}{B}",
        "type_line": "Instant",
        "oracle_text": "Domain — Target creature gets -1/-1 until end of turn for each basic "
        "land type among lands you control.",
    },
}
LIBRARY = [{"id": f"lib{i}", "card": "Island"} for i in range(5)]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _game(card: str, battlefield: list[str], b_battlefield: tuple[str, ...] = ()) -> GameState:
    return board(
        {
            "id": "A",
            "life": 10,
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(battlefield)],
            "library": LIBRARY,
        },
        {
            "id": "B",
            "battlefield": [{"id": f"b{i}", "card": n} for i, n in enumerate(b_battlefield)],
        },
    )


def _cast(state: GameState, *targets: str) -> GameState:
    result = play(
        state, {"type": "cast", "object": "spell", "targets": list(targets), "free": True}
    )
    resolved = play(result.state, {"type": "resolve"})
    assert cites(resolved.log, "608.2h")  # counted as the spell resolves
    return resolve_all(resolved.state)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"]


def test_might_of_the_masses_gives_one_for_each_of_your_creatures() -> None:
    state = _game("Might of the Masses", ["Grizzly Bears"] * 3, ("Grizzly Bears",))
    after = _cast(state, "a0")
    shown = chars(after, after.object("a0"))
    assert (shown.power, shown.toughness) == (5, 5)  # 2/2 and three creatures (B's not counted)


def test_festival_of_trokin_gains_two_for_each_creature() -> None:
    state = _game("Festival of Trokin", ["Grizzly Bears", "Serra Angel", "Forest"])
    assert _cast(state).player("A").life == 14  # 10 + 2 x 2 creatures (the Forest isn't one)


def test_flow_of_ideas_draws_one_card_for_each_island() -> None:
    state = _game("Flow of Ideas", ["Island", "Island", "Forest"])
    after = _cast(state)
    assert len(after.zone(Zone.HAND, "A")) == 2


def test_drag_down_counts_basic_land_types_negatively() -> None:
    state = _game("Drag Down", ["Swamp", "Forest", "Forest"], ("Serra Angel",))
    after = _cast(state, "b0")
    shown = chars(after, after.object("b0"))
    assert (shown.power, shown.toughness) == (2, 2)  # 4/4 gets -2/-2: Swamp and Forest
