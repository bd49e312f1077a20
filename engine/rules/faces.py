"""Multi-face cards (709 split, 710 flip, 712 double-faced, 715 adventurer): which face's
characteristics an object has where it is, and which faces may be cast or turned over.

A card placed with its printed characteristics carries `layout` and `faces` (each face's own
name, types, cost, text, keywords, power and toughness); `GameObject.face` is the face that is up,
the half being cast, or 1 for a flipped flip card. An object has only the characteristics of the
face that counts (712.8d: no keyword of the other face), and that face's name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, cast

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.events import ZoneChangeEvent
from engine.core.state import Characteristics, GameObject, GameState, Zone, memo

DOUBLE_FACED = frozenset({"transform", "modal_dfc", "double_faced_token"})
# Split cards (709); "aftermath" is a split card one half of which has aftermath (702.127a).
SPLIT = frozenset({"split", "aftermath"})
LAYOUTS = frozenset({*DOUBLE_FACED, *SPLIT, "flip", "adventure"})
# Layouts whose face (or half) the caster chooses as they cast (709.3, 712.11b, 715.3).
CHOSEN_AS_CAST = frozenset({*SPLIT, "modal_dfc", "adventure"})


# The "face" of a fused split spell (702.102b): both halves, their characteristics combined.
FUSED = -1


def shown_face(obj: GameObject) -> int:
    """The face an object shows: FUSED for a fused split spell (702.102b)."""
    return FUSED if obj.fused else obj.face


def counting_face(layout: str, zone: Zone, face: int, count: int) -> int | None:
    """Which face's characteristics count for an object of this layout in `zone` with `face`
    up: its index, or None for a split card outside the stack (both halves combined, 709.4)
    or a fused split spell (702.102b)."""
    if layout in SPLIT and face == FUSED:
        return None
    face = face if 0 <= face < count else 0
    if layout in DOUBLE_FACED:
        if zone not in (Zone.BATTLEFIELD, Zone.STACK):
            return 0  # 712.8a, 712.8d
        return face  # 712.8d-f
    if layout == "flip":
        return 1 if zone is Zone.BATTLEFIELD and face == 1 else 0  # 710.2
    if layout == "adventure":
        return 1 if zone is Zone.STACK and face == 1 else 0  # 715.3b, 715.4
    if layout in SPLIT:
        return face if zone is Zone.STACK else None  # 709.3b, 709.4
    return 0


def current_face(inline: Characteristics, zone: Zone, face: int) -> Characteristics:
    """The characteristics an object with these faces has in `zone` with `face` up."""
    faces = inline.faces
    if not faces:
        return inline
    index = counting_face(inline.layout, zone, face, len(faces))
    if index is None:
        return combined(faces)  # 709.4
    if index and inline.layout == "transform":
        # 712.8e: a transformed permanent's mana value is its front face's.
        return replace(faces[index], mana_cost=faces[0].mana_cost)
    if index and inline.layout == "flip":  # 710.1c: a flipped card keeps its color and cost
        return replace(faces[index], mana_cost=faces[0].mana_cost, colors=faces[0].colors)
    return faces[index]


def face_definition(definition: CardDef, zone: Zone, face: int) -> CardDef:
    """The definition of the face of a multi-face card that counts in `zone` with `face` up
    (the same rules as `current_face`): its name, characteristics and abilities only. A card
    without faces, or a split card outside the stack, is its whole definition."""
    faces = definition.faces
    if not faces:
        return definition
    index = counting_face(definition.layout, zone, face, len(faces))
    if index is None:
        return definition  # 709.4: a split card's definition is both halves combined
    if index and definition.layout == "transform":
        return replace(faces[index], mana_cost=faces[0].mana_cost)  # 712.8e
    if index and definition.layout == "flip":
        return replace(faces[index], mana_cost=faces[0].mana_cost, colors=faces[0].colors)
    return faces[index]


def object_definition(state: GameState, obj: GameObject) -> CardDef | None:
    """The definition of the face of the object's card that counts where it is; a merged
    permanent's is its topmost component's with every component's abilities (702.140e)."""
    definition = card_def(state, obj.card)
    own = None if definition is None else face_definition(definition, obj.zone, shown_face(obj))
    if obj.merged and obj.zone is Zone.BATTLEFIELD:
        return merged_definition(state, obj, own)
    return own


def merged_definition(state: GameState, obj: GameObject, top: CardDef | None) -> CardDef:
    """A merged permanent's definition (730.2a, 702.140e): the characteristics of its topmost
    component (`top`; for a card known only by its printed characteristics, just its name and
    types here, the rest being read from them, engine.rules.characteristics) and the keywords
    and abilities of every component, in the order they merged (`MergedCard.rank`). A
    face-down component has no abilities to give (708.2). Memoised per state value."""
    cache = memo(state).setdefault("merged_definition", {})
    found = cache.get(obj.id)
    if found is not None and found[0] is obj:
        return cast(CardDef, found[1])
    inline = obj.characteristics
    base = top or CardDef(
        name=obj.card,
        types=inline.types if inline is not None else (),
        subtypes=inline.subtypes if inline is not None else (),
    )
    parts: list[tuple[int, CardDef | None, tuple[str, ...]]] = []
    components = (
        (obj.top_rank, obj.card, obj.face, obj.face_down, inline),
        *((m.rank, m.card, m.face, m.face_down, m.characteristics) for m in obj.merged),
    )
    for rank, name, face, face_down, printed_chars in components:
        if face_down:
            continue  # 708.2: a face-down card has no text
        definition = card_def(state, name)
        if definition is not None:
            parts.append((rank, face_definition(definition, Zone.BATTLEFIELD, face), ()))
        elif printed_chars is not None:
            shown = current_face(printed_chars, Zone.BATTLEFIELD, face)
            parts.append((rank, None, shown.keywords))
    parts.sort(key=lambda p: p[0])
    merged = with_every_ability(base, tuple((d, k) for _, d, k in parts))
    cache[obj.id] = (obj, merged)
    return merged


def with_every_ability(
    base: CardDef, parts: tuple[tuple[CardDef | None, tuple[str, ...]], ...]
) -> CardDef:
    """`base`'s characteristics with the keywords and abilities of every part, in order
    (702.140e): a part is a definition, or (None and) the keywords of a card known only by its
    printed characteristics."""
    keywords: list[str] = []
    abilities: list[Any] = []
    for definition, inline_keywords in parts:
        for keyword in definition.keywords if definition is not None else inline_keywords:
            if keyword.lower() not in (k.lower() for k in keywords):
                keywords.append(keyword)
        if definition is not None:
            abilities += definition.abilities
    return replace(base, keywords=tuple(keywords), abilities=tuple(abilities))


# Abilities that make a double-faced card enter transformed (daybound at night, 702.145b):
# each is given the state, the object and the face it would enter with, and says which face.
ENTERING_FACES: list[Callable[[GameState, GameObject, int], int]] = []


def entering_face(state: GameState, obj: GameObject, event: ZoneChangeEvent) -> int:
    """The face an object has after this move: a double-faced spell resolving enters with the
    face it was cast with up, a modal double-faced card played as its land face with that face
    (712.8f, 712.11b); in every other move a card goes with its front face up (712.8a, 715.4,
    710.4)."""
    if event.to_zone is not Zone.BATTLEFIELD or layout_and_faces(state, obj)[0] not in DOUBLE_FACED:
        return 0
    face = obj.face if obj.zone is Zone.STACK else event.face
    for entering in ENTERING_FACES:
        face = entering(state, obj, face)
    return face


# Keywords that say a permanent transforms only by their own ability (702.145b, 702.145e).
ONLY_TRANSFORMED_BY = {"daybound": "702.145b", "nightbound": "702.145e"}


def layout_and_faces(
    state: GameState, obj: GameObject
) -> tuple[str, tuple[Characteristics | CardDef, ...]]:
    """The object's layout and faces: its definition's when the engine has one (the definition
    takes precedence, as for its characteristics), else those given inline."""
    definition = card_def(state, obj.card)
    if definition is not None:
        return definition.layout, definition.faces
    inline = obj.characteristics
    if inline is None:
        return "", ()
    return inline.layout, inline.faces


def combined(faces: tuple[Characteristics, ...]) -> Characteristics:
    """709.4: outside the stack a split card has both halves' characteristics combined (its
    mana cost is the two costs together, 709.4b; each half's types and abilities, 709.4c)."""

    def union(values: list[tuple[str, ...]]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(v for group in values for v in group))

    return Characteristics(
        name=" // ".join(f.name for f in faces),
        types=union([f.types for f in faces]),
        subtypes=union([f.subtypes for f in faces]),
        supertypes=union([f.supertypes for f in faces]),
        colors=union([f.colors for f in faces]),
        mana_cost="".join(f.mana_cost for f in faces),
        keywords=union([f.keywords for f in faces]),
        oracle_text="\n//\n".join(f.oracle_text for f in faces),
    )


def face_name(state: GameState, obj: GameObject) -> str:
    """The name an object has now: the name of the face that counts (709.4a, 712.8d)."""
    definition = card_def(state, obj.card)
    if definition is not None:
        if not definition.faces:
            return obj.card
        return face_definition(definition, obj.zone, shown_face(obj)).name or obj.card
    inline = obj.characteristics
    if inline is None or not inline.faces:
        return obj.card
    return current_face(inline, obj.zone, shown_face(obj)).name or obj.card


def why_cant_transform(state: GameState, obj: GameObject) -> tuple[str, str] | None:
    """701.27a: only a double-faced permanent transforms; 701.27d: never into an instant or
    sorcery face."""
    layout, faces = layout_and_faces(state, obj)
    if obj.zone is not Zone.BATTLEFIELD:
        return "only a permanent transforms", "701.27a"
    if layout not in DOUBLE_FACED or len(faces) < 2:
        return "it isn't a double-faced card", "701.27c"
    if obj.face_down:
        return "it is face down", "712.15a"
    other = faces[1 - min(obj.face, 1)]
    if "Instant" in other.types or "Sorcery" in other.types:
        return f"its other face ({other.name}) is an instant or sorcery face", "701.27d"
    up = faces[min(obj.face, 1)]
    for keyword, rule in ONLY_TRANSFORMED_BY.items():
        if keyword in (k.lower() for k in up.keywords):
            return f"it transforms only by its {keyword} ability", rule
    return None


def why_cant_cast_face(state: GameState, obj: GameObject, face: int) -> tuple[str, str] | None:
    """Which faces may be cast (709.3, 712.11, 715.3): a split card's either half, a modal
    double-faced card's either face, an adventurer card as itself or as its Adventure; any other
    card only its front face."""
    if face == 0:
        return None
    layout, faces = layout_and_faces(state, obj)
    if layout not in CHOSEN_AS_CAST or not 0 <= face < len(faces):
        rule = "712.11" if layout == "transform" else "601.2a"
        return "it has no other face or half that can be cast", rule
    return None


def why_cant_enter_transformed(state: GameState, obj: GameObject) -> tuple[str, str] | None:
    """712.14a: only a double-faced card is put onto the battlefield transformed (any other
    card stays where it is); 712.13a/701.27d: never with an instant or sorcery face up."""
    layout, faces = layout_and_faces(state, obj)
    if layout not in DOUBLE_FACED or len(faces) < 2:
        return "it isn't a double-faced card", "712.14a"
    if "Instant" in faces[1].types or "Sorcery" in faces[1].types:
        return f"its back face ({faces[1].name}) is an instant or sorcery face", "712.13a"
    return None
