"""The card search index built once and shared by every process, as a file.

Building the index from the card table takes seconds (23,711 cards); every gunicorn worker (and
every job worker) would otherwise build its own on its first search. The first process to need
an index for the current card table builds it and writes it to ``CARD_INDEX_DIR`` under a name
made of the table's fingerprint, the database and the index code; the others load that file
(a fraction of the time; a lock makes them wait for the writer rather than build it too). A
changed card table, another database or changed index code gives another name, so a stale file
is never loaded; older files are removed when a new one is written.

The file is a pickle written by this app into its own directory: that directory must be
writable by the app's user only (docs/deploy.md).
"""

from __future__ import annotations

import fcntl
import hashlib
import logging
import os
import pickle
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection

from .index import CardIndex

logger = logging.getLogger(__name__)

_FORMAT = b"1"
_CODE = ("index.py", "bitsets.py", "fuzzy.py", "text.py", "colors.py", "stats.py", "syntax.py")


@cache
def _code_digest() -> str:
    """The index code's own fingerprint: a file pickled by other code is not loaded."""
    digest = hashlib.sha256(_FORMAT)
    for name in _CODE:
        digest.update((Path(__file__).parent / name).read_bytes())
    return digest.hexdigest()[:16]


def index_path(fingerprint: tuple[Any, ...]) -> Path:
    database = (connection.vendor, str(connection.settings_dict.get("NAME", "")))
    key = repr((fingerprint, database, _code_digest())).encode()
    return (
        Path(settings.CARD_INDEX_DIR) / f"card-index-{hashlib.sha256(key).hexdigest()[:24]}.pickle"
    )


def load_or_build(fingerprint: tuple[Any, ...], build: Callable[[], CardIndex]) -> CardIndex:
    """The index for ``fingerprint``: from its file, else built (and written for the others)."""
    path = index_path(fingerprint)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock_file = open(path.with_suffix(".lock"), "a+b")  # noqa: SIM115 - held for the block
    except OSError as error:
        logger.warning("card index directory unusable (%s): building in this process", error)
        return build()
    with lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)  # one process builds; the others wait, then load
        loaded = _load(path)
        if loaded is not None:
            return loaded
        index = build()
        _write(path, index)
        return index


def _load(path: Path) -> CardIndex | None:
    try:
        with path.open("rb") as stored:
            index = pickle.load(stored)
    except FileNotFoundError:
        return None
    except Exception as error:  # noqa: BLE001 - a damaged file is rebuilt, never fatal
        logger.warning("card index file %s unreadable (%s): rebuilding it", path, error)
        return None
    return index if isinstance(index, CardIndex) else None


def _write(path: Path, index: CardIndex) -> None:
    try:
        with tempfile.NamedTemporaryFile(
            dir=path.parent, prefix=".card-index-", delete=False
        ) as out:
            pickle.dump(index, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(out.name, path)  # readers see the whole file or none
    except OSError as error:
        logger.warning("card index file %s not written (%s)", path, error)
        return
    for old in path.parent.glob("card-index-*.pickle"):
        if old != path:
            old.unlink(missing_ok=True)
            old.with_suffix(".lock").unlink(missing_ok=True)
