"""Aura and Equipment abilities compiled from their Oracle text (card data): a restriction and a
ban on activated abilities (Arrest, 602.5), a bonus with a restriction (Copper Carapace), a
condition on being equipped (Kor Duelist, 301.5), a trigger on the damage the enchanted creature
deals (Armadillo Cloak, 120.3) and the Equipment attaching itself as it enters (Maul of the
Skyclaves, 701.3a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def _record(name: str, type_line: str, text: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "type_line": type_line, "oracle_text": text, "layout": "normal", **more}


CARDS = {
    r["name"]: r
    for r in (
        _record(
            "Arrest",
            "Enchantment — Aura",
            "Enchant creature\nEnchanted creature can't attack or block, and its activated "
            "abilities can't be activated.",
            mana_cost="{2}{W}",
        ),
        _record(
            "Copper Carapace",
            "Artifact — Equipment",
            "Equipped creature gets +2/+2 and can't block.\nEquip {3}",
            mana_cost="{1}",
        ),
        _record(
            "Silverskin Armor",
            "Artifact — Equipment",
            "Equipped creature gets +1/+1 and is an artifact in addition to its other types.\n"
            "Equip {2}",
            mana_cost="{2}",
        ),
        _record(
            "Kor Duelist",
            "Creature — Kor Soldier",
            "As long as Kor Duelist is equipped, it has double strike. (It deals both "
            "first-strike and regular combat damage.)",
            mana_cost="{W}",
            power="1",
            toughness="1",
        ),
        _record(
            "Armadillo Cloak",
            "Enchantment — Aura",
            "Enchant creature\nEnchanted creature gets +2/+2 and has trample.\n"
            "Whenever enchanted creature deals damage, you gain that much life.",
            mana_cost="{1}{G}{W}",
        ),
        _record(
            "Maul of the Skyclaves",
            "Artifact — Equipment",
            "When Maul of the Skyclaves enters, attach it to target creature you control.\n"
            "Equipped creature gets +2/+2 and has flying and first strike.\nEquip {2}{W}{W}",
            mana_cost="{2}{W}",
        ),
    )
}


@pytest.fixture(autouse=True)
def _compiled_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_card_compiles_automated_and_prints_back_its_text(name: str) -> None:
    compiled = compile_record(CARDS[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def game(a: list[dict[str, Any]], b: list[dict[str, Any]] | None = None, **more: Any) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": a,
            "hand": more.pop("hand", []),
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {"id": "B", "name": "Bob", "battlefield": b or []},
        turn={"number": 2, "active_player": "A", "step": more.pop("step", "precombat_main")},
    )


# --- Arrest ---------------------------------------------------------------------------------


def test_arrested_elves_cant_tap_for_mana_or_attack() -> None:
    state = game(
        [
            {"id": "elves", "card": "Llanowar Elves"},
            {"id": "arrest", "card": "Arrest", "attached_to": "elves"},
        ],
        step="declare_attackers",
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "activate", "object": "elves", "ability": 0})
    assert refused.value.rule == "602.5"  # a mana ability too (605.3a)
    with pytest.raises(IllegalAction):
        play(state, {"type": "attack", "attackers": {"elves": "B"}})


def test_the_elves_tap_for_mana_again_once_arrest_is_gone() -> None:
    state = game([{"id": "elves", "card": "Llanowar Elves"}, {"id": "arrest", "card": "Arrest"}])
    result = play(state, {"type": "activate", "object": "elves", "ability": 0})
    assert result.state.player("A").mana_pool.get("G") == 1


# --- Copper Carapace --------------------------------------------------------------------------


def test_copper_carapace_gives_plus_two_and_the_creature_cant_block() -> None:
    state = game(
        [{"id": "bears", "card": "Hill Giant"}],
        [
            {"id": "carapaced", "card": "Grizzly Bears"},
            {"id": "carapace", "card": "Copper Carapace", "attached_to": "carapaced"},
        ],
        step="declare_attackers",
    )
    bears = chars(state, state.object("carapaced"))
    assert (bears.power, bears.toughness) == (4, 4)
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = play(state, {"type": "advance", "to": "declare_blockers"}).state
    with pytest.raises(IllegalAction):
        play(state, {"type": "block", "blockers": {"carapaced": "bears"}})


# --- Silverskin Armor --------------------------------------------------------------------------


def test_silverskin_armor_makes_the_creature_an_artifact_too() -> None:
    state = game(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "armor", "card": "Silverskin Armor", "attached_to": "bears"},
        ]
    )
    bears = chars(state, state.object("bears"))
    assert bears.types == ("Creature", "Artifact") and (bears.power, bears.toughness) == (3, 3)
    assert ("613.1d", "is also Artifact (Silverskin Armor)") in bears.breakdown
    loose = game(
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "armor", "card": "Silverskin Armor"}]
    )
    assert chars(loose, loose.object("bears")).types == ("Creature",)


# --- Kor Duelist -----------------------------------------------------------------------------


def test_kor_duelist_has_double_strike_only_while_equipped() -> None:
    bare = game([{"id": "duelist", "card": "Kor Duelist"}])
    assert not chars(bare, bare.object("duelist")).has("double strike")
    equipped = game(
        [
            {"id": "duelist", "card": "Kor Duelist"},
            {"id": "carapace", "card": "Copper Carapace", "attached_to": "duelist"},
        ]
    )
    duelist = chars(equipped, equipped.object("duelist"))
    assert duelist.has("double strike") and (duelist.power, duelist.toughness) == (3, 3)
    # An Aura isn't an Equipment: enchanted, it is still only a 3/3 without double strike.
    enchanted = game(
        [
            {"id": "duelist", "card": "Kor Duelist"},
            {"id": "cloak", "card": "Armadillo Cloak", "attached_to": "duelist"},
        ]
    )
    assert not chars(enchanted, enchanted.object("duelist")).has("double strike")


# --- Armadillo Cloak ---------------------------------------------------------------------------


def test_armadillo_cloak_gains_its_controller_the_damage_the_creature_deals() -> None:
    state = game(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "cloak", "card": "Armadillo Cloak", "attached_to": "bears"},
        ],
        step="declare_attackers",
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    damage = play(state, {"type": "advance", "to": "combat_damage"})
    assert damage.state.player("B").life == 16
    assert cites(damage.log, "603.2")
    gained = play(damage.state, {"type": "resolve"})
    assert gained.state.player("A").life == 24
    assert cites(gained.log, "119.3")


def test_armadillo_cloak_ignores_damage_another_creature_deals() -> None:
    state = game(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "giant", "card": "Hill Giant"},
            {"id": "cloak", "card": "Armadillo Cloak", "attached_to": "bears"},
        ],
        step="declare_attackers",
    )
    state = play(state, {"type": "attack", "attackers": {"giant": "B"}}).state
    damage = play(state, {"type": "advance", "to": "combat_damage"})
    assert damage.state.player("B").life == 17 and not damage.state.pending_triggers
    assert damage.state.player("A").life == 20


# --- Maul of the Skyclaves ---------------------------------------------------------------------


def test_maul_of_the_skyclaves_attaches_itself_to_the_target_as_it_enters() -> None:
    state = game(
        [{"id": "bears", "card": "Grizzly Bears"}],
        hand=[{"id": "maul", "card": "Maul of the Skyclaves"}],
    )
    cast = play(state, {"type": "cast", "object": "maul", "free": True})
    # The enters trigger goes on the stack targeting the only creature Alice controls (115.1).
    entered = play(cast.state, {"type": "resolve"})
    assert cites(entered.log, "603.3")
    assert entered.state.object("maul").attached_to is None
    (trigger,) = entered.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.targets == ("bears",)
    attached = play(entered.state, {"type": "resolve"})
    assert attached.state.object("maul").attached_to == "bears"
    assert cites(attached.log, "701.3a")
    bears = chars(attached.state, attached.state.object("bears"))
    assert bears.has("flying") and bears.has("first strike") and bears.power == 4
