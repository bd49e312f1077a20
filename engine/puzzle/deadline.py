"""A puzzle search's time limit, checked in every loop the search runs, however deep.

    with within(search.check_time):     # the searcher's own check: it raises to stop
        ...                             # solve_step, opponent_reply, verify, answers...
    on_time()                           # in each loop: the current search's check, if any

The solver (`engine.puzzle.solver`) plays each of its moves in solve mode, where the opponent's
reply is chosen by a lookahead over every attack and block it could declare
(`engine.puzzle.opponent`); `verify` and the opponent's answers at priority
(`engine.puzzle.defences`) have loops of their own. A bound in seconds holds only if each of
these loops looks at the clock, not only the solver's own. The check is the searcher's: it
raises whatever stops that search (the solver's "not certified in the time given"), and the exception runs
through the loops untouched (they catch only `EngineError`), so a line being played or verified
when time is up is simply left unjudged: never a certificate for it.

Outside `within` there is no limit: solve mode's replies to a reader and a verification on its
own run to their end as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Check = Callable[[], None]

_check: ContextVar[Check | None] = ContextVar("puzzle_time_check", default=None)


@contextmanager
def within(check: Check) -> Iterator[None]:
    """Run the block with `check` called in every search loop (inside another search's limit,
    both are checked)."""
    outer = _check.get()
    if outer is None:
        combined = check
    else:

        def combined() -> None:
            outer()
            check()

    token = _check.set(combined)
    try:
        yield
    finally:
        _check.reset(token)


def on_time() -> None:
    """Called in each search loop: the current search's check raises when its time is up."""
    check = _check.get()
    if check is not None:
        check()
