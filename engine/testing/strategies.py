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


# --- boards for the notation's round trip (engine/notation) --------------------------------------

NOTATION_CARDS = (
    "Grizzly Bears",
    "Mountain",
    "Grenzo, Dungeon Warden",
    "Tilonalli's Summoner",
    "Ghosts of the Innocent",
    "Shock",
)
# Ids a reader would also give from a card's name, so the writer must keep some of them.
NOTATION_IDS = ("grizzly", "grizzly2", "mountain", "mountain2", "grenzo", "x", "true", "7", "a b")
PLAYER_NAMES = ("Alice", "Bob Smith", 'Dana "the judge"', "Zoë", "3", "null")


@st.composite
def notation_documents(draw: st.DrawFn) -> dict[str, Any]:
    """Boards with what the notation has to carry exactly: ids that look like the ones a
    card's name gives (or like numbers and keywords), names needing quotes, attachments,
    another player's permanents, a spell on the stack, effects with parameters and actions
    with choices."""
    ids = iter(draw(st.permutations(NOTATION_IDS)))
    counter = 0

    def next_id() -> str:
        nonlocal counter
        counter += 1
        return next(ids, f"o{counter}") if draw(st.booleans()) else f"o{counter}"

    players: list[dict[str, Any]] = []
    battlefield: list[str] = []
    for pid in ("A", "B"):
        player: dict[str, Any] = {
            "id": pid,
            "name": draw(st.sampled_from(PLAYER_NAMES)),
            "life": draw(st.integers(-3, 30)),
        }
        if draw(st.booleans()):
            player["mana_pool"] = {"R": draw(st.integers(1, 3))}
        for zone in ("hand", "battlefield", "graveyard"):
            cards = []
            for _ in range(draw(st.integers(0, 3))):
                obj: dict[str, Any] = {
                    "id": next_id(),
                    "card": draw(st.sampled_from(NOTATION_CARDS)),
                }
                if zone == "battlefield":
                    if draw(st.booleans()):
                        obj["tapped"] = True
                    if draw(st.booleans()):
                        obj["counters"] = {draw(st.sampled_from(["+1/+1", "-1/-1"])): 1}
                    if draw(st.booleans()):
                        obj["owner"] = "B" if pid == "A" else "A"
                    battlefield.append(obj["id"])
                cards.append(obj)
            player[zone] = cards
        players.append(player)
    if len(battlefield) >= 2 and draw(st.booleans()):
        host = next(
            o
            for o in players[0]["battlefield"] + players[1]["battlefield"]
            if o["id"] == battlefield[0]
        )
        for p in players:
            for o in p["battlefield"]:
                if o["id"] == battlefield[1]:
                    o["attached_to"] = host["id"]
    doc: dict[str, Any] = {
        "seed": draw(st.integers(0, 5)),
        "turn": {
            "number": draw(st.integers(1, 9)),
            "active_player": draw(st.sampled_from(["A", "B"])),
            "step": draw(st.sampled_from(["upkeep", "precombat_main", "end"])),
        },
        "players": players,
    }
    if draw(st.booleans()):
        doc["stack"] = [
            {
                "id": next_id(),
                "card": "Shock",
                "owner": "A",
                "stack_info": {"kind": "spell", "source": "shock", "targets": ["B"]},
            }
        ]
        doc["stack"][0]["stack_info"]["source"] = doc["stack"][0]["id"]
    if draw(st.booleans()):
        doc["effects"] = [
            {
                "id": "salve",
                "kind": "prevent_next_damage",
                "controller": "B",
                "params": {"recipient": "B", "amount": draw(st.integers(1, 5))},
                "duration": "end_of_turn",
            }
        ]
    if draw(st.booleans()):
        doc["actions"] = [
            {
                "type": "deal_damage",
                "source": draw(st.sampled_from(battlefield or ["A"])),
                "target": "B",
                "amount": draw(st.integers(0, 5)),
                "choices": draw(st.lists(st.sampled_from(["salve", "mana:RG", "life:2"]))),
            },
            {"type": "advance"},
        ]
    return doc
