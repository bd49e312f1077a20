"""Whether a permanent's controller cast it (601.2): "When ~ enters, if you cast it, ..." (603.4,
an intervening "if"). A permanent spell that resolves becomes the permanent (608.3); one that was
cast remembers who cast it, an effect `cast_by` naming the permanent, its timestamp and the
player (engine.rules.cast_memory: after any other zone change it is a new object, never cast,
400.7). A copy of a permanent spell was never cast (707.10) and a permanent put onto the
battlefield by an effect wasn't either: neither remembers anything, so the condition is false.

The condition "you_cast_it" asks about the object that entered (the trigger event's object, or
the ability's source) and the ability's controller ("you", 109.5).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.core.events import DidEvent, WouldEvent
from engine.core.state import Effect, GameState, Params
from engine.rules.cast_memory import remember_as_it_enters, remembered
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS

CAST_BY = "cast_by"  # the effect kind of the memory
YOU_CAST_IT = "you_cast_it"  # the condition


@register
class CastBy(EffectKind[WouldEvent]):
    name = CAST_BY
    rules = ("601.2", "608.3")

    def describe(self, effect: Effect, state: GameState) -> str:
        caster = effect.params.get("player")
        who = name_of(state, caster) if isinstance(caster, str) else "its controller"
        return f"{ref_name(state, effect.params.get('object'))} was cast by {who}"


def cast_permanent_enters(res: Resolution, permanent_id: str, caster: str | None) -> None:
    """The permanent a cast spell became remembers its caster (None: the spell was a copy, never
    cast, 707.10)."""
    if caster is not None:
        remember_as_it_enters(res, permanent_id, CAST_BY, player=caster)


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
