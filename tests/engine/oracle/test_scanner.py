"""The first-character lexers (engine.oracle.scanner) match what lark's full alternation matches."""

from __future__ import annotations

from lark.lexer import TextSlice

from engine.oracle.grammar import parser
from engine.oracle.scanner import FirstCharScanner

LINES = (
    "Flying",
    "When ~ enters, draw a card.",
    "{T}: Add {G}.",
    "Destroy target creature. Its controller loses 2 life.",
    "Kicker {2}{R} (You may pay an additional {2}{R} as you cast this spell.)",
    "ſ Ω — K 12 +1/+1 [−2]: “odd” characters",
    "Equipped creature gets +2/+0 and has first strike.",
)


def test_every_scanner_matches_like_lark() -> None:
    lexer = parser().parser.lexer
    compared = 0
    distinct = {id(b): b for b in lexer.lexers.values()}.values()
    largest = sorted(distinct, key=lambda b: len(b.terminals), reverse=True)[:4]
    for basic in (lexer.root_lexer, *largest):
        scanner = basic.scanner
        if not isinstance(scanner, FirstCharScanner):
            continue
        for line in LINES:
            text = TextSlice(line, 0, len(line))
            for pos in range(len(line)):
                assert scanner.match(text, pos) == scanner.full.match(text, pos), (line, pos)
                compared += 1
    assert compared > 0
