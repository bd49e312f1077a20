"""Issue 29, point 7: a password is hashed on a thread of lower CPU priority, with Django's own
PBKDF2 (the hashes stored before still verify, and the new ones are Django's format)."""

from __future__ import annotations

import os
import threading
from typing import Any

import pytest
from django.contrib.auth.hashers import (
    PBKDF2PasswordHasher,
    check_password,
    identify_hasher,
)

from builder.operations import hashers
from builder.operations.hashers import LowerPriorityPBKDF2PasswordHasher

pytestmark = pytest.mark.skipif(not hasattr(os, "setpriority"), reason="needs os.setpriority")
HASHERS = ["builder.operations.hashers.LowerPriorityPBKDF2PasswordHasher"]


class _Cheap(LowerPriorityPBKDF2PasswordHasher):
    iterations = 1_000  # the tests' speed; the production count is Django's


def test_the_hash_is_computed_on_a_thread_of_lower_priority(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings.PASSWORD_HASH_NICENESS = 10
    monkeypatch.setattr(hashers, "_pool", None)  # a pool made with this test's setting
    seen: list[tuple[int, int]] = []
    encode = PBKDF2PasswordHasher.encode

    def watched(self: Any, password: str, salt: str, iterations: int | None = None) -> str:
        thread = threading.get_native_id()
        seen.append((thread, os.getpriority(os.PRIO_PROCESS, thread)))
        return encode(self, password, salt, iterations)

    monkeypatch.setattr(PBKDF2PasswordHasher, "encode", watched)
    own = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    _Cheap().encode("a long passphrase 1", "salt1234567890")
    ((thread, priority),) = seen
    assert thread != threading.get_native_id()
    assert priority == min(19, own + 10)
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == own  # ours unchanged


def test_its_hashes_are_djangos_and_djangos_verify(settings: Any) -> None:
    settings.PASSWORD_HASHERS = HASHERS
    salt = "salt1234567890"
    ours = _Cheap().encode("a long passphrase 1", salt)
    assert ours == PBKDF2PasswordHasher().encode("a long passphrase 1", salt, _Cheap.iterations)
    stored = PBKDF2PasswordHasher().encode("old password", salt, 1_000)  # hashed before
    assert check_password("old password", stored)
    assert not check_password("a guess", stored)
    assert isinstance(identify_hasher(stored), LowerPriorityPBKDF2PasswordHasher)
