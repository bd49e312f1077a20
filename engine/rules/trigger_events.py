"""Trigger events of combat, casting and dying that Oracle text names (603.2), matched against
the did-events of engine.core.events. Each registers in engine.rules.triggers.TRIGGERS under a
kind declared in engine.vocabulary.declarations; what the event names that the effect refers to
("that creature", "that player") is bound as the ability triggers (EVENT_BINDINGS).

- blocking (509.3a-d): "whenever this blocks" once each combat however many it blocks; "whenever
  this blocks a creature [with KEYWORD]" once for each attacker it blocks; "whenever this becomes
  blocked" once however many block it; "whenever this attacks or blocks" (508.3a, 509.3a);
- "whenever this attacks alone" (506.5), "whenever a [TYPE] you control attacks" (508.3a);
- "whenever a creature dies" and its kin (700.4): a leaves-the-battlefield trigger that looks back
  in time (603.10a), so the creature's characteristics and controller are those it had as it last
  existed on the battlefield (608.2h), and a creature dying at the same time as the one with the
  ability still sees it die;
- "when this enters or dies" (603.6a, 700.4);
- "whenever you draw a card" and its kin (121.1, 603.2c);
- "when this is turned face up" (702.37e, 708.7);
- "when this becomes the target of a spell or ability" (115.1; the event as the spell or ability
  is put on the stack, 601.2c, 602.2b, 603.3d).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.events import (
    AttackDeclared,
    AttackerUnblocked,
    BecameTapped,
    BecameTarget,
    BlockDeclared,
    CardDrawn,
    DamageDealt,
    DidEvent,
    TurnedFaceUp,
    ZoneChanged,
)
from engine.core.state import GameObject, GameState, Params, Zone
from engine.rules.characteristics import chars
from engine.rules.triggers import (
    CONDITIONS,
    EVENT_BINDINGS,
    LOOKS_BACK_AT_OTHERS,
    OBJECT_BINDINGS,
    PERMANENT_BINDINGS,
    TRIGGER_RULES,
    damaged_is,
    trigger_kind,
)


@trigger_kind("self_blocks")
def _self_blocks(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this creature blocks" triggers once each combat, as it blocks its first
    attacker (509.3a); "whenever it blocks a creature [with KEYWORD]" (params "each_attacker",
    "attacker_with") once for each attacking creature it blocks (509.3b), bound as "attacker"."""
    if not (isinstance(event, BlockDeclared) and event.blocker == obj.id):
        return False
    with_keyword = ability.params.get("attacker_with")
    if ability.params.get("each_attacker") or with_keyword:
        attacker = state.find_object(event.attacker)
        return attacker is not None and (
            not with_keyword or chars(state, attacker).has(str(with_keyword))
        )
    return _first_block(event, obj, state)


def _first_block(event: BlockDeclared, obj: GameObject, state: GameState) -> bool:
    """The block of the first attacking creature `obj` blocks (509.3a: once each combat)."""
    combat = state.combat
    return combat is not None and combat.blocked_by(obj.id)[:1] == (event.attacker,)


@trigger_kind("self_attacks_unblocked")
def _self_attacks_unblocked(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this creature attacks and isn't blocked" (508.3f, 509.3g): in the declare
    blockers step, as blockers are declared, no creature was declared as its blocker (509.1h);
    also for a creature put onto the battlefield attacking; never for one whose blockers were
    later removed from combat."""
    return isinstance(event, AttackerUnblocked) and event.attacker == obj.id


TRIGGER_RULES["self_attacks_unblocked"] = ("509.3g",)


@trigger_kind("creature_becomes_blocked")
def _creature_becomes_blocked(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever a creature you control becomes blocked" (509.3c): once each combat for each
    such attacking creature however many block it, as its first blocker is declared. The
    attacker is bound as "attacker" ("it")."""
    if not isinstance(event, BlockDeclared):
        return False
    combat = state.combat
    attacker = state.find_object(event.attacker)
    return (
        attacker is not None
        and attacker.controller == obj.controller
        and combat is not None
        and combat.blockers_of(event.attacker)[:1] == (event.blocker,)
    )


def _blocked_attacker_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    return {"attacker": event.attacker} if isinstance(event, BlockDeclared) else {}


EVENT_BINDINGS["creature_becomes_blocked"] = _blocked_attacker_binding
TRIGGER_RULES["creature_becomes_blocked"] = ("509.3c",)


@trigger_kind("self_becomes_blocked")
def _self_becomes_blocked(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this creature becomes blocked": once each combat however many creatures block
    it (509.3c), as its first blocker is declared."""
    combat = state.combat
    return (
        isinstance(event, BlockDeclared)
        and event.attacker == obj.id
        and combat is not None
        and combat.blockers_of(obj.id)[:1] == (event.blocker,)
    )


def _blocking_self(obj: GameObject, ability: TriggeredAbility) -> str | None:
    """The creature whose blocks the ability watches: the object itself, or the creature it is
    attached to ("equipped creature", 301.5f; "enchanted creature", 303.4m)."""
    return obj.attached_to if ability.params.get("attached") else obj.id


@trigger_kind("self_blocks_or_blocked_by_creature")
def _self_blocks_or_blocked_by_creature(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this creature blocks or becomes blocked by a [nonblack / non-Wall] creature":
    once for each attacking creature it blocks (509.3b) and once for each creature blocking it
    (509.3d); the other creature of the pair is bound as "block_partner" ("that creature"). Its
    characteristics are read as the block is declared (509.3f): params "partner_not_color",
    "partner_not_subtype"."""
    if not isinstance(event, BlockDeclared):
        return False
    me = _blocking_self(obj, ability)
    if me is None or me not in (event.blocker, event.attacker):
        return False
    partner = state.find_object(event.attacker if event.blocker == me else event.blocker)
    if partner is None:
        return False
    c = chars(state, partner)
    color = ability.params.get("partner_not_color")
    if color is not None and str(color) in c.colors:
        return False
    subtype = ability.params.get("partner_not_subtype")
    return subtype is None or str(subtype) not in c.subtypes


def _block_partner_binding(
    ability: TriggeredAbility, event: DidEvent, obj: GameObject
) -> dict[str, Any]:
    if not isinstance(event, BlockDeclared):
        return {}
    me = _blocking_self(obj, ability)
    return {"block_partner": event.attacker if event.blocker == me else event.blocker}


OBJECT_BINDINGS["self_blocks_or_blocked_by_creature"] = _block_partner_binding
PERMANENT_BINDINGS.add("block_partner")  # 400.7: "that creature" only while it is that object
TRIGGER_RULES["self_blocks_or_blocked_by_creature"] = ("509.3b", "509.3d")


@trigger_kind("self_attacks_or_blocks")
def _self_attacks_or_blocks(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this creature attacks or blocks" (508.3a; 509.3a: once however many it
    blocks)."""
    if isinstance(event, AttackDeclared):
        return event.attacker == obj.id
    return (
        isinstance(event, BlockDeclared)
        and event.blocker == obj.id
        and _first_block(event, obj, state)
    )


@trigger_kind("self_attacks_alone")
def _self_attacks_alone(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this creature attacks alone": it is the only creature declared as an attacker
    (506.5)."""
    combat = state.combat
    return (
        isinstance(event, AttackDeclared)
        and event.attacker == obj.id
        and combat is not None
        and combat.attacker_ids() == (obj.id,)
    )


@trigger_kind("creature_attacks")
def _creature_attacks(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever a [SUBTYPE] you control attacks" (508.3a): params "subtype" (a creature type;
    none: any creature) and "other" (not the creature with the ability). The attacker is bound as
    "attacker"; its characteristics are read as it is declared (509.3f's rule for blockers)."""
    if not isinstance(event, AttackDeclared):
        return False
    attacker = state.find_object(event.attacker)
    if attacker is None:
        return False
    if ability.params.get("whose", "you") == "you" and attacker.controller != obj.controller:
        return False
    if ability.params.get("other") and attacker.id == obj.id:
        return False
    keyword = ability.params.get("with")  # "whenever a creature with flying attacks"
    if keyword is not None and not chars(state, attacker).has(str(keyword)):
        return False
    subtype = ability.params.get("subtype")
    return subtype is None or str(subtype) in chars(state, attacker).subtypes


# Conditions on the creature that died that other concepts register, by the param that asks for
# them: (state, the object with the ability, the creature's id) -> whether it holds.
# "dealt_damage_by_self": "a creature dealt damage by ~ this turn" (engine.mechanics.turn_history).
DIED_CONDITIONS: dict[str, Callable[[GameState, GameObject, str], bool]] = {}


@trigger_kind("creature_dies")
def _creature_dies(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever a creature [you control / an opponent controls] dies", "another creature",
    "~ or another creature" (700.4): params "whose" ("any", "you", "opponent"), "other" (not the
    object with the ability), "or_self" (written "~ or another creature": the object itself too),
    "nontoken", "subtype" (a creature type). What died is read as it last existed on the battlefield (603.10a, 608.2h); it is
    bound as "died"."""
    if not (
        isinstance(event, ZoneChanged)
        and event.from_zone is Zone.BATTLEFIELD
        and event.to_zone is Zone.GRAVEYARD
    ):
        return False
    params = ability.params
    if event.object == obj.id and params.get("other") and not params.get("or_self"):
        return False
    known = state.last_known.get(event.object)
    if known is None or "Creature" not in known.get("types", ()):
        return False
    if params.get("nontoken") and known.get("token"):
        return False
    if params.get("subtype") is not None and params["subtype"] not in known.get("subtypes", ()):
        return False
    counter = params.get("with_counter")  # "with a -1/-1 counter on it", as it last was
    if counter is not None and int(Params(known.get("counters") or {}).get(str(counter), 0)) <= 0:
        return False
    least = params.get("toughness_at_least")  # "with toughness 4 or greater", as it last was
    if least is not None and int(known.get("toughness") or 0) < int(least):
        return False
    for name, check in DIED_CONDITIONS.items():
        if params.get(name) and not check(state, obj, event.object):
            return False
    # "with power 4 or greater", as it last was; in "~ or another creature you control with
    # power 4 or greater" it qualifies the other creature, the object itself is named
    strongest = params.get("power_at_least")
    named_self = bool(params.get("or_self")) and event.object == obj.id
    if strongest is not None and not named_self and int(known.get("power") or 0) < int(strongest):
        return False
    whose = params.get("whose", "any")
    controller = known.get("controller")
    mine = obj.controller if obj.zone is Zone.BATTLEFIELD else _last_controller(state, obj)
    if whose == "you" and controller != mine:
        return False
    return not (whose == "opponent" and controller == mine)


def _last_controller(state: GameState, obj: GameObject) -> str:
    known = state.last_known.get(obj.id)
    return str(known.get("controller")) if known is not None else obj.controller


@trigger_kind("self_enters_or_dies")
def _self_enters_or_dies(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When this enters or dies" (603.6a; 700.4, looking back in time as it dies, 603.10a)."""
    if not (isinstance(event, ZoneChanged) and event.object == obj.id):
        return False
    if event.to_zone is Zone.BATTLEFIELD:
        return obj.zone is Zone.BATTLEFIELD
    return event.from_zone is Zone.BATTLEFIELD and event.to_zone is Zone.GRAVEYARD


@trigger_kind("self_enters_or_leaves")
def _self_enters_or_leaves(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When this enters or leaves the battlefield" (603.6a; 603.6c, to whatever zone it goes,
    looking back in time, 603.10a)."""
    if not (isinstance(event, ZoneChanged) and event.object == obj.id):
        return False
    if event.to_zone is Zone.BATTLEFIELD:
        return obj.zone is Zone.BATTLEFIELD
    return event.from_zone is Zone.BATTLEFIELD


@trigger_kind("self_enters_or_attacks")
def _self_enters_or_attacks(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this enters or attacks" (603.6a, 508.3a)."""
    if isinstance(event, ZoneChanged):
        return event.object == obj.id and event.to_zone is Zone.BATTLEFIELD
    return type(event).__name__ == "AttackDeclared" and getattr(event, "attacker", None) == obj.id


@trigger_kind("self_enters_or_deals_combat_damage_to_player")
def _self_enters_or_deals_combat_damage_to_player(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this enters or deals combat damage to a player" (603.6a; 510.2, 120.3)."""
    if isinstance(event, ZoneChanged):
        return event.object == obj.id and event.to_zone is Zone.BATTLEFIELD
    return (
        isinstance(event, DamageDealt)
        and event.source == obj.id
        and event.combat
        and state.find_player(event.recipient) is not None
    )


@trigger_kind("self_enters_or_turned_face_up")
def _self_enters_or_turned_face_up(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When this enters or is turned face up" (603.6a, 708.7): entering face down it has no
    abilities (708.2a), so it triggers only as it's turned face up then (708.8)."""
    if isinstance(event, ZoneChanged):
        return event.object == obj.id and event.to_zone is Zone.BATTLEFIELD
    return isinstance(event, TurnedFaceUp) and event.object == obj.id


@trigger_kind("player_draws")
def _player_draws(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever you draw a card" / "an opponent draws" / "a player draws" (121.1): once for each
    card drawn (603.2c); param "whose" ("you", "opponent", "any"), and "nth" for "whenever you
    draw your second card each turn" (the draw that is the player's nth this turn). The player
    is bound as "player" ("that player")."""
    if not isinstance(event, CardDrawn):
        return False
    nth = ability.params.get("nth")
    if nth is not None and event.nth != nth:
        return False  # "your second card each turn": only that one (121.1)
    whose = ability.params.get("whose", "you")
    if whose == "you":
        return event.player == obj.controller
    return whose == "any" or event.player != obj.controller


@trigger_kind("self_becomes_target")
def _self_becomes_target(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When(ever) ~ becomes the target of a spell or ability [an opponent controls]" (115.1,
    603.2): params "spell_only" (of a spell), "opponent" (one an opponent controls). The spell or
    ability is bound as "targeting"."""
    if not (isinstance(event, BecameTarget) and event.target == obj.id):
        return False
    if ability.params.get("spell_only") and not event.spell:
        return False
    return not (ability.params.get("opponent") and event.controller == obj.controller)


@trigger_kind("self_dealt_damage")
def _self_dealt_damage(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this is dealt [combat] damage" (120.3, 510.2): how much is bound as
    "damage_amount";
    "attached": "whenever enchanted creature is dealt damage", the creature this Aura is
    attached to as the damage is dealt (303.4m)."""
    damaged = obj.attached_to if ability.params.get("attached") else obj.id
    return (
        isinstance(event, DamageDealt)
        and damaged is not None
        and event.recipient == damaged
        and event.amount > 0
        and (event.combat or not ability.params.get("combat"))  # 510.2
    )


@trigger_kind("you_dealt_damage")
def _you_dealt_damage(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever you're dealt [combat] damage" (120.3, 510.2): the ability's controller is
    dealt damage; how much is bound as "damage_amount"."""
    return (
        isinstance(event, DamageDealt)
        and event.recipient == obj.controller
        and event.amount > 0
        and (event.combat or not ability.params.get("combat"))
    )


@trigger_kind("you_commit_crime")
def _you_commit_crime(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever you commit a crime" (700.13): a spell the player casts, or an ability they
    activate or put on the stack, targets an opponent, something an opponent controls, or a card
    in an opponent's graveyard. Once for each such spell or ability, however many of its targets
    are such (its first one triggers it); a copy of a spell isn't cast (707.10): no crime."""
    if not (isinstance(event, BecameTarget) and event.controller == obj.controller):
        return False
    source = state.find_object(event.source)
    if source is None or source.spell_copy or source.stack is None:
        return False
    criminal = [t for t in source.stack.targets if _is_crime_target(state, obj.controller, t)]
    return criminal[:1] == [event.target]


def _is_crime_target(state: GameState, player: str, target: str) -> bool:
    """700.13: an opponent, a permanent, spell or ability an opponent controls, or a card in an
    opponent's graveyard."""
    if state.find_player(target) is not None:
        return target != player
    found = state.find_object(target)
    if found is None:
        return False
    if found.zone is Zone.GRAVEYARD:
        return found.owner != player
    return found.zone in (Zone.BATTLEFIELD, Zone.STACK) and found.controller != player


TRIGGER_RULES["you_commit_crime"] = ("700.13",)


@trigger_kind("self_becomes_tapped")
def _self_becomes_tapped(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this becomes tapped" (603.2e: not as it enters tapped)."""
    return isinstance(event, BecameTapped) and event.object == obj.id


@trigger_kind("self_turned_face_up")
def _self_turned_face_up(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When this is turned face up" (702.37e, 708.7): it triggers as the permanent, now face
    up with its abilities, has turned."""
    return isinstance(event, TurnedFaceUp) and event.object == obj.id


@trigger_kind("permanent_turned_face_up")
def _permanent_turned_face_up(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever a permanent you control is turned face up" (708.7): by its morph or disguise
    cost, or a manifested or cloaked card by its mana cost (701.40b, 701.58b). Params "type"
    ("a creature you control": what it is once face up), "other" (not this object; "or_self"
    with it: "~ or another ..." counts this one too)."""
    if not isinstance(event, TurnedFaceUp):
        return False
    turned = state.find_object(event.object)
    if turned is None:
        return False
    params = ability.params
    if params.get("whose", "you") == "you" and turned.controller != obj.controller:
        return False
    if params.get("other") and not params.get("or_self") and turned.id == obj.id:
        return False
    wanted = params.get("type")
    return wanted is None or chars(state, turned).is_type(str(wanted))


def _turned_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    """ "That creature" / "it": the permanent turned face up (708.7), while it is still that
    object (400.7; engine.rules.triggers.PERMANENT_BINDINGS). Two keys, one per word, so the
    definition prints back as its text (engine.oracle.grammar.combat_triggers)."""
    if not isinstance(event, TurnedFaceUp):
        return {}
    return {TURNED: event.object, TURNED_IT: event.object}


TURNED, TURNED_IT = "turned", "turned_it"
EVENT_BINDINGS["permanent_turned_face_up"] = _turned_binding
PERMANENT_BINDINGS.update((TURNED, TURNED_IT))
TURNED_CREATURE = "turned_creature"


def _turned_is_creature(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """ "..., if it's a creature, ..." (603.4) of a turned-face-up trigger: the permanent turned
    face up is a creature as it turns and again as the ability resolves (still that object,
    400.7)."""
    if isinstance(event, TurnedFaceUp):
        turned = state.find_object(event.object)
    else:
        found = state.find_object(str(bound.get(TURNED, "")))
        stamp = bound.get(f"{TURNED}_timestamp")
        same = found is not None and found.zone is Zone.BATTLEFIELD and found.timestamp == stamp
        turned = found if same else None
    return turned is not None and chars(state, turned).is_type("Creature")


CONDITIONS[TURNED_CREATURE] = (_turned_is_creature, "'it's a creature'")


@trigger_kind("creature_deals_damage")
def _creature_deals_damage(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever a creature you control deals combat damage to a player" (120.3, 510.2): params
    "combat" and "to" as for "self_deals_damage"; the creature's controller is read as it dealt
    the damage (its last known controller if it has left the battlefield since, 608.2h); param
    "subtype", a creature type it has. The damaged player is bound as "player", the creature
    as "source_creature". With "one_or_more" (603.2c: engine.rules.triggers.collect) it triggers
    once for each player dealt combat damage in one combat damage step (510.2: all of it is
    dealt at once), whatever the number of creatures."""
    if not isinstance(event, DamageDealt):
        return False
    if ability.params.get("combat") and not event.combat:
        return False
    source = state.find_object(event.source)
    if source is None:
        return False
    subtype = ability.params.get("subtype")
    if source.zone is Zone.BATTLEFIELD:
        seen = chars(state, source)
        controller, is_creature = source.controller, seen.is_type("Creature")
        subtypes: tuple[str, ...] = tuple(seen.subtypes)
    else:
        known = state.last_known.get(source.id)
        if known is None:
            return False
        controller = str(known.get("controller"))
        is_creature = "Creature" in known.get("types", ())
        subtypes = tuple(known.get("subtypes", ()))
    if not is_creature or controller != obj.controller:
        return False
    if subtype is not None and subtype not in subtypes:
        return False  # "one or more Faeries you control" (205.3m)
    return damaged_is(state, obj, event.recipient, ability.params.get("to"))


def _blocks_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    if isinstance(event, BlockDeclared) and (
        ability.params.get("each_attacker") or ability.params.get("attacker_with")
    ):
        return {"attacker": event.attacker}
    return {}


def _attacker_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    return {"attacker": event.attacker} if isinstance(event, AttackDeclared) else {}


def _died_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    return {"died": event.object} if isinstance(event, ZoneChanged) else {}


def _damage_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    """ "That player" / "that creature" is the damaged one; "that much" the amount (120.3)."""
    if isinstance(event, DamageDealt):
        bound: dict[str, Any] = {"damaged": event.recipient, "damage_amount": event.amount}
        if ability.params.get("to") in ("player", "opponent"):
            bound["player"] = event.recipient
        if ability.trigger == "creature_deals_damage":
            bound["source_creature"] = event.source
        return bound
    return {}


def _targeting_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    return {"targeting": event.source} if isinstance(event, BecameTarget) else {}


def _drawer_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    return {"player": event.player} if isinstance(event, CardDrawn) else {}


EVENT_BINDINGS.update(
    {
        "self_blocks": _blocks_binding,
        "creature_attacks": _attacker_binding,
        "creature_dies": _died_binding,
        "self_deals_damage": _damage_binding,
        "creature_deals_damage": _damage_binding,
        "player_draws": _drawer_binding,
        "self_dealt_damage": _damage_binding,
        "you_dealt_damage": _damage_binding,
        "self_becomes_target": _targeting_binding,
    }
)
# "That creature" of "whenever a creature you control deals combat damage": acted on only while
# it is the permanent that dealt the damage (400.7).
PERMANENT_BINDINGS.add("source_creature")
# A creature dying at the same time as the one with the ability is seen from the graveyard it
# went to (603.10a).
LOOKS_BACK_AT_OTHERS.update({"creature_dies", "self_enters_or_dies"})
