"""Soulbond (702.95): the keyword stands for two triggered abilities
(engine.cards.keyword_abilities.SOULBOND):
- "When this creature enters, if you control both this creature and another creature and both
  are unpaired, you may pair this creature with another unpaired creature you control";
- "Whenever another creature you control enters, if you control both that creature and this
  one and both are unpaired, you may pair that creature with this creature";
each pairing lasting for as long as both remain creatures on the battlefield under your control
(702.95a). A pair is a "paired" effect (engine.rules.paired); as the ability resolves, if either
creature is no longer a creature, on the battlefield or under its controller's control, neither
becomes paired (702.95c), and a creature is paired with one other creature at most (702.95d: the
intervening "if" is checked again on resolution, 603.4).

The pair ends as soon as one of them is no longer a creature, leaves the battlefield or changes
controller: checked with the state-based actions (the engine's moment for conditions that stop
holding between events), where the effect is removed and the log cites 702.95a.
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import DidEvent, WouldEvent, ZoneChanged
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.paired import PAIRED, holds, pair_members, paired_with
from engine.rules.pipeline import Resolution, name_of
from engine.rules.sba import MORE_STATE_BASED_ACTIONS
from engine.rules.triggers import CONDITIONS

RULE = "702.95a"
SELF_UNPAIRED = "soulbond_self"  # the first ability's intervening "if"
BOTH_UNPAIRED = "soulbond_entering"  # the second's


@register
class Paired(EffectKind[WouldEvent]):
    """Params: "object", "timestamp", "partner", "partner_timestamp": those two creatures are
    paired (702.95b)."""

    name = PAIRED
    rules = ("702.95a", "702.95b")

    def describe(self, effect: Effect, state: GameState) -> str:
        p = effect.params
        return (
            f"{ref_name(state, p.get('object'))} is paired with {ref_name(state, p.get('partner'))}"
        )


def _unpaired_creature(state: GameState, obj_id: str | None, player: str) -> bool:
    """A creature on the battlefield that `player` controls and that is unpaired."""
    obj = state.find_object(obj_id) if obj_id is not None else None
    return (
        obj is not None
        and obj.zone is Zone.BATTLEFIELD
        and not obj.phased_out
        and obj.controller == player
        and chars(state, obj).is_type("Creature")
        and paired_with(state, obj.id) is None
    )


def _candidates(state: GameState, source: str, player: str) -> list[str]:
    return [
        o.id
        for o in state.zone(Zone.BATTLEFIELD, player)
        if o.id != source and _unpaired_creature(state, o.id, player)
    ]


def _self_unpaired(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """You control this creature and another creature, and both are unpaired (702.95a)."""
    return (
        source is not None
        and _unpaired_creature(state, source, player)
        and bool(_candidates(state, source, player))
    )


def _entering(event: DidEvent | None, bound: Params) -> str | None:
    entering = event.object if isinstance(event, ZoneChanged) else bound.get("entering")
    return entering if isinstance(entering, str) else None


def _both_unpaired(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """You control both the entering creature and this one, and both are unpaired (702.95a)."""
    entering = _entering(event, bound)
    return (
        entering is not None
        and entering != source
        and _unpaired_creature(state, source, player)
        and _unpaired_creature(state, entering, player)
    )


CONDITIONS[SELF_UNPAIRED] = (
    _self_unpaired,
    "'you control both this creature and another creature and both are unpaired'",
)
CONDITIONS[BOTH_UNPAIRED] = (
    _both_unpaired,
    "'you control both that creature and this one and both are unpaired'",
)


@instruction_kind("pair")
def _pair(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Pair the source with "with": "choice", another unpaired creature its controller controls
    (chosen now), or the creature a reference names (the entering one)."""
    source, player = ctx.source, ctx.controller
    partner_word = params.get("with", "choice")
    if partner_word == "choice":
        found = _candidates(res.state, source, player)
        if len(found) > 1:
            partner: str | None = res.choose(
                player,
                DecisionKind.CHOOSE_OBJECT,
                f"{name_of(res.state, player)} chooses a creature to pair with "
                f"{name_of(res.state, source)}",
                tuple(Option(f, name_of(res.state, f)) for f in found),
                RULE,
                context=(PAIRED, source),
            )
        else:
            partner = found[0] if found else None
    else:
        named = refs(res, ctx, partner_word)
        partner = named[0] if named else None
    if (
        partner is None
        or not _unpaired_creature(res.state, source, player)
        or not _unpaired_creature(res.state, partner, player)
    ):
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, source)} can't be paired: both creatures must still be unpaired "
            f"creatures on the battlefield under {name_of(res.state, player)}'s control",
            "702.95c",
            objects=(source,),
        )
        return
    one, other = res.state.object(source), res.state.object(partner)
    add_effect(
        res,
        ctx,
        PAIRED,
        Params(
            {
                "object": one.id,
                "timestamp": one.timestamp,
                "partner": other.id,
                "partner_timestamp": other.timestamp,
            }
        ),
        Duration.INDEFINITE,
        rules=(RULE, "702.95b"),
    )


def _end_broken_pairs(res: Resolution) -> bool:
    """702.95a: a pair ends once either creature is no longer a creature on the battlefield
    under the pairing player's control."""
    ended = False
    for effect in res.state.effects:
        if effect.kind != PAIRED:
            continue
        members = pair_members(effect)
        still = holds(res.state, effect) and all(
            chars(res.state, res.state.object(m)).is_type("Creature") for m, _ in members
        )
        if still:
            continue
        res.set_state(res.state.without_effect(effect.id))
        res.note(
            LogKind.EVENT,
            f"{ref_name(res.state, members[0][0])} and {ref_name(res.state, members[1][0])} "
            "are no longer paired",
            RULE,
            objects=tuple(m for m, _ in members),
        )
        ended = True
    return ended


MORE_STATE_BASED_ACTIONS.append(_end_broken_pairs)
