"""Built-in data for a fresh install (``manage.py load_builtin``, run by ``make run``).

Each step is safe to run again and returns one line saying what it did:
- the full card database from Scryfall-format data when it is on this machine (the path in
  ``STACKBOARD_CARD_DATA``, else ``../shared/carddata/oracle-cards-2026.json.gz`` beside the checkout);
- every card the engine defines, so the built-in automated set is searchable offline with no
  import at all (a card already imported from real data keeps its real Oracle text);
- the Comprehensive Rules text when it is on this machine (``STACKBOARD_RULES``, else
  ``../shared/rules/MagicCompRules.txt``), so rule numbers link to their text; without it they
  stay plain numbers.
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from django.conf import settings

import engine
from builder.cards.importing import import_cards_from_path, import_cards_from_stream
from builder.models import Card, RulesText
from builder.puzzles.services.builtin import load_builtin_puzzles
from builder.rules.services import do_import_rules, parse_rules, read_rules_file
from builder.sharing.services.revisions import load_examples
from engine.cards.model import CardDef


def card_data_path() -> Path:
    configured = os.environ.get("STACKBOARD_CARD_DATA")
    if configured:
        return Path(configured)
    return Path(settings.BASE_DIR).parent / "shared" / "carddata" / "oracle-cards-2026.json.gz"


def rules_path() -> Path:
    configured = os.environ.get("STACKBOARD_RULES")
    if configured:
        return Path(configured)
    return Path(settings.BASE_DIR).parent / "shared" / "rules" / "MagicCompRules.txt"


def load_rules() -> str:
    """Import the rules text when it is here and differs from what is imported."""
    path = rules_path()
    if not path.is_file():
        return f"rules: {path} not found; rule numbers are shown without links"
    edition, parsed = parse_rules(read_rules_file(path))
    stored = RulesText.objects.values_list("edition", flat=True).first()
    if stored == edition[:64] and RulesText.objects.count() == len(parsed):
        return f"rules: the {len(parsed)} rules effective {edition} are already imported"
    try:
        edition, count = do_import_rules(read_rules_file(path))
    except (UnicodeDecodeError, ValueError) as error:
        return f"rules: {path} can't be imported ({error}); rule numbers are shown without links"
    return f"rules: imported {count} rules effective {edition} from {path.name}"


def load_card_data() -> str:
    path = card_data_path()
    if not path.is_file():
        return f"card data: {path} not found; only the engine's built-in cards are searchable"
    summary = import_cards_from_path(path)
    return (
        f"card data: {summary.created} created, {summary.updated} updated, {summary.unchanged} unchanged, "
        f"{summary.skipped} skipped from {path.name} in {summary.seconds:.1f} s"
    )


def engine_card_record(card: CardDef) -> dict[str, Any]:
    """A Scryfall-format record for an engine definition, for the card importer."""
    texts = [getattr(a, "text", "") for a in card.abilities] + [card.oracle_text]
    record: dict[str, Any] = {
        "object": "card",
        "name": card.name,
        "layout": "normal",
        "mana_cost": card.mana_cost,
        "cmc": float(card.mana_value()),
        "type_line": card.type_line,
        "oracle_text": "\n".join(t for t in (*card.keywords, *texts) if t),
        "colors": list(card.colors),
        "color_identity": list(card.colors),
        "keywords": list(card.keywords),
    }
    for key in ("power", "toughness", "loyalty"):
        value = getattr(card, key)
        if value is not None:
            record[key] = str(value)
    return record


def load_engine_cards() -> str:
    present = set(
        Card.objects.filter(name__in=engine.REGISTRY.names()).values_list("name", flat=True)
    )
    records = [engine_card_record(c) for c in engine.REGISTRY if c.name not in present]
    if records:
        import_cards_from_stream(io.BytesIO(json.dumps(records).encode()))
    return f"cards: the engine defines {len(engine.REGISTRY)} cards; {len(records)} added to the card database"


# --- every step, in order ---------------------------------------------------------------------------


# Each step loads one kind of built-in data, is safe to run again, and says what it did.
BUILTIN_STEPS: tuple[Callable[[], str], ...] = (
    load_card_data,
    load_engine_cards,
    load_rules,
    load_examples,  # builder.sharing.services.revisions
    load_builtin_puzzles,  # builder.puzzles.services.builtin
)


def load_builtin() -> list[str]:
    """Load the data a fresh install needs (``manage.py load_builtin``, run by ``make run``)."""
    return [step() for step in BUILTIN_STEPS]
