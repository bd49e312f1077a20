"""Firebending N (702.189a): a triggered ability, "Whenever this creature attacks, add N {R}.
Until end of combat, you don't lose this mana as steps and phases end."

- `firebending(n)`: the keyword's triggered ability (trigger "self_attacks", 508.1m; each
  instance triggers on its own). It isn't a mana ability (605.1b: it triggers on attacking, not
  on a mana ability), so it uses the stack; its instruction "firebend" adds the mana (106.4) and
  a bookkeeping effect "mana_kept" (player, mana) remembers how much of it stays.
- As each step ends (500.5) the pool empties but for that kept mana (engine.rules.mana.pool
  KEPT_MANA), until the end of combat step ends (511.3: "until end of combat" effects end
  then); outside combat nothing is kept. Red mana of the pool is red mana: the kept amount is at
  most what of that type is still there (the player is taken to have spent the mana that would
  have emptied first, the only difference between the two being when they empty).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from engine.cards.model import TriggeredAbility, instruction
from engine.core.events import ManaEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import COMBAT_STEPS, Duration, Effect, GameState, Params, Step
from engine.instructions.registry import ExecContext, add_effect, amount, instruction_kind
from engine.rules.effect_kinds import EffectKind, effects_of_kind, register
from engine.rules.mana.pool import KEPT_MANA, pool_text
from engine.rules.pipeline import Resolution, name_of

RULE = "702.189a"
KEPT = "mana_kept"


def firebending(n: int) -> TriggeredAbility:
    """702.189a: "Firebending N"."""
    return TriggeredAbility(
        f"Firebending {n} (Whenever this creature attacks, add {'{R}' * n}. This mana lasts "
        "until end of combat.)",
        "self_attacks",
        (instruction("firebend", count=n),),
        keyword="Firebending",
    )


@instruction_kind("firebend")
def _firebend(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    if n <= 0:
        return
    player = ctx.controller
    before = int(res.state.player(player).mana_pool.get("R", 0))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} firebends {n}: add {'{R}' * n}, kept until end of combat",
        RULE,
        objects=(ctx.source,),
    )
    res.run(ManaEvent(player, ctx.source, Params({"R": n})))
    added = int(res.state.player(player).mana_pool.get("R", 0)) - before
    if added > 0:
        add_effect(
            res,
            ctx,
            KEPT,
            Params({"player": player, "mana": Params({"R": added})}),
            Duration.INDEFINITE,
            rules=(RULE,),
        )


def _kept(res: Resolution, player: str) -> Params:
    """The player's firebending mana that stays in the pool as this step ends (702.189a)."""
    step = res.state.turn.step
    total: Counter[str] = Counter()
    for effect in list(effects_of_kind(res.state, KEPT)):
        if effect.params.get("player") != player:
            continue
        if step not in COMBAT_STEPS or step is Step.END_OF_COMBAT:
            res.set_state(res.state.without_effect(effect.id))  # 511.3: combat is over
            continue
        pool = res.state.player(player).mana_pool
        mana = effect.params.get("mana", Params())
        kept = {
            str(k): max(0, min(int(v), int(pool.get(str(k), 0)) - total[str(k)]))
            for k, v in mana.items()
        }
        if not any(kept.values()):
            res.set_state(res.state.without_effect(effect.id))  # spent
            continue
        res.set_state(res.state.with_effect(_with_mana(effect, kept)))
        total.update(kept)
    if total:
        res.judge(
            LogKind.TURN,
            f"{name_of(res.state, player)} doesn't lose {pool_text(dict(total))} of firebending "
            "until end of combat",
            RULE,
        )
    return Params(dict(total))


def _with_mana(effect: Effect, kept: dict[str, int]) -> Effect:
    params = effect.params.set("mana", Params({k: n for k, n in kept.items() if n}))
    return replace(effect, params=params)


KEPT_MANA.append(_kept)


@register
class ManaKept(EffectKind[WouldEvent]):
    """Firebending's mana kept in a pool until end of combat (702.189a)."""

    name = KEPT
    rules = (RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        mana = effect.params.get("mana", Params())
        who = name_of(state, str(effect.params.get("player", "")))
        return f"{who} doesn't lose {pool_text(dict(mana))} until end of combat"
