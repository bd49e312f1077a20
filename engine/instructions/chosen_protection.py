"""Protection from a color chosen as the spell or ability resolves (702.16a, 608.2d): "Target
creature you control gains protection from the color of your choice until end of turn."
(Moonlit Strider, Alseid of Life's Bounty, Gods Willing).

The controller chooses one of the five colors as the instruction is followed (608.2d: a choice
made on resolution; 105.1: the five colors); the permanents then gain "protection from [that
color]" until end of turn, a layer 6 effect whose affected set is locked in (613.1f, 611.2c).
Protection from a color then stops targeting, enchanting or equipping, blocking and damage by
sources of that color (702.16b-e, engine.rules.effects.protection).
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Duration, Params
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of

KIND = "gain_protection_from_chosen_color"
COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@instruction_kind(KIND)
def _gain_protection_from_chosen_color(res: Resolution, ctx: ExecContext, params: Params) -> None:
    objects = tuple(o for o in refs(res, ctx, params.get("to", 0)) if res.state.find_object(o))
    if not objects:
        return
    letter = res.choose(
        ctx.controller,
        DecisionKind.CHOOSE_COLOR,
        f"{name_of(res.state, ctx.controller)} chooses a color for protection",
        tuple(Option(c, word) for c, word in COLORS.items()),
        "608.2d",
        context=("protection_color", ctx.source),
    )
    color = COLORS[letter]
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, ctx.controller)} chooses {color}",
        "608.2d",
        "702.16a",
        objects=objects,
    )
    effect = Params({"objects": objects, "keywords": (f"protection from {color}",)})
    duration = Duration(params.get("duration", "end_of_turn"))
    add_effect(res, ctx, "gain_keywords", effect, duration, rules=("613.1f", "611.2c"))
