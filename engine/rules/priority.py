"""Before a player would receive priority (117.5): state-based actions are checked, repeatedly,
then waiting triggered abilities go on the stack; repeat until neither happens.

Mechanics that are checked at the same moment without being state-based actions (ascend on a
permanent, 702.131b: a player gets the city's blessing as soon as the condition holds) register
a check in `BEFORE_STATE_BASED_ACTIONS` instead of being named here.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.state import Step
from engine.rules import (
    attachment_triggers,
    board_conditions,
    counter_triggers,
    discard_triggers,
    graveyard_triggers,
    sacrifice_triggers,
    sba,
    state_triggers,
    trigger_events,
    triggers,
    untap_triggers,
)
from engine.rules.effects.control import sync_static_control
from engine.rules.pipeline import Resolution

BEFORE_STATE_BASED_ACTIONS: list[Callable[[Resolution], None]] = [sync_static_control]
# The trigger kinds of combat, casting, dying and discarding, and the board conditions of
# intervening "if" clauses, register themselves as they are imported.
TRIGGER_KIND_MODULES = (
    trigger_events,
    graveyard_triggers,
    counter_triggers,
    discard_triggers,
    sacrifice_triggers,
    board_conditions,
    untap_triggers,
    attachment_triggers,
)


def settle(res: Resolution) -> None:
    """117.5 (and 704.3: state-based actions again until none is performed)."""
    if res.state.turn.step is Step.UNTAP:
        # 502.4: no player receives priority in the untap step; what triggered during it (an
        # inspired ability as its permanent untaps) waits for the upkeep (503.1a).
        _collect(res)
        return
    for _ in range(sba.MAX_ROUNDS):
        # 603.2: an ability triggers as its event happens, so the events so far are matched
        # before state-based actions change the board: a creature that deals combat damage and
        # is destroyed for it still triggers on that damage (Stinkweed Imp, Hornet Nest).
        _collect(res)
        for check in BEFORE_STATE_BASED_ACTIONS:
            check(res)
        # ... and what those checks did too (a creature dealt lethal damage triggers its
        # "whenever ~ is dealt damage" though it then dies, 704.5g: Polyraptor).
        _collect(res)
        sba.check(res)
        _collect(res)
        # 613.1b: static control effects follow the board the state-based actions left (an
        # Aura put into the graveyard gives control back); 603.8: so do state triggers.
        sync_static_control(res)
        state_triggers.check(res)
        scanned = res.triggers_scanned
        if not triggers.put_on_stack(res) and scanned == len(res.events):
            return


def _collect(res: Resolution) -> None:
    fresh = res.events[res.triggers_scanned :]
    occurrences = res.occurrences[res.triggers_scanned :]
    res.triggers_scanned = len(res.events)
    if fresh:
        triggers.collect(res, fresh, occurrences)
