"""A player who can't gain life (119.7), for a group of players: "Players can't gain life."
(Leyline of Punishment's line, a static ability of the permanent), "Your opponents can't gain
life." (Erebos, God of the Dead: only the opponents of its controller) and "{R}: Your opponents
can't gain life this turn." (Roiling Vortex: an effect until end of turn, 514.2). Revitalize
("You gain 3 life. Draw a card.") tries to gain life."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.state import Duration, Zone
from engine.oracle.compiler import compile_record
from engine.rules.effects.cant import cant_gain_life
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

EREBOS = "Erebos, God of the Dead"
LEYLINE = "Leyline of Punishment"
VORTEX = "Roiling Vortex"
REVITALIZE = "Revitalize"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EREBOS, LEYLINE, VORTEX, REVITALIZE)


def _library(owner: str) -> list[dict[str, str]]:
    return [{"id": f"{owner}{n}", "card": "Grizzly Bears"} for n in range(3)]


def _revitalize(caster: str, permanent: str, controller: str = "A") -> Any:
    """`caster` casts Revitalize and it resolves while `controller` controls `permanent`."""
    players: dict[str, dict[str, Any]] = {
        p: {"id": p, "life": 10, "library": _library(p)} for p in ("A", "B")
    }
    players[controller]["battlefield"] = [{"id": "it", "card": permanent}]
    players[caster]["hand"] = [{"id": "salve", "card": REVITALIZE}]
    state = board(
        players["A"],
        players["B"],
        turn={"number": 1, "active_player": caster, "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "salve", "free": True}).state
    return play(cast, RESOLVE)


def test_the_lines_compile_and_print_back() -> None:
    for name, line in (
        (LEYLINE, "Players can't gain life."),
        (EREBOS, "Your opponents can't gain life."),
        (VORTEX, "{R}: Your opponents can't gain life this turn."),
    ):
        compiled = compile_record(records(name)[name])
        assert any(each.text == line and each.applied for each in compiled.lines), name


def test_119_7_players_cant_gain_life_stops_every_player() -> None:
    for caster in ("A", "B"):
        done = _revitalize(caster, LEYLINE)
        assert done.state.player(caster).life == 10
        assert cites(done.log, "119.7")
        assert len(done.state.zone(Zone.HAND, caster)) == 1  # the rest of the spell happens


def test_119_7_your_opponents_cant_gain_life_stops_only_the_opponents() -> None:
    assert _revitalize("B", EREBOS, controller="A").state.player("B").life == 10
    assert _revitalize("A", EREBOS, controller="A").state.player("A").life == 13


def test_119_7_514_2_the_activated_effect_stops_the_opponents_until_end_of_turn() -> None:
    state = board({"id": "A", "battlefield": [{"id": "vortex", "card": VORTEX}]}, {"id": "B"})
    definition = compile_record(records(VORTEX)[VORTEX]).definition
    (index,) = (i for i, a in enumerate(definition.abilities) if isinstance(a, ActivatedAbility))
    activated = play(
        state, {"type": "activate", "object": "vortex", "ability": index, "free": True}
    )
    done = play(activated.state, RESOLVE).state
    (effect,) = (e for e in done.effects if e.kind == "cant_gain_life")
    assert effect.duration is Duration.END_OF_TURN
    assert cant_gain_life(done, "B") is not None and cant_gain_life(done, "A") is None
