"""Settings for the test suite: the app's settings with a fast password hasher.

Django's default PBKDF2 hasher costs about a second per hundred logins by design; tests create
and log in many users, so they use MD5, which is never acceptable outside tests.
"""

from __future__ import annotations

from builder.settings import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
