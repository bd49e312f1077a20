"""A `.pzl` puzzle as a scenario document the engine loads, and any scenario back as a `.pzl`:
import, export and import again gives the same document."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.core.state import Zone
from engine.pzl import ENGINE, dump, from_scenario, parse, to_scenario

FIXTURES = Path(__file__).parent / "fixtures"
FIXTURE_FILES = sorted(FIXTURES.glob("*.pzl"))
# What a builder's card database would say about cards the engine doesn't define.
CARD_DATABASE: dict[str, dict[str, Any]] = {
    "Liliana of the Veil": {
        "types": ["Planeswalker"],
        "supertypes": ["Legendary"],
        "subtypes": ["Liliana"],
        "loyalty": 3,
    },
    "Shivan Dragon": {
        "types": ["Creature"],
        "subtypes": ["Dragon"],
        "power": 5,
        "toughness": 5,
        "keywords": ["Flying"],
        "colors": ["R"],
    },
}
UNKNOWN = "Mystery Card"


def card_database(name: str) -> str | Mapping[str, Any] | None:
    if engine.REGISTRY.get(name) is not None:
        return ENGINE
    if name == UNKNOWN:
        return None
    return CARD_DATABASE.get(name, {"types": ["Creature"], "power": 1, "toughness": 1})


def convert(name: str) -> tuple[dict[str, Any], Any]:
    return to_scenario(parse((FIXTURES / name).read_text(encoding="utf-8")), card_database)


def objects(document: Mapping[str, Any], player: int, zone: str) -> list[dict[str, Any]]:
    return list(document["players"][player][zone])


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.name)
def test_the_engine_loads_every_converted_fixture(path: Path) -> None:
    document, _ = to_scenario(parse(path.read_text(encoding="utf-8")), card_database)
    state = engine.load(document)
    assert len(state.objects) == sum(
        len(p[z])
        for p in document["players"]
        for z in ("library", "hand", "graveyard", "battlefield", "exile", "command")
    )


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.name)
def test_import_export_import_gives_the_same_document(path: Path) -> None:
    document, report = to_scenario(parse(path.read_text(encoding="utf-8")), card_database)
    exported = dump(from_scenario(document))
    again, report_again = to_scenario(parse(exported), card_database)
    assert again == document
    assert report_again == report


def test_players_turn_and_step() -> None:
    document, _ = convert("every_key_human_ai.pzl")
    solver, opponent = document["players"]
    assert (solver["id"], solver["life"], solver["poison"], solver["counters"]) == (
        "A",
        7,
        3,
        {"energy": 2},
    )
    assert solver["mana_pool"] == {"U": 2, "R": 1}
    assert (opponent["id"], opponent["life"], opponent["counters"]) == ("B", -1, {"experience": 1})
    assert document["turn"] == {"number": 2, "active_player": "A", "step": "precombat_main"}
    assert convert("verbatim_modifiers.pzl")[0]["turn"] == {
        "number": 1,
        "active_player": "B",
        "step": "upkeep",
    }


def test_zones_counters_attachments_and_ids() -> None:
    document, _ = convert("every_key_human_ai.pzl")
    assert [o["card"] for o in objects(document, 0, "library")] == ["Island", "Forest", "Mountain"]
    bears, strength, bonesplitter, liliana = objects(document, 0, "battlefield")[:4]
    assert bears == {
        "id": "id1",
        "card": "Grizzly Bears",
        "tapped": True,
        "counters": {"+1/+1": 2, "-1/-1": 1},
    }
    assert (
        strength["attached_to"] == "id1" and bonesplitter["attached_to"] == "id1"
    )  # AttachedTo and Attaching
    # The engine defines Bonesplitter (Equipment, 301.5): no inline characteristics. Liliana is
    # known only to the card database, so hers come inline.
    assert "characteristics" not in bonesplitter
    assert liliana["characteristics"] == CARD_DATABASE["Liliana of the Veil"]
    assert (liliana["id"], liliana["counters"], liliana["summoning_sick"]) == (
        "id3",
        {"loyalty": 3},
        True,
    )
    dragon, curse = objects(document, 1, "battlefield")[:2]
    assert (
        dragon["damage"] == 2 and dragon["owner"] == "A"
    )  # controlled by the AI, owned by the human
    assert curse["attached_to"] == "A"  # EnchantingPlayer:Human
    state = engine.load(document)
    assert state.object("id8").controller == "B" and state.object("id8").owner == "A"


def test_tokens_face_down_phasing_and_combat() -> None:
    document, _ = convert("p0_p1_tokens_combat.pzl")
    knight, elves, treasure, bears, manifested, breezekeeper = objects(document, 0, "battlefield")
    assert knight["card"] == "Human Knight Token" and knight["token"] is True
    assert knight["characteristics"]["keywords"] == ["Trample", "Haste"]
    assert "summoning_sick" not in knight  # removesummoningsickness=true
    assert elves["id"] == "id2" and elves["characteristics"]["subtypes"] == ["Elf", "Warrior"]
    assert treasure["characteristics"]["types"] == ["Artifact"] and treasure["token"] is True
    assert bears == {"id": "o4", "card": "Grizzly Bears", "token": True, "tapped": True}  # IsToken
    assert manifested["face_down"] is True and breezekeeper["phased_out"] is True
    assert document["combat"] == {"attackers": {knight["id"]: "B", "id2": "id5", "o4": "B"}}
    state = engine.load(document)
    assert state.combat is not None and dict(state.combat.attackers)["id2"] == "id5"
    assert {o.id for o in state.objects if o.zone is Zone.BATTLEFIELD and o.token} == {
        knight["id"],
        "id2",
        treasure["id"],
        "o4",
    }


def test_the_report_lists_cards_and_unmodeled_features() -> None:
    _, report = convert("p0_p1_tokens_combat.pzl")
    assert report.unknown_cards == (UNKNOWN,)
    assert "Treasure Token (token T:c_a_treasure_sac)" in report.non_automated_cards
    assert (
        "Liliana of the Veil" in report.non_automated_cards
        and "Grizzly Bears" not in report.non_automated_cards
    )
    assert report.automation == "partially automated"
    _, report = convert("every_key_human_ai.pzl")
    assert {
        "p0precast=Ancestral Knowledge:TrigShuffle;Faerie Formation:CustomScript:DB$ Token | TokenScript$ u_1_1_faerie_flying",
        "p0putonstack=Lightning Bolt->AI",
        "Etherium Cell|Ability:Petal",
        "Fable of the Mirror-Breaker|Transformed",
        "Shivan Dragon|ChosenColor:Red",
        "activephaseadvance=MAIN2",
        "p1persistentmana=C C U",
        "Raging Goblin|Attacking (no attack in the precombat_main step)",
    } <= set(report.unmodeled)
    assert "state key aiName=Nick (Forge ignores it)" in report.ignored
    assert "modifier 'AER' on Shock (Forge ignores it)" in report.ignored


def test_an_all_engine_puzzle_is_automated() -> None:
    text = "[metadata]\nName:Bolt\nGoal:Win\nTurns:1\n[state]\nhumanlife=20\nailife=3\nhumanhand=Lightning Bolt\nhumanbattlefield=Mountain|Set:M19\n"
    document, report = to_scenario(parse(text))  # the default lookup knows only engine cards
    assert report.automation == "automated" and document["puzzle"]["automation"] == "automated"


def test_the_puzzle_block_carries_goal_turns_and_credit() -> None:
    document, _ = convert("every_key_human_ai.pzl")
    puzzle = document["puzzle"]
    assert {
        k: puzzle[k]
        for k in (
            "source",
            "name",
            "goal",
            "goal_text",
            "turns",
            "solver",
            "difficulty",
            "credit_url",
            "targets",
            "target_count",
        )
    } == {
        "source": "forge-pzl",
        "name": "Stackboard fixture - every key",
        "goal": "destroy_specified",
        "goal_text": "Destroy specified creatures",
        "turns": 3,
        "solver": "A",
        "difficulty": "Uncommon",
        "credit_url": "https://example.com/puzzles/every-key.png?a=1:2",
        "targets": "Creature.Dragon+OppCtrl",
        "target_count": 1,
    }
    assert puzzle["description"] == "Destroy the dragon.\nThe opponent has open mana."
    assert puzzle["forge"]["metadata"] == [["HumanControl", "True"]]
    assert [
        "precast",
        "Ancestral Knowledge:TrigShuffle;Faerie Formation:CustomScript:DB$ Token | TokenScript$ u_1_1_faerie_flying",
    ] in puzzle["forge"]["players"]["A"]


def test_export_writes_p0_p1_keys_and_what_was_kept() -> None:
    document, _ = convert("every_key_human_ai.pzl")
    text = dump(from_scenario(document))
    assert "activeplayer=p0\n" in text and "activephase=MAIN1\n" in text and "p1life=-1\n" in text
    assert (
        "p0battlefield=Grizzly Bears|Id:1|Tapped|Counters:P1P1=2,M1M1=1|NoETBTrigs;Holy Strength|AttachedTo:1;Bonesplitter|AttachedTo:1;"
        in text
    )
    assert (
        "Curse of the Bloody Tome|EnchantingPlayer:P0" in text
        and "Shivan Dragon|Id:8|Damage:2|Owner:P0|ChosenColor:Red" in text
    )
    assert "AbilityPetal=AB$ Mana" in text and "p0putonstack=Lightning Bolt->AI\n" in text
    assert "Description:Destroy the dragon.\\nThe opponent has open mana.\n" in text
    assert "HumanControl:True\n" in text and "# the opponent\n" in text


def test_any_scenario_exports_with_turns_at_least_the_turn() -> None:
    document: dict[str, Any] = {
        "turn": {"number": 3, "active_player": "B", "step": "postcombat_main"},
        "players": [
            {
                "id": "A",
                "life": 12,
                "poison": 2,
                "battlefield": [
                    {"id": "o1", "card": "Grizzly Bears", "tapped": True},
                    {"id": "o2", "card": "Holy Strength", "attached_to": "o1"},
                ],
            },
            {
                "id": "B",
                "life": 4,
                "hand": [{"id": "o3", "card": "Shock"}],
                "graveyard": [
                    {
                        "id": "o4",
                        "card": "Soldier Token",  # 111.4, as the engine names it
                        "token": True,
                        "characteristics": {
                            "types": ["Creature"],
                            "subtypes": ["Soldier"],
                            "colors": ["W"],
                            "power": 1,
                            "toughness": 1,
                        },
                    }
                ],
            },
        ],
        "effects": [
            {
                "id": "fog",
                "kind": "prevent_all_damage",
                "controller": "A",
                "params": {},
                "duration": "end_of_turn",
            }
        ],
    }
    engine.load(document)
    puzzle = from_scenario(document, {"name": "Hand made", "goal": "survive", "turns": 1})
    text = dump(puzzle)
    assert "Name:Hand made\nGoal:Survive\nTurns:3\n" in text
    assert "turn=3\nactiveplayer=p1\nactivephase=MAIN2\n" in text
    assert "p0counters=POISON=2\n" in text
    assert "p0battlefield=Grizzly Bears|Id:1|Tapped;Holy Strength|AttachedTo:1\n" in text
    assert (
        "p1graveyard=t:Soldier,P:1,T:1,Cost:no cost,Color:W,Types:Creature-Soldier,Keywords:,Image:w_1_1_soldier\n"
        in text
    )
    assert "# not exported: effect fog (prevent_all_damage, end_of_turn)" in text
    back, _ = to_scenario(parse(text), card_database)
    assert (
        objects(back, 0, "battlefield")[1]["attached_to"]
        == objects(back, 0, "battlefield")[0]["id"]
    )
    soldier = objects(back, 1, "graveyard")[0]
    assert soldier["characteristics"] == document["players"][1]["graveyard"][0]["characteristics"]
    assert soldier["card"] == "Soldier Token"  # Forge's "t:Soldier" imported back (111.4)
    assert back["puzzle"]["goal"] == "survive" and back["puzzle"]["turns"] == 3
    engine.load(back)


def test_export_refuses_a_multiplayer_scenario() -> None:
    from engine.pzl import PzlError

    with pytest.raises(PzlError, match="exactly two players"):
        from_scenario({"players": [{"id": "A"}, {"id": "B"}, {"id": "C"}]})
