"""Expend (700.14): "Whenever you expend N" triggers when its controller pays a cost to cast a
spell and the mana they had spent this turn to cast spells goes from less than N to at least N
with that payment.

The engine counts, for each player, the mana they spend to cast spells this turn: a bookkeeping
effect of kind `mana_spent_on_spells` (params "player", "amount") lasting until end of turn
(514.2), one per player, raised by each payment of a spell's total cost (601.2h: the mana taken
from their pool; life paid for Phyrexian symbols, creatures tapped for convoke or improvise and
cards exiled for delve are no mana, and a cost marked paid, the judge's shortcut, spent none).
Each payment that spends mana is the did-event `ManaSpentOnSpell` (before, after), which the
trigger kind `you_expend` (param "n") matches: the payer is the ability's controller and the
count crossed N (it can cross several thresholds at once, each triggering once).

Only mana spent to cast spells counts: mana spent to activate abilities doesn't (700.14).

May import: engine.core, engine.cards and engine.rules.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import TriggeredAbility
from engine.core.events import DidEvent, ManaSpentOnSpell, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import trigger_kind

RULE = "700.14"
KIND = "mana_spent_on_spells"


@register
class ManaSpentOnSpells(EffectKind[WouldEvent]):
    name = KIND
    rules = (RULE, "514.2")

    def describe(self, effect: Effect, state: GameState) -> str:
        amount = int(effect.params.get("amount", 0))
        who = ref_name(state, effect.params.get("player"))
        return f"{who} has spent {amount} mana to cast spells this turn"


def _record(state: GameState, player: str) -> Effect | None:
    return next((e for e in effects_of_kind(state, KIND) if e.params.get("player") == player), None)


def spent_on_spells(state: GameState, player: str) -> int:
    """The mana `player` has spent to cast spells this turn."""
    found = _record(state, player)
    return int(found.params.get("amount", 0)) if found is not None else 0


def note_spent_on_spell(res: Resolution, player: str, spell: str, amount: int) -> None:
    """`player` spent `amount` mana paying a cost to cast `spell` (601.2h): the turn's count
    grows, and the payment is an event "whenever you expend N" abilities see (700.14)."""
    if amount <= 0:
        return
    before = spent_on_spells(res.state, player)
    after = before + amount
    found = _record(res.state, player)
    state = res.state
    if found is None:
        state, effect_id = state.take_id("e")
        state, timestamp = state.take_timestamp()
        params = Params({"player": player, "amount": after})
        found = Effect(effect_id, KIND, player, None, params, Duration.END_OF_TURN, timestamp)
    else:
        found = replace(found, params=found.params.set("amount", after))
    res.set_state(state.with_effect(found))
    res.judge(
        LogKind.NOTE,
        f"{name_of(res.state, player)} has spent {after} mana to cast spells this turn "
        f"({before} before {name_of(res.state, spell)})",
        RULE,
        "601.2h",
    )
    res.did(ManaSpentOnSpell(player, spell, before, after))


@trigger_kind("you_expend")
def _you_expend(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """700.14: the ability's controller paid a cost to cast a spell, and the mana they spent
    this turn to cast spells was less than N before it and at least N after."""
    if not (isinstance(event, ManaSpentOnSpell) and event.player == obj.controller):
        return False
    n = ability.params.get("n", 0)
    return isinstance(n, int) and event.before < n <= event.after
