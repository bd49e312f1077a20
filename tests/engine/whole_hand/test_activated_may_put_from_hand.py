"""An activated ability's own "you may": Sakura-Tribe Scout ("{T}: You may put a land card from
your hand onto the battlefield."), compiled from its Oracle text. Whether to put one, and which,
is chosen as the ability resolves (608.2d); the land isn't played (305.4), so the turn's land play
is still there and the ability can put a land after it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

SAKURA_TRIBE_SCOUT = {
    "name": "Sakura-Tribe Scout",
    "type_line": "Creature — Snake Shaman Scout",
    "mana_cost": "{G}",
    "colors": ["G"],
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "{T}: You may put a land card from your hand onto the battlefield.",
}
RESOLVE = {"type": "resolve"}
ACTIVATE = {"type": "activate", "object": "scout", "ability": 0}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Sakura-Tribe Scout": SAKURA_TRIBE_SCOUT})


def _board(*hand: str) -> Any:
    return board(
        {
            "id": "A",
            "hand": [{"id": card.lower(), "card": card} for card in hand],
            "battlefield": [{"id": "scout", "card": "Sakura-Tribe Scout"}],
        },
        {"id": "B"},
    )


def test_sakura_tribe_scout_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(SAKURA_TRIBE_SCOUT)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == SAKURA_TRIBE_SCOUT["oracle_text"]


def test_the_scout_puts_a_chosen_land_untapped_and_the_land_play_stays_305_4() -> None:
    activated = play(_board("Forest", "Island", "Shock"), ACTIVATE).state
    assert activated.object("scout").tapped
    asked = pending(activated, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.rule == "608.2d"
    assert {o.id for o in asked.options} == {"decline", "forest", "island"}  # land cards only
    done = play(activated, RESOLVE, ["island"])
    island = done.state.object("island")
    assert island.zone is Zone.BATTLEFIELD and not island.tapped and island.controller == "A"
    assert cites(done.log, "305.4")
    played = play(done.state, {"type": "play_land", "object": "forest"})
    assert played.state.object("forest").zone is Zone.BATTLEFIELD


def test_the_scout_may_put_nothing_608_2d() -> None:
    activated = play(_board("Forest"), ACTIVATE).state
    done = play(activated, RESOLVE, ["decline"])
    assert done.state.object("forest").zone is Zone.HAND
    assert done.state.object("scout").tapped


def test_the_scout_can_be_activated_with_no_land_in_hand() -> None:
    activated = play(_board("Shock"), ACTIVATE).state
    done = play(activated, RESOLVE)  # strict: nothing to choose
    assert done.state.object("shock").zone is Zone.HAND
    assert cites(done.log, "608.2c")
