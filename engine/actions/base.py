"""The action registry: each action type parses its JSON form and performs itself on a Resolution."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.errors import IllegalAction, InvalidDocument, UnknownWord
from engine.core.state import GameState
from engine.rules.pipeline import Resolution
from engine.vocabulary.actions import ACTION_TYPES, COMMON_KEYS


@dataclass(frozen=True)
class ActionType:
    name: str
    label: str
    parse: Callable[[Mapping[str, Any], GameState], Any]
    perform: Callable[[Resolution, Any], None]
    keys: tuple[str, ...] = ()  # the action's own keys besides "type" and "choices"


ACTIONS: dict[str, ActionType] = {}
# The classes `parse` returns: `apply` takes one of these in place of a dict (the explorer
# parses once and replays), and nothing else.
PARSED_TYPES: set[type] = set()


def action_type(name: str, label: str) -> Callable[[type], type]:
    """Register a typed action: the class needs `parse(data, state)` and `perform(self, res)`.
    Its keys are those its declaration gives (engine.vocabulary.actions)."""

    def register(cls: type) -> type:
        parse: Callable[[Mapping[str, Any], GameState], Any] = cls.parse  # type: ignore[attr-defined]
        declared = ACTION_TYPES.get(name)
        keys = tuple(f.name for f in declared.fields) if declared is not None else ()
        ACTIONS[name] = ActionType(name, label, parse, lambda res, a: a.perform(res), keys)
        PARSED_TYPES.add(cls)
        return cls

    return register


def parse_action(data: Mapping[str, Any], state: GameState) -> Any:
    if not isinstance(data, Mapping):
        raise InvalidDocument("an action must be an object", "action")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ACTIONS:
        known = ", ".join(sorted(ACTIONS))
        raise InvalidDocument(f"unknown action type {kind!r} (known: {known})", "action.type")
    action = ACTIONS[kind]
    for key in data:
        if key not in COMMON_KEYS and key not in action.keys:
            # A misspelt key would otherwise be ignored: the action would do something else.
            raise UnknownWord(
                f"key of a {kind} action", key, f"action.{key}", (*COMMON_KEYS, *action.keys)
            )
    return action.parse(data, state)


# --- field readers with clear errors ------------------------------------------------------------


def field_str(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise InvalidDocument(f"{key!r} must be a non-empty string", f"action.{key}")
    return value


def field_int(
    data: Mapping[str, Any], key: str, *, minimum: int | None = 0, default: int | None = None
) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidDocument(f"{key!r} must be a whole number", f"action.{key}")
    if minimum is not None and value < minimum:
        raise InvalidDocument(f"{key!r} must be at least {minimum}", f"action.{key}")
    if abs(value) > 1_000_000:
        raise InvalidDocument(f"{key!r} is too large", f"action.{key}")
    return value


def field_bool(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise InvalidDocument(f"{key!r} must be true or false", f"action.{key}")
    return value


def field_opt_str(data: Mapping[str, Any], key: str) -> str | None:
    """An optional id: absent (or null) is None, anything else must be a non-empty string."""
    if data.get(key) is None:
        return None
    return field_str(data, key)


def need_player(state: GameState, player_id: str) -> str:
    if not isinstance(player_id, str):
        raise InvalidDocument("a player must be named by its id (a string)", "action")
    player = state.find_player(player_id)
    if player is None:
        raise IllegalAction(f"there is no player {player_id!r}")
    if player.lost:
        raise IllegalAction(f"{player.name} has left the game", "800.4a")
    return player_id


def need_object(state: GameState, object_id: str) -> str:
    if not isinstance(object_id, str):
        raise InvalidDocument("an object must be named by its id (a string)", "action")
    if state.find_object(object_id) is None:
        raise IllegalAction(f"there is no object {object_id!r}")
    return object_id
