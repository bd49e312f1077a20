"""Parse a Scryfall-style search query into the AST of ``syntax``.

Grammar (implicit AND binds tighter than OR; keywords and operators are case-insensitive)::

    query   := or_expr?
    or_expr := and_expr ("or" and_expr)*
    and_expr:= unary (["and"] unary)*
    unary   := "-" unary | "(" or_expr ")" | term
    term    := KEY OP VALUE | "!" (WORD | PHRASE) | WORD | PHRASE | REGEX

where VALUE is a WORD, a "quoted phrase" or a /regular expression/ (for name, t: and o:; a
bare /.../ searches names). ``~`` in o: stands for the card's own name. A number field
compared with another (``pow>tou``) compares the card's two values. See ``KEYWORDS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import cast

import regex

from .colors import parse_color_value
from .stats import stat_number
from .syntax import (
    And,
    CodeFilter,
    ColorFilter,
    Comparison,
    ExactName,
    FieldComparison,
    IsFilter,
    NameTerm,
    Node,
    Not,
    NumberFilter,
    Or,
    QuerySyntaxError,
    QueryTooCostly,
    RarityFilter,
    RegexFilter,
    TextFilter,
)
from .text import fold_text

__all__ = [
    "AUTOMATION_FLAGS",
    "IS_FLAGS",
    "KEYWORDS",
    "MAX_NESTING",
    "MAX_QUERY_LENGTH",
    "MAX_REGEX_TERMS",
    "parse_query",
]

MAX_QUERY_LENGTH = 500
# Parentheses and negations inside each other: the parser and the evaluator recurse on them.
MAX_NESTING = 20

# Typed key -> what it searches.
KEYWORDS = {
    "t": "type",
    "type": "type",
    "o": "oracle",
    "oracle": "oracle",
    "kw": "keyword",
    "keyword": "keyword",
    "name": "name",
    "c": "colors",
    "color": "colors",
    "id": "identity",
    "identity": "identity",
    "ci": "identity",
    "mv": "mana_value",
    "cmc": "mana_value",
    "manavalue": "mana_value",
    "pow": "power",
    "power": "power",
    "tou": "toughness",
    "toughness": "toughness",
    "loy": "loyalty",
    "loyalty": "loyalty",
    "is": "is",
    "not": "not",
    "set": "set",
    "s": "set",
    "e": "set",
    "edition": "set",
    "r": "rarity",
    "rarity": "rarity",
}
RARITIES = {
    "c": "common",
    "common": "common",
    "u": "uncommon",
    "uncommon": "uncommon",
    "r": "rare",
    "rare": "rare",
    "m": "mythic",
    "mythic": "mythic",
    "s": "special",
    "special": "special",
    "b": "bonus",
    "bonus": "bonus",
}
MAX_PATTERN = 200
# Regular expressions in one query: each scans every card's text (tens of milliseconds, up to
# the whole query's time budget for a pathological one: builder.cards.search.index), so a query
# of many is refused before any runs.
MAX_REGEX_TERMS = 5
_TEXT_FIELDS = {"type", "oracle", "keyword", "name"}
_NUMBER_FIELDS = {"mana_value", "power", "toughness", "loyalty"}
IS_FLAGS = {
    "permanent": "permanent",
    "spell": "spell",
    "vanilla": "vanilla",
    "legendary": "legendary",
    "historic": "historic",
    "multicolor": "multicolor",
    "multicolored": "multicolor",
    "colorless": "colorless",
    "dfc": "dfc",
    "mdfc": "mdfc",
    "split": "split",
    "flip": "flip",
    "transform": "transform",
    "meld": "meld",
    "adventure": "adventure",
    "leveler": "leveler",
    "commander": "commander",
    "rebalanced": "rebalanced",
    # How much of the card the engine applies (builder.cards.levels): evaluated by the
    # service over the rest of the query's cards, not by the index (AUTOMATION_FLAGS).
    "automated": "automated",
    "partial": "partial",
    "partiallyautomated": "partial",
}
# The is: flags that name an automation level (builder.cards.levels.AutomationLevel values).
AUTOMATION_FLAGS = {"automated": "automated", "partial": "partially automated"}

_SPACE = re.compile(r"\s+")
_KEY_AND_OPERATOR = re.compile(r"([A-Za-z]+)(!=|<=|>=|:|=|<|>)")
_PHRASE = re.compile(r'"((?:[^"\\]|\\.)*)"')
_WORD = re.compile(r"[^\s()]+")
_ESCAPE = re.compile(r"\\(.)")
_REGEX = re.compile(r"/((?:[^/\\]|\\.)+)/")


@dataclass(frozen=True)
class _Token:
    kind: str  # word, phrase, exact, filter, not, and, or, lparen, rparen, end
    position: int
    text: str = ""
    key: str = ""
    op: str = ""
    value_position: int = 0


def parse_query(query: str) -> Node | None:
    """The AST of `query`, or None for a query with no terms. Raises QuerySyntaxError, also for
    a query longer than ``MAX_QUERY_LENGTH`` or nested deeper than ``MAX_NESTING``."""
    if len(query) > MAX_QUERY_LENGTH:
        raise QuerySyntaxError(
            f"the query is {len(query)} characters long; at most {MAX_QUERY_LENGTH}",
            MAX_QUERY_LENGTH,
        )
    parser = _Parser(_tokenize(query))
    if parser.peek().kind == "end":
        return None
    node = parser.parse_or()
    token = parser.peek()
    if token.kind == "rparen":
        raise QuerySyntaxError("unmatched ')'", token.position)
    patterns = sorted(regex_positions(node))
    if len(patterns) > MAX_REGEX_TERMS:
        raise QueryTooCostly(
            f"the query has {len(patterns)} regular expressions; at most {MAX_REGEX_TERMS} "
            "are searched at once",
            patterns[MAX_REGEX_TERMS],
        )
    return node


def regex_filters(node: Node) -> list[RegexFilter]:
    """The query's regular-expression terms, in order."""
    if isinstance(node, RegexFilter):
        return [node]
    if isinstance(node, Not):
        return regex_filters(node.operand)
    if isinstance(node, And | Or):
        return [regex for operand in node.operands for regex in regex_filters(operand)]
    return []


def regex_positions(node: Node) -> list[int]:
    if isinstance(node, RegexFilter):
        return [node.position]
    if isinstance(node, Not):
        return regex_positions(node.operand)
    if isinstance(node, And | Or):
        return [position for operand in node.operands for position in regex_positions(operand)]
    return []


def _tokenize(query: str) -> list[_Token]:
    tokens: list[_Token] = []
    position = 0
    while True:
        space = _SPACE.match(query, position)
        if space:
            position = space.end()
        if position >= len(query):
            tokens.append(_Token("end", position))
            return tokens
        char = query[position]
        if char in "()":
            tokens.append(_Token("lparen" if char == "(" else "rparen", position))
            position += 1
        elif char == "-" and position + 1 < len(query) and not query[position + 1].isspace():
            tokens.append(_Token("not", position))
            position += 1
        elif char == "!" and position + 1 < len(query) and not query[position + 1].isspace():
            text, end = _read_value(query, position + 1)
            tokens.append(_Token("exact", position, text))
            position = end
        elif char == '"':
            text, end = _read_value(query, position)
            tokens.append(_Token("phrase", position, text))
            position = end
        elif char == "/" and (regex := _REGEX.match(query, position)):
            tokens.append(_Token("regex", position, regex.group(1)))
            position = regex.end()
        elif match := _KEY_AND_OPERATOR.match(query, position):
            key, op = match.group(1), match.group(2)
            value_position = match.end()
            if value_position >= len(query) or query[value_position].isspace():
                raise QuerySyntaxError(f"'{key}{op}' needs a value", value_position)
            text, end = _read_value(query, value_position)
            tokens.append(_Token("filter", position, text, key, op, value_position))
            position = end
        else:
            word = _WORD.match(query, position)
            assert word is not None  # not a space, not a parenthesis: at least one char
            text = word.group()
            kind = text.lower() if text.lower() in ("and", "or") else "word"
            tokens.append(_Token(kind, position, text))
            position = word.end()


def _read_value(query: str, position: int) -> tuple[str, int]:
    """A quoted phrase or a bare word starting at `position`: (text, end position)."""
    if query.startswith("/", position) and (regex := _REGEX.match(query, position)):
        return regex.group(), regex.end()  # kept with its slashes: the filter reads it
    if query.startswith('"', position):
        phrase = _PHRASE.match(query, position)
        if phrase is None:
            raise QuerySyntaxError('unclosed quote: add a closing "', position)
        return _ESCAPE.sub(r"\1", phrase.group(1)), phrase.end()
    word = _WORD.match(query, position)
    if word is None:
        raise QuerySyntaxError("expected a value", position)
    return word.group(), word.end()


class _Parser:
    def __init__(self, tokens: list[_Token]) -> None:
        self.tokens = tokens
        self.index = 0
        self.depth = 0

    def peek(self) -> _Token:
        return self.tokens[self.index]

    def advance(self) -> _Token:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def parse_or(self) -> Node:
        operands = [self.parse_and()]
        while self.peek().kind == "or":
            self.advance()
            operands.append(self.parse_and())
        return operands[0] if len(operands) == 1 else Or(tuple(operands))

    def parse_and(self) -> Node:
        operands = [self.parse_unary()]
        while self.peek().kind not in ("or", "rparen", "end"):
            if self.peek().kind == "and":
                self.advance()
            operands.append(self.parse_unary())
        return operands[0] if len(operands) == 1 else And(tuple(operands))

    def parse_unary(self) -> Node:
        token = self.advance()
        if token.kind in ("not", "lparen"):
            self.depth += 1
            if self.depth > MAX_NESTING:
                raise QuerySyntaxError(
                    f"the query nests parentheses and '-' more than {MAX_NESTING} deep",
                    token.position,
                )
            try:
                return self._nested(token)
            finally:
                self.depth -= 1
        if token.kind == "word":
            return NameTerm(fold_text(token.text), token.position)
        if token.kind == "phrase":
            return NameTerm(fold_text(token.text), token.position)
        if token.kind == "exact":
            return ExactName(fold_text(token.text), token.position)
        if token.kind == "regex":
            return _regex_node("name", token.text, token.position)
        if token.kind == "filter":
            return _filter_node(token)
        if token.kind == "rparen":
            raise QuerySyntaxError("unmatched ')'", token.position)
        if token.kind in ("and", "or"):
            raise QuerySyntaxError(f"'{token.text}' needs a search term before it", token.position)
        raise QuerySyntaxError("the query ends where a search term was expected", token.position)

    def _nested(self, token: _Token) -> Node:
        if token.kind == "not":
            return Not(self.parse_unary(), token.position)
        if self.peek().kind == "rparen":
            raise QuerySyntaxError("empty parentheses", token.position)
        node = self.parse_or()
        if self.advance().kind != "rparen":
            raise QuerySyntaxError("unclosed '(': add a ')'", token.position)
        return node


def _filter_node(token: _Token) -> Node:
    key = token.key.lower()
    field = KEYWORDS.get(key)
    if field is None:
        known = ", ".join(sorted({k for k in KEYWORDS if len(k) <= 3}))
        raise QuerySyntaxError(
            f"unknown keyword '{token.key}{token.op}' (try {known})", token.position
        )
    op = token.op
    if field in _TEXT_FIELDS or field in ("is", "not"):
        if op != ":":
            raise QuerySyntaxError(f"'{token.key}' only supports ':', not '{op}'", token.position)
        if field in ("is", "not"):
            return _is_node(token, negate=field == "not")
        if field != "keyword" and (regex := _REGEX.fullmatch(token.text)):
            return _regex_node(field, regex.group(1), token.value_position)
        return TextFilter(field, fold_text(token.text), token.position)  # type: ignore[arg-type]
    comparison = cast(Comparison, "=" if op == ":" else op)
    if field == "set":
        if op != ":" and op != "=":
            raise QuerySyntaxError(f"'{token.key}' only supports ':' and '='", token.position)
        return CodeFilter(token.text.lower(), token.position)
    if field == "rarity":
        rarity = RARITIES.get(token.text.lower())
        if rarity is None:
            raise QuerySyntaxError(
                f"'{token.key}' needs a rarity (common, uncommon, rare, mythic, special, "
                f"bonus, or c, u, r, m), found {token.text!r}",
                token.value_position,
            )
        return RarityFilter(comparison, rarity, token.position)
    if field in _NUMBER_FIELDS:
        other = KEYWORDS.get(token.text.lower())
        if other in _NUMBER_FIELDS:
            return FieldComparison(field, comparison, other, token.position)  # type: ignore[arg-type]
        number = stat_number(token.text)
        if number is None:
            raise QuerySyntaxError(
                f"'{token.key}' needs a number, found {token.text!r}", token.value_position
            )
        return NumberFilter(field, comparison, number, token.position)  # type: ignore[arg-type]
    return _color_node(token, field)


def _regex_node(field: str, pattern: str, position: int) -> Node:
    """A regular expression, checked here so a bad one is a syntax error with its place."""

    if len(pattern) > MAX_PATTERN:
        raise QuerySyntaxError(
            f"the regular expression is longer than {MAX_PATTERN} characters", position
        )
    try:
        regex.compile(pattern, regex.IGNORECASE)
    except regex.error as error:
        raise QuerySyntaxError(f"not a regular expression: {error}", position) from None
    return RegexFilter(field, pattern, position)  # type: ignore[arg-type]


def _is_node(token: _Token, *, negate: bool) -> Node:
    flag = IS_FLAGS.get(token.text.lower())
    if flag is None:
        known = ", ".join(sorted(set(IS_FLAGS.values())))
        raise QuerySyntaxError(
            f"unknown {token.key}: value {token.text!r} (try {known})", token.value_position
        )
    node = IsFilter(flag, token.position)
    return Not(node, token.position) if negate else node


def _color_node(token: _Token, field: str) -> Node:
    parsed = parse_color_value(token.text)
    if parsed is None:
        raise QuerySyntaxError(
            f"'{token.key}' needs colors such as 'wu', 'red', 'esper', 'c' (colorless), "
            f"'m' (multicolor) or a number; found {token.text!r}",
            token.value_position,
        )
    op = token.op
    if parsed.multicolor:
        if op != ":":
            raise QuerySyntaxError(
                f"'{token.key}{op}m' is not supported: use '{token.key}:m' or '{token.key}>=2'",
                token.position,
            )
        return ColorFilter(field, ">=", count=2, position=token.position)  # type: ignore[arg-type]
    if parsed.count is not None:
        comparison = cast(Comparison, "=" if op == ":" else op)
        return ColorFilter(field, comparison, count=parsed.count, position=token.position)  # type: ignore[arg-type]
    if op == ":":
        # c:rg = at least red and green; id:rg = fits a red-green deck; c:c = colorless.
        op = "=" if parsed.mask == 0 else (">=" if field == "colors" else "<=")
    comparison = cast(Comparison, op)
    return ColorFilter(field, comparison, mask=parsed.mask, position=token.position)  # type: ignore[arg-type]
