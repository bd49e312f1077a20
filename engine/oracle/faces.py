"""Multi-face cards compiled face by face (709 split, 710 flip, 712 double-faced, 715 adventurer):
the pieces engine.oracle.compiler.compile_record puts together for them.

Each face of `record["card_faces"]` has its own name, type line, mana cost, Oracle text and
power/toughness; it is compiled as a card of its own (the same per-line proof, its own name as
"~"), and the card's definition carries the layout and the faces' definitions
(`CardDef.faces`), the shape engine.rules.faces reads: the face that counts where the object is
gives its characteristics and abilities. The card is automated only when every face is: every
line of each face applies and each face prints back as its own normalized text.

The definition's own fields are the front face's; a split card's are both halves combined
(709.4: its name is both names, its mana cost both costs, its abilities each half's).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards.model import CardDef
from engine.oracle.printer import FACE_BREAK, Layout
from engine.rules.faces import LAYOUTS

# The layouts the engine models (engine.rules.faces; aftermath, 702.127a, in
# engine.mechanics.aftermath). Reversible cards are not modelled: they stay text only.
COMPILED_LAYOUTS = LAYOUTS - {"double_faced_token"}


# Why a card of a layout the engine doesn't model is text only: the rule of its frame. Another
# layout (planes, schemes, reversible cards, ...) is "a card with more than one face".
UNMODELLED_LAYOUTS = {
    "saga": "a Saga's chapter abilities (714)",
    "leveler": "a leveler card's level symbols (711)",
    "class": "a Class card's level bars (716)",
    "omen": "an omen card's Omen characteristics (720)",
    "prepare": "a preparation card's prepare spell (722)",
}
OTHER_LAYOUT = "a card with more than one face"


def unmodelled_layout(layout: str) -> str:
    """Why a card of `layout` (one the engine doesn't compile) is text only."""
    return UNMODELLED_LAYOUTS.get(layout, OTHER_LAYOUT)


def faces_text(record: Mapping[str, Any]) -> str:
    """The card's text, or its faces' texts one after the other (an omen or preparation card
    has its text in its faces only)."""
    text = str(record.get("oracle_text") or "")
    faces = record.get("card_faces")
    if text or not isinstance(faces, Sequence):
        return text
    return "\n".join(str(f.get("oracle_text") or "") for f in faces if isinstance(f, Mapping))


def face_record(record: Mapping[str, Any], face: Mapping[str, Any]) -> dict[str, Any]:
    """One face as a single-face record: its own name, type line, cost, text and stats (a face
    without its own colors has the card's)."""
    return {
        "name": str(face.get("name") or ""),
        "type_line": str(face.get("type_line") or ""),
        "oracle_text": str(face.get("oracle_text") or ""),
        "mana_cost": str(face.get("mana_cost") or ""),
        "power": face.get("power"),
        "toughness": face.get("toughness"),
        "loyalty": face.get("loyalty"),
        "defense": face.get("defense"),
        "colors": face.get("colors", record.get("colors") or ()),
        "layout": "normal",
    }


def compiles_by_face(record: Mapping[str, Any]) -> bool:
    faces = record.get("card_faces")
    return (
        str(record.get("layout", "")) in COMPILED_LAYOUTS
        and isinstance(faces, Sequence)
        and len(faces) == 2
        and all(isinstance(f, Mapping) and f.get("name") for f in faces)
    )


def face_layout(layouts: Sequence[Layout]) -> Layout:
    """The faces' layouts in one, a FACE_BREAK line between faces (engine.oracle.printer)."""
    joined: list[tuple[str, ...]] = []
    for i, layout in enumerate(layouts):
        if i:
            joined.append(FACE_BREAK)
        joined += layout
    return tuple(joined)


def combined(name: str, faces: Sequence[CardDef]) -> CardDef:
    """709.4: a split card outside the stack has both halves' characteristics combined."""

    def union(values: Sequence[tuple[str, ...]]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(v for group in values for v in group))

    return CardDef(
        name=name,
        types=union([f.types for f in faces]),
        mana_cost="".join(f.mana_cost for f in faces),  # 709.4b
        subtypes=union([f.subtypes for f in faces]),
        supertypes=union([f.supertypes for f in faces]),
        colors=union([f.colors for f in faces]),
        keywords=union([f.keywords for f in faces]),
        abilities=tuple(a for f in faces for a in f.abilities),  # 709.4c
    )
