"""Bargain (702.166): a static ability working while the spell is on the stack, an optional
additional cost (601.2b, 601.2f-h): sacrificing an artifact, an enchantment or a token (702.166a).

The keyword alone says it all, so a definition lists "Bargain". The cast action declares the
intention to pay (`"bargain": true`, 601.2b): from then on the spell "was bargained" (702.166b),
which is already known as its total cost is determined (601.2f: "~ costs {2} less to cast if it's
bargained" reads it). The permanent is chosen and sacrificed as the total cost is paid (601.2h: a
decision among the caster's artifacts, enchantments and tokens, skipped when only one
qualifies; 701.21a). A spell whose caster controls none can't be cast paying it (118.3).

The abilities linked to bargain (702.166c) ask whether the object was bargained: the spell's
`bound` "bargained" while it's on the stack, and, once it has become a permanent, an effect
`bargained` naming it and its timestamp (400.7: after any other zone change it's a new object
that wasn't bargained). The condition "bargained" is the same fact for the three kinds of
ability that ask: an instruction's "if" as the spell resolves ("If this spell was bargained, ...",
608.2c), the intervening "if" of a triggered ability ("When ~ enters, if it was bargained, ...",
603.4) and the condition of the spell's own cost change (601.2f).

A line whose bargained part has targets (702.166d: chosen only if it was bargained) is left
unapplied by the compiler.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction
from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import CONTEXT_CONDITIONS, ExecContext
from engine.rules.cast_memory import remember_as_it_enters, remembered
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.static_conditions import condition
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import sacrifice

BARGAIN = "Bargain"
BARGAINED = "bargained"  # the spell's stack information, the effect kind and the condition
RULE = "702.166a"
BARGAINED_RULE = "702.166b"
QUALITY = "an artifact, enchantment, or token"


@register
class Bargained(EffectKind[WouldEvent]):
    name = BARGAINED
    rules = (BARGAINED_RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} was bargained"


def _candidates(state: GameState, player: str) -> list[GameObject]:
    """The permanents the player controls that bargain may sacrifice: artifacts, enchantments
    and tokens (701.21a: only a permanent they control)."""
    found = []
    for obj in state.battlefield:
        if obj.controller != player or obj.phased_out:
            continue
        c = chars(state, obj)
        if obj.token or c.is_type("Artifact") or c.is_type("Enchantment"):
            found.append(obj)
    return found


def check_bargain(state: GameState, obj: GameObject, on_stack: GameObject, bargain: bool) -> None:
    """Only a spell with bargain has its cost to pay (702.166a), and only with an artifact, an
    enchantment or a token to sacrifice (118.3)."""
    if not bargain:
        return
    if not chars(state, on_stack).has(BARGAIN):
        raise IllegalAction(f"{name_of(state, obj.id)} has no bargain cost to pay", RULE)
    if not _candidates(state, obj.owner):
        raise IllegalAction(
            f"{name_of(state, obj.owner)} controls no {QUALITY} to sacrifice for "
            f"{name_of(state, obj.id)}'s bargain cost",
            "118.3",
        )


def declare_bargain(res: Resolution, spell_id: str) -> None:
    """601.2b, 702.166b: the caster declares the intention to pay the bargain cost; the spell
    has been bargained (before its total cost is determined, 601.2f)."""
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(BARGAINED, True))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} will pay {name_of(res.state, spell)}'s bargain cost: it is bargained",
        BARGAINED_RULE,
        "601.2b",
        objects=(spell_id,),
    )


def pay_bargain(res: Resolution, spell_id: str) -> None:
    """601.2h: the caster sacrifices an artifact, an enchantment or a token (their choice)."""
    spell = res.state.object(spell_id)
    player = spell.controller
    candidates = _candidates(res.state, player)
    if not candidates:
        return  # checked before casting (118.3)
    pick = candidates[0].id
    if len(candidates) > 1:
        pick = res.choose(
            player,
            DecisionKind.SACRIFICE,
            f"{name_of(res.state, player)} sacrifices {QUALITY} for {name_of(res.state, spell)}'s bargain cost",
            tuple(Option(o.id, name_of(res.state, o.id)) for o in candidates),
            RULE,
            context=(BARGAINED, spell_id),
        )
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} sacrifices {name_of(res.state, pick)} to pay "
        f"{name_of(res.state, spell)}'s bargain cost",
        RULE,
        "601.2h",
        "701.21a",
        objects=(pick, spell_id),
    )
    sacrifice(res, player, pick)


def spell_was_bargained(spell: GameObject) -> bool:
    """702.166b: the spell on the stack was bargained."""
    return spell.stack is not None and bool(spell.stack.bound.get(BARGAINED))


def bargained_permanent_enters(res: Resolution, permanent_id: str, bargained: bool) -> None:
    """The permanent a bargained spell became was bargained (locked to its timestamp, 400.7)."""
    if bargained:
        remember_as_it_enters(res, permanent_id, BARGAINED)


def was_bargained(state: GameState, who: str | None) -> bool:
    """702.166b: the spell on the stack, or the permanent it became (as it last existed on the
    battlefield once it has left, 608.2h), was bargained."""
    if who is None:
        return False
    found = state.find_object(who)
    if found is not None and found.zone is Zone.STACK:
        return spell_was_bargained(found)
    return remembered(state, who, BARGAINED) is not None


def _trigger_condition(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """ "When ~ enters, if it was bargained, ..." (603.4): the permanent that entered."""
    who = getattr(event, "object", None) if event is not None else source
    return was_bargained(state, who if isinstance(who, str) else source)


def _resolving(res: Resolution, ctx: ExecContext) -> bool:
    """ "If this spell was bargained, ..." (608.2c): the resolving spell, or the permanent whose
    ability this is."""
    return was_bargained(res.state, ctx.source)


@condition(BARGAINED)
def _cost_condition(state: GameState, obj: GameObject, _: str) -> bool:
    """ "~ costs {2} less to cast if it's bargained." (601.2f): the spell on the stack."""
    return spell_was_bargained(obj)


CONDITIONS[BARGAINED] = (_trigger_condition, "'it was bargained'")
CONTEXT_CONDITIONS[BARGAINED] = _resolving
