"""Partner—[text] (702.124i): two legendary cards with the same "partner—[text]" ability may be
designated as commanders; like partner (702.124a) it modifies deck construction and functions
before the game begins, so in a game under way it has nothing to do. Real cards of the 2026 card
file compiled from their Oracle text: each line "Partner—Survivors", "Partner—Father & son",
"Partner—Character select" is applied as that keyword and adds no ability."""

from __future__ import annotations

import pytest

from engine.oracle.compiler import compile_record
from engine.rules.keywords import applies
from tests.engine.cards_2026 import records

CARDS = {
    "Abby, Merciless Soldier": "Partner—Survivors",
    "Kratos, Stoic Father": "Partner—Father & son",
    "Leonardo, the Balance": "Partner—Character select",
}


@pytest.mark.parametrize(("name", "keyword"), CARDS.items())
def test_702_124i_partner_text_is_a_keyword_applied_with_nothing_to_do(
    name: str, keyword: str
) -> None:
    compiled = compile_record(records(name)[name])
    line = next(s for s in compiled.lines if s.text == keyword)
    assert line.applied
    assert keyword in compiled.definition.keywords
    assert keyword in compiled.printed.split("\n")
    assert applies(keyword)


def test_702_124f_partner_text_is_not_partner() -> None:
    # Different partner abilities are distinct (702.124f): the keyword isn't plain "Partner".
    compiled = compile_record(records("Abby, Merciless Soldier")["Abby, Merciless Soldier"])
    assert "Partner" not in compiled.definition.keywords
