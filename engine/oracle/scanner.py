"""A faster lexer for the oracle grammar that matches exactly what lark's own lexer matches.

lark's basic lexer matches one regular expression, the alternation of every terminal allowed
in the lexer's state, in priority order: the first alternative that matches at the position
wins. Python's `re` tries the alternatives one by one, so a state with hundreds of terminals
(and the contextual lexer's root lexer, with every terminal of the grammar, which lark asks
after each line the grammar doesn't read, to word its error) spends most of the parsing time
rejecting alternatives that can't even start with the character at the position.

Here each terminal's possible first characters are worked out from its parsed pattern (a
superset: anything not understood, non-ASCII, or a pattern that may match the empty string
counts as "any character"), and a position whose character is ASCII is matched by the
alternation of only the terminals that can start with it, in the same order. Leaving out
alternatives that can't match never changes which alternative matches first, so the tokens
are the same; a non-ASCII character is matched by lark's full alternation.
"""

from __future__ import annotations

import re
from re import _constants as sre
from re import _parser as sre_parse
from typing import Any

from lark import Lark
from lark.lexer import BasicLexer, ContextualLexer, Scanner, TerminalDef

_ASCII = frozenset(chr(c) for c in range(128))
# Lexers with fewer terminals than this keep lark's scanner (a short alternation is fast).
_SMALL = 16


def _cased(chars: set[str]) -> set[str]:
    return chars | {c.lower() for c in chars} | {c.upper() for c in chars}


def _literal(code: int, ignore_case: bool) -> frozenset[str] | None:
    char = chr(code)
    if code >= 128:
        # Under IGNORECASE a non-ASCII letter may match an ASCII one (the Kelvin sign, "ſ").
        return None if ignore_case else frozenset()
    return frozenset(_cased({char}) if ignore_case else {char})


def _in_set(items: Any, ignore_case: bool) -> frozenset[str] | None:
    found: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            one = _literal(av, ignore_case)
            if one is None:
                return None
            found |= one
        elif op is sre.RANGE:
            low, high = av
            if ignore_case and high >= 128:
                return None
            found |= {chr(c) for c in range(low, min(high, 127) + 1)}
        else:  # NEGATE, CATEGORY (\d, \w, \s) and the rest: any character
            return None
    return frozenset(_cased(found) if ignore_case else found)


def _first(items: Any, ignore_case: bool) -> tuple[frozenset[str] | None, bool]:
    """The possible first characters of a sequence (None: any) and whether it can be empty."""
    found: set[str] = set()
    for op, av in items:
        nullable = False
        if op is sre.LITERAL:
            chars = _literal(av, ignore_case)
        elif op is sre.IN:
            chars = _in_set(av, ignore_case)
        elif op is sre.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            inner = (ignore_case or bool(add_flags & re.IGNORECASE)) and not (
                del_flags & re.IGNORECASE
            )
            chars, nullable = _first(sub, inner)
        elif op is sre.BRANCH:
            chars, nullable = frozenset(), False
            for alternative in av[1]:
                one, empty = _first(alternative, ignore_case)
                chars = None if chars is None or one is None else chars | one
                nullable = nullable or empty
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, _high, sub = av
            chars, empty = _first(sub, ignore_case)
            nullable = low == 0 or empty
        elif op is sre.ATOMIC_GROUP:
            chars, nullable = _first(av, ignore_case)
        elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            chars, nullable = frozenset(), True  # zero width: only restricts what follows
        else:  # ANY, NOT_LITERAL, GROUPREF, ...: any character
            chars = None
        if chars is None:
            return None, False
        found |= chars
        if not nullable:
            return frozenset(found), False
    return frozenset(found), True


def first_characters(terminal: TerminalDef, flags: int) -> frozenset[str] | None:
    """The ASCII characters a match of the terminal can start with (None: any)."""
    try:
        parsed = sre_parse.parse(terminal.pattern.to_regexp(), flags)
    except Exception:  # noqa: BLE001 - a pattern this can't read: any character
        return None
    chars, nullable = _first(parsed, bool(parsed.state.flags & re.IGNORECASE))
    return None if nullable else chars


# Lexers of different states often leave the same terminals for a character: one Scanner each.
_SHARED: dict[tuple[str, ...], Scanner] = {}


def _shared(terminals: list[TerminalDef], full: Scanner) -> Scanner:
    key = (str(full.g_regex_flags), *(t.name for t in terminals))
    found = _SHARED.get(key)
    if found is None:
        found = _SHARED[key] = Scanner(terminals, full.g_regex_flags, full.re_, full.use_bytes)  # type: ignore[no-untyped-call]
    return found


class FirstCharScanner:
    """lark's Scanner, dispatched on the character at the position (see the module docstring)."""

    def __init__(self, full: Scanner) -> None:
        self.full = full
        self.terminals = full.terminals
        self.allowed_types = full.allowed_types
        self._starts = [first_characters(t, full.g_regex_flags) for t in full.terminals]
        self._by_char: dict[str, Scanner | None] = {}

    def _for(self, char: str) -> Scanner | None:
        """The alternation of the terminals that can start with `char` (None: no terminal)."""
        if char in self._by_char:
            return self._by_char[char]
        terminals = [
            t
            for t, starts in zip(self.terminals, self._starts, strict=True)
            if starts is None or char in starts
        ]
        found = self._by_char[char] = _shared(terminals, self.full) if terminals else None
        return found

    def match(self, text: Any, pos: int) -> Any:
        char = text.text[pos]
        if char not in _ASCII:
            return self.full.match(text, pos)
        scanner = self._for(char)
        return None if scanner is None else scanner.match(text, pos)

    def fullmatch(self, text: str) -> str | None:
        return self.full.fullmatch(text)


class _DispatchingLexer(BasicLexer):
    def _build_scanner(self) -> Scanner:
        full = super()._build_scanner()
        if len(full.terminals) < _SMALL or full.use_bytes:
            return full
        return FirstCharScanner(full)  # type: ignore[return-value]


def dispatch_by_first_char(parser: Lark) -> Lark:
    """Make the parser's lexers (built lazily, per state) first-character scanners."""
    lexer = getattr(parser.parser, "lexer", None)
    if isinstance(lexer, ContextualLexer):
        for basic in {id(b): b for b in (*lexer.lexers.values(), lexer.root_lexer)}.values():
            if type(basic) is BasicLexer and basic._scanner is None:
                basic.__class__ = _DispatchingLexer
    return parser
