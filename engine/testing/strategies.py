"""Hypothesis strategies for scenario documents (valid by construction)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

CARDS = (
    "Grizzly Bears",
    "Ghosts of the Innocent",
    "Furnace of Rath",
    "Excruciator",
    "Child of Night",
    "Platinum Angel",
    "Mountain",
    "Shock",
)
ZONES = ("library", "hand", "graveyard", "battlefield", "exile")


@st.composite
def objects(draw: st.DrawFn, prefix: str) -> list[dict[str, Any]]:
    count = draw(st.integers(0, 5))
    found = []
    for i in range(count):
        obj: dict[str, Any] = {"id": f"{prefix}{i}", "card": draw(st.sampled_from(CARDS))}
        if draw(st.booleans()):
            obj["tapped"] = True
        if draw(st.booleans()):
            obj["counters"] = {"+1/+1": draw(st.integers(1, 3))}
        if draw(st.booleans()):
            obj["damage"] = draw(st.integers(0, 3))
        found.append(obj)
    return found


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    players = []
    for pid in ("A", "B"):
        player: dict[str, Any] = {
            "id": pid,
            "name": f"Player {pid}",
            "life": draw(st.integers(-5, 40)),
            "poison": draw(st.integers(0, 9)),
        }
        for zone in ZONES:
            player[zone] = draw(objects(f"{pid}{zone[:2]}"))
        players.append(player)
    effects = []
    if draw(st.booleans()):
        effects.append(
            {
                "id": "shield",
                "kind": "prevent_next_damage",
                "controller": "B",
                "params": {"recipient": "B", "amount": draw(st.integers(1, 5))},
                "duration": "end_of_turn",
            }
        )
    if draw(st.booleans()):
        effects.append(
            {
                "id": "floor",
                "kind": "damage_life_floor",
                "controller": "B",
                "params": {"player": "B"},
                "duration": "end_of_turn",
            }
        )
    return {
        "version": 1,
        "format": "two_player",
        "turn": {
            "number": draw(st.integers(1, 20)),
            "active_player": draw(st.sampled_from(["A", "B"])),
            "step": "precombat_main",
        },
        "players": players,
        "effects": effects,
    }
