"""Saga cards (714): chapter abilities and lore counters.

- A chapter symbol is a keyword ability standing for a triggered ability, a chapter ability
  (714.2): "{rN}—[Effect]" triggers when one or more lore counters are put onto the Saga and
  the number of them on it goes from less than N to at least N (714.2b). Compiled as a
  triggered ability of the trigger kind "chapter" with the parameter "chapter": N
  (engine.oracle.grammar.chapters); a Saga entering with lore counters has had them put onto
  it (122.6), so its entering is such an event too.
- A Saga without read ahead enters with a lore counter (714.3a, a replacement effect: 614.1c).
- A Saga with read ahead (702.155b, 714.3b) enters with a number of lore counters its
  controller chooses as it enters, from one to its final chapter number; the turn it entered,
  a chapter ability of it triggers only when it has exactly that chapter's number of lore
  counters (702.155a), so the chapters below the chosen one don't.
- As a player's precombat main phase begins, they put a lore counter on each Saga they control
  with one or more chapter abilities, a turn-based action (714.3c).
- A Saga whose lore counters are at least its final chapter number (714.2d), and that isn't the
  source of a chapter ability that has triggered but not yet left the stack, is sacrificed by
  its controller, a state-based action (714.4, 704.5s).

Which permanent is a Saga is read from its abilities (a chapter ability) and its subtype, never
from a card name.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import TriggeredAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import CountersEvent, CountersPut, DidEvent
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState, Params, Step, Zone
from engine.rules.characteristics import chars
from engine.rules.loyalty import entering_counters
from engine.rules.pipeline import Resolution, name_of
from engine.rules.sba import MORE_STATE_BASED_ACTIONS
from engine.rules.triggers import trigger_kind
from engine.rules.turn import STEP_BEGINS
from engine.rules.zones import AS_IT_ENTERS, sacrifice

CHAPTER = "chapter"  # the trigger kind of a chapter ability (714.2b)
LORE = "lore"
READ_AHEAD = "Read ahead"  # 702.155: its Sagas enter with a chosen number of counters (714.3b)
# GameObject.chosen: the turn a Saga with read ahead entered on (702.155a)
READ_AHEAD_TURN = "read_ahead_turn"


def chapters(state: GameState, obj: GameObject) -> tuple[int, ...]:
    """The chapter numbers of the permanent's chapter abilities (714.2a)."""
    return tuple(
        int(a.params["chapter"])
        for a in chars(state, obj).abilities
        if isinstance(a, TriggeredAbility) and a.trigger == CHAPTER
    )


def final_chapter(state: GameState, obj: GameObject) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 with none)."""
    return max(chapters(state, obj), default=0)


@trigger_kind(CHAPTER)
def _chapter(event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState) -> bool:
    """714.2b: lore counters put onto this Saga took their number from below N to N or more."""
    chapter = int(ability.params.get("chapter", 0))
    now = state.find_object(obj.id)
    if now is None or now.zone is not Zone.BATTLEFIELD:
        return False
    if now.chosen.get(READ_AHEAD_TURN) == state.turn.number and now.counter(LORE) != chapter:
        return False  # 702.155a: the turn it entered, only the chapter its count names
    # 122.6: the counters it entered with were put onto it as it entered (from none): that is a
    # CountersPut too (engine.rules.zones).
    if isinstance(event, CountersPut) and event.object == obj.id and event.kind == LORE:
        after = now.counter(LORE)
        return after - event.amount < chapter <= after
    return False


def _enters_with_lore(res: Resolution, object_id: str) -> None:
    """714.3a: a Saga without read ahead enters with a lore counter (614.1c); 714.3b, 702.155b:
    one with read ahead enters with the number of them its controller chooses as it enters,
    from one to its final chapter number. Replacements of putting counters see them (614.16)."""
    obj = res.state.find_object(object_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    c = chars(res.state, obj)
    if "Saga" not in c.subtypes or not chapters(res.state, obj):
        return
    number, rules = 1, ("714.3a", "614.1c")
    if c.has(READ_AHEAD):
        number, rules = _read_ahead(res, obj), ("714.3b", "702.155b")
        chosen = Params({**obj.chosen, READ_AHEAD_TURN: res.state.turn.number})
        obj = replace(obj, chosen=chosen)
        res.set_state(res.state.with_object(obj))
    count = entering_counters(res, obj.id, LORE, number)
    if count <= 0:
        return
    res.set_state(res.state.with_object(obj.with_counters(LORE, count)))
    res.note(
        LogKind.REPLACEMENT,
        f"{name_of(res.state, obj)} enters with {counted(count, 'lore counter')}",
        *rules,
        objects=(obj.id,),
    )


def _read_ahead(res: Resolution, obj: GameObject) -> int:
    """702.155b: the number its controller chooses, one to its final chapter number."""
    final = final_chapter(res.state, obj)
    answer = res.choose(
        obj.controller,
        DecisionKind.NUMBER,
        f"read ahead: how many lore counters does {name_of(res.state, obj)} enter with?",
        tuple(Option(str(n), f"{n} (chapter {n})") for n in range(1, final + 1)),
        "702.155b",
        context=("read_ahead", obj.id),
    )
    return int(answer)


AS_IT_ENTERS.append(_enters_with_lore)


def _add_lore(res: Resolution, step: Step) -> None:
    """714.3c: as the active player's precombat main phase begins, a lore counter on each Saga
    they control with a chapter ability (a turn-based action: no stack)."""
    if step is not Step.PRECOMBAT_MAIN:
        return
    active = res.state.turn.active_player
    for obj in res.state.battlefield:
        if obj.phased_out or obj.controller != active or not chapters(res.state, obj):
            continue
        res.note(
            LogKind.TURN,
            f"{name_of(res.state, active)} puts a lore counter on {name_of(res.state, obj)}",
            "714.3c",
            objects=(obj.id,),
        )
        res.run(CountersEvent(obj.id, LORE, 1))


STEP_BEGINS.append(_add_lore)


def _chapter_waiting(state: GameState, obj: GameObject) -> bool:
    """714.4: one of its chapter abilities has triggered and not yet left the stack."""
    abilities = chars(state, obj).abilities

    def is_chapter(index: int) -> bool:
        return 0 <= index < len(abilities) and getattr(abilities[index], "trigger", None) == CHAPTER

    if any(t.source == obj.id and is_chapter(t.ability) for t in state.pending_triggers):
        return True
    return any(
        s.stack is not None
        and s.stack.kind == "triggered"
        and s.stack.source == obj.id
        and is_chapter(s.stack.ability)
        for s in state.objects
        if s.zone is Zone.STACK
    )


def _sacrifice_finished_sagas(res: Resolution) -> bool:
    """714.4, 704.5s: a Saga with lore counters at least its final chapter number, and no
    chapter ability of it waiting, is sacrificed by its controller."""
    done = [
        obj
        for obj in res.state.battlefield
        if not obj.phased_out
        and chapters(res.state, obj)
        and obj.counter(LORE) >= final_chapter(res.state, obj)
        and not _chapter_waiting(res.state, obj)
    ]
    for obj in done:
        res.note(
            LogKind.STATE_BASED_ACTION,
            f"{name_of(res.state, obj)} has {counted(obj.counter(LORE), 'lore counter')}, its "
            "final chapter number or more: its controller sacrifices it",
            "714.4",
            "704.5s",
            objects=(obj.id,),
        )
        sacrifice(res, obj.controller, obj.id)
    return bool(done)


MORE_STATE_BASED_ACTIONS.append(_sacrifice_finished_sagas)
