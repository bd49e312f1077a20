"""Awaken N—[cost] (702.113a-b): the spell may be cast for its awaken cost rather than its mana
cost; then it has one more target, a land its controller controls, which gets N +1/+1 counters
and becomes a 0/0 Elemental creature with haste (still a land) after the spell's own effect.
Coastal Discovery ("Draw two cards. Awaken 4—{5}{U}") and Ruinous Path ("Destroy target creature
or planeswalker. Awaken 4—{5}{B}{B}") of the 2026 card file are compiled from their Oracle text
(engine.mechanics.awaken)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

DISCOVERY = "Coastal Discovery"
PATH = "Ruinous Path"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, DISCOVERY, PATH, "Grizzly Bears")


@pytest.mark.parametrize(
    ("name", "line"), [(DISCOVERY, "Awaken 4—{5}{U}"), (PATH, "Awaken 4—{5}{B}{B}")]
)
def test_702_113a_awaken_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed.splitlines()[-1] == line


def _board(card: str, pool: dict[str, int]) -> GameState:
    library = [{"id": f"c{i}", "card": "Grizzly Bears"} for i in range(3)]
    return board(
        {
            "id": "A",
            "mana_pool": pool,
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [{"id": "forest", "card": "Forest"}],
            "library": library,
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def test_702_113a_the_land_awakens_after_the_spell_does_its_own() -> None:
    state = _board(DISCOVERY, {"U": 6})
    cast = play(state, {"type": "cast", "object": "spell", "awaken": True, "targets": ["forest"]})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {5}{U} paid
    assert cites(cast.log, "702.113a") and cites(cast.log, "118.9")
    done = play(cast.state, RESOLVE)
    assert len(done.state.zone(Zone.HAND, "A")) == 2  # drew two cards
    forest = done.state.object("forest")
    seen = chars(done.state, forest)
    assert seen.is_type("Land") and seen.is_type("Creature") and "Elemental" in seen.subtypes
    assert forest.counter("+1/+1") == 4 and (seen.power, seen.toughness) == (4, 4)
    assert seen.has("haste")


def test_702_113b_without_awaken_no_land_target() -> None:
    state = _board(DISCOVERY, {"U": 4})
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "spell", "targets": ["forest"]})
    done = play(play(state, {"type": "cast", "object": "spell"}).state, RESOLVE)
    assert not chars(done.state, done.state.object("forest")).is_type("Creature")


def test_702_113b_the_awaken_target_comes_after_the_spells_own() -> None:
    state = _board(PATH, {"B": 7})
    cast = play(
        state,
        {"type": "cast", "object": "spell", "awaken": True, "targets": ["bears", "forest"]},
    )
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert chars(done.state, done.state.object("forest")).is_type("Creature")
