"""How much of a card the engine automates, computed from the engine's registries.

The label is never stored: it must not claim more than the engine running in this process
implements.

- "automated": the engine's card registry has a definition that covers all of the card
  (``engine.cards.automation.is_automated``);
- "partially automated": the engine defines the card, but some of it is not modeled; the reasons
  come from ``engine.cards.automation.unmodeled`` and are shown beside the label;
- "keywords only": the card has keywords and the engine implements every one of them (its other
  text, if any, is up to the judge);
- "text only": the engine knows nothing of the card beyond its characteristics;
- "custom": a hypothetical card a judge defined in a scenario (the engine applies exactly what
  the definition says); only scenarios know their custom cards, see ``builder.services``.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Iterable
from enum import StrEnum
from typing import Any, Protocol

__all__ = [
    "AutomationLevel",
    "automation_level",
    "automation_level_for",
    "automation_reasons",
    "engine_card_registry",
    "implemented_keywords",
    "unmodeled_reasons",
]


class AutomationLevel(StrEnum):
    AUTOMATED = "automated"
    PARTIALLY_AUTOMATED = "partially automated"
    KEYWORDS_ONLY = "keywords only"
    TEXT_ONLY = "text only"
    CUSTOM = "custom"

    @property
    def css_class(self) -> str:
        return "automation-" + self.value.replace(" ", "-")


class NamedCard(Protocol):
    name: str
    keywords: Any


@functools.cache
def _engine_module(name: str) -> Any:
    """`engine.<name>`, or None while the engine does not provide it (looked up once)."""
    try:
        return importlib.import_module(f"engine.{name}" if name else "engine")
    except ImportError:
        return None


def engine_card_registry() -> Any:
    """``engine.cards.REGISTRY`` (anything with ``get(name)``; ``engine.REGISTRY`` as a
    fallback), or None while the engine has none."""
    registry = getattr(_engine_module("cards"), "REGISTRY", None)
    if registry is None:
        registry = getattr(_engine_module(""), "REGISTRY", None)
    return registry if callable(getattr(registry, "get", None)) else None


def implemented_keywords() -> frozenset[str]:
    """``engine.keywords.IMPLEMENTED``, casefolded; empty if the engine has none yet."""
    implemented: Iterable[str] = getattr(_engine_module("keywords"), "IMPLEMENTED", frozenset())
    return frozenset(keyword.casefold() for keyword in implemented)


def unmodeled_reasons(definition: Any) -> tuple[str, ...]:
    """Why an engine definition isn't fully automated (``engine.cards.automation.unmodeled``);
    empty when it is, or while the engine can't say."""
    unmodeled = getattr(_engine_module("cards.automation"), "unmodeled", None)
    if unmodeled is None:
        return ()
    return tuple(str(reason) for reason in unmodeled(definition))


def automation_reasons(name: str) -> tuple[str, ...]:
    """What the engine leaves out of the card it defines under ``name`` (empty otherwise)."""
    registry = engine_card_registry()
    definition = registry.get(name) if registry is not None else None
    return unmodeled_reasons(definition) if definition is not None else ()


def automation_level_for(name: str, keywords: Iterable[str]) -> AutomationLevel:
    registry = engine_card_registry()
    definition = registry.get(name) if registry is not None else None
    if definition is not None:
        if unmodeled_reasons(definition):
            return AutomationLevel.PARTIALLY_AUTOMATED
        return AutomationLevel.AUTOMATED
    keyword_list = list(keywords)
    implemented = implemented_keywords()
    if keyword_list and all(keyword.casefold() in implemented for keyword in keyword_list):
        return AutomationLevel.KEYWORDS_ONLY
    return AutomationLevel.TEXT_ONLY


def automation_level(card: NamedCard) -> AutomationLevel:
    """The automation label of a card (a ``Card`` or anything with name and keywords)."""
    return automation_level_for(card.name, card.keywords or ())
