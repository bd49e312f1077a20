"""Plain words for people: what the pages show never carries an internal id.

The engine's explanations name objects for judges with their ids ("Furnace of Rath [furnace]",
"(furnace.0)" for an effect). People read names: the builder, share pages and embeds show the
text without them. Abilities are said by what they do: "Tap Swamp for {B}", not "Activate
Swamp's ability 1".
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
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


def _names(document: Mapping[str, Any]) -> Mapping[str, str]:
    """Player ids to names and object ids to what people call them, by the one naming rule
    (engine.rules.names: "Mountain", "Mountain (Bob's)", "Mountain (Alice's, tapped)"); the
    card's name alone for a board the engine can't read. People read names, never ids."""
    players: dict[str, str] = {}
    cards: dict[str, str] = {}
    for player in document.get("players") or []:
        players[str(player["id"])] = str(player.get("name") or player["id"])
        for value in player.values():
            for o in value if isinstance(value, list) else ():
                if _is_object(o):
                    cards[str(o["id"])] = str(o.get("card", ""))
    cards.update(
        (str(o["id"]), str(o.get("card", ""))) for o in document.get("stack") or [] if _is_object(o)
    )
    return _BoardNames(players, cards, document)


class _BoardNames(Mapping[str, str]):
    """The names of one board, each object labelled only when asked for: an action names a
    few of a board's 300 objects, and labelling one is a walk over its namesakes (a paste of 40
    actions labelled every object of every board: 12,000 labels, most of its CPU budget). The
    board is loaded the first time an object is asked for ("pass priority" names none)."""

    def __init__(
        self, players: dict[str, str], cards: dict[str, str], document: Mapping[str, Any]
    ) -> None:
        self._players = players
        self._cards = cards
        self._document = document
        self._loaded = False
        self._state: GameState | None = None

    def _board(self) -> GameState | None:
        if not self._loaded:
            self._loaded = True
            try:
                self._state = engine.load(dict(self._document))
            except engine.EngineError:
                self._state = None  # a board the engine can't read: the cards' names alone
        return self._state

    def __getitem__(self, some_id: str) -> str:
        if some_id in self._players:
            return self._players[some_id]
        if some_id not in self._cards:
            raise KeyError(some_id)
        state = self._board()
        obj = state.find_object(some_id) if state is not None else None
        if state is not None and obj is not None:
            return object_label(state, obj)
        return self._cards[some_id]

    def __iter__(self) -> Iterator[str]:
        return iter({**self._players, **self._cards})

    def __len__(self) -> int:
        return len({**self._players, **self._cards})


def _is_object(value: Any) -> bool:
    return isinstance(value, Mapping) and "id" in value
