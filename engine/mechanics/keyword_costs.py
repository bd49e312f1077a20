"""Cast keywords whose cost is more than mana: "Kicker—Sacrifice a land." (702.33a),
"Buyback—Discard two cards." (702.27a), "Evoke—Exile a red card from your hand." (702.74a),
"Escalate—Tap an untapped creature you control." (702.120a).

The definition holds such a cost as a `Cost` in the keyword's `<keyword>_cost` field
(`CardDef.kicker_cost`, ...); a cost of mana alone stays in the keyword's own field (`kicker`).
Whatever the keyword does with its cost is the keyword's own module (engine.mechanics.kicker,
buyback, evoke, escalate); this module reads the cost and pays its parts other than mana:
- the mana joins the total cost (601.2f) like any other kicker or alternative mana;
- a player can't begin to pay a cost they can't pay in full (118.3; life: 119.4), so the cast
  is refused before anything moves;
- the other parts are paid with the total cost (601.2h): life is lost (119.4), then the parts
  that choose objects are paid by engine.rules.cost_payment (the caster chooses which).
Escalate's cost is paid once for each mode beyond the first (`times`).
"""

from __future__ import annotations

from dataclasses import fields, replace

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.events import LifeLossEvent
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of
from engine.vocabulary.costs import Cost

# The cast keywords whose cost may be more than mana (the definition's `<keyword>_cost`).
KEYWORDS = ("kicker", "buyback", "evoke", "escalate")
# The count of each part that a cost paid several times multiplies (escalate, 702.120a).
_COUNTS = (
    "life",
    "discard",
    "tap_untapped",
    "exile_from_graveyard",
    "exile_from_hand",
    "mill",
)


def keyword_cost(card: CardDef | None, keyword: str) -> Cost | None:
    """The keyword's cost when it's more than mana (None: mana alone, or no such keyword)."""
    found = getattr(card, f"{keyword}_cost", None) if card is not None else None
    return found if isinstance(found, Cost) else None


def has_keyword_cost(card: CardDef | None, keyword: str) -> bool:
    """The card has the keyword, with a mana cost or a cost of other parts."""
    return card is not None and (
        bool(getattr(card, keyword, None)) or keyword_cost(card, keyword) is not None
    )


def keyword_mana(card: CardDef | None, keyword: str) -> str:
    """The mana of the keyword's cost ("": none, or no such keyword)."""
    if card is None:
        return ""
    own = getattr(card, keyword, None)
    if isinstance(own, str) and own:
        return own
    cost = keyword_cost(card, keyword)
    return cost.mana if cost is not None else ""


def times(cost: Cost, count: int) -> Cost:
    """The cost paid `count` times over (702.120a: once per mode beyond the first). Only counted
    parts can be; a cost with another part is refused (ValueError)."""
    if count == 1:
        return cost
    blank = Cost()
    counted = set(_COUNTS) | {"mana", "sacrifice", "sacrifice_count"}
    counted |= {"discard_type", "discard_random", "tap_untapped_type"}
    counted |= {"exile_from_graveyard_type", "exile_from_hand_type"}
    for f in fields(Cost):
        if f.name not in counted and getattr(cost, f.name) != getattr(blank, f.name):
            raise ValueError(f"a cost part {f.name} paid several times")
    scaled = {name: getattr(cost, name) * count for name in _COUNTS}
    if cost.sacrifice:
        scaled["sacrifice_count"] = cost.sacrifice_count * count
    return replace(cost, mana=cost.mana * count, **scaled)


def check_keyword_cost(
    state: GameState, obj: GameObject, cost: Cost, keyword: str, rule: str
) -> None:
    """118.3: the parts other than mana must be payable in full before the spell is cast."""
    player = obj.owner
    if cost.life and state.player(player).life < cost.life:
        raise IllegalAction(
            f"{name_of(state, player)} can't pay {cost.life} life for {name_of(state, obj)}'s {keyword} cost",
            "119.4",
        )
    problem = why_unpayable(state, player, obj.id, cost, casting=True)
    if problem is not None:
        raise IllegalAction(
            f"{problem} for {name_of(state, obj)}'s {keyword} cost ({rule})", "118.3"
        )


def pay_keyword_cost(res: Resolution, spell_id: str, cost: Cost, keyword: str, rule: str) -> None:
    """601.2h: pay the parts of the keyword's cost other than mana (the mana is paid with the
    rest of the total cost)."""
    spell = res.state.object(spell_id)
    player = spell.controller
    what = f"{name_of(res.state, spell)}'s {keyword} cost"
    if cost.life:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} pays {cost.life} life for {what}",
            rule,
            "601.2h",
            "119.4",
        )
        res.run(LifeLossEvent(player, cost.life, spell_id))  # 119.4: paying life is losing it
    pay_cost_parts(res, player, spell_id, cost, what, "601.2h")
    res.note(LogKind.STACK, f"{what} is paid", rule, "601.2h", objects=(spell_id,))
