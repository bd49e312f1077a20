"""builder.cards.search.parser: every syntax feature, and errors that say where the problem is."""

from __future__ import annotations

import pytest

from builder.cards.search.parser import parse_query
from builder.cards.search.syntax import (
    And,
    ColorFilter,
    ExactName,
    IsFilter,
    NameTerm,
    Not,
    NumberFilter,
    Or,
    QuerySyntaxError,
    TextFilter,
)

W, U, B, R, G = 1, 2, 4, 8, 16


def test_an_empty_query_has_no_terms() -> None:
    assert parse_query("") is None
    assert parse_query("   ") is None


def test_bare_words_search_names_and_are_folded() -> None:
    assert parse_query("Bolt") == NameTerm("bolt")
    assert parse_query("Lim-Dûl's") == NameTerm("lim-dul's")


def test_words_are_implicitly_anded() -> None:
    assert parse_query("lightning bolt") == And((NameTerm("lightning"), NameTerm("bolt")))


def test_a_quoted_phrase_is_one_name_term() -> None:
    assert parse_query('"lightning bolt"') == NameTerm("lightning bolt")
    assert parse_query(r'"say \"hi\""') == NameTerm('say "hi"')


def test_an_exclamation_mark_asks_for_an_exact_name() -> None:
    assert parse_query('!"Fire // Ice"') == ExactName("fire // ice")
    assert parse_query("!Shock") == ExactName("shock")


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("t:creature", TextFilter("type", "creature")),
        ("type:Legendary", TextFilter("type", "legendary")),
        ('o:"enters the battlefield"', TextFilter("oracle", "enters the battlefield")),
        ("oracle:draw", TextFilter("oracle", "draw")),
        ("kw:Flying", TextFilter("keyword", "flying")),
        ("name:bolt", TextFilter("name", "bolt")),
    ],
)
def test_text_keywords(query: str, expected: object) -> None:
    assert parse_query(query) == expected


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("mv=3", NumberFilter("mana_value", "=", 3)),
        ("mv:3", NumberFilter("mana_value", "=", 3)),
        ("cmc<2", NumberFilter("mana_value", "<", 2)),
        ("mv>4", NumberFilter("mana_value", ">", 4)),
        ("mv<=1.5", NumberFilter("mana_value", "<=", 1.5)),
        ("mv>=7", NumberFilter("mana_value", ">=", 7)),
        ("mv!=0", NumberFilter("mana_value", "!=", 0)),
        ("pow>=4", NumberFilter("power", ">=", 4)),
        ("power=*", NumberFilter("power", "=", 0)),
        ("tou<2", NumberFilter("toughness", "<", 2)),
        ("loy>3", NumberFilter("loyalty", ">", 3)),
    ],
)
def test_number_comparisons(query: str, expected: object) -> None:
    assert parse_query(query) == expected


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("c:rg", ColorFilter("colors", ">=", mask=R | G)),
        ("c>=r", ColorFilter("colors", ">=", mask=R)),
        ("c=w", ColorFilter("colors", "=", mask=W)),
        ("c<=ub", ColorFilter("colors", "<=", mask=U | B)),
        ("c!=g", ColorFilter("colors", "!=", mask=G)),
        ("color:red", ColorFilter("colors", ">=", mask=R)),
        ("c:izzet", ColorFilter("colors", ">=", mask=U | R)),
        ("c:c", ColorFilter("colors", "=", mask=0)),
        ("c:colorless", ColorFilter("colors", "=", mask=0)),
        ("c:m", ColorFilter("colors", ">=", count=2)),
        ("c=2", ColorFilter("colors", "=", count=2)),
        ("id<=wu", ColorFilter("identity", "<=", mask=W | U)),
        ("id:esper", ColorFilter("identity", "<=", mask=W | U | B)),
        ("ci=c", ColorFilter("identity", "=", mask=0)),
        ("identity>g", ColorFilter("identity", ">", mask=G)),
    ],
)
def test_color_comparisons(query: str, expected: object) -> None:
    assert parse_query(query) == expected


@pytest.mark.parametrize(
    "flag", ["permanent", "spell", "vanilla", "legendary", "colorless", "dfc", "mdfc"]
)
def test_is_flags(flag: str) -> None:
    assert parse_query(f"is:{flag}") == IsFilter(flag)


def test_is_multicolored_is_is_multicolor_and_not_negates() -> None:
    assert parse_query("is:multicolored") == IsFilter("multicolor")
    assert parse_query("IS:Multicolor") == IsFilter("multicolor")
    assert parse_query("not:legendary") == Not(IsFilter("legendary"))


def test_or_is_case_insensitive_and_binds_looser_than_and() -> None:
    assert parse_query("t:elf OR t:goblin c:r") == Or(
        (
            TextFilter("type", "elf"),
            And((TextFilter("type", "goblin"), ColorFilter("colors", ">=", mask=R))),
        )
    )
    assert parse_query("a or b") == Or((NameTerm("a"), NameTerm("b")))


def test_explicit_and() -> None:
    assert parse_query("t:elf and c:g") == parse_query("t:elf c:g")
    assert parse_query("t:elf AND c:g") == parse_query("t:elf c:g")


def test_parentheses_group() -> None:
    assert parse_query("(t:elf or t:goblin) c:g") == And(
        (
            Or((TextFilter("type", "elf"), TextFilter("type", "goblin"))),
            ColorFilter("colors", ">=", mask=G),
        )
    )
    assert parse_query("((bolt))") == NameTerm("bolt")


def test_a_minus_negates_a_term_or_a_group() -> None:
    assert parse_query("-t:creature") == Not(TextFilter("type", "creature"))
    assert parse_query("-(c:r or c:g)") == Not(
        Or((ColorFilter("colors", ">=", mask=R), ColorFilter("colors", ">=", mask=G)))
    )
    assert parse_query('-"lightning bolt"') == Not(NameTerm("lightning bolt"))


def test_a_hyphen_inside_a_word_or_alone_is_part_of_the_name() -> None:
    assert parse_query("will-o") == NameTerm("will-o")
    assert parse_query("bolt -") == And((NameTerm("bolt"), NameTerm("-")))


def test_nodes_remember_where_they_start() -> None:
    node = parse_query("bolt  -t:creature")
    assert isinstance(node, And)
    name, negation = node.operands
    assert isinstance(name, NameTerm) and isinstance(negation, Not)
    assert isinstance(negation.operand, TextFilter)
    assert (name.position, negation.position, negation.operand.position) == (0, 6, 7)


@pytest.mark.parametrize(
    ("query", "message", "position"),
    [
        ("foo:bar", "unknown keyword 'foo:'", 0),
        ("t:elf foo>3", "unknown keyword 'foo>'", 6),
        ("t>creature", "'t' only supports ':', not '>'", 0),
        ("mv>three", "'mv' needs a number, found 'three'", 3),
        ("pow>=", "'pow>=' needs a value", 5),
        ("c:xyz", "'c' needs colors such as", 2),
        ("c:rc", "'c' needs colors such as", 2),
        ("c>m", "'c>m' is not supported", 0),
        ("is:creature", "unknown is: value 'creature'", 3),
        ('o:"enters the', "unclosed quote", 2),
        ('"bolt', "unclosed quote", 0),
        ("(t:elf", "unclosed '(': add a ')'", 0),
        ("t:elf)", "unmatched ')'", 5),
        ("()", "empty parentheses", 0),
        ("or bolt", "'or' needs a search term before it", 0),
        ("bolt or", "the query ends where a search term was expected", 7),
    ],
)
def test_errors_say_what_and_where(query: str, message: str, position: int) -> None:
    with pytest.raises(QuerySyntaxError) as raised:
        parse_query(query)
    error = raised.value
    assert error.message.startswith(message)
    assert error.position == position
    assert str(error).endswith(f"(at character {position + 1})")


def test_an_error_can_point_at_the_problem() -> None:
    with pytest.raises(QuerySyntaxError) as raised:
        parse_query("t:elf foo:bar")

    assert raised.value.pointer("t:elf foo:bar") == "t:elf foo:bar\n      ^"


def test_an_unknown_keyword_error_lists_the_known_ones() -> None:
    with pytest.raises(
        QuerySyntaxError,
        match=r"try c, ci, cmc, e, id, is, kw, loy, mv, not, o, pow, r, s, set, t, tou",
    ):
        parse_query("x:1")
