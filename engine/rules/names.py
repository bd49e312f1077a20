"""Plain words for players and objects (no internal id in any prose the engine writes): a
player by name, an object by the name of the face that counts (709-715), and for an object
sharing its name with others, the fewest features that tell it apart ("Grizzly Bears (Bob's,
untapped)"). A face-down spell or permanent is "face-down creature" (708.2a: it has no name;
708.5: only its controller may look at it), told apart from the other face-down objects only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace

from engine.core.state import GameObject, GameState, Zone, memo
from engine.rules.copying import copied_definition, copy_effect_on
from engine.rules.face_down import face_down_label, is_hidden
from engine.rules.faces import face_name


def name_of(state: GameState, ref: str | GameObject | None) -> str:
    """A readable name for a player or object (or its id), never the id itself: the card's name,
    and for an object sharing its name with others, what tells it apart ("Grizzly Bears (Bob's,
    untapped)").

    An object is named as `state` has it now. One that is no longer in `state` (a card that has
    moved is a new object, 400.7; an object named after the state changed) keeps its bare name:
    there is nothing left to tell it apart from."""
    if ref is None:
        return "nothing"
    if isinstance(ref, GameObject):
        current = state.find_object(ref.id)
        if current is not None:
            return object_label(state, current)
        return face_down_label(ref) if is_hidden(ref) else face_name(state, ref)
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
ORDINAL_WORDS = _ORDINALS  # the places in words object_label may end with


# Who reads the words being written: None, everyone sees the whole board (a judge's builder);
# else what a puzzle's reader can see (engine.puzzle.redact.ReaderSees, a hashable predicate).
_SEEN_BY: ContextVar[Callable[[GameObject], bool] | None] = ContextVar("seen_by", default=None)


@contextmanager
def seen_by(sees: Callable[[GameObject], bool] | None) -> Iterator[None]:
    """Within the block, every label (log lines, decisions, refusals) tells an object apart only
    from the same-named objects `sees` lets the reader see: a card in a hand they can't look at
    (402.3) or in a library (401.2) must not show through as "(first)" or "(Alice's)" on one
    they can. `sees` must be hashable (views of a state are kept by it); None changes nothing."""
    token = _SEEN_BY.set(sees)
    try:
        yield
    finally:
        _SEEN_BY.reset(token)


def _in_view(state: GameState, obj: GameObject) -> GameState:
    """`state` as the reader of `seen_by` sees it (the object named always in it), or `state`."""
    sees = _SEEN_BY.get()
    if sees is None:
        return state
    kept = memo(state)
    if kept.get("seen_view"):
        return state  # already a reader's view
    views: dict[tuple[object, str | None], GameState] = kept.setdefault("seen_views", {})
    key = (sees, None if sees(obj) else obj.id)
    view = views.get(key)
    if view is None:
        view = replace(state, objects=tuple(o for o in state.objects if sees(o) or o.id == obj.id))
        memo(view)["seen_view"] = True
        views[key] = view
    return view


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
# placed_label always says the first two: whose and where.
_PLACE_FEATURES = 2


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
    never changes), so naming many same-named objects stays cheap.

    This is the one naming rule for everything a person reads (the log, decisions, the
    builder's board, pickers and forms, share pages, embeds): "Grizzly Bears" alone, "Grizzly
    Bears (Bob's)", "Grizzly Bears (Alice's, tapped)", "Grizzly Bears (Alice's, second)"."""
    state = _in_view(state, obj)
    labels: dict[str, str] = memo(state).setdefault("object_labels", {})
    label = labels.get(obj.id)
    if label is None:
        label = labels[obj.id] = _label(state, obj)
    return label


def labels_seen(state: GameState, seen: Collection[str]) -> dict[str, str]:
    """object_label of each object a reader can see (the ids `seen`), told apart only from the
    other objects they can see: a same-named card they can't see (another player's hand, 402.3;
    a library, 401.2) must not show through as "(Alice's)" or "(first)" on one they can."""
    view = replace(state, objects=tuple(o for o in state.objects if o.id in seen))
    return {o.id: object_label(view, o) for o in view.objects}


def told_apart(state: GameState, obj: GameObject) -> str:
    """What object_label adds to the name, with its space (" (Bob's)"), or "" when nothing
    shares the name: for words that name the object by another of its names (the face cast,
    "Cast Stomp (Alice's, second)")."""
    if is_hidden(obj) or state.find_object(obj.id) is None:
        return ""  # nothing to tell apart from: face down (708.5), or no longer in the game
    state = _in_view(state, obj)
    suffixes: dict[str, str] = memo(state).setdefault("object_suffixes", {})
    suffix = suffixes.get(obj.id)
    if suffix is None:
        parts = [*_parts(state, obj, placed=False), *filter(None, [copying(state, obj)])]
        suffix = suffixes[obj.id] = f" ({', '.join(parts)})" if parts else ""
    return suffix


def placed_label(state: GameState, obj: GameObject) -> str:
    """The object's name with whose it is and where, always, then what tells it apart from the
    same-named objects in that place (the words and order of object_label): for a list of
    objects from every zone ("Lightning Bolt (Alice's, in hand)", "Grizzly Bears (Bob's, on
    the battlefield, tapped)")."""
    state = _in_view(state, obj)
    labels: dict[str, str] = memo(state).setdefault("placed_labels", {})
    label = labels.get(obj.id)
    if label is None:
        label = labels[obj.id] = _label(state, obj, placed=True)
    return label


def _label(state: GameState, obj: GameObject, placed: bool = False) -> str:
    if is_hidden(obj):
        return _face_down_label(state, obj, placed)
    name = (
        f"{obj.card}'s {obj.stack.kind} ability"
        if _is_ability(obj) and obj.stack
        else face_name(state, obj)
    )
    if obj.spell_copy:
        name = f"copy of {name}"  # 707.10: a spell with no card
    parts = [*_parts(state, obj, placed), *filter(None, [copying(state, obj)])]
    return f"{name} ({', '.join(parts)})" if parts else name


def copying(state: GameState, obj: GameObject) -> str:
    """What a permanent copies ("copying Grizzly Bears", "" for none), said last in its label ("Clone (Bob's, copying Grizzly Bears)"): a copy has
    the original's name (707.2, 613.2a), yet a reader tells it from the original by its own
    card, the one they put on the board, so every sentence names it that one way."""
    effect = copy_effect_on(state, obj)
    if effect is None:
        return ""
    if effect.params.get("face_down"):
        return "copying a face-down creature"  # 707.2, 708.10: the face-down 2/2's values
    definition = copied_definition(state, effect)
    if definition is not None:
        copied = definition.name
    else:  # an original known only by its characteristics
        original = state.find_object(str(effect.params.get("original")))
        copied = face_name(state, original) if original is not None else ""
    return f"copying {copied}" if copied and copied != face_name(state, obj) else ""


def _parts(state: GameState, obj: GameObject, placed: bool) -> list[str]:
    """The features that tell `obj` apart from the other objects of its name (all of whose and
    where too when `placed`), then its place among the identical ones."""
    ability = _is_ability(obj)
    group = state.objects_by_card.get(obj.card, ())
    others = [
        o.id
        for o in group
        if o.id != obj.id and _is_ability(o) == ability and not is_hidden(o)  # 708.5
    ]
    parts: list[str] = []
    if not others and not placed:
        return parts
    for i in range(len(_FEATURES)):
        column = _column(state, obj.card, i)
        value = column[obj.id]
        if value and (i < _PLACE_FEATURES and placed or any(column[o] != value for o in others)):
            parts.append(value)
            others = [o for o in others if column[o] == value]
        if not others and (i >= _PLACE_FEATURES - 1 or not placed):
            break
    if others:
        same = {*others, obj.id}
        twins = [o.id for o in group if o.id in same]  # face-down ones aren't in `same`
        parts.append(_ordinal(twins.index(obj.id)))
    return parts


def _face_down_label(state: GameState, obj: GameObject, placed: bool = False) -> str:
    """A face-down object among the other face-down objects in its zone, by what anyone can see
    of them (708.6: face-down objects must be told apart), never by the cards they are."""
    name = face_down_label(obj)
    group = [o for o in state.objects if is_hidden(o) and o.zone is obj.zone]
    others = [o for o in group if o.id != obj.id]
    parts: list[str] = []
    for i, feature in enumerate(_FEATURES):
        value = feature(state, obj)
        if value and (
            i < _PLACE_FEATURES and placed or any(feature(state, o) != value for o in others)
        ):
            parts.append(value)
            others = [o for o in others if feature(state, o) == value]
        if not others and (i >= _PLACE_FEATURES - 1 or not placed):
            break
    if others:
        index = [o.id for o in group if o.id == obj.id or o in others].index(obj.id)
        parts.append(_ordinal(index))
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
    return f"{label} ({_ordinal(before.count(label))})"


def ordinal(n: int) -> str:
    """The n-th (from 1) in words: "first", "second"... "number 9"."""
    return _ordinal(n - 1)


def _ordinal(index: int) -> str:
    return _ORDINALS[index] if 0 <= index < len(_ORDINALS) else f"number {index + 1}"


def _is_ability(obj: GameObject) -> bool:
    """An activated or triggered ability on the stack (not a card: 113.1, 405.1)."""
    return obj.stack is not None and obj.stack.kind != "spell"


def labels_of(name: str, players: tuple[str, ...]) -> re.Pattern[str]:
    """What object_label and placed_label may write for an object named `name` among the
    `players`: the name, then in parentheses only the words that tell it apart (for tests that
    check a page or a log names same-named objects this one way)."""
    words = [
        *(re.escape(f"{p}'s") for p in (*players, "nobody")),
        *(re.escape(w) for w in _ZONE_WORDS.values()),
        "tapped",
        "untapped",
        "copy",
        "token",
        "card",
        r"\d+ damage",
        "no damage",
        "no counters",
        r"with [^,()]+",
        r"on [^,()]+",
        r"copying [^,()]+",
        "unattached",
        *_ORDINALS,
        r"number \d+",
    ]
    feature = "(?:" + "|".join(words) + ")"
    return re.compile(rf"{re.escape(name)}(?: \({feature}(?:, {feature})*\))?")
