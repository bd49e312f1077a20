"""The scenario document (versioned JSON) <-> GameState. The only place that knows the JSON shape.

Reading is strict about meaning and points at the bad field ("players[1].battlefield[0].card"):
unknown cards, dangling ids, duplicate ids and impossible values are refused with a clear message,
and so is an unknown key in any object (the keys are the JSON Schema's, engine.document.schema):
nothing in a document is dropped silently.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.errors import InvalidDocument, UnknownWord
from engine.core.mana import MANA_TYPES
from engine.core.state import (
    Characteristics,
    Duration,
    Effect,
    GameObject,
    GameState,
    MergedCard,
    Params,
    PendingTrigger,
    Player,
    StackInfo,
    Step,
    Turn,
    Zone,
)
from engine.core.variants import VARIANTS
from engine.core.version import DOCUMENT_VERSION
from engine.document.combat_codec import combat_from_json, combat_to_json
from engine.document.custom_cards import custom_card_from_json, custom_card_to_json
from engine.document.json_depth import value_depth
from engine.document.last_known_codec import last_known_from_json
from engine.document.schema import object_keys
from engine.document.upgrades import upgrade_document
from engine.mechanics.dungeons import DUNGEONS
from engine.rules.chosen import CHOSEN_KINDS, COLOR_LETTERS
from engine.rules.defined_pt import from_text
from engine.rules.effect_kinds import EFFECT_KINDS
from engine.rules.faces import LAYOUTS
from engine.rules.mana.spending import split_key, valid_spend
from engine.vocabulary.declarations import check_effect, check_instructions

PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.BATTLEFIELD, Zone.EXILE, Zone.COMMAND)
MAX_OBJECTS = 2_000
MAX_PLAYERS = 8


MAX_DEPTH = 40  # the deepest real document nests about 8 levels (a custom card's params)


def check_depth(value: Any, path: str = "", limit: int = MAX_DEPTH) -> None:
    """Refuse a value nested deeper than `limit` levels, walking it without recursion (reading
    or freezing a document nested hundreds of levels deep would exhaust Python's stack)."""
    if value_depth(value, limit) <= limit:
        return  # the common case, measured without building a path for every value
    todo: list[tuple[Any, str, int]] = [(value, path, 0)]
    while todo:
        item, where, depth = todo.pop()
        if depth > limit:
            raise InvalidDocument(f"nested more than {limit} levels deep", where)
        if isinstance(item, Mapping):
            todo += ((v, f"{where}.{k}".lstrip("."), depth + 1) for k, v in item.items())
        elif isinstance(item, list | tuple):
            todo += ((v, f"{where}[{i}]", depth + 1) for i, v in enumerate(item))


def load(doc: Any) -> GameState:
    """Read a scenario document; raises InvalidDocument naming the field at fault."""
    if not isinstance(doc, Mapping):
        raise InvalidDocument("a scenario document must be a JSON object")
    check_depth(doc)  # walked without recursion, before anything else reads the document
    doc = upgrade_document(doc)  # older formats, the depth limit (engine.document.upgrades)
    only_known_keys(doc, "", "")
    fmt = doc.get("format", "two_player")
    if not isinstance(fmt, str) or fmt not in VARIANTS:
        raise InvalidDocument(f"unknown format {fmt!r} (one of {', '.join(VARIANTS)})", "format")
    custom = tuple(
        custom_card_from_json(c, f"custom_cards[{i}]")
        for i, c in enumerate(_list(doc, "custom_cards", ""))
    )
    state = GameState(format=fmt, custom_cards=custom, seed=_int(doc, "seed", "", default=0))
    players_raw = _list(doc, "players", "")
    if not 2 <= len(players_raw) <= MAX_PLAYERS:
        raise InvalidDocument(f"a scenario needs 2 to {MAX_PLAYERS} players", "players")
    players: list[Player] = []
    objects: list[GameObject] = []
    ids: set[str] = set()
    for i, raw in enumerate(players_raw):
        path = f"players[{i}]"
        player = _player(raw, path, VARIANTS[fmt].starting_life)
        if player.id in ids:
            raise InvalidDocument(f"duplicate id {player.id!r}", f"{path}.id")
        ids.add(player.id)
        players.append(player)
    player_ids = {p.id for p in players}
    for i, player in enumerate(players):
        for j, name in enumerate(player.outside_game):
            if card_def(state, name) is None:
                raise InvalidDocument(
                    f"unknown card {name!r}: the engine has no definition for it",
                    f"players[{i}].outside_game[{j}]",
                    unknown_card=name,
                )
        if player.companion and player.companion not in player.outside_game:
            raise InvalidDocument(  # 702.139a: revealed from outside the game
                "a companion is a card the player owns outside the game (702.139a)",
                f"players[{i}].companion",
            )
        companion = card_def(state, player.companion) if player.companion else None
        if player.companion and (companion is None or companion.companion is None):
            raise InvalidDocument(
                f"{player.companion!r} has no companion ability (702.139a)",
                f"players[{i}].companion",
            )
    for i, raw in enumerate(players_raw):
        for zone in PLAYER_ZONES:
            for j, obj_raw in enumerate(_list(raw, zone.value, f"players[{i}]")):
                objects.append(
                    _object(obj_raw, f"players[{i}].{zone.value}[{j}]", players[i].id, zone, state)
                )
    for j, obj_raw in enumerate(_list(doc, "stack", "")):
        owner = obj_raw.get("owner") if isinstance(obj_raw, Mapping) else None
        objects.append(_object(obj_raw, f"stack[{j}]", str(owner), Zone.STACK, state))
    if len(objects) > MAX_OBJECTS:
        raise InvalidDocument(
            f"too many objects ({len(objects)}; at most {MAX_OBJECTS})", "players"
        )
    for obj in objects:
        if obj.id in ids:
            raise InvalidDocument(f"duplicate id {obj.id!r}", "objects")
        ids.add(obj.id)
        for ref, what in ((obj.owner, "owner"), (obj.controller, "controller")):
            if ref not in player_ids:
                raise InvalidDocument(f"{obj.id}: {what} {ref!r} is not a player", obj.id)
    abilities = {o.id for o in objects if o.stack is not None and o.stack.kind != "spell"}
    for j, obj in enumerate(o for o in objects if o.zone is Zone.STACK):
        # 113.7: an ability's source is the object it came from, never an ability on the stack
        # (itself included); what it creates would name as source an object that leaves the
        # stack as the ability resolves, and the state after it wouldn't load back.
        if obj.stack is not None and obj.stack.kind != "spell" and obj.stack.source in abilities:
            raise InvalidDocument(
                f"{obj.id}: an ability's source must be the object it came from, "
                f"not the ability {obj.stack.source!r}",
                f"stack[{j}].stack_info.source",
            )
    for i, player in enumerate(players):
        _check_venture_marker(player, objects, f"players[{i}]")
    for obj in objects:
        if obj.attached_to is not None and obj.attached_to not in ids:
            raise InvalidDocument(
                f"{obj.id} is attached to {obj.attached_to!r}, which doesn't exist", obj.id
            )
    effects = []
    for k, raw in enumerate(_list(doc, "effects", "")):
        effect = _effect(raw, f"effects[{k}]")
        if effect.id in ids:
            raise InvalidDocument(f"duplicate id {effect.id!r}", f"effects[{k}].id")
        if effect.controller not in player_ids:
            raise InvalidDocument(
                f"controller {effect.controller!r} is not a player", f"effects[{k}].controller"
            )
        if effect.source is not None and effect.source not in ids:
            raise InvalidDocument(f"source {effect.source!r} doesn't exist", f"effects[{k}].source")
        if effect.stands_in_for is not None and effect.stands_in_for not in ids:
            raise InvalidDocument(
                f"stands_in_for {effect.stands_in_for!r} doesn't exist",
                f"effects[{k}].stands_in_for",
            )
        ids.add(effect.id)
        effects.append(effect)
    turn = _turn(doc.get("turn", {}), player_ids)
    problem = VARIANTS[fmt].validate(tuple(players))
    if problem:
        raise InvalidDocument(problem, "players")
    timestamps = [o.layer_timestamp for o in objects] + [e.timestamp for e in effects]
    return replace(
        state,
        players=tuple(players),
        objects=tuple(objects),
        effects=tuple(effects),
        turn=turn,
        next_timestamp=max(timestamps, default=0) + 1,
        next_id=_int(doc, "next_id", "", default=1),
        pending_triggers=tuple(
            _pending(t, f"pending_triggers[{i}]")
            for i, t in enumerate(_list(doc, "pending_triggers", ""))
        ),
        last_known=last_known_from_json(doc.get("last_known"), player_ids),
        combat=combat_from_json(
            doc.get("combat"), turn.step, player_ids, {o.id: o for o in objects}
        ),
    )


def dump(state: GameState, actions: list[Any] | None = None) -> dict[str, Any]:
    """The scenario document for a state; `load(dump(s)) == s`."""
    players = []
    for p in state.players:
        entry: dict[str, Any] = {"id": p.id, "name": p.name, "life": p.life, "poison": p.poison}
        if p.team is not None:
            entry["team"] = p.team
        if p.commander_damage:
            entry["commander_damage"] = p.commander_damage.to_json()
        if p.counters:
            entry["counters"] = p.counters.to_json()
        if p.designations:
            entry["designations"] = sorted(p.designations)
        if p.speed is not None:
            entry["speed"] = p.speed
        if p.mana_pool:
            entry["mana_pool"] = p.mana_pool.to_json()
        if p.outside_game:
            entry["outside_game"] = list(p.outside_game)
        if p.companion:
            entry["companion"] = p.companion
        if p.venture_room:
            entry["venture_room"] = p.venture_room
        if p.dungeons_completed:
            entry["dungeons_completed"] = list(p.dungeons_completed)
        if p.scheme_deck:
            entry["scheme_deck"] = list(p.scheme_deck)
        for flag in ("lost", "won", "drew_from_empty_library"):
            if getattr(p, flag):
                entry[flag] = True
        for zone in PLAYER_ZONES:
            key = "controller" if zone is Zone.BATTLEFIELD else "owner"
            entry[zone.value] = [
                _dump_object(o, p.id)
                for o in state.objects
                if o.zone is zone and getattr(o, key) == p.id
            ]
        players.append(entry)
    doc: dict[str, Any] = {
        "version": DOCUMENT_VERSION,
        "format": state.format,
        "seed": state.seed,
        "next_id": state.next_id,
        "turn": {
            "number": state.turn.number,
            "active_player": state.turn.active_player,
            "step": state.turn.step.value,
        },
        "players": players,
        "stack": [_dump_object(o, None) for o in state.objects if o.zone is Zone.STACK],
        "effects": [_dump_effect(e) for e in state.effects],
    }
    if state.pending_triggers:
        doc["pending_triggers"] = [
            {
                "source": t.source,
                "ability": t.ability,
                "controller": t.controller,
                "bound": t.bound.to_json(),
                **({"effect": t.effect} if t.effect else {}),
            }
            for t in state.pending_triggers
        ]
    if state.last_known:
        doc["last_known"] = state.last_known.to_json()
    if state.combat is not None:
        doc["combat"] = combat_to_json(state.combat)
    if state.custom_cards:
        doc["custom_cards"] = [custom_card_to_json(c) for c in state.custom_cards]
    if actions:
        doc["actions"] = actions
    return doc


# --- readers -----------------------------------------------------------------------------------


def _player(raw: Any, path: str, starting_life: int) -> Player:
    if not isinstance(raw, Mapping):
        raise InvalidDocument("a player must be an object", path)
    only_known_keys(raw, "player", path)
    pid = _str(raw, "id", path)
    designations = _list(raw, "designations", path)
    if not all(isinstance(d, str) for d in designations):
        raise InvalidDocument("designations must be strings", f"{path}.designations")
    return Player(
        id=pid,
        name=_str(raw, "name", path, default=pid),
        life=_int(raw, "life", path, default=starting_life, minimum=None),
        poison=_int(raw, "poison", path, default=0),
        team=_opt_str(raw, "team", path),
        commander_damage=_counts(raw, "commander_damage", path),
        counters=_counts(raw, "counters", path),
        designations=frozenset(designations),
        speed=_int(raw, "speed", path, default=0) if "speed" in raw else None,
        lost=_bool(raw, "lost", path),
        won=_bool(raw, "won", path),
        drew_from_empty_library=_bool(raw, "drew_from_empty_library", path),
        mana_pool=_mana_pool(raw, path),
        outside_game=_names(raw, "outside_game", path),
        companion=_opt_str(raw, "companion", path) or "",
        venture_room=_opt_str(raw, "venture_room", path) or "",
        dungeons_completed=_names(raw, "dungeons_completed", path),
        scheme_deck=_names(raw, "scheme_deck", path),
    )


def _check_venture_marker(player: Player, objects: list[GameObject], path: str) -> None:
    """309.3, 309.4: a player owns one dungeon card in the command zone at most, and their venture
    marker is on one of its rooms exactly while they own one there."""
    dungeons = [
        o for o in objects if o.zone is Zone.COMMAND and o.owner == player.id and o.card in DUNGEONS
    ]
    if len(dungeons) > 1:
        raise InvalidDocument(
            "a player owns one dungeon card in the command zone at most (309.3)", path
        )
    if dungeons and DUNGEONS[dungeons[0].card].room(player.venture_room) is None:
        rooms = ", ".join(r.name for r in DUNGEONS[dungeons[0].card].rooms)
        raise InvalidDocument(
            f"venture_room must name the room of {dungeons[0].card} the venture marker is on "
            f"(309.4): one of {rooms}",
            f"{path}.venture_room",
        )
    if player.venture_room and not dungeons:
        raise InvalidDocument(
            "a venture marker is on a room of a dungeon card the player owns in the command "
            "zone (309.4): they own none there",
            f"{path}.venture_room",
        )


def _names(raw: Mapping[str, Any], key: str, path: str) -> tuple[str, ...]:
    """Card names (the cards a player owns outside the game, 400.11)."""
    names = _list(raw, key, path)
    if not all(isinstance(n, str) and n for n in names):
        raise InvalidDocument(f"{key} must be a list of card names", f"{path}.{key}")
    return tuple(names)


def _card_of(
    raw: Mapping[str, Any], path: str, state: GameState, *, known: bool = True
) -> tuple[str, Characteristics | None]:
    """An object's or merged card's "card" and inline "characteristics"; with `known`, a card
    the engine has no definition for and no characteristics inline is refused."""
    name = _str(raw, "card", path)
    inline = raw.get("characteristics")
    characteristics = (
        _characteristics(inline, f"{path}.characteristics", name) if inline is not None else None
    )
    if known and characteristics is None and card_def(state, name) is None:
        raise InvalidDocument(
            f"unknown card {name!r}: the engine has no definition for it; give its "
            "characteristics inline or define it as a custom card",
            f"{path}.card",
            unknown_card=name,
        )
    return name, characteristics


def _object(raw: Any, path: str, player: str, zone: Zone, state: GameState) -> GameObject:
    if not isinstance(raw, Mapping):
        raise InvalidDocument("an object must be a JSON object", path)
    only_known_keys(raw, "object", path)
    info = raw.get("stack_info")
    is_ability = zone is Zone.STACK and isinstance(info, Mapping) and info.get("kind") != "spell"
    name, characteristics = _card_of(raw, path, state, known=not is_ability)
    owner = _opt_str(raw, "owner", path) or player
    controller = (
        (_opt_str(raw, "controller", path) or player) if zone is Zone.BATTLEFIELD else owner
    )
    if zone is Zone.STACK:
        controller = _opt_str(raw, "controller", path) or owner
    return GameObject(
        id=_str(raw, "id", path),
        card=name,
        owner=owner,
        controller=controller,
        zone=zone,
        token=_bool(raw, "token", path),
        spell_copy=_bool(raw, "spell_copy", path) and zone is Zone.STACK,
        tapped=_bool(raw, "tapped", path),
        controlled_since_turn_start=not _bool(raw, "summoning_sick", path),
        arrived_since_last_upkeep=_bool(raw, "arrived_since_last_upkeep", path),
        counters=_counts(raw, "counters", path),
        damage=_int(raw, "damage", path, default=0),
        deathtouch_damage=_bool(raw, "deathtouch_damage", path),
        attached_to=_opt_str(raw, "attached_to", path),
        face_down=_bool(raw, "face_down", path),
        phased_out=_bool(raw, "phased_out", path),
        commander=_bool(raw, "commander", path),
        timestamp=_int(raw, "timestamp", path, default=0),
        attached_timestamp=_int(raw, "attached_timestamp", path, default=0),
        characteristics=characteristics,
        stack=_stack_info(raw.get("stack_info"), f"{path}.stack_info")
        if zone is Zone.STACK
        else None,
        x=_int(raw, "x", path, default=0),
        kicked=_int(raw, "kicked", path, default=0),
        fused=_bool(raw, "fused", path) and zone is Zone.STACK,
        cast_for=_cast_for(raw, path),
        chosen=_chosen(raw, path),
        foretold_turn=_int(raw, "foretold_turn", path, default=0),
        face=_face(raw, path, characteristics, card_def(state, name)),
        mana_spent=_mana_spent(raw, path),
        merged=_merged(raw, path, zone, state),
    )


def _merged(
    raw: Mapping[str, Any], path: str, zone: Zone, state: GameState
) -> tuple[MergedCard, ...]:
    """A merged permanent's other components, top to bottom (730.2): only on the battlefield;
    their ranks are distinct numbers from 0 to their count (one is left for the topmost)."""
    listed = _list(raw, "merged", path)
    if listed and zone is not Zone.BATTLEFIELD:
        raise InvalidDocument(
            "only a permanent is merged: leaving the battlefield, each component is an object of "
            "its own (730.3)",
            f"{path}.merged",
        )
    found: list[MergedCard] = []
    for i, entry in enumerate(listed):
        where = f"{path}.merged[{i}]"
        if not isinstance(entry, Mapping):
            raise InvalidDocument("a merged card must be an object", where)
        only_known_keys(entry, "merged_card", where)
        name, characteristics = _card_of(entry, where, state)
        found.append(
            MergedCard(
                card=name,
                rank=_int(entry, "rank", where, default=0),
                token=_bool(entry, "token", where),
                face=_face(entry, where, characteristics, card_def(state, name)),
                face_down=_bool(entry, "face_down", where),
                characteristics=characteristics,
            )
        )
    ranks = sorted(m.rank for m in found)
    if len(set(ranks)) != len(ranks) or any(r > len(found) for r in ranks):
        raise InvalidDocument(
            "merged cards' ranks must be distinct numbers from 0 to the count of merged cards",
            f"{path}.merged",
        )
    return tuple(found)


def _mana_spent(raw: Mapping[str, Any], path: str) -> tuple[str, ...]:
    """The mana spent to cast it (601.2h): a list of mana letters."""
    value = raw.get("mana_spent", [])
    if not isinstance(value, list | tuple) or not all(
        isinstance(m, str) and m in MANA_TYPES for m in value
    ):
        raise InvalidDocument(
            f"'mana_spent' must be a list of mana letters ({', '.join(MANA_TYPES)})",
            f"{path}.mana_spent",
        )
    return tuple(sorted(value, key=MANA_TYPES.index))


# Alternative costs a spell or permanent remembers (118.9, 702.74a, 702.109a, 702.138b, 702.96a).
CAST_FOR = (
    "evoke",
    "dash",
    "escape",
    "overload",
    "cleave",  # 702.148a
    "bestow",
    "mutate",  # 702.140a: a mutating creature spell
    "disguise",
    "warp",
    "sneak",
    "madness",  # 702.35b
    "miracle",  # 702.94a
    "awaken",  # 702.113a
    "blitz",  # 702.152a
    "impending",  # 702.176a
    "mayhem",  # 702.187b
    "web-slinging",  # 702.188a
    "harmonize",  # 702.180a
    "prototype",  # 702.160a, 718.3b: cast prototyped (no alternative cost, its characteristics)
    "manifest",  # 701.40a: a manifested permanent (not a cost: how it became face down)
    "cloak",  # 701.58a: a cloaked permanent
)  # "disguise": 702.168b


def _chosen(raw: Mapping[str, Any], path: str) -> Params:
    """What was chosen as the permanent entered (614.12a): a color word, a creature type."""
    value = raw.get("chosen", {})
    if not isinstance(value, Mapping) or not all(
        k in CHOSEN_KINDS and isinstance(v, str) and v for k, v in value.items()
    ):
        raise InvalidDocument(
            "'chosen' must map 'color', 'creature_type' or 'protector' to a word",
            f"{path}.chosen",
        )
    color = value.get("color")
    if color is not None and color not in COLOR_LETTERS:
        raise UnknownWord("color", str(color), f"{path}.chosen.color", tuple(COLOR_LETTERS))
    return Params(value)


def _cast_for(raw: Mapping[str, Any], path: str) -> str:
    value = _opt_str(raw, "cast_for", path) or ""
    if value and value not in CAST_FOR:
        raise UnknownWord("alternative cost", value, f"{path}.cast_for", CAST_FOR)
    return value


def _face(
    raw: Mapping[str, Any], path: str, inline: Characteristics | None, definition: CardDef | None
) -> int:
    """Which face is up (712), or which half is cast (709.3, 715.3): 0 or 1 of a card with two
    faces, always 0 for any other."""
    face = _int(raw, "face", path, default=0)
    count = len(inline.faces) if inline is not None else 0
    if definition is not None:
        count = len(definition.faces)  # the definition takes precedence (its faces count)
    if face and face >= max(count, 1):
        raise InvalidDocument(
            "face must be 0 (front) or 1 (back, or the second half) of a card with two faces",
            f"{path}.face",
        )
    return face


def _stack_info(raw: Any, path: str) -> StackInfo:
    if raw is None:
        raise InvalidDocument(
            "an object on the stack needs stack_info (kind, source, targets)", path
        )
    if not isinstance(raw, Mapping) or raw.get("kind") not in ("spell", "activated", "triggered"):
        raise InvalidDocument("stack_info.kind must be spell, activated or triggered", path)
    only_known_keys(raw, "stack_info", path)
    targets = raw.get("targets", [])
    if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets):
        raise InvalidDocument("targets must be a list of ids", f"{path}.targets")
    bound = raw.get("bound", {})
    _check_bound(bound, f"{path}.bound")
    return StackInfo(
        kind=str(raw["kind"]),
        source=_str(raw, "source", path),
        ability=_int(raw, "ability", path, default=-1, minimum=-1),
        targets=tuple(targets),
        x=_int(raw, "x", path, default=0),
        mode=_int(raw, "mode", path, default=-1, minimum=-1),
        free=_bool(raw, "free", path),
        bound=Params(bound),
    )


def _dump_stack_info(info: StackInfo) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": info.kind, "source": info.source, "targets": list(info.targets)}
    if info.ability >= 0:
        data["ability"] = info.ability
    if info.x:
        data["x"] = info.x
    if info.mode >= 0:
        data["mode"] = info.mode
    if info.free:
        data["free"] = True
    if info.bound:
        data["bound"] = info.bound.to_json()
    return data


def _pending(raw: Any, path: str) -> PendingTrigger:
    if not isinstance(raw, Mapping):
        raise InvalidDocument("a pending trigger must be an object", path)
    only_known_keys(raw, "pending_trigger", path)
    bound = raw.get("bound", {})
    _check_bound(bound, f"{path}.bound")
    return PendingTrigger(
        source=_str(raw, "source", path),
        ability=_int(raw, "ability", path, default=-1, minimum=-1),
        controller=_str(raw, "controller", path),
        bound=Params(bound if isinstance(bound, Mapping) else {}),
        effect=_opt_str(raw, "effect", path),
    )


def _characteristics(raw: Any, path: str, name: str, *, face: bool = False) -> Characteristics:
    if not isinstance(raw, Mapping):
        raise InvalidDocument("characteristics must be an object", path)
    if face and ("faces" in raw or "layout" in raw):
        raise InvalidDocument("a face can't have faces of its own", path)
    only_known_keys(raw, "face" if face else "characteristics", path)
    faces: tuple[Characteristics, ...] = ()
    layout = _text(raw, "layout", path)
    if face:
        name = _str(raw, "name", path)
    elif "faces" in raw or layout:
        if layout not in LAYOUTS:
            raise InvalidDocument(
                f"a card with faces needs a layout ({', '.join(sorted(LAYOUTS))})",
                f"{path}.layout",
            )
        listed = _list(raw, "faces", path)
        if len(listed) != 2:
            raise InvalidDocument("a multi-face card has two faces", f"{path}.faces")
        faces = tuple(
            _characteristics(f, f"{path}.faces[{i}]", name, face=True) for i, f in enumerate(listed)
        )

    def strings(key: str) -> tuple[str, ...]:
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise InvalidDocument(f"{key} must be a list of strings", f"{path}.{key}")
        return tuple(value)

    starred: dict[str, str] = {}

    def number(key: str) -> int | None:
        value = raw.get(key)
        if value is None:
            return None
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)
        elif isinstance(value, str) and key != "loyalty" and STARRED.fullmatch(value.strip()):
            starred[key] = value.strip()  # 208.2a: defined by an ability, never 0 (604.3)
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidDocument(f"{key} must be a number, or * as printed", f"{path}.{key}")
        if abs(value) > 1_000_000:
            raise InvalidDocument(f"{key} is out of range", f"{path}.{key}")
        return value

    power, toughness, loyalty = number("power"), number("toughness"), number("loyalty")
    defined = _defined_pt(raw, path, name, starred)

    return Characteristics(
        types=strings("types"),
        subtypes=strings("subtypes"),
        supertypes=strings("supertypes"),
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        colors=strings("colors"),
        mana_cost=_opt_str(raw, "mana_cost", path, allow_empty=True) or "",
        keywords=strings("keywords"),
        oracle_text=_text(raw, "oracle_text", path),
        power_text=starred.get("power", ""),
        toughness_text=starred.get("toughness", ""),
        defined_pt=defined,
        name=name if face else "",
        layout=layout if faces else "",
        faces=faces,
    )


STARRED = re.compile(r"(\d+[+-])?\*([+-]\d+)?")


def _defined_pt(
    raw: Mapping[str, Any], path: str, name: str, starred: dict[str, str]
) -> Params | None:
    """The characteristic-defining ability behind a printed "*" (604.3), read from the Oracle
    text. A "*" the engine can't compute is refused, naming the field: the document must give
    the value the card has now as a number."""
    if not starred:
        return None
    text = raw.get("oracle_text", "")
    definition = from_text(name, text) if isinstance(text, str) else None
    for key in ("power", "toughness"):
        defines = definition is not None and (f"{key}_count" in definition or "count" in definition)
        if key in starred and not defines:
            raise InvalidDocument(
                f"{key} {starred[key]!r} is defined by the card's own ability (604.3), and the "
                "engine can't compute it from the card's text: give the number it is now",
                f"{path}.{key}",
            )
    return definition


def _effect(raw: Any, path: str) -> Effect:
    if not isinstance(raw, Mapping):
        raise InvalidDocument("an effect must be an object", path)
    only_known_keys(raw, "effect", path)
    kind = _str(raw, "kind", path)
    if kind not in EFFECT_KINDS:
        raise InvalidDocument(
            f"unknown effect kind {kind!r} (known: {', '.join(sorted(EFFECT_KINDS))})",
            f"{path}.kind",
        )
    params = raw.get("params", {})
    if not isinstance(params, Mapping):
        raise InvalidDocument("params must be an object", f"{path}.params")
    params = check_effect(kind, params, path, stored=True)
    duration_name = raw.get("duration", Duration.INDEFINITE.value)
    try:
        if not isinstance(duration_name, str):
            raise ValueError(duration_name)
        duration = Duration(duration_name)
    except ValueError as exc:
        raise InvalidDocument(
            f"unknown duration (one of {', '.join(d.value for d in Duration)})", f"{path}.duration"
        ) from exc
    return Effect(
        id=_str(raw, "id", path),
        kind=kind,
        controller=_str(raw, "controller", path),
        source=_opt_str(raw, "source", path),
        params=Params(params),
        duration=duration,
        timestamp=_int(raw, "timestamp", path, default=0),
        stands_in_for=_opt_str(raw, "stands_in_for", path),
    )


def _turn(raw: Any, player_ids: set[str]) -> Turn:
    if not isinstance(raw, Mapping):
        raise InvalidDocument("turn must be an object", "turn")
    only_known_keys(raw, "turn", "turn")
    active = raw.get("active_player", sorted(player_ids)[0])
    if not isinstance(active, str) or active not in player_ids:
        raise InvalidDocument(f"active player {active!r} is not a player", "turn.active_player")
    step_name = raw.get("step", Step.PRECOMBAT_MAIN.value)
    try:
        if not isinstance(step_name, str):
            raise ValueError(step_name)
        step = Step(step_name)
    except ValueError as exc:
        raise InvalidDocument(
            f"unknown step (one of {', '.join(s.value for s in Step)})", "turn.step"
        ) from exc
    return Turn(
        number=_int(raw, "number", "turn", default=1, minimum=1),
        active_player=str(active),
        step=step,
    )


def _dump_object(o: GameObject, listed_under: str | None) -> dict[str, Any]:
    entry: dict[str, Any] = {"id": o.id, "card": o.card}
    if listed_under is None or o.owner != listed_under:
        entry["owner"] = o.owner
    if o.zone is Zone.BATTLEFIELD and o.controller != listed_under:
        entry["controller"] = o.controller
    flags = ("token", "spell_copy", "tapped", "deathtouch_damage", "face_down", "phased_out")
    for flag in (*flags, "commander"):
        if getattr(o, flag):
            entry[flag] = True
    if not o.controlled_since_turn_start:
        entry["summoning_sick"] = True
    if o.arrived_since_last_upkeep:
        entry["arrived_since_last_upkeep"] = True
    if o.counters:
        entry["counters"] = o.counters.to_json()
    if o.damage:
        entry["damage"] = o.damage
    if o.attached_to is not None:
        entry["attached_to"] = o.attached_to
    if o.timestamp:
        entry["timestamp"] = o.timestamp
    if o.attached_timestamp:
        entry["attached_timestamp"] = o.attached_timestamp
    if o.x:
        entry["x"] = o.x
    if o.kicked:
        entry["kicked"] = o.kicked
    if o.fused:
        entry["fused"] = True
    if o.cast_for:
        entry["cast_for"] = o.cast_for
    if o.chosen:
        entry["chosen"] = o.chosen.to_json()
    if o.foretold_turn:
        entry["foretold_turn"] = o.foretold_turn
    if o.mana_spent:
        entry["mana_spent"] = list(o.mana_spent)
    if o.stack is not None:
        entry["stack_info"] = _dump_stack_info(o.stack)
        if o.controller != o.owner:
            entry["controller"] = o.controller
    if o.face:
        entry["face"] = o.face
    if o.characteristics is not None:
        entry["characteristics"] = _dump_characteristics(o.characteristics)
    if o.merged:
        entry["merged"] = [_dump_merged(m) for m in o.merged]
    return entry


def _dump_merged(m: MergedCard) -> dict[str, Any]:
    entry: dict[str, Any] = {"card": m.card, "rank": m.rank}
    for flag in ("token", "face_down"):
        if getattr(m, flag):
            entry[flag] = True
    if m.face:
        entry["face"] = m.face
    if m.characteristics is not None:
        entry["characteristics"] = _dump_characteristics(m.characteristics)
    return entry


def _dump_characteristics(c: Characteristics) -> dict[str, Any]:
    skipped = ("power_text", "toughness_text", "defined_pt", "faces")
    entry = {
        k: (list(v) if isinstance(v, tuple) else v)
        for k, v in vars(c).items()
        if v not in (None, (), "") and k not in skipped
    }
    for key in ("power", "toughness"):  # a printed "*" is written as printed (208.2a)
        if getattr(c, f"{key}_text"):
            entry[key] = getattr(c, f"{key}_text")
    if c.faces:
        entry["faces"] = [_dump_characteristics(f) for f in c.faces]
    return entry


def _dump_effect(e: Effect) -> dict[str, Any]:
    entry: dict[str, Any] = {"id": e.id, "kind": e.kind, "controller": e.controller}
    if e.source is not None:
        entry["source"] = e.source
    if e.stands_in_for is not None:
        entry["stands_in_for"] = e.stands_in_for
    entry["params"] = e.params.to_json()
    entry["duration"] = e.duration.value
    if e.timestamp:
        entry["timestamp"] = e.timestamp
    return entry


# --- small typed readers ------------------------------------------------------------------------


def _check_bound(bound: Any, path: str) -> None:
    """Values bound as an ability went on the stack (targets, tokens, a delayed trigger's
    instructions): an object whose carried instructions are checked against their declarations."""
    if not isinstance(bound, Mapping):
        raise InvalidDocument("bound must be an object", path)
    if "effects" in bound:
        check_instructions(bound["effects"], f"{path}.effects")


def only_known_keys(raw: Mapping[str, Any], name: str, path: str) -> None:
    """Refuse a key the schema doesn't give this object (a misspelt key would otherwise be
    dropped silently), naming the key's path."""
    known = object_keys(name)
    for key in raw:
        if key not in known:
            where = f"{path}.{key}".lstrip(".")
            raise UnknownWord(f"key of {name or 'the document'}", key, where, tuple(sorted(known)))


def _list(raw: Any, key: str, path: str) -> list[Any]:
    value = raw.get(key, []) if isinstance(raw, Mapping) else []
    if not isinstance(value, list):
        raise InvalidDocument(f"{key} must be a list", f"{path}.{key}".lstrip("."))
    return value


def _str(raw: Mapping[str, Any], key: str, path: str, default: str | None = None) -> str:
    value = raw.get(key, default)
    if not isinstance(value, str) or not value.strip():
        raise InvalidDocument(f"{key} must be a non-empty string", f"{path}.{key}".lstrip("."))
    if len(value) > 200:
        raise InvalidDocument(
            f"{key} is too long (at most 200 characters)", f"{path}.{key}".lstrip(".")
        )
    return value


def _int(raw: Mapping[str, Any], key: str, path: str, default: int, minimum: int | None = 0) -> int:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidDocument(f"{key} must be a whole number", f"{path}.{key}".lstrip("."))
    if minimum is not None and value < minimum:
        raise InvalidDocument(f"{key} must be at least {minimum}", f"{path}.{key}".lstrip("."))
    if abs(value) > 1_000_000_000:
        raise InvalidDocument(f"{key} is out of range", f"{path}.{key}".lstrip("."))
    return value


def _bool(raw: Mapping[str, Any], key: str, path: str) -> bool:
    value = raw.get(key, False)
    if not isinstance(value, bool):
        raise InvalidDocument(f"{key} must be true or false", f"{path}.{key}".lstrip("."))
    return value


def _opt_str(
    raw: Mapping[str, Any], key: str, path: str, *, allow_empty: bool = False
) -> str | None:
    """An optional string field (an id, usually): absent or null is None."""
    if raw.get(key) is None or (allow_empty and raw.get(key) == ""):
        return None
    return _str(raw, key, path)


def _text(raw: Mapping[str, Any], key: str, path: str) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str):
        raise InvalidDocument(f"{key} must be a string", f"{path}.{key}".lstrip("."))
    return value


def _mana_pool(raw: Mapping[str, Any], path: str) -> Params:
    """A player's mana pool: whole numbers by mana type (106.4), a type perhaps followed by the
    restriction on spending it (106.6: "G@cast:Creature", engine.rules.mana.spending)."""
    pool = _counts(raw, "mana_pool", path)
    for key in pool:
        symbol, spend = split_key(key)
        if symbol not in MANA_TYPES or (spend and not valid_spend(spend)):
            raise InvalidDocument(
                "mana_pool holds mana by type (W, U, B, R, G or C), a type perhaps followed by "
                "@ and how it may be spent (cast:QUALITY or activate:QUALITY)",
                f"{path}.mana_pool.{key}",
            )
    return pool


def _counts(raw: Mapping[str, Any], key: str, path: str) -> Params:
    value = raw.get(key, {})
    if not isinstance(value, Mapping) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and v >= 0
        for k, v in value.items()
    ):
        raise InvalidDocument(f"{key} must map names to whole numbers >= 0", f"{path}.{key}")
    return Params({k: v for k, v in value.items() if v})
