"""A permanent becoming an artifact creature with the power and toughness it has printed (a
Vehicle, 301.7): "~ becomes an artifact creature.", "... becomes an artifact creature until end
of turn." The card types Artifact and Creature are added to what it is in layer 4 (613.1d,
205.1b: it keeps its other types), by the instruction `becomes_creature` with `types`; without
a duration the effect lasts indefinitely (611.2a), with "until end of turn" until the cleanup
step (514.2). Only "~", "it" and a target are read as the subject: a group would need its set
locked in (611.2c) by words this doesn't read."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: subject AA_BECOMES_ARTIFACT_CREATURE -> becomes_artifact_creature
              | subject AA_BECOMES_ARTIFACT_CREATURE UNTIL_EOT -> becomes_artifact_creature_eot
AA_BECOMES_ARTIFACT_CREATURE: "becomes an artifact creature"
"""

ARTIFACT_CREATURE = ("Artifact", "Creature")


class ArtifactAnimationLowering:
    ctx: LineContext

    def _animated(self, who: Any, duration: str) -> Effects:
        if who != "self" and not isinstance(who, int):
            raise ValueError("only ~, it or a target becomes an artifact creature here")
        return (step("becomes_creature", to=who, types=ARTIFACT_CREATURE, duration=duration),)

    def becomes_artifact_creature(self, items: list[Any]) -> Effects:
        return self._animated(items[0], "indefinite")  # 611.2a

    def becomes_artifact_creature_eot(self, items: list[Any]) -> Effects:
        return self._animated(items[0], "end_of_turn")  # 514.2


def artifact_animation_words(params: Any, subject: str) -> str | None:
    """ "~ becomes an artifact creature[ until end of turn]" for such a step, or None."""
    if tuple(params.get("types", ())) != ARTIFACT_CREATURE or params.get("subtypes"):
        return None
    if set(params) - {"to", "types", "duration"}:
        return None
    duration = params.get("duration", "end_of_turn")
    tail = {"indefinite": "", "end_of_turn": " until end of turn"}.get(str(duration))
    if tail is None:
        return None
    return f"{subject} becomes an artifact creature{tail}"
