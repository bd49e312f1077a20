"""Mana pools and paying mana costs (106, 107.4, 601.2b, 601.2g-h, 605).

A pool is a Params mapping a mana symbol (W, U, B, R, G, C) to an amount. Paying a cost looks at
every way the pool (and, for Phyrexian symbols, the life total) can pay it (engine.rules.mana.payment);
when the ways leave different pools or cost different life the payer chooses, otherwise the one
outcome is paid without asking. A cost that can't be paid is refused with the rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import product
from typing import NoReturn

from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction
from engine.core.events import LifeLossEvent
from engine.core.log import LogKind
from engine.core.mana import MANA_TYPES, pool_text
from engine.core.state import Params, Zone
from engine.rules.effects.life import life_locked
from engine.rules.mana.payment import (
    Payment,
    PaymentWays,
    Problem,
    payment_ways,
)
from engine.rules.mana.spending import Spending, by_type, restricted_key, split_key, usable
from engine.rules.pipeline import Resolution, name_of

__all__ = ["MANA_TYPES", "add_mana", "empty_pools", "pay", "pool_text"]


def add_mana(
    res: Resolution, player_id: str, mana: dict[str, int], source: str | None, spend: str = ""
) -> None:
    """106.4: the mana goes into the pool; with `spend`, it can be spent only as that
    restriction allows (106.6, engine.rules.mana.spending)."""
    player = res.state.player(player_id)
    pool = dict(player.mana_pool.items())
    for symbol, n in mana.items():
        key = restricted_key(symbol, spend)
        pool[key] = int(pool.get(key, 0)) + n
    new_pool = Params({k: v for k, v in pool.items() if v})
    res.set_state(res.state.with_player(replace(player, mana_pool=new_pool)))
    added = pool_text(Params({restricted_key(m, spend): n for m, n in mana.items()}))
    res.note(
        LogKind.EVENT,
        f"{player.name} adds {added} to their mana pool (now {pool_text(new_pool)})",
        "106.4",
        *(["106.6"] if spend else []),
        objects=tuple(x for x in (source,) if x),
    )


def pay(
    res: Resolution,
    player_id: str,
    cost: str,
    x: int = 0,
    *,
    what: str = "",
    source: str | None = None,
    other_life: int = 0,
    x_colors: tuple[str, ...] = (),
    spending: Spending | None = None,
) -> int:
    """Pay `cost` from the player's pool (601.2h), and life for Phyrexian symbols (107.4f);
    returns how much mana was spent (life paid for Phyrexian symbols is no mana).

    The player chooses when the ways to pay differ in what they leave in the pool or the life they
    cost: how each hybrid or Phyrexian symbol is paid is announced as the spell is cast (601.2b),
    and which mana pays the generic part is theirs to pick (601.2h). When every way comes to the
    same pool and life, nothing is asked. `other_life` is life the same cost pays besides its mana:
    Phyrexian life must leave enough for it (118.3). `x_colors` restricts the mana spent on X
    ("Spend only black mana on X", 602.1b). `spending` says what the payment is for: restricted
    mana whose restriction allows it can pay too (106.6). Raises IllegalAction, leaving the state
    as it was."""
    player = res.state.player(player_id)
    keys = usable(res.state, player.mana_pool, spending)
    pool = {m: int(n) for m, n in by_type(keys).items()}
    pool = {m: pool.get(m, 0) for m in MANA_TYPES}
    ways = payment_ways(
        cost,
        x,
        pool,
        player.life,
        life_payable=life_locked(res.state, player_id) is None,
        other_life=other_life,
        x_colors=x_colors,
    )
    if not ways.payments:
        _refuse(player.name, cost, x, what, pool, ways)
    options = tuple(
        (payment, taken) for payment in ways.payments for taken in _takings(keys, payment.spent)
    )
    payment, taken = options[0]
    if len(options) > 1:
        payment, taken = _choose(res, player_id, cost, x, what, options)
    _spend(res, player_id, payment, taken, cost, x, source)
    return sum(pool.values()) - sum(n for _, n in payment.left)


def _takings(
    keys: dict[str, int], spent: tuple[str, ...]
) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Every way to take the mana `spent` (by type) from the pool's usable keys: when restricted
    mana and other mana of the same type could both pay, which is spent is the payer's choice
    (601.2h, 106.6). Each way is a tuple of (key, amount taken)."""
    per_type: list[list[tuple[tuple[str, int], ...]]] = []
    for symbol in MANA_TYPES:
        need = spent.count(symbol)
        if not need:
            continue
        holders = tuple((k, n) for k, n in sorted(keys.items()) if split_key(k)[0] == symbol)
        per_type.append(list(_split(holders, need)))
    return tuple(tuple(t for part in combo for t in part) for combo in product(*per_type))


def _split(
    holders: tuple[tuple[str, int], ...], need: int
) -> Iterator[tuple[tuple[str, int], ...]]:
    if need == 0:
        yield ()
        return
    if not holders:
        return
    (key, have), rest = holders[0], holders[1:]
    for use in range(min(have, need), -1, -1):
        if sum(n for _, n in rest) < need - use:
            continue
        for tail in _split(rest, need - use):
            yield (((key, use),) if use else ()) + tail


def _cost_text(cost: str, x: int) -> str:
    return cost.replace("X", str(x)) if x else cost


def _refuse(
    name: str, cost: str, x: int, what: str, pool: dict[str, int], ways: PaymentWays
) -> NoReturn:
    problems = ways.problems or (
        Problem(f"the mana pool ({pool_text(pool)}) can't pay it", "601.2h"),
    )
    # When neither mana nor life can pay, the refused life payment names the more specific rule
    # (119.4: not enough life; 119.8: a life total that can't change).
    rule = next((p.rule for p in problems if p.rule != "601.2h"), "601.2h")
    text = "; ".join(p.text for p in problems)
    paid_for = f" for {what}" if what else ""  # what it pays for, told apart by engine.rules.names
    raise IllegalAction(f"{name} can't pay {_cost_text(cost, x)}{paid_for}: {text}", rule)


Taken = tuple[tuple[str, int], ...]


def _option_id(payment: Payment, taken: Taken) -> str:
    restricted = [f"{n}{k}" for k, n in taken if split_key(k)[1]]
    return payment.option_id() + "".join(f"+{r}" for r in restricted)


def _option_label(payment: Payment, taken: Taken) -> str:
    restricted = {k: n for k, n in taken if split_key(k)[1]}
    if not restricted:
        return payment.label()
    return f"{payment.label()}, spending {pool_text(restricted)}"


def _choose(
    res: Resolution,
    player_id: str,
    cost: str,
    x: int,
    what: str,
    options: tuple[tuple[Payment, Taken], ...],
) -> tuple[Payment, Taken]:
    # 601.2b: hybrid and Phyrexian symbols are announced as the spell is cast; when every option
    # announces the same, only the generic mana differs, which is chosen as it's paid (601.2h).
    announcements = {frozenset(Counter(p.announced).items()) for p, _ in options}
    rule = "601.2b" if len(announcements) > 1 else "601.2h"
    answer = res.choose(
        player_id,
        DecisionKind.MANA_PAYMENT,
        f"How does {name_of(res.state, player_id)} pay {_cost_text(cost, x)}"
        + (f" for {what}?" if what else "?"),
        tuple(Option(_option_id(p, t), _option_label(p, t)) for p, t in options),
        rule,
        context=("mana_payment", player_id, cost, x),
    )
    return next((p, t) for p, t in options if _option_id(p, t) == answer)


def _spend(
    res: Resolution,
    player_id: str,
    payment: Payment,
    taken: Taken,
    cost: str,
    x: int,
    source: str | None,
) -> None:
    player = res.state.player(player_id)
    objects = (source,) if source else ()
    left = Counter({str(k): int(v) for k, v in player.mana_pool.items()})
    left.subtract(dict(taken))
    new_pool = Params({k: n for k, n in left.items() if n > 0})
    res.set_state(res.state.with_player(replace(player, mana_pool=new_pool)))
    rules = ["601.2h", *(["602.1b"] if payment.x_spent else [])]
    if any(split_key(k)[1] for k, _ in taken):
        rules.append("106.6")
    if any("/P" in s for s, _ in payment.announced):
        rules.append("107.4f")
    if any("/P" not in s for s, _ in payment.announced):
        rules.append("107.4e")
    how = (
        f": {payment.details()}" if payment.announced or payment.generic or payment.x_spent else ""
    )
    # 118.3a: whatever mana is left in the pool is announced.
    remains = f"; {pool_text(new_pool)} remains in the pool" if new_pool and payment.spent else ""
    rules += ["118.3a"] if remains else []
    res.note(
        LogKind.EVENT,
        f"{player.name} pays {_cost_text(cost, x)}{how}{remains}",
        *rules,
        objects=objects,
    )
    if payment.life:
        _remember_phyrexian_life(res, payment, source)
        # 119.4: paying life is losing that much life, so it goes through the pipeline like any
        # other loss (119.3) and "whenever you lose life" abilities see it.
        res.note(
            LogKind.LIFE,
            f"{player.name} pays {payment.life} life for the Phyrexian mana in {cost}",
            "107.4f",
            "119.4",
            objects=objects,
        )
        res.run(LifeLossEvent(player_id, payment.life, source))


# Mana an effect says a player doesn't lose as steps and phases end (firebending's "until end of
# combat", 702.189a: engine.mechanics.firebending): given the resolution and a player, the mana
# of their pool kept as this step ends (the rest empties), logging why.
KeptMana = Callable[[Resolution, str], Params]
KEPT_MANA: list[KeptMana] = []


# The spell's stack information remembering how many Phyrexian symbols of its cost were paid
# with life (107.4f), for compleated (702.150a, engine.rules.loyalty).
PHYREXIAN_LIFE = "phyrexian_life"


def _remember_phyrexian_life(res: Resolution, payment: Payment, source: str | None) -> None:
    spell = res.state.find_object(source) if source else None
    if spell is None or spell.zone is not Zone.STACK or spell.stack is None:
        return
    paid = sum(1 for symbol, way in payment.announced if "/P" in symbol and way.life)
    if paid:
        info = replace(spell.stack, bound=spell.stack.bound.set(PHYREXIAN_LIFE, paid))
        res.set_state(res.state.with_object(replace(spell, stack=info)))


def empty_pools(res: Resolution) -> None:
    """500.5: unspent mana empties from each pool as each step and phase ends, but for the mana
    an effect keeps there (`KEPT_MANA`)."""
    for player in res.state.players:
        if player.mana_pool:
            kept: Counter[str] = Counter()
            for keeping in KEPT_MANA:
                kept.update({k: int(v) for k, v in keeping(res, player.id).items()})
            left = Params({k: n for k, n in kept.items() if n > 0})
            current = res.state.player(player.id)
            res.set_state(res.state.with_player(replace(current, mana_pool=left)))
            rest = "the rest of " if left else ""
            res.judge(LogKind.TURN, f"{rest}{player.name}'s unused mana empties", "500.5")


def pay_or_mark_paid(
    res: Resolution,
    player_id: str,
    cost: str,
    free: bool,
    *,
    what: str,
    source: str | None,
    rule: str,
) -> None:
    """Pay a special action's cost (116.2f, 116.2h, 116.2k), or, with `free`, mark it paid: a
    scenario-building shortcut the log says is one."""
    if free:
        res.note(LogKind.NOTE, f"the {cost} is marked paid: a scenario-building shortcut", rule)
        return
    pay(res, player_id, cost, what=what, source=source)
