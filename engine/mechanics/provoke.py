"""Provoke (702.39a): "Whenever this creature attacks, you may choose to have target creature
defending player controls block this creature this combat if able. If you do, untap that
creature." Each instance triggers separately (702.39b).

The triggered ability is engine.cards.keyword_abilities.PROVOKE (optional, 603.5); its
instruction "provoke" creates the requirement, and the instruction "untap" then untaps the
target (701.26b): an effect of kind
"blocks_attacker_if_able" (params "objects": the provoked creature, "attacker": the creature
with provoke), which the declaration of blockers obeys (509.1c, engine.rules.combat.restrictions:
the provoked creature blocks that attacker if it is able to). The requirement is for this combat
only: it ends as the end of combat step ends (511.3), or at the end of the turn at the latest.
"""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameState, Params, Step, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.combat_words import BLOCKS_ATTACKER_IF_ABLE
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.turn import STEP_ENDS

RULE = "702.39a"


@register
class BlocksAttackerIfAble(EffectKind[WouldEvent]):
    """Params: "objects" (the creature that must block), "attacker" (the one it must block)."""

    name = BLOCKS_ATTACKER_IF_ABLE
    rules = (RULE, "509.1c")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"blocks {ref_name(state, effect.params.get('attacker'))} this combat if able"


@instruction_kind("provoke")
def _provoke(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.39a: the target blocks the source this combat if able."""
    attacker = ctx.source
    for target in refs(res, ctx, params.get("to", 0)):
        found = res.state.find_object(target)
        if found is None or found.zone is not Zone.BATTLEFIELD:
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, attacker)} provokes {name_of(res.state, target)}: it blocks it "
            "this combat if able",
            RULE,
            "509.1c",
            objects=(target, attacker),
        )
        add_effect(
            res,
            ctx,
            BLOCKS_ATTACKER_IF_ABLE,
            Params({"objects": (target,), "attacker": attacker}),
            Duration.END_OF_TURN,
            rules=(RULE, "509.1c"),
        )


def _combat_ends(res: Resolution, step: Step) -> None:
    """The requirement was for that combat only (702.39a): gone as the combat ends (511.3)."""
    if step is not Step.END_OF_COMBAT:
        return
    state = res.state
    for effect in state.effects:
        if effect.kind == BLOCKS_ATTACKER_IF_ABLE:
            state = state.without_effect(effect.id)
    if state is not res.state:
        res.set_state(state)


STEP_ENDS.append(_combat_ends)
