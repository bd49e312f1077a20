"""Blazing Torch: "Equipped creature can't be blocked by Vampires or Zombies. Equipped creature has
"{T}, Sacrifice ~: ~ deals 2 damage to any target." Equip {1}" (compiled from its Oracle text).

The equipped creature has the blocking restriction (509.1b, 301.5f): a Zombie (Walking Corpse)
or a Vampire (Vampire Nighthawk) can't block it, another creature can. Unattached, the Torch
gives nothing. Its granted ability names the Torch itself: the ability is the creature's (its
{T} taps the creature, 602.2, 302.6), its cost sacrifices the Torch (701.21a) and the Torch is
the source of the damage (120.3), not the creature (ActivatedAbility.names_granter). Ninja's
Kunai is the same template.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.cards.model import ActivatedAbility, StaticAbility
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, GRANTED_NAMING_GRANTER, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

BLAZING_TORCH = {
    "name": "Blazing Torch",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{1}",
    "layout": "normal",
    "oracle_text": "Equipped creature can't be blocked by Vampires or Zombies.\nEquipped creature "
    'has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."\nEquip {1} '
    "({1}: Attach to target creature you control. Equip only as a sorcery.)",
}

NINJAS_KUNAI = {
    "name": "Ninja's Kunai",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{1}",
    "layout": "normal",
    "oracle_text": "Equipped creature has \"{1}, {T}, Sacrifice Ninja's Kunai: Ninja's Kunai deals 3 "
    'damage to any target."\nEquip {1}',
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Blazing Torch": BLAZING_TORCH, "Ninja's Kunai": NINJAS_KUNAI})


@pytest.mark.parametrize("record", [BLAZING_TORCH, NINJAS_KUNAI], ids=lambda r: r["name"])
def test_it_compiles_automated_and_prints_back_its_text(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def test_the_granted_ability_names_the_torch_in_its_words() -> None:
    """The quoted ability's "~" is the Torch: the ability is marked so, and its text (the log's
    words) names the Torch, not "this creature"."""
    grant = compile_record(BLAZING_TORCH).definition.abilities[1]
    assert isinstance(grant, StaticAbility)
    (inner,) = grant.params["abilities"]
    assert isinstance(inner, ActivatedAbility) and inner.names_granter
    assert inner.text == "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."


def test_a_quoted_ability_naming_the_card_beside_this_creature_is_still_refused() -> None:
    """When the quotation marks say "this creature" too, both read "~": which object each one
    is can't be told, so the line isn't applied."""
    record = {
        **BLAZING_TORCH,
        "name": "Mixed Torch",
        "oracle_text": 'Equipped creature has "{T}, Sacrifice Mixed Torch: This creature deals '
        '2 damage to any target."\nEquip {1}',
    }
    statuses = compile_record(record).lines
    assert not statuses[0].applied and statuses[0].reason == GRANTED_NAMING_GRANTER


def _equipped(**bears: Any) -> GameState:
    """Alice's Grizzly Bears wear the Torch; Bob has Llanowar Elves."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", **bears},
                {"id": "torch", "card": "Blazing Torch", "attached_to": "bears"},
            ],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "elves", "card": "Llanowar Elves"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _granted(state: GameState, obj: str = "bears") -> int:
    abilities = chars(state, state.object(obj)).abilities
    return max(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))


def test_the_bears_sacrifice_the_torch_and_the_torch_deals_2_damage() -> None:
    state = _equipped()
    activate = {"type": "activate", "object": "bears", "ability": _granted(state)}
    activated = play(state, {**activate, "targets": ["B"]})
    # The cost: the Bears tap (107.5) and the Torch, not the Bears, is sacrificed (701.21a).
    assert activated.state.object("bears").tapped
    assert activated.state.object("bears").zone is Zone.BATTLEFIELD
    assert activated.state.object("torch").zone is Zone.GRAVEYARD
    assert any("sacrifices Blazing Torch" in e.text for e in activated.log)
    assert cites(activated.log, "701.21a") and cites(activated.log, "107.5")
    # 113.7a: the ability resolves without its source having it; a saved document keeps it.
    resolved = play(load(dump(activated.state)), {"type": "resolve"})
    assert resolved.state.player("B").life == 18
    damage = [e.text for e in resolved.log if "damage" in e.text]
    assert damage and all("Blazing Torch" in t for t in damage), damage
    assert not any("Grizzly Bears deals" in t for t in damage)
    assert resolved.state.object("bears").zone is Zone.BATTLEFIELD


def test_the_torch_kills_a_creature_target() -> None:
    state = _equipped()
    activate = {"type": "activate", "object": "bears", "ability": _granted(state)}
    state = play(state, {**activate, "targets": ["elves"]}).state
    resolved = play(state, {"type": "resolve"})
    assert resolved.state.object("elves").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "704.5g")


def test_summoning_sick_bears_cant_use_the_torchs_tap_ability_302_6() -> None:
    state = _equipped(summoning_sick=True)
    with pytest.raises(IllegalAction, match="came under"):
        play(
            state,
            {"type": "activate", "object": "bears", "ability": _granted(state), "targets": ["B"]},
        )
    assert state.object("torch").zone is Zone.BATTLEFIELD


def test_a_creature_wearing_another_players_torch_cant_sacrifice_it_701_21a() -> None:
    """Bob's Bears wear Alice's Torch (she kept control of it): Bob can't sacrifice it."""
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "torch", "card": "Blazing Torch"}]},
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    state = state.with_object(replace(state.object("torch"), attached_to="bears"))
    with pytest.raises(IllegalAction) as refused:
        play(
            state,
            {"type": "activate", "object": "bears", "ability": _granted(state), "targets": ["A"]},
        )
    assert "701.21a" in str(refused.value)


def test_the_unattached_torch_has_no_ability_and_gives_none() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "torch", "card": "Blazing Torch"},
            ],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    for obj in ("bears", "torch"):
        abilities = chars(state, state.object(obj)).abilities
        assert not any(isinstance(a, ActivatedAbility) and a.names_granter for a in abilities), obj


def test_ninjas_kunai_deals_3_damage_from_the_kunai() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "kunai", "card": "Ninja's Kunai", "attached_to": "bears"},
                {"id": "mountain", "card": "Mountain"},
            ],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    state = play(state, {"type": "activate", "object": "mountain", "ability": 0}).state
    activate = {"type": "activate", "object": "bears", "ability": _granted(state)}
    state = play(state, {**activate, "targets": ["B"]}).state
    assert state.object("kunai").zone is Zone.GRAVEYARD
    resolved = play(state, {"type": "resolve"})
    assert resolved.state.player("B").life == 17
    assert any("Ninja's Kunai" in e.text and "damage" in e.text for e in resolved.log)


def _attacking(attached: bool = True) -> GameState:
    """Alice's Grizzly Bears (with the Torch, or the Torch beside them) attack Bob, who has
    Walking Corpse (a Zombie), Vampire Nighthawk and Llanowar Elves."""
    torch: dict[str, Any] = {"id": "torch", "card": "Blazing Torch"}
    if attached:
        torch["attached_to"] = "bears"
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [torch, {"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "corpse", "card": "Walking Corpse"},
                {"id": "nighthawk", "card": "Vampire Nighthawk"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    return play(state, {"type": "advance"}).state


@pytest.mark.parametrize("blocker", ["corpse", "nighthawk"])
def test_a_zombie_or_a_vampire_cant_block_the_equipped_bears_509_1b(blocker: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_attacking(), {"type": "block", "blockers": {blocker: "bears"}})
    assert "509.1b" in str(refused.value)


def test_another_creature_blocks_them() -> None:
    blocked = play(_attacking(), {"type": "block", "blockers": {"elves": "bears"}})
    assert blocked.state.combat is not None
    assert blocked.state.combat.blockers_of("bears") == ("elves",)


def test_unattached_the_torch_gives_nothing_301_5f() -> None:
    blocked = play(_attacking(attached=False), {"type": "block", "blockers": {"corpse": "bears"}})
    assert blocked.state.combat is not None
    assert blocked.state.combat.blockers_of("bears") == ("corpse",)
