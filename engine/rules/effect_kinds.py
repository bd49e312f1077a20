"""The effect vocabulary's machinery: effect kinds in a registry, and the effects in force.

An effect kind is a small object that knows which would-events it watches, whether it applies to
one, and what it turns the event into. Kinds never mutate anything: `apply` returns the new event
(or None when the event is gone) and, for effects that get used up, the effect's new value.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from engine.core.choices import DecisionKind, Option
from engine.core.events import WouldEvent, ZoneChangeEvent
from engine.core.log import Detail, LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone, memo
from engine.rules import static_conditions
from engine.rules.chosen import CHOSEN_WORDS, chosen_value
from engine.rules.copying import effective_def  # 707.2a: a copy has the original's abilities
from engine.rules.faces import entering_face
from engine.rules.names import name_of
from engine.rules.paired import WORD as PAIRED_WORD
from engine.rules.paired import paired_with
from engine.rules.stand_ins import in_force
from engine.rules.suspected import SUSPECTED, SUSPECTED_KEYWORDS

# The would-event a kind watches. The pipeline (engine.rules.pipeline) hands a kind only events of
# the types in its `watches`, so a kind's methods are typed with that event type.
E = TypeVar("E", bound=WouldEvent)


class Category(enum.IntEnum):
    """The order 616.1a-e imposes among applicable effects: lower categories must go first."""

    SELF_REPLACEMENT = 1  # 616.1a
    CONTROL_ON_ENTERING = 2  # 616.1b
    COPY_ON_ENTERING = 3  # 616.1c
    BACK_FACE_UP = 4  # 616.1d
    OTHER = 5  # 616.1e


class Resolving(Protocol):
    """What a kind may do with the resolution it applies in (`apply_with`, `ended`): read and
    replace the state, log, ask for a decision and run a new event. The pipeline's `Resolution`
    (engine.rules.pipeline) is one; that module imports this one to look the kinds up, so this
    one names only the methods it needs."""

    state: GameState

    def note(
        self,
        kind: LogKind,
        text: str,
        *rules: str,
        objects: tuple[str, ...] = ...,
        detail: Detail = ...,
    ) -> None: ...

    def judge(
        self, kind: LogKind, text: str, *rules: str, objects: tuple[str, ...] = ...
    ) -> None: ...

    def choose(
        self,
        decider: str,
        kind: DecisionKind,
        prompt: str,
        options: tuple[Option, ...],
        rule: str,
        context: Hashable = ...,
    ) -> str: ...

    def run(self, event: WouldEvent) -> WouldEvent | None: ...

    def set_state(self, state: GameState) -> None: ...


@dataclass(frozen=True)
class Applied:
    """What applying a replacement or prevention effect did.

    `event` is the modified event (None: nothing happens any more); `effect` the effect's new value
    (None: unchanged; `USED_UP`: it's gone); `prevented` the damage prevented (615)."""

    event: WouldEvent | None
    text: str
    effect: Effect | None = None
    used_up: bool = False
    prevented: int = 0


@dataclass(frozen=True)
class Stopped:
    """Why an effect that would otherwise apply to an event doesn't: the log's text and rules."""

    text: str
    rules: tuple[str, ...]


class EffectKind(Generic[E]):
    """Base of every effect kind. Subclasses set `name` and override what they need; a
    replacement or prevention kind is an EffectKind[TheWouldEvent] with that type in `watches`.
    The kind's name is declared in engine.vocabulary.declarations with its parameters."""

    name: ClassVar[str] = ""
    category: ClassVar[Category] = Category.OTHER
    prevention: ClassVar[bool] = False
    watches: ClassVar[tuple[type[WouldEvent], ...]] = ()
    rules: ClassVar[tuple[str, ...]] = ()
    # 614.12: a kind that modifies how its own object enters the battlefield applies to that
    # object's entering from wherever it comes (hand, stack, library ...): see entering_effects.
    as_it_enters: ClassVar[bool] = False

    def applies(self, effect: Effect, event: E, state: GameState) -> bool:
        return False

    def stopped(self, effect: Effect, event: E, state: GameState) -> Stopped | None:
        """When `applies` is False only because a rule forbids it (701.19c: a permanent that
        can't be regenerated ignores its shield), why: the pipeline logs it once per event."""
        return None

    def apply(self, effect: Effect, event: E, state: GameState) -> Applied:
        raise NotImplementedError

    def apply_with(self, effect: Effect, event: E, res: Resolving) -> Applied:
        """Apply during a resolution: a kind that needs a player's decision or a payment as it
        applies (614.12a: "As this enters, you may pay 2 life") overrides this; the others
        apply purely."""
        return self.apply(effect, event, res.state)

    def ended(self, effect: Effect, res: Resolving) -> None:
        """What happens as a stored effect of this kind ends (514.2, 500.4): usually nothing,
        but a control-changing effect gives control back (613.1b)."""

    def describe(self, effect: Effect, state: GameState) -> str:
        return self.name.replace("_", " ")

    def equivalence(self, effect: Effect) -> Hashable:
        """Effects with equal keys do the same thing: ordering them is no real choice."""
        return (self.name, effect.params)


# Any: the registry holds kinds of every event type; the pipeline checks `watches` before calling.
EFFECT_KINDS: dict[str, EffectKind[Any]] = {}
K = TypeVar("K", bound=type[EffectKind[Any]])


def register(kind: K) -> K:
    if not kind.name or kind.name in EFFECT_KINDS:
        raise ValueError(f"effect kind {kind.name!r} is unnamed or registered twice")
    EFFECT_KINDS[kind.name] = kind()
    return kind


def effect_kind(name: str) -> EffectKind[Any]:
    return EFFECT_KINDS[name]


# Card words for what the object is attached to: "enchanted [object or player]" (303.4m) and
# "equipped creature" (301.5f) both mean whatever the permanent with the ability is attached to.
ATTACHED_WORDS = frozenset({"enchanted", "equipped"})


def ref_name(state: GameState, value: Any) -> str:
    """How an effect's describe() names a parameter: a player or object id by its name (never
    the id), a list by its names, a card word ("you", "each_opponent") in plain words."""
    if isinstance(value, tuple | list):
        return ", ".join(ref_name(state, v) for v in value) or "nothing"
    if isinstance(value, str):
        if state.find_player(value) is not None or state.find_object(value) is not None:
            return name_of(state, value)
        if value.startswith("permanents_of:"):
            return f"permanents {ref_name(state, value.split(':', 1)[1])} controls"
        return value.replace("_", " ")
    return "nothing" if value is None else str(value)


def bind(value: Any, obj: GameObject) -> Any:
    """Bind a card's words to this object: "you", "self", "enchanted" and "equipped", and
    "chosen_color" / "chosen_creature_type" (engine.rules.chosen)."""
    if value == "you":
        return obj.controller
    if value == "self":
        return obj.id
    if value in ATTACHED_WORDS:
        return obj.attached_to
    if isinstance(value, str) and value in CHOSEN_WORDS:
        return chosen_value(obj, value)  # 614.12a: what was chosen as it entered
    if isinstance(value, tuple):
        return tuple(bind(v, obj) for v in value)
    return value


@lru_cache(maxsize=4096)
def _names_attached(params: Params) -> bool:
    """Does a static ability's parameter name what the object is attached to? (Once per ability:
    static effects are read off the battlefield for every new state.)"""
    return any(
        v in ATTACHED_WORDS
        or (isinstance(v, tuple) and any(w in ATTACHED_WORDS for w in v if isinstance(w, str)))
        for v in params.values()
        if isinstance(v, str | tuple)
    )


def _names_paired(params: Params) -> bool:
    objects = params.get("objects")
    return isinstance(objects, tuple) and PAIRED_WORD in objects


def static_effects(state: GameState) -> tuple[Effect, ...]:
    """Effects of static abilities of objects in the zones they work from (113.6)."""
    found: list[Effect] = []
    for obj in state.objects:
        if not obj.phased_out and not obj.face_down:
            found += (e for zone, e in _ability_effects(state, obj) if zone is obj.zone)
    return tuple(found)


def entering_effects(state: GameState, event: WouldEvent) -> tuple[Effect, ...]:
    """614.12: the entering permanent's own abilities that modify how it enters (kinds marked
    `as_it_enters`) apply to the event putting it onto the battlefield, from whatever zone it
    comes. They are in force for that event only, so they never show among the effects in force
    of a card in a hand or a library."""
    if (
        not isinstance(event, ZoneChangeEvent)
        or event.to_zone is not Zone.BATTLEFIELD
        or event.from_zone is Zone.BATTLEFIELD
    ):
        return ()
    obj = state.find_object(event.object)
    if obj is None or event.face_down:
        # 708.2a, 701.40a: a card put onto the battlefield face down enters with no abilities
        return ()
    # 614.12: the permanent as it would exist on the battlefield (with the face it enters with).
    obj = replace(obj, zone=Zone.BATTLEFIELD, face=entering_face(state, obj, event))
    return tuple(
        e
        for _, e in _ability_effects(state, obj)
        if e.kind in EFFECT_KINDS and EFFECT_KINDS[e.kind].as_it_enters
    )


# Effects in force for one event only, supplied by other rules modules as they are imported
# (engine.rules.effects.protection: a protection keyword's prevention, 702.16e).
EVENT_EFFECT_SOURCES: list[Callable[[GameState, WouldEvent], tuple[Effect, ...]]] = []


def event_effects(state: GameState, event: WouldEvent) -> tuple[Effect, ...]:
    return tuple(e for source in EVENT_EFFECT_SOURCES for e in source(state, event))


def _ability_effects(state: GameState, obj: GameObject) -> list[tuple[Zone, Effect]]:
    """Each static ability of the object's definition as an effect, with the zone it works from;
    "you", "self", "enchanted" and "equipped" are bound to the object. An ability about what the
    object is attached to does nothing while it is attached to nothing (an unattached Equipment,
    301.5f). Effects take the object's timestamp, renewed as it becomes attached (613.7e)."""
    definition = effective_def(state, obj)
    if definition is None:
        return []
    found: list[tuple[Zone, Effect]] = []
    for index, ability in enumerate(definition.abilities):
        if getattr(ability, "effect", None) is None:
            continue
        raw: Params = ability.params  # type: ignore[union-attr]
        if obj.attached_to is None and _names_attached(raw):
            continue
        # 611.3a: "as long as ...": in force only while the condition holds.
        if "as_long_as" in raw and not static_conditions.holds(state, obj, raw["as_long_as"]):
            continue
        params = Params({k: bind(v, obj) for k, v in raw.items()})
        if _names_paired(raw):
            # 702.95b: "both creatures", the object and the one it is paired with; nothing
            # while it is unpaired (engine.rules.paired)
            partner = paired_with(state, obj.id)
            if partner is None:
                continue
            params = params.set(
                "objects", tuple(partner if v == PAIRED_WORD else v for v in params["objects"])
            )
        effect = Effect(
            id=f"{obj.id}.{index}",
            kind=ability.effect,  # type: ignore[union-attr]
            controller=obj.controller,
            source=obj.id,
            params=params,
            timestamp=obj.layer_timestamp,
        )
        found.append((ability.zone, effect))  # type: ignore[union-attr]
    return found


def effects_in_force(state: GameState) -> tuple[Effect, ...]:
    """Every effect in force: stored ones first (a judge's stand-in only while its card is on
    the battlefield, engine.rules.stand_ins), then those of static abilities."""
    cache = memo(state)
    if "effects" not in cache:
        stored = tuple(f for e in state.effects if (f := in_force(state, e)) is not None)
        cache["effects"] = stored + static_effects(state)
    result: tuple[Effect, ...] = cache["effects"]
    return result


def effects_of_kind(state: GameState, *names: str) -> Iterable[Effect]:
    return (e for e in effects_in_force(state) if e.kind in names)


def keywords_granted(state: GameState) -> frozenset[str]:
    """Every keyword (lowercase) some effect in force grants (layer 6, 613.1f: gain_keywords, and
    the suspected designation's menace and "can't block", 701.60c), once per state: code that
    runs for every permanent on every event reads the layers only where a keyword could come
    from."""
    cache = memo(state)
    if "keywords_granted" not in cache:
        granted = frozenset(
            str(k).lower()
            for e in effects_of_kind(state, "gain_keywords")
            for k in e.params.get("keywords", ())
        )
        if any(
            True for _ in effects_of_kind(state, SUSPECTED)
        ):  # 701.60c: suspected permanents have them too
            granted |= SUSPECTED_KEYWORDS
        cache["keywords_granted"] = granted
    result: frozenset[str] = cache["keywords_granted"]
    return result


def source_zone_ok(obj: GameObject | None) -> bool:
    return obj is not None and obj.zone is Zone.BATTLEFIELD
