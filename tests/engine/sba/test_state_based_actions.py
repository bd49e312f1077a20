"""State-based actions (704): lethal damage, the legend rule, Auras, counters, tokens."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.testing.scenario import board, cites, pending, play


def test_lethal_damage_destroys_a_creature() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "exc", "card": "Excruciator"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears", "damage": 1}]},
    )
    result = play(state, {"type": "deal_damage", "source": "exc", "target": "bears", "amount": 1})
    assert result.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5g") and cites(result.log, "120.3e")


def test_legend_rule_asks_the_controller_which_one_stays() -> None:
    g1 = {"id": "g1", "card": "Grenzo, Dungeon Warden", "counters": {"+1/+1": 1}}
    g2 = {"id": "g2", "card": "Grenzo, Dungeon Warden", "counters": {"+1/+1": 1}}
    two = board({"id": "A", "battlefield": [g1, g2]}, {"id": "B"})
    asked = pending(two, {"type": "gain_life", "player": "A", "amount": 1})
    assert (
        asked.pending is not None
        and asked.pending.decider == "A"
        and asked.pending.rule == "704.5j"
    )
    kept = play(two, {"type": "gain_life", "player": "A", "amount": 1}, ["g2"])
    assert kept.state.object("g1").zone is Zone.GRAVEYARD
    assert kept.state.object("g2").zone is Zone.BATTLEFIELD


def test_counters_annihilate_and_zero_toughness_dies() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 1, "-1/-1": 3}}
            ],
        },
        {"id": "B"},
    )
    result = play(state, {"type": "gain_life", "player": "A", "amount": 1})
    assert cites(result.log, "704.5q")
    assert result.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5f")


def test_a_token_leaving_the_battlefield_ceases_to_exist() -> None:
    token = {
        "id": "tok",
        "card": "Soldier",
        "token": True,
        "characteristics": {"types": ["Creature"], "power": 1, "toughness": 1},
    }
    state = board(
        {"id": "A", "battlefield": [token, {"id": "exc", "card": "Excruciator"}]}, {"id": "B"}
    )
    result = play(state, {"type": "deal_damage", "source": "exc", "target": "tok", "amount": 2})
    assert result.state.find_object("tok") is None
    assert cites(result.log, "704.5d")


def test_curse_can_enchant_a_player_but_not_one_with_protection() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "curse", "card": "Curse of the Pierced Heart"}]}, {"id": "B"}
    )
    state = play(state, {"type": "cast", "object": "curse", "targets": ["B"], "free": True}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("curse").attached_to == "B"
    protected = board(
        {"id": "A", "hand": [{"id": "curse", "card": "Curse of the Pierced Heart"}]},
        {"id": "B"},
        effects=[
            {
                "id": "ring",
                "kind": "protection",
                "controller": "B",
                "params": {"protected": "B", "from": "everything"},
            }
        ],
    )
    with pytest.raises(IllegalAction) as err:
        play(protected, {"type": "cast", "object": "curse", "targets": ["B"], "free": True})
    assert err.value.rule == "702.16b"


def test_pro_4_a_curse_falls_off_a_player_who_gains_protection() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "curse", "card": "Curse of the Pierced Heart", "attached_to": "B"}
            ],
        },
        {"id": "B", "hand": [{"id": "tp", "card": "Teferi's Protection"}]},
    )
    state = play(state, {"type": "cast", "object": "tp", "free": True}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("curse").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5m")


def _indestructible_golem(damage: int = 0) -> dict[str, object]:
    return {
        "id": "golem",
        "card": "Darksteel Golem",
        "damage": damage,
        "characteristics": {
            "types": ["Artifact", "Creature"],
            "power": 2,
            "toughness": 2,
            "keywords": ["Indestructible"],
        },
    }


def test_an_indestructible_creature_with_lethal_damage_stays_and_the_game_goes_on() -> None:
    # 704.5g: lethal damage destroys a creature, but an indestructible one isn't destroyed
    # (702.12b). Nothing happens, so the check performs nothing: no loop, no draw (104.4b).
    state = board(
        {"id": "A", "battlefield": [_indestructible_golem()]},
        {"id": "B", "battlefield": [{"id": "exc", "card": "Excruciator"}]},
    )
    hit = play(state, {"type": "deal_damage", "source": "exc", "target": "golem", "amount": 3})
    golem = hit.state.object("golem")
    assert golem.zone is Zone.BATTLEFIELD and golem.damage == 3
    assert not hit.state.game_over
    assert cites(hit.log, "704.5g") and cites(hit.log, "702.12b")
    assert not cites(hit.log, "104.4b")
    later = play(hit.state, {"type": "gain_life", "player": "B", "amount": 1})
    assert not later.state.game_over and later.state.player("B").life == 21
