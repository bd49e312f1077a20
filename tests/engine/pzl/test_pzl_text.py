"""Reading and writing Forge `.pzl` text: every key and modifier, leniency where Forge is lenient,
errors with line numbers where Forge would fail, and `parse(dump(p)) == p`."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.pzl import PzlError, dump, parse
from engine.pzl.model import (
    CardList,
    Comment,
    Counter,
    CounterList,
    Modifier,
    SetupList,
    StateField,
    TokenSpelling,
)
from engine.pzl.vocabulary import GLOBAL_KEYS, PLAYER_KEYS, ModifierKind

FIXTURES = Path(__file__).parent / "fixtures"
FIXTURE_FILES = sorted(FIXTURES.glob("*.pzl"))


def read(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.name)
def test_dump_then_parse_gives_the_same_puzzle(path: Path) -> None:
    puzzle = parse(path.read_text(encoding="utf-8"))
    assert parse(dump(puzzle)) == puzzle
    assert dump(parse(dump(puzzle))) == dump(puzzle)


def test_metadata_fields_are_typed_and_unknown_keys_kept_in_order() -> None:
    metadata = parse(read("every_key_human_ai.pzl")).metadata
    assert metadata.name == "Stackboard fixture - every key"
    assert (
        metadata.url == "https://example.com/puzzles/every-key.png?a=1:2"
    )  # split at the first ':'
    assert metadata.goal == "Destroy specified creatures"
    assert metadata.turns == 3
    assert metadata.difficulty == "Uncommon"
    assert metadata.description == "Destroy the dragon.\\nThe opponent has open mana."
    assert metadata.targets == "Creature.Dragon+OppCtrl"
    assert metadata.target_count == 1
    assert [(f.key, f.value) for f in metadata.extra] == [("HumanControl", "True")]
    assert metadata.comments == (
        Comment("# Forge ignores HumanControl; the importer keeps it verbatim."),
    )


def test_comments_keep_their_section_and_place() -> None:
    puzzle = parse(read("every_key_human_ai.pzl"))
    assert puzzle.preamble[0].text.startswith("# Stackboard test fixture")
    lines = puzzle.state.lines
    comment = lines.index(Comment("# the opponent"))
    following = lines[comment + 1]
    assert isinstance(following, StateField) and following.key == "AILife"


def test_state_keys_are_case_insensitive_with_both_player_spellings() -> None:
    human_ai = parse(read("every_key_human_ai.pzl")).state
    p0_p1 = parse(read("p0_p1_tokens_combat.pzl")).state
    assert (human_ai.turn, human_ai.active_player, human_ai.active_phase) == (2, 0, "MAIN1")
    assert human_ai.get("life", 0) == 7 and human_ai.get("life", 1) == -1
    assert p0_p1.get("life", 1) == 3 and p0_p1.active_phase == "COMBAT_DECLARE_BLOCKERS"
    assert parse(read("verbatim_modifiers.pzl")).state.active_player == 1  # activeplayer=ai


def test_play_is_the_old_name_of_the_battlefield() -> None:
    state = parse(read("every_key_human_ai.pzl")).state
    assert [e.name for e in state.zone(0, "battlefield")][:3] == [
        "Grizzly Bears",
        "Holy Strength",
        "Bonesplitter",
    ]
    assert state.zone(0, "play") == state.zone(0, "battlefield")


def test_lists_skip_empty_entries_and_trim_spaces() -> None:
    state = parse(read("every_key_human_ai.pzl")).state
    assert [e.name for e in state.zone(0, "library")] == [
        "Island",
        "Forest",
        "Mountain",
    ]  # trailing ';'
    assert [e.name for e in state.zone(0, "hand")] == ["Lightning Bolt", "Opt"]
    assert state.get("hand", 1) == CardList(())  # aihand=
    assert state.get("precast", 1) == SetupList(())
    assert state.get("counters", 0) == CounterList((Counter("POISON", 3), Counter("ENERGY", 2)))


def test_precast_items_keep_their_pipes_and_arrows() -> None:
    state = parse(read("every_key_human_ai.pzl")).state
    assert state.get("precast", 0) == SetupList(
        (
            "Ancestral Knowledge:TrigShuffle",
            "Faerie Formation:CustomScript:DB$ Token | TokenScript$ u_1_1_faerie_flying",
        )
    )
    assert state.get("putonstack", 0) == SetupList(("Lightning Bolt->AI",))


def test_ability_and_unknown_keys_are_kept_verbatim() -> None:
    fields = {f.key: f for f in parse(read("every_key_human_ai.pzl")).state.fields}
    petal = fields["AbilityPetal"]
    assert petal.spec.ability == "Petal"
    assert isinstance(petal.value, str) and petal.value.startswith(
        "AB$ Mana | Cost$ Sac<1/CARDNAME>"
    )
    assert fields["aiName"].value == "Nick" and not fields["aiName"].spec.known


def test_card_modifiers_keep_order_and_spelling() -> None:
    battlefield = parse(read("every_key_human_ai.pzl")).state.zone(0, "battlefield")
    bears = battlefield[0]
    assert bears.modifiers == (
        Modifier("Id", "1"),
        Modifier("Tapped"),
        Modifier("Counters", "P1P1=2,M1M1=1"),
        Modifier("NoETBTrigs"),
    )
    assert battlefield[2].first(ModifierKind.ATTACHED_TO, ModifierKind.ATTACHING) == Modifier(
        "Attaching", "1"
    )
    assert battlefield[2].modifiers[0].kind is ModifierKind.ATTACHING


def test_unrecognised_modifiers_are_kept_but_have_no_kind() -> None:
    battlefield = parse(read("every_key_human_ai.pzl")).state.zone(0, "battlefield")
    shock = next(e for e in battlefield if e.name == "Shock")
    island = next(e for e in battlefield if e.name == "Island")
    assert shock.modifiers == (Modifier("AER"),) and shock.modifiers[0].kind is None
    assert [m.kind for m in island.modifiers] == [
        None,
        None,
    ]  # `Island|Set|M19`: a bare Set does nothing


def test_both_token_spellings() -> None:
    battlefield = parse(read("p0_p1_tokens_combat.pzl")).state.zone(0, "battlefield")
    script, legacy = battlefield[0], battlefield[1]
    assert (script.token, script.name) == (TokenSpelling.SCRIPT, "r_2_2_human_knight_trample_haste")
    assert legacy.token is TokenSpelling.LEGACY
    assert legacy.name.startswith(
        "Elf Warrior,P:1,T:1,Cost:no cost,Color:G"
    )  # ',' and ':' stay inside
    assert legacy.modifiers[0] == Modifier("Id", "2")
    assert script.text() == "T:r_2_2_human_knight_trample_haste|Tapped|Attacking|SummonSick"


def test_crlf_spacing_and_trailing_separators_read_like_the_plain_file() -> None:
    plain = parse(read("p0_p1_tokens_combat.pzl"))
    assert parse((FIXTURES / "crlf_spacing.pzl").read_bytes().decode()) == plain
    assert parse(read("p0_p1_tokens_combat.pzl").replace("\n", "\r\n")) == plain


def test_dump_normalizes_formatting_only() -> None:
    text = dump(parse(read("crlf_spacing.pzl")))
    assert "\r" not in text and "p1library=Opt;Opt\n" in text
    assert text == dump(parse(read("p0_p1_tokens_combat.pzl")))


def test_fixtures_cover_every_modifier_and_state_key() -> None:
    puzzles = [parse(path.read_text(encoding="utf-8")) for path in FIXTURE_FILES]
    entries = [
        entry
        for puzzle in puzzles
        for field in puzzle.state.fields
        if isinstance(field.value, CardList)
        for entry in field.value.entries
    ]
    assert {m.kind for e in entries for m in e.modifiers} - {None} == set(ModifierKind)
    keys = {f.spec.name for puzzle in puzzles for f in puzzle.state.fields}
    assert set(PLAYER_KEYS) - {"play"} <= keys and set(GLOBAL_KEYS) <= keys and "ability" in keys
    spellings = {
        f.key.lower()[:2]
        for puzzle in puzzles
        for f in puzzle.state.fields
        if f.spec.player is not None
    }
    assert {"hu", "ai", "p0", "p1"} <= spellings


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("[metadata]\nName:x\n[state]\nhumanlife 20\n", 4, "key=value"),
        ("[metadata]\nName:x\nTurns:one\n[state]\n", 3, "Turns"),
        ("[metadata]\nTurns: 1\n[state]\n", 2, "Turns"),  # Forge parses Turns untrimmed
        ("[metadata]\nGoal Win\n[state]\n", 2, "Key:Value"),
        ("[metadata]\n[state]\n\nturn=two\n", 4, "turn must be a whole number"),
        ("[metadata]\n[state]\np0life=\n", 3, "life"),
        ("[metadata]\n[state]\nactivephase=LUNCH\n", 3, "unknown phase"),
        ("[metadata]\n[state]\nactiveplayer=p2\n", 3, "human, ai, p0 or p1"),
        ("[metadata]\n[state]\np0counters=POISON\n", 3, "TYPE=n"),
        ("[metadata]\n[state]\np0battlefield=Bears|Counters:P1P1=x\n", 3, "P1P1"),
        ("[metadata]\n[state]\np0battlefield=Bears|Id:a\n", 3, "Id needs a whole number"),
        (
            "[metadata]\n[state]\np0hand=Bears|Id:1\np1hand=Bears|Id:1\n",
            4,
            "already used on line 3",
        ),
        (
            "[metadata]\n[state]\np0battlefield=Curse|EnchantingPlayer:Bob\n",
            3,
            "must name a player",
        ),
        ("[metadata]\n[state]\np0battlefield=|Tapped\n", 3, "needs a name"),
        ("Name:x\n[metadata]\n[state]\n", 1, "before the first section"),
    ],
)
def test_malformed_input_is_refused_with_its_line(text: str, line: int, words: str) -> None:
    with pytest.raises(PzlError) as error:
        parse(text)
    assert error.value.line == line
    assert words in error.value.message
    assert str(error.value).startswith(f"line {line}: ")


def test_a_missing_section_is_refused() -> None:
    with pytest.raises(PzlError, match=r"no \[state\] section"):
        parse("[metadata]\nName:x\n")


def test_forge_ignored_things_are_accepted() -> None:
    puzzle = parse(
        "\ufeff# made by hand\n\n[Metadata]\nname:Lenient\nturns:1\nColour:blue\n[STATE]\n"
        "HUMANLIFE=20\naibattlefield=Bears|Typo|Tapped;;\n[solution]\nfree text\n"
    )
    assert puzzle.metadata.name == "Lenient" and puzzle.metadata.turns == 1
    assert puzzle.state.get("life", 0) == 20
    assert [m.kind for m in puzzle.state.zone(1, "battlefield")[0].modifiers] == [
        None,
        ModifierKind.TAPPED,
    ]
    assert puzzle.other_sections[0].lines == ("free text",)
    assert parse(dump(puzzle)) == puzzle


def test_a_number_longer_than_forge_reads_is_a_pzl_error_with_its_line() -> None:
    text = "[metadata]\nName:Huge\n[state]\nhumanlife=" + "1" * 5000 + "\n"
    with pytest.raises(PzlError, match=r"a number with 5,000 digits") as raised:
        parse(text)
    assert raised.value.line == 4


def test_a_turn_count_longer_than_forge_reads_is_a_pzl_error() -> None:
    with pytest.raises(PzlError, match="a number with 40 digits"):
        parse("[metadata]\nTurns:" + "7" * 40 + "\n[state]\nhumanlife=20\n")
