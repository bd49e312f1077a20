"""The card registry: every card definition, loaded once, looked up by name."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator

from engine.cards.model import CardDef
from engine.cards.tokens import TOKENS
from engine.core.state import GameState


class CardRegistry:
    def __init__(self) -> None:
        self._cards: dict[str, CardDef] = {}
        self._loaded = False

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        # Imported on first lookup, not at module level: every definition module imports
        # engine.cards.build, and importing the engine.cards package imports this module.
        from engine.cards import definitions

        for module in pkgutil.iter_modules(definitions.__path__):
            loaded = importlib.import_module(f"{definitions.__name__}.{module.name}")
            for card in getattr(loaded, "CARDS", ()):
                self.add(card)

    def add(self, card: CardDef) -> None:
        if card.name in self._cards:
            raise ValueError(f"card {card.name!r} is defined twice")
        self._cards[card.name] = card

    def get(self, name: str) -> CardDef | None:
        self._load()
        return self._cards.get(name)

    def names(self) -> tuple[str, ...]:
        self._load()
        return tuple(sorted(self._cards))

    def __iter__(self) -> Iterator[CardDef]:
        self._load()
        return iter(sorted(self._cards.values(), key=lambda c: c.name))

    def __len__(self) -> int:
        self._load()
        return len(self._cards)


REGISTRY = CardRegistry()


def card_def(state: GameState, name: str) -> CardDef | None:
    """A scenario's custom card of that name, else the built-in definition, else a predefined
    token's (111.10, engine.cards.tokens), else None."""
    for card in state.custom_cards:
        if isinstance(card, CardDef) and card.name == name:
            return card
    return REGISTRY.get(name) or TOKENS.get(name)
