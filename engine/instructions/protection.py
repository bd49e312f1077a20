"""Protection granted by a resolving spell or ability: "Target creature you control gains
protection from the color of your choice until end of turn." (Gods Willing). The color is
chosen as the spell resolves (608.2d), by its controller; the creature then has protection from
that color (702.16a) until end of turn: it can't be targeted, enchanted, equipped or blocked by
anything of that color and damage from sources of that color is prevented (702.16b-e;
engine.rules.effects.protection). The creature is locked in (611.2c): once it changes zones it's
a new object without the protection (400.7)."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.effects.protection import COLOR_WORDS
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("gain_protection")
def _gain_protection(res: Resolution, ctx: ExecContext, params: Params) -> None:
    objects = [
        o
        for o in refs(res, ctx, params.get("to", 0))
        if (found := res.state.find_object(o)) is not None and found.zone is Zone.BATTLEFIELD
    ]
    if not objects:
        return
    quality = str(params.get("from", "chosen_color"))
    if quality == "chosen_color":
        quality = res.choose(
            ctx.controller,
            DecisionKind.CHOOSE_COLOR,
            f"{name_of(res.state, ctx.controller)} chooses a color for protection",
            tuple(Option(word, word) for word in COLOR_WORDS),
            "608.2d",
            context=("gain_protection", ctx.source),
        )
    for obj in objects:
        add_effect(
            res,
            ctx,
            "protection",
            Params(
                {
                    "protected": obj,
                    "from": quality,
                    "protected_timestamp": res.state.object(obj).timestamp,
                }
            ),
            Duration(params.get("duration", "end_of_turn")),
            rules=("702.16a", "611.2c"),
        )
