"""Abilities of permanents compiled from Oracle text, each with a real card on a board:
activated (602, costs 118 and restrictions 602.5b), mana (605), triggered (603), static (604),
keyword lines (702)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board

pytestmark = pytest.mark.usefixtures("compiled_cards")


def game(
    a_battlefield: tuple[str, ...] = (),
    b_battlefield: tuple[str, ...] = ("Grizzly Bears",),
    a_hand: tuple[str, ...] = (),
    **turn: Any,
) -> GameState:
    doc: dict[str, Any] = {}
    if turn:
        doc["turn"] = {"number": 2, "active_player": "A", **turn}
    return board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(a_hand)],
            "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(a_battlefield)],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(5)],
        },
        {
            "id": "B",
            "battlefield": [{"id": f"b{i}", "card": n} for i, n in enumerate(b_battlefield)],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(5)],
        },
        **doc,
    )


def activate(
    state: GameState, obj: str, ability: int, *targets: str
) -> tuple[GameState, list[str]]:
    first = settle(
        state,
        {
            "type": "activate",
            "object": obj,
            "ability": ability,
            "targets": list(targets),
            "free": True,
        },
    )
    rules = [rule for entry in first.log for rule in entry.rules]
    state = first.state
    while state.zone(Zone.STACK):
        step = settle(state, {"type": "resolve"})
        rules += [rule for entry in step.log for rule in entry.rules]
        state = step.state
    return state, rules


def test_aeolipile_sacrifice_cost_then_damage() -> None:
    # "{1}, {T}, Sacrifice ~: ~ deals 2 damage to any target." (602.2, 701.21a)
    state, rules = activate(game(("Aeolipile",)), "a0", 0, "B")
    assert state.player("B").life == 18
    assert state.object("a0").zone is Zone.GRAVEYARD
    assert "120.3a" in rules


def test_adarkar_wastes_mana_ability_with_damage_to_you() -> None:
    # "{T}: Add {W} or {U}. ~ deals 1 damage to you." (605.1a: a mana ability, no stack)
    result = settle(game(("Adarkar Wastes",)), {"type": "activate", "object": "a0", "ability": 1})
    assert result.state.player("A").life == 19
    pool = result.state.player("A").mana_pool
    assert sum(int(v) for v in pool.values()) == 1
    assert not result.state.zone(Zone.STACK)


def test_almighty_brushwagg_pumps_itself_until_end_of_turn() -> None:
    # "{3}{G}: ~ gets +3/+3 until end of turn." (a 1/1; 613.4c)
    state, _ = activate(game(("Almighty Brushwagg",)), "a0", 0)
    c = chars(state, state.object("a0"))
    assert (c.power, c.toughness, c.has("trample")) == (4, 4, True)


def test_a_sorcery_speed_ability_cant_be_activated_in_combat() -> None:
    # "Equip {2}" is "... Activate only as a sorcery." (702.6a, 602.5b)
    state = game(("+2 Mace", "Grizzly Bears"), step="declare_attackers")
    with pytest.raises(IllegalAction):
        activate(state, "a0", 1, "a1")


def test_plus_two_mace_equips_and_its_static_bonus_applies() -> None:
    # "Equipped creature gets +2/+2." (301.5f) and "Equip {3}" (702.6a)
    state, _ = activate(game(("+2 Mace", "Grizzly Bears")), "a0", 1, "a1")
    c = chars(state, state.object("a1"))
    assert (c.power, c.toughness) == (4, 4)


def test_aether_adept_enters_trigger_returns_a_creature() -> None:
    # "When ~ enters, return target creature to its owner's hand." (603.6a)
    state = game(a_hand=("Aether Adept",))
    result = settle(state, {"type": "cast", "object": "h0", "free": True})
    after = settle(result.state, {"type": "resolve"}).state
    after = resolve_all(after)
    assert after.object("b0").zone is Zone.HAND or after.object("h0").zone is Zone.HAND


def test_fledgling_djinn_upkeep_trigger_damages_its_controller() -> None:
    # "At the beginning of your upkeep, ~ deals 1 damage to you." (503.1a, 603.2)
    state = game(("Fledgling Djinn",), step="untap")
    state = settle(state, {"type": "advance"}).state
    state = resolve_all(state)
    assert state.player("A").life == 19


def test_arcane_flight_enchanted_creature_has_flying() -> None:
    # "Enchant creature / Enchanted creature has flying." (303.4a, 613.1f)
    state = game(("Grizzly Bears",), a_hand=("Arcane Flight",))
    result = settle(state, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True})
    state = settle(result.state, {"type": "resolve"}).state
    assert state.object("h0").attached_to == "a0"
    assert chars(state, state.object("a0")).has("flying")


def test_goblin_chieftain_lord_applies_to_other_goblins_only() -> None:
    # "Other Goblin creatures you control get +1/+1 and have haste." (613.4c, 613.1f)
    state = game(("Goblin Chieftain", "Goblin Piker", "Grizzly Bears"))
    piker, bears, chief = (chars(state, state.object(i)) for i in ("a1", "a2", "a0"))
    assert (piker.power, piker.has("haste")) == (3, True)
    assert (bears.power, bears.has("haste")) == (2, False)
    assert chief.power == 2


def test_arctic_flats_enters_tapped() -> None:
    # "~ enters tapped." (614.1c)
    state = game(a_hand=("Arctic Flats",))
    state = settle(state, {"type": "play_land", "object": "h0"}).state
    assert state.object("h0").tapped
