"""Plain words for people: what the pages show never carries an internal id.

The engine's explanations name objects for judges with their ids ("Furnace of Rath [furnace]",
"(furnace.0)" for an effect). People read names: the builder, share pages and embeds show the
text without them. Abilities are said by what they do: "Tap Swamp for {B}", not "Activate
Swamp's ability 1".
"""

from __future__ import annotations

import re

import engine

_BRACKETED_ID = re.compile(r"\s*\[[\w.-]+\]")
_EFFECT_ID = re.compile(r"\s*\((?=[\w-]*[A-Za-z_-])[\w-]+\.\d+\)")
_MANA_ABILITY = re.compile(r"^\{T\}: Add ((?:\{[^}]+\})+)\.?$")


def without_ids(text: str) -> str:
    """Engine text without the ids it carries for judges."""
    return _EFFECT_ID.sub("", _BRACKETED_ID.sub("", text))


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
