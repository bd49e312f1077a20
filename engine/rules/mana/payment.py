"""The ways to pay a mana cost from a mana pool (107.4, 118.3, 601.2b, 601.2h).

Pure arithmetic, no game state: given a cost, the pool and what life the player could pay, list
every distinct way to pay. Two ways are the same when they leave the same pool and cost the same
life, so the options a player is offered are the distinct outcomes, not every assignment of mana
to symbols. `engine.rules.mana.pool.pay` asks the player when more than one outcome is possible.

A symbol is paid one of these ways:
- a colored or colorless symbol {W} ... {C}: that mana only (107.4a, 107.4c);
- a number or {X}: generic mana, any type (107.4b);
- a hybrid symbol {R/G} or {C/W}: either half (107.4e); {2/W}: {W} or two generic (107.4e);
- a Phyrexian symbol {B/P}, or hybrid Phyrexian {G/U/P}: a mana of its color(s) or 2 life (107.4f).

An ability may restrict the mana spent on its {X} ("Spend only black mana on X", Crypt Rats):
text after the colon that defines an aspect of the activation cost (602.1b). Such an X is paid
only with mana of the listed types (`x_colors`), which limits the ways, and a pool without enough
of them can't pay it (602.1b).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import product

from engine.cards.model import mana_symbols
from engine.core.errors import IllegalAction
from engine.core.mana import MANA_TYPES, mana_text, pool_text

COLORS = ("W", "U", "B", "R", "G")
# Generic mana is looked for in this order, so the first listed way spends colorless mana first.
GENERIC_ORDER = ("C", "W", "U", "B", "R", "G")
PHYREXIAN_LIFE = 2  # 107.4f


@dataclass(frozen=True)
class Way:
    """One way to pay one symbol: one mana of a type, an amount of generic mana, or life."""

    mana: str = ""
    generic: int = 0
    life: int = 0


@dataclass(frozen=True)
class Payment:
    """One way to pay a whole cost.

    `announced` says how each symbol with a choice (hybrid or Phyrexian) is paid, in cost order
    (601.2b); `generic_spent` is the mana spent on the generic part, hybrid halves paid as
    generic included."""

    announced: tuple[tuple[str, Way], ...]
    spent: tuple[str, ...]  # all the mana taken from the pool, in MANA_TYPES order
    generic: int
    generic_spent: tuple[str, ...]
    life: int
    left: tuple[tuple[str, int], ...]  # the pool afterwards
    x_spent: tuple[str, ...] = ()  # the mana spent on a restricted {X} (602.1b)

    @property
    def outcome(self) -> tuple[tuple[str, ...], int]:
        return self.spent, self.life

    def option_id(self) -> str:
        parts = [f"mana:{''.join(self.spent)}"] if self.spent else []
        parts += [f"life:{self.life}"] if self.life else []
        return "+".join(parts) or "nothing"

    def details(self) -> str:
        """ "{R} from the pool for {R/G}, 2 life for {B/P}, {G} for the generic {1}"."""
        grouped: Counter[tuple[str, Way]] = Counter(self.announced)
        parts = []
        for (symbol, way), n in grouped.items():
            symbols = f"{{{symbol}}}" * n
            if way.life:
                parts.append(f"{way.life * n} life for {symbols}")
            elif way.mana:
                parts.append(f"{mana_text((way.mana,) * n)} from the pool for {symbols}")
            else:
                parts.append(f"{symbols} as {way.generic * n} generic mana")
        if self.x_spent:
            parts.append(f"{mana_text(self.x_spent)} for {{X}}")
        if self.generic:
            parts.append(f"{mana_text(self.generic_spent)} for the generic {{{self.generic}}}")
        return ", ".join(parts)

    def leaves(self) -> str:
        pool = dict(self.left)
        return f"leaves {pool_text(pool)}" if any(pool.values()) else "leaves the pool empty"

    def label(self) -> str:
        return f"{self.details() or mana_text(self.spent)} ({self.leaves()})"


@dataclass(frozen=True)
class Problem:
    """Why one way of paying fails; `short` is how many mana it lacks (0 for a life problem)."""

    text: str
    rule: str
    short: int = 0
    lacks_color: bool = False  # of two ways equally short, "short by N" says more than "lacks {R}"

    def closer_than(self, other: Problem | None) -> bool:
        return other is None or (self.short, self.lacks_color) < (other.short, other.lacks_color)


@dataclass(frozen=True)
class PaymentWays:
    """The distinct payments (first found first), or why there are none: the mana problem of the
    way that came closest, then each kind of life problem (119.4, 119.8)."""

    payments: tuple[Payment, ...]
    problems: tuple[Problem, ...] = ()


def symbol_ways(symbol: str, x: int) -> tuple[Way, ...]:
    """How one cost symbol can be paid (107.4); raises IllegalAction for unsupported symbols."""
    if symbol in MANA_TYPES:
        return (Way(mana=symbol),)
    if symbol.isdigit():
        return (Way(generic=int(symbol)),)
    if symbol == "X":
        return (Way(generic=x),)
    halves = symbol.split("/")
    if len(halves) in (2, 3) and halves[-1] == "P" and all(h in COLORS for h in halves[:-1]):
        return (*(Way(mana=h) for h in halves[:-1]), Way(life=PHYREXIAN_LIFE))  # 107.4f
    if len(halves) == 2 and halves[1] in COLORS:
        first, color = halves
        if first.isdigit():
            return (Way(mana=color), Way(generic=int(first)))  # monocolored hybrid (107.4e)
        if first in MANA_TYPES:
            return (Way(mana=first), Way(mana=color))  # 107.4e
    raise IllegalAction(
        f"paying {{{symbol}}} isn't supported yet: mark the cost paid instead", "601.2h"
    )


def payment_ways(
    cost: str,
    x: int,
    pool: Mapping[str, int],
    life: int,
    life_payable: bool,
    other_life: int = 0,
    x_colors: tuple[str, ...] = (),
) -> PaymentWays:
    """Every distinct way to pay `cost` with X = `x` from `pool`. Life can be paid only when
    `life_payable` (119.8) and the life total covers the whole amount, including `other_life`
    the same cost pays apart from its mana ("{B/P}, Pay 2 life:"; 118.3, 119.4). With
    `x_colors`, only mana of those types may pay the {X} (602.1b)."""
    fixed: Counter[str] = Counter()
    generic = 0
    restricted = 0  # the amount of a restricted {X}
    choices: list[tuple[str, tuple[Way, ...]]] = []
    for symbol in mana_symbols(cost):
        if symbol == "X" and x_colors:
            restricted += x
            continue
        ways = symbol_ways(symbol, x)
        if len(ways) > 1:
            choices.append((symbol, ways))
        elif ways[0].mana:
            fixed[ways[0].mana] += 1
        else:
            generic += ways[0].generic
    found: dict[tuple[tuple[str, ...], int], Payment] = {}
    closest: Problem | None = None
    # Problems with a rule more specific than "the pool can't pay it": life (119.4, 119.8) and
    # the mana a restricted X may be paid with (602.1b).
    specific: dict[str, Problem] = {}
    for combination in product(*(ways for _, ways in choices)):
        need = fixed + Counter(w.mana for w in combination if w.mana)
        life_cost = sum(w.life for w in combination)
        generic_cost = generic + sum(w.generic for w in combination)
        problem = _problem(
            pool, need, generic_cost + restricted, life, life_cost, other_life, life_payable
        ) or _restricted_problem(pool, need, restricted, x_colors)
        if problem is not None and problem.rule != "601.2h":
            specific.setdefault(problem.rule, problem)
        elif problem is not None and problem.closer_than(closest):
            closest = problem
        if problem is not None:
            continue
        left = {m: pool.get(m, 0) - need[m] for m in MANA_TYPES}
        allowed = tuple((m, left[m]) for m in GENERIC_ORDER if m in x_colors)
        for x_spent in _sub_pools(allowed, restricted):
            rest = Counter(left) - Counter(x_spent)
            for generic_spent in _sub_pools(
                tuple((m, rest[m]) for m in GENERIC_ORDER), generic_cost
            ):
                spent = Counter(need) + Counter(x_spent) + Counter(generic_spent)
                payment = Payment(
                    tuple(
                        (symbol, way) for (symbol, _), way in zip(choices, combination, strict=True)
                    ),
                    tuple(m for m in MANA_TYPES for _ in range(spent[m])),
                    generic_cost,
                    tuple(m for m in MANA_TYPES for _ in range(generic_spent.count(m))),
                    life_cost,
                    tuple((m, pool.get(m, 0) - spent[m]) for m in MANA_TYPES),
                    tuple(m for m in MANA_TYPES for _ in range(x_spent.count(m))),
                )
                found.setdefault(payment.outcome, payment)
    problems = (*(p for p in (closest,) if p), *specific.values())
    return PaymentWays(tuple(found.values()), problems)


def _problem(
    pool: Mapping[str, int],
    need: Counter[str],
    generic: int,
    life: int,
    life_cost: int,
    other_life: int,
    life_payable: bool,
) -> Problem | None:
    if life_cost and not life_payable:
        return Problem("their life total can't change, so they can't pay life", "119.8")
    if life_cost and life_cost + other_life > life:
        total = life_cost + other_life
        return Problem(
            f"paying {total} life takes at least {total} life and they have {life}", "119.4"
        )
    missing = {m: need[m] - pool.get(m, 0) for m in MANA_TYPES if need[m] > pool.get(m, 0)}
    left = sum(max(0, pool.get(m, 0) - need[m]) for m in MANA_TYPES)
    short = max(0, generic - left)
    if missing:
        lacking = "".join(f"{{{m}}}" * n for m, n in missing.items())
        text = f"the mana pool ({pool_text(pool)}) lacks {lacking}"
        return Problem(text, "601.2h", sum(missing.values()) + short, lacks_color=True)
    if short:
        return Problem(f"the mana pool ({pool_text(pool)}) is short by {short}", "601.2h", short)
    return None


def _restricted_problem(
    pool: Mapping[str, int], need: Counter[str], restricted: int, x_colors: tuple[str, ...]
) -> Problem | None:
    """602.1b: a restricted {X} needs that much mana of the allowed types, beyond what the
    colored symbols of the same cost take."""
    available = sum(max(0, pool.get(m, 0) - need[m]) for m in x_colors)
    if available >= restricted:
        return None
    allowed = " or ".join(f"{{{m}}}" for m in x_colors)
    has = f"only {available}" if available else "none"
    return Problem(
        f"only {allowed} mana can be spent on X={restricted}, and the mana pool "
        f"({pool_text(pool)}) has {has} for it",
        "602.1b",
        restricted - available,
        lacks_color=True,
    )


def _sub_pools(counts: tuple[tuple[str, int], ...], n: int) -> Iterator[tuple[str, ...]]:
    """Every sub-multiset of size `n` of a pool, as mana in `counts` order, most of the first type
    first (deterministic)."""
    if n == 0:
        yield ()
        return
    if not counts:
        return
    (m, have), rest = counts[0], counts[1:]
    rest_total = sum(c for _, c in rest)
    for use in range(min(have, n), -1, -1):
        if rest_total < n - use:
            break
        for tail in _sub_pools(rest, n - use):
            yield (m,) * use + tail
