"""Escape (702.138a): "Escape [cost]" means "You may cast this card from your graveyard by paying
[cost] rather than paying its mana cost." It is an alternative cost (118.9, paid as 601.2b and
601.2f-h say): only one alternative cost can be paid for a spell (118.9a), so escape with
flashback, evoke or dash is refused. Oracle's escape costs are mana and "Exile N other cards
from your graveyard": the definition holds them as a cost (`CardDef.escape`, its
`exile_from_graveyard` count), and the caster chooses the cards as the cost is paid (601.2h; a
pending decision when more cards qualify than the cost needs, engine.rules.cost_payment). The
spell is on the stack by then (601.2a), so it can't exile itself: the cards are "other" cards.

A spell or permanent "escaped" if it was cast from a graveyard with escape (702.138b): the
spell, and the permanent it becomes, remember it (`GameObject.cast_for` is "escape"). "~
escapes with N [kind] counters on it" means "If this permanent escaped, it enters with those
counters" (702.138c): an `enters_with_counters` static ability with `"if": "escaped"`
(engine.rules.zones).

Unlike flashback, nothing replaces where an escaped spell goes: an instant or sorcery cast with
escape goes back to the graveyard as it resolves, and may escape again.

The cast action says it: `"escape": true`."""

from __future__ import annotations

from engine.cards.model import CardDef, Cost
from engine.core.errors import IllegalAction
from engine.core.state import GameObject, GameState, Zone
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of

ESCAPE = "escape"
ESCAPED = "escaped"  # the condition of an "escapes with" ability (702.138c)
RULE = "702.138a"


def escape_cost(card: CardDef | None) -> Cost | None:
    return card.escape if card is not None else None


def check_escape(state: GameState, obj: GameObject, card: CardDef | None, escape: bool) -> None:
    """702.138a: a card with escape, from its owner's graveyard, whose escape cost can be paid
    in full (118.3: enough other cards in that graveyard to exile)."""
    cost = escape_cost(card)
    check_cast_for(state, obj, ESCAPE, RULE, asked=escape, has_cost=cost is not None)
    if not escape or cost is None:
        return
    if obj.zone is not Zone.GRAVEYARD:
        raise IllegalAction(
            f"{name_of(state, obj.id)} isn't in its owner's graveyard: escape casts it from there",
            RULE,
        )
    problem = why_unpayable(state, obj.owner, obj.id, cost, casting=True)  # the spell: not itself
    if problem is not None:
        raise IllegalAction(f"{problem} for {name_of(state, obj)}'s escape cost", "118.3")


def pay_escape(res: Resolution, spell_id: str, cost: Cost) -> None:
    """118.9, 601.2h: the escape cost is paid rather than the mana cost (its mana with the rest
    of the total cost); the cards it exiles are chosen and exiled now, and the spell remembers
    it escaped (702.138b)."""
    cast_for(res, spell_id, ESCAPE, cost.mana, RULE)
    spell = res.state.object(spell_id)
    pay_cost_parts(res, spell.controller, spell_id, cost, name_of(res.state, spell), "601.2h")


def escaped(obj: GameObject) -> bool:
    """702.138b: the spell, or the permanent it became, was cast with escape."""
    return obj.cast_for == ESCAPE
