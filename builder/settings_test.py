"""Settings for the test suite: the app's settings with a fast password hasher.

Django's default PBKDF2 hasher costs about a second per hundred logins by design; tests create
and log in many users, so they use MD5, which is never acceptable outside tests.  Heavy work
runs in the test's process (its database transaction is the test's).
"""

from __future__ import annotations

from builder.settings import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# Heavy work in the test's own process, inside its database transaction (as by default); the
# child process (builder.operations.low_priority) is tested by test_low_priority.py.
HEAVY_WORK_IN_CHILD = False
# A built-in puzzle's certificate searches one second for other ways to win (the verdict, which
# rests on verify alone, is the same with any time): `load_builtin_puzzles` in a test stays quick.
PUZZLE_BUILTIN_CERTIFICATE_SECONDS = 1
