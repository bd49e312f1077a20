"""A Forge puzzle's goal (the `puzzle` block `engine.pzl.to_scenario` writes) as a `Goal`.

Forge compares `Turns` with the absolute turn number and adds one when the puzzle starts in a
cleanup step (FORMAT.md §6); a `Goal` counts turns from the start, so the limit becomes
`Turns (+1) - start turn + 1`. When that is below one, Forge's losing trigger can never fire and
the goal has no turn limit; `Turns:9999` ("as many turns as it takes") is no limit either. `forge_goal_fields` goes the other way, for export.

`Targets` is a Forge card filter: alternatives separated by `,`, each `Type.Property+Property`.
The filter is evaluated on the starting position with the solver as "you": for destroy and gain
control goals it names the permanents (default: the creatures, or the permanents, the opponent
controls); for put-onto-the-battlefield goals its `named<Card>` property names the card. The
properties read here: `YouCtrl`, `OppCtrl`, `named<Name>`, `inZoneBattlefield`, colour words and
subtypes; anything else is reported in the notes and ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.state import GameObject, GameState, Step
from engine.puzzle.goals import (
    Goal,
    GoalKind,
    destroy_permanents,
    gain_control,
    put_onto_battlefield,
    survive_until_next_turn,
    win_this_turn,
    win_within_turns,
)
from engine.rules.characteristics import chars

NO_LIMIT_TURNS = 9999  # what Forge puzzles write for "as many turns as it takes"
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
CARD_TYPES = {
    "card": None,
    "permanent": None,
    "creature": "Creature",
    "land": "Land",
    "artifact": "Artifact",
    "enchantment": "Enchantment",
    "planeswalker": "Planeswalker",
    "battle": "Battle",
}


def forge_turn_limit(block: Mapping[str, Any], start: GameState) -> int | None:
    turns = block.get("turns")
    if not isinstance(turns, int) or isinstance(turns, bool):
        return 1
    if turns >= NO_LIMIT_TURNS:
        return None
    last = turns + (1 if start.turn.step is Step.CLEANUP else 0)
    limit = last - start.turn.number + 1
    return limit if limit >= 1 else None


def goal_from_forge(block: Mapping[str, Any], start: GameState) -> tuple[Goal, tuple[str, ...]]:
    """The goal of an imported puzzle and notes on what of `Targets` couldn't be read."""
    solver = str(block.get("solver", "A"))
    limit = forge_turn_limit(block, start)
    kind = str(block.get("goal", "win"))
    targets = block.get("targets")
    notes: list[str] = []
    if kind == "survive":
        return survive_until_next_turn(solver), ()
    if kind == "destroy_specified":
        ids = _matching(start, solver, targets or "Creature.OppCtrl", notes)
        return destroy_permanents(ids, solver, limit), tuple(notes)
    if kind == "gain_control":
        ids = _matching(start, solver, targets or "Permanent.OppCtrl", notes)
        return gain_control(ids, solver, limit), tuple(notes)
    if kind == "put_onto_battlefield":
        name = _named(str(targets or ""))
        if not name:
            notes.append(f"Targets {targets!r} names no card: the goal plays as Win")
        else:
            count = block.get("target_count")
            count = count if isinstance(count, int) and count > 0 else 1
            return put_onto_battlefield(name, count, solver=solver, turns=limit), tuple(notes)
    if limit == 1:
        return win_this_turn(solver), tuple(notes)
    return win_within_turns(limit, solver), tuple(notes)


def _named(targets: str) -> str:
    for alternative in targets.split(","):
        _, _, properties = alternative.strip().partition(".")
        for prop in properties.split("+"):
            if prop.startswith("named"):
                return prop[len("named") :].strip()
    return ""


def _matching(state: GameState, solver: str, targets: str, notes: list[str]) -> tuple[str, ...]:
    found: list[str] = []
    for obj in state.battlefield:
        if any(_matches(state, obj, solver, alt.strip(), notes) for alt in targets.split(",")):
            found.append(obj.id)
    if not found:
        notes.append(f"Targets {targets!r} matches no permanent on the starting board")
    return tuple(found)


def _matches(state: GameState, obj: GameObject, solver: str, spec: str, notes: list[str]) -> bool:
    card_type, _, properties = spec.partition(".")
    c = chars(state, obj)
    wanted_type = CARD_TYPES.get(card_type.lower(), card_type)
    if wanted_type is not None and not c.is_type(wanted_type):
        return False
    for prop in filter(None, properties.split("+")):
        lower = prop.lower()
        if lower == "youctrl":
            ok = obj.controller == solver
        elif lower == "oppctrl":
            ok = obj.controller != solver
        elif lower.startswith("named"):
            ok = c.name.casefold() == prop[len("named") :].strip().casefold()
        elif lower == "inzonebattlefield":
            ok = True
        elif lower in COLOR_WORDS:
            ok = COLOR_WORDS[lower] in c.colors
        elif prop[:1].isupper():
            ok = prop in c.subtypes
        else:
            note = f"Targets property {prop!r} isn't read"
            if note not in notes:
                notes.append(note)
            ok = True
        if not ok:
            return False
    return True


# --- back to Forge --------------------------------------------------------------------------------

_FORGE_GOALS = {
    GoalKind.WIN_THIS_TURN: "win",
    GoalKind.WIN_WITHIN_TURNS: "win",
    GoalKind.SURVIVE_UNTIL_NEXT_TURN: "survive",
    GoalKind.DESTROY_PERMANENTS: "destroy_specified",
    GoalKind.GAIN_CONTROL: "gain_control",
    GoalKind.PUT_ONTO_BATTLEFIELD: "put_onto_battlefield",
}


def forge_goal_fields(goal: Goal, start: GameState) -> dict[str, Any]:
    """The `puzzle` block fields (`goal`, `goal_text`, `turns`, `targets`, `target_count`) that
    `engine.pzl.from_scenario` writes as Forge metadata. Goals Forge has no kind for (exile,
    life) keep their text, which Forge plays as Win; permanents become `named` filters."""
    fields: dict[str, Any] = {"solver": goal.solver}
    kind = _FORGE_GOALS.get(goal.kind)
    fields["goal"] = kind or "win"
    if kind is None:
        fields["goal_text"] = goal.describe()
    limit = goal.effective_turn_limit
    cleanup = 1 if start.turn.step is Step.CLEANUP else 0
    if goal.kind is GoalKind.SURVIVE_UNTIL_NEXT_TURN:
        # Forge's survive trigger fires at the upkeep of turn Turns + 1: the solver's next turn.
        solver_active = start.turn.active_player == goal.solver
        fields["turns"] = start.turn.number + (1 if solver_active else 0) - cleanup
    elif limit is None:
        fields["turns"] = NO_LIMIT_TURNS
    else:
        fields["turns"] = start.turn.number + limit - 1 - cleanup
    if goal.kind is GoalKind.PUT_ONTO_BATTLEFIELD:
        names = [goal.card] if goal.card else _names(start, goal.objects)
        fields["targets"] = ",".join(f"Card.YouCtrl+named{n}" for n in names)
        if goal.count != 1:
            fields["target_count"] = goal.count
    elif goal.kind in (GoalKind.DESTROY_PERMANENTS, GoalKind.GAIN_CONTROL) and goal.objects:
        fields["targets"] = ",".join(f"Card.named{n}" for n in _names(start, goal.objects))
    return fields


def _names(state: GameState, ids: tuple[str, ...]) -> list[str]:
    found = [state.find_object(i) for i in ids]
    return list(dict.fromkeys(chars(state, o).name for o in found if o is not None))
