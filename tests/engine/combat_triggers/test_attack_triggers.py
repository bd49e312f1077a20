"""Attack triggers compiled from Oracle text (engine.oracle.grammar.combat_triggers):

- "Whenever equipped creature attacks" is the Equipment's trigger on the creature it equips as
  that creature is declared as an attacker (508.3a, 301.5f);
- "defending player" in an attack trigger is the player the creature attacks (508.5), and
  "target creature defending player controls" offers only that player's creatures;
- "it" after "a creature you control attacks alone" is that creature (506.5).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play

RECORDS: dict[str, dict[str, Any]] = {
    "Heart-Piercer Bow": {
        "name": "Heart-Piercer Bow",
        "type_line": "Artifact — Equipment",
        "mana_cost": "{2}",
        "layout": "normal",
        "oracle_text": "Whenever equipped creature attacks, Heart-Piercer Bow deals 1 damage to "
        "target creature defending player controls.\nEquip {1} ({1}: Attach to target creature "
        "you control. Equip only as a sorcery.)",
    },
    "Argentum Armor": {
        "name": "Argentum Armor",
        "type_line": "Artifact — Equipment",
        "mana_cost": "{6}",
        "layout": "normal",
        "oracle_text": "Equipped creature gets +6/+6.\nWhenever equipped creature attacks, destroy "
        "target permanent.\nEquip {6}",
    },
    "Silent Skimmer": {
        "name": "Silent Skimmer",
        "type_line": "Creature — Eldrazi Drone",
        "mana_cost": "{3}{B}",
        "power": "0",
        "toughness": "4",
        "layout": "normal",
        "oracle_text": "Devoid (This card has no color.)\nFlying\nWhenever Silent Skimmer attacks, "
        "defending player loses 2 life.",
    },
    "Master of Diversion": {
        "name": "Master of Diversion",
        "type_line": "Creature — Human Scout",
        "mana_cost": "{2}{W}",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Whenever Master of Diversion attacks, tap target creature defending "
        "player controls.",
    },
    "Battlegrace Angel": {
        "name": "Battlegrace Angel",
        "type_line": "Creature — Angel",
        "mana_cost": "{3}{W}{W}",
        "power": "4",
        "toughness": "4",
        "layout": "normal",
        "oracle_text": "Flying\nExalted (Whenever a creature you control attacks alone, that "
        "creature gets +1/+1 until end of turn.)\nWhenever a creature you control attacks alone, "
        "it gains lifelink until end of turn.",
    },
    "Goring Ceratops": {
        "name": "Goring Ceratops",
        "type_line": "Creature — Dinosaur",
        "mana_cost": "{5}{W}{W}",
        "power": "3",
        "toughness": "3",
        "layout": "normal",
        "oracle_text": "Double strike\nWhenever Goring Ceratops attacks, other creatures you "
        "control gain double strike until end of turn.",
    },
    "Roc Charger": {
        "name": "Roc Charger",
        "type_line": "Creature — Bird",
        "mana_cost": "{2}{W}",
        "power": "1",
        "toughness": "3",
        "layout": "normal",
        "oracle_text": "Flying\nWhenever Roc Charger attacks, target attacking creature without "
        "flying gains flying until end of turn.",
    },
    "Mobile Garrison": {
        "name": "Mobile Garrison",
        "type_line": "Artifact — Vehicle",
        "mana_cost": "{3}",
        "power": "3",
        "toughness": "4",
        "layout": "normal",
        "oracle_text": "Whenever Mobile Garrison attacks, untap another target artifact or "
        "creature you control.\nCrew 2 (Tap any number of creatures you control with total power "
        "2 or more: This Vehicle becomes an artifact creature until end of turn.)",
    },
    "Captain's Claws": {
        "name": "Captain's Claws",
        "type_line": "Artifact — Equipment",
        "mana_cost": "{2}",
        "layout": "normal",
        "oracle_text": "Equipped creature gets +1/+0.\nWhenever equipped creature attacks, create "
        "a 1/1 white Kor Ally creature token that's tapped and attacking.\nEquip {1}",
    },
    "Shard of Broken Glass": {
        "name": "Shard of Broken Glass",
        "type_line": "Artifact — Equipment",
        "mana_cost": "{1}",
        "layout": "normal",
        "oracle_text": "Equipped creature gets +1/+0.\nWhenever equipped creature attacks, you may "
        "mill two cards.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a "
        "sorcery.)",
    },
    "Sword of the Animist": {
        "name": "Sword of the Animist",
        "type_line": "Legendary Artifact — Equipment",
        "mana_cost": "{2}",
        "layout": "normal",
        "oracle_text": "Equipped creature gets +1/+1.\nWhenever equipped creature attacks, you "
        "may search your library for a basic land card, put it onto the battlefield tapped, then "
        "shuffle.\nEquip {2}",
    },
}
ATTACK_STEP = {"number": 3, "active_player": "A", "step": "declare_attackers"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def _attack(state: GameState, attackers: dict[str, str], choices: list[str]) -> GameState:
    return resolve_all(play(state, {"type": "attack", "attackers": attackers}, choices).state)


def test_heart_piercer_bow_offers_only_the_defending_players_creatures_508_5() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "bow", "card": "Heart-Piercer Bow", "attached_to": "bears"},
                {"id": "mine", "card": "Llanowar Elves"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "elf", "card": "Llanowar Elves"},
                {"id": "their_bears", "card": "Grizzly Bears"},
            ],
        },
        turn=ATTACK_STEP,
    )
    asked = pending(state, {"type": "attack", "attackers": {"bears": "B"}}).pending
    assert asked is not None and asked.kind is DecisionKind.TARGET
    assert {o.id for o in asked.options} == {"elf", "their_bears"}  # not A's own creatures
    attacked = play(state, {"type": "attack", "attackers": {"bears": "B"}}, ["elf"])
    assert cites(attacked.log, "603.2")
    done = resolve_all(attacked.state)
    assert done.object("elf").zone is Zone.GRAVEYARD  # 1 damage to a 1/1 (704.5g)
    assert done.object("their_bears").zone is Zone.BATTLEFIELD
    assert done.object("mine").zone is Zone.BATTLEFIELD


def test_the_bow_does_not_trigger_when_another_creature_attacks() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "other", "card": "Grizzly Bears"},
                {"id": "bow", "card": "Heart-Piercer Bow", "attached_to": "bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "elf", "card": "Llanowar Elves"}]},
        turn=ATTACK_STEP,
    )
    attacked = play(state, {"type": "attack", "attackers": {"other": "B"}})
    assert not cites(attacked.log, "603.2")
    assert resolve_all(attacked.state).object("elf").zone is Zone.BATTLEFIELD


def test_argentum_armor_destroys_target_permanent_as_equipped_creature_attacks() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "armor", "card": "Argentum Armor", "attached_to": "bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "forest", "card": "Forest"}]},
        turn=ATTACK_STEP,
    )
    done = _attack(state, {"bears": "B"}, ["forest"])
    assert done.object("forest").zone is Zone.GRAVEYARD
    c = chars(done, done.object("bears"))
    assert (c.power, c.toughness) == (8, 8)


def test_silent_skimmer_makes_the_defending_player_lose_two_life() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "skimmer", "card": "Silent Skimmer"}]},
        {"id": "B"},
        turn=ATTACK_STEP,
    )
    done = _attack(state, {"skimmer": "B"}, [])
    assert done.player("B").life == 18
    assert done.player("A").life == 20


def test_silent_skimmer_attacking_a_planeswalker_its_controller_loses_life_508_5() -> None:
    walker = {"types": ["Planeswalker"], "loyalty": 3}
    state = board(
        {"id": "A", "battlefield": [{"id": "skimmer", "card": "Silent Skimmer"}]},
        {
            "id": "B",
            "battlefield": [{"id": "pw", "card": "Test Walker", "characteristics": walker}],
        },
        turn=ATTACK_STEP,
    )
    done = _attack(state, {"skimmer": "pw"}, [])
    assert done.player("B").life == 18


def test_master_of_diversion_taps_a_creature_of_the_defending_player() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "master", "card": "Master of Diversion"},
                {"id": "mine", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "blocker", "card": "Grizzly Bears"}]},
        turn=ATTACK_STEP,
    )
    done = _attack(state, {"master": "B"}, [])  # one legal target: chosen for A (603.3d)
    assert done.object("blocker").tapped
    assert not done.object("mine").tapped


def test_battlegrace_angel_gives_the_lone_attacker_lifelink_506_5() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "angel", "card": "Battlegrace Angel"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
        turn=ATTACK_STEP,
    )
    done = _attack(state, {"bears": "B"}, ["0"])  # A orders exalted and the lifelink trigger
    bears = chars(done, done.object("bears"))
    assert bears.has("lifelink") and (bears.power, bears.toughness) == (3, 3)
    assert not chars(done, done.object("angel")).has("lifelink")


def test_battlegrace_angel_does_nothing_for_two_attackers() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "angel", "card": "Battlegrace Angel"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "other", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
        turn=ATTACK_STEP,
    )
    done = _attack(state, {"bears": "B", "other": "B"}, [])
    assert not chars(done, done.object("bears")).has("lifelink")


def test_goring_ceratops_gives_the_other_creatures_double_strike() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "ceratops", "card": "Goring Ceratops"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
        turn=ATTACK_STEP,
    )
    done = _attack(state, {"ceratops": "B"}, [])
    assert chars(done, done.object("bears")).has("double strike")
    assert not chars(done, done.object("theirs")).has("double strike")


def test_roc_charger_gives_flying_only_to_an_attacker_without_it() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "roc", "card": "Roc Charger"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "home", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
        turn=ATTACK_STEP,
    )
    # the Roc has flying and Home Bears isn't attacking: the attacking bears is the only choice
    done = _attack(state, {"roc": "B", "bears": "B"}, [])
    assert chars(done, done.object("bears")).has("flying")
    assert not chars(done, done.object("home")).has("flying")


def test_mobile_garrison_untaps_the_creature_that_crewed_it() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "garrison", "card": "Mobile Garrison"},
                {"id": "crew", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears", "tapped": True}]},
        turn=ATTACK_STEP,
    )
    crew = {"type": "activate", "object": "garrison", "ability": 1}
    crewed = resolve_all(play(state, crew).state)  # the bears tap to crew it (702.122a)
    assert crewed.object("crew").tapped
    done = _attack(crewed, {"garrison": "B"}, [])  # only the bears is another of A's: chosen
    assert not done.object("crew").tapped
    assert done.object("theirs").tapped
    assert done.object("garrison").tapped  # attacking tapped it (508.1f); not its own target


def test_captains_claws_makes_a_kor_ally_token_tapped_and_attacking_508_4() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "claws", "card": "Captain's Claws", "attached_to": "bears"},
            ],
        },
        {"id": "B"},
        turn=ATTACK_STEP,
    )
    done = _attack(state, {"bears": "B"}, [])
    (token,) = [o for o in done.battlefield if o.token]
    assert token.tapped
    assert done.combat is not None and done.combat.defender_of(token.id) == "B"
    assert set(chars(done, token).subtypes) == {"Kor", "Ally"}
    for _ in range(4):  # declare blockers (none), then combat damage (510.1)
        if done.player("B").life != 20:
            break
        done = resolve_all(play(done, {"type": "advance"}).state)
    assert done.player("B").life == 16  # the 3/2 bears and the 1/1 token


def _equipped_attack(equipment: str, library: list[dict[str, Any]]) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "gear", "card": equipment, "attached_to": "bears"},
            ],
            "library": library,
        },
        {"id": "B"},
        turn=ATTACK_STEP,
    )


def test_shard_of_broken_glass_may_mill_two_cards_603_5() -> None:
    library = [{"id": f"card{i}", "card": "Forest"} for i in range(3)]
    state = _equipped_attack("Shard of Broken Glass", library)
    attacked = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    asked = pending(attacked, {"type": "resolve"}).pending
    assert asked is not None and asked.kind is DecisionKind.MAY
    milled = resolve_all(play(attacked, {"type": "resolve"}, [asked.options[0].id]).state)
    in_graveyard = [o for o in milled.objects if o.zone is Zone.GRAVEYARD]
    assert len(in_graveyard) == 2
    declined = resolve_all(play(attacked, {"type": "resolve"}, [asked.options[1].id]).state)
    assert not [o for o in declined.objects if o.zone is Zone.GRAVEYARD]


def test_sword_of_the_animist_puts_a_basic_land_onto_the_battlefield_tapped() -> None:
    library = [{"id": "forest", "card": "Forest"}, {"id": "bolt", "card": "Lightning Bolt"}]
    state = _equipped_attack("Sword of the Animist", library)
    attacked = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    asked = pending(attacked, {"type": "resolve"}).pending
    assert asked is not None and {"decline", "forest"} <= {o.id for o in asked.options}
    done = resolve_all(play(attacked, {"type": "resolve"}, ["forest"]).state)
    forest = done.object("forest")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped
    assert done.object("bolt").zone is Zone.LIBRARY
