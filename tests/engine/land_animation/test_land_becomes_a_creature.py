"""A land that becomes a creature until end of turn (205.1b) and must be blocked (509.1c):
Elemental Uprising (puzzle PP24), compiled from its Oracle text. Its target land stays a land
with its land type, becomes a 4/4 Elemental creature (layers 4 and 7b, 613.1d, 613.4b) with
haste (layer 6, 613.1f), and a defender able to block it must (509.1c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

ELEMENTAL_UPRISING = {
    "name": "Elemental Uprising",
    "type_line": "Instant",
    "mana_cost": "{1}{G}",
    "layout": "normal",
    "oracle_text": "Target land you control becomes a 4/4 Elemental creature with haste until end of turn. It's still a land. It must be blocked this turn if able.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Elemental Uprising": ELEMENTAL_UPRISING})


def test_elemental_uprising_compiles_automated() -> None:
    assert compile_record(ELEMENTAL_UPRISING).label == AUTOMATED


def _uprising(b_battlefield: list[dict[str, Any]]) -> tuple[GameState, Any]:
    state = board(
        {
            "id": "A",
            "mana_pool": {"G": 2},
            "hand": [{"id": "uprising", "card": "Elemental Uprising"}],
            "battlefield": [{"id": "forest", "card": "Forest"}],
        },
        {"id": "B", "battlefield": b_battlefield},
        turn={"number": 3, "active_player": "A", "step": "beginning_of_combat"},
    )
    cast = play(state, {"type": "cast", "object": "uprising", "targets": ["forest"]})
    result = play(cast.state, RESOLVE)
    return result.state, result.log


def test_the_land_is_a_4_4_elemental_creature_with_haste_and_still_a_forest_205_1b() -> None:
    state, log = _uprising([])
    c = chars(state, state.object("forest"))
    assert c.is_type("Land") and c.is_type("Creature")
    assert {"Forest", "Elemental"} <= set(c.subtypes)
    assert (c.power, c.toughness) == (4, 4)
    assert c.has("haste")
    assert state.object("uprising").zone is Zone.GRAVEYARD
    assert cites(log, "613.1d") and cites(log, "613.4b")


def test_the_animated_land_attacks_and_must_be_blocked_if_able_509_1c() -> None:
    state, _ = _uprising([{"id": "bears", "card": "Grizzly Bears"}])
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "attack", "attackers": {"forest": "B"}}).state
    state = play(state, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "block", "blockers": {}})
    assert refused.value.rule == "509.1c"
    blocked = play(state, {"type": "block", "blockers": {"bears": "forest"}}).state
    assert blocked.combat is not None and blocked.combat.blockers_of("forest") == ("bears",)


def test_the_land_is_no_creature_after_the_turn_ends_514_2() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"G": 2},
            "hand": [{"id": "uprising", "card": "Elemental Uprising"}],
            "battlefield": [{"id": "forest", "card": "Forest"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "end"},
    )
    cast = play(state, {"type": "cast", "object": "uprising", "targets": ["forest"]})
    animated = play(cast.state, RESOLVE).state
    assert chars(animated, animated.object("forest")).is_type("Creature")
    cleaned = play(animated, {"type": "advance"}).state
    while cleaned.turn.number == 3:
        cleaned = play(cleaned, {"type": "advance"}).state
    c = chars(cleaned, cleaned.object("forest"))
    assert c.is_type("Land") and not c.is_type("Creature")


def test_a_land_you_dont_control_is_no_legal_target() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"G": 2},
            "hand": [{"id": "uprising", "card": "Elemental Uprising"}],
        },
        {"id": "B", "battlefield": [{"id": "forest", "card": "Forest"}]},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "uprising", "targets": ["forest"]})
