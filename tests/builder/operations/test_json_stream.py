"""builder.operations.jsonstream: one element at a time, with positions, past broken elements."""

from __future__ import annotations

import io
import json

import pytest

from builder.operations.jsonstream import ArrayElement, JsonArrayError, iter_json_array


def read(data: bytes, **options: int) -> list[tuple[int, int, object, str | None]]:
    elements = iter_json_array(io.BytesIO(data), **options)
    return [(e.index, e.byte_offset, e.value, e.error) for e in elements]


def test_it_yields_each_element_with_its_index_and_byte_offset() -> None:
    assert read(b'[1, "two", {"three": 3}]') == [
        (0, 1, 1, None),
        (1, 4, "two", None),
        (2, 11, {"three": 3}, None),
    ]


def test_byte_offsets_count_utf8_bytes_not_characters() -> None:
    data = '["Dûl", "Æther", 3]'.encode()

    offsets = [offset for _index, offset, _value, _error in read(data)]

    assert offsets == [1, 9, 19]
    assert data[19:20] == b"3"


@pytest.mark.parametrize("data", [b"[]", b"  [ ]  \n", b"\xef\xbb\xbf[]"])
def test_empty_arrays(data: bytes) -> None:
    assert read(data) == []


def test_elements_spanning_many_small_chunks() -> None:
    values = [{"name": f"Card {n}", "text": "é" * n} for n in range(200)]
    data = json.dumps(values, ensure_ascii=False).encode()

    elements = read(data, chunk_bytes=7, max_element_chars=1000)

    assert [value for _i, _o, value, _e in elements] == values
    for _index, offset, value, _error in elements:
        assert data[offset:].startswith(json.dumps(value, ensure_ascii=False).encode())


def test_an_element_longer_than_the_window_is_reported() -> None:
    elements = read(b'["short", "' + b"x" * 100 + b'", "after"]', max_element_chars=50)

    assert elements[0][2] == "short"
    assert elements[1][3] is not None
    assert elements[-1][2] == "after"


@pytest.mark.parametrize(
    ("data", "errors"),
    [
        (b"[1 2]", ["expected ',' or ']' between elements, found '2'"]),
        (b"[1,,2]", ["broken JSON: Expecting value (at byte 3)"]),
        (b"[1,2,]", ["a trailing comma before ']' (ignored)"]),
        (b"[1]x", ["unexpected data after the end of the array: 'x'"]),
        (b"[1, 2", ["unexpected end of file: the array is not closed"]),
        (b'[1, {"a": ', ["broken JSON: the file ends in the middle of this element"]),
    ],
)
def test_problems_are_elements_with_an_error(data: bytes, errors: list[str]) -> None:
    assert [error for *_rest, error in read(data) if error] == errors


def test_a_broken_scalar_is_skipped_up_to_the_next_separator() -> None:
    assert [value for *_rest, value, _error in read(b"[1, tru, 3, ,4]")] == [1, None, 3, None, 4]


def test_a_broken_object_is_skipped_by_its_brackets() -> None:
    data = b'[{"a": 1}, {"b": 2 "c": 3}, {"d": 4}]'

    assert [value for *_rest, value, _error in read(data)] == [{"a": 1}, None, {"d": 4}]


def test_an_unterminated_string_resynchronises_at_the_next_line() -> None:
    data = b'[\n{"a": "one},\n{"b": 2},\n{"c": 3}\n]'

    elements = read(data)

    assert [value for *_rest, value, _error in elements] == [None, {"b": 2}, {"c": 3}]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b'{"a": 1}', "not a JSON array"),
        (b"\xff\xfe[]", "cannot read the file"),
    ],
)
def test_not_an_array_raises(data: bytes, message: str) -> None:
    with pytest.raises(JsonArrayError, match=message):
        read(data)


def test_elements_are_plain_dataclasses() -> None:
    assert ArrayElement(0, 1, value=2) == ArrayElement(0, 1, 2, None)
