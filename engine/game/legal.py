"""The action picker's source: what can be done now, and why the rest can't.

`available_actions(state)` lists casting each card in a hand, activating each activated ability,
playing lands, resolving the top of the stack and the turn and combat actions, each marked legal
or not with the reason and rule. Targets, X and modes are chosen afterwards; an option that needs
them says how many. Casting a spell with delve also lists the cards its caster could exile for it
(702.66a): `extras["delve"]`, ids in the caster's graveyard, and `extras["delve_generic"]`, the
generic mana of the mana cost (the most cards that can pay, plus X for a cost with X).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from engine.actions.base import parse_action
from engine.actions.stack import Activate, Cast
from engine.cards.model import ActivatedAbility
from engine.core.errors import EngineError, IllegalAction
from engine.core.state import GameObject, GameState, Zone
from engine.mechanics.delve import delve_candidates, generic_mana, has_delve
from engine.rules.characteristics import chars


@dataclass(frozen=True)
class ActionOption:
    action: dict[str, Any]
    label: str
    legal: bool
    reason: str = ""
    rule: str = ""
    needs_targets: tuple[str, ...] = ()
    player: str = ""
    extras: dict[str, Any] = field(default_factory=dict)


def _try(check: Callable[[], None]) -> tuple[bool, str, str]:
    try:
        check()
    except IllegalAction as err:
        return False, err.message, err.rule
    except EngineError as err:
        return False, str(err), ""
    return True, "", ""


def _parses(state: GameState, action: dict[str, Any]) -> None:
    parse_action(action, state)


def available_actions(state: GameState) -> list[ActionOption]:
    options: list[ActionOption] = []
    for obj in state.objects:
        if obj.zone is Zone.HAND:
            c = chars(state, obj)
            if c.is_type("Land"):
                play = {"type": "play_land", "object": obj.id}
                ok, why, rule = _try(partial(_parses, state, play))
                options.append(
                    ActionOption(play, f"Play {obj.card}", ok, why, rule, player=obj.owner)
                )
            else:
                options.append(_cast_option(state, obj))
        for index, ability in enumerate(chars(state, obj).abilities):
            if (
                not isinstance(ability, ActivatedAbility)
                or obj.zone is not ability.zone
                or obj.phased_out
            ):
                continue
            activate = Activate(obj.id, index)
            ok, why, rule = _try(partial(activate.check_costs, state))
            options.append(
                ActionOption(
                    {"type": "activate", "object": obj.id, "ability": index},
                    f"{obj.card}: {ability.text}",
                    ok,
                    why,
                    rule,
                    ability.targets,
                    obj.controller,
                    {"mana_ability": ability.mana_ability, "x": "X" in ability.cost.mana},
                )
            )
    stack = state.zone(Zone.STACK)
    if stack:
        options.append(
            ActionOption({"type": "resolve"}, f"All players pass: {stack[-1].card} resolves", True)
        )
    else:
        options.append(
            ActionOption(
                {"type": "resolve"},
                "Resolve the top of the stack",
                False,
                "the stack is empty",
                "117.4",
            )
        )
    for hook in EXTRA_OPTIONS:
        options.extend(hook(state))
    return options


def _cast_option(state: GameState, obj: GameObject) -> ActionOption:
    cast = Cast(obj.id)
    ok, why, rule = _try(partial(cast.check_timing, state))
    needs = cast.target_requirements(state) if ok else ()
    extras: dict[str, Any] = {"x": "X" in chars(state, obj).mana_cost}
    if ok and has_delve(state, obj):
        extras["delve"] = tuple(o.id for o in delve_candidates(state, obj.owner))
        extras["delve_generic"] = generic_mana(chars(state, obj).mana_cost, 0)
    return ActionOption(
        {"type": "cast", "object": obj.id},
        f"Cast {obj.card}",
        ok,
        why,
        rule,
        needs,
        obj.owner,
        extras,
    )


# Other modules (turn structure, combat) add their options here.
EXTRA_OPTIONS: list[Callable[[GameState], list[ActionOption]]] = []
