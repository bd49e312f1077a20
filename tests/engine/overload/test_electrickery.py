"""Electrickery: "~ deals 1 damage to target creature you don't control. / Overload {1}{R}"
(compiled from its Oracle text). Cast for its overload cost, rather than its mana cost (118.9),
its text has "each" for "target" (702.96a): it deals 1 damage to each creature its caster
doesn't control, and it has no targets (702.96b), so hexproof doesn't stop it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

ELECTRICKERY = {
    "name": "Electrickery",
    "type_line": "Instant",
    "mana_cost": "{R}",
    "layout": "normal",
    "oracle_text": "Electrickery deals 1 damage to target creature you don't control.\nOverload "
    "{1}{R} (You may cast this spell for its overload cost. If you do, change its text by "
    'replacing all instances of "target" with "each.")',
}
MIND_RAKE = {
    "name": "Mind Rake",
    "type_line": "Sorcery",
    "mana_cost": "{2}{B}",
    "layout": "normal",
    "oracle_text": "Target player discards two cards.\nOverload {1}{B} (You may cast this spell "
    'for its overload cost. If you do, change its text by replacing all instances of "target" '
    'with "each.")',
}
RESOLVE = {"type": "resolve"}
TAP = [{"type": "activate", "object": m, "ability": 0} for m in ("m1", "m2")]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Electrickery": ELECTRICKERY, "Mind Rake": MIND_RAKE})


def test_electrickery_compiles_automated() -> None:
    compiled = compile_record(ELECTRICKERY)
    assert compiled.label == AUTOMATED
    assert (
        compiled.printed
        == "~ deals 1 damage to target creature you don't control.\nOverload {1}{R}"
    )
    overloaded = compiled.definition.overloaded
    assert overloaded is not None and overloaded.targets == ()


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "zap", "card": "Electrickery"}],
            "battlefield": [
                {"id": "m1", "card": "Mountain"},
                {"id": "m2", "card": "Mountain"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "goblin", "card": "Raging Goblin"},
                {"id": "bird", "card": "Birds of Paradise"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _tapped(state: GameState) -> GameState:
    for tap in TAP:
        state = play(state, tap).state
    return state


def test_cast_for_its_mana_cost_it_deals_1_damage_to_its_target() -> None:
    cast = play(_board(), {"type": "cast", "object": "zap", "targets": ["goblin"], "free": True})
    done = play(cast.state, RESOLVE).state
    assert done.object("goblin").zone is Zone.GRAVEYARD
    assert done.object("bird").zone is Zone.BATTLEFIELD


def test_its_target_is_a_creature_she_doesnt_control() -> None:
    with pytest.raises(IllegalAction):
        play(_board(), {"type": "cast", "object": "zap", "targets": ["elves"], "free": True})


def test_overloaded_it_deals_1_damage_to_each_creature_she_doesnt_control_702_96a() -> None:
    state = _tapped(_board())
    cast = play(state, {"type": "cast", "object": "zap", "overload": True})
    assert cites(cast.log, "702.96a") and cites(cast.log, "118.9")
    assert sum(cast.state.player("A").mana_pool.values()) == 0  # {1}{R} paid
    spell = cast.state.object("zap")
    assert spell.stack is not None and spell.stack.targets == ()
    done = play(cast.state, RESOLVE).state
    assert done.object("goblin").zone is Zone.GRAVEYARD
    assert done.object("bird").zone is Zone.GRAVEYARD
    assert done.object("bears").damage == 1
    assert done.object("elves").zone is Zone.BATTLEFIELD and done.object("elves").damage == 0


def test_overloaded_it_has_no_targets_702_96b() -> None:
    with pytest.raises(IllegalAction):
        play(_board(), {"type": "cast", "object": "zap", "overload": True, "targets": ["goblin"]})


def test_one_alternative_cost_at_a_time_118_9a() -> None:
    with pytest.raises(IllegalAction):
        play(_board(), {"type": "cast", "object": "zap", "overload": True, "dash": True})


def test_the_action_list_offers_the_overload_cost() -> None:
    labels = {o.label: o for o in available_actions(_tapped(_board()))}
    offered = labels["Cast Electrickery for its overload cost"]
    assert offered.legal and offered.action.get("overload") is True
    assert offered.needs_targets == ()


def test_a_card_without_overload_cant_be_cast_for_it() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "shock", "card": "Shock"}],
            "battlefield": [{"id": "m1", "card": "Mountain"}, {"id": "m2", "card": "Mountain"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "shock", "overload": True, "free": True})


def test_mind_rake_overloaded_makes_each_player_discard_two() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "rake", "card": "Mind Rake"}]
            + [{"id": f"a{n}", "card": c} for n, c in enumerate(["Shock", "Island", "Forest"])],
        },
        {
            "id": "B",
            "hand": [{"id": f"b{n}", "card": c} for n, c in enumerate(["Shock", "Island"])],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "rake", "overload": True, "free": True})
    asked = play(cast.state, RESOLVE, ["a0", "a1", "b0"])
    assert {o.id for o in asked.state.zone(Zone.HAND, "A")} == {"a2"}
    assert asked.state.zone(Zone.HAND, "B") == ()
