"""Damage triggers compiled from Oracle text (engine.oracle.grammar.combat_triggers): "that
creature" is the creature the damage was dealt to, "that many" the amount dealt (120.3), and
"on it" the creature with the ability once the trigger event has named it. The triggers go on the
stack after combat damage, once state-based actions are checked (510.3a, 704.3)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Stinkweed Imp": {
        "name": "Stinkweed Imp",
        "type_line": "Creature — Imp",
        "mana_cost": "{2}{B}",
        "power": "1",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Flying\nWhenever Stinkweed Imp deals combat damage to a creature, destroy "
        "that creature.\nDredge 5 (If you would draw a card, you may mill five cards instead. If "
        "you do, return this card from your graveyard to your hand.)",
    },
    "Sword of Kaldra": {
        "name": "Sword of Kaldra",
        "type_line": "Legendary Artifact — Equipment",
        "mana_cost": "{4}",
        "layout": "normal",
        "oracle_text": "Equipped creature gets +5/+5.\nWhenever equipped creature deals damage to "
        "a creature, exile that creature. (Exile it only if it's still on the battlefield.)\n"
        "Equip {4} ({4}: Attach to target creature you control. Equip only as a sorcery. This "
        "card enters the battlefield unattached and stays on the battlefield if the creature "
        "leaves.)",
    },
    "Siegehorn Ceratops": {
        "name": "Siegehorn Ceratops",
        "type_line": "Creature — Dinosaur",
        "mana_cost": "{G}{W}",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Enrage — Whenever Siegehorn Ceratops is dealt damage, put two +1/+1 "
        "counters on it. (It must survive the damage to get the counters.)",
    },
    "Hungering Hydra": {
        "name": "Hungering Hydra",
        "type_line": "Creature — Hydra",
        "mana_cost": "{X}{G}",
        "power": "0",
        "toughness": "0",
        "layout": "normal",
        "oracle_text": "Hungering Hydra enters the battlefield with X +1/+1 counters on it.\n"
        "Hungering Hydra can't be blocked by more than one creature.\nWhenever Hungering Hydra "
        "is dealt damage, put that many +1/+1 counters on it. (It must survive the damage to get "
        "the counters.)",
    },
    "Old Gnawbone": {
        "name": "Old Gnawbone",
        "type_line": "Legendary Creature — Dragon",
        "mana_cost": "{5}{G}{G}",
        "power": "7",
        "toughness": "7",
        "layout": "normal",
        "oracle_text": "Flying\nWhenever a creature you control deals combat damage to a player, "
        "create that many Treasure tokens.",
    },
    "Hornet Nest": {
        "name": "Hornet Nest",
        "type_line": "Creature — Insect",
        "mana_cost": "{2}{G}",
        "power": "0",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Defender (This creature can't attack.)\nWhenever Hornet Nest is dealt "
        "damage, create that many 1/1 green Insect creature tokens with flying and deathtouch. "
        "(Any amount of damage a creature with deathtouch deals to a creature is enough to "
        "destroy it.)",
    },
}
RECORDS["Olivia's Attendants"] = {
    "name": "Olivia's Attendants",
    "type_line": "Creature — Vampire",
    "mana_cost": "{4}{R}{R}",
    "power": "6",
    "toughness": "6",
    "layout": "normal",
    "oracle_text": "Menace\nWhenever Olivia's Attendants deals damage, create that many Blood "
    "tokens. (They're artifacts with \"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a "
    "card.\")\n{2}{R}: Olivia's Attendants deals 1 damage to any target.",
}
GIANT = {"types": ["Creature"], "subtypes": ["Giant"], "power": 3, "toughness": 5}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def _fight(
    a: list[dict[str, Any]],
    b: list[dict[str, Any]],
    attackers: dict[str, str],
    blockers: dict[str, str],
    **doc: Any,
) -> tuple[GameState, Any]:
    """A attacks, B blocks, combat damage is dealt; then the triggers resolve."""
    state = board(
        {"id": "A", "battlefield": a},
        {"id": "B", "battlefield": b},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
        **doc,
    )
    state = play(state, {"type": "attack", "attackers": attackers}).state
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": blockers}).state
    # the triggers of one player are ordered by the first option (603.3b)
    damage = settle(state, {"type": "advance", "to": "combat_damage"})
    return resolve_all(damage.state), damage.log


def test_stinkweed_imp_destroys_the_creature_it_dealt_combat_damage_to() -> None:
    done, log = _fight(
        [{"id": "giant", "card": "Test Giant", "characteristics": GIANT}],
        [{"id": "imp", "card": "Stinkweed Imp"}],
        {"giant": "B"},
        {"imp": "giant"},
    )
    assert cites(log, "510.2")
    assert done.object("giant").zone is Zone.GRAVEYARD  # 1 damage, then destroyed
    assert done.object("imp").zone is Zone.GRAVEYARD  # 3 damage to a 1/2 (704.5g)


def test_stinkweed_imp_dealing_damage_to_a_player_destroys_nothing() -> None:
    done, _ = _fight(
        [{"id": "imp", "card": "Stinkweed Imp"}],
        [{"id": "giant", "card": "Test Giant", "characteristics": GIANT}],
        {"imp": "B"},
        {},
    )
    assert done.player("B").life == 19
    assert done.object("giant").zone is Zone.BATTLEFIELD


def test_sword_of_kaldra_exiles_the_creature_equipped_creature_damaged() -> None:
    done, _ = _fight(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "sword", "card": "Sword of Kaldra", "attached_to": "bears"},
        ],
        [{"id": "giant", "card": "Test Giant", "characteristics": {**GIANT, "toughness": 9}}],
        {"bears": "B"},
        {"giant": "bears"},
    )
    assert done.object("giant").zone is Zone.EXILE  # 7 damage to a 3/9: it survives and is exiled
    assert done.object("bears").zone is Zone.BATTLEFIELD  # a 7/7 takes 3


def test_sword_of_kaldra_leaves_a_creature_that_died_of_the_damage_in_the_graveyard() -> None:
    done, _ = _fight(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "sword", "card": "Sword of Kaldra", "attached_to": "bears"},
        ],
        [{"id": "blocker", "card": "Grizzly Bears"}],
        {"bears": "B"},
        {"blocker": "bears"},
    )
    # It died before the ability resolved: a new object in the graveyard (400.7).
    assert done.object("blocker").zone is Zone.GRAVEYARD


def test_siegehorn_ceratops_dealt_lethal_damage_dies_before_its_counters() -> None:
    done, _ = _fight(
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "ceratops", "card": "Siegehorn Ceratops"}],
        {"bears": "B"},
        {"ceratops": "bears"},
    )
    # 2 damage to a 2/2: destroyed (704.5g) before its trigger resolves; the counters go nowhere
    assert done.object("ceratops").zone is Zone.GRAVEYARD
    assert done.object("ceratops").counter("+1/+1") == 0


def test_siegehorn_ceratops_survives_a_one_power_attacker_and_grows() -> None:
    done, _ = _fight(
        [{"id": "elf", "card": "Llanowar Elves"}],
        [{"id": "ceratops", "card": "Siegehorn Ceratops"}],
        {"elf": "B"},
        {"ceratops": "elf"},
    )
    ceratops = done.object("ceratops")
    assert ceratops.counter("+1/+1") == 2
    c = chars(done, ceratops)
    assert (c.power, c.toughness) == (4, 4)


def test_hungering_hydra_gets_as_many_counters_as_the_damage_dealt() -> None:
    done, _ = _fight(
        [{"id": "giant", "card": "Test Giant", "characteristics": GIANT}],
        [{"id": "hydra", "card": "Hungering Hydra", "counters": {"+1/+1": 5}}],
        {"giant": "B"},
        {"hydra": "giant"},
    )
    assert done.object("hydra").counter("+1/+1") == 8  # 5, then 3 for the 3 damage
    assert done.object("giant").zone is Zone.GRAVEYARD  # 5 damage to a 3/5 giant


def test_old_gnawbone_makes_a_treasure_for_each_combat_damage_dealt_to_a_player() -> None:
    done, _ = _fight(
        [{"id": "gnawbone", "card": "Old Gnawbone"}, {"id": "bears", "card": "Grizzly Bears"}],
        [],
        {"gnawbone": "B", "bears": "B"},
        {},
    )
    assert done.player("B").life == 11
    treasures = [o for o in done.battlefield if o.controller == "A" and o.token]
    assert len(treasures) == 9  # 7 from the Dragon's damage, 2 from the Bears'
    assert all("Treasure" in chars(done, t).subtypes for t in treasures)


def test_hornet_nest_blocking_a_three_power_attacker_makes_three_hornets() -> None:
    done, _ = _fight(
        [{"id": "giant", "card": "Test Giant", "characteristics": GIANT}],
        [{"id": "nest", "card": "Hornet Nest"}],
        {"giant": "B"},
        {"nest": "giant"},
    )
    # The Nest dies of the damage; its ability still triggered (603.10 doesn't apply: it was
    # dealt damage while on the battlefield) and makes three 1/1 fliers with deathtouch.
    assert done.object("nest").zone is Zone.GRAVEYARD
    hornets = [o for o in done.battlefield if o.controller == "B" and o.token]
    assert len(hornets) == 3
    c = chars(done, hornets[0])
    assert (c.power, c.toughness) == (1, 1) and c.has("flying") and c.has("deathtouch")


def test_olivias_attendants_make_a_blood_token_for_each_damage_and_blood_loots_111_10g() -> None:
    done, _ = _fight(
        [{"id": "attendants", "card": "Olivia's Attendants"}], [], {"attendants": "B"}, {}
    )
    assert done.player("B").life == 14
    blood = [o for o in done.battlefield if o.token]
    assert len(blood) == 6 and all(o.card == "Blood Token" for o in blood)
    # {1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.
    looting = board(
        {
            "id": "A",
            "battlefield": [{"id": "blood", "card": "Blood", "token": True}],
            "hand": [{"id": "extra", "card": "Forest"}],
            "library": [{"id": "top", "card": "Mountain"}],
        },
        {"id": "B"},
    )
    paid = play(looting, {"type": "activate", "object": "blood", "ability": 0, "free": True})
    drawn = resolve_all(paid.state)
    assert drawn.object("extra").zone is Zone.GRAVEYARD
    assert drawn.object("top").zone is Zone.HAND
    assert drawn.find_object("blood") is None or drawn.object("blood").zone is not Zone.BATTLEFIELD
