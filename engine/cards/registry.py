"""The card registry: every card definition, loaded once, looked up by name."""

from __future__ import annotations

import importlib
import pkgutil
import threading
from collections.abc import Callable, Iterator

from engine.cards.model import CardDef
from engine.cards.tokens import STATED_TOKENS, TOKENS, token_kind
from engine.core.state import GameState


class CardRegistry:
    def __init__(self) -> None:
        self._cards: dict[str, CardDef] = {}
        # Cards defined by a builder called on first look-up: the real cards the engine plays by
        # their compiled Oracle text (engine.oracle.builtin registers them; this module never
        # imports the compiler). Built when first asked for, so a process pays only for what it uses.
        self._deferred: dict[str, Callable[[], CardDef]] = {}
        self.deferred_names: set[str] = set()  # every card ever added deferred (built or not)
        self._building = threading.RLock()
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
        if card.name in self._cards or card.name in self._deferred:
            raise ValueError(f"card {card.name!r} is defined twice")
        self._cards[card.name] = card

    def add_deferred(self, name: str, build: Callable[[], CardDef]) -> None:
        """A card whose definition `build` makes when the card is first looked up."""
        if name in self._cards or name in self._deferred:
            raise ValueError(f"card {name!r} is defined twice")
        self._deferred[name] = build
        self.deferred_names.add(name)

    def get(self, name: str) -> CardDef | None:
        self._load()
        found = self._cards.get(name)
        if found is None and name in self._deferred:
            with self._building:  # a threaded server may ask for the same card at once
                found = self._cards.get(name)
                if found is None:
                    found = self._deferred[name]()
                    self._cards[name] = found
                    del self._deferred[name]
        return found

    def names(self) -> tuple[str, ...]:
        self._load()
        return tuple(sorted({*self._cards, *self._deferred}))

    def __iter__(self) -> Iterator[CardDef]:
        self._load()
        for name in tuple(self._deferred):
            self.get(name)
        return iter(sorted(self._cards.values(), key=lambda c: c.name))

    def __len__(self) -> int:
        self._load()
        return len(self._cards) + len(self._deferred)


REGISTRY = CardRegistry()


# Where definitions of real cards the registry doesn't define come from: engine.oracle's cache
# of definitions compiled from Oracle text puts its look-up here once a card database is known
# (a layer above may extend this one; this module never imports it).
FALLBACKS: list[Callable[[str], CardDef | None]] = []


def fallback_definition(name: str) -> CardDef | None:
    """The definition `FALLBACKS` give a card the registry doesn't define (None: none)."""
    for fallback in FALLBACKS:
        found = fallback(name)
        if found is not None:
            return found
    return None


def card_def(state: GameState, name: str) -> CardDef | None:
    """A scenario's custom card of that name, else the built-in (hand-written) definition, else
    one from `FALLBACKS` (a definition compiled from the card's Oracle text), else a predefined
    token's (111.10, engine.cards.tokens), else a token's whose creating effect states its
    ability (111.4, engine.cards.tokens.STATED_TOKENS), else None."""
    for card in state.custom_cards:
        if isinstance(card, CardDef) and card.name == name:
            return card
    return (
        REGISTRY.get(name)
        or fallback_definition(name)
        or TOKENS.get(token_kind(name))
        or STATED_TOKENS.get(token_kind(name))
    )
