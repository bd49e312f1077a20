"""The engine's error taxonomy (like python-chess's Invalid/Illegal/Ambiguous trio)."""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class InvalidDocument(EngineError):
    """A scenario document that can't be read: wrong shape, unknown card, dangling reference."""

    def __init__(self, message: str, path: str = "") -> None:
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}" if path else message)


class IllegalAction(EngineError):
    """An action that parses but isn't legal now; `rule` names the rule that forbids it."""

    def __init__(self, message: str, rule: str = "") -> None:
        self.message = message
        self.rule = rule
        super().__init__(f"{message} ({rule})" if rule else message)


class AmbiguousReference(EngineError):
    """A reference (for example a card name) that matches several objects."""


class UnscriptedChoice(EngineError):
    """Raised in strict mode (tests) when the engine needs a choice nobody scripted."""
