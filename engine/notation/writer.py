"""Writing a scenario document as the board notation (docs/notation.md).

The writer reads the document with the codec first and writes the canonical document, so any
valid document gives the one text for its board, and `parse(dump(doc))` is that canonical
document. What the reader fills in by itself (defaults, ids a card's name gives) is left out.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.core.errors import InvalidDocument
from engine.core.state import GameState
from engine.document.codec import PLAYER_ZONES, load
from engine.document.codec import dump as dump_document
from engine.notation.ids import ids_to_write
from engine.notation.values import is_word, word, write

ZONE_NAMES = tuple(z.value for z in PLAYER_ZONES)
# Fields in the order the codec writes them; any other field follows in its own order.
PLAYER_FIELDS = (
    "poison",
    "team",
    "commander_damage",
    "counters",
    "designations",
    "speed",
    "venture_room",
    "dungeons_completed",
    "scheme_deck",
    "mana_pool",
    "lost",
    "won",
    "drew_from_empty_library",
)
OBJECT_FIELDS = (
    "owner",
    "controller",
    "token",
    "tapped",
    "deathtouch_damage",
    "face_down",
    "phased_out",
    "commander",
    "summoning_sick",
    "arrived_since_last_upkeep",
    "counters",
    "damage",
    "attached_to",
    "timestamp",
    "attached_timestamp",
    "x",
    "kicked",
    "cast_for",
    "chosen",
    "foretold_turn",
    "mana_spent",
    "stack_info",
    "characteristics",
    "merged",
)
EFFECT_FIELDS = ("source", "stands_in_for", "timestamp", "params")
CARD_STOP = set("#[];\n\r")


def dump(doc: Mapping[str, Any]) -> str:
    """The notation of a scenario document (its `actions` included). Raises InvalidDocument
    for a document the codec refuses."""
    actions = doc.get("actions")
    return write_document(dump_document(load(doc), list(actions) if actions else None))


def dump_state(state: GameState, actions: list[dict[str, Any]] | None = None) -> str:
    """The notation of a game state and the actions to apply to it."""
    return write_document(dump_document(state, actions))


def write_document(doc: Mapping[str, Any]) -> str:
    """The notation of a canonical document (what `engine.document.codec.dump` gives)."""
    lines: list[str] = []
    if doc.get("format", "two_player") != "two_player":
        lines.append(f"format {word(doc['format'])}")
    if doc.get("seed", 0):
        lines.append(f"seed {doc['seed']}")
    if doc.get("next_id", 1) != 1:
        lines.append(f"next_id {doc['next_id']}")
    turn = doc.get("turn", {})
    lines.append(
        f"turn {turn.get('number', 1)} {word(turn.get('active_player', ''))} "
        f"{word(turn.get('step', 'precombat_main'))}"
    )
    players = doc.get("players", [])
    effects = doc.get("effects", [])
    objects = [obj for p in players for zone in ZONE_NAMES for obj in p.get(zone, [])] + list(
        doc.get("stack", [])
    )
    taken = [p["id"] for p in players] + [e["id"] for e in effects]
    written = ids_to_write([(o["card"], o["id"]) for o in objects], taken)
    show_id = {id(o): w for o, w in zip(objects, written, strict=True)}
    for player in players:
        head = f"player {word(player['id'])} {word(player.get('name', player['id']))} "
        head += str(player.get("life", 20))
        fields = {k: v for k, v in player.items() if k not in ("id", "name", "life", *ZONE_NAMES)}
        if fields.get("poison") == 0:
            del fields["poison"]
        lines.append(head + _attrs(fields, PLAYER_FIELDS))
        for zone in ZONE_NAMES:
            if player.get(zone):
                lines.append(f"  {zone}: " + "; ".join(_card(o, show_id) for o in player[zone]))
    if doc.get("stack"):
        lines.append("stack: " + "; ".join(_card(o, show_id) for o in doc["stack"]))
    for effect in effects:
        fields = {
            k: v
            for k, v in effect.items()
            if k not in ("id", "kind", "controller", "duration") and not (k == "params" and not v)
        }
        lines.append(
            f"effect {word(effect['id'])} {word(effect['kind'])} {word(effect['controller'])} "
            f"{word(effect.get('duration', 'indefinite'))}" + _attrs(fields, EFFECT_FIELDS)
        )
    lines += [f"custom {write(card)}" for card in doc.get("custom_cards", [])]
    lines += [f"pending {write(t)}" for t in doc.get("pending_triggers", [])]
    if doc.get("last_known"):
        lines.append(f"last_known {write(doc['last_known'])}")
    if doc.get("combat") is not None:
        lines.append(f"combat {write(doc['combat'])}")
    for action in doc.get("actions") or []:
        fields = {k: v for k, v in action.items() if k != "type"}
        lines.append(f"action {word(action['type'])}" + _attrs(fields, ()))
    return "\n".join(lines) + "\n"


def _card(obj: Mapping[str, Any], show_id: dict[int, bool]) -> str:
    name = obj["card"]
    plain = (
        name == name.strip()
        and name
        and not name.startswith('"')
        and not any(ch in CARD_STOP for ch in name)
    )
    text = name if plain else json.dumps(name, ensure_ascii=False)
    if show_id[id(obj)]:
        text += f" #{word(obj['id'])}"
    fields = {k: v for k, v in obj.items() if k not in ("id", "card")}
    if fields:
        text += " [" + _attrs(fields, OBJECT_FIELDS).strip() + "]"
    return text


def _attrs(fields: Mapping[str, Any], order: tuple[str, ...]) -> str:
    """`key=value` fields (a true flag is its bare name), each after a space."""
    keys = [k for k in order if k in fields] + [k for k in fields if k not in order]
    parts = []
    for key in keys:
        if not is_word(key):
            raise InvalidDocument(f"a field name must be a plain word, not {key!r}", key)
        value = fields[key]
        parts.append(f" {key}" if value is True else f" {key}={write(value)}")
    return "".join(parts)
