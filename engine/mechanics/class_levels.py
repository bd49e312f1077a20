"""Class levels (716): a Class card's class level bars.

- "[Cost]: Level N — [Abilities]" (716.2a) is an activated ability, "[Cost]: This Class's level
  becomes N. Activate only if this Class is level N-1 and only as a sorcery": `level_bar`
  builds it (the instruction become_class_level, the activation condition "class_level_is:N-1"),
  and a static ability, "As long as this Class is level N or greater, it has [Abilities]": the
  abilities of the bar's section held under the static condition "class_level:N"
  (engine.oracle.conditional_abilities).
- A level is a designation any permanent can have (716.2b): kept as a bookkeeping effect of
  kind "class_level" tied to the permanent by its timestamp (engine.mechanics.designations), so
  a new object after a zone change (400.7) has no level; it isn't copiable. A permanent with no
  level is treated as level 1 (716.2d).
- Becoming a level is an event: "When this Class becomes level N" triggers on it (603.2).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

import re

from engine.cards.model import ActivatedAbility, Cost, TriggeredAbility, instruction
from engine.core.events import BecameClassLevel, DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.rules.activation_conditions import MORE_CONDITIONS
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.static_conditions import condition
from engine.rules.triggers import trigger_kind

KIND = "class_level"
KEYWORD = "Class level"  # the keyword ability a class level bar is (716.2)
RULE = "716.2a"
# "{1}{U}: Level 2", a class level bar as Oracle text prints it
BAR = re.compile(r"^((?:\{[^}]+\})+): Level (\d+)$")
IS_LEVEL = "class_level_is"  # the bar's activation condition: exactly level N-1


@register
class ClassLevel(EffectKind[WouldEvent]):
    """Params: "object", "timestamp" and "level": that permanent's level (716.2b)."""

    name = KIND
    rules = ("716.2b",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} is level {effect.params['level']}"


def _records(state: GameState, obj: GameObject) -> list[Effect]:
    return [
        e
        for e in state.effects
        if e.kind == KIND
        and e.params.get("object") == obj.id
        and e.params.get("timestamp") == obj.timestamp
    ]


def level_of(state: GameState, obj: GameObject) -> int:
    """716.2b, 716.2d: the permanent's level; 1 when it has none."""
    if obj.zone is not Zone.BATTLEFIELD:
        return 1
    found = _records(state, obj)
    return int(found[-1].params["level"]) if found else 1


def level_bar(cost: str, level: int) -> ActivatedAbility:
    """716.2a: "[Cost]: This Class's level becomes N. Activate only if this Class is level N-1
    and only as a sorcery." """
    return ActivatedAbility(
        f"{cost}: Level {level}",
        Cost(mana=cost),
        (instruction("become_class_level", level=level),),
        sorcery_speed=True,
        only_if=f"{IS_LEVEL}:{level - 1}",
        keyword=KEYWORD,
    )


def bar_level(ability: ActivatedAbility) -> int | None:
    """The N of a class level bar's ability built by `level_bar` (None: not one)."""
    if ability.keyword != KEYWORD or len(ability.effects) != 1:
        return None
    step = ability.effects[0]
    level = step.params.get("level")
    if step.kind != "become_class_level" or not isinstance(level, int):
        return None
    return level if ability == level_bar(ability.cost.mana or "", level) else None


@instruction_kind("become_class_level")
def _become_class_level(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """716.2a: the Class's level becomes N (a new designation replaces the old one)."""
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return  # only a permanent has a level (716.2b)
    level = int(params["level"])
    state = res.state
    for old in _records(state, obj):
        state = state.without_effect(old.id)
    res.set_state(state)
    add_effect(
        res,
        ctx,
        KIND,
        Params({"object": obj.id, "timestamp": obj.timestamp, "level": level}),
        Duration.INDEFINITE,
        rules=("716.2b",),
    )
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, obj.id)}'s level becomes {level}",
        RULE,
        objects=(obj.id,),
    )
    res.did(BecameClassLevel(obj.id, level))


def _is_level(state: GameState, player: str, arg: str, source: GameObject | None) -> bool:
    """The bar's "Activate only if this Class is level N-1" (716.2a)."""
    return source is not None and level_of(state, source) == int(arg)


MORE_CONDITIONS[IS_LEVEL] = _is_level


@condition(KIND)
def _at_least(state: GameState, obj: GameObject, arg: str) -> bool:
    """716.2a: "As long as this Class is level N or greater"."""
    return arg.isdigit() and level_of(state, obj) >= int(arg)


@trigger_kind("self_becomes_class_level")
def _self_becomes_level(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return (
        isinstance(event, BecameClassLevel)
        and event.object == obj.id
        and event.level == ability.params.get("level")
    )
