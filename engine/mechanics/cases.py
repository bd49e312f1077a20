"""Case cards (719) and solved (702.169).

"To solve — [Condition]" means "At the beginning of your end step, if [condition] and this Case
is not solved, this Case becomes solved." (719.3a): the trigger kind "case_unsolved_end_step"
(the beginning of its controller's end step, while the Case is unsolved) with the condition as
its intervening "if" (603.4), and the instruction "solve". Solved is a designation (719.3b): a
bookkeeping effect tied to the permanent's timestamp, so it lasts until the Case leaves the
battlefield and isn't copiable.

"Solved — [Ability]" (702.169a-d) is an ability under the condition "solved"
(engine.oracle.conditional_abilities): a static ability applies only while the Case is solved
(702.169b), a triggered ability triggers only then (702.169c), an activated ability may be
activated only then (702.169d, ActivatedAbility.only_if).
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Step, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.designations import designate, designated
from engine.rules.activation_conditions import MORE_CONDITIONS
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.static_conditions import condition
from engine.rules.triggers import trigger_kind

SOLVED = "solved"  # the designation's effect kind and the condition


@register
class Solved(EffectKind[WouldEvent]):
    """Params: "object" and "timestamp": that Case is solved (719.3b)."""

    name = SOLVED
    rules = ("719.3b",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} is solved"


def is_solved(state: GameState, obj_id: str) -> bool:
    return designated(state, obj_id, SOLVED)


@condition(SOLVED)
def _solved(state: GameState, obj: GameObject, _: str) -> bool:
    """702.169b-c: "As long as this Case is solved"."""
    return is_solved(state, obj.id)


def _solved_to_activate(state: GameState, player: str, arg: str, source: GameObject | None) -> bool:
    return source is not None and is_solved(state, source.id)  # 702.169d


MORE_CONDITIONS[SOLVED] = _solved_to_activate


@trigger_kind("case_unsolved_end_step")
def _case_end_step(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """719.3a: the beginning of its controller's end step, while this Case isn't solved."""
    return (
        type(event).__name__ == "StepBegan"
        and getattr(event, "step", None) is Step.END
        and state.turn.active_player == obj.controller
        and obj.zone is Zone.BATTLEFIELD
        and not is_solved(state, obj.id)
    )


@instruction_kind("solve")
def _solve(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """719.3a: the Case becomes solved (once: a solved Case stays solved, 719.3b)."""
    if is_solved(res.state, ctx.source):
        return
    if designate(res, ctx, ctx.source, SOLVED, "719.3b"):
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.source)} becomes solved",
            "719.3a",
            "702.169a",
            objects=(ctx.source,),
        )
