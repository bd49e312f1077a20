"""Words for puzzle moves that only the game state knows: what each activated ability says.

    texts = ability_texts(state)   # {"m1#0": ("{T}: Add {B}.", True), ...}: text, mana ability
    describe_move(state, move)     # "cast Shock targeting Grizzly Bears"

Solve pages describe moves for a person ("Tap Swamp for {B}", "Activate Crypt Rats: {X}: ...")
rather than by an ability's number.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import ActivatedAbility
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.names import name_of


def ability_key(object_id: str, index: int) -> str:
    return f"{object_id}#{index}"


def ability_texts(state: GameState) -> dict[str, tuple[str, bool]]:
    """Each object's activated abilities: their text and whether each is a mana ability."""
    texts: dict[str, tuple[str, bool]] = {}
    for obj in state.objects:
        for index, ability in enumerate(chars(state, obj).abilities):
            if isinstance(ability, ActivatedAbility):
                texts[ability_key(obj.id, index)] = (ability.text, ability.mana_ability)
    return texts


def describe_move(state: GameState, move: Mapping[str, Any]) -> str:
    """A move in plain words, by names ("cast Shock targeting Grizzly Bears", "attack with Hill
    Giant"), as the player taking it would say it: no ids."""
    kind = move.get("type")
    if kind in ("attack", "block"):
        return describe_declaration(state, move)
    if kind == "resolve":
        stack = state.zone(Zone.STACK)
        top = name_of(state, stack[-1].id) if stack else "the top of the stack"
        return f"let {top} resolve"
    if kind == "advance":
        to = move.get("to")
        return f"go on to {str(to).replace('_', ' ')}" if to else "go on to the next step"
    what = name_of(state, str(move.get("object", "")))
    if kind == "cast":
        obj = state.find_object(str(move.get("object", "")))
        text = f"cast {obj.card if obj is not None else what}"
    elif kind == "activate":
        texts = ability_texts(state)
        key = ability_key(str(move.get("object", "")), int(move.get("ability", 0) or 0))
        ability = texts.get(key, ("", False))[0]
        text = f"activate {what}" + (f" ({ability})" if ability else "")
    elif kind == "play_land":
        text = f"play {what}"
    else:
        text = f"{str(kind).replace('_', ' ')} {what}"
    return text + action_details(state, move)


def action_details(state: GameState, action: Mapping[str, Any]) -> str:
    """A spell's or ability's X and targets in words (" with X=3 targeting Bob")."""
    text = f" with X={action['x']}" if action.get("x") else ""
    targets = action.get("targets") or ()
    if targets:
        text += " targeting " + ", ".join(name_of(state, str(t)) for t in targets)
    return text


def describe_declaration(state: GameState, action: Mapping[str, Any]) -> str:
    """Attackers or blockers declared, by names ("Hill Giant attacks Bob")."""
    if action.get("type") == "block":
        blocks = action.get("blockers") or {}
        if not blocks:
            return "no blocks"
        return "; ".join(
            f"{name_of(state, str(b))} blocks {_names(state, a)}" for b, a in blocks.items()
        )
    attacks = action.get("attackers") or {}
    if not attacks:
        return "no attack"
    return "attack: " + "; ".join(
        f"{name_of(state, str(c))} attacks {name_of(state, str(d))}" for c, d in attacks.items()
    )


def _names(state: GameState, refs: Any) -> str:
    if isinstance(refs, list | tuple):
        return " and ".join(name_of(state, str(r)) for r in refs)
    return name_of(state, str(refs))
