"""Which players and objects a spell or ability may target, and why not the others.

`target_slots(state, action)` answers for a cast or activate action (the action picker's; its
targets not chosen yet): for each target of the spell or ability, every player and object of the
zone its words look in (115.2), each with None (a legal target now) or the reason and rule it
can't be chosen: its description (115.1, 115.4), shroud (702.18a), hexproof (702.11b-d),
protection (702.16b). These are the checks the cast or activation itself makes
(engine.rules.targets, 601.2c, 602.2b); ward isn't one (702.21a: it triggers once targeted).
`why_not_target(state, action, target, index)` is one candidate's answer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any

from engine.actions.stack import Cast, spell_ability
from engine.cards.model import ActivatedAbility
from engine.core.errors import EngineError
from engine.core.state import GameObject, GameState
from engine.rules.characteristics import chars
from engine.rules.faces import object_definition
from engine.rules.keywords import keyword_ability_rule
from engine.rules.modes import mode_sets
from engine.rules.modes import requirements as mode_requirements
from engine.rules.targets import TargetRefusal, looks_in, refusal
from engine.vocabulary.words import OTHER_PREFIX, related_word


@dataclass(frozen=True)
class TargetCandidate:
    """A player or object, and why it can't be chosen (None: it can)."""

    target: str
    refusal: TargetRefusal | None = None


@dataclass(frozen=True)
class TargetSlot:
    """One target of the spell or ability: the words it may fit (one per set of modes that has
    it), whether every set of modes has it, and every candidate, the legal ones first."""

    requirements: tuple[str, ...]
    required: bool
    candidates: tuple[TargetCandidate, ...]
    # The earlier targets (their indexes) whose choice this one can't repeat (115.3: "two target
    # creatures", "another target"); engine.rules.target_relations checks it at cast time.
    distinct_from: tuple[int, ...] = ()

    @property
    def legal(self) -> tuple[str, ...]:
        return tuple(c.target for c in self.candidates if c.refusal is None)


@dataclass(frozen=True)
class _Targeting:
    requirement_lists: tuple[tuple[str, ...], ...]
    source: GameObject
    controller: str
    defined_by: str  # the keyword's rule saying what it targets (702.6a equip), for 115.1
    is_spell: bool


_CAST_FIELDS = {f.name for f in fields(Cast)} - {"object", "targets", "delve", "convoke", "assist"}


def _targeting(state: GameState, action: Mapping[str, Any]) -> _Targeting | None:
    """What the cast or activation targets: its requirements (one list per set of modes it could
    choose when none is chosen yet, 700.2), its source and its controller."""
    kind = action.get("type")
    obj = state.find_object(str(action.get("object", "")))
    if obj is None or kind not in ("cast", "activate"):
        return None
    chosen = _chosen_modes(action)
    if kind == "cast":
        flags = {k: v for k, v in action.items() if k in _CAST_FIELDS and k != "modes"}
        cast = Cast(obj.id, **flags)
        spell = spell_ability(object_definition(state, cast.on_stack(obj)))
        if spell is not None and spell.modes and not cast.entwine and not chosen:
            lists = tuple(
                mode_requirements(spell.modes, c) for c in mode_sets(spell.modes, spell.choose)
            )
        else:
            if chosen and spell is not None and spell.modes:
                lists = (mode_requirements(spell.modes, chosen),)
            else:
                lists = (cast.target_requirements(state),)
        return _Targeting(lists, obj, obj.owner, "", True)
    abilities = chars(state, obj).abilities
    index = int(action.get("ability", -1))
    ability = abilities[index] if 0 <= index < len(abilities) else None
    if not isinstance(ability, ActivatedAbility) or ability.mana_ability:
        return None
    if ability.modes and not chosen:
        lists = tuple(
            mode_requirements(ability.modes, c) for c in mode_sets(ability.modes, ability.choose)
        )
    elif ability.modes:
        lists = (mode_requirements(ability.modes, chosen),)
    else:
        lists = (ability.targets,)
    defined_by = next(iter(keyword_ability_rule(ability.keyword)), "")
    return _Targeting(lists, obj, obj.controller, defined_by, False)


def _chosen_modes(action: Mapping[str, Any]) -> tuple[int, ...]:
    if isinstance(action.get("modes"), list | tuple):
        return tuple(int(m) for m in action["modes"])
    mode = action.get("mode")
    return (int(mode),) if isinstance(mode, int) and mode >= 0 else ()


def _refusal(
    state: GameState, found: _Targeting, requirements: Iterable[str], target: str
) -> TargetRefusal | None:
    """None when any of the words allows `target`; else the most telling refusal: an ability
    (shroud, hexproof, protection) over the description."""
    if found.is_spell and target == found.source.id:
        return TargetRefusal("the spell itself", "115.5")
    refusals = []
    for requirement in requirements:
        problem = refusal(state, requirement, target, found.source, found.controller)
        if problem is None:
            return None
        if found.defined_by and problem.rule == "115.1":
            problem = TargetRefusal(problem.reason, found.defined_by)
        refusals.append(problem)
    return next(
        (r for r in refusals if r.rule not in ("115.1", "115.4")), refusals[0] if refusals else None
    )


def target_slots(state: GameState, action: Mapping[str, Any]) -> tuple[TargetSlot, ...]:
    """Each target of the cast or activation, with every candidate and why not (see above).
    A spell can't target itself (115.5); an activated ability is another object than its
    source, so the source permanent may be its target unless the words say "another"."""
    try:
        found = _targeting(state, action)
    except EngineError:
        return ()
    if found is None:
        return ()
    lists = found.requirement_lists
    slots = []
    for index in range(max((len(reqs) for reqs in lists), default=0)):
        requirements = tuple(dict.fromkeys(reqs[index] for reqs in lists if len(reqs) > index))
        pool: list[str] = []
        for requirement in requirements:
            players, zone = looks_in(requirement)
            if players:
                pool += [p.id for p in state.players]
            pool += [
                o.id for o in state.zone(zone) if not (found.is_spell and o.id == found.source.id)
            ]
        judged = [
            TargetCandidate(t, _refusal(state, found, requirements, t)) for t in dict.fromkeys(pool)
        ]
        slots.append(
            TargetSlot(
                requirements,
                all(len(reqs) > index for reqs in lists),
                tuple(sorted(judged, key=lambda c: c.refusal is not None)),
                _distinct_from(requirements, index),
            )
        )
    return tuple(slots)


def _distinct_from(requirements: tuple[str, ...], index: int) -> tuple[int, ...]:
    """The earlier targets the `index`th can't repeat, whichever of its words applies: every
    earlier one for "other:WORD", the one before for the sharing words (target_relations)."""
    relations = {(related_word(r) or ("", ""))[0] for r in requirements}
    if not relations or "" in relations or index == 0:
        return ()
    return tuple(range(index)) if relations == {OTHER_PREFIX} else (index - 1,)


def already_chosen(index: int) -> TargetRefusal:
    """Why an object or player chosen for the `index`th target can't be chosen again for a later
    one that must differ (115.3: one object isn't chosen twice for one instance of "target", and
    "another target" means another)."""
    return TargetRefusal(f"already chosen for target {index + 1}", "115.3")


def why_not_target(
    state: GameState, action: Mapping[str, Any], target: str, index: int = 0
) -> TargetRefusal | None:
    """Why `target` can't be the `index`th target of the cast or activation `action`, or None
    when it can (the spell or ability's own checks, without the other targets: 115.3)."""
    found = _targeting(state, action)
    if found is None:
        raise EngineError("only a spell cast or an ability activated has targets")
    requirements = tuple(
        dict.fromkeys(reqs[index] for reqs in found.requirement_lists if len(reqs) > index)
    )
    if not requirements:
        return TargetRefusal("this spell or ability has no such target", "115.1")
    return _refusal(state, found, requirements, target)
