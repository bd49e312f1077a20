"""`activephaseadvance=COMBAT_DECLARE_BLOCKERS` from the first main phase (MTGP_02): Forge plays
on to the active player's declare blockers step, its creatures that can attack declared as
attackers (508.1a-b) and tapped (508.1f); the import starts the scenario there, with the
defending player (the solver) to declare blockers (509.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import engine
from engine.core.state import Step
from engine.pzl import characteristics_from_record, parse, records_lookup, to_scenario
from engine.pzl.exporter import from_scenario
from engine.pzl.text import dump
from engine.testing.scenario import cites, play

# Card data (Scryfall's records, trimmed to what the compiler reads).
RECORDS: dict[str, dict[str, Any]] = {
    r["name"]: r
    for r in (
        {
            "name": "Arrow Volley Trap",
            "type_line": "Instant — Trap",
            "mana_cost": "{3}{W}{W}",
            "colors": ["W"],
            "keywords": [],
            "oracle_text": "If four or more creatures are attacking, you may pay {1}{W} rather "
            "than pay this spell's mana cost.\nArrow Volley Trap deals 5 damage divided as you "
            "choose among any number of target attacking creatures.",
        },
        {
            "name": "Pitfall Trap",
            "type_line": "Instant — Trap",
            "mana_cost": "{2}{W}",
            "colors": ["W"],
            "keywords": [],
            "oracle_text": "If exactly one creature is attacking, you may pay {W} rather than "
            "pay this spell's mana cost.\nDestroy target attacking creature without flying.",
        },
        {
            "name": "Inferno Trap",
            "type_line": "Instant — Trap",
            "mana_cost": "{3}{R}",
            "colors": ["R"],
            "keywords": [],
            "oracle_text": "If you've been dealt damage by two or more creatures this turn, "
            "you may pay {R} rather than pay this spell's mana cost.\nInferno Trap deals 4 "
            "damage to target creature.",
        },
        {
            "name": "Viashino Fangtail",
            "type_line": "Creature — Viashino Warrior",
            "mana_cost": "{2}{R}{R}",
            "colors": ["R"],
            "keywords": [],
            "oracle_text": "{T}: Viashino Fangtail deals 1 damage to any target.",
            "power": "3",
            "toughness": "3",
        },
        {
            "name": "Rockslide Sorcerer",
            "type_line": "Creature — Human Wizard",
            "mana_cost": "{3}{R}",
            "colors": ["R"],
            "keywords": [],
            "oracle_text": "Whenever you cast an instant, sorcery, or Wizard spell, Rockslide "
            "Sorcerer deals 1 damage to any target.",
            "power": "3",
            "toughness": "3",
        },
        {
            "name": "Throne of the God-Pharaoh",
            "type_line": "Legendary Artifact",
            "mana_cost": "{2}",
            "colors": [],
            "keywords": [],
            "oracle_text": "At the beginning of your end step, each opponent loses life equal "
            "to the number of tapped creatures you control.",
        },
        {
            "name": "Vigilant Sentry",
            "type_line": "Creature — Human Soldier",
            "mana_cost": "{1}{W}",
            "colors": ["W"],
            "keywords": ["Vigilance"],
            "oracle_text": "Vigilance",
            "power": "2",
            "toughness": "2",
        },
        {
            "name": "Raging Goblin",
            "type_line": "Creature — Goblin Berserker",
            "mana_cost": "{R}",
            "colors": ["R"],
            "keywords": ["Haste"],
            "oracle_text": "Haste (This creature can attack and {T} as soon as it comes under "
            "your control.)",
            "power": "1",
            "toughness": "1",
        },
        {
            "name": "Goblin Piker",
            "type_line": "Creature — Goblin Warrior",
            "mana_cost": "{1}{R}",
            "colors": ["R"],
            "keywords": [],
            "oracle_text": "Goblin Piker can't block.",
            "power": "2",
            "toughness": "1",
        },
    )
}
lookup = records_lookup(RECORDS.values())

# MTGP_02 as Forge ships it.
MTGP_02 = """[metadata]
Name:MTG Puzzles #02 - It's a Trap!
URL:https://mtgpuzzles.com/puzzle/2
Goal:Survive
Turns:1
Difficulty:Easy
Description:Survive until your next turn. It's your opponents turn and they have attacked with 5 Construct tokens! It's their declare blockers step, can you find a way to survive this turn? Don't forget about Throne of the God-Pharaoh!
[state]
turn=1
activeplayer=p1
activephase=MAIN1
activephaseadvance=COMBAT_DECLARE_BLOCKERS
p0life=7
p0landsplayed=0
p0landsplayedlastturn=0
p0hand=Arrow Volley Trap;Pitfall Trap;Inferno Trap
p0battlefield=Viashino Fangtail;Rockslide Sorcerer;Mountain;Mountain;Plains;Plains
p1life=20
p1landsplayed=0
p1landsplayedlastturn=0
p1battlefield=Throne of the God-Pharaoh;T:c_4_4_a_construct;T:c_4_4_a_construct;T:c_4_4_a_construct;T:c_4_4_a_construct;T:c_4_4_a_construct
"""


@pytest.fixture(autouse=True)
def compiled_cards(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def constructs(document: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [o for o in document["players"][1]["battlefield"] if o["card"] == "Construct Token"]


def test_mtgp_02_starts_in_the_declare_blockers_step_with_five_attackers() -> None:
    document, report = to_scenario(parse(MTGP_02), lookup)
    assert report.automation == "automated", report.to_json()
    assert document["turn"] == {"number": 1, "active_player": "B", "step": "declare_blockers"}
    attackers = constructs(document)
    assert len(attackers) == 5
    assert document["combat"] == {"attackers": {o["id"]: "A" for o in attackers}}
    assert all(o.get("tapped") for o in attackers)  # 508.1f
    assert "activephaseadvance" not in str(document["puzzle"]["forge"])
    state = engine.load(document)
    assert state.turn.step is Step.DECLARE_BLOCKERS
    assert state.player("A").life == 7
    assert state.combat is not None
    assert state.combat.attackers_declared and not state.combat.blockers_declared
    assert sorted(state.combat.attacker_ids()) == sorted(o["id"] for o in attackers)


def test_the_defending_player_declares_blockers_and_the_attack_is_remembered() -> None:
    document, _ = to_scenario(parse(MTGP_02), lookup)
    state = engine.load(document)
    fangtail = document["players"][0]["battlefield"][0]["id"]
    first = constructs(document)[0]["id"]
    options = engine.available_actions(state)
    assert any(o.action.get("type") == "block" and o.legal for o in options)
    blocked = play(state, {"type": "block", "blockers": {fangtail: first}})
    assert blocked.state.combat is not None and blocked.state.combat.blockers_declared
    assert cites(blocked.log, "509.1a")
    # The attack happened this turn (raid, 508.1): the document's history says so.
    kinds = {e.kind for e in state.effects}
    assert kinds == {"creature_attacked", "turn_history"}


def test_five_unblocked_constructs_deal_twenty_damage() -> None:
    document, _ = to_scenario(parse(MTGP_02), lookup)
    state = engine.load(document)
    state = play(state, {"type": "block", "blockers": {}}).state
    damage = play(state, {"type": "advance", "to": "combat_damage"})
    assert damage.state.player("A").life == 7 - 20
    assert cites(damage.log, "510.2")


def test_the_import_exports_and_imports_again_to_the_same_document() -> None:
    document, report = to_scenario(parse(MTGP_02), lookup)
    exported = dump(from_scenario(document))
    assert "activephase=COMBAT_DECLARE_BLOCKERS" in exported
    assert "c_4_4_a_construct|Tapped|Attacking" in exported
    assert "not exported" not in exported  # the attack history is what `Attacking` says
    again, report_again = to_scenario(parse(exported), lookup)
    assert again == document
    assert report_again == report


def advanced(battlefield: str, phase: str = "MAIN1") -> tuple[dict[str, Any], Any]:
    text = MTGP_02.replace("activephase=MAIN1", f"activephase={phase}").replace(
        "p1battlefield=Throne of the God-Pharaoh;T:c_4_4_a_construct;T:c_4_4_a_construct;"
        "T:c_4_4_a_construct;T:c_4_4_a_construct;T:c_4_4_a_construct",
        f"p1battlefield={battlefield}",
    )
    return to_scenario(parse(text), lookup)


def test_only_creatures_that_can_attack_attack_and_vigilance_keeps_one_untapped() -> None:
    document, report = advanced(
        "Vigilant Sentry;Raging Goblin|SummonSick;Goblin Piker|SummonSick;Goblin Piker|Tapped"
    )
    assert report.automation == "automated", report.to_json()
    sentry, goblin, sick, tapped = document["players"][1]["battlefield"]
    # Summoning sick without haste (302.6) and tapped creatures (508.1a) don't attack.
    assert document["combat"]["attackers"] == {sentry["id"]: "A", goblin["id"]: "A"}
    assert not sentry.get("tapped")  # vigilance (702.20b)
    assert goblin["tapped"] and not sick.get("tapped") and tapped["tapped"]


def test_with_nothing_that_can_attack_the_line_stays_unmodeled() -> None:
    document, report = advanced("Throne of the God-Pharaoh;Goblin Piker|SummonSick")
    assert document["turn"]["step"] == "precombat_main"
    assert "combat" not in document
    assert "activephaseadvance=COMBAT_DECLARE_BLOCKERS" in report.unmodeled
    assert ["activephaseadvance", "COMBAT_DECLARE_BLOCKERS"] in document["puzzle"]["forge"]["state"]


def test_attacking_modifiers_keep_the_line_unmodeled() -> None:
    document, report = advanced("Vigilant Sentry|Attacking;Raging Goblin")
    assert document["turn"]["step"] == "precombat_main"
    assert "combat" not in document
    assert "activephaseadvance=COMBAT_DECLARE_BLOCKERS" in report.unmodeled


def test_an_attack_trigger_on_the_way_keeps_the_line_unmodeled(compiled_from: Any) -> None:
    trigger = {
        "name": "Charging Rhino Test",
        "type_line": "Creature — Rhino",
        "mana_cost": "{3}{G}",
        "colors": ["G"],
        "keywords": [],
        "oracle_text": "Whenever Charging Rhino Test attacks, you gain 1 life.",
        "power": "4",
        "toughness": "4",
    }
    compiled_from({**RECORDS, trigger["name"]: trigger})

    def with_rhino(name: str) -> str | Mapping[str, Any] | None:
        if name == trigger["name"]:
            return characteristics_from_record(trigger, name)
        return lookup(name)

    text = MTGP_02.replace("Throne of the God-Pharaoh;", "Charging Rhino Test;")
    document, report = to_scenario(parse(text), with_rhino)
    assert document["turn"]["step"] == "precombat_main"
    assert "activephaseadvance=COMBAT_DECLARE_BLOCKERS" in report.unmodeled


@pytest.mark.parametrize(
    ("phase", "advance"), [("DRAW", "MAIN1"), ("UPKEEP", "MAIN1"), ("CLEANUP", "UPKEEP")]
)
def test_other_advances_still_import_as_before(phase: str, advance: str) -> None:
    text = MTGP_02.replace("activephase=MAIN1", f"activephase={phase}").replace(
        "activephaseadvance=COMBAT_DECLARE_BLOCKERS", f"activephaseadvance={advance}"
    )
    document, report = to_scenario(parse(text), lookup)
    steps = {"DRAW": "draw", "UPKEEP": "upkeep", "CLEANUP": "cleanup"}
    assert document["turn"]["step"] == steps[phase]
    assert "combat" not in document
    assert f"activephaseadvance={advance}" in report.unmodeled
    assert ["activephaseadvance", advance] in document["puzzle"]["forge"]["state"]
