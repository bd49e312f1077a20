"""The one event pipeline (614-616).

would-event -> replacement and prevention effects -> perform -> did-event. Every action goes through
`Resolution.run`, and state-based actions and triggers follow in `engine.game.play`. A `Resolution` is
the working record of one action: the current state value (replaced, never mutated), the log, the
did-events and the scripted choices.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any, TypeVar

from engine.core.choices import ChoiceCursor, DecisionKind, Option, PendingDecision
from engine.core.events import (
    CountersEvent,
    DamageEvent,
    DidEvent,
    LifeGainEvent,
    LifeLossEvent,
    ManaEvent,
    PoisonEvent,
    RegenerateEvent,
    TokensEvent,
    WouldEvent,
    ZoneChangeEvent,
)
from engine.core.log import Detail, LogEntry, LogKind, counted
from engine.core.mana import pool_text
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import (
    EFFECT_KINDS,
    effects_in_force,
    entering_effects,
    event_effects,
)
from engine.rules.names import name_of as name_of  # re-exported: every module names things
from engine.rules.names import numbered
from engine.rules.player_control import controlling_player
from engine.rules.stand_ins import stand_in_label


class Resolution:
    def __init__(self, state: GameState, choices: ChoiceCursor) -> None:
        self.state = state
        self.choices = choices
        self.log: list[LogEntry] = []
        self.events: list[DidEvent] = []
        self.triggers_scanned = 0  # did-events already matched against triggers (603.2)
        self.event_count = 0
        # 603.2c: which did-events happened at once. Each did-event is recorded with the
        # occurrence current as it happened; an instruction, a round of state-based actions
        # (704.3) and a spell's cost payment (601.2h) each begin a new one, so a "one or more"
        # trigger sees the cards one instruction moves together as one event.
        self.occurrence = 0
        self.occurrences: list[int] = []

    # --- log -----------------------------------------------------------------------------------
    def note(
        self,
        kind: LogKind,
        text: str,
        *rules: str,
        objects: tuple[str, ...] = (),
        detail: Detail = Detail.PLAYER,
    ) -> None:
        self.log.append(LogEntry(kind, text, tuple(rules), objects, detail))

    def judge(self, kind: LogKind, text: str, *rules: str, objects: tuple[str, ...] = ()) -> None:
        self.note(kind, text, *rules, objects=objects, detail=Detail.JUDGE)

    def did(self, event: DidEvent) -> None:
        self.events.append(event)
        self.occurrences.append(self.occurrence)

    def begin_occurrence(self) -> None:
        """What happens from now on is a new event, not simultaneous with what went before
        (603.2c)."""
        self.occurrence += 1

    def absorb(self, sub: Resolution) -> None:
        """Take over what a sub-resolution on this one's state did (a mana ability activated
        while paying, 605.3a): its state, log and did-events, as part of the current occurrence."""
        self.set_state(sub.state)
        self.log.extend(sub.log)
        for event in sub.events:
            self.did(event)
        self.event_count = sub.event_count

    # --- choices -------------------------------------------------------------------------------
    def choose(
        self,
        decider: str,
        kind: DecisionKind,
        prompt: str,
        options: tuple[Option, ...],
        rule: str,
        context: Hashable = None,
        private: bool = False,
    ) -> str:
        """A decision of `decider`'s; `private`: the answer is a card only they may see (a card
        in their hand put onto the battlefield face down, 708.5), so the log doesn't name it."""
        controller = controlling_player(self.state, decider)  # 723.5: a controlled player
        if controller != decider:
            prompt = f"{prompt} ({name_of(self.state, controller)} decides for {name_of(self.state, decider)}, 723.5)"
            decider = controller
        key = (self.choices.used, self.event_count, self.state, context)
        decision = PendingDecision(decider, kind, prompt, options, rule, key)
        answer = self.choices.take(decision)
        label = next(o.label for o in options if o.id == answer)
        if private:
            label = "a card only they may see (708.5)"
        self.note(LogKind.CHOICE, f"{name_of(self.state, decider)} chooses: {label}", rule)
        return answer

    # --- the pipeline --------------------------------------------------------------------------
    def run(self, event: WouldEvent) -> WouldEvent | None:
        """Apply replacement and prevention effects to a would-event (616), then perform what is
        left. Returns the event as performed, or None when nothing happened."""
        final = self.replace(event)
        if final is not None:
            PERFORMERS[type(final)](self, final)
            for hook in AFTER_PERFORM:
                hook(self)
        return final

    def replace(self, event: WouldEvent) -> WouldEvent | None:
        self.event_count += 1
        applied: set[str] = set()
        current: WouldEvent | None = event
        while current is not None:
            candidates = self._applicable(current, applied)
            if not candidates:
                break
            # 616.1a-e: the lowest category present must be chosen from first.
            first = min(EFFECT_KINDS[e.kind].category for e in candidates)
            candidates = [e for e in candidates if EFFECT_KINDS[e.kind].category == first]
            chosen = self._pick(current, candidates, applied)
            applied.add(chosen.id)
            current = self._apply(chosen, current)
        return current

    def _applicable(self, event: WouldEvent, applied: set[str]) -> list[Effect]:
        found = []
        for effect in (
            *effects_in_force(self.state),
            *entering_effects(self.state, event),
            *event_effects(self.state, event),  # e.g. a protection keyword's (702.16e)
        ):
            kind = EFFECT_KINDS.get(effect.kind)
            if kind is None or effect.id in applied or type(event) not in kind.watches:
                continue
            if kind.applies(effect, event, self.state):
                found.append(effect)
            else:
                self._note_stopped(effect, event, applied)
        if isinstance(event, DamageEvent) and event.unpreventable and event.amount > 0:
            self._note_unpreventable(event, applied)
        return found

    def _note_stopped(self, effect: Effect, event: WouldEvent, applied: set[str]) -> None:
        """An effect a rule keeps from applying (701.19c) is logged once per event, so the log
        says why it didn't apply; it stays in force."""
        stopped = EFFECT_KINDS[effect.kind].stopped(effect, event, self.state)
        if stopped is None:
            return
        marker = f"stopped:{self.event_count}:{effect.id}"
        if marker in applied:
            return
        applied.add(marker)
        self.note(
            LogKind.REPLACEMENT,
            f"{_source_label(self.state, effect)}: {stopped.text}",
            *stopped.rules,
            objects=tuple(x for x in (effect.source,) if x),
        )

    def _note_unpreventable(self, event: DamageEvent, applied: set[str]) -> None:
        marker = f"unpreventable:{self.event_count}"
        if marker in applied:
            return
        applied.add(marker)
        self.judge(
            LogKind.PREVENTION,
            f"{event.amount} damage from {name_of(self.state, event.source)} can't be prevented: "
            "prevention effects don't reduce it and shields aren't used up",
            "615.12",
            objects=(event.source,),
        )

    def _pick(self, event: WouldEvent, candidates: list[Effect], applied: set[str]) -> Effect:
        if len(candidates) == 1:
            return candidates[0]
        if len({EFFECT_KINDS[e.kind].equivalence(e) for e in candidates}) == 1:
            # Identical effects: whichever goes first, the result is the same.
            self.judge(
                LogKind.NOTE,
                f"{len(candidates)} identical effects apply; their order can't change the result",
                "616.1",
            )
            return candidates[0]
        decider = affected_player(self.state, event)
        ordered = sorted(candidates, key=lambda e: e.id)
        labels = [describe(self.state, e) for e in ordered]
        options = tuple(
            Option(e.id, numbered(label, labels[:i]) if labels.count(label) > 1 else label)
            for i, (e, label) in enumerate(zip(ordered, labels, strict=True))
        )
        answer = self.choose(
            decider,
            DecisionKind.REPLACEMENT_ORDER,
            f"Which effect applies next to {describe_event(self.state, event)}?",
            options,
            "616.1",
            context=(event, frozenset(applied)),
        )
        return next(e for e in candidates if e.id == answer)

    def _apply(self, effect: Effect, event: WouldEvent) -> WouldEvent | None:
        kind = EFFECT_KINDS[effect.kind]
        result = kind.apply_with(effect, event, self)
        if result.used_up:
            self.state = self.state.without_effect(effect.id)
        elif result.effect is not None:
            self.state = self.state.with_effect(result.effect)
        self.note(
            LogKind.PREVENTION if kind.prevention else LogKind.REPLACEMENT,
            f"{_source_label(self.state, effect)}: {result.text}",
            *_citations(kind.rules, prevention=kind.prevention),
            objects=tuple(x for x in (effect.source,) if x),
        )
        return result.event

    def set_state(self, state: GameState) -> None:
        self.state = state


EV = TypeVar("EV", bound=WouldEvent)
# Each would-event type's performer. Any: the table holds performers of every type; `run` looks a
# performer up by the event's own type, so each gets the event type it registered for.
PERFORMERS: dict[type, Callable[[Resolution, Any], None]] = {}
# Static abilities that apply "at all times" (e.g. ascend, 702.131b) look after every event.
AFTER_PERFORM: list[Callable[[Resolution], None]] = []


def performs(
    event_type: type[EV],
) -> Callable[[Callable[[Resolution, EV], None]], Callable[[Resolution, EV], None]]:
    def register(fn: Callable[[Resolution, EV], None]) -> Callable[[Resolution, EV], None]:
        PERFORMERS[event_type] = fn
        return fn

    return register


def _source_label(state: GameState, effect: Effect) -> str:
    """Who the log says an effect's text comes from: a judge's stand-in is named as one, never
    as the card it stands in for (engine.rules.stand_ins)."""
    label = stand_in_label(state, effect)
    if label is not None:
        return label
    return name_of(state, effect.source) if effect.source else "an effect"


def _citations(rules: tuple[str, ...], *, prevention: bool) -> tuple[str, ...]:
    """A kind cites the rules it applies; the general rule for its family (614.1a "instead",
    615.1a "prevent") is added only when the kind cites nothing more specific from that family
    (so an "enters tapped" effect cites 614.1d, not 614.1a as well)."""
    family = "615." if prevention else "614."
    if any(rule.startswith(family) for rule in rules):
        return rules
    return ("615.1a" if prevention else "614.1a", *rules)


def affected_player(state: GameState, event: WouldEvent) -> str:
    """Who orders the effects (616.1): the affected player, or the affected object's controller
    (its owner if it has none)."""
    if isinstance(event, DamageEvent):
        target = event.recipient
    elif isinstance(event, LifeGainEvent | LifeLossEvent | PoisonEvent | ManaEvent | TokensEvent):
        # for mana: the player who would add it (106.12b); for tokens: under whose control
        # they would be created (111.2)
        return event.player
    elif isinstance(event, ZoneChangeEvent):
        target = event.object
    else:
        target = event.object
    player = state.find_player(target)
    if player is not None:
        return player.id
    obj = state.object(target)
    return obj.controller or obj.owner


def describe(state: GameState, effect: Effect) -> str:
    kind = EFFECT_KINDS.get(effect.kind)
    text = kind.describe(effect, state) if kind else effect.kind
    if effect.source or effect.stands_in_for:
        return f"{_source_label(state, effect)}: {text}"
    return text


def describe_event(state: GameState, event: WouldEvent) -> str:
    if isinstance(event, DamageEvent):
        return f"{event.amount} damage from {name_of(state, event.source)} to {name_of(state, event.recipient)}"
    if isinstance(event, LifeLossEvent):
        return f"{name_of(state, event.player)} losing {event.amount} life"
    if isinstance(event, LifeGainEvent):
        return f"{name_of(state, event.player)} gaining {event.amount} life"
    if isinstance(event, ZoneChangeEvent):
        return f"{name_of(state, event.object)} moving to {event.to_zone.value}"
    if isinstance(event, RegenerateEvent):
        return f"{name_of(state, event.object)} regenerating"
    if isinstance(event, ManaEvent):
        return f"{pool_text(event.mana)} that {name_of(state, event.source)} would produce"
    if isinstance(event, CountersEvent):
        what = counted(abs(event.amount), f"{event.kind} counter")
        verb = "putting" if event.amount > 0 else "removing"
        return (
            f"{verb} {what} {'on' if event.amount > 0 else 'from'} {name_of(state, event.object)}"
        )
    if isinstance(event, TokensEvent):
        return (
            f"{name_of(state, event.player)} creating {counted(event.count, f'{event.name} token')}"
        )
    return repr(event)


def with_life(state: GameState, player_id: str, life: int, sharers: tuple[str, ...]) -> GameState:
    for pid in sharers:
        state = state.with_player(replace(state.player(pid), life=life))
    return state
