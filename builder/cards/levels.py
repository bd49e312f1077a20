"""How much of a card the engine automates, computed from the engine's registries.

The label is never stored: it must not claim more than the engine running in this process
implements.

- "automated": the engine's card registry has a definition that covers all of the card
  (``engine.game.automation.is_automated``), or the card's Oracle text compiles completely
  and its compiled definition prints back as that text (``engine.oracle``);
- "partially automated": the engine defines the card, but some of it is not modeled; the reasons
  come from ``engine.game.automation.unmodeled`` and are shown beside the label;
- "keywords only": the card has keywords and the engine implements every one of them (its other
  text, if any, is up to the judge);
- "text only": the engine knows nothing of the card beyond its characteristics;
- "custom": a hypothetical card a judge defined in a scenario (the engine applies exactly what
  the definition says); only scenarios know their custom cards, see ``builder.scenarios.services``.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import Any, Protocol

from engine.cards import REGISTRY
from engine.game.automation import unmodeled
from engine.oracle.cache import COMPILED
from engine.oracle.compiler import AUTOMATED, KEYWORDS_ONLY, PARTIALLY_AUTOMATED
from engine.rules.attachment import enchant_from_text
from engine.rules.keywords import IMPLEMENTED

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


def engine_card_registry() -> Any:
    """``engine.cards.REGISTRY``: every built-in definition, looked up by name."""
    return REGISTRY


def implemented_keywords() -> frozenset[str]:
    """``engine.rules.keywords.IMPLEMENTED``, casefolded."""
    return frozenset(keyword.casefold() for keyword in IMPLEMENTED)


def unmodeled_reasons(definition: Any) -> tuple[str, ...]:
    """Why an engine definition isn't fully automated (``engine.game.automation.unmodeled``);
    empty when it is."""
    return tuple(str(reason) for reason in unmodeled(definition))


def automation_reasons(name: str) -> tuple[str, ...]:
    """What the engine leaves out of the card it defines under ``name`` (empty otherwise): for a
    card compiled from its Oracle text, each sentence that is not applied."""
    registry = engine_card_registry()
    definition = registry.get(name) if registry is not None else None
    if definition is not None:
        return unmodeled_reasons(definition)
    compiled = COMPILED.get(name)
    if compiled is not None and compiled.label in (PARTIALLY_AUTOMATED, KEYWORDS_ONLY):
        return tuple(f"not applied: {text}" for text in compiled.not_applied)
    return ()


_COMPILED_LEVELS = {
    AUTOMATED: AutomationLevel.AUTOMATED,
    PARTIALLY_AUTOMATED: AutomationLevel.PARTIALLY_AUTOMATED,
    KEYWORDS_ONLY: AutomationLevel.KEYWORDS_ONLY,
}


def automation_level_for(
    name: str, keywords: Iterable[str], oracle_text: str | None = None
) -> AutomationLevel:
    """A hand-written definition's label, else the label of the definition compiled from the
    card's Oracle text (engine.oracle), else what its keywords allow."""
    registry = engine_card_registry()
    definition = registry.get(name) if registry is not None else None
    if definition is not None:
        if unmodeled_reasons(definition):
            return AutomationLevel.PARTIALLY_AUTOMATED
        return AutomationLevel.AUTOMATED
    compiled = COMPILED.get(name)
    if compiled is not None and compiled.label in _COMPILED_LEVELS:
        return _COMPILED_LEVELS[compiled.label]
    keyword_list = list(keywords)
    implemented = implemented_keywords()
    if keyword_list and all(keyword.casefold() in implemented for keyword in keyword_list):
        # An Aura's Enchant is applied only when the engine can read its "Enchant ..." line
        # (303.4a): otherwise the Aura can't even be cast at what it enchants.
        enchant = any(k.casefold() == "enchant" for k in keyword_list)
        if enchant and oracle_text is not None and enchant_from_text(oracle_text) is None:
            return AutomationLevel.TEXT_ONLY
        return AutomationLevel.KEYWORDS_ONLY
    return AutomationLevel.TEXT_ONLY


def automation_level(card: NamedCard) -> AutomationLevel:
    """The automation label of a card (a ``Card`` or anything with name and keywords)."""
    return automation_level_for(card.name, card.keywords or (), getattr(card, "oracle_text", None))
