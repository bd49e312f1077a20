"""Board set-up: the board editor's changes to a draft's scenario document.

Each ``do_*`` function edits a copy of the document, lets ``engine.load`` judge the result and
only then saves it (normalised by ``engine.dump``), so a rejected edit changes nothing. They
return one sentence saying what changed, for the page's status message, and raise
``ServiceError`` (naming the form field at fault when there is one) for anything the engine or
the board refuses. Set-up edits are not game actions: nothing is logged, and the log of the last
action is cleared because it no longer describes the board.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import engine
from builder.operations.jsonvalues import json_copy
from builder.scenarios import services
from builder.scenarios.services import ServiceError
from builder.scenarios.services.plainwords import effect_words
from engine.core.state import COMBAT_STEPS, Step
from engine.core.variants import VARIANTS
from engine.rules.names import object_label

__all__ = [
    "EDITOR_MAX_PLAYERS",
    "NoSuchObject",
    "do_add_effect",
    "do_change_counters",
    "do_move_object",
    "do_remove_effect",
    "do_remove_object",
    "do_set_game",
    "do_toggle_tapped",
    "do_update_object",
    "do_update_player",
    "edit_document",
    "locate",
]

EDITOR_MAX_PLAYERS = 4
PLAYER_IDS = "ABCDEFGH"
DEFAULT_NAMES = {"A": "Alice", "B": "Bob", "C": "Carol", "D": "Dave"}
ZONES = ("battlefield", "hand", "graveyard", "exile", "library", "command")
# What an object keeps when it moves to another zone: it becomes a new object (400.7).
KEPT_ON_ZONE_CHANGE = ("id", "card", "owner", "token", "commander", "characteristics")
COUNTER_LIMIT = 1_000
Document = dict[str, Any]


# --- the one way a document changes ----------------------------------------------------------


def edit_document(draft: Any, change: Callable[[Document], str]) -> str:
    """Apply ``change`` to a copy of the draft's document; keep it only if the engine reads it."""
    document = json_copy(draft.document)
    message = change(document)
    state = services._load(document)
    services._save_setup(draft, engine.dump(state, document.get("actions")), state)
    return message


class NoSuchObject(ServiceError):
    """The object an edit names isn't in a player's zones (a view answers 404)."""


def locate(document: Document, object_id: str) -> tuple[Document, str, list[Any], int]:
    """(player it is listed under, zone, that zone's list, index) of an object of a player."""
    for player in document["players"]:
        for zone in ZONES:
            items = player.get(zone) or []
            for index, obj in enumerate(items):
                if isinstance(obj, Mapping) and obj.get("id") == object_id:
                    return player, zone, items, index
    raise NoSuchObject(f"There is no card {object_id!r} in a player's zones.")


def plain_name(document: Document, object_id: str) -> str:
    """What people call an object of the document: its card's name, told apart from others
    of the same name by what differs ("Grizzly Bears (tapped)"), never its id. The board is
    loaded only when another object shares the name (an edit holds the draft's lock)."""
    _, _, items, at = locate(document, object_id)
    card = str(items[at].get("card", ""))
    same = sum(
        1
        for player in document["players"]
        for zone in ZONES
        for other in player.get(zone) or ()
        if isinstance(other, Mapping) and other.get("card") == card
    )
    stacked = [o for o in document.get("stack") or () if isinstance(o, Mapping)]
    if same + sum(1 for o in stacked if o.get("card") == card) <= 1:
        return card
    state = services._load(document)
    found = state.find_object(object_id)
    return object_label(state, found) if found is not None else "that card"


def player_entry(document: Document, player_id: str, field: str = "player") -> Document:
    for player in document["players"]:
        if player["id"] == player_id:
            return dict_of(player)
    raise ServiceError(f"There is no player {player_id!r}.", field=field)


def dict_of(value: Any) -> Document:
    if not isinstance(value, dict):
        raise ServiceError("The scenario document is malformed.")
    return value


def player_name(document: Document, player_id: str) -> str:
    player = next((p for p in document["players"] if p["id"] == player_id), None)
    return str(player.get("name") or player_id) if player else player_id


def next_id(document: Document, prefix: str) -> str:
    pattern = re.compile(rf"^{re.escape(prefix)}(\d+)$")
    used = [int(m.group(1)) for i in _ids(document) if (m := pattern.match(i))]
    return f"{prefix}{max(used, default=0) + 1}"


def next_timestamp(document: Document) -> int:
    """A timestamp later than every object's and effect's (613.7)."""
    stamps = [
        int(obj.get("timestamp", 0))
        for player in document["players"]
        for zone in ZONES
        for obj in player.get(zone) or ()
        if isinstance(obj, Mapping)
    ]
    stamps += [
        int(e.get("timestamp", 0)) for e in document.get("effects") or () if isinstance(e, Mapping)
    ]
    stamps += [
        int(o.get("timestamp", 0)) for o in document.get("stack") or () if isinstance(o, Mapping)
    ]
    return max(stamps, default=0) + 1


def _ids(value: Any) -> Iterator[str]:
    if isinstance(value, Mapping):
        if isinstance(value.get("id"), str):
            yield value["id"]
        for item in value.values():
            yield from _ids(item)
    elif isinstance(value, list):
        for item in value:
            yield from _ids(item)


def insert_at(
    items: list[Any], obj: Any, zone: str, position: str | None, index: int | None
) -> None:
    """Put ``obj`` in a zone's list: at ``index``, or on top / at the bottom. A library lists its
    top card first; in every other zone the newest (the top of a graveyard) comes last."""
    if index is not None:
        items.insert(max(0, min(index, len(items))), obj)
    elif (position == "bottom") == (zone == "library"):
        items.append(obj)
    else:
        items.insert(0, obj)


# --- the game -----------------------------------------------------------------------------


def do_set_game(
    draft: Any,
    *,
    format: str,
    players: int,
    turn_number: int,
    active_player: str,
    step: str,
    reset_life: bool = False,
) -> str:
    """Format, number of players, turn and step. New players get the format's starting life;
    a player is only removed when nothing of theirs is left in any zone."""

    def change(document: Document) -> str:
        if format not in VARIANTS:
            raise ServiceError(f"Unknown format {format!r}.", field="format")
        current = document["players"]
        for removed in current[players:]:
            if any(removed.get(zone) for zone in ZONES):
                raise ServiceError(
                    f"{removed.get('name') or removed['id']} still has cards: move or remove "
                    "them first.",
                    field="players",
                )
        kept = current[:players]
        variant = VARIANTS[format]
        added = []
        while len(kept) < players:
            used = {p["id"] for p in kept} | set(_ids(document))
            pid = next(i for i in PLAYER_IDS if i not in used)
            added.append(
                {"id": pid, "name": DEFAULT_NAMES.get(pid, pid), "life": variant.starting_life}
            )
            kept.append(added[-1])
        document["players"] = kept
        document["format"] = format
        for index, player in enumerate(kept):
            team = variant.default_team(index)
            if team is not None:
                player.setdefault("team", team)
            else:
                player.pop("team", None)
            if reset_life:
                player["life"] = variant.starting_life
                player["poison"] = 0
        for player in added:  # a new teammate shares the team's life and poison (810.9, 810.10)
            mate = next(
                (p for p in kept if p.get("team") == player.get("team") and p not in added), None
            )
            if mate is not None and variant.shared_life:
                player["life"], player["poison"] = (
                    mate.get("life", variant.starting_life),
                    mate.get("poison", 0),
                )
        ids = [p["id"] for p in kept]
        document["turn"] = {
            "number": turn_number,
            "active_player": active_player if active_player in ids else ids[0],
            "step": step,
        }
        if Step(step) not in COMBAT_STEPS:
            document.pop("combat", None)
        return (
            f"{variant.label} with {players} players; turn {turn_number}, "
            f"{player_name(document, document['turn']['active_player'])}’s "
            f"{step.replace('_', ' ')}."
        )

    if not 2 <= players <= EDITOR_MAX_PLAYERS:
        raise ServiceError(f"Choose 2 to {EDITOR_MAX_PLAYERS} players.", field="players")
    try:
        Step(step)
    except ValueError:
        raise ServiceError(f"Unknown step {step!r}.", field="step") from None
    return edit_document(draft, change)


def do_update_player(
    draft: Any,
    player_id: str,
    *,
    name: str,
    life: int,
    poison: int,
    team: str = "",
    designations: tuple[str, ...] = (),
    commander_damage: Mapping[str, int] | None = None,
) -> str:
    """A player's name, totals, team and designations. In Two-Headed Giant teammates share one
    life total and poison count (810.9, 810.10), so both change together."""

    def change(document: Document) -> str:
        player = player_entry(document, player_id)
        player["name"] = name
        if VARIANTS[document.get("format", "two_player")].shared_life:
            if team:
                player["team"] = team
            mates = [p for p in document["players"] if p.get("team") == player.get("team")]
        else:
            mates = [player]
        for mate in mates:
            mate["life"], mate["poison"] = life, poison
        if designations:
            player["designations"] = sorted(set(designations))
        else:
            player.pop("designations", None)
        damage = {k: v for k, v in (commander_damage or {}).items() if v}
        if damage:
            player["commander_damage"] = damage
        else:
            player.pop("commander_damage", None)
        return f"Updated {name}: {life} life, {poison} poison."

    return edit_document(draft, change)


# --- objects ------------------------------------------------------------------------------


def do_move_object(
    draft: Any,
    object_id: str,
    *,
    to_player: str | None = None,
    to_zone: str | None = None,
    position: str | None = None,
    index: int | None = None,
    offset: int | None = None,
) -> str:
    """Move a card: up or down in its zone (``offset``), or to a zone of a player (the owner's,
    except on the battlefield, where the player listed controls it), at ``index`` or on top."""

    def change(document: Document) -> str:
        player, zone, items, at = locate(document, object_id)
        obj = items[at]
        if offset:
            target = at + offset
            if not 0 <= target < len(items):
                return f"{obj['card']} is already at the {'top' if offset < 0 else 'bottom'}."
            items[at], items[target] = items[target], items[at]
            return f"Moved {obj['card']} {'up' if offset < 0 else 'down'}."
        dest_player = player_entry(document, to_player or player["id"], field="to")
        dest_zone = to_zone or zone
        if dest_zone not in ZONES:
            raise ServiceError(f"Unknown zone {dest_zone!r}.", field="to")
        owner = obj.get("owner", player["id"]) if zone == "battlefield" else player["id"]
        del items[at]
        if dest_zone == zone:  # another place in the zone, or another player's: same object
            moved = obj
        else:
            moved = {k: obj[k] for k in KEPT_ON_ZONE_CHANGE if k in obj}
            if dest_zone == "battlefield":
                moved["timestamp"] = next_timestamp(document)
        moved.pop("controller", None)  # a battlefield lists what its player controls
        if dest_zone == "battlefield" and owner != dest_player["id"]:
            moved["owner"] = owner
        else:
            moved.pop("owner", None)  # other zones are their owner's: the player chosen owns it
        dest_items = dest_player.setdefault(dest_zone, [])
        insert_at(dest_items, moved, dest_zone, position, index)
        where = f"{dest_player.get('name') or dest_player['id']}’s {dest_zone}"
        return f"Moved {obj['card']} to {where}."

    return edit_document(draft, change)


def do_toggle_tapped(draft: Any, object_id: str) -> str:
    def change(document: Document) -> str:
        _, zone, items, at = locate(document, object_id)
        obj = items[at]
        if zone != "battlefield":
            raise ServiceError(f"Only permanents can be tapped; {obj['card']} is in a {zone}.")
        if obj.get("tapped"):
            obj.pop("tapped")
            return f"Untapped {obj['card']}."
        obj["tapped"] = True
        return f"Tapped {obj['card']}."

    return edit_document(draft, change)


FLAGS = ("tapped", "face_down", "summoning_sick", "token", "commander", "phased_out")
BATTLEFIELD_FLAGS = ("tapped", "summoning_sick", "phased_out")


def do_update_object(
    draft: Any,
    object_id: str,
    *,
    flags: Mapping[str, bool],
    damage: int = 0,
    controller: str | None = None,
    owner: str | None = None,
    attached_to: str = "",
) -> str:
    """A card's status: flags (tapped, face down ...), damage marked, controller, owner and what
    it is attached to. Status that only permanents have is refused elsewhere."""

    def change(document: Document) -> str:
        player, zone, items, at = locate(document, object_id)
        obj = items[at]
        on_battlefield = zone == "battlefield"
        for flag in FLAGS:
            if flags.get(flag) and flag in BATTLEFIELD_FLAGS and not on_battlefield:
                raise ServiceError(f"Only a permanent can be {flag.replace('_', ' ')}.", field=flag)
            if flags.get(flag):
                obj[flag] = True
            else:
                obj.pop(flag, None)
        if damage and not on_battlefield:
            raise ServiceError("Only a permanent can have damage marked.", field="damage")
        _set_or_drop(obj, "damage", damage)
        if attached_to and not on_battlefield:
            raise ServiceError("Only a permanent can be attached.", field="attached_to")
        if attached_to == object_id:
            raise ServiceError("A permanent can't be attached to itself.", field="attached_to")
        _set_or_drop(obj, "attached_to", attached_to)
        current_owner = obj.get("owner", player["id"]) if on_battlefield else player["id"]
        new_owner = owner or current_owner
        if on_battlefield:
            new_controller = controller or player["id"]
            obj.pop("controller", None)
            if new_controller != player["id"]:
                del items[at]
                player_entry(document, new_controller, field="controller").setdefault(
                    "battlefield", []
                ).append(obj)
            _set_or_drop(obj, "owner", "" if new_owner == new_controller else new_owner)
        elif new_owner != current_owner:
            del items[at]
            player_entry(document, new_owner, field="owner").setdefault(zone, []).append(obj)
        return f"Updated {obj['card']}."

    return edit_document(draft, change)


def _set_or_drop(obj: Document, key: str, value: Any) -> None:
    if value:
        obj[key] = value
    else:
        obj.pop(key, None)


def do_change_counters(draft: Any, object_id: str, kind: str, delta: int) -> str:
    """Put counters of any kind on a card, or remove them (never below zero)."""
    kind = " ".join(kind.split())
    if not kind:
        raise ServiceError("Name the kind of counter.", field="kind")

    def change(document: Document) -> str:
        _, _, items, at = locate(document, object_id)
        obj = items[at]
        counters = dict(obj.get("counters") or {})
        count = max(0, min(COUNTER_LIMIT, int(counters.get(kind, 0)) + delta))
        if delta < 0 and kind not in counters:
            raise ServiceError(f"{obj['card']} has no {kind} counters.", field="kind")
        _set_or_drop(counters, kind, count)
        _set_or_drop(obj, "counters", counters)
        what = "Put" if delta > 0 else "Removed"
        return f"{what} {abs(delta)} {kind} counter{'s' if abs(delta) != 1 else ''}: {obj['card']} has {count}."

    return edit_document(draft, change)


def do_remove_object(draft: Any, object_id: str) -> str:
    """Take a card out of the scenario; what was attached to it is no longer attached."""

    def change(document: Document) -> str:
        name = plain_name(document, object_id)
        _, _, items, at = locate(document, object_id)
        for effect in document.get("effects") or ():
            if object_id in (effect.get("source"), effect.get("stands_in_for")):
                state = services._load(document)
                found = next((e for e in state.effects if e.id == effect.get("id")), None)
                what = f" ({effect_words(state, found)})" if found is not None else ""
                how = "stands in for" if effect.get("source") != object_id else "comes from"
                raise ServiceError(
                    f"An effect in force {how} {name}{what}: remove the effect first."
                )
        items.pop(at)
        for player in document["players"]:
            (player.get("commander_damage") or {}).pop(object_id, None)
            for zone in ZONES:
                for other in player.get(zone) or ():
                    if isinstance(other, dict) and other.get("attached_to") == object_id:
                        other.pop("attached_to")
        return f"Removed {name} from the scenario."

    return edit_document(draft, change)


# --- effects in force ---------------------------------------------------------------------


def do_add_effect(
    draft: Any,
    *,
    kind: str,
    params: Mapping[str, Any],
    controller: str,
    source: str = "",
    duration: str = "end_of_turn",
    stands_in_for: str = "",
) -> str:
    """Put an effect from the vocabulary in force (e.g. damage_life_floor until end of turn);
    with `stands_in_for`, as a judge's stand-in for that card's text the engine doesn't apply
    (engine.rules.stand_ins)."""

    def change(document: Document) -> str:
        if duration == "while_source_on_battlefield" and not source:
            raise ServiceError("This duration needs a source.", field="source")
        effect: Document = {
            "id": next_id(document, "e"),
            "kind": kind,
            "controller": controller,
            "params": dict(params),
            "duration": duration,
            "timestamp": next_timestamp(document),
        }
        if source:
            effect["source"] = source
        if stands_in_for:
            effect["stands_in_for"] = stands_in_for
        document.setdefault("effects", []).append(effect)
        state = services._load(document)
        added = next(e for e in state.effects if e.id == effect["id"])
        return f"Now in force: {effect_words(state, added)}."

    return edit_document(draft, change)


def do_remove_effect(draft: Any, effect_id: str) -> str:
    def change(document: Document) -> str:
        effects = document.get("effects") or []
        kept = [e for e in effects if e.get("id") != effect_id]
        if len(kept) == len(effects):
            raise ServiceError("That effect is not in force any more.", field="effect")
        state = services._load(document)
        removed = next(e for e in state.effects if e.id == effect_id)
        words = effect_words(state, removed)
        document["effects"] = kept
        return f"No longer in force: {words}."

    return edit_document(draft, change)
