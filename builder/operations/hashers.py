"""Password hashing on threads of lower CPU priority (issue 29, point 7).

Django's PBKDF2 costs about half a second of CPU per sign-in, by design. Ten sign-ins at once (a
burst of failures from several clients, each within its own limit) took both cores of a small
server for seconds, and the readers of cached pages waited behind them. The hash is computed
on a thread of its own whose CPU priority is lowered (``PASSWORD_HASH_NICENESS``, default 10:
Linux gives each thread its own nice value); hashlib's PBKDF2 lets go of the interpreter lock
while it works, so the request's thread only waits. The hashes are Django's own: same
algorithm name, same format, so every stored password still verifies, and a slower hash only
ever costs the person signing in, never the readers.

A throttled sign-in never gets here: ``builder.accounts.views.SignInView`` refuses it before
the password is checked.
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import ThreadPoolExecutor

from django.conf import settings
from django.contrib.auth.hashers import PBKDF2PasswordHasher

DEFAULT_NICENESS = 10
HASHING_THREADS = 4  # per worker process: more sign-ins at once wait their turn

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()
_pool_pid = 0


def _lower_this_thread() -> None:
    niceness = int(getattr(settings, "PASSWORD_HASH_NICENESS", DEFAULT_NICENESS))
    if niceness > 0 and hasattr(os, "setpriority") and hasattr(threading, "get_native_id"):
        # On Linux, PRIO_PROCESS with a thread id sets that thread's own nice value.
        current = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), min(19, current + niceness))


def _hashing_pool() -> ThreadPoolExecutor:
    """This process's pool (a forked worker makes its own: threads don't survive a fork)."""
    global _pool, _pool_pid
    with _pool_lock:
        if _pool is None or _pool_pid != os.getpid():
            _pool = ThreadPoolExecutor(
                HASHING_THREADS, thread_name_prefix="password-hash", initializer=_lower_this_thread
            )
            _pool_pid = os.getpid()
        return _pool


class LowerPriorityPBKDF2PasswordHasher(PBKDF2PasswordHasher):
    """Django's PBKDF2-SHA256, computed on a thread of lower CPU priority."""

    def encode(self, password: str, salt: str, iterations: int | None = None) -> str:
        work = _hashing_pool().submit(PBKDF2PasswordHasher.encode, self, password, salt, iterations)
        return work.result()
