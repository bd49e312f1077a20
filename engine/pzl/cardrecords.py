"""Inline characteristics from a card-database record (Scryfall-shaped, or the builder's `Card`).

Puzzle files name cards the engine may not define; a caller with a card database turns a record
into the scenario document's inline `characteristics` with `characteristics_from_record`, and
`card_name_index` maps every spelling a puzzle may use (full name, any face name, any case) to
the record. Pure functions over mappings: no database here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.core.card_types import CARD_TYPES, SUPERTYPES


def card_name_index(records: Iterable[Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    """Casefolded name -> record, for full names (`A // B`) and each face's name.

    A full name wins over a face name of another card."""
    index: dict[str, Mapping[str, Any]] = {}
    faces: dict[str, Mapping[str, Any]] = {}
    for record in records:
        name = str(record.get("name", ""))
        index.setdefault(name.casefold(), record)
        for face_name in [*name.split(" // "), *(str(f.get("name", "")) for f in _faces(record))]:
            if face_name:
                faces.setdefault(face_name.casefold(), record)
    return {**faces, **index}


def characteristics_from_record(record: Mapping[str, Any], name: str = "") -> dict[str, Any]:
    """The document's `characteristics` for the face called `name` (default: the front face)."""
    faces = _faces(record)
    face = next((f for f in faces if str(f.get("name", "")).casefold() == name.casefold()), None)
    source: Mapping[str, Any] = face or (faces[0] if faces else record)
    type_line = str(source.get("type_line") or record.get("type_line") or "").split(" // ")[0]
    words, _, subtypes = type_line.partition("—")
    characteristics: dict[str, Any] = {
        # The card's own name ("A // B" for a card with two faces): what the engine's
        # definition is filed under (engine.oracle.faces); not a characteristic of the document.
        "card_name": str(record.get("name") or ""),
        # Which face `name` is (0 front, 1 back): a double-faced card named by its back face is
        # on the battlefield with that face up (712.8d).
        "face_index": faces.index(face) if face is not None and _double_faced(record) else 0,
        "types": [w for w in words.split() if w in CARD_TYPES],
        "subtypes": subtypes.split(),
        "supertypes": [w for w in words.split() if w in SUPERTYPES],
        "colors": _colors(source.get("colors", record.get("colors"))),
        "mana_cost": str(source.get("mana_cost") or ""),
        "keywords": [str(k) for k in record.get("keywords") or []],
        "oracle_text": str(source.get("oracle_text") or ""),
    }
    for stat in ("power", "toughness", "loyalty"):
        value = source.get(stat)
        if value is not None and value != "":
            text = str(value)
            characteristics[stat] = int(text) if text.lstrip("-").isdigit() else 0
    return {key: value for key, value in characteristics.items() if value not in ([], "")}


def _double_faced(record: Mapping[str, Any]) -> bool:
    return str(record.get("layout", "")) in ("transform", "modal_dfc", "meld")


def _faces(record: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    faces = record.get("faces") or record.get("card_faces") or []
    return [f for f in faces if isinstance(f, Mapping)] if isinstance(faces, list) else []


def _colors(value: Any) -> list[str]:
    letters = "".join(value) if isinstance(value, list | tuple) else str(value or "")
    return [c for c in "WUBRG" if c in letters]
