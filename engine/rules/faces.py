"""Multi-face cards (709 split, 710 flip, 712 double-faced, 715 adventurer): which face's
characteristics an object has where it is, and which faces may be cast or turned over.

A card placed with its printed characteristics carries `layout` and `faces` (each face's own
name, types, cost, text, keywords, power and toughness); `GameObject.face` is the face that is up,
the half being cast, or 1 for a flipped flip card. An object has only the characteristics of the
face that counts (712.8d: no keyword of the other face), and that face's name.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.state import Characteristics, GameObject, Zone

DOUBLE_FACED = frozenset({"transform", "modal_dfc", "double_faced_token"})
LAYOUTS = frozenset({*DOUBLE_FACED, "split", "flip", "adventure"})
# Layouts whose face (or half) the caster chooses as they cast (709.3, 712.11b, 715.3).
CHOSEN_AS_CAST = frozenset({"split", "modal_dfc", "adventure"})


def current_face(inline: Characteristics, zone: Zone, face: int) -> Characteristics:
    """The characteristics an object with these faces has in `zone` with `face` up."""
    faces = inline.faces
    if not faces:
        return inline
    face = face if 0 <= face < len(faces) else 0
    layout = inline.layout
    if layout in DOUBLE_FACED:
        if zone not in (Zone.BATTLEFIELD, Zone.STACK) or face == 0:
            return faces[0]  # 712.8a, 712.8d
        if layout == "transform":
            # 712.8e: a transformed permanent's mana value is its front face's.
            return replace(faces[face], mana_cost=faces[0].mana_cost)
        return faces[face]  # 712.8f
    if layout == "flip":
        if zone is Zone.BATTLEFIELD and face == 1:  # 710.2; 710.1c: color and cost stay
            return replace(faces[1], mana_cost=faces[0].mana_cost, colors=faces[0].colors)
        return faces[0]
    if layout == "adventure":
        return faces[1] if zone is Zone.STACK and face == 1 else faces[0]  # 715.3b, 715.4
    if layout == "split":
        if zone is Zone.STACK:
            return faces[face]  # 709.3b: only the half being cast
        return combined(faces)  # 709.4
    return faces[0]


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


def face_name(obj: GameObject) -> str:
    """The name an object has now: the name of the face that counts (709.4a, 712.8d)."""
    inline = obj.characteristics
    if inline is None or not inline.faces:
        return obj.card
    return current_face(inline, obj.zone, obj.face).name or obj.card


def why_cant_transform(obj: GameObject) -> tuple[str, str] | None:
    """701.27a: only a double-faced permanent transforms; 701.27d: never into an instant or
    sorcery face."""
    inline = obj.characteristics
    if obj.zone is not Zone.BATTLEFIELD:
        return "only a permanent transforms", "701.27a"
    if inline is None or inline.layout not in DOUBLE_FACED or len(inline.faces) < 2:
        return "it isn't a double-faced card", "701.27c"
    other = inline.faces[1 - min(obj.face, 1)]
    if "Instant" in other.types or "Sorcery" in other.types:
        return f"its other face ({other.name}) is an instant or sorcery face", "701.27d"
    return None


def why_cant_cast_face(obj: GameObject, face: int) -> tuple[str, str] | None:
    """Which faces may be cast (709.3, 712.11, 715.3): a split card's either half, a modal
    double-faced card's either face, an adventurer card as itself or as its Adventure; any other
    card only its front face."""
    if face == 0:
        return None
    inline = obj.characteristics
    if inline is None or inline.layout not in CHOSEN_AS_CAST or not 0 <= face < len(inline.faces):
        rule = "712.11" if inline is not None and inline.layout == "transform" else "601.2a"
        return "it has no other face or half that can be cast", rule
    return None
