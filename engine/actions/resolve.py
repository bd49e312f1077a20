"""Resolving the top of the stack (608): passing priority, targets checked again (608.2b), an
optional triggered ability's "may" (603.5), the instructions, and where the object goes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.actions.base import action_type
from engine.actions.stack import spell_ability
from engine.cards.model import ActivatedAbility, Instruction, Mode, SpellAbility
from engine.cards.registry import card_def
from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.instructions.registry import (
    DELAYED_SOURCE_TIMESTAMP,
    ExecContext,
    execute,
    remove_from_stack,
)
from engine.mechanics.adventure import go_on_an_adventure, is_adventure
from engine.mechanics.ascend import ascend_now
from engine.mechanics.awaken import AWAKEN, awaken_effects, awaken_requirements
from engine.mechanics.bargain import bargained_permanent_enters, spell_was_bargained
from engine.mechanics.bestow import resolves_bestowed
from engine.mechanics.blitz import blitzed_permanent_enters
from engine.mechanics.buyback import resolved_spell_zone
from engine.mechanics.cast_it import cast_from_hand, cast_permanent_enters
from engine.mechanics.cipher import cipher_encodes
from engine.mechanics.cleave import cleaved_spell
from engine.mechanics.collect_evidence import collected_permanent_enters, spell_collected
from engine.mechanics.dash import dashed_permanent_enters
from engine.mechanics.divided_damage import resolving_requirements
from engine.mechanics.entwine import ENTWINED, all_targets, entwined_modes
from engine.mechanics.epic import epic_resolves
from engine.mechanics.fuse import fused_parts, fused_requirements
from engine.mechanics.gift import promised_on_stack, promised_permanent_enters, spell_gift_first
from engine.mechanics.mutate import TARGET as MUTATE_TARGET
from engine.mechanics.mutate import is_mutating, merge, resolves_mutating
from engine.mechanics.offspring import offspring_permanent_enters, offspring_was_paid
from engine.mechanics.overload import overloaded_spell
from engine.mechanics.paradigm import paradigm_resolves
from engine.mechanics.rebound import rebound, rebounds
from engine.mechanics.resolution_counts import record_resolution
from engine.mechanics.sneak import sneak_defender, sneaked_permanent_enters
from engine.mechanics.splice import spliced_texts
from engine.mechanics.squad import squad_permanent_enters, squad_times
from engine.mechanics.warp import warped_permanent_enters
from engine.rules.attachment import enchant_requirement
from engine.rules.bound_targets import bind_word
from engine.rules.characteristics import chars
from engine.rules.copying import effective_def
from engine.rules.faces import object_definition
from engine.rules.granted_abilities import GRANTED, granted_ability, granter_of
from engine.rules.modes import chosen_modes, split_targets
from engine.rules.modes import requirements as mode_requirements
from engine.rules.pipeline import Resolution, name_of
from engine.rules.target_relations import relation_problem
from engine.rules.targets import why_illegal
from engine.rules.triggers import condition, condition_text, delayed_effects, triggered_ability
from engine.rules.variable_targets import chosen_requirements as variable_requirements
from engine.rules.zones import move


@action_type("resolve", "Pass priority: the top of the stack resolves")
@dataclass(frozen=True)
class ResolveTop:
    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> ResolveTop:
        if not state.zone(Zone.STACK):
            raise IllegalAction(
                "the stack is empty: when all players pass, the step ends instead (advance)",
                "117.4",
            )
        return cls()

    def perform(self, res: Resolution) -> None:
        top = res.state.zone(Zone.STACK)[-1]
        res.note(
            LogKind.STACK,
            f"all players pass priority in succession: {name_of(res.state, top.id)} resolves",
            "117.4",
            "608.1",
            objects=(top.id,),
        )
        resolve(res, top)


def resolve(res: Resolution, top: GameObject) -> None:
    info = top.stack
    assert info is not None
    if _condition_now_false(res, top):
        return
    merging_with = None
    if info.kind == "spell":
        resolves_bestowed(res, top, info.targets)  # 702.103e: an illegal target, a creature
        # 702.140b: an illegal target, a creature spell; else it will merge (702.140c)
        merging_with = resolves_mutating(res, res.state.object(top.id), info.targets)
        top = res.state.object(top.id)
    requirements, effects, ascend = _what_it_does(res.state, top)
    if info.kind == "spell":  # 601.2c: each of a variable number of targets
        spell = spell_ability(object_definition(res.state, top))
        requirements = resolving_requirements(spell, requirements, info.targets)
    requirements = variable_requirements(requirements, info.targets)  # 601.2c, 608.2b
    source = res.state.find_object(info.source)
    checked: list[str | None] = []
    for index, (requirement, target) in enumerate(zip(requirements, info.targets, strict=False)):
        requirement = bind_word(requirement, info.bound)  # the trigger's player (608.2b)
        problem = why_illegal(res.state, requirement, target, source or top, top.controller)
        if problem is None:  # a shared type is checked again (engine.rules.target_relations)
            problem = relation_problem(res.state, requirement, target, info.targets[:index])
        if problem is None:
            checked.append(target)
        else:
            checked.append(None)
            res.note(
                LogKind.STACK,
                f"target {name_of(res.state, target)} is now illegal: {problem[0]}",
                "608.2b",
                problem[1],
                objects=(target,),
            )
    if requirements and all(t is None for t in checked):
        # 608.2b: every target is illegal, so it doesn't resolve and none of its effects happen.
        res.note(
            LogKind.STACK,
            f"{name_of(res.state, top.id)} doesn't resolve: all its targets are illegal",
            "608.2b",
            objects=(top.id,),
        )
        remove_from_stack(res, top)
        return
    if ascend:
        ascend_now(res, top.controller, top.id)
    acting = info.source if info.kind != "spell" else top.id
    if GRANTED in info.bound:
        # Blazing Torch's granted "Blazing Torch deals 2 damage": the Equipment is the source
        # its instructions name (120.3), though the ability is the creature's (113.7).
        acting = granter_of(res.state, info.bound[GRANTED]) or acting
    ctx = ExecContext(
        top.controller,
        acting,
        tuple(checked),
        info.x,
        dict(info.bound.items()),
        info.ability,
    )
    asked = effects  # "if this is the third time this ability has resolved this turn" (608.2)
    if _declines_optional(res, top):
        effects = ()
    kinds = chars(res.state, top)
    if info.kind == "spell" and (kinds.is_type("Instant") or kinds.is_type("Sorcery")):
        spell_gift_first(res, ctx)  # 702.174j: the gift before the spell's other effects
    # 702.113a: the awakening runs after the spell's own instructions, on its last target
    awakening = awaken_effects(object_definition(res.state, top), top) if effects else ()
    awakening_ctx = replace(ctx, targets=ctx.targets[-1:])
    if awakening:
        ctx = replace(ctx, targets=ctx.targets[:-1])
    entwined = _entwined_spell(res.state, top)
    chosen = _chosen_modes(res.state, top)
    spliced = spliced_texts(res.state, top) if info.kind == "spell" and effects else ()
    fused = fused_parts(card_def(res.state, top.card)) if top.fused and effects else ()
    if fused:
        # 702.102d: the left half's instructions, then the right half's, each with its targets
        res.note(
            LogKind.STACK,
            f"{name_of(res.state, top.id)} is a fused split spell: its left half's instructions, "
            "then its right half's",
            "702.102d",
            objects=(top.id,),
        )
        offset = 0
        for instructions, count in fused:
            execute(res, replace(ctx, targets=ctx.targets[offset : offset + count]), instructions)
            offset += count
    elif spliced:
        # 702.47b-c: the spell's own instructions first, then each spliced card's text in the
        # order chosen, each with its own targets (702.47d); "~" in that text is the spell.
        parts = [(effects, len(checked) - sum(len(s.targets) for s in spliced))]
        parts += [(s.effects, len(s.targets)) for s in spliced]
        offset = 0
        for instructions, count in parts:
            sliced = ctx.targets[offset : offset + count]
            execute(res, replace(ctx, targets=sliced), instructions)
            offset += count
    elif entwined is not None:
        # 702.42b: each mode in the order written, with its own targets.
        for mode, targets in entwined_modes(entwined, ctx.targets):
            execute(res, replace(ctx, targets=targets), mode.effects)
    elif chosen is not None and effects:
        # 608.2c, 700.2: each chosen mode in the order written, with its own targets.
        modes, indexes = chosen
        for mode, targets in split_targets(modes, indexes, ctx.targets):
            execute(res, replace(ctx, targets=targets), mode.effects)
    else:
        execute(res, ctx, effects)
    if awakening:
        execute(res, awakening_ctx, awakening)
    if info.kind == "spell":
        epic_resolves(res, top)  # 702.50a: its epic abilities, after its other instructions
    record_resolution(res, top, asked, info.ability)
    if info.kind == "spell":
        paradigm_resolves(res, top)  # 702.192a: after its other instructions; exiles itself
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, top.id)} has resolved",
        "608.2n" if info.kind == "spell" else "608.2",
        objects=(top.id,),
    )
    current = res.state.find_object(top.id)
    if current is None or current.zone is not Zone.STACK:
        return  # it left the stack as it resolved (Teferi's Protection exiles itself)
    if info.kind != "spell":
        res.set_state(res.state.without_object(top.id))
        return
    c = chars(res.state, current)
    if is_adventure(res.state, current):
        go_on_an_adventure(res, current)  # 715.3d
    elif (c.is_type("Instant") or c.is_type("Sorcery")) and rebounds(current):
        rebound(res, current)  # 702.88a: exiled instead, cast again at the next upkeep
    elif (c.is_type("Instant") or c.is_type("Sorcery")) and cipher_encodes(res, current):
        pass  # 702.99a: exiled encoded on a creature instead of put into the graveyard
    elif c.is_type("Instant") or c.is_type("Sorcery"):
        move(res, top.id, resolved_spell_zone(res, current))  # 608.2n; buyback 702.27a
    elif merging_with is not None and is_mutating(current):
        merge(res, current, merging_with)  # 608.3d, 702.140c: it doesn't enter the battlefield
    else:
        res.note(
            LogKind.ZONE_CHANGE,
            f"{name_of(res.state, current.id)} is a permanent spell: it enters the battlefield",
            "608.3",
            objects=(top.id,),
        )
        caster = None if current.spell_copy else current.controller  # 707.10: a copy wasn't cast
        if current.spell_copy:  # 608.3f, 707.10f: a copy of a permanent spell becomes a token
            res.set_state(res.state.with_object(replace(current, spell_copy=False, token=True)))
        attacking = sneak_defender(current)  # 702.190b: tapped and attacking
        offspring = offspring_was_paid(current)  # 702.175a
        bargained = spell_was_bargained(current)  # 702.166b
        collected = spell_collected(current)  # 701.59c
        squad = squad_times(current)  # 702.157a
        promised = promised_on_stack(current)  # 702.174k
        move(res, top.id, Zone.BATTLEFIELD, tapped=attacking is not None)
        sneaked_permanent_enters(res, top.id, attacking)
        offspring_permanent_enters(res, top.id, offspring)
        bargained_permanent_enters(res, top.id, bargained)
        collected_permanent_enters(res, top.id, collected)
        # 601.2, 603.4: "if you cast it (from your hand)"
        cast_permanent_enters(res, top.id, caster, cast_from_hand(current))
        squad_permanent_enters(res, top.id, squad)
        promised_permanent_enters(res, top.id, promised)
        dashed_permanent_enters(res, top.id)  # 702.109a: haste, and back to hand at end step
        warped_permanent_enters(res, top.id)  # 702.185a: exiled at the next end step
        blitzed_permanent_enters(res, top.id)  # 702.152a: haste, and sacrificed at end step
    moved = res.state.find_object(top.id)
    if moved is not None and moved.zone is not Zone.STACK:
        is_aura = enchant_requirement(res.state, moved) is not None
        # 608.3c: an Aura spell resolving enters attached to what it targeted.
        attach = checked[0] if requirements and is_aura and moved.zone is Zone.BATTLEFIELD else None
        res.set_state(
            res.state.with_object(
                replace(
                    moved,
                    attached_to=attach,
                    controller=top.controller if moved.zone is Zone.BATTLEFIELD else moved.owner,
                )
            )
        )
        if attach:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, moved)} enters attached to {name_of(res.state, attach)}",
                "608.3c",
                objects=(moved.id, attach),
            )


def _entwined_spell(state: GameState, top: GameObject) -> SpellAbility | None:
    """The modal spell ability of an entwined spell (702.42a), else None."""
    info = top.stack
    if info is None or info.kind != "spell" or not info.bound.get(ENTWINED):
        return None
    spell = spell_ability(card_def(state, top.card))
    return spell if spell is not None and spell.modes else None


def _modal_ability(state: GameState, top: GameObject) -> tuple[tuple[Mode, ...], bool] | None:
    """The modes of the modal spell or ability on the stack (700.2) and whether it ascends."""
    info = top.stack
    assert info is not None
    if info.kind == "spell":
        spell = spell_ability(object_definition(state, top))  # the half or face cast (709.3b)
        return (spell.modes, spell.ascend) if spell is not None and spell.modes else None
    if info.kind == "triggered":
        ability = triggered_ability(state, info.source, info.ability) if info.ability >= 0 else None
        return (ability.modes, False) if ability is not None and ability.modes else None
    source = state.find_object(info.source)
    definition = effective_def(state, source) if source else card_def(state, top.card)
    if definition is None or not 0 <= info.ability < len(definition.abilities):
        return None
    activated = definition.abilities[info.ability]
    if isinstance(activated, ActivatedAbility) and activated.modes:
        return activated.modes, False
    return None


def _chosen_modes(
    state: GameState, top: GameObject
) -> tuple[tuple[Mode, ...], tuple[int, ...]] | None:
    """The modal ability's modes and the ones chosen for it (601.2b, 603.3c), else None."""
    assert top.stack is not None
    modal = _modal_ability(state, top)
    if modal is None or top.stack.bound.get(ENTWINED):
        return None
    modes, _ = modal
    chosen = tuple(m for m in chosen_modes(top.stack) if 0 <= m < len(modes))
    return (modes, chosen) if chosen else None


def _condition_now_false(res: Resolution, top: GameObject) -> bool:
    """603.4: a triggered ability with an intervening "if" checks its condition again as it
    resolves; if it isn't true then, the ability is removed from the stack and does nothing."""
    info = top.stack
    if info is None or info.kind != "triggered" or info.ability < 0:
        return False
    ability = triggered_ability(res.state, info.source, info.ability)
    if ability is None or not ability.intervening_if:
        return False
    if condition(
        res.state, top.controller, ability.intervening_if, source=info.source, bound=info.bound
    ):
        return False
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, top.id)}: {condition_text(ability.intervening_if)} is no longer "
        "true, so the ability is removed from the stack and does nothing",
        "603.4",
        objects=(top.id,),
    )
    res.set_state(res.state.without_object(top.id))
    return True


def _declines_optional(res: Resolution, top: GameObject) -> bool:
    """603.5: an optional ("you may") triggered ability asks its controller as it resolves."""
    info = top.stack
    if info is None or info.kind != "triggered" or info.ability < 0:
        return False
    ability = triggered_ability(res.state, info.source, info.ability)
    if ability is None or not ability.optional:
        return False
    answer = res.choose(
        top.controller,
        DecisionKind.MAY,
        f"{name_of(res.state, top.controller)} may: {ability.text}",
        (Option("yes", "do it"), Option("no", "don't")),
        "603.5",
        context=("optional_trigger", top.id),
    )
    if answer == "no":
        res.note(
            LogKind.STACK,
            f"{name_of(res.state, top.controller)} chooses not to: the ability does nothing",
            "603.5",
            objects=(top.id,),
        )
    return answer == "no"


def _what_it_does(
    state: GameState, top: GameObject
) -> tuple[tuple[str, ...], tuple[Instruction, ...], bool]:
    info = top.stack
    assert info is not None
    if info.kind == "spell":
        if top.face_down:
            return (), (), False  # 708.2a: a face-down spell has no text
        if is_mutating(top):
            return (MUTATE_TARGET,), (), False  # 702.140a: its target, the creature it merges with
        enchant = enchant_requirement(state, top)
        if enchant:
            return (enchant,), (), False  # 303.4a: an Aura spell targets what it will enchant
        if top.fused:  # 702.102d: the left half's targets, then the right half's
            card = card_def(state, top.card)
            return (
                fused_requirements(card),
                tuple(e for p in fused_parts(card) for e in p[0]),
                False,
            )
        spell = spell_ability(object_definition(state, top))  # the half or face cast (709.3b)
        if spell is None:
            return (), (), False
        overloaded = overloaded_spell(object_definition(state, top), top)
        if overloaded is not None:
            return (), overloaded.effects, False  # 702.96a-b: "each" for "target", no targets
        cleaved = cleaved_spell(object_definition(state, top), top)
        if cleaved is not None:
            return cleaved.targets, cleaved.effects, False  # 702.148a-b: the changed text
        if spell.modes and info.bound.get(ENTWINED):
            return all_targets(spell), (), spell.ascend  # 702.42b: run mode by mode
        if spell.modes:
            return _chosen_plan(state, top, spell.ascend)
        added = tuple(t for text in spliced_texts(state, top) for t in text.targets)  # 702.47d
        added += awaken_requirements(top.cast_for == AWAKEN)  # 702.113b: the land, last
        return spell.targets + added, spell.effects, spell.ascend
    if info.kind == "triggered":
        if info.ability < 0:
            stamp = info.bound.get(DELAYED_SOURCE_TIMESTAMP)
            source = state.find_object(info.source)
            if stamp is not None and (
                source is None or source.zone is not Zone.BATTLEFIELD or source.timestamp != stamp
            ):
                return (), (), False  # 400.7: its source is a new object now, or gone
            return (), delayed_effects(info.bound), False
        ability = triggered_ability(state, info.source, info.ability)
        if ability is not None and ability.modes:
            return _chosen_plan(state, top, False)
        return (ability.targets, ability.effects, False) if ability else ((), (), False)
    if GRANTED in info.bound:
        # 113.7a: a granted ability (613.1f) resolves even if its source no longer has it.
        granted = granted_ability(state, info.bound[GRANTED])
        if not isinstance(granted, ActivatedAbility):
            return (), (), False
        return granted.targets, granted.effects, False
    source = state.find_object(info.source)
    definition = effective_def(state, source) if source else card_def(state, top.card)
    if definition is None or not 0 <= info.ability < len(definition.abilities):
        return (), (), False
    activated = definition.abilities[info.ability]
    if not isinstance(activated, ActivatedAbility):
        return (), (), False
    if activated.modes:
        return _chosen_plan(state, top, False)
    return activated.targets, activated.effects, False


def _chosen_plan(
    state: GameState, top: GameObject, ascend: bool
) -> tuple[tuple[str, ...], tuple[Instruction, ...], bool]:
    """A modal spell's or ability's targets (700.2c: only the chosen modes') and every chosen
    mode's instructions, in the order written; `resolve` runs them mode by mode."""
    chosen = _chosen_modes(state, top)
    if chosen is None:
        return (), (), ascend
    modes, indexes = chosen
    effects = tuple(e for m in indexes for e in modes[m].effects)
    return mode_requirements(modes, indexes), effects, ascend
