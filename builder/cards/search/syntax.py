"""The search query AST: what ``parser.parse_query`` produces and ``evaluate`` consumes.

Nodes are frozen dataclasses (hashable, so leaf results can be cached by node). Every node
carries the character position in the query where it starts, for error messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Literal

__all__ = [
    "And",
    "CodeFilter",
    "ColorFilter",
    "ExactName",
    "FieldComparison",
    "IsFilter",
    "NameTerm",
    "Node",
    "Not",
    "NumberFilter",
    "Or",
    "QuerySyntaxError",
    "QueryTooCostly",
    "RarityFilter",
    "RegexFilter",
    "TextFilter",
]

Comparison = Literal["=", "!=", "<", ">", "<=", ">="]
TextField = Literal["name", "type", "oracle", "keyword"]
NumberField = Literal["mana_value", "power", "toughness", "loyalty"]
ColorField = Literal["colors", "identity"]


class QuerySyntaxError(ValueError):
    """A query that cannot be parsed; `position` is the 0-based character offset."""

    def __init__(self, message: str, position: int) -> None:
        super().__init__(f"{message} (at character {position + 1})")
        self.message = message
        self.position = position

    def __reduce__(self) -> tuple[type[QuerySyntaxError], tuple[str, int]]:
        # Rebuilt from what it was made of (a search computed in a child process sends it back).
        return (type(self), (self.message, self.position))

    # How the search page introduces the message.
    lead = "Cannot read this search"

    def pointer(self, query: str) -> str:
        """The query with a caret line under the offending character."""
        return f"{query}\n{' ' * self.position}^"


class QueryTooCostly(QuerySyntaxError):
    """A query that reads but costs more than one search may (its regular expressions ran out
    of the query's time); `position` is where the term that ran out starts."""

    lead = "This search was stopped"


@dataclass(frozen=True)
class NameTerm:
    """A bare word or "quoted phrase": the card name contains it."""

    text: str
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class ExactName:
    """!name or !"full name": the card (or one of its faces) is named exactly that."""

    text: str
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class TextFilter:
    """t:, o:, kw:, name: -- the field contains the text (kw: equals one keyword)."""

    field: TextField
    text: str
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class NumberFilter:
    """mv, pow, tou, loy compared with a number ("*" counts as 0)."""

    field: NumberField
    op: Comparison
    number: float
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class ColorFilter:
    """c / id compared with a set of colors (bit mask, WUBRG = 1, 2, 4, 8, 16) or a count."""

    field: ColorField
    op: Comparison
    mask: int | None = None
    count: int | None = None
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class RegexFilter:
    """/pattern/ (a name), name:/.../, t:/.../, o:/.../ -- the field matches the regular
    expression (case-insensitive; in o:, ``~`` stands for the card's own name)."""

    field: TextField
    pattern: str
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class FieldComparison:
    """pow>tou, tou>=mv, ... -- two of the card's numbers compared (a card without either,
    or with "*", as for NumberFilter)."""

    field: NumberField
    op: Comparison
    other: NumberField
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class CodeFilter:
    """set:/e: -- the card was printed in the set with this code (any printing)."""

    code: str
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class RarityFilter:
    """r: -- the rarity of the card's representative printing, compared in the order common,
    uncommon, rare, mythic (special and bonus only match themselves)."""

    op: Comparison
    rarity: str
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class IsFilter:
    """is:permanent, is:legendary, is:dfc, ..."""

    flag: str
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class Not:
    operand: Node
    position: int = dataclass_field(default=0, compare=False)


@dataclass(frozen=True)
class And:
    operands: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    operands: tuple[Node, ...]


Node = (
    NameTerm
    | ExactName
    | TextFilter
    | RegexFilter
    | NumberFilter
    | FieldComparison
    | ColorFilter
    | CodeFilter
    | RarityFilter
    | IsFilter
    | Not
    | And
    | Or
)
