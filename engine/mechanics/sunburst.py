"""Sunburst (702.44): a static ability working as its object enters the battlefield (614.1c).

The object enters with one counter for each color of mana spent to cast it (601.2h, the mana
engine.mechanics.mana_spent keeps on the spell and the permanent it becomes): +1/+1 counters if
it is entering as a creature, its printed types read (type-changing effects ignored, 702.44a),
charge counters otherwise. Only a resolving spell entering from the stack has mana spent to cast
it: a permanent put onto the battlefield any other way gets none (702.44b). Each instance works
separately (702.44d): each is one ability of the definition, each read here.
"""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.log import LogKind, counted
from engine.core.state import Effect, GameObject, GameState, Params
from engine.mechanics.mana_spent import colors_spent
from engine.rules.characteristics import printed
from engine.rules.effect_kinds import EffectKind, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import ENTERING_COUNTERS

SUNBURST = "sunburst"
RULE = "702.44a"


@register
class Sunburst(EffectKind[WouldEvent]):
    """A permanent's own sunburst (engine.rules.zones puts the counters on as it enters)."""

    name = SUNBURST
    rules = (RULE, "702.44b", "614.1c")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            "enters with a +1/+1 counter (a charge counter if not a creature) for each color of "
            "mana spent to cast it"
        )


def _sunburst(res: Resolution, obj: GameObject, params: Params) -> tuple[int, str, tuple[str, ...]]:
    creature = "Creature" in printed(res.state, obj).types  # 702.44a: type changes ignored
    kind = "+1/+1" if creature else "charge"
    colors = colors_spent(obj)
    if not colors:
        res.judge(
            LogKind.REPLACEMENT,
            f"no colored mana was spent to cast {name_of(res.state, obj)}: it enters without "
            "sunburst's counters",
            "702.44b",
            objects=(obj.id,),
        )
        return 0, kind, ()
    spent = "".join(f"{{{m}}}" for m in obj.mana_spent)
    res.judge(
        LogKind.NOTE,
        f"{name_of(res.state, obj.id)} was cast with {spent}: "
        f"{counted(len(colors), 'color')} of mana for sunburst",
        "601.2h",
        objects=(obj.id,),
    )
    return len(colors), kind, (RULE,)


ENTERING_COUNTERS[SUNBURST] = _sunburst
