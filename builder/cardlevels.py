"""How much of a card the engine automates, computed from the engine's registries.

The label is never stored: it must not claim more than the engine running in this process
implements.

- "automated": the engine's card registry has a definition for the card;
- "keywords only": the card has keywords and the engine implements every one of them (its other
  text, if any, is up to the judge);
- "text only": the engine knows nothing of the card beyond its characteristics.
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
    "engine_card_registry",
    "implemented_keywords",
]


class AutomationLevel(StrEnum):
    AUTOMATED = "automated"
    KEYWORDS_ONLY = "keywords only"
    TEXT_ONLY = "text only"

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


def automation_level_for(name: str, keywords: Iterable[str]) -> AutomationLevel:
    registry = engine_card_registry()
    if registry is not None and registry.get(name) is not None:
        return AutomationLevel.AUTOMATED
    keyword_list = list(keywords)
    implemented = implemented_keywords()
    if keyword_list and all(keyword.casefold() in implemented for keyword in keyword_list):
        return AutomationLevel.KEYWORDS_ONLY
    return AutomationLevel.TEXT_ONLY


def automation_level(card: NamedCard) -> AutomationLevel:
    """The automation label of a card (a ``Card`` or anything with name and keywords)."""
    return automation_level_for(card.name, card.keywords or ())
