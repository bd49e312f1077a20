"""Damage prevention for the sources of a color chosen as the spell resolves: "Prevent all damage
that sources of the color of your choice would deal this turn." (Prismatic Strands). The
controller chooses the color on resolution (608.2d); then a prevention effect (615.1a) stops all
damage from any source of that color until end of turn, whatever the damage is dealt to. The
source's color is read as each damage event would happen (615.1a, 105.2: a source that becomes
that color later is affected, one that stops being it isn't), so no set of sources is locked in.
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.state import Duration, Params
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.rules.effects.protection import COLOR_WORDS
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("prevent_damage_from_chosen_color")
def _prevent_damage_from_chosen_color(res: Resolution, ctx: ExecContext, params: Params) -> None:
    word = res.choose(
        ctx.controller,
        DecisionKind.CHOOSE_COLOR,
        f"{name_of(res.state, ctx.controller)} chooses a color: damage from sources of that "
        "color is prevented this turn",
        tuple(Option(w, w) for w in COLOR_WORDS),
        "608.2d",
        context=("prevent_damage_from_chosen_color", ctx.source),
    )
    add_effect(
        res,
        ctx,
        "prevent_all_damage",
        Params({"to": "any", "source_colors": (COLOR_WORDS[word],)}),
        Duration.END_OF_TURN,
        rules=("615.1a", "608.2d"),
    )
