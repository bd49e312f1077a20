"""Fuzzing the engine's two entry points: `load` and `apply` must answer every input with one of
the engine's own errors (engine.core.errors) or a value, and every state they return must save and
load back as the same value.

The inputs are mutations of the built-in ruling documents and their actions (a field replaced
by a value of another JSON type, a key dropped or added, a document nested hundreds of levels
deep) and random sequences of actions on the loaded boards: what the engine offers, judge's
actions and mutated actions. `bench/fuzz_engine.py` runs it long; a hypothesis test runs it
short. The random source is passed in, so a run is reproducible from its seed.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.actions import ACTIONS
from engine.core.errors import EngineError
from engine.core.state import GameState
from engine.document.codec import dump, load
from engine.examples import examples
from engine.game.legal import available_actions
from engine.game.play import apply

JSON = Any
MAX_DECISIONS = 12

# Values of every JSON type (and some awkward ones) a mutation may put anywhere.
ODD_VALUES: tuple[JSON, ...] = (
    None,
    True,
    False,
    0,
    -1,
    7,
    10**30,
    -(10**30),
    1.5,
    float("nan"),
    "",
    "x",
    "A",
    "B",
    "o1",
    "battlefield",
    "stack",
    "graveyard",
    "precombat_main",
    "{X}{R}",
    "any",
    "0",
    "target:0",
    [],
    [1],
    ["A"],
    [[]],
    {},
    {"id": "A"},
    {"x": []},
)


@dataclass
class Failure:
    """An untyped exception (or a state that doesn't reload) and the input that caused it."""

    where: str  # "load", "apply" or "reload"
    error: str
    input: JSON
    trace: str = ""


@dataclass
class Report:
    tried: int = 0
    failures: list[Failure] = field(default_factory=list)

    @property
    def untyped(self) -> int:
        return len(self.failures)


def nested(depth: int, rng: random.Random) -> JSON:
    """A value nested `depth` levels deep (a list or object at every level)."""
    value: JSON = rng.choice(ODD_VALUES[:12])
    for _ in range(depth):
        value = [value] if rng.random() < 0.5 else {"k": value}
    return value


def _paths(doc: JSON, max_depth: int = 40) -> list[tuple[Any, ...]]:
    """Every path into `doc` (iteratively, not below `max_depth`: a mutation may have nested
    a value hundreds of levels deep)."""
    found: list[tuple[Any, ...]] = []
    todo: list[tuple[tuple[Any, ...], JSON]] = [((), doc)]
    while todo:
        prefix, value = todo.pop()
        found.append(prefix)
        if len(prefix) >= max_depth:
            continue
        if isinstance(value, dict):
            todo += (((*prefix, k), v) for k, v in value.items())
        elif isinstance(value, list):
            todo += (((*prefix, i), v) for i, v in enumerate(value))
    return found


def clone(value: JSON) -> JSON:
    """A deep copy of a JSON value, made iteratively (copy.deepcopy recurses once per level)."""
    root: list[JSON] = [None]
    todo: list[tuple[Any, Any, JSON]] = [(root, 0, value)]
    while todo:
        parent, key, item = todo.pop()
        if isinstance(item, dict):
            parent[key] = {}
            todo += ((parent[key], k, v) for k, v in item.items())
        elif isinstance(item, list):
            parent[key] = [None] * len(item)
            todo += ((parent[key], i, v) for i, v in enumerate(item))
        else:
            parent[key] = item
    return root[0]


def _get(doc: JSON, path: tuple[Any, ...]) -> JSON:
    for step in path:
        doc = doc[step]
    return doc


def _random_value(rng: random.Random) -> JSON:
    roll = rng.random()
    if roll < 0.08:
        return nested(rng.choice((5, 50, 400, 1500)), rng)
    return clone(rng.choice(ODD_VALUES))


def mutate(doc: JSON, rng: random.Random, count: int = 1) -> JSON:
    """A copy of `doc` with `count` random changes: a value replaced, a key removed or added, a
    list item duplicated or removed, or the whole document swapped for an odd value."""
    doc = clone(doc)
    for _ in range(count):
        paths = _paths(doc)
        path = rng.choice(paths)
        if not path:
            if rng.random() < 0.05:
                return _random_value(rng)
            if isinstance(doc, dict):
                doc[rng.choice(("extra", "stack", "effects", "custom_cards", "combat"))] = (
                    _random_value(rng)
                )
            continue
        parent, key = _get(doc, path[:-1]), path[-1]
        roll = rng.random()
        if roll < 0.55:
            parent[key] = _random_value(rng)
        elif roll < 0.7 and isinstance(parent, dict):
            del parent[key]
        elif roll < 0.8 and isinstance(parent, list):
            parent.insert(key, clone(parent[key]))
        elif roll < 0.88 and isinstance(parent, list):
            del parent[key]
        elif isinstance(parent[key], dict):
            parent[key][rng.choice(("id", "card", "kind", "type", "to", "x", "params"))] = (
                _random_value(rng)
            )
        else:
            parent[key] = clone(rng.choice(paths and [_get(doc, rng.choice(paths))]))
    return doc


# The parts of a state document where the untyped errors the fuzz once found entered (issue 29,
# point 6): the combat section, trigger/effect params and keyword lists. A focused mutation
# changes a value under one of these keys, or adds an odd item to a list there.
FOCUS_KEYS = frozenset(
    {
        "combat",
        "attackers",
        "blockers",
        "blocked",
        "first_strikers",
        "params",
        "keywords",
        "effects",
        "triggers",
        "pending_triggers",
        "delayed_triggers",
        "abilities",
        "characteristics",
        "counters",
        "stack",
        "targets",
        "choices",
        "modes",
        "x",
        "last_known",
        "bound",
        "stack_info",
        "copiable",
    }
)


def _focused_paths(doc: JSON) -> list[tuple[Any, ...]]:
    return [p for p in _paths(doc) if any(step in FOCUS_KEYS for step in p)]


def focused_mutate(doc: JSON, rng: random.Random, ids: list[str], count: int = 1) -> JSON:
    """A copy of `doc` with `count` changes under FOCUS_KEYS: a value replaced by an odd value or
    by one of `ids` (the document's own players and objects), or an odd item added to a list."""
    doc = clone(doc)
    for _ in range(count):
        paths = [p for p in _focused_paths(doc) if p]
        if not paths:
            return mutate(doc, rng)
        path = rng.choice(paths)
        parent, key = _get(doc, path[:-1]), path[-1]
        value: JSON = rng.choice(ids) if ids and rng.random() < 0.3 else _random_value(rng)
        target = parent[key]
        if isinstance(target, list) and rng.random() < 0.5:
            target.insert(rng.randint(0, len(target)), value)
        elif isinstance(target, dict) and rng.random() < 0.3 and ids:
            target[rng.choice(ids)] = value
        else:
            parent[key] = value
    return doc


def _ids(state: GameState) -> list[str]:
    return [p.id for p in state.players] + [o.id for o in state.objects] + ["nothing"]


def _doc_ids(doc: JSON) -> list[str]:
    """The ids a document names (its players' and objects'), for focused mutations."""
    return [v for p in _paths(doc, 4) if p and p[-1] == "id" and isinstance(v := _get(doc, p), str)]


ZONES = ("graveyard", "hand", "exile", "battlefield", "library", "stack", "command")


def random_action(state: GameState, rng: random.Random) -> dict[str, Any]:
    """An action to try: one the engine offers (with random targets), a judge's action on any
    object or player, or either of them mutated."""
    roll = rng.random()
    action: dict[str, Any]
    offered = [o for o in available_actions(state) if o.legal] if roll < 0.5 else []
    if offered:
        option = rng.choice(offered)
        action = dict(option.action)
        if option.needs_targets:
            action["targets"] = [rng.choice(_ids(state)) for _ in option.needs_targets]
        if option.extras.get("x"):
            action["x"] = rng.randint(0, 6)
        if rng.random() < 0.6:
            action["free"] = True
    else:
        ids = _ids(state)
        kind = rng.choice(
            (
                "deal_damage",
                "move_object",
                "advance",
                "resolve",
                "gain_life",
                "lose_life",
                "set_life",
                "cast",
                "activate",
                "play_land",
                "attack",
                "block",
            )
        )
        action = {"type": kind}
        if kind == "deal_damage":
            action |= {"source": rng.choice(ids), "target": rng.choice(ids), "amount": 3}
        elif kind == "move_object":
            action |= {"object": rng.choice(ids), "to": rng.choice(ZONES)}
            if rng.random() < 0.3:
                action["position"] = rng.choice(("top", "bottom"))
        elif kind in ("gain_life", "lose_life", "set_life"):
            key = "value" if kind == "set_life" else "amount"
            action |= {"player": rng.choice(ids), key: rng.randint(-3, 25)}
        elif kind in ("cast", "activate", "play_land"):
            action |= {"object": rng.choice(ids), "free": rng.random() < 0.7}
            if kind == "activate":
                action["ability"] = rng.randint(-1, 3)
            if rng.random() < 0.5:
                action["targets"] = [rng.choice(ids)]
        elif kind == "attack":
            action["attackers"] = {rng.choice(ids): rng.choice(ids)}
        elif kind == "block":
            action["blockers"] = {rng.choice(ids): rng.choice(ids)}
        elif kind == "advance" and rng.random() < 0.3:
            action["to"] = rng.choice(("end", "cleanup", "upkeep", "combat_damage", "x"))
    if rng.random() < 0.1:
        action = any_action(state, rng)
    if rng.random() < 0.15:
        action = mutate(action, rng)
    return action


def any_action(state: GameState, rng: random.Random) -> dict[str, Any]:
    """An action of any registered type with some of its declared keys set to an id, a small
    number, a list of ids or an odd value (the keys a judge's tool would send)."""
    name = rng.choice(sorted(ACTIONS))
    ids = _ids(state)
    action: dict[str, Any] = {"type": name}
    for key in ACTIONS[name].keys:
        if rng.random() < 0.5:
            continue
        roll = rng.random()
        if roll < 0.35:
            action[key] = rng.choice(ids)
        elif roll < 0.55:
            action[key] = rng.randint(-1, 4)
        elif roll < 0.7:
            action[key] = [rng.choice(ids) for _ in range(rng.randint(0, 3))]
        elif roll < 0.8:
            action[key] = {rng.choice(ids): rng.choice(ids)}
        else:
            action[key] = _random_value(rng)
    return action


class Fuzzer:
    """Feeds inputs and records what escapes untyped. `stop` ends a run early (a time limit)."""

    def __init__(self, rng: random.Random, stop: Callable[[], bool] = lambda: False) -> None:
        self.rng = rng
        self.stop = stop
        self.report = Report()
        self.seeds = [ex.document for ex in examples()]
        self.seed_actions = [ex.action for ex in examples()]

    def _fail(self, where: str, error: BaseException | str, input: JSON) -> None:
        trace = traceback.format_exc() if isinstance(error, BaseException) else ""
        text = f"{type(error).__name__}: {error}" if isinstance(error, BaseException) else error
        self.report.failures.append(Failure(where, text[:300], input, trace))

    def try_load(self, doc: JSON) -> GameState | None:
        self.report.tried += 1
        try:
            state = load(doc)
        except EngineError:
            return None
        except Exception as error:  # noqa: BLE001 - what the fuzzer looks for
            self._fail("load", error, doc)
            return None
        return state if self.reloads(state, doc) else None

    def reloads(self, state: GameState, input: JSON) -> bool:
        try:
            again = load(dump(state))
        except Exception as error:  # noqa: BLE001
            self._fail("reload", error, input)
            return False
        if again != state:
            self._fail("reload", "load(dump(state)) != state", input)
            return False
        return True

    def try_apply(self, state: GameState, action: JSON) -> GameState | None:
        """Apply with random answers to the decisions it meets; the state it reaches, if any."""
        choices: list[Any] = []
        for _ in range(MAX_DECISIONS):
            self.report.tried += 1
            try:
                result = apply(state, action, choices)
            except EngineError:
                return None
            except Exception as error:  # noqa: BLE001
                self._fail(
                    "apply",
                    error,
                    {"document": dump(state), "action": action, "choices": list(choices)},
                )
                return None
            if result.pending is None:
                after = result.state
                if self.reloads(
                    after, {"document": dump(state), "action": action, "choices": list(choices)}
                ):
                    return after
                return None
            options = result.pending.option_ids()
            if not options:
                return None
            answer: Any = self.rng.choice(options)
            if self.rng.random() < 0.05:
                answer = _random_value(self.rng)
            choices.append(answer)
        return None

    def run(self, count: int) -> Report:
        while self.report.tried < count and not self.stop():
            self.round()
        return self.report

    def round(self) -> None:
        rng = self.rng
        base = rng.choice(self.seeds)
        roll = rng.random()
        if roll < 0.35:
            state = self.try_load(mutate(base, rng, rng.randint(1, 3)))
        elif roll < 0.5:
            state = self.try_load(focused_mutate(base, rng, _doc_ids(base), rng.randint(1, 3)))
        else:
            state = self.try_load(base)
        if state is None:
            return
        # Long games reach combat, triggers waiting and effects in force: the states whose dump
        # once didn't load back (issue 29).
        steps = rng.randint(1, 8) if rng.random() < 0.7 else rng.randint(9, 40)
        for _ in range(steps):
            if rng.random() < 0.1:
                action = mutate(rng.choice(self.seed_actions), rng)
            else:
                action = random_action(state, rng)
            after = self.try_apply(state, action)
            if after is not None:
                state = after
            if rng.random() < 0.15:
                # The state reached, saved and changed where the untyped errors entered.
                document = dump(state)
                changed = self.try_load(focused_mutate(document, rng, _ids(state)))
                if changed is not None and rng.random() < 0.5:
                    state = changed
