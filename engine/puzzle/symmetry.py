"""Interchangeable permanents: moves that differ only in which of them they name are one move.

    classes = interchangeable(state)          # object id -> its class (absent: a class of one)
    classes = classes_of(state)               # the same, found once a state (its own memo)
    key = canonical_move(move, classes)       # the same key for moves a renaming maps together

Five Construct tokens attacking side by side are one creature five times over: blocking the
first or the third, or dividing damage between the first and second or the fourth and fifth,
comes to the same game with the tokens' names swapped. A search tries one move of each such
set (`engine.puzzle.solver`).

Two permanents are interchangeable when swapping their ids is a symmetry of the whole state:

- they are the same object but for their id and timestamp (card, controller, owner, tapped,
  counters, damage, characteristics, attachments' timestamp...);
- the effects and pending triggers that name one name the other alike (each attacking
  creature's own "attacked this turn" record), and nothing else names either of them: no
  player record, other object's attachment, stack entry or choice, no last known
  information, and no permanent is attached to them (an Aura on one tells them apart);
- in combat they play the same part: attacking the same player or permanent, both blocked or
  both not, blocked by no creature and blocking none, both or neither dealing first-strike
  damage (the order attackers were declared in decides nothing: a blocked creature divides
  its damage among its blockers as its controller chooses, 510.1c);
- no other timestamp lies between theirs (or they all share one), nor between those of the
  effects naming them: the swap exchanges such timestamps among themselves, which changes
  nothing but the order of identical objects' and records' own effects (613.7).

A class is a set of permanents pairwise interchangeable under those tests; any permutation
within it is a symmetry. `canonical_move` names each class member by the order it first
appears in the move (walked in a fixed order: a mapping by its sorted keys), so
`{blocker: first token}` and `{blocker: third token}` share a key while blocking one token
with two creatures and two tokens with one each do not.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from engine.core.state import GameObject, GameState, Zone, memo

CLASSES_MEMO = "puzzle.interchangeable"


def interchangeable(state: GameState) -> dict[str, str]:
    """Each permanent in a class of two or more interchangeable ones (see the module), mapped
    to its class's name (its first member's id); permanents alike with no other are absent."""
    named = _named_elsewhere(state)
    records = _records(state)
    groups: dict[Hashable, list[GameObject]] = {}
    for obj in state.objects:
        if obj.zone is not Zone.BATTLEFIELD or obj.id in named:
            continue
        groups.setdefault(_likeness(state, obj, records), []).append(obj)
    stamps = Counter(_timestamps(state))
    classes: dict[str, str] = {}
    for members in groups.values():
        if len(members) < 2 or not _timestamps_allow(members, records, stamps):
            continue
        name = members[0].id
        for obj in members:
            classes[obj.id] = name
    return classes


def classes_of(state: GameState) -> dict[str, str]:
    """`interchangeable(state)`, found once a state (the state's own memo: a state never
    changes). The caller must not change the mapping."""
    cache = memo(state)
    if CLASSES_MEMO not in cache:
        cache[CLASSES_MEMO] = interchangeable(state)
    found: dict[str, str] = cache[CLASSES_MEMO]
    return found


def _timestamps_allow(
    members: list[GameObject], records: list[_Record], stamps: Counter[int]
) -> bool:
    """A swap of the members' names swaps their timestamps, and those of the effects naming
    them, among themselves (613.7): harmless unless another timestamp lies among such
    timestamps that differ."""
    kinds: dict[str, list[int]] = {"": [o.timestamp for o in members]}
    for obj in members:
        for record in records:
            if record.timestamp is None or obj.id not in record.text:
                continue  # a pattern only where it may match (a board of a thousand tokens)
            own = _id_pattern(obj.id)
            if own.search(record.text):
                kinds.setdefault(own.sub("#", record.text), []).append(record.timestamp)
    others = stamps - Counter(t for kind in kinds.values() for t in kind)
    for kind in kinds.values():
        low, high = min(kind), max(kind)
        if low < high and any(low <= t <= high for t in others.elements()):
            return False
    return True


def canonical_move(move: Mapping[str, Any], classes: Mapping[str, str]) -> Hashable:
    """The move with each interchangeable permanent named by its class and the order it first
    appears in the move (see the module); a move naming none of them keeps its own names."""
    order: dict[str, int] = {}

    def name(value: Any) -> Any:
        if isinstance(value, str) and value in classes:
            return (classes[value], order.setdefault(value, len(order)))
        if isinstance(value, Mapping):
            return tuple((name(k), name(v)) for k, v in sorted(value.items(), key=_by_key))
        if isinstance(value, list | tuple):
            return tuple(name(v) for v in value)
        return value

    return tuple((k, name(move[k])) for k in sorted(move))


def _by_key(item: tuple[Any, Any]) -> str:
    return str(item[0])


def _likeness(state: GameState, obj: GameObject, records: list[_Record]) -> Hashable:
    """What two interchangeable permanents share: the object but for its id and timestamp, its
    part in combat, and the effects and pending triggers that name it, each without its own
    id and timestamp and with the permanent's id blanked (an effect naming a second permanent
    names that one as it is)."""
    mentions = [r.text for r in records if obj.id in r.text]  # a pattern only where it may match
    own = _id_pattern(obj.id) if mentions else None
    named_by = sorted(own.sub("#", t) for t in mentions if own.search(t)) if own else []
    return (replace(obj, id="", timestamp=0), _combat_part(state, obj.id), tuple(named_by))


@lru_cache(maxsize=4096)  # a board of a thousand tokens: each id's pattern compiled once
def _id_pattern(obj_id: str) -> re.Pattern[str]:
    """An id as a word of its own (an effect's own id may be made of the object's:
    "attacked_o11")."""
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(obj_id)}(?![A-Za-z0-9])")


@dataclass(frozen=True)
class _Record:
    """An effect or pending trigger as text, without its own id and timestamp."""

    text: str
    timestamp: int | None


def _records(state: GameState) -> list[_Record]:
    effects = [_Record(repr(replace(e, id="", timestamp=0)), e.timestamp) for e in state.effects]
    return effects + [_Record(repr(t), None) for t in state.pending_triggers]


def _combat_part(state: GameState, obj_id: str) -> Hashable:
    combat = state.combat
    if combat is None:
        return None
    attacks = [d for a, d in combat.attackers if a == obj_id]
    blocks = [a for b, a in combat.blockers if b == obj_id]
    blocked_by = [b for b, a in combat.blockers if a == obj_id]
    if blocks or blocked_by:
        return ("named", obj_id)  # a block names it: it keeps its identity
    return (
        tuple(attacks),
        obj_id in combat.blocked,
        obj_id in combat.first_strikers,
    )


def _named_elsewhere(state: GameState) -> set[str]:
    """Ids named where a swap of names can't follow: players' records, last known
    information, other objects' attachments, stack entries and choices."""
    text = repr((state.players, state.last_known))
    for obj in state.objects:
        text += repr((obj.attached_to, obj.stack, obj.chosen))
    return {o.id for o in state.objects if repr(o.id) in text}


def _timestamps(state: GameState) -> list[int]:
    stamps = [o.timestamp for o in state.objects if o.zone is Zone.BATTLEFIELD]
    stamps += [o.attached_timestamp for o in state.objects if o.attached_timestamp]
    stamps += [e.timestamp for e in state.effects]
    return stamps
