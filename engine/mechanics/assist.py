"""Assist (702.132): another player may pay for generic mana of the spell's total cost.

The engine never prompts, so the cast action says who helps and how much they pay:
`"assist": {"player": "B", "mana": 3}`, another player of the game and a number of generic mana
(at least 1). Without the field nobody helps. Assist changes only how the total cost is paid
(702.132a, 601.2g-h): the total cost is determined first (X, kicker and buyback included, cost
changes applied), and the helper may pay any part of its generic mana, not only the amount the
reminder text names. The helper pays first, from their own mana pool, activating their own mana
abilities while it can't pay (601.2g); delve, convoke and improvise then pay for generic mana
left, and the caster's pool pays the rest. The helper's mana is mana spent to cast the spell
(601.2h). A cost marked paid (`"free": true`) has nothing left for the helper to pay, so naming
a helper there is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.cards.model import generic_mana
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.log import LogKind
from engine.core.mana import MANA_TYPES
from engine.core.state import GameObject, GameState
from engine.instructions.mana_payments import pay_with_mana_abilities
from engine.mechanics.delve import cost_after_delve
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

ASSIST = "assist"
RULE = "702.132a"


@dataclass(frozen=True)
class Assistance:
    """The player helping to pay and the generic mana they pay (702.132a)."""

    player: str
    mana: int


def has_assist(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).has(ASSIST)


def assist_field(data: Mapping[str, Any]) -> Assistance | None:
    """The action's `assist` map (absent: nobody helps)."""
    raw = data.get(ASSIST)
    if raw is None:
        return None
    player, mana = (
        (raw.get("player"), raw.get("mana")) if isinstance(raw, Mapping) else (None, None)
    )
    if (
        not isinstance(player, str)
        or isinstance(mana, bool)
        or not isinstance(mana, int)
        or mana < 1
        or set(raw) - {"player", "mana"}
    ):
        raise InvalidDocument(
            '\'assist\' must be {"player": a player id, "mana": the generic mana they pay (1 or more)}',
            "action.assist",
        )
    return Assistance(player, mana)


def assist_candidates(state: GameState, caster: str) -> tuple[str, ...]:
    """The players who could help `caster` pay: every other player (702.132a)."""
    return tuple(p.id for p in state.players if p.id != caster)


def check_assist(
    state: GameState,
    spell: GameObject,
    assist: Assistance | None,
    cost: str,
    x: int,
    free: bool,
    paid: int,
) -> None:
    """The helper is another player and the generic mana of the total cost `cost` (X = `x`),
    `paid` of which delve, convoke and improvise pay, has room for what they pay (702.132a)."""
    if assist is None:
        return
    what = name_of(state, spell)
    if not has_assist(state, spell):
        raise IllegalAction(f"{what} has no assist: no other player can pay for it", RULE)
    if free:
        raise IllegalAction(
            f"the cost of {what} is marked paid (free), so there is no generic mana for another "
            "player to pay with assist: pay the cost, or name no helper",
            RULE,
        )
    if assist.player not in assist_candidates(state, spell.owner):
        raise IllegalAction(
            f"{assist.player!r} isn't another player of the game: assist lets a player other "
            f"than the caster help pay for {what}",
            RULE,
        )
    most = generic_mana(cost, x) - paid
    if assist.mana > most:
        shown = cost.replace("X", str(x)) if x else cost
        raise IllegalAction(
            f"{name_of(state, assist.player)} is named to pay {assist.mana} generic mana of {what} "
            f"with assist, but its total cost ({shown}) has only {max(most, 0)} generic mana "
            "left for them",
            RULE,
        )


def pay_assisted(
    res: Resolution, spell_id: str, assist: Assistance | None, cost: str, x: int
) -> tuple[str, int, tuple[str, ...]]:
    """702.132a, 601.2g-h: before the caster pays, the helper pays their part of the generic
    mana from their pool (activating their mana abilities first if it can't). Returns what is
    left to pay and the mana the helper spent."""
    if assist is None:
        return cost, x, ()
    state = res.state
    spell = state.object(spell_id)
    helper = assist.player
    part = f"{{{assist.mana}}}"
    left, left_x = cost_after_delve(cost, x, assist.mana)
    res.note(
        LogKind.EVENT,
        f"{name_of(state, helper)} helps {name_of(state, spell.owner)} pay for "
        f"{name_of(state, spell)} with assist, paying {part} of its generic mana; {left} is left",
        RULE,
        "601.2h",
        objects=(spell_id,),
    )
    before = state.player(helper).mana_pool
    pay_with_mana_abilities(
        res, helper, part, what=f"{name_of(state, spell)} (assist)", source=spell_id, rule=RULE
    )
    after = res.state.player(helper).mana_pool
    spent = tuple(
        m for m in MANA_TYPES for _ in range(int(before.get(m, 0)) - int(after.get(m, 0)))
    )
    return left, left_x, spent


def note_assisted_mana(res: Resolution, spell_id: str, spent: tuple[str, ...]) -> None:
    """The helper's mana was spent to cast the spell too (601.2h), beside the caster's."""
    obj = res.state.find_object(spell_id)
    if obj is None or not spent:
        return
    res.set_state(res.state.with_object(replace(obj, mana_spent=obj.mana_spent + spent)))
