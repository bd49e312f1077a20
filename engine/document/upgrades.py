"""Old scenario documents keep loading: the chain of format upgrades ``engine.document.codec.load`` reads
every document through.

A document says which format it is written in (``"version"``, ``engine.core.version.
DOCUMENT_VERSION`` for the documents this engine writes; a document without one is read as the
current format, as it always was).  When the format changes, ``DOCUMENT_VERSION`` goes up by one
and ``UPGRADES`` gets one function that turns a document of the previous version into one of
the next, with frozen documents of the old version under ``tests/engine/document_versions/
fixtures/v<N>/`` and a test of that step.  Loading applies the steps in order, so a document
saved by any earlier engine loads in today's.

Format 1 is the only format so far: since the first engine every change to the document only
added optional fields with defaults (the frozen documents of engines e172a95 onwards load as
they were written), so the chain has no step yet.

Before anything reads it, a document deeper than ``MAX_JSON_DEPTH`` is refused: no document
nests that deep, and recursive code must never meet one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core.errors import InvalidDocument
from engine.core.version import DOCUMENT_VERSION
from engine.document.json_depth import MAX_JSON_DEPTH, value_depth

Document = dict[str, Any]
Upgrade = Callable[[Document], Document]

# from_version -> the function that turns a document of that version into the next one.
UPGRADES: dict[int, Upgrade] = {}
FIRST_VERSION = 1


def document_version(doc: Mapping[str, Any]) -> int:
    version = doc.get("version", DOCUMENT_VERSION)
    if isinstance(version, bool) or not isinstance(version, int):
        raise InvalidDocument(
            f"the document version must be a whole number, not {version!r}", "version"
        )
    if version > DOCUMENT_VERSION:
        raise InvalidDocument(
            f"unsupported document version {version!r}: it was written by a newer engine "
            f"(this engine reads versions {FIRST_VERSION} to {DOCUMENT_VERSION})",
            "version",
        )
    if version < FIRST_VERSION:
        raise InvalidDocument(
            f"unsupported document version {version!r} (versions start at {FIRST_VERSION})",
            "version",
        )
    return version


def upgrade_document(
    doc: Mapping[str, Any], upgrades: Mapping[int, Upgrade] | None = None
) -> Mapping[str, Any]:
    """The document in the current format (the same object when it already is)."""
    if value_depth(doc) > MAX_JSON_DEPTH:
        raise InvalidDocument(
            f"the document is nested more than {MAX_JSON_DEPTH} levels deep; "
            "a scenario document never is",
            "",
        )
    chain = UPGRADES if upgrades is None else upgrades
    version = document_version(doc)
    if version == DOCUMENT_VERSION:
        return doc
    upgraded: Document = dict(doc)
    while version < DOCUMENT_VERSION:
        step = chain.get(version)
        if step is None:
            raise InvalidDocument(f"no upgrade from document version {version}", "version")
        upgraded = step(upgraded)
        version += 1
        upgraded["version"] = version
    return upgraded
