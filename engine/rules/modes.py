"""Modal spells and abilities (700.2): "Choose one —", "Choose two —", "Choose one or both —",
"Choose one or more —" and "choose up to one —", each followed by its bulleted modes.

The modes are chosen as the spell is cast or the activated ability is activated (601.2b,
700.2a), or as the triggered ability is put on the stack (603.3c, 700.2b); a mode whose targets
can't all be chosen can't be chosen, and a mode can't be chosen twice (700.2d: no card here
says otherwise). Only the chosen modes' targets are chosen (700.2c), in the order the modes are
written, and as it resolves each chosen mode is followed in that order (608.2c), with its own
targets.

On the stack one chosen mode is `StackInfo.mode`; two or more are the stack object's bound
"modes" (mode indexes in the order written).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import replace
from itertools import combinations, combinations_with_replacement
from typing import Any

from engine.cards.model import Mode
from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState, StackInfo
from engine.rules.pipeline import Resolution, name_of
from engine.rules.targets import candidates

# The words after "choose" -> the fewest and the most modes chosen (None: every mode).
MODE_COUNTS: dict[str, tuple[int, int | None]] = {
    "one": (1, 1),
    "two": (2, 2),
    "three": (3, 3),
    "one or both": (1, 2),
    "one or more": (1, None),
    "up to one": (0, 1),
    # 107.1c: "any number" is zero or more; a triggered ability with none chosen is removed
    # from the stack (700.2b)
    "any number": (0, None),
    # "Choose three. You may choose the same mode more than once." (700.2d)
    "three, repeatable": (3, 3),
    "four, repeatable": (4, 4),
    "five, repeatable": (5, 5),
    "up to four, repeatable": (0, 4),
}
CHOSEN = "modes"
REPEATABLE = ", repeatable"


def repeatable(choose: str) -> bool:
    """700.2d: the card says the same mode may be chosen more than once."""
    return choose.endswith(REPEATABLE)


def header_words(choose: str) -> str:
    """The header's words: "Choose two —", "Choose three. You may choose the same mode more
    than once." (the bullets follow it)."""
    if repeatable(choose):
        count = choose.removesuffix(REPEATABLE)
        return f"Choose {count}. You may choose the same mode more than once."
    return f"Choose {choose} —"


def count_range(choose: str, modes: Sequence[Mode]) -> tuple[int, int]:
    low, high = MODE_COUNTS[choose]
    if repeatable(choose):
        return low, low if high is None else high
    return low, len(modes) if high is None else min(high, len(modes))


def check_choice(name: str, modes: Sequence[Mode], choose: str, chosen: Sequence[int]) -> None:
    """601.2b, 700.2a, 700.2d: as many modes as the card says, each one of its modes, none
    twice."""
    low, high = count_range(choose, modes)
    if any(not 0 <= m < len(modes) for m in chosen):
        raise IllegalAction(
            f"{name} is modal: its modes are numbered 0 to {len(modes) - 1}", "700.2"
        )
    if len(set(chosen)) != len(chosen) and not repeatable(choose):
        raise IllegalAction(f"{name}: the same mode can't be chosen twice", "700.2d")
    if not low <= len(chosen) <= high:
        wanted = counted(low, "mode") if low == high else f"{low} to {counted(high, 'mode')}"
        raise IllegalAction(
            f"{name} says choose {choose}: {wanted}, {len(chosen)} chosen", "700.2a"
        )


def in_order(chosen: Sequence[int]) -> tuple[int, ...]:
    """608.2c: the chosen modes are followed in the order they're written."""
    return tuple(sorted(chosen))


def requirements(modes: Sequence[Mode], chosen: Sequence[int]) -> tuple[str, ...]:
    """700.2c: only the chosen modes' targets, in the order the modes are written."""
    return tuple(t for m in in_order(chosen) for t in modes[m].targets)


def chosen_modes(info: StackInfo) -> tuple[int, ...]:
    """The modes chosen for a spell or ability on the stack."""
    many = info.bound.get(CHOSEN)
    if many is not None:
        return tuple(int(m) for m in many)
    return (info.mode,) if info.mode >= 0 else ()


def with_choice(info: StackInfo, chosen: Sequence[int]) -> StackInfo:
    """The stack object's record of its chosen modes (one: `mode`; more: bound "modes")."""
    ordered = in_order(chosen)
    if len(ordered) == 1:
        return replace(info, mode=ordered[0])
    return replace(info, mode=-1, bound=info.bound.set(CHOSEN, ordered))


def split_targets(
    modes: Sequence[Mode], chosen: Sequence[int], targets: Sequence[str | None]
) -> list[tuple[Mode, tuple[str | None, ...]]]:
    """Each chosen mode with its own slice of the targets, in the order written (608.2c)."""
    found = []
    offset = 0
    for index in in_order(chosen):
        mode = modes[index]
        found.append((mode, tuple(targets[offset : offset + len(mode.targets)])))
        offset += len(mode.targets)
    return found


def mode_sets(modes: Sequence[Mode], choose: str) -> list[tuple[int, ...]]:
    """Every set of modes the card lets its controller choose (700.2, 700.2d), fewest first."""
    low, high = count_range(choose, modes)
    pick = combinations_with_replacement if repeatable(choose) else combinations
    return [c for size in range(max(low, 1), high + 1) for c in pick(range(len(modes)), size)]


def as_action(chosen: Sequence[int]) -> dict[str, Any]:
    """The action's words for the chosen modes: "mode" for one, "modes" for several."""
    return {"mode": chosen[0]} if len(chosen) == 1 else {"modes": list(chosen)}


def mode_is_legal(state: GameState, mode: Mode, source: GameObject, controller: str) -> bool:
    """700.2a-b: a mode can be chosen only if each of its targets can be chosen."""
    return all(
        candidates(state, requirement, source, controller, source_is_other_object=True)
        for requirement in mode.targets
    )


def legal_choices(
    state: GameState, modes: Sequence[Mode], choose: str, source: GameObject, controller: str
) -> list[tuple[int, ...]]:
    """Every set of modes that may be chosen (700.2b), fewest first; a set of several modes
    sharing a target requirement is left to its targets' own choice."""
    legal = [i for i, mode in enumerate(modes) if mode_is_legal(state, mode, source, controller)]
    low, high = count_range(choose, modes)
    found: list[tuple[int, ...]] = []
    pick = combinations_with_replacement if repeatable(choose) else combinations
    for size in range(max(low, 1), high + 1):
        found += list(pick(legal, size))
    return found


def describe(modes: Sequence[Mode], chosen: Sequence[int]) -> str:
    """The chosen modes' words, for the log and a decision's options."""
    return "; ".join(modes[m].text.rstrip(".") for m in in_order(chosen))


def modes_field(data: Mapping[str, Any]) -> tuple[int, ...]:
    """An action's "modes": the indexes of the chosen modes (601.2b), [] when not given."""
    raw = data.get("modes", [])
    if not isinstance(raw, list) or not all(
        isinstance(m, int) and not isinstance(m, bool) and 0 <= m < 100 for m in raw
    ):
        raise InvalidDocument(
            "'modes' must be a list of mode numbers (0 is the first)", "action.modes"
        )
    return tuple(raw)


def announced(
    name: str, modes: Sequence[Mode], choose: str, mode: int, many: Sequence[int]
) -> tuple[int, ...]:
    """The modes an action announces (601.2b, 602.2b): "mode" for one, "modes" for several;
    refused unless they are as many as the card says (700.2a, 700.2d)."""
    if mode >= 0 and many:
        raise IllegalAction(f"{name}: give the chosen modes once, as 'modes'", "601.2b")
    chosen = tuple(many) if many else ((mode,) if mode >= 0 else ())
    check_choice(name, modes, choose, chosen)
    return in_order(chosen)


def choose_modes(
    res: Resolution,
    ability_text: str,
    modes: Sequence[Mode],
    choose: str,
    source: GameObject,
    controller: str,
    context: Hashable,
) -> tuple[int, ...] | None:
    """603.3c, 700.2b: the controller of a modal triggered ability chooses its modes as it's
    put on the stack, among the modes that can be chosen; with none (or none chosen) the
    ability is removed from the stack (None)."""
    choices = legal_choices(res.state, modes, choose, source, controller)
    low, _ = count_range(choose, modes)
    options = [Option(",".join(map(str, c)), describe(modes, c)) for c in choices]
    if low == 0:
        options.insert(0, Option("none", "no mode"))
    if not choices:
        res.note(
            LogKind.STACK,
            f"{name_of(res.state, source.id)}'s triggered ability has no mode that can be "
            "chosen (a mode whose targets can't be chosen can't be): it is removed from the stack",
            "700.2b",
            "603.3c",
            objects=(source.id,),
        )
        return None
    if len(options) == 1:
        res.judge(LogKind.CHOICE, f"the only mode that can be chosen: {options[0].label}", "700.2b")
        answer = options[0].id
    else:
        answer = res.choose(
            controller,
            DecisionKind.MODE,
            f"{name_of(res.state, controller)} chooses {choose} for "
            f"{name_of(res.state, source.id)}'s triggered ability: {ability_text}",
            tuple(options),
            "603.3c",
            context=context,
        )
    if answer == "none":
        res.note(
            LogKind.STACK,
            f"no mode is chosen for {name_of(res.state, source.id)}'s triggered ability: it is "
            "removed from the stack",
            "700.2b",
            objects=(source.id,),
        )
        return None
    return tuple(int(m) for m in answer.split(","))


def note_modes(
    res: Resolution, obj: str, modes: Sequence[Mode], chosen: Sequence[int], rule: str
) -> None:
    """The log names the modes chosen as the spell is cast or the ability activated."""
    res.note(
        LogKind.STACK, f"modes chosen: {describe(modes, chosen)}", rule, "700.2", objects=(obj,)
    )
