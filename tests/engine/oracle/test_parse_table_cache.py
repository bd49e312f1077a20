"""The grammar's parse tables kept in a directory parse exactly as tables built in memory."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.oracle import grammar
from engine.oracle.scanner import dispatch_by_first_char

LINES = [
    ("spell_line", "~ deals 3 damage to any target."),
    ("triggered", "When ~ enters, draw a card."),
    ("activated", "{T}: Add {G}."),
]


def test_a_second_process_loads_the_tables_the_first_one_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(grammar, "_parse_table_directory", tmp_path)
    (tmp_path / "oracle-grammar-of-an-earlier-grammar.lark").write_bytes(b"")
    text = grammar.grammar_text()
    built = dispatch_by_first_char(grammar._lalr(text))
    kept = sorted(path.name for path in tmp_path.iterdir())
    assert len(kept) == 1 and kept[0].startswith("oracle-grammar-"), (
        kept
    )  # no partial file, no earlier tables left
    loaded = dispatch_by_first_char(grammar._lalr(text))
    for start, line in LINES:
        assert loaded.parse(line, start=start) == built.parse(line, start=start)


def test_a_directory_that_cannot_be_made_means_tables_built_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setattr(grammar, "_parse_table_directory", blocker / "tables")
    calls: list[dict[str, object]] = []
    monkeypatch.setattr(grammar, "Lark", lambda text, **options: calls.append(options))
    grammar._lalr('start: "a"')
    assert len(calls) == 1 and "cache" not in calls[0]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["a-file"]
