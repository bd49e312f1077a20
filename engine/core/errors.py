"""The engine's error taxonomy (like python-chess's Invalid/Illegal/Ambiguous trio)."""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class InvalidDocument(EngineError):
    """A scenario document that can't be read: wrong shape, unknown card, dangling reference.
    `unknown_card` is the name of the card nobody defines when that is the fault ("" otherwise),
    so a caller with a card database can name the closest cards."""

    def __init__(self, message: str, path: str = "", *, unknown_card: str = "") -> None:
        self.path = path
        self.message = message
        self.unknown_card = unknown_card
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


class UnknownWord(InvalidDocument):
    """A word a card definition or a document uses that the vocabulary doesn't declare: an
    instruction or effect kind, a trigger, a parameter, a reference or an amount. `what` says which
    kind of word it is, `word` the word itself, `known` the words that would have been accepted
    (empty when they are an open family such as "target:N"), `path` where it was found."""

    def __init__(
        self, what: str, word: object, path: str = "", known: tuple[str, ...] = ()
    ) -> None:
        self.what = what
        self.word = word
        self.known = known
        listed = f" (known: {', '.join(known)})" if known else ""
        super().__init__(f"unknown {what} {word!r}{listed}", path)
