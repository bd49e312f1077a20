"""Skipped steps (614.10): "Skip your draw step." (a static ability: the effect kind "skip_step"
with "player", a player group of engine.rules.player_groups, and "step"). Skipping is a
replacement effect: instead of the step, nothing. The turn structure (engine.rules.turn) asks
`skips` as the step before ends, so a step that has begun is never skipped (614.10); what would
happen in the skipped step doesn't (614.10a). Only the upkeep and draw steps are skipped this
way: skipping an untap step, the first step of a turn, isn't modeled."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState, Step
from engine.rules.effect_kinds import EffectKind, effects_of_kind, register
from engine.rules.player_groups import group_words, in_group

KIND = "skip_step"
SKIPPABLE = (Step.UPKEEP, Step.DRAW)


def skips(state: GameState, player: str, step: Step) -> Effect | None:
    """The effect in force that makes `player` skip their `step`, if any (614.10)."""
    if step not in SKIPPABLE:
        return None
    return next(
        (
            e
            for e in effects_of_kind(state, KIND)
            if e.params.get("step", "draw") == step.value and in_group(state, e, player)
        ),
        None,
    )


@register
class SkipStep(EffectKind[WouldEvent]):
    """614.10: a player skips a step of their turns."""

    name = KIND
    rules = ("614.10",)

    def describe(self, effect: Effect, state: GameState) -> str:
        step = str(effect.params.get("step", "draw")).replace("_", " ")  # the declared default
        return f"{group_words(state, effect)} skip their {step} steps"
