"""Fuse (702.102): a split card with fuse cast from its owner's hand may be cast with both halves
(702.102a), a fused split spell. The cast action says it: `"fuse": true` (with no `face`); the
spell on the stack remembers it (`GameObject.fused`, engine.rules.faces.FUSED: its
characteristics are both halves' combined, 702.102b, 709.4, so its mana cost, the total cost's
base, is both halves' costs, 702.102c). Its targets are the left half's, then the right half's
(601.2c); as it resolves, the left half's instructions run, then the right half's, each with its
own targets (702.102d). A split card cast from anywhere else can't be fused (702.102e).
"""

from __future__ import annotations

from engine.cards.model import CardDef, Instruction, SpellAbility
from engine.core.errors import IllegalAction
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.faces import layout_and_faces
from engine.rules.pipeline import name_of

FUSE = "fuse"
RULE = "702.102a"


def _spell(card: CardDef) -> SpellAbility | None:
    return next((a for a in card.abilities if isinstance(a, SpellAbility)), None)


def fused_halves(card: CardDef | None) -> tuple[SpellAbility, SpellAbility] | None:
    """The left and right halves' spell abilities of a split card (None: not two)."""
    if card is None or card.layout != "split" or len(card.faces) != 2:
        return None
    left, right = _spell(card.faces[0]), _spell(card.faces[1])
    return (left, right) if left is not None and right is not None else None


def check_fuse(
    state: GameState, obj: GameObject, card: CardDef | None, fuse: bool, face: int
) -> None:
    """702.102a, 702.102e: only a split card with fuse, from its owner's hand, both halves."""
    if not fuse:
        return
    what = name_of(state, obj)
    layout, _ = layout_and_faces(state, obj)
    halves = fused_halves(card)
    if layout != "split" or halves is None or not chars(state, obj).has(FUSE):
        raise IllegalAction(f"{what} isn't a split card with fuse", RULE)
    if obj.zone is not Zone.HAND:
        raise IllegalAction(
            f"{what} isn't in its owner's hand: only a split card cast from the hand can be fused",
            "702.102e",
        )
    if face:
        raise IllegalAction("a fused split spell is both halves: name no half (face)", RULE)
    if any(h.modes or h.additional_cost is not None for h in halves):
        raise IllegalAction(
            f"fusing {what}, a half with modes or an additional cost, isn't modelled", RULE
        )


def fused_requirements(card: CardDef | None) -> tuple[str, ...]:
    """601.2c, 702.102d: the left half's targets, then the right half's."""
    halves = fused_halves(card)
    return halves[0].targets + halves[1].targets if halves is not None else ()


def fused_parts(card: CardDef | None) -> tuple[tuple[tuple[Instruction, ...], int], ...]:
    """702.102d: each half's instructions with how many of the targets are its own, left first."""
    halves = fused_halves(card)
    if halves is None:
        return ()
    return tuple((h.effects, len(h.targets)) for h in halves)
