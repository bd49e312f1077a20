"""Copies of a spell "for each" object it could target (707.10, 707.10d): Precursor Golem,
Zada, Hedron Grinder and Mirrorwing Dragon ("... copies that spell for each other Golem that
spell could target. Each copy targets a different one of those Golems.").

The instruction "copy_spell_for_each": "spell" (default bound:spell, the spell a cast trigger
saw), "player" (who copies it: the copies' owner and controller, 707.10), and what the copies
target, each other than the spell's one target: "subtype" (every permanent of that subtype) or
"own_creatures" (every creature the copying player controls).

A copy is a GameObject on the stack with `spell_copy` set: it copies the spell's
characteristics and the decisions made for it (mode, X, kicker, the values its additional costs
bound), not the mana spent (707.10). It isn't cast (no SpellCast event: prowess and other cast
triggers don't see it, 702.108a); its targets do become targets (601.2c: "becomes the target"
triggers). One copy is made for each candidate that is a legal target for every instance of
"target" in the spell, every target of the copy being that object (707.10d); a candidate that
isn't gets no copy. With more than one copy, their controller chooses the order they go on the
stack (707.10d). A copy off the stack ceases to exist (704.5e, engine.rules.sba).

If the spell has left the stack by the time the ability resolves, it is copied as it last
existed there (608.2h): as it was when the ability triggered (bound spell_as_cast).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.cards.model import SpellAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import BecameTarget
from engine.core.log import LogKind, times_words
from engine.core.state import GameObject, GameState, Params, StackInfo, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.mechanics.divided_damage import resolving_requirements
from engine.mechanics.entwine import ENTWINED, all_targets
from engine.rules.characteristics import chars
from engine.rules.faces import object_definition
from engine.rules.modes import chosen_modes
from engine.rules.modes import requirements as mode_requirements
from engine.rules.pipeline import Resolution, name_of
from engine.rules.target_relations import relation_allows, relation_problem
from engine.rules.targets import candidates, why_illegal
from engine.rules.variable_targets import chosen_requirements as variable_requirements

RULE = "707.10"
NEW_TARGETS_RULE = "707.10c"


def _spell_ability(state: GameState, spell: GameObject) -> SpellAbility | None:
    definition = object_definition(state, spell)  # the half or face cast (709.3b)
    if definition is None:
        return None
    return next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)


def spell_requirements(state: GameState, spell: GameObject) -> tuple[str, ...]:
    """What each target of the spell had to be (601.2c): a modal spell's chosen modes' targets
    (700.2c, 702.42a entwined), a divided or variable number of targets (601.2d)."""
    info = spell.stack
    ability = _spell_ability(state, spell)
    if info is None or ability is None:
        return ()
    if ability.modes and info.bound.get(ENTWINED):
        requirements = all_targets(ability)
    elif ability.modes:
        requirements = mode_requirements(ability.modes, chosen_modes(info))
    else:
        requirements = ability.targets
    requirements = resolving_requirements(ability, requirements, info.targets)
    return variable_requirements(requirements, info.targets)


def original_spell(res: Resolution, ctx: ExecContext, params: Params) -> GameObject | None:
    """The spell on the stack, or as it last existed there (608.2h: bound spell_as_cast)."""
    found = refs(res, ctx, params.get("spell", "bound:spell"))
    spell = res.state.find_object(found[0]) if found else None
    if spell is not None and spell.zone is Zone.STACK and spell.stack is not None:
        return spell
    known = ctx.bound.get("spell_as_cast")
    if not isinstance(known, Mapping) or spell is None:
        return None
    info = StackInfo(
        "spell",
        spell.id,
        targets=tuple(known.get("targets", ())),
        x=int(known.get("x", 0)),
        mode=int(known.get("mode", -1)),
        bound=Params(known.get("bound", {})),
    )
    return replace(
        spell,
        card=str(known.get("card", spell.card)),
        zone=Zone.STACK,
        face=int(known.get("face", 0)),
        kicked=int(known.get("kicked", 0)),
        x=info.x,
        stack=info,
    )


def _candidates(
    state: GameState, spell: GameObject, copier: str, params: Params
) -> tuple[list[str], tuple[str, ...]]:
    """The permanents a copy is made for, in the order the state keeps them, and the spell's
    requirements; each other than the spell's one target (707.10d)."""
    assert spell.stack is not None
    original = set(spell.stack.targets)
    subtype = params.get("subtype")
    found: list[str] = []
    for obj in state.battlefield:
        if obj.id in original:
            continue
        c = chars(state, obj)
        if subtype is not None and subtype not in c.subtypes:
            continue
        if params.get("own_creatures") and not (c.is_type("Creature") and obj.controller == copier):
            continue
        found.append(obj.id)
    return found, spell_requirements(state, spell)


def _could_target(
    state: GameState, spell: GameObject, requirements: tuple[str, ...], target: str, copier: str
) -> bool:
    """707.10d: the object is a legal target for each instance of "target", every target being
    that object (115.1, 115.3)."""
    if not requirements or spell.stack is None or len(requirements) != len(spell.stack.targets):
        return False
    as_copy = replace(spell, owner=copier, controller=copier)
    for index, requirement in enumerate(requirements):
        if why_illegal(state, requirement, target, as_copy, copier) is not None:
            return False
        if relation_problem(state, requirement, target, (target,) * index) is not None:
            return False
    return True


@instruction_kind("copy_spell_for_each")
def _copy_spell_for_each(res: Resolution, ctx: ExecContext, params: Params) -> None:
    players = refs(res, ctx, params.get("player", "you"))
    spell = original_spell(res, ctx, params)
    if not players or spell is None or spell.stack is None:
        return
    copier = players[0]
    if not (
        chars(res.state, spell).is_type("Instant") or chars(res.state, spell).is_type("Sorcery")
    ):
        return  # the cards that say this copy an instant or sorcery spell only
    found, requirements = _candidates(res.state, spell, copier, params)
    targets = [t for t in found if _could_target(res.state, spell, requirements, t, copier)]
    who = name_of(res.state, copier)
    what = name_of(res.state, spell.id) if spell.zone is Zone.STACK else spell.card
    if not targets:
        res.note(LogKind.NOTE, f"{who} copies {what} for nothing: no other legal target", "707.10d")
        return
    res.note(
        LogKind.EVENT,
        f"{who} copies {what} {times_words(len(targets))}, each copy targeting a different one of "
        + ", ".join(name_of(res.state, t) for t in targets),
        RULE,
        "707.10d",
        objects=(spell.id, *targets),
    )
    left = list(targets)
    while left:
        target = left[0]
        if len(left) > 1:  # 707.10d: the copies go on the stack in their controller's order
            target = res.choose(
                copier,
                DecisionKind.CHOOSE_OBJECT,
                f"{who} puts the copy of {name_of(res.state, spell)} targeting which one on the stack next?",
                tuple(Option(t, name_of(res.state, t)) for t in left),
                "707.10d",
                context=("copy_spell_order", spell.id, tuple(left)),
            )
        left.remove(target)
        put_copy(res, spell, copier, (target,) * len(requirements))


def put_copy(res: Resolution, spell: GameObject, copier: str, targets: tuple[str, ...]) -> None:
    """707.10: the copy goes on the stack with the spell's characteristics and decisions; it is
    not cast. It's owned and controlled by the player who put it there."""
    assert spell.stack is not None
    state, copy_id = res.state.take_id("copy")
    state, timestamp = state.take_timestamp()
    info = replace(spell.stack, source=copy_id, targets=targets, free=False)
    copy = replace(
        spell,
        id=copy_id,
        owner=copier,
        controller=copier,
        zone=Zone.STACK,
        spell_copy=True,
        token=False,
        tapped=False,
        timestamp=timestamp,
        stack=info,
        mana_spent=(),  # 707.10: mana isn't an object, so the copy has none spent on it
    )
    res.set_state(state.with_moved_object(copy, to_top=False))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, copy_id)} is put on the stack (not cast), targeting "
        + ", ".join(dict.fromkeys(name_of(res.state, t) for t in targets)),
        RULE,
        objects=(copy_id, *targets),
    )
    for target in dict.fromkeys(targets):
        res.did(BecameTarget(target, copy_id, copier, spell=True))  # 601.2c, 707.10


def copy_spell_times(res: Resolution, spell: GameObject, copier: str, count: int) -> None:
    """Put `count` copies of the spell on the stack (707.10), controlled by `copier`; for each
    target of each copy, its controller may choose a new one (707.10c: storm 702.40a, replicate
    702.56a, conspire 702.78a, casualty 702.153a)."""
    requirements = spell_requirements(res.state, spell)
    for number in range(count):
        put_copy(res, spell, copier, new_targets(res, spell, copier, requirements, number))


def new_targets(
    res: Resolution,
    spell: GameObject,
    copier: str,
    requirements: tuple[str, ...],
    number: int,
) -> tuple[str, ...]:
    """707.10c: each target of the copy is the spell's, unless its controller chooses another
    legal target for it (115.3: in relation to the targets chosen before it); a decision only
    when there is another legal target."""
    assert spell.stack is not None
    same = spell.stack.targets
    if len(requirements) != len(same):
        return same  # a target count the requirements don't describe: the same targets
    as_copy = replace(spell, owner=copier, controller=copier)
    chosen: list[str] = []
    for index, (requirement, current) in enumerate(zip(requirements, same, strict=True)):
        others = [
            t
            for t in candidates(res.state, requirement, as_copy, copier)
            if t != current and relation_allows(res.state, requirement, t, tuple(chosen))
        ]
        if not others:
            chosen.append(current)
            continue
        options = (
            Option(current, f"keep {name_of(res.state, current)}"),
            *(Option(t, name_of(res.state, t)) for t in others),
        )
        chosen.append(
            res.choose(
                copier,
                DecisionKind.TARGET,
                f"{name_of(res.state, copier)} may choose a new target "
                f"({requirement.replace('_', ' ')}) for copy {number + 1} of {name_of(res.state, spell)}",
                options,
                NEW_TARGETS_RULE,
                context=("copy_spell_target", spell.id, number, index, tuple(chosen)),
            )
        )
    return tuple(chosen)


def paid_for_spell(
    state: GameState, spell_id: str | None, bound: Mapping[str, Any], key: str
) -> Any:
    """What the spell remembers of a cost paid as it was cast (its `bound` `key`: replicate's
    count, casualty's and conspire's payment), on the stack or, once it has left, as it last
    existed there (608.2h: the trigger's bound spell_as_cast); None if nothing."""
    found = state.find_object(spell_id) if spell_id is not None else None
    if found is not None and found.zone is Zone.STACK and found.stack is not None:
        return found.stack.bound.get(key)
    known = bound.get("spell_as_cast")
    if not isinstance(known, Mapping):
        return None
    return Params(known.get("bound", {})).get(key)


def mark_cost_paid(res: Resolution, spell_id: str, key: str) -> None:
    """Remember on the spell that an additional cost of a copying keyword was paid (casualty,
    conspire: 601.2h), for its "if ... was paid" trigger to read (603.4)."""
    current = res.state.object(spell_id)
    if current.stack is not None:
        info = replace(current.stack, bound=current.stack.bound.set(key, True))
        res.set_state(res.state.with_object(replace(current, stack=info)))


def copy_once(res: Resolution, ctx: ExecContext, keyword: str, rule: str) -> None:
    """A copying keyword's trigger resolving (casualty 702.153a, conspire 702.78a): copy the
    spell once; its controller may choose new targets for the copy (707.10c)."""
    spell = original_spell(res, ctx, Params({"spell": "bound:spell"}))
    if spell is None or spell.stack is None:
        return
    res.note(
        LogKind.EVENT,
        f"{keyword}: its cost was paid, so {name_of(res.state, ctx.controller)} copies {name_of(res.state, spell)}",
        rule,
        objects=(spell.id,),
    )
    copy_spell_times(res, spell, ctx.controller, 1)
