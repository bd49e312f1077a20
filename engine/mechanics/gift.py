"""Gift (702.174): "Gift a [something]" is two abilities (702.174a). The first, while the card is
a spell on the stack, is an optional additional cost: choosing an opponent (601.2b, 601.2f-h);
if it's chosen, the gift was promised (702.174k). The second gives the gift to that player:
on an instant or sorcery, "If this spell's gift cost was paid, [effect]", before its other
effects (702.174b, 702.174j: nothing if the spell leaves the stack unresolved); on a permanent,
"When this permanent enters, if its gift cost was paid, [effect]" (702.174b).

The definition holds what is given (`CardDef.gift`, `GIFTS`): a card (the player draws one,
702.174e), a Food (702.174d), a Treasure (702.174h), a tapped Fish (a tapped 1/1 blue Fish
creature token, 702.174f) or an Octopus (an 8/8 blue Octopus creature token, 702.174i). "Gift an
extra turn" (702.174g) isn't read.

The cast action names the opponent (`"gift": "<player id>"`). The spell remembers them (its
`bound` "gift_promised"), and so does the permanent it becomes: an effect `gift_promised` names
it, its timestamp (400.7) and the player. The condition "gift_promised" is that fact, read by
"If the gift was promised, ..." (608.2c), the intervening "if" of the permanent's trigger
(603.4) and "When ~ enters, if the gift was promised, ..." of the card's own text. A part that
has targets only if the gift was promised (702.174m) is left unapplied by the compiler.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.core.variants import opponents_of
from engine.instructions.registry import (
    CONTEXT_CONDITIONS,
    INSTRUCTIONS,
    ExecContext,
    instruction_kind,
)
from engine.rules.cast_memory import remember_as_it_enters, remembered
from engine.rules.copying import effective_def
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS

PROMISED = "gift_promised"  # the spell's stack information, the effect kind and the condition
RULE = "702.174a"
PROMISED_RULE = "702.174k"


def _token(name: str, types: tuple[str, ...], colors: tuple[str, ...], pt: int | None) -> Params:
    return Params(
        {
            "colors": colors,
            "keywords": (),
            "name": name,
            "power": pt,
            "subtypes": (name,),
            "toughness": pt,
            "types": types,
        }
    )


# What is given -> (its rule, the instruction giving it to the chosen player).
GIFTS: dict[str, tuple[str, str, Params]] = {
    "card": ("702.174e", "draw", Params({"count": 1})),
    "Food": (
        "702.174d",
        "create_tokens",
        Params({"count": 1, "token": _token("Food", ("Artifact",), (), None)}),
    ),
    "Treasure": (
        "702.174h",
        "create_tokens",
        Params({"count": 1, "token": _token("Treasure", ("Artifact",), (), None)}),
    ),
    "tapped Fish": (
        "702.174f",
        "create_tokens",
        Params({"count": 1, "tapped": True, "token": _token("Fish", ("Creature",), ("U",), 1)}),
    ),
    "Octopus": (
        "702.174i",
        "create_tokens",
        Params({"count": 1, "token": _token("Octopus", ("Creature",), ("U",), 8)}),
    ),
}


@register
class GiftPromised(EffectKind[WouldEvent]):
    name = PROMISED
    rules = (PROMISED_RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))}'s gift was promised to "
            f"{ref_name(state, effect.params.get('player'))}"
        )


def gift_words(kind: str) -> str:
    """ "Gift a card", "Gift an Octopus"."""
    return f"Gift {'an' if kind[0] in 'AEIOU' else 'a'} {kind}"


def check_gift(state: GameState, obj: GameObject, card: CardDef | None, player: str) -> None:
    """Only a spell with gift has its cost to pay (702.174a), and only an opponent can be
    chosen."""
    if not player:
        return
    if card is None or not card.gift:
        raise IllegalAction(f"{name_of(state, obj.id)} has no gift to promise", RULE)
    if player not in opponents_of(state, obj.owner):
        raise IllegalAction(
            f"a gift is promised to an opponent of {name_of(state, obj.owner)}", RULE
        )


def promise_gift(res: Resolution, spell_id: str, player: str) -> None:
    """601.2b, 702.174a, 702.174k: the caster chooses an opponent; the gift was promised."""
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(PROMISED, player))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} promises {name_of(res.state, player)} the gift of "
        f"{name_of(res.state, spell)}",
        RULE,
        PROMISED_RULE,
        "601.2b",
        objects=(spell_id,),
    )


def promised_on_stack(spell: GameObject) -> str:
    """The opponent the spell's gift was promised to ("" if none)."""
    return str(spell.stack.bound.get(PROMISED, "")) if spell.stack is not None else ""


def promised_permanent_enters(res: Resolution, permanent_id: str, player: str) -> None:
    """The permanent a spell whose gift was promised became remembers it (400.7)."""
    if player:
        remember_as_it_enters(res, permanent_id, PROMISED, player=player)


def promised_to(state: GameState, who: str | None) -> str:
    """The opponent the gift of this spell, or of the permanent it became (as it last existed
    on the battlefield once it has left, 608.2h), was promised to ("": not promised)."""
    if who is None:
        return ""
    found = state.find_object(who)
    if found is not None and found.zone is Zone.STACK:
        return promised_on_stack(found)
    effect = remembered(state, who, PROMISED)
    return str(effect.params.get("player")) if effect is not None else ""


def give_gift(res: Resolution, ctx: ExecContext, kind: str, player: str, *also: str) -> None:
    """702.174b, 702.174d-i: the chosen player gets the gift."""
    if kind not in GIFTS or not player:
        return
    rule, instruction, params = GIFTS[kind]
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} gets the gift of {name_of(res.state, ctx.source)}: "
        f"{'a ' if kind != 'Octopus' else 'an '}{kind}",
        "702.174b",
        rule,
        *also,
        objects=(ctx.source,),
    )
    INSTRUCTIONS[instruction](res, replace(ctx, controller=player), params)


def gift_of(state: GameState, object_id: str) -> str | None:
    """What the object's gift gives (None: it has no gift)."""
    found = state.find_object(object_id)
    definition = effective_def(state, found) if found is not None else None
    return definition.gift if definition is not None else None


def spell_gift_first(res: Resolution, ctx: ExecContext) -> None:
    """702.174j: an instant's or sorcery's gift is given before its other effects."""
    kind = gift_of(res.state, ctx.source)
    player = promised_to(res.state, ctx.source)
    if kind and player:
        give_gift(res, ctx, kind, player, "702.174j")


@instruction_kind("give_gift")
def _give_gift(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """The permanent's gift trigger resolving (702.174b)."""
    kind = gift_of(res.state, ctx.source)
    if kind:
        give_gift(res, ctx, kind, promised_to(res.state, ctx.source))


def _trigger_condition(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """ "if its gift cost was paid" / "if the gift was promised" (603.4)."""
    who = getattr(event, "object", None) if event is not None else source
    return bool(promised_to(state, who if isinstance(who, str) else source))


def _resolving(res: Resolution, ctx: ExecContext) -> bool:
    """ "If the gift was promised, ..." (608.2c)."""
    return bool(promised_to(res.state, ctx.source))


CONDITIONS[PROMISED] = (_trigger_condition, "'the gift was promised'")
CONTEXT_CONDITIONS[PROMISED] = _resolving
