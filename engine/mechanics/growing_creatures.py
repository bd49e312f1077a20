"""Creatures that grow with +1/+1 counters as they attack or as creatures join them: evolve
(702.100a), training (702.149a) and dethrone (702.105a). The keywords stand for the triggered
abilities of engine.cards.permanent_keywords; this module holds the trigger kinds and the
intervening "if" condition they need.

- Evolve: "Whenever a creature you control enters, if that creature has greater power or
  toughness than this creature, put a +1/+1 counter on this creature." The comparison is made as
  the creature enters and again as the ability resolves (702.100b), with the entering creature's
  last known power and toughness if it has left the battlefield (608.2h).
- Training: "Whenever this creature attacks with another creature with greater power, put a
  +1/+1 counter on this creature."
- Dethrone: "Whenever this creature attacks the player with the most life or tied for most
  life, put a +1/+1 counter on this creature."
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.events import AttackDeclared, DidEvent, ZoneChanged
from engine.core.state import GameObject, GameState, Params, Zone
from engine.rules.characteristics import chars
from engine.rules.triggers import CONDITIONS, trigger_kind

EVOLVES = "greater_power_or_toughness"


def _power_toughness(state: GameState, object_id: str) -> tuple[int, int] | None:
    """Its power and toughness on the battlefield, or as it last existed there (608.2h)."""
    obj = state.find_object(object_id)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        c = chars(state, obj)
        return (c.power or 0, c.toughness or 0)
    known = state.last_known.get(object_id)
    if known is None:
        return None
    return (int(known.get("power") or 0), int(known.get("toughness") or 0))


def _evolves(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """702.100a-b: the entering creature has greater power or greater toughness than the
    creature with evolve (as it is now: a source gone from the battlefield can't evolve)."""
    entering = event.object if isinstance(event, ZoneChanged) else bound.get("entering")
    this = state.find_object(source) if source is not None else None
    if not isinstance(entering, str) or this is None or this.zone is not Zone.BATTLEFIELD:
        return False
    theirs = _power_toughness(state, entering)
    mine = chars(state, this)
    return theirs is not None and (
        theirs[0] > (mine.power or 0) or theirs[1] > (mine.toughness or 0)
    )


CONDITIONS[EVOLVES] = (
    _evolves,
    "'that creature has greater power or toughness than this creature'",
)


@trigger_kind("self_attacks_with_greater_power")
def _attacks_with_greater_power(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """Training (702.149a): it attacks along with another creature whose power is greater than
    its own as attackers are declared (508.1)."""
    if not (isinstance(event, AttackDeclared) and event.attacker == obj.id):
        return False
    combat = state.combat
    if combat is None:
        return False
    power = chars(state, obj).power or 0
    for other in combat.attacker_ids():
        found = state.find_object(other)
        if other != obj.id and found is not None and (chars(state, found).power or 0) > power:
            return True
    return False


@trigger_kind("self_attacks_player_with_most_life")
def _attacks_player_with_most_life(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """Dethrone (702.105a): the player it attacks has the most life or is tied for it among the
    players still in the game (800.4a)."""
    if not (isinstance(event, AttackDeclared) and event.attacker == obj.id):
        return False
    players = [p for p in state.players if not p.lost]
    attacked = next((p for p in players if p.id == event.defender), None)
    return attacked is not None and attacked.life >= max(p.life for p in players)
