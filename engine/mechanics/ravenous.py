"""Ravenous (702.156a): a keyword of creature cards with {X} in their mana cost, standing for a
replacement effect and a triggered ability. As the permanent enters it gets X +1/+1 counters, X
the value its spell was cast with (107.3m; 0 if it wasn't cast), and it remembers that X, locked
to its timestamp (400.7); its enters trigger (engine.cards.permanent_keywords.RAVENOUS) draws a
card if that X is 5 or more, an intervening "if" checked as it triggers and as it resolves
(603.4).
"""

from __future__ import annotations

from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind, counted
from engine.core.state import Effect, GameObject, GameState, Params
from engine.rules.cast_memory import remember_as_it_enters, remembered
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.loyalty import entering_counters
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITION_RULES, CONDITIONS
from engine.rules.zones import ENTERING_WITH_X

RULE = "702.156a"
KIND = "ravenous_x"
CONDITION = "ravenous_x_5"
PLUS_ONE = "+1/+1"


@register
class RavenousX(EffectKind[WouldEvent]):
    name = KIND
    rules = (RULE, "107.3m")

    def describe(self, effect: Effect, state: GameState) -> str:
        x = effect.params.get("x")
        return f"{ref_name(state, effect.params.get('object'))} entered with ravenous and X = {x}"


def _enters(res: Resolution, obj: GameObject) -> GameObject:
    """702.156a, 614.1c: X +1/+1 counters as it enters (107.3m), and X remembered."""
    if not chars(res.state, obj).has("ravenous"):
        return obj
    remember_as_it_enters(res, obj.id, KIND, x=obj.x)
    count = entering_counters(res, obj.id, PLUS_ONE, obj.x)
    if count > 0:
        obj = obj.with_counters(PLUS_ONE, count)
        res.note(
            LogKind.REPLACEMENT,
            f"{name_of(res.state, obj)} enters with {counted(count, f'{PLUS_ONE} counter')} "
            f"(ravenous, X = {obj.x})",
            "614.1c",
            RULE,
            "107.3m",
            objects=(obj.id,),
        )
    return obj


ENTERING_WITH_X.append(_enters)


def _x_five_or_more(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """Intervening "if X is 5 or more" (603.4): the X the permanent entered with, as it is or
    as it last existed on the battlefield (608.2h)."""
    who = getattr(event, "object", None) if event is not None else source
    found = remembered(state, who, KIND) if who is not None else None
    x = found.params.get("x") if found is not None else None
    return isinstance(x, int) and x >= 5


CONDITIONS[CONDITION] = (_x_five_or_more, "'X is 5 or more'")
CONDITION_RULES[CONDITION] = (RULE,)
