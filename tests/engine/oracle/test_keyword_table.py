"""The keyword table (`python -m engine.oracle keywords FILE`): rule numbers read from the CR,
keyword lines found in the text, "implemented" measured from the compiler and the tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.oracle.__main__ import KEYWORDS_DOC
from engine.oracle.keyword_rules import (
    ABILITY_WORDS,
    RULES,
    from_comprehensive_rules,
    rule_of,
)
from engine.oracle.keyword_table import _actions_in, canonical, keyword_line, keyword_table
from tests.engine.cards_2026 import all_records, records_by_name

ROOT = Path(__file__).resolve().parents[3]
SHARED = ROOT.parent / "shared"
CR = SHARED / "rules" / "MagicCompRules.txt"


def test_the_rule_tables_are_the_comprehensive_rules() -> None:
    if not CR.is_file():
        pytest.skip(f"needs the CR in {CR}")
    rules, words = from_comprehensive_rules(CR.read_text(encoding="utf-8-sig"))
    assert (rules, words) == (RULES, ABILITY_WORDS), (
        "paste `python -m engine.oracle keyword-rules ../shared/rules/MagicCompRules.txt` "
        "over the tables of engine/oracle/keyword_rules.py"
    )


def test_rule_numbers_of_keywords_their_variants_and_families() -> None:
    assert rule_of("Cascade") == "702.85"
    assert rule_of("Suspend") == "702.62"
    assert rule_of("Multikicker") == "702.33c"
    assert rule_of("Swampcycling") == "702.29e"
    assert rule_of("Islandwalk") == "702.14"
    assert rule_of("Affinity for Equipment") == "702.41"
    assert rule_of("Scry") == "701.22"
    assert rule_of("Landfall") is None  # an ability word (207.2c)
    assert "landfall" in ABILITY_WORDS and "threshold" in ABILITY_WORDS
    assert canonical("Basic landcycling") == "typecycling"
    assert canonical("Totem armor") == "umbra armor"  # the CR's name since 702.89


def test_keyword_lines_are_lists_of_keywords_or_one_with_its_cost() -> None:
    assert keyword_line("Flying, vigilance") == ("flying", "vigilance")
    assert keyword_line("Suspend 4—{1}{U}") == ("suspend",)
    assert keyword_line("Escape—{R}{R}, Exile four other cards from your graveyard.") == ("escape",)
    assert keyword_line("Kicker {1}{G} and/or {U}") == ("kicker",)
    assert keyword_line("Forestcycling {2}") == ("typecycling",)
    # A sentence naming a keyword, an ability word's line: no keyword lines.
    assert keyword_line("Creatures you control have flying.") == ()
    assert keyword_line("Landfall — Whenever a land you control enters, draw a card.") == ()


def test_implemented_is_measured_from_the_compiled_lines_and_a_test_named_by_the_rule() -> None:
    records = records_by_name()
    table = keyword_table(
        [records["Serra Angel"], records["Bloodbraid Elf"], records["Ardent Plea"]]
    )
    rows = {row.keyword: row for row in table.rows}
    # Serra Angel's "Flying, vigilance" line is applied: compiled.
    assert (rows["Flying"].with_lines, rows["Flying"].applied) == (1, 1)
    assert rows["Flying"].compiled
    # Ardent Plea's "Exalted" line is applied too; its "Cascade" line counts for cascade.
    assert rows["Cascade"].rule == "702.85" and rows["Cascade"].cards == 2
    assert rows["Haste"].cards == 1
    # A row is implemented only with a scenario test named by its rule number.
    for row in table.rows:
        assert row.implemented == (row.compiled and row.test is not None)
        if row.test is not None:
            assert Path(row.test).name.startswith("test_" + row.rule.replace(".", "_") + "_")


def test_specialized_keyword_actions_are_found_in_the_text_listed_or_not() -> None:
    # 701.1: the card data lists neither "venture into the dungeon" nor "the Ring tempts you";
    # a card uses them wherever its text says so.
    assert _actions_in("When ~ enters, venture into the dungeon.") == {"venture into the dungeon"}
    assert _actions_in("Venture into Undercity.") == {"venture into the dungeon"}  # 701.49d
    assert _actions_in("Whenever the Ring tempts you, draw a card.") == {"the ring tempts you"}
    assert _actions_in("When you set this scheme in motion, draw a card.") == {"set in motion"}
    # The longer name wins where both match: manifest dread is no manifest (701.62, 701.40).
    assert _actions_in("When ~ dies, manifest dread.") == {"manifest dread"}
    # A mode's flavor name (207.2d), a kind of counter and the everyday verbs are no actions.
    assert _actions_in("• Learn Their Secrets — Draw two cards, then discard two cards.") == set()
    assert _actions_in("~ enters with three suspect counters on it.") == set()
    assert _actions_in("You gain life equal to its converted mana cost.") == set()
    assert _actions_in("Whenever you cast your second spell each turn, convert ~.") == {"convert"}
    assert _actions_in("Exile target creature. Sacrifice a land.") == set()


@pytest.mark.slow
def test_the_keyword_table_in_docs_is_the_command_s_output() -> None:
    records = all_records()
    written = (ROOT / "docs" / "keywords.md").read_text(encoding="utf-8")
    table = keyword_table(records)
    assert written == KEYWORDS_DOC + table.markdown() + "\n", (
        "run `python -m engine.oracle keywords ../shared/carddata/oracle-cards-2026.json.gz "
        "--write docs/keywords.md`"
    )
