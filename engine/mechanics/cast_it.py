"""Whether a permanent's controller cast it (601.2): "When ~ enters, if you cast it, ..." (603.4,
an intervening "if"). A permanent spell that resolves becomes the permanent (608.3); one that was
cast remembers who cast it, an effect `cast_by` naming the permanent, its timestamp and the
player (engine.rules.cast_memory: after any other zone change it is a new object, never cast,
400.7). A copy of a permanent spell was never cast (707.10) and a permanent put onto the
battlefield by an effect wasn't either: neither remembers anything, so the condition is false.

A spell cast from its owner's hand (601.2a: the cast began with the card in the hand) says so on
its stack information (`cast_from_hand`, `mark_cast_zone`), and the permanent's memory has
"from_hand": the condition "you_cast_it_from_hand" ("When ~ enters, if you cast it from your
hand, ...") asks for both.

The condition "you_cast_it" asks about the object that entered (the trigger event's object, or
the ability's source) and the ability's controller ("you", 109.5).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import DidEvent, WouldEvent
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.rules.cast_memory import remember_as_it_enters, remembered
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS

CAST_BY = "cast_by"  # the effect kind of the memory
YOU_CAST_IT = "you_cast_it"  # the condition
YOU_CAST_IT_FROM_HAND = "you_cast_it_from_hand"  # the condition
CAST_FROM_HAND = "cast_from_hand"  # the spell's stack information


@register
class CastBy(EffectKind[WouldEvent]):
    name = CAST_BY
    rules = ("601.2", "608.3")

    def describe(self, effect: Effect, state: GameState) -> str:
        caster = effect.params.get("player")
        who = name_of(state, caster) if isinstance(caster, str) else "its controller"
        return f"{ref_name(state, effect.params.get('object'))} was cast by {who}"


def mark_cast_zone(res: Resolution, spell_id: str, from_zone: Zone) -> None:
    """601.2a: the spell was cast from its owner's hand (remembered on its stack information)."""
    spell = res.state.object(spell_id)
    if from_zone is not Zone.HAND or spell.stack is None:
        return
    info = replace(spell.stack, bound=spell.stack.bound.set(CAST_FROM_HAND, True))
    res.set_state(res.state.with_object(replace(spell, stack=info)))


def cast_from_hand(spell: GameObject) -> bool:
    """Whether the spell was cast from its owner's hand (601.2a)."""
    return spell.stack is not None and bool(spell.stack.bound.get(CAST_FROM_HAND))


def cast_permanent_enters(
    res: Resolution, permanent_id: str, caster: str | None, from_hand: bool = False
) -> None:
    """The permanent a cast spell became remembers its caster (None: the spell was a copy, never
    cast, 707.10), and whether it was cast from the hand."""
    if caster is not None:
        remember_as_it_enters(res, permanent_id, CAST_BY, player=caster, from_hand=from_hand)


def cast_by(state: GameState, who: str | None) -> str | None:
    """Who cast the spell the permanent `who` was (as it last existed on the battlefield once it
    has left, 608.2h), or None."""
    if who is None:
        return None
    found = remembered(state, who, CAST_BY)
    caster = found.params.get("player") if found is not None else None
    return caster if isinstance(caster, str) else None


def _trigger_condition(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """ "When ~ enters, if you cast it, ..." (603.4): the permanent that entered was cast by the
    ability's controller."""
    who = getattr(event, "object", None) if event is not None else source
    return cast_by(state, who if isinstance(who, str) else source) == player


CONDITIONS[YOU_CAST_IT] = (_trigger_condition, "'you cast it'")


def _from_hand_condition(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """ "When ~ enters, if you cast it from your hand, ..." (603.4, 601.2a): the permanent that
    entered was cast by the ability's controller, from their hand."""
    who = getattr(event, "object", None) if event is not None else source
    obj = who if isinstance(who, str) else source
    if obj is None or cast_by(state, obj) != player:
        return False
    found = remembered(state, obj, CAST_BY)
    return found is not None and bool(found.params.get("from_hand"))


CONDITIONS[YOU_CAST_IT_FROM_HAND] = (_from_hand_condition, "'you cast it from your hand'")
