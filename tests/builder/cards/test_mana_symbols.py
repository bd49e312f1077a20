"""builder.cards.manasymbols: every symbol has a spoken alternative."""

from __future__ import annotations

import pytest

from builder.cards.manasymbols import (
    ManaSymbol,
    TextPart,
    describe_symbol,
    parse_mana_cost,
    split_symbols,
)


@pytest.mark.parametrize(
    ("symbol", "title"),
    [
        ("1", "one generic mana"),
        ("12", "twelve generic mana"),
        ("100", "100 generic mana"),
        ("X", "X generic mana"),
        ("W", "one white mana"),
        ("U", "one blue mana"),
        ("B", "one black mana"),
        ("R", "one red mana"),
        ("G", "one green mana"),
        ("C", "one colorless mana"),
        ("S", "one snow mana"),
        ("T", "tap"),
        ("Q", "untap"),
        ("W/U", "one white or blue mana"),
        ("2/W", "two generic or one white mana"),
        ("B/P", "one black Phyrexian mana"),
        ("G/U/P", "one green or blue Phyrexian mana"),
        ("HR", "one half red mana"),
        ("½", "one half generic mana"),
        ("E", "one energy counter"),
    ],
)
def test_describe_symbol(symbol: str, title: str) -> None:
    assert describe_symbol(symbol) == title


def test_parse_mana_cost() -> None:
    assert parse_mana_cost("{X}{B}{R}") == [
        ManaSymbol("{X}", "X generic mana"),
        ManaSymbol("{B}", "one black mana"),
        ManaSymbol("{R}", "one red mana"),
    ]
    assert parse_mana_cost("") == []


def test_split_symbols_keeps_the_text_between() -> None:
    assert split_symbols("{T}: Add {G}.") == [
        TextPart("{T}", ManaSymbol("{T}", "tap")),
        TextPart(": Add "),
        TextPart("{G}", ManaSymbol("{G}", "one green mana")),
        TextPart("."),
    ]


def test_css_class() -> None:
    assert ManaSymbol("{W/U}", "").css_class == "mana-symbol mana-wu"
