"""Before a player would receive priority (117.5): state-based actions are checked, repeatedly,
then waiting triggered abilities go on the stack; repeat until neither happens.

Mechanics that are checked at the same moment without being state-based actions (ascend on a
permanent, 702.131b: a player gets the city's blessing as soon as the condition holds) register
a check in `BEFORE_STATE_BASED_ACTIONS` instead of being named here.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.rules import sba, trigger_events, triggers
from engine.rules.pipeline import Resolution

BEFORE_STATE_BASED_ACTIONS: list[Callable[[Resolution], None]] = []
# The trigger kinds of combat, casting and dying register themselves as they are imported.
TRIGGER_KIND_MODULES = (trigger_events,)


def settle(res: Resolution) -> None:
    """117.5 (and 704.3: state-based actions again until none is performed)."""
    for _ in range(sba.MAX_ROUNDS):
        for check in BEFORE_STATE_BASED_ACTIONS:
            check(res)
        # 603.2: an ability triggers as its event happens, so what happened before the
        # state-based actions is matched before they are performed (a creature dealt lethal
        # damage triggers its "whenever ~ is dealt damage" though it then dies, 704.5g).
        fresh = res.events[res.triggers_scanned :]
        res.triggers_scanned = len(res.events)
        if fresh:
            triggers.collect(res, fresh)
        sba.check(res)
        fresh = res.events[res.triggers_scanned :]
        scanned = res.triggers_scanned = len(res.events)
        if fresh:
            triggers.collect(res, fresh)
        if not triggers.put_on_stack(res) and scanned == len(res.events):
            return
