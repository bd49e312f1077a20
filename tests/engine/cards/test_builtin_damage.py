"""Built-in burn, prevention and damage modifiers: Fog (615, combat damage only), Lava Spike's
target words, Earthquake, Skullcrack (119.7, 615.12), Torbran and Gisela's filters, Benevolent
Unicorn (a spell source), Fiery Emancipation, Urza's Armor and Curse of Bloodletting."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play


def deal(
    state: GameState, source: str, target: str, amount: int, combat: bool = False
) -> GameState:
    return play(
        state,
        {
            "type": "deal_damage",
            "source": source,
            "target": target,
            "amount": amount,
            "combat": combat,
        },
    ).state


def cast(state: GameState, card: str, *targets: str, **extra: Any) -> GameState:
    state = play(
        state, {"type": "cast", "object": card, "targets": list(targets), "free": True, **extra}
    ).state
    return play(state, {"type": "resolve"}).state


def test_fog_prevents_combat_damage_only() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "fog", "card": "Fog"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    state = cast(state, "fog")
    result = play(
        state, {"type": "deal_damage", "source": "wurm", "target": "A", "amount": 6, "combat": True}
    )
    assert result.state.player("A").life == 20
    assert cites(result.log, "615.1a")
    assert deal(result.state, "wurm", "bears", 6, combat=True).object("bears").damage == 0
    assert deal(result.state, "wurm", "A", 3).player("A").life == 17  # not combat damage


def test_lava_spike_targets_a_player_or_planeswalker_only() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "spike", "card": "Lava Spike"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "spike", "targets": ["bears"], "free": True})
    assert err.value.rule == "115.1"
    assert cast(state, "spike", "B").player("B").life == 17


def test_earthquake_hits_creatures_without_flying_and_every_player() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "quake", "card": "Earthquake"}],
            "battlefield": [{"id": "angel", "card": "Serra Angel"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    state = cast(state, "quake", x=2)
    assert (state.player("A").life, state.player("B").life) == (18, 18)
    assert state.object("bears").zone is Zone.GRAVEYARD
    assert state.object("angel").damage == 0


def test_skullcrack_stops_life_gain_and_prevention_this_turn() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "crack", "card": "Skullcrack"}]},
        {
            "id": "B",
            "hand": [
                {"id": "salve", "card": "Healing Salve"},
                {"id": "nectar", "card": "Sacred Nectar"},
            ],
        },
    )
    state = play(state, {"type": "cast", "object": "crack", "targets": ["B"], "free": True}).state
    state = cast(state, "salve", "B", mode=1)  # a 3-damage shield on B, in response
    result = play(state, {"type": "resolve"})
    assert result.state.player("B").life == 17  # the shield doesn't stop it
    assert cites(result.log, "615.12")
    gain = play(result.state, {"type": "gain_life", "player": "B", "amount": 4})
    assert gain.state.player("B").life == 17
    assert cites(gain.log, "119.7")


def test_torbran_adds_two_to_red_sources_hitting_opponents_only() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "torbran", "card": "Torbran, Thane of Red Fell"},
                {"id": "goblin", "card": "Raging Goblin"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "wurm", "card": "Craw Wurm"},
                {"id": "goblin2", "card": "Mons's Goblin Raiders"},
            ],
        },
    )
    assert deal(state, "goblin", "B", 1, combat=True).player("B").life == 17  # 1 + 2
    assert (
        deal(state, "goblin", "wurm", 1).object("wurm").damage == 3
    )  # a permanent an opponent controls
    assert deal(state, "bears", "B", 2).player("B").life == 18  # green source: no bonus
    assert deal(state, "goblin", "A", 1).player("A").life == 19  # not an opponent
    assert deal(state, "goblin2", "A", 1).player("A").life == 19  # a red source A doesn't control


def test_gisela_doubles_damage_to_opponents_and_prevents_half_rounded_up_to_you() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "gisela", "card": "Gisela, Blade of Goldnight"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    assert deal(state, "bears", "B", 2).player("B").life == 16
    result = play(
        state, {"type": "deal_damage", "source": "wurm", "target": "A", "amount": 5, "combat": True}
    )
    assert result.state.player("A").life == 18  # 3 of 5 prevented
    assert cites(result.log, "615.1a")
    assert deal(state, "wurm", "bears", 1).object("bears").damage == 0  # half of 1, rounded up


def test_benevolent_unicorn_reduces_damage_from_spells_only() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "unicorn", "card": "Benevolent Unicorn"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    assert cast(state, "bolt", "B").player("B").life == 18
    assert deal(state, "bears", "B", 2, combat=True).player("B").life == 18


def test_fiery_emancipation_triples_and_urzas_armor_prevents_one() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "fiery", "card": "Fiery Emancipation"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "armor", "card": "Urza's Armor"},
                {"id": "wurm", "card": "Craw Wurm"},
            ],
        },
    )
    # B orders the two effects (616.1): tripled then reduced, or reduced then tripled.
    first = play(
        state, {"type": "deal_damage", "source": "bears", "target": "B", "amount": 2}, ["fiery.0"]
    )
    assert first.state.player("B").life == 15  # 6 - 1
    second = play(
        state, {"type": "deal_damage", "source": "bears", "target": "B", "amount": 2}, ["armor.0"]
    )
    assert second.state.player("B").life == 17  # (2 - 1) x 3
    assert deal(state, "wurm", "A", 2).player("A").life == 18  # B's sources aren't tripled


def test_curse_of_bloodletting_doubles_damage_to_the_enchanted_player() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "curse", "card": "Curse of Bloodletting"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    state = cast(state, "curse", "B")
    assert state.object("curse").attached_to == "B"
    assert deal(state, "bears", "B", 2).player("B").life == 16
    assert deal(state, "wurm", "A", 2).player("A").life == 18
