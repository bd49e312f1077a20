"""Read a (possibly huge) JSON array one element at a time, surviving broken elements.

``iter_json_array(stream)`` decodes UTF-8 bytes incrementally and hands each element to
``json.JSONDecoder.raw_decode``, so memory stays at about ``max_element_chars`` plus one read
chunk however big the file is. A broken element does not stop the reader: it is reported as an
``ArrayElement`` with ``error`` set (its index and byte offset in the decompressed stream), and
reading resumes at the next element. Only a stream that is not a JSON array at all raises
``JsonArrayError``.
"""

from __future__ import annotations

import codecs
import json
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO

__all__ = ["ArrayElement", "JsonArrayError", "iter_json_array"]

_WHITESPACE = re.compile(r"[ \t\n\r]*")
# One structural token of JSON: a complete string, an unterminated string, or a bracket.
_STRUCTURE = re.compile(r'"(?:[^"\\]|\\.)*"|"|[\[\]{}]', re.DOTALL)
# Where a new element probably starts after a broken one: an object or array at a line start
# (bulk files put one element per line), else an object right after "},".
_LINE_START_ELEMENT = re.compile(r"\n[ \t]*(?=[{\[])")
_OBJECT_AFTER_COMMA = re.compile(r"\}\s*,\s*(?=\{)")
_RESYNC_PATTERNS = (_LINE_START_ELEMENT, _OBJECT_AFTER_COMMA)
_SEPARATOR = re.compile(r"[,\]]")


class JsonArrayError(Exception):
    """The stream is not a JSON array (or cannot be read at all)."""

    def __init__(self, message: str, byte_offset: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.byte_offset = byte_offset


@dataclass(frozen=True)
class ArrayElement:
    """One element of the array, or the report of one that could not be decoded."""

    index: int  # 0-based position in the array
    byte_offset: int  # where the element starts, in bytes of the (decompressed) stream
    value: Any = None
    error: str | None = None


class _Buffer:
    """Decoded text with a read position, refilled from a byte stream, tracking byte offsets."""

    def __init__(self, stream: BinaryIO, chunk_bytes: int) -> None:
        self.stream = stream
        self.chunk_bytes = chunk_bytes
        self.decoder = codecs.getincrementaldecoder("utf-8")()
        self.text = ""
        self.pos = 0
        self.eof = False
        self.read_error: str | None = None
        # Byte offset of text[self._mark]; advanced lazily as positions are asked for.
        self._mark = 0
        self._mark_byte = 0

    def fill(self, wanted_chars: int) -> None:
        """Read until at least `wanted_chars` characters lie after `pos`, or the stream ends.

        Drops the text before `pos` first, so positions held by the caller become invalid.
        """
        if self.eof or len(self.text) - self.pos >= wanted_chars:
            return
        self._compact()
        pieces = [self.text]
        available = len(self.text)
        while available < wanted_chars and not self.eof:
            try:
                data = self.stream.read(self.chunk_bytes)
                piece = self.decoder.decode(data, final=not data)
            except (OSError, EOFError, UnicodeDecodeError, ValueError, zlib.error) as error:
                # Corrupt gzip data, truncated gzip member, invalid UTF-8, ...: stop here.
                self.read_error = f"{type(error).__name__}: {error}"
                data, piece = b"", ""
            if not data:
                self.eof = True
            pieces.append(piece)
            available += len(piece)
        self.text = "".join(pieces)

    def _compact(self) -> None:
        """Drop the text before `pos` (keeping byte offsets right)."""
        if self.pos == 0:
            return
        start_byte = self.byte_offset(self.pos)
        self.text = self.text[self.pos :]
        self.pos = 0
        self._mark = 0
        self._mark_byte = start_byte

    def byte_offset(self, position: int) -> int:
        """The stream byte offset of text[position]; positions must not go backwards."""
        if position < self._mark:
            return self._mark_byte - len(self.text[position : self._mark].encode("utf-8"))
        self._mark_byte += len(self.text[self._mark : position].encode("utf-8"))
        self._mark = position
        return self._mark_byte

    def skip_whitespace(self) -> None:
        while True:
            match = _WHITESPACE.match(self.text, self.pos)
            assert match is not None  # the pattern matches the empty string
            self.pos = match.end()
            if self.pos < len(self.text) or self.eof:
                return
            self.fill(1)

    def peek(self) -> str:
        """The next non-whitespace character, or "" at the end of the stream."""
        self.skip_whitespace()
        return self.text[self.pos] if self.pos < len(self.text) else ""


def iter_json_array(
    stream: BinaryIO,
    *,
    chunk_bytes: int = 256 * 1024,
    max_element_chars: int = 1024 * 1024,
) -> Iterator[ArrayElement]:
    """Yield the elements of the JSON array in `stream` (bytes), in order.

    Elements longer than `max_element_chars` characters are reported as broken.
    Raises JsonArrayError if the stream does not start with a JSON array.
    """
    decoder = json.JSONDecoder()
    buffer = _Buffer(stream, chunk_bytes)
    buffer.fill(1)
    if buffer.text.startswith("\ufeff"):  # a UTF-8 byte order mark
        buffer.pos = 1
    first = buffer.peek()
    if first != "[":
        if buffer.read_error:
            raise JsonArrayError(f"cannot read the file: {buffer.read_error}")
        if not first:
            raise JsonArrayError("the file is empty; expected a JSON array")
        found = buffer.text[buffer.pos : buffer.pos + 20]
        raise JsonArrayError(
            f"not a JSON array: expected '[' but found {found!r}",
            buffer.byte_offset(buffer.pos),
        )
    buffer.pos += 1
    index = 0
    expect_separator = False
    while True:
        char = buffer.peek()
        if char == "]" and (expect_separator or index == 0):
            buffer.pos += 1
            trailing = buffer.peek()
            if not trailing:
                break
            # Data after the array's end: most likely a broken element fooled the resync.
            problem = f"unexpected data after the end of the array: {trailing!r}"
            yield ArrayElement(index, buffer.byte_offset(buffer.pos), error=problem)
            index += 1
            if not _resync_at_line_start(buffer, buffer.pos, max_element_chars):
                break
            expect_separator = False
            continue
        if not char:
            problem = buffer.read_error or "unexpected end of file: the array is not closed"
            yield ArrayElement(index, buffer.byte_offset(buffer.pos), error=problem)
            break
        if expect_separator:
            if char != ",":
                start = buffer.pos
                problem = f"expected ',' or ']' between elements, found {char!r}"
                yield ArrayElement(index, buffer.byte_offset(start), error=problem)
                index += 1
                if not _resync_at_line_start(buffer, start, max_element_chars):
                    break
                expect_separator = False
                continue
            buffer.pos += 1
            if buffer.peek() == "]":
                problem = "a trailing comma before ']' (ignored)"
                yield ArrayElement(index, buffer.byte_offset(buffer.pos), error=problem)
                continue  # still expecting a separator: the ']' ends the array
        buffer.fill(max_element_chars)  # may move the text: read positions after it
        start = buffer.pos
        try:
            value, end = decoder.raw_decode(buffer.text, start)
        except json.JSONDecodeError as error:
            offset = buffer.byte_offset(start)
            problem = _describe_decode_error(error, start, buffer)
            yield ArrayElement(index, offset, error=problem)
            index += 1
            resumed_at = _skip_broken_element(buffer, start, max_element_chars)
            if resumed_at is None:
                break
            expect_separator = resumed_at == "separator"
            continue
        if end - start > max_element_chars:
            problem = f"element longer than {max_element_chars} characters"
            yield ArrayElement(index, buffer.byte_offset(start), error=problem)
        else:
            yield ArrayElement(index, buffer.byte_offset(start), value=value)
        buffer.pos = end
        index += 1
        expect_separator = True


def _describe_decode_error(error: json.JSONDecodeError, start: int, buffer: _Buffer) -> str:
    at_byte = buffer.byte_offset(start) + len(buffer.text[start : error.pos].encode("utf-8"))
    if buffer.eof and (error.pos >= len(buffer.text) or _is_last_element(buffer.text, start)):
        reason = buffer.read_error or "the file ends in the middle of this element"
        return f"broken JSON: {reason}"
    return f"broken JSON: {error.msg} (at byte {at_byte})"


def _is_last_element(text: str, start: int) -> bool:
    """True if the object or array at `start` never closes and nothing seems to follow it."""
    if text[start] not in "[{" or _matching_bracket_end(text, start, len(text)) is not None:
        return False
    return not any(pattern.search(text, start + 1) for pattern in _RESYNC_PATTERNS)


def _skip_broken_element(buffer: _Buffer, start: int, max_chars: int) -> str | None:
    """Move past the broken element starting at `start`. Returns where reading resumes: at a
    "separator" (the broken element's brackets balance) or at the next "element" (found by
    ``_resync_at_line_start``); None if nothing follows."""
    if buffer.text[start] not in "[{":
        # A broken scalar (e.g. "tru"): it ends at the next separator.
        separator = _SEPARATOR.search(buffer.text, start, start + max_chars)
        if separator is not None:
            buffer.pos = separator.start()
            return "separator"
    end = _matching_bracket_end(buffer.text, start, start + max_chars)
    if end is not None:
        after = _WHITESPACE.match(buffer.text, end)
        assert after is not None
        if after.end() < len(buffer.text) and buffer.text[after.end()] in ",]":
            buffer.pos = end
            return "separator"
    return "element" if _resync_at_line_start(buffer, start, max_chars) else None


def _matching_bracket_end(text: str, start: int, limit: int) -> int | None:
    """The end of the bracketed value starting at text[start], or None if it never closes."""
    if start >= len(text) or text[start] not in "[{":
        return None
    depth = 0
    for match in _STRUCTURE.finditer(text, start, min(limit, len(text))):
        token = match.group()
        if token == '"':
            return None  # an unterminated string: the structure cannot be trusted
        if token in "[{":
            depth += 1
        elif token in "]}":
            depth -= 1
            if depth == 0:
                return match.end()
    return None


def _resync_at_line_start(buffer: _Buffer, after: int, max_chars: int) -> bool:
    """Continue at the next element that starts a line (or follows "},"); False at the end."""
    buffer.pos = after
    buffer.fill(max_chars)
    after = buffer.pos
    for pattern in _RESYNC_PATTERNS:
        match = pattern.search(buffer.text, after + 1)
        if match is not None:
            buffer.pos = match.end()
            return True
    buffer.pos = len(buffer.text)
    return False
