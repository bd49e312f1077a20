"""Plain words for players and objects (no internal id in any prose the engine writes): a
player by name, an object by the name of the face that counts (709-715), and for an object
sharing its name with others, the fewest features that tell it apart ("Grizzly Bears (Bob's,
untapped)"). A face-down spell or permanent is "face-down creature" (708.2a: it has no name;
708.5: only its controller may look at it), told apart from the other face-down objects only.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.state import GameObject, GameState, Zone, memo
from engine.rules.face_down import face_down_label, is_hidden
from engine.rules.faces import face_name


def name_of(state: GameState, ref: str | None) -> str:
    """A readable name for a player or object id, never the id itself: the card's name, and for
    an object sharing its name with others, what tells it apart ("Grizzly Bears (Bob's,
    untapped)")."""
    if ref is None:
        return "nothing"
    player = state.find_player(ref)
    if player is not None:
        return player.name
    obj = state.find_object(ref)
    if obj is None:
        return "an object no longer in the game"
    return object_label(state, obj)


_ZONE_WORDS = {
    Zone.BATTLEFIELD: "on the battlefield",
    Zone.HAND: "in hand",
    Zone.GRAVEYARD: "in the graveyard",
    Zone.LIBRARY: "in the library",
    Zone.EXILE: "in exile",
    Zone.STACK: "on the stack",
    Zone.COMMAND: "in the command zone",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _whose(state: GameState, obj: GameObject) -> str:
    pid = obj.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
    player = state.find_player(pid)
    return f"{player.name}'s" if player is not None else "nobody's"


def _counters(obj: GameObject) -> str:
    if not obj.counters:
        return "no counters"
    return "with " + ", ".join(f"{n} {kind}" for kind, n in obj.counters.items())


# What tells two same-named objects apart, most telling first.
_FEATURES: tuple[Callable[[GameState, GameObject], str], ...] = (
    _whose,
    lambda state, o: _ZONE_WORDS[o.zone],
    lambda state, o: ("tapped" if o.tapped else "untapped") if o.zone is Zone.BATTLEFIELD else "",
    lambda state, o: "copy" if o.spell_copy else ("token" if o.token else "card"),
    lambda state, o: f"{o.damage} damage" if o.damage else "no damage",
    lambda state, o: _counters(o),
    lambda state, o: f"on {_plain_name(state, o.attached_to)}" if o.attached_to else "unattached",
)


def _plain_name(state: GameState, ref: str) -> str:
    """A player's or object's bare name (no disambiguation, so labels never recurse)."""
    player = state.find_player(ref)
    if player is not None:
        return player.name
    obj = state.find_object(ref)
    if obj is not None and is_hidden(obj):
        return face_down_label(obj)  # 708.2a, 708.5
    return obj.card if obj is not None else "something no longer in the game"


def object_label(state: GameState, obj: GameObject) -> str:
    """The object's name; when others share it, the fewest features that tell it apart, and
    if none does, its place among the identical ones ("second"). Kept with the state (a state
    never changes), so naming many same-named objects stays cheap."""
    labels: dict[str, str] = memo(state).setdefault("object_labels", {})
    label = labels.get(obj.id)
    if label is None:
        label = labels[obj.id] = _label(state, obj)
    return label


def _label(state: GameState, obj: GameObject) -> str:
    if is_hidden(obj):
        return _face_down_label(state, obj)
    ability = _is_ability(obj)
    name = (
        f"{obj.card}'s {obj.stack.kind} ability" if ability and obj.stack else face_name(state, obj)
    )
    if obj.spell_copy:
        name = f"copy of {name}"  # 707.10: a spell with no card
    group = state.objects_by_card.get(obj.card, ())
    others = [
        o.id
        for o in group
        if o.id != obj.id and _is_ability(o) == ability and not is_hidden(o)  # 708.5
    ]
    if not others:
        return name
    parts: list[str] = []
    for i in range(len(_FEATURES)):
        column = _column(state, obj.card, i)
        value = column[obj.id]
        if value and any(column[o] != value for o in others):
            parts.append(value)
            others = [o for o in others if column[o] == value]
        if not others:
            break
    if others:
        same = {*others, obj.id}
        twins = [o.id for o in group if o.id in same]  # face-down ones aren't in `same`
        index = twins.index(obj.id)
        parts.append(_ORDINALS[index] if index < len(_ORDINALS) else f"number {index + 1}")
    return f"{name} ({', '.join(parts)})"


def _face_down_label(state: GameState, obj: GameObject) -> str:
    """A face-down object among the other face-down objects in its zone, by what anyone can see
    of them (708.6: face-down objects must be told apart), never by the cards they are."""
    name = face_down_label(obj)
    group = [o for o in state.objects if is_hidden(o) and o.zone is obj.zone]
    others = [o for o in group if o.id != obj.id]
    parts: list[str] = []
    for feature in _FEATURES:
        value = feature(state, obj)
        if value and any(feature(state, o) != value for o in others):
            parts.append(value)
            others = [o for o in others if feature(state, o) == value]
        if not others:
            break
    if others:
        index = [o.id for o in group if o.id == obj.id or o in others].index(obj.id)
        parts.append(_ORDINALS[index] if index < len(_ORDINALS) else f"number {index + 1}")
    return f"{name} ({', '.join(parts)})" if parts else name


def _column(state: GameState, card: str, index: int) -> dict[str, str]:
    """One telling feature of every object of that card name (computed once per state, name
    and feature, and only when a label needs it)."""
    columns: dict[tuple[str, int], dict[str, str]] = memo(state).setdefault("label_columns", {})
    column = columns.get((card, index))
    if column is None:
        feature = _FEATURES[index]
        column = columns[(card, index)] = {
            o.id: feature(state, o) for o in state.objects_by_card.get(card, ())
        }
    return column


def numbered(label: str, before: list[str]) -> str:
    """The n-th of several options with the same words: "(first)", "(second)"..."""
    n = before.count(label)
    return f"{label} ({_ORDINALS[n] if n < len(_ORDINALS) else f'number {n + 1}'})"


def _is_ability(obj: GameObject) -> bool:
    """An activated or triggered ability on the stack (not a card: 113.1, 405.1)."""
    return obj.stack is not None and obj.stack.kind != "spell"
