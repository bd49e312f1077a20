"""Trigger events and their effects, each a real card compiled from its Oracle text:
- "whenever you gain life, target opponent loses that much life" (119.3: the life gained is
  bound as the ability triggers; Defiant Bloodlord);
- "whenever a creature with flying attacks" (508.3a: any player's; Windreader Sphinx);
- "whenever you cast an instant, sorcery, or Wizard spell" (601.2i: any of them; Rockslide
  Sorcerer);
- "whenever another red creature enters under your control" (603.6a, 105.2; Foundry Street
  Denizen);
- "whenever ~ or another Aetherborn you control dies" (700.4, 603.10a; Midnight Entourage);
- "put a +1/+1 counter on ~ and draw a card" (Setessan Champion's constellation).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

DEFIANT_BLOODLORD = {
    "name": "Defiant Bloodlord",
    "type_line": "Creature — Vampire",
    "mana_cost": "{5}{B}{B}",
    "power": "4",
    "toughness": "5",
    "layout": "normal",
    "oracle_text": "Flying\nWhenever you gain life, target opponent loses that much life.",
}
WINDREADER_SPHINX = {
    "name": "Windreader Sphinx",
    "type_line": "Creature — Sphinx",
    "mana_cost": "{5}{U}{U}",
    "power": "3",
    "toughness": "7",
    "layout": "normal",
    "oracle_text": "Flying\nWhenever a creature with flying attacks, you may draw a card.",
}
ROCKSLIDE_SORCERER = {
    "name": "Rockslide Sorcerer",
    "type_line": "Creature — Human Wizard",
    "mana_cost": "{3}{R}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Whenever you cast an instant, sorcery, or Wizard spell, Rockslide Sorcerer deals 1 damage to any target.",
}
FOUNDRY_STREET_DENIZEN = {
    "name": "Foundry Street Denizen",
    "type_line": "Creature — Goblin Warrior",
    "mana_cost": "{R}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Whenever another red creature enters the battlefield under your control, Foundry Street Denizen gets +1/+0 until end of turn.",
}
MIDNIGHT_ENTOURAGE = {
    "name": "Midnight Entourage",
    "type_line": "Creature — Aetherborn Rogue",
    "mana_cost": "{2}{B}{B}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Other Aetherborn you control get +1/+1.\nWhenever Midnight Entourage or another Aetherborn you control dies, you draw a card and you lose 1 life.",
}
SETESSAN_CHAMPION = {
    "name": "Setessan Champion",
    "type_line": "Creature — Human Warrior",
    "mana_cost": "{2}{G}",
    "power": "1",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Constellation — Whenever an enchantment enters the battlefield under your control, put a +1/+1 counter on Setessan Champion and draw a card.",
}
RECORDS = {
    r["name"]: r
    for r in (
        DEFIANT_BLOODLORD,
        WINDREADER_SPHINX,
        ROCKSLIDE_SORCERER,
        FOUNDRY_STREET_DENIZEN,
        MIDNIGHT_ENTOURAGE,
        SETESSAN_CHAMPION,
    )
}
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}
LIBRARY = [{"id": f"lib{i}", "card": "Grizzly Bears"} for i in range(3)]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    assert compile_record(record).label == AUTOMATED


def _cast(state: GameState, card: str, *targets: str, choices: tuple[str, ...] = ()) -> GameState:
    cast = play(state, {"type": "cast", "object": card, "targets": list(targets), "free": True})
    return play(cast.state, RESOLVE, choices).state


def test_defiant_bloodlord_the_opponent_loses_as_much_as_you_gained_119_3() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "helix", "card": "Lightning Helix"}],
            "battlefield": [{"id": "lord", "card": "Defiant Bloodlord"}],
        },
        {"id": "B"},
    )
    state = _cast(state, "helix", "B")  # 3 damage to B, and A gains 3 life
    assert (state.player("A").life, state.player("B").life) == (23, 17)
    done = play(state, RESOLVE).state
    assert done.player("B").life == 14


def _attack(attacker: str, b_battlefield: list[dict[str, Any]]) -> GameState:
    state = board(
        {
            "id": "A",
            "library": LIBRARY,
            "battlefield": [{"id": "sphinx", "card": "Windreader Sphinx"}],
        },
        {"id": "B", "battlefield": b_battlefield},
        turn={"number": 2, "active_player": "B", "step": "beginning_of_combat"},
    )
    state = play(state, ADVANCE).state
    return play(state, {"type": "attack", "attackers": {attacker: "A"}}).state


def test_windreader_sphinx_an_opponents_flyer_attacking_lets_you_draw_508_3a() -> None:
    state = _attack("thopter", [{"id": "thopter", "card": "Ornithopter"}])
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.rule == "603.5"
    done = play(state, RESOLVE, ["yes"]).state
    assert done.object("lib0").zone is Zone.HAND


def test_windreader_sphinx_ignores_a_creature_without_flying() -> None:
    state = _attack("bears", [{"id": "bears", "card": "Grizzly Bears"}])
    assert not state.zone(Zone.STACK)


def test_rockslide_sorcerer_an_instant_deals_one_to_any_target_601_2i() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "sorcerer", "card": "Rockslide Sorcerer"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}, ["B"])
    assert cites(cast.log, "603.2")
    triggered = play(cast.state, RESOLVE).state  # the trigger, above the Bolt
    assert triggered.player("B").life == 19
    assert play(triggered, RESOLVE).state.player("B").life == 16


def test_foundry_street_denizen_grows_for_a_red_creature_not_a_green_one() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "battlefield": [{"id": "denizen", "card": "Foundry Street Denizen"}],
        },
        {"id": "B"},
    )
    state = _cast(state, "bears")
    assert not state.zone(Zone.STACK)
    state = _cast(state, "ogre")
    done = play(state, RESOLVE).state
    c = chars(done, done.object("denizen"))
    assert (c.power, c.toughness) == (2, 1)


def test_midnight_entourage_dying_itself_draws_a_card_and_loses_one_603_10a() -> None:
    state = board(
        {
            "id": "A",
            "library": LIBRARY,
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "entourage", "card": "Midnight Entourage"}],
        },
        {"id": "B"},
    )
    state = _cast(state, "murder", "entourage")
    assert state.object("entourage").zone is Zone.GRAVEYARD
    done = play(state, RESOLVE).state
    assert done.object("lib0").zone is Zone.HAND and done.player("A").life == 19


def test_setessan_champion_an_enchantment_entering_gives_a_counter_and_a_card() -> None:
    state = board(
        {
            "id": "A",
            "library": LIBRARY,
            "hand": [{"id": "anthem", "card": "Glorious Anthem"}],
            "battlefield": [{"id": "champion", "card": "Setessan Champion"}],
        },
        {"id": "B"},
    )
    state = _cast(state, "anthem")
    done = play(state, RESOLVE).state
    assert done.object("champion").counter("+1/+1") == 1
    assert done.object("lib0").zone is Zone.HAND
