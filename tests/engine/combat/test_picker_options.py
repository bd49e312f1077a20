"""The action picker's turn and combat entries: what can attack or block, and why not."""

from __future__ import annotations

from engine.game.legal import available_actions
from engine.testing.scenario import board, play


def test_attack_entries_say_why_a_creature_cant_attack() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "wall", "card": "Wall of Stone"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacks = {
        o.extras.get("attacker"): o
        for o in available_actions(state)
        if o.action["type"] == "attack"
    }
    assert attacks["bears"].legal and attacks["bears"].extras["defenders"] == ["B"]
    assert not attacks["wall"].legal and attacks["wall"].rule == "702.3b"
    assert attacks[None].label == "Declare no attackers"
    for option in attacks.values():
        if option.legal:
            play(state, option.action)  # every legal entry is accepted by the action


def test_block_entries_list_the_attackers_each_creature_can_block() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "angel", "card": "Serra Angel"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "lions", "card": "Savannah Lions"},
                {"id": "spider", "card": "Giant Spider"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"angel": "B", "bears": "B"}}).state
    state = play(state, {"type": "advance"}).state
    blocks = {
        o.extras.get("blocker"): o for o in available_actions(state) if o.action["type"] == "block"
    }
    assert blocks["lions"].extras["attackers"] == ["bears"]  # not the flying Angel
    assert blocks["spider"].extras["attackers"] == ["angel", "bears"]
    advance = next(o for o in available_actions(state) if o.action == {"type": "advance"})
    assert advance.label == "All players pass: go to the combat damage step"
