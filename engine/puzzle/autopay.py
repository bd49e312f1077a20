"""Paying a spell's or an ability's mana from untapped lands: a tapping plan (601.2g, 605.3a).

    plan = tapping_plan(state, action)                    # None: nothing to pay, or no way found
    plan = tapping_plan(state, action, sources=("m1", "m2"))  # exactly these permanents
    plan.taps                                             # (Tap(object, ability, choice, mana), ...)
    plan.steps()                                          # the mana abilities, as actions to apply
    sources = mana_sources(state, "A")                    # what each untapped permanent can add

While casting a spell or activating an ability the player may activate mana abilities before
paying (601.2g, 602.2a); activating them first, from the same priority, comes to the same thing
because they don't use the stack (605.3a, 605.3b). A plan is a set of mana abilities whose mana,
with what is in the pool, pays the cost (`engine.rules.mana.payment.payment_ways`, 601.2h).

What a source adds is found by activating it on a copy of the state, so replacement effects
(Mana Reflection, 106.12b) and triggered mana abilities (Heartbeat of Spring, 605.4a) count.
Only abilities whose whole cost is {T} are used: a source that costs mana, life or the permanent
itself (Lotus Petal) is left to the player, who can tap it by hand. Among the plans the one with
the fewest sources is chosen; ties go to the one that leaves the most flexible sources untapped
(a source that can add fewer types of mana is tapped first), then to the board's order, so plans
are deterministic. Phyrexian and hybrid choices are left to the payment itself: a plan pays the
cost's mana without life where it can.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.actions.stack import Activate, Cast
from engine.cards.model import ActivatedAbility, Cost, mana_symbols
from engine.core.choices import DecisionKind
from engine.core.errors import EngineError
from engine.core.log import counted
from engine.core.mana import MANA_TYPES
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.mechanics.delve import cost_after_delve
from engine.mechanics.free_from_exile import free_cast_permission
from engine.puzzle.deadline import on_time
from engine.puzzle.symmetry import classes_of
from engine.rules.characteristics import chars
from engine.rules.effects.ability_costs import own_reduced_cost, reduced_ability_cost
from engine.rules.mana.payment import payment_ways

MAX_SOURCES = 16  # untapped sources considered for one plan (the search is exponential in them)
MAX_TRIED = 20_000  # partial plans looked at before the search gives up


@dataclass(frozen=True)
class Tap:
    """One mana ability to activate: `choice` answers its mana-type question ("" when none)."""

    object: str
    ability: int
    choice: str
    mana: tuple[str, ...]  # what it adds, in MANA_TYPES order

    def step(self) -> dict[str, Any]:
        action: dict[str, Any] = {
            "type": "activate",
            "object": self.object,
            "ability": self.ability,
        }
        if self.choice:
            action["choices"] = [self.choice]
        return action

    def to_json(self) -> dict[str, Any]:
        return self.step()


@dataclass(frozen=True)
class Source:
    """An untapped permanent with mana abilities whose whole cost is {T}, and the ways it can
    add mana (one per ability and answer to its mana-type question; tapping spends it)."""

    object: str
    card: str
    ability: int
    ways: tuple[Tap, ...]

    @property
    def types(self) -> frozenset[str]:
        return frozenset(m for way in self.ways for m in way.mana)


@dataclass(frozen=True)
class TapPlan:
    taps: tuple[Tap, ...]
    cost: str  # the mana the plan pays for, X included ("{1}{R}" for X = 1 of "{X}{R}")

    def steps(self) -> list[dict[str, Any]]:
        return [t.step() for t in self.taps]

    @property
    def objects(self) -> tuple[str, ...]:
        return tuple(t.object for t in self.taps)


@dataclass(frozen=True)
class ManaCost:
    """What an action costs in mana, as `engine.rules.mana.pool.pay` will ask for it."""

    player: str
    cost: str
    x: int
    x_colors: tuple[str, ...] = ()
    other_life: int = 0

    @property
    def total(self) -> str:
        return self.cost.replace("X", str(self.x)) if self.x else self.cost.replace("{X}", "")


def mana_cost_of(state: GameState, action: Mapping[str, Any]) -> ManaCost | None:
    """The mana a cast or activate action will pay from the pool (601.2f-h): the mana cost less
    delve (702.66a), or the ability's mana cost; None when nothing is paid from the pool."""
    if action.get("free"):
        return None
    kind = action.get("type")
    try:
        obj = state.object(str(action.get("object", "")))
    except (EngineError, KeyError):
        return None
    x = int(action.get("x", 0) or 0)
    if kind == "cast":
        if free_cast_permission(state, obj):
            return None  # 118.9: cast from exile without paying its mana cost (Release to the Wind)
        try:
            # 601.2f: the total cost as the cast will pay it: an alternative cost (118.9:
            # flashback, a trap's condition), kicker and the like instead of the bare mana cost
            total = Cast.parse(action, state).total_mana_cost(state)
        except (EngineError, KeyError):
            total = chars(state, obj).mana_cost
        cost, left_x = cost_after_delve(total, x, len(action.get("delve") or ()))
        return ManaCost(obj.owner, cost, left_x) if cost else None
    if kind == "activate":
        abilities = chars(state, obj).abilities
        index = int(action.get("ability", 0) or 0)
        if not 0 <= index < len(abilities):
            return None
        ability = abilities[index]
        if not isinstance(ability, ActivatedAbility) or ability.mana_ability:
            return None
        # 602.2b, 601.2f: reductions of activated abilities' costs (Biomancer's Familiar)
        mana, _ = own_reduced_cost(state, obj, ability, ability.cost.mana)
        if not ability.cost.x_colors:  # as the activate action does (engine.actions.stack)
            mana, x, _ = reduced_ability_cost(state, obj, mana, x)
        if not mana:
            return None
        return ManaCost(obj.controller, mana, x, ability.cost.x_colors, ability.cost.life)
    return None


def mana_sources(state: GameState, player: str) -> list[Source]:
    """The player's untapped permanents with a mana ability whose whole cost is {T}, in board
    order, each with the mana it can add (found by activating it on a copy of the state).
    Interchangeable permanents (`engine.puzzle.symmetry`: six untapped Forests alike) add the
    same mana: swapping their ids is a symmetry of the whole state, so activating the second
    is activating the first with the names swapped, and it is activated for one of them only."""
    untapped = [
        obj
        for obj in state.zone(Zone.BATTLEFIELD)
        if obj.controller == player and not obj.tapped and not obj.phased_out
    ]
    twins = len({obj.card for obj in untapped}) < len(untapped)
    classes = classes_of(state) if twins else {}  # worth finding only with two of a card
    by_class: dict[tuple[str, int], tuple[Tap, ...]] = {}
    sources = []
    for obj in untapped:
        ways: dict[tuple[str, ...], Tap] = {}  # a dual land's two abilities: one source
        for index, ability in enumerate(chars(state, obj).abilities):
            if _tap_only(ability):
                kind = (classes.get(obj.id, ""), index)
                if kind[0] and kind in by_class:
                    found = tuple(replace(w, object=obj.id) for w in by_class[kind])
                else:
                    found = _ways(state, obj.id, index, player)
                    if kind[0] and not any(obj.id in w.choice for w in found):
                        by_class[kind] = found  # answers that don't name it: the same for all
                for way in found:
                    ways.setdefault(way.mana, way)
        if ways:
            first = next(iter(ways.values()))
            sources.append(Source(obj.id, obj.card, first.ability, tuple(ways.values())))
    return sources


def _tap_only(ability: Any) -> bool:
    """A mana ability whose whole cost is {T}: tapping it for mana costs nothing else (no life,
    no sacrifice, discard, mill, counters: engine.vocabulary.costs)."""
    if not isinstance(ability, ActivatedAbility) or not ability.mana_ability:
        return False
    return ability.cost == Cost(tap=True)


def _ways(state: GameState, obj: str, index: int, player: str) -> tuple[Tap, ...]:
    action = {"type": "activate", "object": obj, "ability": index}
    before = _pool(state, player)
    life = state.player(player).life
    try:
        Activate(obj, index).check_costs(state)
        result = apply(state, action)
    except EngineError:
        return ()
    answers: list[str] = [""]
    if result.pending is not None:
        if result.pending.kind is not DecisionKind.MANA_TYPE or result.pending.decider != player:
            return ()
        answers = list(result.pending.option_ids())
    ways = []
    for answer in answers:
        try:
            done = apply(state, action, (answer,) if answer else ())
        except EngineError:
            continue
        if done.pending is not None or done.state.player(player).life < life:
            continue  # a further question, or a source that hurts: left to the player
        added = _pool(done.state, player) - before
        mana = tuple(m for m in MANA_TYPES for _ in range(added[m]))
        if mana:
            ways.append(Tap(obj, index, answer, mana))
    return tuple(ways)


def _pool(state: GameState, player: str) -> Counter[str]:
    pool = state.player(player).mana_pool
    return Counter({m: int(pool.get(m, 0)) for m in MANA_TYPES})


def tapping_plan(
    state: GameState,
    action: Mapping[str, Any],
    *,
    sources: Sequence[str] | None = None,
    available: Sequence[Source] | None = None,
) -> TapPlan | None:
    """A plan that pays `action`'s mana, or None when it costs nothing from the pool, the pool
    already pays it, or no plan exists. `sources`: tap exactly these permanents (the player's
    own pick); the plan then uses every one of them or there is none. `available`: the
    player's `mana_sources` when the caller has them already."""
    cost = mana_cost_of(state, action)
    if cost is None:
        return None
    if sources is None and _pays(state, cost, Counter()):
        return None
    available = list(available) if available is not None else mana_sources(state, cost.player)
    if sources is not None:
        wanted = list(dict.fromkeys(str(s) for s in sources))
        by_id = {s.object: s for s in available}
        if any(w not in by_id for w in wanted):
            return None
        return _exact(state, cost, [s for s in available if s.object in wanted])
    return _fewest(state, cost, available[:MAX_SOURCES])


def cost_plan(
    state: GameState, cost: ManaCost, available: Sequence[Source] | None = None
) -> TapPlan | None:
    """A plan that pays `cost` (a cast's or an activation's, `mana_cost_of`, or a special
    action's, 116.2: a morph cost, 702.37e; a suspend cost, 702.62a): no taps when the pool
    already pays it, None when no plan does."""
    if _pays(state, cost, Counter()):
        return TapPlan((), cost.total)
    available = list(available) if available is not None else mana_sources(state, cost.player)
    return _fewest(state, cost, available[:MAX_SOURCES])


def tapping_plans_problem(state: GameState, action: Mapping[str, Any]) -> str:
    """Why no plan pays `action` from untapped sources, in words ("" when one does or none is
    needed)."""
    cost = mana_cost_of(state, action)
    if cost is None or tapping_plan(state, action) is not None or _pays(state, cost, Counter()):
        return ""
    available = mana_sources(state, cost.player)
    mana = sum(len(max((w.mana for w in s.ways), key=len)) for s in available)
    return (
        f"{counted(len(available), 'untapped mana source')} adding up to {mana} mana can't pay "
        f"{cost.total or cost.cost}"
    )


def _pays(state: GameState, cost: ManaCost, extra: Counter[str]) -> bool:
    player = state.player(cost.player)
    pool = _pool(state, cost.player) + extra
    ways = payment_ways(
        cost.cost,
        cost.x,
        dict(pool),
        player.life,
        life_payable=False,  # a plan pays mana: Phyrexian life is the player's own choice
        other_life=cost.other_life,
        x_colors=cost.x_colors,
    )
    return bool(ways.payments)


def _flexibility(source: Source) -> int:
    return len(source.types)


def demand(state: GameState, player: str) -> Counter[str]:
    """How much the player's other plays ask for each color: the colored symbols of the mana
    costs of the cards in their hand and of their permanents' activated abilities, and the
    types a restricted X may be paid with ("Spend only black mana on X", 602.1b)."""
    wanted: Counter[str] = Counter()
    for obj in state.objects:
        if obj.controller != player or obj.zone not in (Zone.HAND, Zone.BATTLEFIELD):
            continue
        c = chars(state, obj)
        costs = [c.mana_cost] if obj.zone is Zone.HAND else []
        for ability in c.abilities:
            if isinstance(ability, ActivatedAbility) and not ability.mana_ability:
                costs.append(ability.cost.mana)
                wanted.update(dict.fromkeys(ability.cost.x_colors, 2))
        for cost in costs:
            wanted.update(m for m in mana_symbols(cost) if m in MANA_TYPES)
    return wanted


def _fewest(state: GameState, cost: ManaCost, available: list[Source]) -> TapPlan | None:
    """The smallest set of sources that pays: least flexible sources first, then those whose
    mana the player's other plays want least (a Swamp stays untapped for Crypt Rats' X when an
    Island pays the generic part), then board order."""
    wanted = demand(state, cost.player)

    def rank(i: int) -> tuple[int, int, int]:
        source = available[i]
        return _flexibility(source), max(wanted[m] for m in source.types), i

    order = sorted(range(len(available)), key=rank)
    ranked = [available[i] for i in order]
    for size in range(1, len(ranked) + 1):
        on_time()  # a search's limit (`engine.puzzle.deadline`)
        found = _search(state, cost, ranked, size)
        if found is not None:
            return TapPlan(tuple(_board_order(found, available)), cost.total)
    return None


def _search(state: GameState, cost: ManaCost, ranked: list[Source], size: int) -> list[Tap] | None:
    tried = 0

    def go(start: int, chosen: list[Tap], mana: Counter[str]) -> list[Tap] | None:
        nonlocal tried
        tried += 1
        if tried > MAX_TRIED:
            return None
        if len(chosen) == size:
            return list(chosen) if _pays(state, cost, mana) else None
        for i in range(start, len(ranked) - (size - len(chosen)) + 1):
            for way in ranked[i].ways:
                found = go(i + 1, [*chosen, way], mana + Counter(way.mana))
                if found is not None:
                    return found
        return None

    return go(0, [], Counter())


def _exact(state: GameState, cost: ManaCost, chosen: list[Source]) -> TapPlan | None:
    """Every chosen source tapped, each for a type that lets the whole pay."""

    def go(i: int, taps: list[Tap], mana: Counter[str]) -> list[Tap] | None:
        if i == len(chosen):
            return list(taps) if _pays(state, cost, mana) else None
        for way in chosen[i].ways:
            found = go(i + 1, [*taps, way], mana + Counter(way.mana))
            if found is not None:
                return found
        return None

    found = go(0, [], Counter())
    return TapPlan(tuple(found), cost.total) if found is not None else None


def _board_order(taps: Iterable[Tap], available: list[Source]) -> list[Tap]:
    position = {s.object: n for n, s in enumerate(available)}
    return sorted(taps, key=lambda t: position[t.object])


def is_mana_ability(state: GameState, action: Mapping[str, Any]) -> bool:
    """`action` activates a mana ability (605.1a): a step a tapping plan stands for."""
    if action.get("type") != "activate":
        return False
    obj = state.find_object(str(action.get("object", "")))
    if obj is None:
        return False
    abilities = chars(state, obj).abilities
    index = int(action.get("ability", 0) or 0)
    ability = abilities[index] if 0 <= index < len(abilities) else None
    return isinstance(ability, ActivatedAbility) and ability.mana_ability
