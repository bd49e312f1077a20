"""Increment (702.191): a triggered ability, "Whenever you cast a spell, if this permanent is a
creature and the amount of mana spent to cast that spell is greater than this creature's power
or this creature's toughness, put a +1/+1 counter on this creature." (702.191a).

The ability is `engine.cards.permanent_keywords.INCREMENT`: the trigger "you_cast_spell" with
the intervening "if" (603.4) "increment" of this module. The trigger binds the amount of mana
spent to cast the spell as the spell became cast (601.2h, 601.2i; engine.rules.triggers
`_cast_spell_binding`), so the condition reads the same amount when it's checked again as the
ability resolves; the creature's power and toughness are read each time (603.4). Each instance
triggers separately (702.191b: engine.cards.keyword_abilities.EACH_INSTANCE).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.core.events import DidEvent
from engine.core.state import GameState, Params, Zone
from engine.rules.characteristics import chars
from engine.rules.triggers import CAST_SPELL_CONDITIONS, CONDITIONS

CONDITION = "increment"
RULE = "702.191a"
SPENT = "spell_mana_spent"


def _increment(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """702.191a: the permanent is a creature and the mana spent to cast the spell is greater
    than its power or its toughness."""
    obj = state.find_object(source) if source is not None else None
    spent = bound.get(SPENT)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not isinstance(spent, int):
        return False
    c = chars(state, obj)
    if not c.is_type("Creature"):
        return False
    return spent > (c.power or 0) or spent > (c.toughness or 0)


CONDITIONS[CONDITION] = (
    _increment,
    "'this permanent is a creature and the mana spent to cast that spell is greater than its "
    "power or toughness'",
)
CAST_SPELL_CONDITIONS.add(CONDITION)
