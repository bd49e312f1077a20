"""Plain words for people: what the pages show never carries an internal id.

The engine's explanations name objects for judges with their ids ("Furnace of Rath [furnace]",
"(furnace.0)" for an effect). People read names: the builder, share pages and embeds show the
text without them. Abilities are said by what they do: "Tap Swamp for {B}", not "Activate
Swamp's ability 1".
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import engine
from engine.core.state import Effect, GameState
from engine.rules.effects import effects_in_force
from engine.rules.names import object_label, ordinal
from engine.rules.pipeline import describe

_BRACKETED_ID = re.compile(r"\s*\[[\w.-]+\]")
_EFFECT_ID = re.compile(r"\s*\((?=[\w-]*[A-Za-z_-])[\w-]+\.\d+\)")
_MANA_ABILITY = re.compile(r"^\{T\}: Add ((?:\{[^}]+\})+)\.?$")


def without_ids(text: str) -> str:
    """Engine text without the ids it carries for judges."""
    return _EFFECT_ID.sub("", _BRACKETED_ID.sub("", text))


def effect_words(state: GameState, effect: Effect) -> str:
    """An effect in force as people say it: its source and what it does ("Grizzly Bears
    (tapped): damage can't reduce Alice's life total below 1"); when another effect in force
    reads the same, its place among them ("..., the second of two alike")."""
    text = without_ids(describe(state, effect))
    alike = [e.id for e in effects_in_force(state) if without_ids(describe(state, e)) == text]
    if len(alike) < 2 or effect.id not in alike:
        return text
    index = alike.index(effect.id)
    place = ordinal(index + 1)
    return f"{text} (the {place} of {len(alike)} alike)"


def activation_words(card: str, ability: int, name: str) -> str:
    """Activating ability ``ability`` (0-based) of ``card`` (shown as ``name``), in words:
    "Tap Swamp for {B}" for a mana ability whose cost is {T}, else the ability's own text."""
    definition = engine.REGISTRY.get(card)
    abilities = tuple(definition.abilities) if definition is not None else ()
    chosen = abilities[ability] if 0 <= ability < len(abilities) else None
    text = str(getattr(chosen, "text", "") or "")
    if found := _MANA_ABILITY.match(text):
        return f"Tap {name} for {found.group(1)}"
    if text:
        return f"Activate {name}: “{text}”"
    return f"Activate an ability of {name}"


def describe_action(document: Mapping[str, Any], action: Mapping[str, Any]) -> str:
    """An action dict in words: "Deal damage — source: Grizzly Bears, target: Bob, amount: 3"."""
    names = _names(document)
    kind = str(action.get("type", "action")).replace("_", " ").capitalize()
    fields = [
        f"{key.replace('_', ' ')}: {_value(value, names)}"
        for key, value in action.items()
        if key not in ("type", "choices")
    ]
    stack = document.get("stack") or []
    if action.get("type") == "resolve" and stack and isinstance(stack[-1], Mapping):
        fields.append(f"top of the stack: {names.get(str(stack[-1].get('id')), '')}")
    return f"{kind} — {', '.join(fields)}" if fields else kind


def _value(value: Any, names: Mapping[str, str]) -> str:
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping):
        return "; ".join(f"{_value(k, names)} → {_value(v, names)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(_value(item, names) for item in value)
    return str(value)


def _names(document: Mapping[str, Any]) -> dict[str, str]:
    """Player ids to names and object ids to what people call them, by the one naming rule
    (engine.rules.names: "Mountain", "Mountain (Bob's)", "Mountain (Alice's, tapped)"); the
    card's name alone for a board the engine can't read. People read names, never ids."""
    names: dict[str, str] = {}
    objects: list[Mapping[str, Any]] = []
    for player in document.get("players") or []:
        names[str(player["id"])] = str(player.get("name") or player["id"])
        for value in player.values():
            objects += [o for o in (value if isinstance(value, list) else ()) if _is_object(o)]
    objects += [o for o in document.get("stack") or [] if _is_object(o)]
    names.update((str(o["id"]), str(o.get("card", ""))) for o in objects)
    try:
        state = engine.load(dict(document))
    except engine.EngineError:
        return names
    names.update((o.id, object_label(state, o)) for o in state.objects)
    return names


def _is_object(value: Any) -> bool:
    return isinstance(value, Mapping) and "id" in value
