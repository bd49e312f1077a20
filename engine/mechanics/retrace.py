"""Retrace (702.81a): the card may be cast from its owner's graveyard by discarding a land card
as an additional cost (601.2b, 601.2f-h). Unlike flashback, nothing replaces where it goes
afterwards: a resolved retrace spell goes back to the graveyard, ready to be cast again.

The cast action says it, `"retrace": true`, and names the land card in its `discard`, an id in
the caster's hand; it is discarded as the total cost is paid (601.2h, 701.9a). `discard_as_cost` also serves jump-start
(engine.mechanics.jump_start), whose additional cost is discarding any card."""

from __future__ import annotations

from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import discard

RETRACE = "retrace"
RULE = "702.81a"


def has_retrace(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).has(RETRACE)


def check_discard_cost(
    state: GameState, spell: GameObject, card: str, rule: str, keyword: str, land: bool
) -> None:
    """`card` is a card in the caster's hand (a land card if `land`) other than the spell."""
    if not card:
        what = "a land card" if land else "a card"
        raise IllegalAction(
            f"casting {name_of(state, spell)} with {keyword} needs {what} from {name_of(state, spell.owner)}'s "
            "hand to discard: name it in the action's 'discard'",
            rule,
        )
    obj = state.find_object(card)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != spell.owner:
        what = name_of(state, card) if obj is not None else repr(card)
        raise IllegalAction(
            f"{what} isn't in {name_of(state, spell.owner)}'s hand: {keyword} discards a card "
            "from the caster's hand",
            rule,
        )
    if land and not chars(state, obj).is_type("Land"):
        raise IllegalAction(f"{name_of(state, card)} isn't a land card: retrace discards one", rule)


def check_retrace(state: GameState, spell: GameObject) -> None:
    """702.81a: from the graveyard, a card with retrace, discarding a land card."""
    if not has_retrace(state, spell):
        raise IllegalAction(f"{name_of(state, spell.id)} has no retrace", RULE)
    if spell.zone is not Zone.GRAVEYARD:
        raise IllegalAction(
            f"{name_of(state, spell.id)} isn't in its owner's graveyard: retrace casts it from "
            "there",
            RULE,
        )


def discard_as_cost(res: Resolution, spell_id: str, card: str, rule: str, keyword: str) -> None:
    """601.2h: the caster discards `card` to pay the spell's additional cost (701.9a)."""
    spell = res.state.object(spell_id)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, spell.owner)} discards {name_of(res.state, card)} to cast "
        f"{name_of(res.state, spell)} with {keyword}",
        rule,
        "701.9a",
        "601.2h",
        objects=(spell_id, card),
    )
    discard(res, res.state.object(card).owner, card)
