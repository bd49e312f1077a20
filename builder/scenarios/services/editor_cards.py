"""Cards in the board editor: which card a typed name means, the characteristics the engine needs
for a card it doesn't define, suggestions for the card-name input, and custom cards.

A name is looked up in this order: the scenario's custom cards, the engine's registry, then the
card database (exact name, then the folded name). A card from the database the engine doesn't
define is added with inline ``characteristics`` taken from its Oracle data, so ``engine.load``
accepts it; the engine gives it no abilities beyond the keywords it implements.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import engine
from builder.cards.levels import AutomationLevel, automation_level_for
from builder.cards.models import Card
from builder.cards.search import autocomplete, closest_names
from builder.cards.search.text import name_key
from builder.scenarios.services import ServiceError
from builder.scenarios.services.editor import (
    Document,
    edit_document,
    insert_at,
    next_id,
    next_timestamp,
    plain_name,
    player_entry,
)
from builder.scenarios.services.not_applied import for_card
from engine.rules.defined_pt import from_text

__all__ = [
    "SUPERTYPES",
    "AddedCard",
    "CardSuggestion",
    "add_card_object",
    "characteristics_from_card",
    "do_add_card",
    "do_add_custom_ability",
    "do_define_custom_card",
    "do_remove_custom_card",
    "suggest_cards",
]

SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
SUGGESTION_LIMIT = 10


@dataclass(frozen=True)
class CardSuggestion:
    name: str
    automation_level: AutomationLevel


# --- which card a name means ------------------------------------------------------------------


def _custom_names(document: Mapping[str, Any]) -> list[str]:
    return [
        str(c.get("name")) for c in document.get("custom_cards") or () if isinstance(c, Mapping)
    ]


CLOSEST_NAMES = 3


def closest_card_names(wanted: str, custom_names: Iterable[str] = ()) -> str:
    """The clause naming the cards closest to a name nobody defines (" (closest names: Shock,
    Shocker)"), or "" when none is close: the scenario's custom cards and the engine's own
    definitions first (difflib), then the card table's (its search index)."""
    defined = [*custom_names, *engine.REGISTRY.names()]
    by_folded = {name.casefold(): name for name in defined}
    close = difflib.get_close_matches(wanted.casefold(), list(by_folded), CLOSEST_NAMES, 0.75)
    names = [by_folded[folded] for folded in close]
    for name in closest_names(wanted, CLOSEST_NAMES):
        if name not in names:
            names.append(name)
    names = names[:CLOSEST_NAMES]
    return f" (closest names: {', '.join(names)})" if names else ""


def resolve_card(
    document: Mapping[str, Any], typed: str, given: Mapping[str, int | None] | None = None
) -> dict[str, Any]:
    """The object fields for a typed card name: ``{"card": name}`` and, for a card only the
    database knows, its ``characteristics`` (``given``: the power and toughness the judge gave
    for a printed "*" the engine can't compute)."""
    wanted = " ".join(typed.split())
    folded = wanted.casefold()
    for name in _custom_names(document):
        if name.casefold() == folded:
            return {"card": name}
    if engine.REGISTRY.get(wanted) is not None:
        return {"card": wanted}
    for name in engine.REGISTRY.names():
        if name.casefold() == folded:
            return {"card": name}
    card = Card.objects.filter(name=wanted).first()
    card = card or Card.objects.filter(search_name=name_key(wanted)).order_by("name").first()
    if card is None:
        raise ServiceError(
            f"No card is called “{wanted}”{closest_card_names(wanted, _custom_names(document))}"
            ": pick one of the suggestions, or define it as a custom card.",
            field="card",
        )
    if engine.REGISTRY.get(card.name) is not None:
        return {"card": card.name}
    return {"card": card.name, "characteristics": characteristics_from_card(card, given)}


def _number(value: str | None) -> int | str | None:
    """Printed power, toughness or loyalty: a number, or a printed "*" / "1+*" as printed (the
    engine computes it from the card's own ability, 604.3; it is never 0)."""
    if value is None or value == "":
        return None
    text = value.strip()
    if text.lstrip("-").isdigit():
        return int(text)
    return text if "*" in text else 0


# Scryfall layouts whose faces the engine tells apart (709 split, 710 flip, 712, 715).
FACED_LAYOUTS = (
    "transform",
    "modal_dfc",
    "double_faced_token",
    "split",
    "aftermath",  # a split card with an aftermath half (702.127a)
    "flip",
    "adventure",
)


def characteristics_from_card(
    card: Card, given: Mapping[str, int | None] | None = None
) -> dict[str, Any]:
    """Inline characteristics for a database card: its front face's, and for a multi-faced card
    its layout and each face's own characteristics, keywords included (a keyword printed only
    on the back face is not the front face's, 712.8d). A printed "*" is kept when the engine
    can compute it from the card's text (604.3); otherwise the judge must give the value it has
    now (``given``), or the card isn't placed."""
    keywords = [str(k) for k in card.keywords or ()]
    if not card.faces:
        return _face_characteristics(card.name, _card_fields(card), keywords, given)
    faces = [
        _face_characteristics(str(face.get("name") or card.name), face, keywords, given, True)
        for face in card.faces
    ]
    found = {k: v for k, v in faces[0].items() if k != "name"}
    if card.layout in FACED_LAYOUTS and len(faces) == 2:
        found["layout"] = card.layout
        found["faces"] = faces
    return found


def _card_fields(card: Card) -> dict[str, Any]:
    return {
        key: getattr(card, key)
        for key in ("type_line", "mana_cost", "oracle_text", "power", "toughness", "loyalty")
    } | {"colors": card.colors}


def _face_keywords(keywords: list[str], text: str) -> list[str]:
    """The card's keywords that this face's own text prints (a line or a comma- or
    semicolon-separated part of one starting with the keyword)."""
    parts = [
        part.strip().casefold()
        for line in text.splitlines()
        for part in re.split(r"[;,]", line.split("(")[0])
    ]
    return [
        k
        for k in keywords
        if any(p == k.casefold() or p.startswith(k.casefold() + " ") for p in parts)
    ]


def _face_characteristics(
    name: str,
    face: Mapping[str, Any],
    keywords: list[str],
    given: Mapping[str, int | None] | None,
    multi: bool = False,
) -> dict[str, Any]:
    type_line = str(face.get("type_line") or "")
    left, _, right = type_line.partition("—")
    words = left.split()
    text = str(face.get("oracle_text") or "")
    found: dict[str, Any] = {
        "types": [w for w in words if w not in SUPERTYPES],
        "subtypes": right.split(),
        "supertypes": [w for w in words if w in SUPERTYPES],
        "colors": list(face.get("colors") or ""),
        "mana_cost": str(face.get("mana_cost") or ""),
        "keywords": _face_keywords(keywords, text) if multi else keywords,
        "oracle_text": text,
    }
    computable = from_text(name, text)
    for key in ("power", "toughness", "loyalty"):
        number = _number(face.get(key))
        if isinstance(number, str) and key == "loyalty":
            number = 0  # "X" loyalty: set by the judge with counters
        if isinstance(number, str) and not (
            computable is not None and ("count" in computable or f"{key}_count" in computable)
        ):
            now = (given or {}).get(key)
            if now is None:
                raise ServiceError(
                    f"{name}’s {key} is {number}, set by its own ability (rule 604.3), "
                    f"which the engine can’t compute: give the {key} it has now.",
                    field=f"{key}_now",
                )
            number = now
        if number is not None:
            found[key] = number
    found = {k: v for k, v in found.items() if v not in ([], "")}
    return {"name": name, **found} if multi else found


def suggest_cards(document: Mapping[str, Any], text: str) -> list[CardSuggestion]:
    """Names for a partly typed card name: the scenario's custom cards, the engine's cards, then
    the card database, each with its automation label."""
    typed = name_key(text)
    if not typed:
        return []
    found: dict[str, CardSuggestion] = {}
    for name in _custom_names(document):
        if name_key(name).startswith(typed):
            found[name] = CardSuggestion(name, AutomationLevel.CUSTOM)
    for name in engine.REGISTRY.names():
        if len(found) < SUGGESTION_LIMIT and name_key(name).startswith(typed):
            found.setdefault(name, CardSuggestion(name, automation_level_for(name, ())))
    for choice in autocomplete(text, limit=SUGGESTION_LIMIT):
        found.setdefault(choice.name, CardSuggestion(choice.name, choice.automation_level))
    return list(found.values())[:SUGGESTION_LIMIT]


# --- adding a card ----------------------------------------------------------------------------


@dataclass(frozen=True)
class AddedCard:
    message: str  # what the page says
    object_id: str  # the new object (chosen in a form next: "Add as damage source")


def do_add_card(
    draft: Any,
    player_id: str,
    card_name: str,
    zone: str = "battlefield",
    position: str = "top",
    given: Mapping[str, int | None] | None = None,
) -> str:
    """Put a new object for a card into a player's zone (on the battlefield: under their
    control), on top or at the bottom. ``given``: power and toughness for a printed "*" the
    engine can't compute. Says what was added."""
    return add_card_object(draft, player_id, card_name, zone, position, given).message


def add_card_object(
    draft: Any,
    player_id: str,
    card_name: str,
    zone: str = "battlefield",
    position: str = "top",
    given: Mapping[str, int | None] | None = None,
) -> AddedCard:
    """``do_add_card``, answering the new object's id too."""
    new_ids: list[str] = []

    def change(document: Document) -> str:
        player = player_entry(document, player_id)
        fields = resolve_card(document, card_name, given)
        obj: dict[str, Any] = {"id": next_id(document, "o"), **fields}
        new_ids.append(obj["id"])
        if zone == "battlefield":
            obj["timestamp"] = next_timestamp(document)
        insert_at(player.setdefault(zone, []), obj, zone, position, None)
        where = "battlefield" if zone == "battlefield" else zone
        name = plain_name(document, obj["id"])
        added = f"Added {name} to {player.get('name') or player_id}’s {where}."
        return _with_unapplied_text(added, document, obj["id"])

    if zone not in ("battlefield", "hand", "graveyard", "exile", "library", "command"):
        raise ServiceError(f"Unknown zone {zone!r}.", field="zone")
    message = edit_document(draft, change)
    return AddedCard(message, new_ids[-1])


def _with_unapplied_text(message: str, document: Document, object_id: str) -> str:
    """Adding a card whose text the engine doesn't apply says so at once, with the sentences
    (builder.scenarios.services.not_applied); a board the engine refuses is refused by the edit itself."""
    try:
        state = engine.load(dict(document))
    except engine.EngineError:
        return message
    notice = for_card(state, object_id)
    return f"{message} {notice.text}" if notice else message


# --- custom cards -------------------------------------------------------------------------


def do_define_custom_card(draft: Any, definition: Mapping[str, Any]) -> str:
    """Add a hypothetical card to the scenario (one with the same name is replaced)."""

    def change(document: Document) -> str:
        name = str(definition.get("name", "")).strip()
        cards = [c for c in document.get("custom_cards") or () if c.get("name") != name]
        replaced = len(cards) != len(document.get("custom_cards") or ())
        cards.append({**definition, "name": name})
        document["custom_cards"] = cards
        note = ""
        if engine.REGISTRY.get(name) is not None:
            note = f" In this scenario it replaces the engine’s {name}."
        return f"{'Redefined' if replaced else 'Defined'} the custom card {name}.{note}"

    return edit_document(draft, change)


def do_add_custom_ability(draft: Any, card_name: str, ability: Mapping[str, Any]) -> str:
    def change(document: Document) -> str:
        card = _custom_card(document, card_name)
        card.setdefault("abilities", []).append(dict(ability))
        return f"{card_name} has a new ability: {ability.get('text') or ability.get('effect')}."

    return edit_document(draft, change)


def do_remove_custom_card(draft: Any, card_name: str) -> str:
    def change(document: Document) -> str:
        card = _custom_card(document, card_name)
        if any(
            isinstance(obj, Mapping) and obj.get("card") == card_name
            for player in document["players"]
            for zone in ("battlefield", "hand", "graveyard", "exile", "library", "command")
            for obj in player.get(zone) or ()
        ) or any(o.get("card") == card_name for o in document.get("stack") or ()):
            raise ServiceError(
                f"{card_name} is in the scenario: remove its cards first.", field="name"
            )
        document["custom_cards"] = [c for c in document["custom_cards"] if c is not card]
        if not document["custom_cards"]:
            del document["custom_cards"]
        return f"Removed the custom card {card_name}."

    return edit_document(draft, change)


def _custom_card(document: Document, card_name: str) -> dict[str, Any]:
    for card in document.get("custom_cards") or ():
        if isinstance(card, dict) and card.get("name") == card_name:
            return card
    raise ServiceError(f"There is no custom card {card_name!r}.", field="name")
