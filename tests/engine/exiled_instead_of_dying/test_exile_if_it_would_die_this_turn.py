""" "If that creature would die this turn, exile it instead." (614.1a; 700.4: dying is being put
into a graveyard from the battlefield), compiled from Oracle text after any verb that names the
creature: damage (Bot Bashing Time) or -N/-N (Bleed Dry); and "If a creature dealt damage this way would
die this turn" after damage to many (Anger of the Gods: only those actually dealt damage, 120.4b).
The effect is on the creature as it
was then (611.2c) and ends with the turn."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Bot Bashing Time": {
        "name": "Bot Bashing Time",
        "mana_cost": "{1}{R}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Bot Bashing Time deals 6 damage to target creature. If that creature "
        "would die this turn, exile it instead.",
    },
    "Bleed Dry": {
        "name": "Bleed Dry",
        "mana_cost": "{2}{B}{B}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Target creature gets -13/-13 until end of turn. If that creature would "
        "die this turn, exile it instead.",
    },
    "Magma Spray": {
        "name": "Magma Spray",
        "mana_cost": "{R}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Magma Spray deals 2 damage to target creature. If that creature would "
        "die this turn, exile it instead.",
    },
}
ANGER_OF_THE_GODS = {
    "name": "Anger of the Gods",
    "mana_cost": "{1}{R}{R}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage "
    "this way would die this turn, exile it instead.",
}
RECORDS["Anger of the Gods"] = ANGER_OF_THE_GODS
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"].replace(name, "~")


def _board(*hand: str) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": card, "card": card} for card in hand]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
    )


def _cast(state: GameState, card: str, target: str = "bears") -> GameState:
    cast = play(state, {"type": "cast", "object": card, "free": True, "targets": [target]})
    return cast.state


def test_lethal_damage_exiles_the_creature_instead_of_its_dying_614_1a() -> None:
    done = play(_cast(_board("Bot Bashing Time"), "Bot Bashing Time"), RESOLVE)
    assert done.state.object("bears").zone is Zone.EXILE
    assert not done.state.zone(Zone.GRAVEYARD, "B")
    assert cites(done.log, "614.1a")


def test_minus_thirteen_exiles_it_too() -> None:
    done = play(_cast(_board("Bleed Dry"), "Bleed Dry"), RESOLVE)
    assert done.state.object("bears").zone is Zone.EXILE


def test_it_dies_later_this_turn_and_is_still_exiled() -> None:
    """Two damage doesn't kill Hill Giant (3/3); a Shock later this turn does: exiled."""
    state = play(_cast(_board("Magma Spray", "Shock"), "Magma Spray", "giant"), RESOLVE).state
    assert state.object("giant").zone is Zone.BATTLEFIELD and state.object("giant").damage == 2
    done = play(_cast(state, "Shock", "giant"), RESOLVE)
    assert done.state.object("giant").zone is Zone.EXILE
    assert not done.state.zone(Zone.GRAVEYARD, "B")


def test_the_effect_ends_with_the_turn() -> None:
    state = play(_cast(_board("Magma Spray"), "Magma Spray", "giant"), RESOLVE).state
    assert any(e.kind == "exiled_instead_of_dying" for e in state.effects)
    next_turn = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert not any(e.kind == "exiled_instead_of_dying" for e in next_turn.effects)


def test_anger_of_the_gods_exiles_each_creature_it_killed_and_only_those() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "anger", "card": "Anger of the Gods"}],
            "battlefield": [{"id": "wurm", "card": "Craw Wurm"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
    )
    done = play(play(state, {"type": "cast", "object": "anger", "free": True}).state, RESOLVE)
    assert done.state.object("bears").zone is Zone.EXILE
    assert done.state.object("giant").zone is Zone.EXILE
    wurm = done.state.object("wurm")  # 6/4: survives with 3 damage, still under the effect
    assert wurm.zone is Zone.BATTLEFIELD and wurm.damage == 3
    assert not done.state.zone(Zone.GRAVEYARD, "B")
    assert cites(done.log, "614.1a")
