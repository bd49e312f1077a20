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

from engine.cards.model import CardDef, add_mana_costs
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.mechanics.keyword_costs import (
    check_keyword_cost,
    has_keyword_cost,
    keyword_cost,
    keyword_mana,
    pay_keyword_cost,
)
from engine.rules.pipeline import Resolution, name_of

KICKED = "kicked"
KEYWORD = "kicker"  # its cost fields: CardDef.kicker, CardDef.kicker_cost
RULE = "702.33a"
MULTI_RULE = "702.33c"
SECOND_RULE = "702.33b"


def check_kicker(
    state: GameState,
    obj: GameObject,
    card: CardDef | None,
    kicked: bool,
    second: bool = False,
) -> None:
    """A spell can be kicked only if it has kicker (702.33a), with its second kicker cost only
    if it has one (702.33b); a kicker cost of more than mana must be payable in full (118.3)."""
    if kicked and not has_keyword_cost(card, KEYWORD):
        raise IllegalAction(f"{name_of(state, obj.id)} has no kicker cost to pay", RULE)
    if second and (card is None or not card.second_kicker):
        raise IllegalAction(f"{name_of(state, obj.id)} has no second kicker cost", SECOND_RULE)
    other = keyword_cost(card, KEYWORD)
    if kicked and other is not None:
        check_keyword_cost(state, obj, other, KEYWORD, RULE)


def check_multikicker(state: GameState, obj: GameObject, card: CardDef | None, times: int) -> None:
    """Only a spell with multikicker can pay a kicker cost several times (702.33c)."""
    if times and (card is None or not card.multikicker):
        raise IllegalAction(f"{name_of(state, obj.id)} has no multikicker cost to pay", MULTI_RULE)


def kicker_cost(
    card: CardDef | None, kicked: bool, multikicked: int = 0, second: bool = False
) -> str:
    """The additional mana cost kicking adds to the total cost (601.2f), or ""."""
    if card is None:
        return ""
    once = keyword_mana(card, KEYWORD) if kicked else ""
    again = card.second_kicker or "" if second else ""  # 702.33b
    return add_mana_costs(once, again, *[card.multikicker or ""] * multikicked)


def times_kicked(card: CardDef | None, kicked: bool, multikicked: int, second: bool) -> int:
    """How many of its kicker costs the caster declared (702.33d), 0: it isn't kicked."""
    if card is None:
        return 0
    return int(kicked) + int(second and bool(card.second_kicker)) + multikicked


def pay_other_kicker_parts(res: Resolution, spell_id: str, card: CardDef | None) -> None:
    """601.2h: the kicker cost's parts other than mana ("Sacrifice a land"), if it has any."""
    other = keyword_cost(card, KEYWORD)
    if other is not None:
        pay_keyword_cost(res, spell_id, other, KEYWORD, RULE)


def mark_kicked(res: Resolution, spell_id: str, cost: str, times: int = 1) -> None:
    """601.2h, 702.33d: the kicker cost is paid with the total cost; the spell was kicked."""
    spell = res.state.object(spell_id)
    res.set_state(res.state.with_object(replace(spell, kicked=times)))
    how = "it was kicked" if times == 1 else f"it was kicked {times} times"
    paid = f" {cost}" if cost else ""
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} pays {name_of(res.state, spell)}'s kicker cost{paid} as well: {how}",
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
