"""Abilities that trigger on counters being put on a permanent (122.1, 122.6).

- "Whenever one or more [KIND] counters are put on ~": once for each occurrence that puts such
  counters on this permanent, however many (603.2c); the counters a permanent enters with are
  put on it as it enters (122.6: engine.rules.zones makes that event too).
- "Whenever one or more [KIND] counters are put on [another] creature/permanent you control":
  once for each such permanent given counters in one occurrence (603.2c: each is its own
  event), read as the permanent is on the battlefield.

Params: "on" ("self" or "yours"), "counter" (the counter kind; any kind without it), "type"
(a card type for "yours": Creature; any permanent without it), "other" (not this permanent)
and "one_or_more" (always: the words Oracle uses for these events).
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.events import CountersPut, DidEvent
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.triggers import BATCHED_PER, TRIGGER_RULES, trigger_kind

KIND = "counters_put"


@trigger_kind(KIND)
def _counters_put(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    if not isinstance(event, CountersPut) or event.amount <= 0:
        return False
    params = ability.params
    wanted = params.get("counter")
    if wanted is not None and event.kind != str(wanted):
        return False
    if params.get("on", "self") == "self":
        return event.object == obj.id and obj.zone is Zone.BATTLEFIELD
    given = state.find_object(event.object)
    if given is None or given.zone is not Zone.BATTLEFIELD or given.phased_out:
        return False
    if params.get("other") and given.id == obj.id:
        return False
    if obj.zone is not Zone.BATTLEFIELD or given.controller != obj.controller:
        return False
    kind = params.get("type")
    return kind is None or chars(state, given).is_type(str(kind))


def _given(event: DidEvent) -> str:
    return event.object if isinstance(event, CountersPut) else ""


BATCHED_PER[KIND] = _given
TRIGGER_RULES[KIND] = ("122.6",)
