"""The mana spent to cast a spell (601.2h), for the abilities that ask: "~ enters with a +1/+1
counter on it for each color of mana spent to cast it." (Springmantle Cleric).

The cast action notes what its payment took from the mana pool (`note_mana_spent`) on the spell
(`GameObject.mana_spent`); the permanent the spell becomes keeps it, and any other move forgets
it (400.7). Only mana counts: creatures tapped for convoke or improvise and cards exiled for
delve pay part of the cost without being mana (702.51a, 702.126a, 702.66a), and a cost marked
paid (the judge's shortcut) spent none. A color of mana is one of the five colors (105.1,
106.1b): colorless mana has none.

The entering ability is the static ability of kind "enters_with_counters_per_color_spent"
(params "kind", "count": how many for each color): engine.rules.zones puts the counters on as
the permanent enters (614.1c).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import WouldEvent
from engine.core.log import LogKind, counted
from engine.core.mana import MANA_TYPES
from engine.core.state import Effect, GameObject, GameState, Params
from engine.rules.effect_kinds import EffectKind, register
from engine.rules.mana.spending import by_type
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import ENTERING_COUNTERS

COLORS = ("W", "U", "B", "R", "G")  # 105.1
PER_COLOR_SPENT = "enters_with_counters_per_color_spent"


def note_mana_spent(res: Resolution, spell: str, player: str, pool_before: Params) -> None:
    """Remember on the spell the mana its cast took from the player's pool (601.2h)."""
    # 106.6: restricted mana spent is mana of its type all the same
    after = by_type(res.state.player(player).mana_pool)
    before = by_type(pool_before)
    spent = tuple(m for m in MANA_TYPES for _ in range(before[m] - after[m]))
    obj = res.state.find_object(spell)
    if obj is None or not spent:
        return
    res.set_state(res.state.with_object(replace(obj, mana_spent=spent)))


def colors_spent(obj: GameObject) -> tuple[str, ...]:
    """The colors of the mana spent to cast it (106.1b: colorless isn't a color)."""
    return tuple(c for c in COLORS if c in obj.mana_spent)


@register
class EntersWithCountersPerColorSpent(EffectKind[WouldEvent]):
    """ "~ enters with a +1/+1 counter on it for each color of mana spent to cast it" (614.1c)."""

    name = PER_COLOR_SPENT
    rules = ("614.1c", "601.2h")

    def describe(self, effect: Effect, state: GameState) -> str:
        return "enters with counters for each color of mana spent to cast it"


def _entering_counters(
    res: Resolution, obj: GameObject, params: Params
) -> tuple[int, str, tuple[str, ...]]:
    kind = str(params.get("kind", "+1/+1"))
    colors = colors_spent(obj)
    per = params.get("count", 1)
    count = len(colors) * (per if isinstance(per, int) and not isinstance(per, bool) else 1)
    spent = "".join(f"{{{m}}}" for m in obj.mana_spent) or "no mana"
    res.judge(
        LogKind.NOTE,
        f"{name_of(res.state, obj.id)} was cast with {spent}: {counted(len(colors), 'color')} of mana",
        "601.2h",
        objects=(obj.id,),
    )
    return count, kind, ("601.2h",)


ENTERING_COUNTERS[PER_COLOR_SPENT] = _entering_counters
