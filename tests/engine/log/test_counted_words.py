"""A count a person reads says its noun in the singular for one and in the plural otherwise
("1 card", "0 cards", "3 cards"), never "card(s)"."""

from __future__ import annotations

from engine.core.log import counted


def test_one_is_singular() -> None:
    assert counted(1, "card") == "1 card"


def test_zero_is_plural() -> None:
    assert counted(0, "card") == "0 cards"


def test_two_is_plural() -> None:
    assert counted(2, "+1/+1 counter") == "2 +1/+1 counters"


def test_an_irregular_plural_is_given() -> None:
    assert counted(3, "Elf", "Elves") == "3 Elves"
    assert counted(1, "Elf", "Elves") == "1 Elf"


def test_a_word_that_is_its_own_plural() -> None:
    assert counted(2, "Plains", "Plains") == "2 Plains"
