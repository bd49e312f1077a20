"""Paying mana with mana abilities activated during the payment (117.1d, 601.2g, 605.3a, 608.2g).

A player asked to pay mana, whether casting a spell or activating an ability (601.2g, 602.2b) or
as a spell or ability resolves ("Counter target spell unless its controller pays {3}", "you may
pay {2}": 118.12, 608.2g), may activate mana abilities first. So a payment is never refused, or
left unoffered, while the player's untapped sources could make it, and the engine never taps one
without the player's say:

- `mana_sources(state, player)`: the sources the player can tap now: untapped permanents they
  control with a mana ability whose whole cost is {T}, activatable now (302.6, 602.5), each with
  the ways it can add mana, found by activating it on a copy of the state (so replacement
  effects and triggered mana abilities count, 106.12b, 605.4a). A mana ability with another cost
  (life, a sacrifice, mana) is left to the player to activate by hand before paying.
- `payment_problem(state, player, cost)`: why the pool and those sources together can't pay the
  cost, or None when they can (118.3).
- `pay_with_mana_abilities(res, player, cost, ...)`: while the pool can't pay, the player
  activates one mana ability: a `mana_ability` decision among the sources on a plan that pays
  with the fewest sources, or none when only one source is. Sources are taken in board order
  (each offered source comes after the last one tapped: tapping the same sources in another
  order adds the same mana), and interchangeable sources (same name, same ways to add mana,
  nothing attached and no counters) are offered once, the first on the board. An option is the
  source's id, or "id:TYPE" for a source that adds a type of the player's choice (Birds of
  Paradise: the answer to its mana-type question, 605.3a). Then the pool pays
  (`engine.rules.mana.pool.pay`, which asks how when the ways to pay differ, 601.2h). When the
  pool could pay only with life for Phyrexian mana, "pay" (from the pool as it is) is offered
  beside the sources (107.4f).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement
from typing import Any

from engine.cards.model import ActivatedAbility, Cost, mana_symbols, mana_value
from engine.core.choices import ChoiceCursor, DecisionKind, NeedDecision, Option
from engine.core.errors import EngineError, IllegalAction
from engine.core.events import BecameTapped
from engine.core.log import LogKind, counted
from engine.core.mana import MANA_TYPES, mana_text, pool_text
from engine.core.state import GameObject, GameState, Zone
from engine.instructions.mana import resolve_mana_ability
from engine.rules.characteristics import chars
from engine.rules.effects.cant_activate import activation_forbidden, player_activation_forbidden
from engine.rules.effects.life import life_locked
from engine.rules.mana.payment import payment_ways
from engine.rules.mana.pool import pay
from engine.rules.mana.spending import Spending, usable_by_type
from engine.rules.pipeline import Resolution, name_of


@dataclass(frozen=True)
class Way:
    """One way to tap a source for mana: its ability, the answer to its mana-type question ("" when
    none) and the mana it adds, in MANA_TYPES order."""

    object: str
    ability: int
    answer: str
    mana: tuple[str, ...]

    @property
    def option_id(self) -> str:
        return f"{self.object}:{self.answer}" if self.answer else self.object


@dataclass(frozen=True)
class Source:
    object: str
    ways: tuple[Way, ...]
    kind: tuple[Any, ...]  # what makes two sources interchangeable


def _activatable(state: GameState, obj: GameObject, player: str) -> bool:
    """Could `player` tap `obj` for mana now (107.5, 302.6, 602.5)?"""
    if obj.controller != player or obj.tapped or obj.phased_out:
        return False
    if activation_forbidden(state, obj.id) is not None:
        return False
    if player_activation_forbidden(state, player, True, False) is not None:
        return False
    c = chars(state, obj)
    return not (
        c.is_type("Creature") and not obj.controlled_since_turn_start and not c.has("haste")
    )


def _tap_for_mana(res: Resolution, player: str, obj_id: str, index: int) -> None:
    """Activate the {T} mana ability number `index` of `obj_id`: its cost, then it resolves at
    once (605.3b)."""
    obj = res.state.object(obj_id)
    ability = chars(res.state, obj).abilities[index]
    assert isinstance(ability, ActivatedAbility)
    res.note(
        LogKind.ACTION,
        f"{name_of(res.state, player)} activates {name_of(res.state, obj)}'s mana ability: {ability.text}",
        "605.3a",
        objects=(obj.id,),
    )
    before = name_of(res.state, obj)  # named as it was: untapped (engine.rules.names)
    res.set_state(res.state.with_object(replace(obj, tapped=True)))
    res.note(LogKind.EVENT, f"{before} taps to pay the cost", "107.5", objects=(obj.id,))
    res.did(BecameTapped(obj.id))
    resolve_mana_ability(res, res.state.object(obj.id), ability, player, 0)


def _pool(state: GameState, player: str, spending: Spending | None = None) -> Counter[str]:
    """The pool's mana that can pay for `spending`, by type (restricted mana: 106.6)."""
    usable = usable_by_type(state, state.player(player).mana_pool, spending)
    return Counter({m: usable[m] for m in MANA_TYPES})


def _try_tap(
    state: GameState, player: str, obj_id: str, index: int, answers: Sequence[str]
) -> Resolution:
    res = Resolution(state, ChoiceCursor(answers))
    _tap_for_mana(res, player, obj_id, index)
    return res


def _ways(
    state: GameState, player: str, obj: GameObject, index: int, spending: Spending | None
) -> tuple[Way, ...]:
    before = _pool(state, player, spending)
    life = state.player(player).life
    answers: Sequence[str] = ("",)
    try:
        _try_tap(state, player, obj.id, index, ())
    except NeedDecision as need:
        if need.decision.kind is not DecisionKind.MANA_TYPE or need.decision.decider != player:
            return ()
        answers = need.decision.option_ids()
    except EngineError:
        return ()
    ways = []
    for answer in answers:
        try:
            done = _try_tap(state, player, obj.id, index, (answer,) if answer else ()).state
        except (NeedDecision, EngineError):
            continue  # a further question: left to the player to activate by hand
        if done.player(player).life < life:
            continue  # a source that hurts: left to the player
        added = _pool(done, player, spending) - before
        mana = tuple(m for m in MANA_TYPES for _ in range(added[m]))
        if mana:
            ways.append(Way(obj.id, index, answer, mana))
    return tuple(ways)


def mana_sources(
    state: GameState,
    player: str,
    exclude: Sequence[str] = (),
    spending: Spending | None = None,
) -> tuple[Source, ...]:
    """The player's untapped permanents they can tap for mana now with a mana ability whose whole
    cost is {T}, in board order, with the ways each can add mana (`exclude`: permanents the
    cost being paid taps itself; `spending`: what the mana would pay for, so restricted mana
    counts only where its restriction allows it, 106.6)."""
    sources = []
    for obj in state.zone(Zone.BATTLEFIELD):
        if obj.id in exclude or not _activatable(state, obj, player):
            continue
        ways: dict[tuple[str, ...], Way] = {}  # a dual land's two abilities: one source
        for index, ability in enumerate(chars(state, obj).abilities):
            if (
                isinstance(ability, ActivatedAbility)
                and ability.mana_ability
                and ability.cost == Cost(tap=True)
            ):
                for way in _ways(state, player, obj, index, spending):
                    ways.setdefault(way.mana, way)
        if ways:
            plain = not obj.counters and not any(o.attached_to == obj.id for o in state.objects)
            shape = tuple((w.ability, w.answer, w.mana) for w in ways.values())
            kind = (obj.card, shape) if plain else (obj.id,)
            sources.append(Source(obj.id, tuple(ways.values()), kind))
    return tuple(sources)


@dataclass(frozen=True)
class ManaCost:
    """A mana cost as `engine.rules.mana.pool.pay` takes it."""

    cost: str
    x: int = 0
    other_life: int = 0
    x_colors: tuple[str, ...] = ()
    spending: Spending | None = None  # what it pays for: restricted mana may pay (106.6)

    def text(self) -> str:
        return self.cost.replace("X", str(self.x)) if self.x else self.cost


def _pays(state: GameState, player: str, cost: ManaCost, pool: Counter[str], life: bool) -> bool:
    symbols = mana_symbols(cost.cost)
    if not cost.x_colors and all(s in MANA_TYPES or s.isdigit() or s == "X" for s in symbols):
        # Only mana of a type and generic mana (107.4a-c): enough of each type, and enough
        # left for the generic part; the full count of ways (below) is for hybrid and Phyrexian.
        need = Counter(s for s in symbols if s in MANA_TYPES)
        generic = sum(int(s) if s.isdigit() else cost.x for s in symbols if s not in MANA_TYPES)
        if any(pool[m] < n for m, n in need.items()):
            return False
        return sum(pool.values()) - sum(need.values()) >= generic
    ways = payment_ways(
        cost.cost,
        cost.x,
        dict(pool),
        state.player(player).life,
        life_payable=life and life_locked(state, player) is None,
        other_life=cost.other_life,
        x_colors=cost.x_colors,
    )
    return bool(ways.payments)


def _least_mana(cost: ManaCost, life: bool) -> int:
    """The least mana that can pay `cost`: a Phyrexian symbol may be paid with life (107.4f), a
    {2/W} with one mana (107.4e)."""
    total = 0
    for symbol in mana_symbols(cost.cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol == "X":
            total += cost.x
        elif not (life and symbol.endswith("/P")):
            total += 1
    return total


def _fewest(
    state: GameState,
    player: str,
    cost: ManaCost,
    pool: Counter[str],
    sources: Sequence[Source],
    life: bool,
) -> int | None:
    """The fewest of `sources` (each tapped at most once) whose mana, added to `pool`, pays
    `cost`; None when none do. `life`: Phyrexian symbols may be paid with life.

    Interchangeable sources are taken together (how many of them add each kind of mana), and a
    pool is tried only once it holds as much mana as the cost needs, so a board of thirty lands
    is a search over its few kinds of land."""
    groups: dict[tuple[Any, ...], list[Source]] = {}
    for src in sources:
        groups.setdefault(src.kind, []).append(src)
    kinds = [(g[0].ways, len(g)) for g in groups.values()]
    most = mana_value(cost.cost, cost.x)  # more of a type than this never pays more
    least = _least_mana(cost, life)
    memo: dict[tuple[int, tuple[int, ...]], int | None] = {}

    def go(i: int, mana: Counter[str]) -> int | None:
        if sum(mana.values()) >= least and _pays(state, player, cost, mana, life):
            return 0
        if i >= len(kinds):
            return None
        mana = Counter({m: min(n, most) for m, n in mana.items()})
        key = (i, tuple(mana[m] for m in MANA_TYPES))
        if key not in memo:
            ways, copies = kinds[i]
            best: int | None = None
            for n in range(min(copies, max(most, 1)) + 1):
                for chosen in combinations_with_replacement(ways, n):
                    added = Counter(m for way in chosen for m in way.mana)
                    rest = go(i + 1, mana + added)
                    if rest is not None and (best is None or rest + n < best):
                        best = rest + n
            memo[key] = best
        return memo[key]

    return go(0, pool)


def payment_problem(
    state: GameState,
    player: str,
    cost: str,
    x: int = 0,
    exclude: Sequence[str] = (),
    spending: Spending | None = None,
) -> str | None:
    """Why `player` can't pay `cost` with their pool and the mana sources they could tap now
    (118.3), or None when they can (`spending`: what it pays for, 106.6)."""
    wanted = ManaCost(cost, x, spending=spending)
    pool = _pool(state, player, spending)
    sources = mana_sources(state, player, exclude, spending)
    if _fewest(state, player, wanted, pool, sources, life=True) is not None:
        return None
    return _shortfall(pool, sources, wanted)


def _shortfall(pool: Counter[str], sources: Sequence[Source], wanted: ManaCost) -> str:
    mana = sum(max(len(w.mana) for w in s.ways) for s in sources)
    return (
        f"their mana pool ({pool_text(dict(pool))}) and "
        f"{counted(len(sources), 'untapped mana source')} ({mana} mana in all) can't make "
        f"{wanted.text()}"
    )


def pay_with_mana_abilities(
    res: Resolution,
    player: str,
    cost: str | ManaCost,
    *,
    what: str = "",
    source: str | None = None,
    exclude: Sequence[str] = (),
    rule: str = "605.3a",
) -> int:
    """Pay `cost` (a mana cost, or a `ManaCost` with X, life paid beside it and what may pay the
    X), the player activating mana abilities first while their pool can't pay it (601.2g,
    605.3a: `rule` names the occasion); raises IllegalAction when even every source they could
    tap can't pay (118.3), leaving the state as it was. Returns how much mana was spent."""
    wanted = cost if isinstance(cost, ManaCost) else ManaCost(cost)
    who = name_of(res.state, player)
    spending = wanted.spending
    pool = _pool(res.state, player, spending)
    paid_by_pool = _pays(res.state, player, wanted, pool, life=False)
    sources = [] if paid_by_pool else list(mana_sources(res.state, player, exclude, spending))
    if sources and _fewest(res.state, player, wanted, pool, sources, life=True) is None:
        raise IllegalAction(  # 118.3: not even with every source they could tap
            f"{who} can't pay {wanted.text()}"
            + (f" for {what}" if what else "")
            + f": {_shortfall(pool, sources, wanted)}",
            "601.2h",
        )
    while sources and not _pays(
        res.state, player, wanted, _pool(res.state, player, spending), life=False
    ):
        pool = _pool(res.state, player, spending)
        # Only a way on a plan with the fewest sources is offered: tapping more than the payment
        # needs would only leave mana unspent (it empties, 500.5).
        fewest = _fewest(res.state, player, wanted, pool, sources, life=False)
        offered: dict[tuple[Any, ...], tuple[int, Way]] = {}
        for i, src in enumerate(sources):
            for way in src.ways:
                key = (src.kind, way.mana)
                if key in offered or fewest is None:
                    continue
                rest = _fewest(
                    res.state, player, wanted, pool + Counter(way.mana), sources[i + 1 :], False
                )
                if rest is not None and rest + 1 == fewest:
                    offered[key] = (i, way)
        if not offered:
            break  # the pool pays only with life, or nothing can: the pool's own answer
        choices = list(offered.values())
        options = [
            Option(w.option_id, f"tap {name_of(res.state, w.object)} for {mana_text(w.mana)}")
            for _, w in choices
        ]
        if _pays(res.state, player, wanted, pool, life=True):
            # 107.4f: the pool pays with life for Phyrexian mana; tapping a source is the other way
            options.append(Option("pay", f"pay {wanted.text()} from the pool as it is"))
        answer = options[0].id
        if len(options) > 1:
            answer = res.choose(
                player,
                DecisionKind.MANA_ABILITY,
                f"{who} activates a mana ability to pay {wanted.text()}"
                + (f" for {what}" if what else "")
                + f" (mana pool: {pool_text(dict(pool))})",
                tuple(options),
                rule,
                context=("mana_ability", player, wanted, tuple(s.object for s in sources)),
            )
        if answer == "pay":
            break
        index, way = next((i, w) for i, w in choices if w.option_id == answer)
        _activate(res, player, way)
        sources = sources[index + 1 :]
    return pay(
        res,
        player,
        wanted.cost,
        wanted.x,
        what=what,
        source=source,
        other_life=wanted.other_life,
        x_colors=wanted.x_colors,
        spending=spending,
    )


def _activate(res: Resolution, player: str, way: Way) -> None:
    """Activate the way's mana ability with its mana-type answer already given (the option the
    player chose names the mana, 605.3a)."""
    sub = Resolution(res.state, ChoiceCursor((way.answer,) if way.answer else ()))
    sub.event_count = res.event_count
    try:
        _tap_for_mana(sub, player, way.object, way.ability)
    except NeedDecision as need:  # the ways were found on the same state: this can't ask again
        raise IllegalAction(
            f"tapping {name_of(res.state, way.object)} for mana asks a further question: "
            "activate it by hand before paying",
            "605.3a",
        ) from need
    res.absorb(sub)


__all__ = [
    "ManaCost",
    "Source",
    "Way",
    "mana_sources",
    "pay_with_mana_abilities",
    "payment_problem",
]
