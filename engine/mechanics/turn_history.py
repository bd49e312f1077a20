"""What happened this turn, for the conditions of ability words that ask (207.2c): raid ("if you
attacked this turn"), morbid ("if a creature died this turn"), revolt ("if a permanent you
controlled left the battlefield this turn") and "if you gained life this turn".

The engine remembers each such fact as a bookkeeping effect of kind "turn_history" lasting until
end of turn (514.2), so it travels with the state, its document and its notation like any effect
in force: params "event" (one of `EVENTS`), "player" (whose: who attacked, gained life, cast the
spell or controlled the permanent as it left; absent for a creature dying), once a turn. It is written from the events the engine performs (the Resolution's
did-events), after each performed event and before state-based actions are checked (117.5), so an
intervening "if" clause (603.4) sees an attack declared or a creature that died before its
trigger event.

- attacked: a player declared one or more attacking creatures (508.1; a creature put onto the
  battlefield attacking was never declared, 508.4, and doesn't count);
- creature_died: a creature was put into a graveyard from the battlefield (700.4);
- permanent_left: a permanent its controller controlled left the battlefield (603.10a: read
  from how it last existed there);
- life_gained: a player gained life (119.3; an amount of 0 is no gain);
- damaged_by_creature: a creature dealt damage to a player (120.3; params "creature" and
  "timestamp" name which object, 400.7: a creature that left the battlefield and came back is
  another one; a source that has left is read as it last existed there, 608.2h, so a creature
  sacrificed to deal damage is still a creature and still the same one). One record per player
  and creature: "dealt damage by two or more creatures" counts the creatures, not the damage;
- ability_resolved: an ability that asks how many times it has resolved this turn resolved
  (608.2; params "object", "ability", "timestamp" name the ability of which object, 400.7, and
  "resolution" which time it was: engine.mechanics.resolution_counts). Only such abilities are
  recorded, and each resolution is a fact of its own;
- put_into_graveyard: a card was put into a graveyard from anywhere (params "player", its
  owner, 404.1; "card" and "timestamp", the object in the graveyard, 400.7: once it leaves the
  graveyard it is another object, even if it comes back), for "all creature cards in your
  graveyard that were put there from anywhere this turn" (Garna, the Bloodflame). A token is
  never recorded: it ceases to exist there (111.8).

- life_lost: a player lost life (119.3; an amount of 0 is no loss), for spectacle (702.137a);
- speed_triggered: a player's inherent speed ability triggered (702.179d: it triggers only once
  each turn; engine.mechanics.speed);
- ability_triggered: an ability that triggers only once each turn triggered (the trigger-side
  counterpart of 603.2h; params "player", its controller, and "object", "ability",
  "timestamp": which ability of which object, 400.7, so a permanent that left the battlefield
  and came back is a new object whose ability may trigger again). Only such abilities are
  recorded (TriggeredAbility.once_each_turn, engine.rules.triggers);
- spell_cast: a player cast a spell (601.2i; params "player", the caster, and "spell" and
  "timestamp", the spell on the stack). Copies aren't cast (707.10) and aren't recorded. Each
  spell is a fact of its own, and the records' timestamps keep the order the spells were cast
  in: storm counts the spells cast before its own (702.40a, engine.mechanics.storm).

The spells cast in a turn are also remembered past its end, for "last turn" (the werewolves'
"if no spells were cast last turn" and "if a player cast two or more spells last turn", and the
day/night check of 731.2): as a turn's spell_cast records end in its cleanup step (514.2), each
adds one to its caster's count for that turn, an effect of kind "spells_cast_in_turn" (params
"turn", "player", "count", and "active": whether that player was the turn's active player) that stays until the next such count is written for a later turn. A
turn with no such record had no spells cast in it (a scenario set up in the middle of a game
knows no earlier turn).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from dataclasses import replace

from engine.core.events import (
    AttackDeclared,
    CardDiscarded,
    DamageDealt,
    DidEvent,
    LifeGained,
    LifeLost,
    SpellCast,
    WouldEvent,
    ZoneChanged,
)
from engine.core.log import LogKind, times_words
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, Resolving, effects_of_kind, ref_name, register
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS
from engine.rules.resolution_conditions import CONDITION_WORDS, RESOLUTION_CONDITIONS
from engine.rules.trigger_events import DIED_CONDITIONS
from engine.rules.triggers import (
    BOARD_CONDITIONS,
    CONDITIONS,
    TRIGGERED_THIS_TURN,
    ConditionCheck,
)
from engine.rules.zones import ENTERING_COUNTERS, move

KIND = "turn_history"
ATTACKED = "attacked"
CREATURE_DIED = "creature_died"
PERMANENT_LEFT = "permanent_left"
LIFE_GAINED = "life_gained"
DAMAGED_BY_CREATURE = "damaged_by_creature"
ABILITY_RESOLVED = "ability_resolved"  # written by engine.mechanics.resolution_counts
PUT_INTO_GRAVEYARD = "put_into_graveyard"
SPELL_CAST = "spell_cast"
LIFE_LOST = "life_lost"
# A player discarded a card this turn (701.9a), the card as it is in the graveyard (mayhem,
# 702.187b: "as long as you discarded this card this turn").
DISCARDED = "discarded"
# A player was dealt combat damage by a creature that was, as it dealt it, an Assassin creature or
# a commander; the player is that creature's controller (freerunning, 702.173a).
ASSASSIN_COMBAT_DAMAGE = "assassin_combat_damage"
# How much life a player gained this turn, all life gain events added up (119.3, 119.9: a gain
# of 0 is no event): one record per player, params "player" and "amount", for "if you gained 3
# or more life this turn". The amount kept is at most `GAINED_KEPT`: the grammar reads no
# condition asking for more (cards ask for 3 to 7), and a loop of mandatory actions that gains
# life comes back to a state it was in soon after (104.4b).
LIFE_GAINED_TOTAL = "life_gained_total"
GAINED_KEPT = 20
# A player's inherent speed ability triggered (702.179d: once each turn), written by
# engine.mechanics.speed.
SPEED_TRIGGERED = "speed_triggered"
# An ability that triggers only once each turn triggered (engine.rules.triggers).
ABILITY_TRIGGERED = "ability_triggered"
# A source dealt damage to a creature (120.3): "a creature dealt damage by ~ this turn dies".
CREATURE_DAMAGED = "creature_damaged"
EVENTS = (
    ATTACKED,
    CREATURE_DIED,
    PERMANENT_LEFT,
    LIFE_GAINED,
    DAMAGED_BY_CREATURE,
    ABILITY_RESOLVED,
    PUT_INTO_GRAVEYARD,
    SPELL_CAST,
    LIFE_LOST,
    SPEED_TRIGGERED,
    ABILITY_TRIGGERED,
    DISCARDED,
    ASSASSIN_COMBAT_DAMAGE,
    CREATURE_DAMAGED,
    LIFE_GAINED_TOTAL,
)

# Conditions (intervening "if" clauses 603.4, and entering permanents' 614.1c) -> (the event,
# whether it is the player's own, the words on a card).
CONDITION_EVENTS: dict[str, tuple[str, bool, str]] = {
    "attacked_this_turn": (ATTACKED, True, "you attacked this turn"),
    "creature_died_this_turn": (CREATURE_DIED, False, "a creature died this turn"),
    "permanent_left_this_turn": (
        PERMANENT_LEFT,
        True,
        "a permanent you controlled left the battlefield this turn",
    ),
    "gained_life_this_turn": (LIFE_GAINED, True, "you gained life this turn"),
    # 701.9a: the player discarded one or more cards this turn
    "discarded_this_turn": (DISCARDED, True, "you discarded a card this turn"),
}

# What happened to a player this turn, the player's name in place of {who}.
_WORDS = {
    ATTACKED: "{who} attacked",
    CREATURE_DIED: "a creature died",
    PERMANENT_LEFT: "a permanent {who} controlled left the battlefield",
    LIFE_GAINED: "{who} gained life",
    LIFE_LOST: "{who} lost life",
    DAMAGED_BY_CREATURE: "{who} was dealt damage by a creature",
    SPEED_TRIGGERED: "{who}'s speed ability triggered",
}


@register
class TurnHistory(EffectKind[WouldEvent]):
    name = KIND
    rules = ("514.2",)

    def ended(self, effect: Effect, res: Resolving) -> None:
        player = effect.params.get("player")
        # Only a player still in the game is counted: the count is an effect they control, and
        # a record naming no player (a hand-edited document) has nobody to count for (800.4a).
        if (
            effect.params.get("event") == SPELL_CAST
            and isinstance(player, str)
            and res.state.find_player(player) is not None
        ):
            count_spell(res, player)

    def describe(self, effect: Effect, state: GameState) -> str:
        event = str(effect.params.get("event"))
        if event == CREATURE_DIED:
            return "a creature died this turn"
        who = ref_name(state, effect.params.get("player"))
        if event == ABILITY_RESOLVED:
            source = ref_name(state, effect.params.get("object"))
            nth = effect.params.get("resolution")
            return f"an ability of {source} has resolved this turn ({times_words(int(nth or 0))})"
        if event == PUT_INTO_GRAVEYARD:
            card = ref_name(state, effect.params.get("card"))
            return f"{card} was put into {who}'s graveyard this turn"
        if event == DISCARDED:
            return f"{who} discarded {ref_name(state, effect.params.get('card'))} this turn"
        if event == ABILITY_TRIGGERED:
            source = ref_name(state, effect.params.get("object"))
            return f"an ability of {source} that triggers only once each turn has triggered"
        if event == SPELL_CAST:
            return f"{who} cast {ref_name(state, effect.params.get('spell'))} this turn"
        if event == LIFE_GAINED_TOTAL:
            return f"{who} gained {effect.params.get('amount')} life this turn"
        if event == CREATURE_DAMAGED:
            source = ref_name(state, effect.params.get("source"))
            creature = ref_name(state, effect.params.get("creature"))
            return f"{source} dealt damage to {creature} this turn"
        if event == DAMAGED_BY_CREATURE:
            creature = ref_name(state, effect.params.get("creature"))
            return f"{who} was dealt damage by {creature} this turn"
        words = _WORDS.get(event, "{who}: " + event.replace("_", " "))
        return f"{words.format(who=who)} this turn"


SPELLS_CAST_IN_TURN = "spells_cast_in_turn"


@register
class SpellsCastInTurn(EffectKind[WouldEvent]):
    """How many spells a player cast in an earlier turn (601.2i), kept for "last turn"."""

    name = SPELLS_CAST_IN_TURN
    rules = ("601.2i",)

    def describe(self, effect: Effect, state: GameState) -> str:
        who = ref_name(state, effect.params.get("player"))
        count = int(effect.params.get("count") or 0)
        spells = "spell" if count == 1 else "spells"
        return f"{who} cast {count} {spells} in turn {effect.params.get('turn')}"


def count_spell(res: Resolving, player: str) -> None:
    """One more spell cast by `player` in the current turn, remembered past its end; counts of
    turns before the previous one are dropped (nothing asks about them)."""
    state = res.state
    turn = state.turn.number
    for old in effects_of_kind(state, SPELLS_CAST_IN_TURN):
        if int(old.params.get("turn") or 0) < turn - 1:
            state = state.without_effect(old.id)
    mine = next(
        (
            e
            for e in effects_of_kind(state, SPELLS_CAST_IN_TURN)
            if e.params.get("turn") == turn and e.params.get("player") == player
        ),
        None,
    )
    if mine is not None:
        count = int(mine.params.get("count") or 0) + 1
        state = state.with_effect(replace(mine, params=mine.params.set("count", count)))
    else:
        state, effect_id = state.take_id("e")
        active = state.turn.active_player == player
        params = Params({"turn": turn, "player": player, "count": 1, "active": active})
        state = state.with_effect(
            Effect(effect_id, SPELLS_CAST_IN_TURN, player, None, params, Duration.INDEFINITE)
        )
    res.set_state(state)


def spells_cast_last_turn(state: GameState) -> dict[str, int]:
    """Each player's count of spells cast in the turn before this one (absent: none)."""
    last = state.turn.number - 1
    return {
        str(e.params.get("player")): int(e.params.get("count") or 0)
        for e in effects_of_kind(state, SPELLS_CAST_IN_TURN)
        if e.params.get("turn") == last
    }


def spells_cast_by_last_active_player(state: GameState) -> int:
    """How many spells the previous turn's active player cast during that turn (731.2)."""
    last = state.turn.number - 1
    return sum(
        int(e.params.get("count") or 0)
        for e in effects_of_kind(state, SPELLS_CAST_IN_TURN)
        if e.params.get("turn") == last and e.params.get("active")
    )


# Intervening "if" clauses about the previous turn (603.4): condition name -> words.
LAST_TURN_CONDITIONS = {
    "no_spells_last_turn": "no spells were cast last turn",
    "player_cast_two_spells_last_turn": "a player cast two or more spells last turn",
}


def _no_spells_last_turn(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return not any(spells_cast_last_turn(state).values())


def _two_spells_last_turn(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return any(n >= 2 for n in spells_cast_last_turn(state).values())


# "if you gained or lost life this turn" (603.4): the player gained life or lost life (119.3,
# 119.4: paying life is losing it) at least once this turn.
LIFE_CHANGED_CONDITIONS = {"gained_or_lost_life_this_turn": "you gained or lost life this turn"}


def _gained_or_lost_life(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return happened(state, LIFE_GAINED, player) or happened(state, LIFE_LOST, player)


CONDITIONS["gained_or_lost_life_this_turn"] = (
    _gained_or_lost_life,
    "'you gained or lost life this turn'",
)
CONDITIONS["no_spells_last_turn"] = (_no_spells_last_turn, "'no spells were cast last turn'")
CONDITIONS["player_cast_two_spells_last_turn"] = (
    _two_spells_last_turn,
    "'a player cast two or more spells last turn'",
)


def happened(state: GameState, event: str, player: str | None = None) -> bool:
    """Did `event` happen this turn (for `player`, when it is a player's)?"""
    return any(
        e.params.get("event") == event and (player is None or e.params.get("player") == player)
        for e in effects_of_kind(state, KIND)
    )


def spells_cast_before(state: GameState, spell: str) -> int | None:
    """How many other spells were cast this turn before this one (702.40a), by the order of
    their records; None if this spell's own casting isn't recorded this turn."""
    records = [e for e in effects_of_kind(state, KIND) if e.params.get("event") == SPELL_CAST]
    own = [e.timestamp for e in records if e.params.get("spell") == spell]
    if not own:
        return None
    return sum(1 for e in records if e.timestamp < own[0] and e.params.get("spell") != spell)


def put_into_graveyard_this_turn(state: GameState, card: GameObject) -> bool:
    """Was this card, the object it is in its graveyard now (400.7), put there this turn?"""
    return card.zone is Zone.GRAVEYARD and any(
        e.params.get("event") == PUT_INTO_GRAVEYARD
        and e.params.get("card") == card.id
        and e.params.get("timestamp") == card.timestamp
        for e in effects_of_kind(state, KIND)
    )


def discarded_this_turn(state: GameState, obj: GameObject) -> bool:
    """Did its owner discard this card this turn, the card being the object it became in the
    graveyard (400.7: not once it has left and come back)?"""
    return obj.zone is Zone.GRAVEYARD and any(
        e.params.get("event") == DISCARDED
        and e.params.get("player") == obj.owner
        and e.params.get("card") == obj.id
        and e.params.get("timestamp") == obj.timestamp
        for e in effects_of_kind(state, KIND)
    )


def damaging_creatures(state: GameState, player: str) -> int:
    """How many creatures have dealt damage to `player` this turn (each object once, 400.7)."""
    return sum(
        1
        for e in effects_of_kind(state, KIND)
        if e.params.get("event") == DAMAGED_BY_CREATURE and e.params.get("player") == player
    )


def facts_for(conditions: Iterable[object], player: str) -> tuple[Effect, ...]:
    """Records that make these conditions hold for `player` (a scenario's setup: "Alice has
    attacked this turn"), for the conditions among them that are this turn's."""
    found: dict[str, Effect] = {}
    for name in conditions:
        spec = CONDITION_EVENTS.get(str(name))
        if spec is None:
            continue
        event, own, _ = spec
        params = {"event": event} | ({"player": player} if own else {})
        found[event] = Effect(
            f"history_{event}", KIND, player, None, Params(params), Duration.END_OF_TURN
        )
    return tuple(found.values())


def holds(state: GameState, condition: str, player: str) -> bool:
    """Does a turn-history condition of `CONDITION_EVENTS` hold for `player`?"""
    event, own, _ = CONDITION_EVENTS[condition]
    return happened(state, event, player if own else None)


Fact = tuple[str, str | None, tuple[tuple[str, object], ...]]


def _damaging_creature(state: GameState, source: str) -> tuple[tuple[str, object], ...] | None:
    """Which creature dealt damage (its id and timestamp, 400.7), or None if the source wasn't
    a creature: a permanent now by its characteristics, one that has left as it last existed
    on the battlefield (608.2h)."""
    obj = state.find_object(source)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        if "Creature" not in chars(state, obj).types:
            return None
        return (("creature", source), ("timestamp", obj.timestamp))
    known = state.last_known.get(source)
    if not isinstance(known, Params) or "Creature" not in known.get("types", ()):
        return None
    return (("creature", source), ("timestamp", known.get("timestamp", 0)))


def _identity_then(obj: GameObject | None, known: object) -> int | None:
    """An object's timestamp (400.7: which object it is), or as it last existed on the
    battlefield."""
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return obj.timestamp
    if isinstance(known, Params):
        return int(known.get("timestamp", 0) or 0)
    return obj.timestamp if obj is not None else None


def _damaged_creature(
    state: GameState, event: DamageDealt
) -> tuple[tuple[str, object], ...] | None:
    """Which source dealt damage to which creature (each by id and timestamp, 400.7), or None
    if the recipient wasn't a creature on the battlefield (120.3)."""
    creature = state.find_object(event.recipient)
    if creature is None or creature.zone is not Zone.BATTLEFIELD:
        return None
    if "Creature" not in chars(state, creature).types:
        return None
    source = state.find_object(event.source)
    source_timestamp = _identity_then(source, state.last_known.get(event.source))
    if source_timestamp is None:
        return None
    return (
        ("source", event.source),
        ("source_timestamp", source_timestamp),
        ("creature", creature.id),
        ("timestamp", creature.timestamp),
    )


def dealt_damage_by_this_turn(state: GameState, source: GameObject, died: str) -> bool:
    """Did `source` deal damage this turn to the creature `died` as it last existed on the
    battlefield (603.10a)? Both are the objects they were (400.7): a permanent that left the
    battlefield and came back is a new object, and so is the creature."""
    known = state.last_known.get(died)
    if not isinstance(known, Params):
        return False
    source_timestamp = _identity_then(
        source if source.zone is Zone.BATTLEFIELD else None, state.last_known.get(source.id)
    )
    return any(
        e.params.get("event") == CREATURE_DAMAGED
        and e.params.get("source") == source.id
        and e.params.get("source_timestamp") == source_timestamp
        and e.params.get("creature") == died
        and e.params.get("timestamp") == known.get("timestamp")
        for e in effects_of_kind(state, KIND)
    )


DIED_CONDITIONS["dealt_damage_by_self"] = dealt_damage_by_this_turn


def _assassin_controller(state: GameState, source: str) -> str | None:
    """702.173a: the controller of the source of combat damage if, as it dealt the damage, it was
    an Assassin creature or a commander (its characteristics now, or as it last existed on the
    battlefield, 608.2h); else None."""
    obj = state.find_object(source)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        c = chars(state, obj)
        is_creature = "Creature" in c.types
        if (is_creature and "Assassin" in c.subtypes) or obj.commander:
            return obj.controller
        return None
    known = state.last_known.get(source)
    if not isinstance(known, Params):
        return None
    is_assassin = "Creature" in known.get("types", ()) and "Assassin" in known.get("subtypes", ())
    controller = known.get("controller")
    commander = obj is not None and obj.commander
    return str(controller) if (is_assassin or commander) and controller else None


def assassin_combat_damage(state: GameState, player: str) -> bool:
    """Was a player dealt combat damage this turn by an Assassin creature or a commander under
    `player`'s control (702.173a)?"""
    return happened(state, ASSASSIN_COMBAT_DAMAGE, player)


def _facts(state: GameState, events: Iterable[DidEvent]) -> list[Fact]:
    found: list[Fact] = []
    for event in events:
        if isinstance(event, DamageDealt) and event.amount > 0:
            damaged = _damaged_creature(state, event)
            if damaged is not None:
                found.append((CREATURE_DAMAGED, None, damaged))
            if state.find_player(event.recipient) is None:
                continue
            creature = _damaging_creature(state, event.source)
            if creature is not None:
                found.append((DAMAGED_BY_CREATURE, event.recipient, creature))
            assassin = _assassin_controller(state, event.source) if event.combat else None
            if assassin is not None:
                found.append((ASSASSIN_COMBAT_DAMAGE, assassin, ()))
        elif isinstance(event, AttackDeclared):
            attacker = state.find_object(event.attacker)
            if attacker is not None:
                found.append((ATTACKED, attacker.controller, ()))
        elif isinstance(event, SpellCast):
            spell = state.find_object(event.spell)
            if spell is not None:
                about = (("spell", spell.id), ("timestamp", spell.timestamp))
                found.append((SPELL_CAST, event.caster, about))
        elif isinstance(event, LifeGained) and event.amount > 0:
            found.append((LIFE_GAINED, event.player, ()))
        elif isinstance(event, LifeLost) and event.amount > 0:
            found.append((LIFE_LOST, event.player, ()))
        if isinstance(event, CardDiscarded):
            card = state.find_object(event.card)
            if card is not None and card.zone is Zone.GRAVEYARD:
                about = (("card", card.id), ("timestamp", card.timestamp))
                found.append((DISCARDED, event.player, about))
        if isinstance(event, ZoneChanged) and event.to_zone is Zone.GRAVEYARD:
            card = state.find_object(event.object)
            if card is not None and card.zone is Zone.GRAVEYARD and not card.token:
                about = (("card", card.id), ("timestamp", card.timestamp))
                found.append((PUT_INTO_GRAVEYARD, card.owner, about))
        if isinstance(event, ZoneChanged) and event.from_zone is Zone.BATTLEFIELD:
            known = state.last_known.get(event.object)
            if not isinstance(known, Params):
                continue
            if known.get("controller"):
                found.append((PERMANENT_LEFT, str(known["controller"]), ()))
            if event.to_zone is Zone.GRAVEYARD and "Creature" in known.get("types", ()):
                found.append((CREATURE_DIED, None, ()))
    return found


def record(
    res: Resolution, event: str, player: str | None, about: tuple[tuple[str, object], ...] = ()
) -> None:
    """Remember that `event` happened this turn (once: a fact, not a count, so a loop of
    mandatory actions that repeats an event still comes back to a state it was in, 104.4b);
    `about` names what it happened with (the creature that dealt damage)."""
    key = (event, player, about)
    if any(
        e.kind == KIND
        and (
            e.params.get("event"),
            e.params.get("player"),
            tuple((k, e.params.get(k)) for k, _ in about),
        )
        == key
        for e in res.state.effects
    ):
        return
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    params = {"event": event} | ({"player": player} if player else {}) | dict(about)
    controller = player or state.turn.active_player
    res.set_state(
        state.with_effect(
            Effect(
                effect_id, KIND, controller, None, Params(params), Duration.END_OF_TURN, timestamp
            )
        )
    )


def _identity(obj: GameObject, index: int) -> tuple[tuple[str, object], ...]:
    return (("object", obj.id), ("ability", index), ("timestamp", obj.timestamp))


def triggered_this_turn(state: GameState, obj: GameObject, index: int) -> bool:
    """Has this ability of this object (400.7) triggered this turn?"""
    about = _identity(obj, index)
    return any(
        e.params.get("event") == ABILITY_TRIGGERED and all(e.params.get(k) == v for k, v in about)
        for e in effects_of_kind(state, KIND)
    )


def record_triggered(res: Resolution, obj: GameObject, index: int) -> None:
    """Remember that this ability of this object triggered this turn."""
    record(res, ABILITY_TRIGGERED, obj.controller, _identity(obj, index))


TRIGGERED_THIS_TURN.append((triggered_this_turn, record_triggered))


# How far each resolution's did-events have been read (a Resolution lives for one action).
_READ: weakref.WeakKeyDictionary[Resolution, int] = weakref.WeakKeyDictionary()


def remember(res: Resolution) -> None:
    """Write this turn's new facts from the did-events not read yet."""
    start = _READ.get(res, 0)
    if start >= len(res.events):
        return
    fresh = res.events[start:]
    _READ[res] = len(res.events)
    for event, player, about in _facts(res.state, fresh):
        record(res, event, player, about)
    for gained in fresh:
        if isinstance(gained, LifeGained) and gained.amount > 0:
            _add_life_gained(res, gained.player, gained.amount)


def life_gained_this_turn(state: GameState, player: str) -> int:
    """How much life `player` has gained this turn (119.3), all life gain events added up."""
    return sum(
        int(e.params.get("amount") or 0)
        for e in effects_of_kind(state, KIND)
        if e.params.get("event") == LIFE_GAINED_TOTAL and e.params.get("player") == player
    )


def _add_life_gained(res: Resolution, player: str, amount: int) -> None:
    """One more life gain event of `player` this turn, added to their record (119.9: each event
    on its own; lifelink sources dealing damage at once are separate events, 702.15e)."""
    state = res.state
    mine = next(
        (
            e
            for e in effects_of_kind(state, KIND)
            if e.params.get("event") == LIFE_GAINED_TOTAL and e.params.get("player") == player
        ),
        None,
    )
    if mine is not None:
        total = min(GAINED_KEPT, int(mine.params.get("amount") or 0) + amount)
        res.set_state(state.with_effect(replace(mine, params=mine.params.set("amount", total))))
        return
    state, effect_id = state.take_id("e")
    state, timestamp = state.take_timestamp()
    params = Params(
        {"event": LIFE_GAINED_TOTAL, "player": player, "amount": min(amount, GAINED_KEPT)}
    )
    res.set_state(
        state.with_effect(
            Effect(effect_id, KIND, player, None, params, Duration.END_OF_TURN, timestamp)
        )
    )


def _gained_at_least(state: GameState, player: str, rest: str) -> bool:
    """ "if you gained N or more life this turn" (603.4: checked as the trigger event happens and
    again as the ability resolves)."""
    return rest.isdigit() and life_gained_this_turn(state, player) >= int(rest)


# "gained_life_at_least:N" (engine.oracle.grammar.trigger_conditions)
BOARD_CONDITIONS["gained_life_at_least"] = (
    _gained_at_least,
    lambda rest: f"'you gained {rest} or more life this turn'",
)


AFTER_PERFORM.append(remember)
BEFORE_STATE_BASED_ACTIONS.append(remember)


@instruction_kind("return_graveyard_arrivals_to_hand")
def _return_arrivals(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Return to your hand all creature cards in your graveyard that were put there from
    anywhere this turn." (Garna, the Bloodflame): every card of the type ("type") in the
    controller's graveyard that is an object put there this turn (400.7), at once (608.2c)."""
    kind = str(params.get("type", "Creature"))
    graveyard = res.state.zone(Zone.GRAVEYARD, ctx.controller)
    cards = [
        c
        for c in graveyard
        if chars(res.state, c).is_type(kind) and put_into_graveyard_this_turn(res.state, c)
    ]
    who = name_of(res.state, ctx.controller)
    if not cards:
        res.note(
            LogKind.EVENT,
            f"no {kind.lower()} card in {who}'s graveyard was put there this turn",
            "608.2c",
        )
        return
    res.note(
        LogKind.EVENT,
        f"{who} returns {', '.join(name_of(res.state, c.id) for c in cards)} to their hand "
        "(put into the graveyard this turn)",
        "608.2c",
        "400.7",
        objects=tuple(c.id for c in cards),
    )
    for card in cards:
        move(res, card.id, Zone.HAND)


def _condition(name: str) -> ConditionCheck:
    def check(
        state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
    ) -> bool:
        return holds(state, name, player)

    return check


for _name, _spec in CONDITION_EVENTS.items():
    CONDITIONS[_name] = (_condition(_name), f"'{_spec[2]}'")


def _resolution_condition(name: str) -> Callable[[GameState, str], bool]:
    def check(state: GameState, player: str) -> bool:
        return holds(state, name, player)

    return check


# An instruction's "if" / "unless" (608.2c): "Put three +1/+1 counters on that creature instead
# if a creature died this turn." (engine.oracle.grammar.instead_clauses).
for _name, _spec in CONDITION_EVENTS.items():
    RESOLUTION_CONDITIONS[_name] = _resolution_condition(_name)
    CONDITION_WORDS[_name] = _spec[2]


# --- "~ enters with a +1/+1 counter on it if you attacked this turn." (raid, 614.1c) ----------

ENTERS_WITH_COUNTERS_IF = "enters_with_counters_if"


@register
class EntersWithCountersIf(EffectKind[WouldEvent]):
    """A permanent's own "enters with N counters on it if [this turn's condition]": params
    "kind", "count" and "condition" (a name of `CONDITION_EVENTS`); engine.rules.zones puts the
    counters on as it enters (614.1c) when the condition holds for its controller."""

    name = ENTERS_WITH_COUNTERS_IF
    rules = ("614.1c",)

    def describe(self, effect: Effect, state: GameState) -> str:
        spec = CONDITION_EVENTS.get(str(effect.params.get("condition")))
        words = spec[2] if spec else "a condition holds"
        return f"enters with {effect.params.get('count')} counters if {words}"


def _entering_counters(
    res: Resolution, obj: GameObject, params: Params
) -> tuple[int, str, tuple[str, ...]]:
    condition = str(params.get("condition"))
    if condition not in CONDITION_EVENTS or not holds(res.state, condition, obj.controller):
        return 0, str(params.get("kind", "+1/+1")), ()
    return int(params.get("count", 1)), str(params.get("kind", "+1/+1")), ("207.2c",)


ENTERING_COUNTERS[ENTERS_WITH_COUNTERS_IF] = _entering_counters
