"""Foretell (702.143): exile a card from your hand face down for {2}, cast it later for its
foretell cost.

"Foretell [cost]" works while the card is in its owner's hand (702.143a): any time they have
priority during their own turn, they may pay {2} and exile it face down, a special action that
doesn't use the stack (116.2h, 702.143b; the action `foretell`). The exiled card has no
characteristics (406.3a) and only its owner may look at it (702.143a, engine.rules.face_down);
it remembers the turn (`GameObject.foretold_turn`). After that turn has ended, its owner may cast
it for its foretell cost rather than its mana cost (an alternative cost, 118.9; 601.2b,
601.2f-h): the cast action's `"foretell": true`. It is turned face up as it is cast (406.3a),
and cast when its card type allows (307.1, 601.3).

May import: engine.core, engine.cards and engine.rules.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.mana.pool import pay_or_mark_paid
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

RULE = "702.143a"
SPECIAL_ACTION_RULE = "116.2h"
FORETELL_PAYMENT = "{2}"  # 702.143a: paid to exile the card face down


def foretell_cost(definition: CardDef | None) -> str | None:
    return definition.foretell if definition is not None and definition.foretell else None


def why_cant_foretell(state: GameState, obj: GameObject) -> tuple[str, str] | None:
    """702.143a, 116.2h: a card with foretell in its owner's hand, during their turn."""
    if obj.zone is not Zone.HAND:
        return "only a card in its owner's hand can be foretold", RULE
    if foretell_cost(card_def(state, obj.card)) is None:
        return "it has no foretell", RULE
    if state.turn.active_player != obj.owner:
        return "a card is foretold only during its owner's turn", SPECIAL_ACTION_RULE
    if state.game_over:
        return "the game is over", "104.1"
    return None


def foretell(res: Resolution, card_id: str, free: bool = False) -> None:
    """116.2h, 702.143b: pay {2}, exile the card face down (no stack); it remembers the turn."""
    obj = res.state.object(card_id)
    owner = obj.owner
    res.note(
        LogKind.ACTION,
        f"{name_of(res.state, owner)} foretells a card: pays {FORETELL_PAYMENT} and exiles it "
        "from their hand face down (a special action: no stack)",
        SPECIAL_ACTION_RULE,
        "702.143b",
        objects=(card_id,),
    )
    pay_or_mark_paid(
        res,
        owner,
        FORETELL_PAYMENT,
        free,
        what="foretelling a card",
        source=card_id,
        rule=SPECIAL_ACTION_RULE,
    )
    where = move(res, card_id, Zone.EXILE, face_down=True)  # 406.3: never seen on the way
    exiled = res.state.find_object(card_id)
    if where is Zone.EXILE and exiled is not None and exiled.face_down:
        turn = res.state.turn.number
        res.set_state(res.state.with_object(replace(exiled, foretold_turn=turn)))


def check_cast_foretold(state: GameState, obj: GameObject) -> None:
    """702.143a: a foretold card, after the turn it was foretold has ended, for its foretell
    cost."""
    if foretell_cost(card_def(state, obj.card)) is None:
        raise IllegalAction(f"{name_of(state, obj.id)} has no foretell cost", RULE)
    if obj.zone is not Zone.EXILE or not obj.foretold_turn:
        raise IllegalAction(
            f"{name_of(state, obj.id)} isn't a foretold card: it must be foretold first", RULE
        )
    if state.turn.number <= obj.foretold_turn:
        raise IllegalAction(
            "a foretold card can be cast only after the turn it was foretold has ended", RULE
        )


def note_cast_foretold(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the foretell cost is paid rather than the mana cost (406.3a: now face up)."""
    res.note(
        LogKind.STACK,
        f"cast from exile, foretold: {cost} rather than its mana cost",
        RULE,
        "118.9",
        "406.3a",
        objects=(spell_id,),
    )
