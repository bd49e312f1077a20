"""What changed between two scenario documents: the highlights of a step's result.

A plain comparison of the two JSON documents (life and poison, objects that moved, appeared or
left, tapped, damage, counters, control, attachments, effects, the turn): no rules are applied
here, the engine already did that (it only names an effect as the engine describes it).  ``Changes.objects`` and ``Changes.players`` are the ids to
highlight on the board; each ``Change`` has a sentence for the list beside it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import engine
from builder.scenarios.services.plainwords import effect_words
from engine.rules.turn_based import THIS_TURNS_COUNT_WORDS
from engine.vocabulary.declarations import EFFECT_KINDS

ZONES = ("battlefield", "hand", "graveyard", "exile", "library", "command")
MINUS = "\u2212"
ARROW = "\u2192"


@dataclass(frozen=True)
class Change:
    kind: str
    subject: str
    text: str


@dataclass(frozen=True)
class LifeChange:
    before: int
    after: int

    @property
    def delta(self) -> int:
        return self.after - self.before

    def __str__(self) -> str:
        return f"{self.before} {ARROW} {self.after} ({signed(self.delta)})"


@dataclass(frozen=True)
class Changes:
    items: tuple[Change, ...] = ()
    life: Mapping[str, LifeChange] = field(default_factory=dict)
    objects: frozenset[str] = frozenset()
    players: frozenset[str] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def for_subject(self, subject: str) -> tuple[Change, ...]:
        return tuple(change for change in self.items if change.subject == subject)


def signed(number: int) -> str:
    """+3, −3 (a real minus sign) or ±0."""
    if number > 0:
        return f"+{number}"
    if number < 0:
        return f"{MINUS}{-number}"
    return "\u00b10"


@dataclass(frozen=True)
class _Place:
    zone: str
    player: str
    obj: Mapping[str, Any]


def diff(
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    *,
    after_state: engine.GameState | None = None,
) -> Changes:
    """The changes from ``before`` to ``after`` (two scenario documents); ``after_state`` is
    the engine state of ``after`` when the caller has it (a new effect is described from it)."""
    names = {**_player_names(before), **_player_names(after)}
    items = [*_turn_changes(before, after, names)]
    life: dict[str, LifeChange] = {}
    old_players = {str(p.get("id")): p for p in before.get("players", ())}
    for player in after.get("players", ()):
        pid = str(player.get("id"))
        old = old_players.get(pid)
        if old is None:
            continue
        items.extend(_player_changes(old, player, names[pid]))
        if old.get("life", 0) != player.get("life", 0):
            life[pid] = LifeChange(int(old.get("life", 0)), int(player.get("life", 0)))
    items.extend(_object_changes(_places(before), _places(after), names))
    items.extend(_effect_changes(before, after, after_state))
    player_ids = frozenset(names)
    return Changes(
        items=tuple(items),
        life=life,
        objects=frozenset(c.subject for c in items if c.subject and c.subject not in player_ids),
        players=frozenset(c.subject for c in items if c.subject in player_ids),
    )


def _player_names(document: Mapping[str, Any]) -> dict[str, str]:
    return {
        str(p.get("id")): str(p.get("name") or p.get("id")) for p in document.get("players", ())
    }


def _turn_changes(
    before: Mapping[str, Any], after: Mapping[str, Any], names: Mapping[str, str]
) -> Iterator[Change]:
    old, new = before.get("turn") or {}, after.get("turn") or {}
    if old == new:
        return
    if old.get("number") != new.get("number") or old.get("active_player") != new.get(
        "active_player"
    ):
        who = names.get(str(new.get("active_player")), str(new.get("active_player")))
        yield Change("turn", "", f"Turn {new.get('number')} begins: {who}’s turn")
    if old.get("step") != new.get("step"):
        yield Change(
            "step", "", f"Step: {_words(old.get('step'))} {ARROW} {_words(new.get('step'))}"
        )


def _player_changes(old: Mapping[str, Any], new: Mapping[str, Any], name: str) -> Iterator[Change]:
    pid = str(new.get("id"))
    for key, what in (("life", "life"), ("poison", "poison counters")):
        was, now = int(old.get(key, 0)), int(new.get(key, 0))
        if was != now:
            yield Change(key, pid, f"{name}’s {what}: {was} {ARROW} {now} ({signed(now - was)})")
    for flag, text in (("lost", "lost the game"), ("won", "won the game")):
        if new.get(flag) and not old.get(flag):
            yield Change(flag, pid, f"{name} {text}")
    yield from _count_changes(old.get("counters") or {}, new.get("counters") or {}, pid, name)
    if (old.get("mana_pool") or {}) != (new.get("mana_pool") or {}):
        pool = _mana(new.get("mana_pool") or {}) or "empty"
        yield Change("mana", pid, f"{name}’s mana pool: {pool}")
    gained = set(new.get("designations") or ()) - set(old.get("designations") or ())
    for designation in sorted(gained):
        yield Change("designation", pid, f"{name} gets {_words(designation)}")


def _places(document: Mapping[str, Any]) -> dict[str, _Place]:
    places: dict[str, _Place] = {}
    for player in document.get("players", ()):
        pid = str(player.get("id"))
        for zone in ZONES:
            for obj in player.get(zone) or ():
                if isinstance(obj, Mapping) and obj.get("id"):
                    places[str(obj["id"])] = _Place(zone, pid, obj)
    for obj in document.get("stack") or ():
        if isinstance(obj, Mapping) and obj.get("id"):
            places[str(obj["id"])] = _Place("stack", "", obj)
    return places


def _where(place: _Place, names: Mapping[str, str]) -> str:
    if place.zone == "stack":
        return "the stack"
    return f"{names.get(place.player, place.player)}’s {place.zone}"


# The preposition of a place: "on the stack", "on Alice’s battlefield", "in Alice’s hand".
_ON_ZONES = frozenset({"stack", "battlefield"})


def _at(place: _Place, names: Mapping[str, str]) -> str:
    return f"{'on' if place.zone in _ON_ZONES else 'in'} {_where(place, names)}"


def _name(place: _Place) -> str:
    """What a person calls the object: its card's name, and an activated or triggered ability
    on the stack is that card's ability (113.1, 405.1), never the card itself."""
    card = str(place.obj.get("card") or "a card")
    kind = str((place.obj.get("stack_info") or {}).get("kind") or "spell")
    if place.zone == "stack" and kind != "spell":
        return f"{card}’s {kind} ability"
    return card


def _is_ability(place: _Place) -> bool:
    return _name(place) != str(place.obj.get("card") or "a card")


def _object_changes(
    old: Mapping[str, _Place], new: Mapping[str, _Place], names: Mapping[str, str]
) -> Iterator[Change]:
    named = {**names, **{oid: _name(place) for oid, place in (*old.items(), *new.items())}}
    for oid, place in new.items():
        card = _name(place)
        was = old.get(oid)
        if was is None:
            # 603.3, 602.2a: an ability is put on the stack; a card or token appears there
            verb = "is put" if _is_ability(place) else "appears"
            yield Change("new", oid, f"{card} {verb} {_at(place, names)}")
            continue
        if (was.zone, was.player) != (place.zone, place.player):
            yield Change(
                "moved",
                oid,
                f"{card}: {_where(was, names)} {ARROW} {_where(place, names)}",
            )
        if place.zone == was.zone:
            yield from _permanent_changes(was.obj, place.obj, oid, card, named)
    for oid, place in old.items():
        if oid not in new:
            card = _name(place)
            # 608.2n: a resolved ability leaves the stack; anything else that is gone ceased to
            # exist (a token, 111.7; a copy of a spell, 707.10a)
            text = (
                f"{card} leaves the stack"
                if _is_ability(place)
                else f"{card} left {_where(place, names)} and ceased to exist"
            )
            yield Change("gone", oid, text)


def _permanent_changes(
    old: Mapping[str, Any], new: Mapping[str, Any], oid: str, card: str, names: Mapping[str, str]
) -> Iterator[Change]:
    if bool(old.get("tapped")) != bool(new.get("tapped")):
        yield Change("tapped", oid, f"{card} {'taps' if new.get('tapped') else 'untaps'}")
    was, now = int(old.get("damage", 0)), int(new.get("damage", 0))
    if was != now:
        yield Change(
            "damage", oid, f"{card}: damage marked {was} {ARROW} {now} ({signed(now - was)})"
        )
    yield from _count_changes(old.get("counters") or {}, new.get("counters") or {}, oid, card)
    if old.get("attached_to") != new.get("attached_to"):
        target = new.get("attached_to")
        text = (
            f"{card} is attached to {names.get(target, 'something no longer in the game')}"
            if target
            else f"{card} is unattached"
        )
        yield Change("attached", oid, text)
    for flag, on, off in (
        ("face_down", "turns face down", "turns face up"),
        ("phased_out", "phases out", "phases in"),
    ):
        if bool(old.get(flag)) != bool(new.get(flag)):
            yield Change(flag, oid, f"{card} {on if new.get(flag) else off}")


def _count_changes(
    old: Mapping[str, Any], new: Mapping[str, Any], subject: str, name: str
) -> Iterator[Change]:
    for kind in sorted(set(old) | set(new)):
        was, now = int(old.get(kind, 0)), int(new.get(kind, 0))
        if was != now:
            what = THIS_TURNS_COUNT_WORDS.get(kind, f"{kind} counters")
            yield Change(
                "counters",
                subject,
                f"{name}: {what} {was} {ARROW} {now} ({signed(now - was)})",
            )


def _effect_changes(
    before: Mapping[str, Any], after: Mapping[str, Any], after_state: engine.GameState | None
) -> Iterator[Change]:
    old = {str(e.get("id")): e for e in before.get("effects") or () if isinstance(e, Mapping)}
    new = {str(e.get("id")): e for e in after.get("effects") or () if isinstance(e, Mapping)}
    for eid in sorted(new.keys() - old.keys()):
        yield Change("effect", "", f"New effect: {_effect_text(after, new[eid], after_state)}")
    for eid in sorted(old.keys() - new.keys()):
        yield Change("effect", "", f"Effect ended: {_effect_text(before, old[eid])}")


def _effect_text(
    document: Mapping[str, Any],
    effect: Mapping[str, Any],
    state: engine.GameState | None = None,
) -> str:
    """An effect of ``document`` (whose engine state ``state`` is, when given) in words, as the
    engine describes it (its source's name told apart from same-named cards, what it does),
    never its id; only its kind in words when the document doesn't load (the comparison itself
    applies no rules)."""
    if state is None:
        try:
            state = engine.load(dict(document))
        except engine.EngineError:
            state = None
    found = next((e for e in state.effects if e.id == effect.get("id")), None) if state else None
    if state is None or found is None:
        return _kind_words(effect.get("kind"))
    return effect_words(state, found)


def _kind_words(kind: Any) -> str:
    """An effect kind by its declared name for a person, never its raw name."""
    declared = EFFECT_KINDS.get(str(kind))
    label = declared.label if declared is not None and declared.label else "an effect"
    return label[:1].lower() + label[1:]


def _words(value: Any) -> str:
    return str(value or "").replace("_", " ")


def _mana(pool: Mapping[str, Any]) -> str:
    return "".join(f"{{{symbol}}}" * int(n) for symbol, n in sorted(pool.items()))
