"""builder.cards.importing: Scryfall bulk data into Card rows, idempotent, never stopped by one bad
record."""

from __future__ import annotations

import gzip
import json
import uuid
from pathlib import Path
from typing import Any

import pytest

from builder.cards import importing as cardimport
from builder.cards.importing import CardImportError, CardRecordError, card_fields_from_scryfall
from builder.models import Card
from tests.builder.cards.helpers import FIXTURES

pytestmark = pytest.mark.django_db


def write_cards(path: Path, records: list[Any]) -> Path:
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


def test_it_imports_a_plain_json_file() -> None:
    summary = cardimport.import_cards_from_path(FIXTURES / "cards.json")

    assert (summary.created, summary.updated, summary.unchanged, summary.skipped) == (26, 0, 0, 0)
    assert summary.total == 26 and not summary.failed
    bears = Card.objects.get(name="Grizzly Bears")
    assert bears.mana_cost == "{1}{G}"
    assert bears.mana_value == 2.0
    assert (bears.colors, bears.color_identity) == ("G", "G")
    assert bears.type_line == "Creature — Bear"
    assert (bears.power, bears.toughness, bears.loyalty) == ("2", "2", None)
    assert bears.oracle_id == uuid.UUID("14c8f55d-d177-4c25-a931-ebeb9e6062a0")
    assert (bears.set_code, bears.collector_number) == ("10e", "268")
    assert bears.search_name == "grizzly bears"


def test_it_detects_gzip_by_its_magic_bytes(gzipped_cards: Path) -> None:
    summary = cardimport.import_cards_from_path(gzipped_cards)

    assert summary.created == 26
    assert Card.objects.filter(name="Fire // Ice").exists()


def test_it_keeps_the_faces_of_a_double_faced_card() -> None:
    cardimport.import_cards_from_path(FIXTURES / "cards.json")

    delver = Card.objects.get(name="Delver of Secrets // Insectile Aberration")
    assert [face["name"] for face in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert delver.mana_cost == "{U}"  # the front face's: Scryfall gives none at the top level
    assert (delver.power, delver.toughness) == ("1", "1")
    assert "Flying" in delver.oracle_text and "\n//\n" in delver.oracle_text
    assert delver.layout == "transform"
    assert delver.keywords == ["Transform", "Flying"]
    assert delver.keyword_text == "transform\nflying"


def test_it_stores_colors_in_wubrg_order() -> None:
    cardimport.import_cards_from_path(FIXTURES / "cards.json")

    grenzo = Card.objects.get(name="Grenzo, Dungeon Warden")
    assert (grenzo.colors, grenzo.color_identity) == ("BR", "BR")
    fire_ice = Card.objects.get(name="Fire // Ice")
    assert fire_ice.colors == "UR"
    assert Card.objects.get(name="Sol Ring").colors == ""


def test_reimporting_the_same_file_changes_nothing() -> None:
    cardimport.import_cards_from_path(FIXTURES / "cards.json")
    before = {card.name: card.updated_at for card in Card.objects.all()}

    summary = cardimport.import_cards_from_path(FIXTURES / "cards.json")

    assert (summary.created, summary.updated, summary.unchanged) == (0, 0, 26)
    assert {card.name: card.updated_at for card in Card.objects.all()} == before


def test_reimporting_updates_changed_cards_and_adds_new_ones(tmp_path: Path) -> None:
    cardimport.import_cards_from_path(FIXTURES / "cards.json")
    records = json.loads((FIXTURES / "cards.json").read_text(encoding="utf-8"))[:3]
    records[0]["oracle_text"] = "Errata: this bear now has text."
    records[0]["power"] = "3"
    records.append({"object": "card", "name": "Brand New Card", "type_line": "Instant"})

    summary = cardimport.import_cards_from_path(write_cards(tmp_path / "v2.json", records))

    assert (summary.created, summary.updated, summary.unchanged) == (1, 1, 2)
    bears = Card.objects.get(name="Grizzly Bears")
    assert (bears.oracle_text, bears.power) == ("Errata: this bear now has text.", "3")
    assert Card.objects.count() == 27


def test_a_renamed_card_is_updated_by_its_oracle_id(tmp_path: Path) -> None:
    cardimport.import_cards_from_path(FIXTURES / "cards.json")
    kird_ape = Card.objects.get(name="Kird Ape")
    record = json.loads((FIXTURES / "cards.json").read_text(encoding="utf-8"))[-1]
    assert record["name"] == "Kird Ape"
    record["name"] = "Kird Chimp"

    summary = cardimport.import_cards_from_path(write_cards(tmp_path / "renamed.json", [record]))

    assert (summary.created, summary.updated) == (0, 1)
    assert not Card.objects.filter(name="Kird Ape").exists()
    renamed = Card.objects.get(name="Kird Chimp")
    assert renamed.pk == kird_ape.pk and renamed.search_name == "kird chimp"


def test_it_tolerates_missing_optional_fields_and_skips_records_without_a_name() -> None:
    problems: list[cardimport.ImportProblem] = []

    summary = cardimport.import_cards_from_path(
        FIXTURES / "missing_fields.json", on_problem=problems.append
    )

    assert (summary.created, summary.skipped) == (3, 2)
    assert [(p.index, p.message) for p in problems] == [(1, "missing name"), (2, "empty name")]
    bare = Card.objects.get(name="Bare Minimum")
    assert (bare.mana_cost, bare.mana_value, bare.colors, bare.keywords) == ("", 0.0, "", [])
    assert bare.oracle_id is None and bare.power is None
    untyped = Card.objects.get(name="No Type Line")
    assert untyped.type_line == ""
    faces_only = Card.objects.get(name="Faces Only // Other Side")
    assert faces_only.type_line == "Creature — Wolf // Creature — Werewolf"
    assert faces_only.colors == "RG"  # the union of the faces' colors
    assert (faces_only.mana_cost, faces_only.power) == ("{2}{G}", "3")


def test_bad_records_are_reported_with_their_position_and_skipped() -> None:
    problems: list[cardimport.ImportProblem] = []

    summary = cardimport.import_cards_from_path(
        FIXTURES / "bad_records.json", on_problem=problems.append
    )

    assert sorted(Card.objects.values_list("name", flat=True)) == ["Good Card One", "Good Card Two"]
    assert (summary.created, summary.skipped, summary.total) == (2, 10, 12)
    messages = {problem.index: problem.message for problem in problems}
    assert messages == {
        1: "expected a card object, found a string",
        2: "expected a card object, found a number",
        3: "cmc must be a number, found a string",
        4: "colors must be a list of W, U, B, R, G; found ['X']",
        5: "keywords must be a list of strings",
        6: "card_faces must be an array, found a string",
        7: "object is 'card_face', not 'card'",
        8: "name must be a string, found an array",
        9: "oracle_id is not a UUID: 'not-a-uuid'",
        10: "duplicate of element 0 ('Good Card One'); the first one is kept",
    }
    text = (FIXTURES / "bad_records.json").read_bytes()
    for problem in problems:
        # The byte offset points at the element's first character.
        assert text[problem.byte_offset : problem.byte_offset + 1] in (b"{", b'"', b"4")
    assert str(problems[0]) == f"element 1 (byte {problems[0].byte_offset}): " + messages[1]


def test_broken_json_in_the_middle_skips_only_the_broken_elements() -> None:
    problems: list[cardimport.ImportProblem] = []

    summary = cardimport.import_cards_from_path(
        FIXTURES / "broken_json.json", on_problem=problems.append
    )

    assert set(Card.objects.values_list("name", flat=True)) == {
        "Before The Break",
        "After The First Break",
        "After The Second Break",
        "Last Good Card",
    }
    assert summary.created == 4 and summary.skipped == 4 and not summary.failed
    assert [problem.index for problem in problems] == [1, 3, 5, 6]
    assert problems[0].message.startswith("broken JSON: Expecting ',' delimiter (at byte ")
    assert "found 'g'" in problems[2].message
    text = (FIXTURES / "broken_json.json").read_bytes()
    assert text[problems[0].byte_offset :].startswith(b'{"object": "card", "name": "Missing Comma"')


def test_a_truncated_file_keeps_what_came_before() -> None:
    problems: list[cardimport.ImportProblem] = []

    summary = cardimport.import_cards_from_path(
        FIXTURES / "truncated.json", on_problem=problems.append
    )

    assert list(Card.objects.values_list("name", flat=True)) == ["Complete Card"]
    assert summary.skipped == 1
    assert problems[0].message == "broken JSON: the file ends in the middle of this element"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "the file is empty; expected a JSON array"),
        (b'{"object": "list"}', "not a JSON array: expected '[' but found"),
        (b"\x1f\x8bnot really gzip", "cannot read the file"),
        (b'["\xff"]', "cannot read the file: UnicodeDecodeError"),
    ],
)
def test_a_file_that_is_not_a_json_array_is_a_clear_error(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "cards.json"
    path.write_bytes(content)

    with pytest.raises(CardImportError, match="^" + message.replace("[", r"\[")):
        cardimport.import_cards_from_path(path)
    assert not Card.objects.exists()


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(CardImportError, match="cannot open .*nowhere.json: No such file"):
        cardimport.import_cards_from_path(tmp_path / "nowhere.json")


def test_a_file_of_only_bad_records_failed(tmp_path: Path) -> None:
    summary = cardimport.import_cards_from_path(write_cards(tmp_path / "bad.json", [1, "two"]))

    assert summary.failed and summary.skipped == 2


def test_it_writes_in_batches(tmp_path: Path) -> None:
    records = [{"name": f"Card {n}", "type_line": "Instant"} for n in range(25)]
    path = write_cards(tmp_path / "many.json", records)
    progress: list[tuple[int, int, int]] = []

    summary = cardimport.import_cards_from_path(
        path, batch_size=10, on_progress=lambda *args: progress.append(args)
    )

    assert summary.created == 25 and Card.objects.count() == 25
    size = path.stat().st_size
    assert [records for _done, _size, records in progress] == [10, 20, 25]
    assert progress[-1][:2] == (size, size)


def test_a_gzipped_file_streams(tmp_path: Path) -> None:
    """A gzip member bigger than the read chunk and the element window still imports."""
    records = [
        {"name": f"Card {n}", "type_line": "Instant", "oracle_text": "Lorem ipsum. " * 40}
        for n in range(2000)
    ]
    path = tmp_path / "big.json.gz"
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        json.dump(records, handle)

    summary = cardimport.import_cards_from_path(path)

    assert summary.created == 2000 and summary.skipped == 0


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ({"name": "X", "power": ["2"]}, "power must be a string, found an array"),
        ({"name": "X", "type_line": 3}, "type_line must be a string, found a number"),
        ({"name": "X", "cmc": True}, "cmc must be a number, found a boolean"),
        ({"name": "X", "card_faces": [{"type_line": "Instant"}]}, "card_faces[0]: missing name"),
        ({"name": "X" * 256}, "name is longer than 255 characters"),
    ],
)
def test_card_fields_reject_wrong_types(record: dict[str, Any], message: str) -> None:
    with pytest.raises(CardRecordError) as error:
        card_fields_from_scryfall(record)
    assert str(error.value) == message


def test_card_fields_accept_numeric_stats() -> None:
    fields = card_fields_from_scryfall({"name": "X", "power": 2, "toughness": "*", "cmc": 3})

    assert (fields["power"], fields["toughness"], fields["mana_value"]) == ("2", "*", 3.0)
