"""Kicker (702.33): "Kicker [cost]" means the caster may pay an additional [cost] as they cast
the spell (702.33a), following the rules for additional costs (601.2b, 601.2f-h).

The engine never prompts, so the cast action says it: `"kicked": true` declares the intention
to pay the kicker cost (601.2b); the cost is added to the total cost (601.2f) and paid with it
(601.2h). A spell whose controller declared it "was kicked" (702.33d), and so is the permanent
it becomes: the object's `kicked` count (engine.core.state.GameObject) stays with it from the
stack onto the battlefield and is forgotten by any other move (400.7).

What kicking does is said by the card's other abilities (702.33e): an instruction with
`"if": "kicked"` runs only when its source was kicked (a spell's "If ~ was kicked, ..."; a
permanent's triggered ability "When ~ enters, if it was kicked, ..." is the intervening "if"
condition "kicked", 603.4), and `enters_with_counters` with `"if": "kicked"` puts its counters
on only a kicked permanent (614.1c). A kicker cost paid for a spell without kicker, or a spell
kicked twice with one kicker cost, is refused (702.33a, 702.33d).

Multikicker (702.33c) is a kicker cost that may be paid any number of times: the cast action's
`"multikicker": N` pays it N times, and the object was kicked N times (702.33d);
`enters_with_counters` with `"for_each": "kicked"` puts its counters on once per time ("~ enters
with a +1/+1 counter on it for each time it was kicked").
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.pipeline import Resolution, name_of

KICKED = "kicked"
RULE = "702.33a"
MULTI_RULE = "702.33c"


def check_kicker(state: GameState, obj: GameObject, card: CardDef | None, kicked: bool) -> None:
    """A spell can be kicked only if it has kicker (702.33a)."""
    if kicked and (card is None or not card.kicker):
        raise IllegalAction(f"{name_of(state, obj.id)} has no kicker cost to pay", RULE)


def check_multikicker(state: GameState, obj: GameObject, card: CardDef | None, times: int) -> None:
    """Only a spell with multikicker can pay a kicker cost several times (702.33c)."""
    if times and (card is None or not card.multikicker):
        raise IllegalAction(f"{name_of(state, obj.id)} has no multikicker cost to pay", MULTI_RULE)


def kicker_cost(card: CardDef | None, kicked: bool, multikicked: int = 0) -> str:
    """The additional mana cost kicking adds to the total cost (601.2f), or ""."""
    if card is None:
        return ""
    once = card.kicker or "" if kicked else ""
    return once + (card.multikicker or "") * multikicked


def mark_kicked(res: Resolution, spell_id: str, cost: str, times: int = 1) -> None:
    """601.2h, 702.33d: the kicker cost is paid with the total cost; the spell was kicked."""
    spell = res.state.object(spell_id)
    res.set_state(res.state.with_object(replace(spell, kicked=times)))
    how = "it was kicked" if times == 1 else f"it was kicked {times} times"
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} pays {spell.card}'s kicker cost {cost} as well: {how}",
        RULE,
        "702.33d",
        "601.2f",
        *((MULTI_RULE,) if times > 1 else ()),
        objects=(spell_id,),
    )


def was_kicked(state: GameState, object_id: str | None) -> bool:
    """702.33d: the spell, or the permanent it became, was kicked."""
    found = state.find_object(object_id) if object_id is not None else None
    return found is not None and found.kicked > 0
