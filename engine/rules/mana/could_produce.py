"""What mana a permanent "could produce" (106.7).

A permanent could produce each type of mana that one of its mana abilities would add if it
resolved now, after the replacement effects that would apply, in every possible order; whether
the costs could be paid doesn't matter. Abilities like Reflecting Pool's ("one mana of any type
that a land you control could produce") refer to other permanents' answers, so the answers for the
whole battlefield are computed together as the smallest consistent table: every permanent starts
with nothing and gains types until nothing changes. A loop of such abilities (two Reflecting
Pools) then yields only what some other, ordinary ability grounds it with, and nothing otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from engine.cards.model import ActivatedAbility, Instruction
from engine.core.events import ManaEvent
from engine.core.state import GameObject, GameState, Params, memo
from engine.rules import defined_pt
from engine.rules.characteristics import chars
from engine.rules.chosen import chosen_color_letter
from engine.rules.effect_kinds import EFFECT_KINDS, effects_in_force
from engine.vocabulary.amounts import PerCount, parse_amount

MANA_ORDER = ("W", "U", "B", "R", "G", "C")  # the six types of mana (106.1b)
COLORS = ("W", "U", "B", "R", "G")  # the five colors (106.1a)

Lookup = Callable[[str], frozenset[str]]


def could_produce(state: GameState, permanent_id: str) -> frozenset[str]:
    """The types of mana the permanent could produce now (106.7); empty if none is defined."""
    return _table(state).get(permanent_id, frozenset())


def sort_types(types: Iterable[str]) -> tuple[str, ...]:
    found = set(types)
    return tuple(t for t in MANA_ORDER if t in found)


def mana_abilities(state: GameState, obj: GameObject) -> tuple[ActivatedAbility, ...]:
    """The activated mana abilities the object has now (605.1a)."""
    return tuple(
        a for a in chars(state, obj).abilities if isinstance(a, ActivatedAbility) and a.mana_ability
    )


def lands_in_scope(state: GameState, scope: str, player: str) -> tuple[GameObject, ...]:
    """Lands "you control" (scope "you") or that "an opponent controls" ("opponents")."""
    return tuple(
        o
        for o in state.battlefield
        if chars(state, o).is_type("Land") and (o.controller == player) == (scope == "you")
    )


def choice_types(
    state: GameState, controller: str, spec: Any, lookup: Lookup, colors_only: bool = False
) -> tuple[str, ...]:
    """The types an "add one mana of ..." instruction offers, in WUBRGC order.

    `spec`: a list of symbols ("{W} or {U}"), "any_color", "any_type", or
    "could_produce:you" / "could_produce:opponents" (106.7, through `lookup`)."""
    if isinstance(spec, tuple | list):
        found = {str(s) for s in spec}
    elif spec == "any_color":
        found = set(COLORS)
    elif spec == "any_type":
        found = set(MANA_ORDER)
    elif isinstance(spec, str) and spec.startswith("could_produce:"):
        scope = spec.split(":", 1)[1]
        found = set()
        for land in lands_in_scope(state, scope, controller):
            found |= lookup(land.id)
    else:
        found = set()
    if colors_only:
        found &= set(COLORS)
    return sort_types(found)


def bundle_of(symbols: str) -> Params:
    """ "UR" -> {"U": 1, "R": 1}: one of a filter land's bundles ("{U}{R}")."""
    counts: dict[str, int] = {}
    for symbol in symbols:
        counts[symbol] = counts.get(symbol, 0) + 1
    return Params(counts)


def bundles(state: GameState, obj: GameObject, step: Instruction, lookup: Lookup) -> list[Params]:
    """Every mana bundle one add_mana instruction of `obj` could add, before replacements."""
    params = step.params
    fixed = params.get("mana")
    if isinstance(fixed, Mapping):
        times = _times(state, obj, params.get("times", 1))
        if times <= 0:
            return []  # "for each" of nothing: no mana if it resolved now (106.7)
        return [Params({str(k): int(v) * times for k, v in fixed.items()})]
    if params.get("bundles") is not None:  # a filter land's bundles ("{U}{U}, {U}{R}, or {R}{R}")
        return [bundle_of(str(b)) for b in params.get("bundles", ())]
    spec = params.get("choose_from")
    if isinstance(spec, str) and spec.startswith("bound:"):
        return []  # known only while resolving (a triggered ability's event)
    if spec == "chosen_color":  # the color chosen as it entered (614.12a)
        spec = tuple(c for c in (chosen_color_letter(obj),) if c)
    amount = params.get("amount", 1)
    count = amount if isinstance(amount, int) else 1
    types = choice_types(
        state, obj.controller, spec, lookup, bool(params.get("colors_only", False))
    )
    return [Params({t: count}) for t in types]


def _times(state: GameState, obj: GameObject, value: Any) -> int:
    """How many times a fixed bundle is added if the ability resolved now (106.7): a number, or
    "per:N:WORD" (N for each of a count, engine.vocabulary.amounts.PerCount) counted now."""
    parsed = parse_amount(value)
    if isinstance(parsed, int):
        return parsed
    if isinstance(parsed, PerCount):
        return parsed.per * defined_pt.compute(state, obj, parsed.word, chars)
    return 1  # another amount word: the type is what 106.7 asks


def replaced_outcomes(state: GameState, event: ManaEvent) -> frozenset[Params]:
    """The mana the event would finally produce under every order of the applicable replacement
    effects (616.1: the lowest category present goes first; 616.1f: each at most once)."""
    results: set[Params] = set()
    seen: set[tuple[ManaEvent, frozenset[str]]] = set()

    def walk(current: ManaEvent, applied: frozenset[str]) -> None:
        if (current, applied) in seen:
            return
        seen.add((current, applied))
        candidates = []
        for effect in effects_in_force(state):
            kind = EFFECT_KINDS.get(effect.kind)
            if kind is None or effect.id in applied or ManaEvent not in kind.watches:
                continue
            if kind.applies(effect, current, state):
                candidates.append((effect, kind))
        if not candidates:
            results.add(current.mana)
            return
        first = min(kind.category for _, kind in candidates)
        for effect, kind in candidates:
            if kind.category != first:
                continue
            new = kind.apply(effect, current, state).event
            if isinstance(new, ManaEvent):
                walk(new, applied | {effect.id})
            else:
                results.add(Params())

    walk(event, frozenset())
    return frozenset(results)


def produced_types(state: GameState, event: ManaEvent) -> frozenset[str]:
    found: set[str] = set()
    for mana in replaced_outcomes(state, event):
        found |= {str(k) for k, v in mana.items() if int(v) > 0}
    return frozenset(found)


def _table(state: GameState) -> dict[str, frozenset[str]]:
    cache = memo(state)
    found: dict[str, frozenset[str]] | None = cache.get("could_produce")
    if found is not None:
        return found
    producers = [
        (obj, abilities) for obj in state.battlefield if (abilities := mana_abilities(state, obj))
    ]
    table: dict[str, frozenset[str]] = {obj.id: frozenset() for obj, _ in producers}
    replaced: dict[ManaEvent, frozenset[str]] = {}

    def lookup(object_id: str) -> frozenset[str]:
        return table.get(object_id, frozenset())

    changed = True
    while changed:  # the answers only grow, and there are six types: this ends
        changed = False
        for obj, abilities in producers:
            value = set(table[obj.id])
            for ability in abilities:
                for step in ability.effects:
                    if step.kind != "add_mana":
                        continue
                    for bundle in bundles(state, obj, step, lookup):
                        event = ManaEvent(obj.controller, obj.id, bundle, ability.cost.tap)
                        if event not in replaced:
                            replaced[event] = produced_types(state, event)
                        value |= replaced[event]
            if value != table[obj.id]:
                table[obj.id] = frozenset(value)
                changed = True
    cache["could_produce"] = table
    return table
