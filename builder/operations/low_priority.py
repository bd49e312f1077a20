"""Heavy work of a request computed at the lowest CPU priority, in a child process (issue 29,
point 7).

The few kinds of work a request may spend a whole CPU budget on (a card search's regular
expressions, a big paste with its actions, a board's first quick exploration) used to run in the
web worker's own thread. With two cores, two or three of those at once took the CPU from the
readers of cached pages, and in a threaded worker (gthread) a regular expression, which holds
the interpreter lock while it matches, stopped the worker's other threads outright.

``at_low_priority(kind, compute, cpu_seconds=...)`` forks the worker: the child drops the
worker's database connections (it opens its own if it needs one, never writes through the
parent's), lowers its priority to the lowest (``os.nice(19)``, ``HEAVY_WORK_NICENESS``: the
kernel then gives it the CPU only when nobody else wants it), arms a timer on its own CPU time (``ITIMER_PROF``: the
budget), computes, and sends the result back pickled through a pipe. The worker's thread waits
on the pipe without holding the interpreter lock, so the worker's other threads go on serving.
Whatever happens the caller gets the value, the error ``compute`` raised (the same type, so a
search's "this search was stopped" or a paste's message reads as before), or a typed refusal:

- ``HeavyWorkStopped`` when the child used up its CPU budget, or when it had waited longer than
  ``wall_seconds`` for the CPU (a machine busy with others' work; the child is killed);
- ``HeavyWorkFailed`` when the child died any other way or its answer couldn't be read.

Nothing is written by the child: callers compute there and write in the parent (for an edit,
the draft's one compare-and-swap, ``builder.scenarios.services.one_write``).

The price: on a machine kept busy by other programs at normal priority (a shared development
machine), the child gets almost no CPU and is stopped at ``wall_seconds``; on a server whose
load is the site itself it takes only what the readers leave.

``HEAVY_WORK_IN_CHILD`` turns it on (default off: the work runs in the calling thread). On the
shared 2-core development machine, kept at a load average of 12 to 20 by other programs,
bench/hostile_load.py measured it worse for the readers than the calling thread (p99 14 to 22 s
and a few 60 s timeouts against 0.96 to 11.7 s and none: docs/deploy.md, "Figures"); why is not
known yet (a nice-19 child there gets almost no CPU and waits out its 20 s, holding the slot,
but that alone should cost the readers nothing). The tests turn it on for the mechanism's own
tests (tests/builder/operations/test_low_priority.py).
"""

from __future__ import annotations

import contextlib
import os
import pickle
import select
import signal
import time
from collections.abc import Callable
from typing import Any, TypeVar, cast

from django.conf import settings
from django.db import connections

from builder.operations.heavy_work import HeavyWorkBusy

T = TypeVar("T")

NICENESS = 19  # the lowest priority (default): the child runs on what the readers leave
DEFAULT_WALL_SECONDS = 20.0  # within the TLS proxy's read timeout (60 s) and gunicorn's (30 s)
_READ_BYTES = 1 << 16
# What a person is told was stopped, by kind (builder.operations.heavy_work.KIND_TEXT's kinds).
STOPPED_TEXT = {
    "search": "This card search",
    "paste": "This paste",
    "exploration": "This exploration",
}

# What the child inherited of the parent's database connections. Kept referenced until the
# child exits (``os._exit``: no clean-up runs), so no destructor ever sends "terminate" down a
# socket the parent still uses.
_inherited: list[object] = []


class HeavyWorkStopped(HeavyWorkBusy):
    """The heavy work was stopped: it used its CPU budget, or waited too long for the CPU."""

    heading = "Stopped: too much work for one request"

    def __init__(self, kind: str, reason: str, *, over_budget: bool = False) -> None:
        super().__init__(kind)
        self.reason = reason
        self.over_budget = over_budget  # its CPU budget (else its wait for the CPU)

    def sentence(self) -> str:
        what = STOPPED_TEXT.get(self.kind, "This request")
        return f"{what} was stopped: {self.reason}."

    def advice(self) -> str:
        if self.over_budget:
            return "make it smaller (fewer objects, actions or regular expressions)"
        return super().advice()

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.kind, self.reason), {"over_budget": self.over_budget})


class HeavyWorkFailed(HeavyWorkBusy):
    """The child computing the heavy work died, or its answer couldn't be read."""

    heading = "Something went wrong"

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(kind)
        self.reason = reason

    def sentence(self) -> str:
        what = STOPPED_TEXT.get(self.kind, "This request")
        return f"{what} could not be finished: {self.reason}."

    def __reduce__(self) -> tuple[type[HeavyWorkFailed], tuple[str, str]]:
        return (type(self), (self.kind, self.reason))


def in_child() -> bool:
    return hasattr(os, "fork") and bool(getattr(settings, "HEAVY_WORK_IN_CHILD", False))


def niceness() -> int:
    return min(19, max(0, int(getattr(settings, "HEAVY_WORK_NICENESS", NICENESS))))


def at_low_priority(
    kind: str,
    compute: Callable[[], T],
    *,
    cpu_seconds: float,
    wall_seconds: float = DEFAULT_WALL_SECONDS,
) -> T:
    """``compute()`` run in a child process at the lowest CPU priority, stopped past
    ``cpu_seconds`` of its own CPU time or ``wall_seconds`` of waiting; its value or its error
    (see the module's doc)."""
    if not in_child():
        return compute()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child: measured by the parent's tests, never returns
        os.close(read_end)
        _child(write_end, compute, cpu_seconds, niceness())
    os.close(write_end)
    try:
        payload, timed_out = _read_until(read_end, time.monotonic() + wall_seconds)
    finally:
        os.close(read_end)
    if timed_out:
        _kill(pid)
        raise HeavyWorkStopped(
            kind, f"it waited more than {wall_seconds:g} s for the CPU, busy with other work"
        )
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGPROF, signal.SIGXCPU):
        raise HeavyWorkStopped(
            kind, f"it used up its {cpu_seconds:g} s of CPU time", over_budget=True
        )
    try:
        succeeded, value = pickle.loads(payload)
    except Exception:  # noqa: BLE001 - a truncated or empty answer: the child died
        raise HeavyWorkFailed(kind, _death(status)) from None
    if not succeeded:
        raise value
    return cast(T, value)


def _child(
    write_end: int, compute: Callable[[], object], cpu_seconds: float, lowered_by: int
) -> None:
    """The child's whole life: never returns (``os._exit``)."""
    code = 0
    try:
        _let_go_of_inherited_files(write_end)
        _drop_inherited_connections()
        os.nice(lowered_by)
        signal.signal(signal.SIGPROF, signal.SIG_DFL)  # the budget's end kills the child
        signal.setitimer(signal.ITIMER_PROF, max(cpu_seconds, 0.001))
        try:
            answer = (True, compute())
        except BaseException as error:  # noqa: BLE001 - sent to the parent, raised there
            answer = (False, error)
        signal.setitimer(signal.ITIMER_PROF, 0)
        payload = _dumps(answer)
        view = memoryview(payload)
        while view:
            view = view[os.write(write_end, view) :]
    except BaseException:  # noqa: BLE001 - nothing to send it to: the parent reads the death
        code = 70
    finally:
        os._exit(code)


def _dumps(answer: tuple[bool, object]) -> bytes:
    """The answer pickled; an error that can't make the trip (unpicklable, or not rebuilt the
    same) becomes a ``HeavyWorkFailed`` saying what it was."""
    try:
        payload = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        if not answer[0]:
            pickle.loads(payload)  # an exception whose __init__ can't take its args back
        return payload
    except Exception:  # noqa: BLE001
        if answer[0]:
            raise
        error = answer[1]
        described = f"{type(error).__name__}: {error}"[:300]
        return pickle.dumps((False, HeavyWorkFailed("", described)))


def _let_go_of_inherited_files(keep: int) -> None:
    """Every descriptor the child inherited but ``keep`` (and stdin, stdout, stderr) made to
    point at /dev/null. A socket stays open as long as any process holds it: a client
    connection the worker closes while the child lives would otherwise stay open, and the
    client would send its next request into it and wait for an answer that never comes; a
    pipe of another request's child would not end for its reader. ``dup2`` keeps each number
    taken, so nothing the child opens later gets a number an inherited object still names."""
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in _open_descriptors():
        if fd not in (keep, devnull):
            with contextlib.suppress(OSError):
                os.dup2(devnull, fd, inheritable=False)


def _open_descriptors() -> list[int]:
    try:
        return [int(name) for name in os.listdir("/proc/self/fd") if int(name) > 2]
    except OSError:  # pragma: no cover - no /proc (not Linux): every possible number
        return list(range(3, min(os.sysconf("SC_OPEN_MAX"), 65536)))


def _drop_inherited_connections() -> None:
    """The child never talks through the parent's database sockets: it forgets them (a query
    of its own opens a new connection)."""
    for connection in connections.all(initialized_only=True):
        _inherited.append(connection.connection)
        connection.connection = None
        connection.in_atomic_block = False
        connection.savepoint_ids = []
        connection.needs_rollback = False
        connection.run_on_commit = []


def _read_until(fd: int, deadline: float) -> tuple[bytes, bool]:
    """Everything written to ``fd`` until the writer closes it; (what was read, True) when the
    deadline passes first."""
    chunks: list[bytes] = []
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return b"".join(chunks), True
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        chunk = os.read(fd, _READ_BYTES)
        if not chunk:
            return b"".join(chunks), False
        chunks.append(chunk)


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):  # it ended just now
        os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def _death(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"the process computing it was killed ({signal.Signals(os.WTERMSIG(status)).name})"
    return f"the process computing it ended without an answer (exit status {os.waitstatus_to_exitcode(status)})"
