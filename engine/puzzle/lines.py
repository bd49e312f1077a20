"""Is there still a line that wins against every opponent choice? (solve mode's verdict and hints)

    search = winning_line(start, state, goal, max_nodes=3_000)
    search.status        # "wins", "lost" (no line wins: proved) or "unknown" (the bound was hit)
    search.move          # "wins": the first move of a winning line (a hint), as a stored move
    search.answer        # "lost": the opponent's answer that beats the first line tried

`verify` checks one fixed solution; this search also chooses the solver's moves. It is a game
search: a position wins when some move of the solver's wins (an existential choice) and every
decision and declaration of the opponent's after it still wins (a universal one), as in
`verify`. The solver's moves are the reader's moves in solve mode:

- casting each spell and activating each ability that isn't a mana ability, with each legal
  choice of targets, each mode and each X up to the mana the solver could make, its mana paid
  by the first tapping plan (`engine.puzzle.autopay`); playing a land;
- declaring attackers (every declaration, as `engine.puzzle.play.declarations` lists them) and,
  on the opponent's turn, blockers; passing priority so the top of the stack resolves; going on
  to the next step.

The solver's own decisions (a payment, the order of its triggers) are existential too. The
opponent's declarations are made where `verify` makes them (`declaration_point`).

Mana abilities that cost more than {T} (Prophetic Prism's {1}, a Treasure's sacrifice) are
moves of their own: no tapping plan uses them.

Not searched, so "lost" can be wrong in these directions only: other tapping plans than the
first (which mana stays in the pool), delve, {T} mana abilities activated on their own, and the
opponent's spells and abilities (`verify` searches them, `engine.puzzle.defences`; this
search doesn't yet). A search that hits its bound
says "unknown": solve mode then says nothing rather than something wrong.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.actions.stack import spell_ability
from engine.cards.model import ActivatedAbility, Cost
from engine.core.errors import EngineError
from engine.core.state import GameObject, GameState, Step, Zone
from engine.game.legal import available_actions
from engine.game.play import apply
from engine.mechanics.divided_damage import divided_step, most_targets
from engine.puzzle.autopay import Source, mana_sources, tapping_plan
from engine.puzzle.deadline import on_time
from engine.puzzle.goals import Goal, check
from engine.puzzle.play import Point, declaration_point, declarations, declarer, is_legal
from engine.rules.characteristics import chars
from engine.rules.faces import object_definition
from engine.rules.modes import as_action, mode_sets
from engine.rules.modes import requirements as mode_requirements
from engine.rules.target_relations import relation_allows
from engine.rules.targets import candidates
from engine.rules.variable_targets import trailing_up_to
from engine.vocabulary.words import any_number_word, up_to_word, up_to_x_word, x_number_word

DEFAULT_NODES = 3_000
MAX_MOVES = 12  # solver moves along one line
MAX_X = 12


class LineStatus:
    WINS = "wins"
    LOST = "lost"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Answer:
    """An opponent's answer that beats a line: a declaration (`action`) or a decision's option."""

    actor: str
    action: dict[str, Any] | None = None
    prompt: str = ""
    label: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "actor": self.actor,
            "action": self.action,
            "prompt": self.prompt,
            "label": self.label,
        }


@dataclass(frozen=True)
class LineSearch:
    status: str
    move: dict[str, Any] | None = None  # the first move of a winning line ("wins")
    nodes: int = 0
    answer: Answer | None = None  # "lost": the answer nearest the position that beats a line

    @property
    def lost(self) -> bool:
        return self.status == LineStatus.LOST


class _BoundHit(Exception):
    pass


Value = bool | None  # True: wins, False: doesn't, None: unknown (a depth bound)


def winning_line(
    start: GameState, state: GameState, goal: Goal, *, max_nodes: int = DEFAULT_NODES
) -> LineSearch:
    """Search the solver's moves from `state` (see the module)."""
    search = _Search(start, goal, max_nodes)
    try:
        value, move = search.position(state, 0)
    except (_BoundHit, RecursionError):
        return LineSearch(LineStatus.UNKNOWN, nodes=search.nodes)
    if value is True:
        return LineSearch(LineStatus.WINS, move, search.nodes)
    if value is False:
        answer = search.answer[1] if search.answer is not None else None
        return LineSearch(LineStatus.LOST, nodes=search.nodes, answer=answer)
    return LineSearch(LineStatus.UNKNOWN, nodes=search.nodes)


def solver_moves(state: GameState, solver: str, *, pay: bool = True) -> Iterator[dict[str, Any]]:
    """The solver's moves here, as stored moves (`{**action, "payment": [...]}`), in a fixed
    order: spells and abilities, land plays, attacks and blocks, resolving, the next step.
    `pay=False`: spells and abilities without their `payment`, for a caller that plans it
    (`payment_of`) only for the moves it plays (finding what each source adds is costly)."""
    sources: list[Source] | None = None
    for option in available_actions(state):
        kind = option.action.get("type")
        if not option.legal or option.player not in ("", solver):
            continue
        if kind in ("cast", "activate"):
            if option.extras.get("mana_ability") and tapped_for_mana(state, option.action):
                continue  # a tapping plan's step (`engine.puzzle.autopay`), not a move
            has_x = bool(option.extras.get("x"))
            if sources is None and (pay or has_x):
                sources = mana_sources(state, solver)
            choices = with_choices(state, option.action, option.needs_targets, sources or [], has_x)
            for action in choices:
                if not pay:
                    yield action
                    continue
                plan = tapping_plan(state, action, available=sources)
                yield {**action, "payment": plan.steps() if plan is not None else []}
        elif kind == "play_land":
            yield dict(option.action)
    yield from free_moves(state, solver)


def tapped_for_mana(state: GameState, action: Mapping[str, Any]) -> bool:
    """Whether `action` activates a mana ability whose whole cost is {T}: tapping plans use
    those (`engine.puzzle.autopay`). A mana ability with another cost (Prophetic Prism's {1},
    a Treasure's sacrifice, 605.1a) is a move of its own: no plan activates it, and a spell
    may need its mana (a color no land makes)."""
    obj = state.find_object(str(action.get("object", "")))
    if obj is None:
        return True
    abilities = chars(state, obj).abilities
    index = int(action.get("ability", 0) or 0)
    ability = abilities[index] if 0 <= index < len(abilities) else None
    return isinstance(ability, ActivatedAbility) and ability.cost == Cost(tap=True)


def free_moves(state: GameState, solver: str) -> Iterator[dict[str, Any]]:
    """The last of `solver_moves`, found without the engine's list of options: attacks and
    blocks, letting the top of the stack resolve (117.4: all players pass), going on to the
    next step (only with an empty stack, 500.2)."""
    yield from _declarations(state, solver)
    if state.zone(Zone.STACK):
        yield {"type": "resolve"}
    else:
        yield {"type": "advance"}


def payment_of(
    state: GameState, action: Mapping[str, Any], sources: list[Source]
) -> list[dict[str, Any]]:
    """The mana abilities that pay for a spell or ability (`solver_moves` without `pay`): the
    first tapping plan of the player's `sources` (`engine.puzzle.autopay`), none when the
    pool pays or nothing does."""
    plan = tapping_plan(state, action, available=sources)
    return plan.steps() if plan is not None else []


def with_choices(
    state: GameState,
    action: Mapping[str, Any],
    needs: tuple[str, ...],
    sources: list[Source],
    has_x: bool,
) -> Iterator[dict[str, Any]]:
    """A cast or activate action with each legal choice of mode, targets and X (the most X first,
    up to the mana the player's `sources` and pool could make); shared with the opponent's
    answers (`engine.puzzle.defences`)."""
    obj = state.object(str(action["object"]))
    controller = obj.owner if action["type"] == "cast" else obj.controller
    modes: list[tuple[tuple[int, ...], tuple[str, ...]]] = [((), tuple(needs))]
    divided = None
    if action["type"] == "cast":
        face = int(action.get("face", 0) or 0)
        spell = spell_ability(object_definition(state, replace(obj, zone=Zone.STACK, face=face)))
        if spell is not None and spell.modes and not action.get("entwine"):
            sets = mode_sets(spell.modes, spell.choose)  # 700.2: each set it may choose
            modes = [(c, mode_requirements(spell.modes, c)) for c in sets]
        divided = divided_step(spell)
        if divided is not None and spell is not None and not has_x:
            # 601.2c-d: one to the most targets its damage can be divided among
            modes = [((), spell.targets * n) for n in range(1, most_targets(divided, 0) + 1)]
    elif action["type"] == "activate":
        ability = chars(state, obj).abilities[int(action["ability"])]
        if isinstance(ability, ActivatedAbility) and ability.modes:
            sets = mode_sets(ability.modes, ability.choose)  # 700.2a
            modes = [(c, mode_requirements(ability.modes, c)) for c in sets]
    xs = [0]
    if has_x:
        most = sum(int(v) for v in state.player(controller).mana_pool.values())
        most += sum(max(len(w.mana) for w in s.ways) for s in sources)
        xs = list(range(min(most, MAX_X), -1, -1))  # the most first: usually what wins
    for mode, requirements in modes:
        counted = _counted_targets(state, requirements, obj, controller, xs)
        if counted is not None:
            for targets, x in counted:
                on_time()
                picked = {**action, "targets": list(targets)} if targets else dict(action)
                picked.update(as_action(mode) if mode else {})
                yield {**picked, "x": x} if x else picked
            continue
        lists = [candidates(state, r, obj, controller) for r in requirements]
        # A division's targets in one order only: the division decisions give the rest.
        chosen_targets: Iterator[tuple[str, ...]] = (
            itertools.combinations(lists[0], len(lists))
            if divided is not None and lists
            else itertools.product(*lists)
        )
        for targets in chosen_targets:
            if len(set(targets)) < len(targets):
                continue  # the same object twice for one spell: rarely the point (115.3)
            if not all(
                relation_allows(state, r, t, targets[:i])
                for i, (r, t) in enumerate(zip(requirements, targets, strict=False))
            ):
                continue  # a target that must share a type with another (target_relations)
            on_time()  # a search's limit (`engine.puzzle.deadline`): targets multiply
            for x in xs:
                chosen: dict[str, Any] = dict(action)
                if targets:
                    chosen["targets"] = list(targets)
                if mode:
                    chosen.update(as_action(mode))
                if x:
                    chosen["x"] = x
                yield chosen


def _counted_targets(
    state: GameState,
    requirements: tuple[str, ...],
    obj: GameObject,
    controller: str,
    xs: list[int],
) -> list[tuple[tuple[str, ...], int]] | None:
    """For a spell or ability whose one target word is repeated (`engine.rules.variable_targets`)
    each set of different targets it may have, the most first, with each X: exactly X of them
    for "X target ..." (601.2b-c), none to N for "up to N target ..." and none to all for "any
    number of target ..." (601.2c, 115.3); None for any other."""
    last = trailing_up_to(requirements)
    if last is not None:
        # "... up to one target ..." after the others: with it, then without it (601.2c)
        plain_words = (*requirements[:-1], last)
        lists = [candidates(state, r, obj, controller) for r in plain_words]
        found = [
            (tuple(t), x)
            for size in (len(lists), len(lists) - 1)
            for t in itertools.product(*lists[:size])
            if len(set(t)) == len(t)
            and all(
                relation_allows(state, r, o, t[:i])
                for i, (r, o) in enumerate(zip(plain_words, t, strict=False))
            )
            for x in xs
        ]
        return found
    if len(requirements) != 1:
        return None
    word = requirements[0]
    plain = x_number_word(word)
    if plain is not None:
        pool = candidates(state, plain, obj, controller)
        return [(t, x) for x in xs for t in itertools.combinations(pool, x)]
    plain = up_to_x_word(word)
    if plain is not None:  # from none to X targets (engine.rules.variable_targets)
        pool = candidates(state, plain, obj, controller)
        return [
            (t, x)
            for x in xs
            for n in range(min(x, len(pool)), -1, -1)
            for t in itertools.combinations(pool, n)
        ]
    up_to = up_to_word(word)
    plain = up_to[1] if up_to is not None else any_number_word(word)
    if plain is None:
        return None
    pool = candidates(state, plain, obj, controller)
    most = min(up_to[0], len(pool)) if up_to is not None else len(pool)
    return [
        (t, x) for n in range(most, -1, -1) for t in itertools.combinations(pool, n) for x in xs
    ]


def _declarations(state: GameState, solver: str) -> Iterator[dict[str, Any]]:
    turn, combat = state.turn, state.combat
    if state.zone(Zone.STACK):
        return
    if (
        turn.step is Step.DECLARE_ATTACKERS
        and turn.active_player == solver
        and (combat is None or not combat.attackers_declared)
    ):
        for action in declarations(state, Point.ATTACK):
            if action["attackers"] and is_legal(state, action):
                yield action
    if (
        turn.step is Step.DECLARE_BLOCKERS
        and turn.active_player != solver
        and combat is not None
        and combat.had_attackers
        and not combat.blockers_declared
    ):
        for action in declarations(state, Point.BLOCK):
            if is_legal(state, action):
                yield action


class _Search:
    def __init__(self, start: GameState, goal: Goal, max_nodes: int) -> None:
        self.start = start
        self.goal = goal
        self.solver = goal.solver
        self.max_nodes = max_nodes
        self.nodes = 0
        self.memo: dict[Hashable, Value] = {}
        self.answer: tuple[int, Answer] | None = None  # the shallowest refuting answer seen

    def _refuted_by(self, depth: int, answer: Answer) -> None:
        if self.answer is None or depth < self.answer[0]:
            self.answer = (depth, answer)

    def _count(self) -> None:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise _BoundHit
        on_time()

    def position(self, state: GameState, depth: int) -> tuple[Value, dict[str, Any] | None]:
        """Between actions: the goal, then the opponent's declaration, then the solver's move."""
        status = check(self.goal, self.start, state)
        if status.met:
            return True, None
        if status.failed or any(p.won for p in state.players):
            return False, None
        key = ("position", state)
        if key in self.memo and self.memo[key] is not None:
            return self.memo[key], None
        point = declaration_point(state, self.solver)
        if point is not None:
            value = self._declare(state, point, depth)
            self.memo[key] = value
            return value, None
        if depth >= MAX_MOVES:
            return None, None
        unknown = False
        for move in solver_moves(state, self.solver):
            self._count()
            value = self._move(state, move, depth)
            if value is True:
                self.memo[key] = True
                return True, move
            unknown = unknown or value is None
        value = None if unknown else False
        self.memo[key] = value
        return value, None

    def _declare(self, state: GameState, point: Point, depth: int) -> Value:
        """Every declaration the opponent could make (universal)."""
        who = declarer(state, point, self.solver)
        unknown = False
        for action in declarations(state, point):
            self._count()
            if not is_legal(state, action):
                continue
            value = self._act(state, action, (), who, depth)
            if value is False:
                self._refuted_by(depth, Answer(who, dict(action)))
                return False
            unknown = unknown or value is None
        return None if unknown else True

    def _move(self, state: GameState, move: Mapping[str, Any], depth: int) -> Value:
        for tap in move.get("payment") or ():
            step = {k: v for k, v in tap.items() if k != "choices"}
            try:
                result = apply(state, step, tuple(tap.get("choices") or ()))
            except EngineError:
                return False
            if result.pending is not None:
                return False
            state = result.state
        action = {k: v for k, v in move.items() if k != "payment"}
        return self._act(state, action, (), self.solver, depth + 1)

    def _act(
        self,
        state: GameState,
        action: Mapping[str, Any],
        prefix: tuple[str, ...],
        actor: str,
        depth: int,
    ) -> Value:
        self._count()
        try:
            result = apply(state, action, prefix)
        except EngineError:
            # An illegal solver move isn't a line; an opponent option the engine refuses isn't one
            # either (it can't be taken).
            return actor != self.solver
        pending = result.pending
        if pending is None:
            return self.position(result.state, depth)[0]
        solver_decides = pending.decider == self.solver
        unknown = False
        for option in pending.option_ids():
            value = self._act(state, action, (*prefix, option), actor, depth)
            if solver_decides and value is True:
                return True
            if not solver_decides and value is False:
                label = next((o.label for o in pending.options if o.id == option), option)
                self._refuted_by(depth, Answer(pending.decider, None, pending.prompt, label))
                return False
            unknown = unknown or value is None
        if unknown:
            return None
        return not solver_decides
