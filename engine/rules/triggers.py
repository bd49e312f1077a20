"""Triggered abilities (603): matching did-events, waiting, and going on the stack.

After every action the did-events are matched against the triggered abilities of objects (and
against delayed triggers, 603.7). What triggers waits in `GameState.pending_triggers` until a
player would receive priority; then, after state-based actions, each player puts theirs on the
stack in APNAP order, ordering their own (603.3b).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from engine.cards.keyword_abilities import keyword_rule, keyword_triggers, stands_for_trigger
from engine.cards.model import Ability, CardDef, Instruction, TriggeredAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import (
    AttackDeclared,
    BecameTarget,
    BecameUnattached,
    BlockDeclared,
    CountersPut,
    CountersRemoved,
    DamageDealt,
    DidEvent,
    LifeGained,
    LifeLost,
    SpellCast,
    StepBegan,
    ZoneChanged,
)
from engine.core.log import LogKind
from engine.core.state import (
    Effect,
    GameObject,
    GameState,
    Params,
    PendingTrigger,
    StackInfo,
    Step,
    Zone,
)
from engine.rules import defined_pt
from engine.rules.bound_targets import bind_word
from engine.rules.characteristics import chars
from engine.rules.copying import effective_def
from engine.rules.effect_kinds import effects_of_kind, keywords_granted
from engine.rules.face_down import is_face_down
from engine.rules.modes import choose_modes, with_choice
from engine.rules.modes import requirements as mode_requirements
from engine.rules.pipeline import Resolution, name_of
from engine.rules.static_conditions import holds
from engine.rules.target_relations import relation_allows
from engine.rules.targets import candidates
from engine.rules.unapplied import note_unapplied
from engine.rules.variable_targets import trailing_up_to
from engine.vocabulary.words import OTHER_PREFIX, up_to_word

Matcher = Callable[[DidEvent, GameObject, TriggeredAbility, GameState], bool]
TRIGGERS: dict[str, Matcher] = {}
# What a trigger event names that the ability's effect refers to ("that creature"), by trigger
# kind: (ability, event) -> values bound as the ability triggers (bound:KEY).
Binder = Callable[[TriggeredAbility, DidEvent], dict[str, Any]]
EVENT_BINDINGS: dict[str, Binder] = {}
# What a trigger event names relative to the object with the ability ("that creature" of
# "whenever ~ blocks or becomes blocked by a creature": the other one of the pair), by trigger
# kind: (ability, event, the object) -> values bound as the ability triggers.
ObjectBinder = Callable[[TriggeredAbility, DidEvent, GameObject], dict[str, Any]]
OBJECT_BINDINGS: dict[str, ObjectBinder] = {}
# What a trigger event names that only the game tells ("that many" of "whenever you attack with
# one or more Zombies": how many attack, 508.1m), by trigger kind: (ability, event, the object,
# the state) -> values bound as the ability triggers.
StateBinder = Callable[[TriggeredAbility, DidEvent, GameObject, GameState], dict[str, Any]]
STATE_BINDINGS: dict[str, StateBinder] = {}
# The player a trigger event names ("that player") when finding it needs the game: the
# controller of the creature that died, of the permanent that entered (bound:player).
PlayerBinder = Callable[[TriggeredAbility, DidEvent, GameState], "str | None"]
PLAYER_BINDINGS: dict[str, PlayerBinder] = {}
# Trigger kinds about other objects leaving the battlefield that look back in time (603.10a): an
# object with such an ability that left the battlefield in the same event still sees the others.
LOOKS_BACK_AT_OTHERS: set[str] = set()
# What one "one or more" event is about besides its occurrence (603.2c), by trigger kind: "one
# or more counters are put on a creature you control" triggers once for each creature given
# counters at once (engine.rules.counter_triggers).
BATCHED_PER: dict[str, Callable[[DidEvent], str]] = {}
# What one event adds to a "one or more" trigger's number ("that many", 603.2c), bound as
# "batch_count": the damage of a DamageDealt, the counters of a CountersPut, else one object
# (a card discarded, a card leaving a graveyard).
BATCH_COUNT = "batch_count"
# "One or more" trigger kinds whose batch is the whole occurrence whoever the objects' players
# are ("whenever one or more creatures die": one event for a wrath killing everyone's, 603.2c).
BATCHED_ACROSS_PLAYERS: set[str] = set()

# Intervening "if" conditions (603.4) that mechanics register (engine.mechanics.upkeep_costs,
# engine.mechanics.growing_creatures), by name: the test (state, the ability's controller, the
# trigger event or None on resolution, the source's id, what the trigger event bound) and the
# words the log uses for it.
ConditionCheck = Callable[[GameState, str, "DidEvent | None", "str | None", Params], bool]
CONDITIONS: dict[str, tuple[ConditionCheck, str]] = {}
# Conditions on the board with a parameter ("HEAD:ARG"), by head: the test (state, the
# ability's controller, ARG) and the log's words for ARG (engine.rules.board_conditions).
BoardCheck = Callable[[GameState, str, str], bool]
BOARD_CONDITIONS: dict[str, tuple[BoardCheck, Callable[[str], str]]] = {}
# Intervening "if" conditions of cast triggers that read the spell cast (601.2i): the trigger
# binds the spell as a copying trigger does (`_cast_spell_binding`; increment, 702.191a).
CAST_SPELL_CONDITIONS: set[str] = set()
# Inherent triggered abilities of the game itself, with no source object (the monarch's, 725.2):
# each is given the state and one did-event and returns what triggers, logging it.
InherentTrigger = Callable[[Resolution, DidEvent], list[PendingTrigger]]
INHERENT_TRIGGERS: list[InherentTrigger] = []


def each_step_of_its_player(
    kind: str,
    step: Step,
    rule: str,
    trigger: Callable[[GameState, Effect], tuple[str, str, list[Any]]],
) -> InherentTrigger:
    """A delayed trigger (603.7) that an effect of `kind` makes at the beginning of each `step`
    of the player it names (epic's upkeep copy, 702.50a; paradigm's main-phase copy, 702.192a):
    `trigger` gives the source, the text and the instructions for one effect."""

    def inherent(res: Resolution, event: DidEvent) -> list[PendingTrigger]:
        if not isinstance(event, StepBegan) or event.step is not step:
            return []
        found = []
        for effect in effects_of_kind(res.state, kind):
            player = str(effect.params.get("player"))
            if player != event.active_player:
                continue
            source, text, effects = trigger(res.state, effect)
            bound = Params({"text": text, "effects": effects})
            res.note(
                LogKind.TRIGGER,
                f"a delayed trigger from {kind} triggers: {text}",
                rule,
                "603.7",
            )
            found.append(PendingTrigger(source, -1, player, bound, effect.id))
        return found

    return inherent


# "This ability triggers only once each turn." (TriggeredAbility.once_each_turn): whether the
# ability of this index of the object has triggered this turn, and remembering that it has;
# registered by engine.mechanics.turn_history, which keeps what happened this turn.
OnceCheck = Callable[[GameState, GameObject, int], bool]
OnceRecord = Callable[[Resolution, GameObject, int], None]
TRIGGERED_THIS_TURN: list[tuple[OnceCheck, OnceRecord]] = []
# The rule that defines a trigger event, by trigger kind, for the log's "triggers" line
# ("when you cycle ~": 702.29c), registered by the module matching it.
TRIGGER_RULES: dict[str, tuple[str, ...]] = {}
# ... and the rule defining a condition a trigger event has ("attacks while saddled": 702.171b),
# by condition name.
CONDITION_RULES: dict[str, tuple[str, ...]] = {}


def trigger_kind(name: str) -> Callable[[Matcher], Matcher]:
    def register(fn: Matcher) -> Matcher:
        if name in TRIGGERS:  # two modules matching one kind two ways
            raise ValueError(f"the trigger kind {name!r} is registered twice")
        TRIGGERS[name] = fn
        return fn

    return register


@trigger_kind("self_enters")
def _self_enters(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return (
        isinstance(event, ZoneChanged)
        and event.object == obj.id
        and event.to_zone is Zone.BATTLEFIELD
    )


@trigger_kind("self_dies")
def _self_dies(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    # 603.10a: leaves-the-battlefield abilities look back in time; the card is now in the graveyard.
    return (
        isinstance(event, ZoneChanged)
        and event.object == obj.id
        and event.from_zone is Zone.BATTLEFIELD
        and event.to_zone is Zone.GRAVEYARD
    )


@trigger_kind("equipped_creature_dies")
def _equipped_creature_dies(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever equipped creature dies" (also "enchanted creature"): a leaves-the-battlefield
    ability looks back in time (603.10a), so what counts is what was attached to the creature as
    it last existed on the battlefield (608.2h, recorded by engine.rules.zones), not the attachment
    now: state-based actions have already unattached the Equipment (704.5n)."""
    if not (
        isinstance(event, ZoneChanged)
        and event.from_zone is Zone.BATTLEFIELD
        and event.to_zone is Zone.GRAVEYARD
    ):
        return False
    known = state.last_known.get(event.object)
    return known is not None and obj.id in known.get("attached", ())


def _died_attached_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    """ "That card": the enchanted or equipped permanent's card in the graveyard (400.7), for
    "return that card to its owner's hand" (Wind Zendikon)."""
    return {"died": event.object} if isinstance(event, ZoneChanged) else {}


@trigger_kind("self_cast")
def _self_cast(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When you cast this spell" (601.2i, 603.2): the spell itself became cast; it triggers
    from the stack (storm, 702.40a). A copy of a spell isn't cast (707.10)."""
    return isinstance(event, SpellCast) and event.spell == obj.id and obj.zone is Zone.STACK


@trigger_kind("you_cast_spell")
def _you_cast_spell(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever you cast a [noncreature] spell" (601.2i; prowess, 702.108a): params
    "noncreature" (only a spell that isn't a creature spell), read from the spell on the stack;
    also "caster" ("you", "any": "whenever a player casts", "opponent") and the spell's qualities
    of `_spell_has` ("an instant or sorcery spell", "a Spirit or Arcane spell", "a multicolored
    spell", "a spell that targets ~" ...), and "nth": the caster's nth spell cast this turn."""
    if not isinstance(event, SpellCast):
        return False
    caster = ability.params.get("caster", "you")
    if caster == "you" and event.caster != obj.controller:
        return False
    if caster == "opponent" and event.caster == obj.controller:
        return False
    nth = ability.params.get("nth")
    if nth is not None and event.nth != nth:
        return False  # "your second spell each turn": only that one (601.2i)
    spell = state.find_object(event.spell)
    if ability.params.get("noncreature") and (
        spell is None or chars(state, spell).is_type("Creature")
    ):
        return False
    if ability.params.get("during") == "opponent_turn" and (
        state.turn.active_player == obj.controller
    ):
        return False  # "during an opponent's turn": another player is the active player (102.1)
    least = ability.params.get("mana_value_at_least")
    if least is not None and (spell is None or chars(state, spell).mana_value < int(least)):
        return False  # "with mana value 5 or greater", read on the stack (202.3, 601.2i)
    most = ability.params.get("mana_value_at_most")
    if most is not None and (spell is None or chars(state, spell).mana_value > int(most)):
        return False  # "with mana value 3 or less" (202.3, 601.2i)
    greater = ability.params.get("mana_value_greater_than")
    if greater is not None:
        # "with mana value greater than the number of experience counters you have": the
        # spell's mana value (202.3) against the count as the spell becomes cast (603.2)
        if spell is None or not defined_pt.known_count(greater):
            return False
        if chars(state, spell).mana_value <= defined_pt.compute(state, obj, str(greater), chars):
            return False
    return _spell_has(state, spell, obj, ability.params)


def _spell_has(state: GameState, spell: GameObject | None, obj: GameObject, params: Params) -> bool:
    """The cast spell's qualities, read from it on the stack (601.2i): "types" / "subtypes" (any
    of the card types or subtypes listed: "an instant or sorcery spell", "a Spirit or Arcane
    spell"), "colors" (any of), "multicolored" / "colorless" (105.2), "historic" (700.6: legendary,
    artifact or Saga) and "targets_self" (heroic: a target chosen for it is the object with the
    ability, 115.1); "targets_only" (`_targets_only`)."""
    wanted = ("types", "subtypes", "colors", "multicolored", "colorless", "historic", "kicked")
    if not any(params.get(key) for key in wanted) and not params.get("targets_self"):
        return _targets_only(state, spell, obj, params.get("targets_only"))
    if spell is None:
        return False
    c = chars(state, spell)
    types, subtypes = tuple(params.get("types", ())), tuple(params.get("subtypes", ()))
    if (types or subtypes) and not (
        any(c.is_type(t) for t in types) or any(s in c.subtypes for s in subtypes)
    ):
        return False
    colors = tuple(params.get("colors", ()))
    if colors and not any(color in c.colors for color in colors):
        return False
    if params.get("kicked") and not spell.kicked:
        return False  # "a kicked spell": its kicker cost was paid as it was cast (702.33d)
    if params.get("multicolored") and len(c.colors) < 2:
        return False
    if params.get("colorless") and c.colors:
        return False
    if params.get("historic") and not (
        c.is_type("Artifact") or "Legendary" in c.supertypes or "Saga" in c.subtypes
    ):
        return False
    if params.get("targets_self"):
        return spell.stack is not None and obj.id in spell.stack.targets
    return _targets_only(state, spell, obj, params.get("targets_only"))


def _targets_only(
    state: GameState, spell: GameObject | None, obj: GameObject, only: str | None
) -> bool:
    """ "A spell that targets only ~" / "only a single Golem" (Zada, Precursor Golem): every
    target chosen for it (601.2c, 115.1) is one and the same object, this object ("self") or a
    permanent with the subtype `only`; a spell with no target, or with another target too (a
    player, a second permanent), doesn't qualify."""
    if only is None:
        return True
    if spell is None or spell.stack is None or len(set(spell.stack.targets)) != 1:
        return False
    target = state.find_object(spell.stack.targets[0])
    if target is None or target.zone is not Zone.BATTLEFIELD:
        return False
    if only == "self":
        return target.id == obj.id
    return only in chars(state, target).subtypes


def _cast_spell_binding(state: GameState, event: SpellCast) -> dict[str, Any]:
    """ "That spell" and "that player" of a cast trigger that copies the spell (707.10): the
    spell cast and its caster (601.2i), and the spell as it is on the stack now ("spell_as_cast":
    what a copy copies, 707.10, if the spell has left the stack by the time the ability resolves:
    its last known information, 608.2h)."""
    bound: dict[str, Any] = {"spell": event.spell, "player": event.caster}
    spell = state.find_object(event.spell)
    if spell is not None:
        # the amount of mana spent to cast it (601.2h), fixed once it's cast
        bound["spell_mana_spent"] = len(spell.mana_spent)
        # its mana value (202.3, X as chosen: 202.3e), for "that spell's mana value" once it has
        # left the stack (608.2h: engine.instructions.registry._spell_mana_value)
        bound["spell_mana_value"] = chars(state, spell).mana_value
    if spell is not None and spell.stack is not None:
        info = spell.stack
        bound["spell_as_cast"] = {
            "card": spell.card,
            "face": spell.face,
            "kicked": spell.kicked,
            "targets": info.targets,
            "x": info.x,
            "mode": info.mode,
            "bound": info.bound,
        }
    return bound


@trigger_kind("creature_attacks_alone")
def _creature_attacks_alone(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever a creature you control attacks alone" (exalted, 702.83a): it is the only
    creature declared as an attacker in the declare attackers step (506.5). The attacker is bound
    as "attacker" ("that creature", bound:attacker)."""
    if not isinstance(event, AttackDeclared):
        return False
    attacker = state.find_object(event.attacker)
    combat = state.combat
    return (
        attacker is not None
        and attacker.controller == obj.controller
        and combat is not None
        and len(combat.attacker_ids()) == 1
    )


@trigger_kind("self_blocked_by_creature")
def _self_blocked_by_creature(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this creature becomes blocked by a creature [without KEYWORD]" (flanking,
    702.25a): once for each blocker (509.3c). The blocker is bound as "blocker"."""
    if not (isinstance(event, BlockDeclared) and event.attacker == obj.id):
        return False
    without = ability.params.get("without")
    blocker = state.find_object(event.blocker)
    return blocker is not None and not (without and chars(state, blocker).has(str(without)))


@trigger_kind("self_blocks_or_becomes_blocked")
def _self_blocks_or_becomes_blocked(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this creature blocks or becomes blocked" (bushido, 702.45a): once as it blocks,
    and once as it becomes blocked however many creatures block it (509.3c, its first blocker)."""
    if not isinstance(event, BlockDeclared):
        return False
    combat = state.combat
    if event.blocker == obj.id:  # once however many attackers it blocks (509.3a)
        return combat is not None and combat.blocked_by(obj.id)[:1] == (event.attacker,)
    return (
        event.attacker == obj.id
        and combat is not None
        and combat.blockers_of(obj.id)[:1] == (event.blocker,)
    )


# Bound permanents an effect acts on only as the object they were when the ability triggered
# ("that creature", 400.7): a permanent that has left the battlefield since is a new object.
PERMANENT_BINDINGS: set[str] = set()
# Bound cards a trigger event put into a graveyard ("return that card"): the card in the
# graveyard is a new object (400.7), remembered by its timestamp there as "KEY_card_timestamp".
GRAVEYARD_BINDINGS: set[str] = set()


def _stamps(state: GameState, bound: dict[str, Any]) -> dict[str, int]:
    """The timestamps of the bound permanents (-1: not on the battlefield as it triggered)."""
    stamps: dict[str, int] = {}
    for key in PERMANENT_BINDINGS & set(bound):
        obj = state.find_object(str(bound[key]))
        if obj is not None:
            stamps[f"{key}_timestamp"] = obj.timestamp if obj.zone is Zone.BATTLEFIELD else -1
    for key in GRAVEYARD_BINDINGS & set(bound):
        obj = state.find_object(str(bound[key]))
        if obj is not None:
            stamps[f"{key}_card_timestamp"] = obj.timestamp if obj.zone is Zone.GRAVEYARD else -1
    entering = state.find_object(str(bound["entering"])) if "entering" in bound else None
    if entering is not None and entering.zone is Zone.BATTLEFIELD:
        # 400.7: "that creature" is the entering permanent only while it is that object
        # (engine.mechanics.graft)
        stamps["entering_object_timestamp"] = entering.timestamp
    return stamps


def _event_bindings(
    ability: TriggeredAbility, event: DidEvent, state: GameState | None = None
) -> dict[str, Any]:
    """What a trigger event names that the ability's effect refers to ("that creature")."""
    if (
        isinstance(event, SpellCast)
        and state is not None
        and (
            "targets_only" in ability.params
            or ability.trigger in ("self_cast", "you_cast_spell")
            or ability.intervening_if in CAST_SPELL_CONDITIONS
        )
    ):
        return _cast_spell_binding(state, event)
    player_binder = PLAYER_BINDINGS.get(ability.trigger)
    if player_binder is not None and state is not None:
        player = player_binder(ability, event, state)
        bound = _event_bindings(ability, event)
        return {**bound, "player": player} if player is not None else bound
    if ability.trigger == "creature_attacks_alone" and isinstance(event, AttackDeclared):
        return {"attacker": event.attacker}
    if ability.trigger == "self_blocked_by_creature" and isinstance(event, BlockDeclared):
        return {"blocker": event.blocker}
    if (
        ability.trigger == "permanent_enters"
        and ability.intervening_if
        and isinstance(event, ZoneChanged)
    ):
        # An intervening "if" about "that creature" checks it again on resolution (evolve,
        # 702.100b).
        return {"entering": event.object, "entering_it": event.object}
    binder = EVENT_BINDINGS.get(ability.trigger)
    return binder(ability, event) if binder is not None else {}


def attacks_together(state: GameState, attacker: str, params: Params) -> bool:
    """ "Whenever ~ and at least N other [creatures / Warriors] attack" (params "with_others",
    "others_subtype"): every attacker is declared before any ability triggers (508.1m, 508.3a),
    so the others are counted among the whole declaration. True without "with_others"."""
    least = params.get("with_others")
    if least is None:
        return True
    combat = state.combat
    if combat is None:
        return False
    subtype = params.get("others_subtype")
    others = [
        other
        for other in (state.find_object(i) for i in combat.attacker_ids() if i != attacker)
        if other is not None and (subtype is None or str(subtype) in chars(state, other).subtypes)
    ]
    return len(others) >= int(least)


@trigger_kind("self_attacks")
def _self_attacks(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """508.1, 508.3a; "while": a condition on the attacking creature as it attacks ("whenever ~
    attacks while saddled", 702.171b), part of the trigger event: not checked again as the
    ability resolves, as an intervening "if" would be (603.4)."""
    if not (
        type(event).__name__ == "AttackDeclared" and getattr(event, "attacker", None) == obj.id
    ):
        return False
    if not attacks_together(state, obj.id, ability.params):
        return False
    holds = ability.params.get("while")
    return holds is None or CONDITIONS[str(holds)][0](
        state, obj.controller, event, obj.id, Params()
    )


def _whose_life(player: str, obj: GameObject, whose: object) -> bool:
    """Whose life changed (102.2-102.3): "you", "opponent" or "any" player."""
    if whose == "you":
        return player == obj.controller
    if whose == "opponent":
        return player != obj.controller
    return True


@trigger_kind("you_gain_life")
def _you_gain_life(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """119.3: "whenever you gain life"; "whose": an opponent or any player instead."""
    return isinstance(event, LifeGained) and _whose_life(
        event.player, obj, ability.params.get("whose", "you")
    )


def _life_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    """ "That much": the life the player gained or lost (119.3); "that player": who."""
    if isinstance(event, LifeGained | LifeLost):
        return {"life_amount": event.amount, "player": event.player}
    return {}


EVENT_BINDINGS["you_gain_life"] = _life_binding
EVENT_BINDINGS["a_player_loses_life"] = _life_binding
EVENT_BINDINGS["equipped_creature_dies"] = _died_attached_binding


@trigger_kind("a_player_loses_life")
def _player_loses_life(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """119.3: "whenever a player loses life"; "whose": you or an opponent only."""
    return isinstance(event, LifeLost) and _whose_life(
        event.player, obj, ability.params.get("whose", "any")
    )


@trigger_kind("self_deals_damage")
def _self_deals_damage(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever this deals [combat] damage [to a player / an opponent / a creature]" (120.3):
    params "combat" (only combat damage, 510.2) and "to" ("player", "opponent", "creature");
    "attached": "whenever enchanted (equipped) creature deals damage" is an Aura's or Equipment's
    ability watching what it is attached to as the damage is dealt (303.4m, 301.5f)."""
    dealer = obj.attached_to if ability.params.get("attached") else obj.id
    if not (isinstance(event, DamageDealt) and dealer is not None and event.source == dealer):
        return False
    if ability.params.get("combat") and not event.combat:
        return False
    return damaged_is(state, obj, event.recipient, ability.params.get("to"))


# "to a player or planeswalker" (120.3, 306.8), "to a player or battle" (310.6): the permanent
# recipient's card type
_OR_PERMANENT = {"player_or_planeswalker": "Planeswalker", "player_or_battle": "Battle"}


def damaged_is(state: GameState, obj: GameObject, recipient: str, to: object) -> bool:
    """Whether what was dealt damage is the recipient a trigger event names (param "to"):
    "player", "opponent" (of the ability's controller), "creature", "player_or_planeswalker",
    "player_or_battle" (120.3); None: anything."""
    if to is None:
        return True
    player = state.find_player(recipient)
    if to in ("player", *_OR_PERMANENT):
        if player is not None:
            return True
        if to == "player":
            return False
    if to == "opponent":
        return player is not None and player.id != obj.controller
    damaged = state.find_object(recipient)
    wanted = _OR_PERMANENT.get(str(to), "Creature")
    return damaged is not None and chars(state, damaged).is_type(wanted)


@trigger_kind("self_deals_damage_to_opponent")
def _self_deals_damage_to_opponent(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever ~ deals damage to an opponent" (102.3: a player other than its controller)."""
    return (
        isinstance(event, DamageDealt)
        and event.source == obj.id
        and any(p.id == event.recipient for p in state.players)
        and event.recipient != obj.controller
    )


@trigger_kind("beginning_of_step")
def _beginning_of_step(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    if type(event).__name__ != "StepBegan" or getattr(event, "step", None) != ability.params.get(
        "step"
    ):
        return False
    whose = ability.params.get("whose", "each")
    if whose == "enchanted":
        return state.turn.active_player == obj.attached_to
    if whose == "opponent":
        return state.turn.active_player != obj.controller
    if whose == "each_player":
        return True  # "each player's upkeep": every turn's, like "each upkeep"
    return whose == "each" or (whose == "your" and state.turn.active_player == obj.controller)


def _step_player(ability: TriggeredAbility, event: DidEvent, state: GameState) -> str | None:
    """ "That player" of "at the beginning of each player's upkeep" (and of an opponent's, or
    of enchanted creature's controller's): the player whose step it is, the active player
    (503.1, 504.1, 513.1)."""
    whose = ability.params.get("whose", "each")
    return state.turn.active_player if whose in ("each_player", "opponent", "enchanted") else None


PLAYER_BINDINGS["beginning_of_step"] = _step_player


def _caster(ability: TriggeredAbility, event: DidEvent, state: GameState) -> str | None:
    """ "Whenever a player casts a spell ..., ~ deals 2 damage to that player": the spell's
    caster (601.2i; 603.2: the event that triggered the ability)."""
    return event.caster if isinstance(event, SpellCast) else None


PLAYER_BINDINGS["you_cast_spell"] = _caster


@trigger_kind("self_leaves_battlefield")
def _self_leaves(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When [this] leaves the battlefield" (603.6c), to whatever zone it goes; it looks back in
    time (603.10a)."""
    return (
        isinstance(event, ZoneChanged)
        and event.object == obj.id
        and event.from_zone is Zone.BATTLEFIELD
        and event.to_zone is not Zone.BATTLEFIELD
    )


@trigger_kind("last_counter_removed")
def _last_counter_removed(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When the last [kind] counter is removed from this permanent" (vanishing, 702.63a)."""
    return (
        isinstance(event, CountersRemoved)
        and event.object == obj.id
        and event.kind == ability.params.get("kind")
        and event.left == 0
    )


@trigger_kind("enchantment_enters_under_your_control")
def _enchantment_enters(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """Constellation: "Whenever [this] or another enchantment enters the battlefield under your
    control" (the entering object's characteristics and controller as it is on the
    battlefield)."""
    if not (isinstance(event, ZoneChanged) and event.to_zone is Zone.BATTLEFIELD):
        return False
    entered = state.find_object(event.object)
    return (
        entered is not None
        and entered.zone is Zone.BATTLEFIELD
        and entered.controller == obj.controller
        and chars(state, entered).is_type("Enchantment")
    )


@trigger_kind("permanent_enters")
def _permanent_enters(
    event: Any, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever a [type] enters [under your control]" (landfall: a land, under your
    control) and "Whenever another [type] enters ...": params "type" (a card type), "whose"
    ("you", "opponent", "enchanted": the player this Aura enchants, or "any") and "other" (not the object with the ability), read from the entering
    permanent as it is on the battlefield (603.6a)."""
    if not (isinstance(event, ZoneChanged) and event.to_zone is Zone.BATTLEFIELD):
        return False
    entered = state.find_object(event.object)
    if entered is None or entered.zone is not Zone.BATTLEFIELD:
        return False
    params = ability.params
    if params.get("other") and not params.get("or_self") and entered.id == obj.id:
        return False
    if params.get("or_self") and entered.id == obj.id:
        return True  # "~ or another ...": the object itself, whatever its types (603.6a)
    if params.get("token") and not entered.token:
        return False  # "a creature token" (111.1)
    if params.get("nontoken") and entered.token:
        return False  # "a nontoken creature" (111.1)
    if params.get("face_down") and not is_face_down(entered):
        return False  # "a face-down creature" (708.2; manifest 701.40a, morph 702.37c)
    if params.get("whose", "you") == "you" and entered.controller != obj.controller:
        return False
    if params.get("whose") == "opponent" and entered.controller == obj.controller:
        return False  # "under an opponent's control" (102.3)
    if params.get("whose") == "enchanted" and (
        obj.zone is not Zone.BATTLEFIELD
        or obj.attached_to is None
        or state.find_player(obj.attached_to) is None
        or entered.controller != obj.attached_to
    ):
        return False  # "under enchanted player's control": the player this Aura enchants (303.4)
    wanted = params.get("type")
    c = chars(state, entered)
    if wanted is not None and not c.is_type(str(wanted)):
        return False
    # "another Elf", "a creature with power 4 or greater" (603.6a: as it is on the battlefield)
    if params.get("subtype") is not None and str(params["subtype"]) not in c.subtypes:
        return False
    if params.get("color") is not None and str(params["color"]) not in c.colors:
        return False  # "another red creature" (105.2)
    mana_value_least = params.get("mana_value_at_least")  # "with mana value 6 or greater"
    if mana_value_least is not None and c.mana_value < int(mana_value_least):
        return False  # 202.3
    most = params.get("power_at_most")  # "another creature with power 2 or less"
    if most is not None and (c.power is None or c.power > int(most)):
        return False
    least = params.get("power_at_least")
    return least is None or (c.power is not None and c.power >= int(least))


# Where an object's triggered ability listens from: the battlefield, except for abilities that
# look back in time (603.10a). "self_dies" listens from the graveyard the card went to;
# "equipped_creature_dies" from the battlefield, or from the graveyard when the Equipment itself
# went there after its creature died (in the same action: the ability had triggered by then).
_LISTENS_FROM: dict[str, tuple[Zone, ...]] = {
    "self_dies": (Zone.GRAVEYARD,),
    # 702.110b: a creature that exploited itself triggers as it last existed (603.10a)
    "self_exploits": (Zone.BATTLEFIELD, Zone.GRAVEYARD),
    "self_cast": (Zone.STACK,),  # 601.2i: the spell on the stack
    # 309.4c: a dungeon's room abilities trigger while it is in the command zone
    # (engine.mechanics.dungeons)
    "room_entered": (Zone.COMMAND,),
    "self_discarded_with_madness": (Zone.EXILE,),  # 702.35a: the card madness exiled
    "self_revealed_by_miracle": (Zone.HAND,),  # 702.94a: the card drawn and revealed
    # 702.29c: from whatever zone the cycled card winds up in (or, "or it dies", the battlefield
    # it left: 603.10a)
    "self_cycled": (Zone.GRAVEYARD, Zone.EXILE),
    # 603.10a: sacrifice triggers look back in time (engine.rules.sacrifice_triggers)
    "you_sacrifice": (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE),
    "self_leaves_battlefield": (Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY),
    "equipped_creature_dies": (Zone.BATTLEFIELD, Zone.GRAVEYARD),
    "self_enters_or_dies": (Zone.BATTLEFIELD, Zone.GRAVEYARD),
    "self_enters_or_leaves": (
        Zone.BATTLEFIELD,
        Zone.GRAVEYARD,
        Zone.EXILE,
        Zone.HAND,
        Zone.LIBRARY,
    ),
    "creature_dies": (Zone.BATTLEFIELD, Zone.GRAVEYARD),
    "put_into_graveyard_from_battlefield": (Zone.BATTLEFIELD, Zone.GRAVEYARD),
    # 701.3d, 603.10a: also as the object itself leaves (engine.rules.attachment_triggers)
    "self_becomes_unattached": (
        Zone.BATTLEFIELD,
        Zone.GRAVEYARD,
        Zone.EXILE,
        Zone.HAND,
        Zone.LIBRARY,
    ),
}


# 113.6m's exception: trigger conditions that say the object itself is put into the graveyard
# (or, for an Aura, that the creature it enchants leaves the battlefield).
_PUT_THERE_BY_ITS_TRIGGER = frozenset(
    {"self_dies", "self_leaves_battlefield", "equipped_creature_dies", "self_enters_or_dies"}
)


# Instruction kinds whose ability moves its own card out of the graveyard, so functions only
# there (113.6m), registered by their mechanics: recover (702.59a, engine.mechanics.recover).
WORKS_FROM_GRAVEYARD: set[str] = set()


def _listening_zones(ability: TriggeredAbility) -> tuple[Zone, ...]:
    if (ability.intervening_if or "").startswith("self_exiled_with_counter:") or (
        ability.intervening_if == "self_exiled"  # suspend's last counter (702.62a)
    ):
        # 113.6b: "if ~ is exiled with ..." says where it works (engine.mechanics
        # .exiled_countdown)
        return (Zone.EXILE,)
    if any(
        (e.kind == "return_to_hand" and e.params.get("to") == "self")
        or (
            e.kind in ("return_to_battlefield", "return_attached_from_graveyard")
            and e.params.get("card", "self") == "self"
        )
        for e in ability.effects
        if e.params.get("from") == "graveyard"
    ) and not (ability.trigger in _PUT_THERE_BY_ITS_TRIGGER or ability.params.get("or_self")):
        # 113.6m: an ability whose effect moves its object out of the graveyard ("return ~ from
        # your graveyard to your hand / to the battlefield") functions only there.
        return (Zone.GRAVEYARD,)
    if any(e.kind in WORKS_FROM_GRAVEYARD for e in ability.effects):
        return (Zone.GRAVEYARD,)  # 113.6m
    return _LISTENS_FROM.get(ability.trigger, (Zone.BATTLEFIELD,))


def listens_from(ability: TriggeredAbility) -> tuple[Zone, ...]:
    """The zones the ability triggers from (603.6, 603.10a: a leaves-the-battlefield ability
    looks back from where the object went)."""
    return _listening_zones(ability)


LISTENING_ZONES = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.STACK, Zone.COMMAND)

# Objects in the command zone whose triggered abilities all trigger from there, registered by
# their mechanics: a face-up scheme (904.8, engine.mechanics.schemes).
FUNCTIONS_IN_COMMAND_ZONE: list[Callable[[GameState, GameObject], bool]] = []


def abilities_of(state: GameState, obj: GameObject) -> tuple[Ability, ...]:
    """The abilities an object triggers with: its definition's, then the triggered abilities its
    keywords stand for (undying, engine.cards.keyword_abilities), also for a card known only by
    its characteristics. On the battlefield its current keywords count (613.1f: granted or lost);
    in a graveyard, those it had as it last existed on the battlefield (603.10a: a
    leaves-the-battlefield ability looks back in time; 608.2h); elsewhere its printed ones."""
    if is_face_down(obj):
        # 708.2a: a face-down object has only the abilities its face-down characteristics give
        # it (none; ward {2} with disguise, 702.168b).
        return chars(state, obj).abilities
    definition = effective_def(state, obj)  # a copy triggers with the original's (707.2a)
    own = definition.abilities if definition is not None else ()
    listed = [getattr(a, "keyword", "") for a in own]
    return own + keyword_triggers(_keywords(state, obj, definition), listed)


def _keywords(state: GameState, obj: GameObject, definition: CardDef | None) -> Iterable[str]:
    if obj.zone is Zone.GRAVEYARD:
        known = state.last_known.get(obj.id)
        if known is not None and "keywords" in known:
            return tuple(known["keywords"])
    inline = obj.characteristics.keywords if obj.characteristics is not None else ()
    printed = definition.keywords if definition is not None else inline
    if obj.zone is not Zone.BATTLEFIELD:
        return printed
    granted = stands_for_trigger(keywords_granted(state))
    # The layers (613) are read only when they could give or take such a keyword: this runs for
    # every permanent on every event.
    return chars(state, obj).keywords if granted or stands_for_trigger(printed) else ()


def _controller(state: GameState, obj: GameObject) -> str:
    """603.3a: the player who controlled the source when it triggered. A leaves-the-battlefield
    ability looks back in time (603.10a): that is who controlled the permanent as it last existed
    on the battlefield, not its owner, in whose graveyard it now is."""
    if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):  # a spell's controller is its caster
        known = state.last_known.get(obj.id)
        if known is not None and known.get("controller"):
            return str(known["controller"])
    return obj.controller


def _as_it_was(state: GameState, obj: GameObject) -> GameObject:
    """The object with the controller it had as it last existed on the battlefield, when it
    looks back from elsewhere (603.10a: whose speed a max speed ability reads, 702.178a)."""
    if obj.zone is Zone.BATTLEFIELD:
        return obj
    controller = _controller(state, obj)
    return obj if controller == obj.controller else replace(obj, controller=controller)


def _triggered_this_turn(res: Resolution, obj: GameObject, index: int) -> bool:
    """Has this ability of this object triggered this turn? Read from the resolution's state,
    which the records of earlier events of the same batch are already in."""
    return any(check(res.state, obj, index) for check, _ in TRIGGERED_THIS_TURN)


def collect(res: Resolution, events: list[Any], occurrences: list[int]) -> None:
    """Match did-events against triggered abilities and delayed triggers (603.2).
    `occurrences`: for each event, the occurrence it is part of (Resolution.occurrences)."""
    state = res.state
    found: list[PendingTrigger] = []
    # 603.2c: "whenever one or more ..." (param "one_or_more") triggers once for the events of
    # one occurrence (what one instruction, one round of state-based actions or one combat
    # damage step did at once), once for each player the event names ("that player"): the
    # abilities, with the occurrence and the player, that have triggered among these events.
    # Each batch's pending trigger (its index in `found`), whose number grows with each event
    # of the occurrence it names ("that many": `_batch_amount`).
    batched: dict[tuple[str, int, str, int, str], int] = {}
    left_with_it = _left_battlefield(events)
    # The state doesn't change while the events are matched: each object's abilities are read
    # once, not once per event.
    abilities: dict[str, tuple[Ability, ...]] = {}
    for event, occurrence in zip(events, occurrences, strict=True):
        # A permanent that has just left the battlefield listens from the zone it went to, for
        # its leaves-the-battlefield abilities (603.6c, 603.10a).
        left = (
            event.object
            if isinstance(event, ZoneChanged) and event.from_zone is Zone.BATTLEFIELD
            else None
        )
        if isinstance(event, BecameUnattached) and event.object in left_with_it:
            left = event.object  # 701.3d: unattached as it left the battlefield (603.10a)
        if left is None:
            # An event naming an object that left the battlefield as it happened and still
            # triggers its ability (Exploited: exploiting itself, 702.110b, 603.10a).
            left = getattr(event, "looks_back", None)
        for obj in state.objects:
            if obj.phased_out or (obj.face_down and not _face_down_abilities(state, obj)):
                continue
            if obj.id in left_with_it and _left_face_down(state, obj):
                continue  # 603.10a: as it last existed it was face down, with no abilities (708.2a)
            own_draw = obj.zone is Zone.HAND and getattr(event, "card", None) == obj.id
            if obj.zone not in LISTENING_ZONES and obj.id != left and not own_draw:
                # A card in a hand hears only the events naming it (its own draw: miracle,
                # 702.94a); only an ability listening from the hand triggers there (113.6).
                continue
            own = abilities.get(obj.id)
            if own is None:
                own = abilities[obj.id] = abilities_of(state, obj)
            in_command = obj.zone is Zone.COMMAND and any(
                works(state, obj) for works in FUNCTIONS_IN_COMMAND_ZONE
            )
            for index, ability in enumerate(own):
                if not isinstance(ability, TriggeredAbility) or not (
                    in_command or obj.zone in _listening_zones(ability)
                ):
                    continue
                if (
                    ability.trigger in LOOKS_BACK_AT_OTHERS
                    and obj.zone is not Zone.BATTLEFIELD
                    and obj.id not in left_with_it
                    and not in_command  # 904.8: it listens from the command zone all along
                ):
                    continue  # 603.10a: only one that left with the others looks back at them
                if ability.mana_ability:
                    continue  # 605.4a: resolved at once by engine.instructions.mana, never waits
                if ability.as_long_as and not holds(
                    state, _as_it_was(state, obj), ability.as_long_as
                ):
                    continue  # the object doesn't have the ability now (702.178a, 716.2a)
                matcher = TRIGGERS.get(ability.trigger)
                if matcher is None or not matcher(event, obj, ability, state):
                    continue
                if ability.once_each_turn and _triggered_this_turn(res, obj, index):
                    res.note(
                        LogKind.TRIGGER,
                        f"{name_of(state, obj.id)}'s ability doesn't trigger: it has already "
                        "triggered this turn and triggers only once each turn",
                        "603.2h",
                        objects=(obj.id,),
                    )
                    continue
                controller = _controller(state, obj)
                if ability.intervening_if and not condition(
                    state,
                    controller,
                    ability.intervening_if,
                    event,
                    obj.id,
                    Params(_event_bindings(ability, event, state)),
                ):
                    res.note(
                        LogKind.TRIGGER,
                        f"{name_of(state, obj.id)}'s ability doesn't trigger: "
                        f"{condition_text(ability.intervening_if)} is false",
                        "603.4",
                        *keyword_rule(ability),
                        objects=(obj.id,),
                    )
                    continue
                bound = Params()
                if obj.zone is not Zone.BATTLEFIELD:
                    # 400.7: the card it refers to is the object now in the graveyard; if that
                    # card leaves it, it's a new object the ability can't find.
                    bound = Params({"object_timestamp": obj.timestamp})
                elif any(
                    step.kind in ("exile_linked", "exile_until_leaves", "may_sacrifice_self")
                    for step in ability.effects
                ):
                    # 607.2a, 400.7: the exile is linked to this object, not to a new object the
                    # permanent becomes if it leaves the battlefield (engine.mechanics.linked_exile,
                    # engine.mechanics.exile_until_leaves: 610.3b); "you may sacrifice ~" only the
                    # permanent it was (engine.instructions.optional_sacrifices).
                    bound = Params({"source_timestamp": obj.timestamp})
                event_bound = _event_bindings(ability, event, state)
                object_binder = OBJECT_BINDINGS.get(ability.trigger)
                if object_binder is not None:
                    event_bound = {**event_bound, **object_binder(ability, event, obj)}
                state_binder = STATE_BINDINGS.get(ability.trigger)
                if state_binder is not None:
                    event_bound = {**event_bound, **state_binder(ability, event, obj, state)}
                if ability.params.get("one_or_more"):
                    per = BATCHED_PER.get(ability.trigger)
                    if ability.trigger in BATCHED_ACROSS_PLAYERS:
                        event_bound = {}
                    once = (
                        obj.id,
                        index,
                        str(event_bound.get("player", "")),
                        occurrence,
                        per(event) if per is not None else "",
                    )
                    if once in batched:
                        # 603.2c: one event however many objects it names; its number counts
                        # them all
                        at = batched[once]
                        pending = found[at]
                        total = int(pending.bound.get(BATCH_COUNT, 0)) + _batch_amount(event)
                        found[at] = replace(
                            pending, bound=Params({**pending.bound, BATCH_COUNT: total})
                        )
                        continue
                    batched[once] = len(found)
                    # What one of the objects names isn't the batch's (its damage, its creature).
                    event_bound = {k: v for k, v in event_bound.items() if k == "player"}
                    event_bound[BATCH_COUNT] = _batch_amount(event)
                if event_bound:
                    bound = Params({**bound, **event_bound, **_stamps(state, event_bound)})
                found.append(PendingTrigger(obj.id, index, controller, bound))
                if ability.once_each_turn:
                    for _, remember in TRIGGERED_THIS_TURN:
                        remember(res, obj, index)
                res.note(
                    LogKind.TRIGGER,
                    f"{name_of(state, obj.id)}'s ability triggers: {ability.text}",
                    "603.2",
                    *keyword_rule(ability),
                    *TRIGGER_RULES.get(ability.trigger, ()),
                    *CONDITION_RULES.get(str(ability.params.get("while", "")), ()),
                    *(("603.2c",) if ability.params.get("one_or_more") else ()),
                    objects=(obj.id,),
                )
        for inherent in INHERENT_TRIGGERS:
            found.extend(inherent(res, event))
        for effect in effects_of_kind(state, "delayed_trigger"):
            whose = effect.params.get("player")  # "your next upkeep" (702.88a)
            if (
                type(event).__name__ == "StepBegan"
                and getattr(event, "step", None) == effect.params.get("step")
                and whose in (None, state.turn.active_player)
            ):
                found.append(
                    PendingTrigger(
                        effect.source or "", -1, effect.controller, effect.params, effect.id
                    )
                )
                res.set_state(res.state.without_effect(effect.id))  # 603.7c: it triggers only once
                res.note(
                    LogKind.TRIGGER,
                    f"a delayed trigger from {name_of(state, effect.source)} triggers: {effect.params.get('text', '')}",
                    "603.7",
                    objects=tuple(x for x in (effect.source,) if x),
                )
    if found:
        res.set_state(
            replace(res.state, pending_triggers=res.state.pending_triggers + tuple(found))
        )


def _batch_amount(event: DidEvent) -> int:
    """What one event of a batch adds to its number (603.2c): damage dealt (120.3), counters
    put (122.1), else one object."""
    if isinstance(event, DamageDealt | CountersPut):
        return event.amount
    return 1


def _face_down_abilities(state: GameState, obj: GameObject) -> bool:
    """A face-down spell or permanent with abilities all the same (702.168b: ward {2})."""
    return is_face_down(obj) and bool(chars(state, obj).abilities)


def _left_face_down(state: GameState, obj: GameObject) -> bool:
    known = state.last_known.get(obj.id)
    return obj.zone is not Zone.BATTLEFIELD and known is not None and bool(known.get("face_down"))


def _left_battlefield(events: list[Any]) -> frozenset[str]:
    return frozenset(
        e.object for e in events if isinstance(e, ZoneChanged) and e.from_zone is Zone.BATTLEFIELD
    )


def condition(
    state: GameState,
    player: str,
    name: str,
    event: DidEvent | None = None,
    source: str | None = None,
    bound: Params | None = None,
) -> bool:
    """Intervening "if" conditions (603.4), checked when the trigger event happens (`event`) and
    again as the ability resolves (no event; `source` is the ability's source).
    - "citys_blessing": the player has the city's blessing now;
    - "had_no_counters:KIND": the source had no KIND counters as it last existed on the
      battlefield (undying's "if it had no +1/+1 counters on it": 603.10a, 608.2h);
    - "has_counters:KIND": the source has a KIND counter on it now;
    - "metalcraft": the player controls three or more artifacts (the metalcraft ability word,
      207.2c, marks abilities with this condition);
    - those of CONDITIONS, registered by the mechanics that use them."""
    if name in CONDITIONS:
        return CONDITIONS[name][0](state, player, event, source, bound or Params())
    if name == "citys_blessing":
        return "citys_blessing" in state.player(player).designations
    if name.startswith("has_counters:"):
        # "if this permanent has a [kind] counter on it" (vanishing's upkeep ability, 702.63a)
        found = state.find_object(source) if source is not None else None
        return found is not None and found.counter(name.split(":", 1)[1]) > 0
    if name == "metalcraft":
        return controls_three_artifacts(state, player)
    if name.startswith(
        ("self_counters_at_least:", "self_has_counters_at_least:", "self_no_counters:")
    ):
        # "there are three or more dread counters on ~", "it has no ice counters on it" (122.1):
        # the object with the ability, where it is now
        found = state.find_object(source) if source is not None else None
        if found is None:
            return False
        head, _, rest = name.partition(":")
        if head == "self_no_counters":
            return found.counter(rest) == 0
        count, _, kind = rest.partition(":")
        return found.counter(kind) >= int(count)
    if name == "evoked":
        # Evoke's "if its evoke cost was paid" (702.74a): remembered by the permanent.
        who = event.object if isinstance(event, ZoneChanged) else source
        found = state.find_object(who) if who is not None else None
        return found is not None and found.cast_for == "evoke"
    if name == "kicked":
        # "When ~ enters, if it was kicked, ..." (702.33d): the permanent entered as a kicked
        # spell, a fact that stays true while it's on the battlefield.
        who = event.object if isinstance(event, ZoneChanged) else source
        found = state.find_object(who) if who is not None else None
        return found is not None and found.kicked > 0
    if name.startswith("had_no_counters:"):
        who = event.object if isinstance(event, ZoneChanged) else source
        known = state.last_known.get(who) if who is not None else None
        counters = known.get("counters", Params()) if known is not None else Params()
        return not int(counters.get(name.split(":", 1)[1], 0))
    board = _board_condition(state, player, name, source)
    if board is not None:
        return board
    raise ValueError(f"unknown condition {name!r}")


def _board_condition(state: GameState, player: str, name: str, source: str | None) -> bool | None:
    """Conditions on the board and the players, true or false alike at both checks (603.4):
    - "you_control_at_least:N:TYPE": the player controls N or more permanents of a card type;
    - "life_at_most:N" / "life_at_least:N": the player's life total;
    - "no_cards_in_hand": the player's hand is empty;
    - "self_tapped" / "self_untapped": the source is a tapped / untapped permanent;
    - "self_equipped": an Equipment is attached to the source (301.5).
    None: not one of these."""
    head, _, rest = name.partition(":")
    if head in BOARD_CONDITIONS:
        return BOARD_CONDITIONS[head][0](state, player, rest)
    if head == "you_control_at_least":
        count, _, card_type = rest.partition(":")
        found = [
            o
            for o in state.battlefield
            if o.controller == player and chars(state, o).is_type(card_type)
        ]
        return len(found) >= int(count)
    if head == "life_at_most":
        return state.player(player).life <= int(rest)
    if head == "life_at_least":
        return state.player(player).life >= int(rest)
    if name == "no_cards_in_hand":
        return not state.zone(Zone.HAND, player)
    if name in ("self_tapped", "self_untapped"):
        obj = state.find_object(source) if source is not None else None
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return False
        return obj.tapped is (name == "self_tapped")
    if name == "self_equipped":
        # "if ~ is equipped": an Equipment is attached to it (301.5)
        obj = state.find_object(source) if source is not None else None
        return obj is not None and obj.zone is Zone.BATTLEFIELD and holds(state, obj, "is_equipped")
    return None


def condition_text(name: str) -> str:
    if name in CONDITIONS:
        return CONDITIONS[name][1]
    if name.startswith("has_counters:"):
        return f"'it has a {name.split(':', 1)[1]} counter on it'"
    if name.startswith("had_no_counters:"):
        return f"'it had no {name.split(':', 1)[1]} counters on it'"
    if name.startswith("self_no_counters:"):
        return f"'it has no {name.split(':', 1)[1]} counters on it'"
    if name.startswith(("self_counters_at_least:", "self_has_counters_at_least:")):
        count, _, kind = name.split(":", 1)[1].partition(":")
        return f"'there are {count} or more {kind} counters on it'"
    head, _, rest = name.partition(":")
    if head in BOARD_CONDITIONS:
        return BOARD_CONDITIONS[head][1](rest)
    if head == "you_control_at_least":
        count, _, card_type = rest.partition(":")
        return f"'you control {count} or more {card_type.lower()}s'"
    if head in ("life_at_most", "life_at_least"):
        return f"'you have {rest} or {'less' if head == 'life_at_most' else 'more'} life'"
    return {
        "no_cards_in_hand": "'you have no cards in hand'",
        "self_tapped": "'it is tapped'",
        "self_untapped": "'it is untapped'",
        "self_equipped": "'it is equipped'",
        "citys_blessing": "'you have the city's blessing'",
        "metalcraft": "'you control three or more artifacts'",
        "kicked": "'it was kicked'",
        "evoked": "'its evoke cost was paid'",
    }.get(name, name)


def controls_three_artifacts(state: GameState, player: str) -> bool:
    """Metalcraft (207.2c): does `player` control three or more artifacts (their current types,
    613)?"""
    found = [
        o
        for o in state.battlefield
        if o.controller == player and not o.phased_out and chars(state, o).is_type("Artifact")
    ]
    return len(found) >= 3


def put_on_stack(res: Resolution) -> bool:
    """603.3b: waiting triggers go on the stack, APNAP; each player orders their own. Returns
    whether anything was put on the stack."""
    waiting = res.state.pending_triggers
    if not waiting:
        return False
    res.set_state(replace(res.state, pending_triggers=()))
    for player in res.state.apnap():
        mine = [t for t in waiting if t.controller == player]
        while mine:
            pick = mine[0]
            if len({(t.source, t.ability, t.bound) for t in mine}) > 1:
                answer = res.choose(
                    player,
                    DecisionKind.TRIGGER_ORDER,
                    f"{name_of(res.state, player)} puts a triggered ability on the stack next (the last one put there resolves first)",
                    tuple(
                        Option(
                            str(i), f"{name_of(res.state, t.source)}: {trigger_text(res.state, t)}"
                        )
                        for i, t in enumerate(mine)
                    ),
                    "603.3b",
                    context=("triggers", player, tuple(mine)),
                )
                pick = mine[int(answer)]
            mine.remove(pick)
            _to_stack(res, pick)
    return True


def _trigger_name(state: GameState, trigger: PendingTrigger) -> str:
    """How the log names a triggered ability: its source's, or, for one no object has, what it
    belongs to (`bound["named"]`: the monarch's 725.2, a rule's own 728.1)."""
    if named := trigger.bound.get("named"):
        return f"{named}'s triggered ability"
    return f"{name_of(state, trigger.source)}'s triggered ability"


def trigger_text(state: GameState, trigger: PendingTrigger) -> str:
    if trigger.effect is not None or trigger.ability < 0:
        return str(trigger.bound.get("text", "delayed trigger"))
    ability = triggered_ability(state, trigger.source, trigger.ability)
    return ability.text if ability else "triggered ability"


def triggered_ability(state: GameState, source: str, index: int) -> TriggeredAbility | None:
    obj = state.find_object(source)
    abilities = abilities_of(state, obj) if obj is not None else ()
    if not 0 <= index < len(abilities):
        return None
    ability = abilities[index]
    return ability if isinstance(ability, TriggeredAbility) else None


def _choose_targets(
    res: Resolution, trigger: PendingTrigger, modes: tuple[int, ...] = ()
) -> tuple[str, ...] | None:
    """603.3d: the controller chooses the ability's targets as it is put on the stack; with no
    legal choice for a target it is removed instead (None). A single legal choice is made for
    them; several are a decision (115.3: each "target" is chosen on its own). A modal ability's
    targets are its chosen modes' (700.2c)."""
    ability = triggered_ability(res.state, trigger.source, trigger.ability)
    source = res.state.find_object(trigger.source)
    if ability is None or source is None:
        return ()
    wanted = mode_requirements(ability.modes, modes) if ability.modes else ability.targets
    if not wanted:
        return ()
    up_to = up_to_word(wanted[0]) if len(wanted) == 1 else None
    if up_to is not None:
        return _choose_up_to(res, trigger, ability, source, *up_to)
    chosen: list[str] = []
    last = trailing_up_to(wanted)  # "... up to one target ..." after the others (601.2c)
    for index, requirement in enumerate(wanted):
        optional = last is not None and index == len(wanted) - 1
        requirement = last if optional and last is not None else requirement
        found = [
            t
            for t in candidates(
                res.state,
                bind_word(requirement, trigger.bound),  # 603.3d: the trigger's player
                source,
                trigger.controller,
                source_is_other_object=True,
            )
            if relation_allows(res.state, requirement, t, tuple(chosen))  # 115.3
        ]
        if optional:
            pick = _choose_optional(res, trigger, ability, requirement, found, index, chosen)
            if pick is not None:
                chosen.append(pick)
            break
        if not found:
            res.note(
                LogKind.STACK,
                f"{name_of(res.state, trigger.source)}'s triggered ability has no legal target "
                f"({requirement.replace('_', ' ')}): it is removed instead of going on the stack",
                "603.3d",
                objects=(trigger.source,),
            )
            return None
        pick = found[0]
        if len(found) > 1:
            pick = res.choose(
                trigger.controller,
                DecisionKind.TARGET,
                f"{name_of(res.state, trigger.controller)} chooses a target "
                f"({requirement.replace('_', ' ')}) for {name_of(res.state, trigger.source)}'s "
                f"triggered ability: {ability.text}",
                tuple(Option(t, name_of(res.state, t)) for t in found),
                "603.3d",
                context=("trigger_target", trigger, index, tuple(chosen)),
            )
        else:
            res.judge(
                LogKind.CHOICE,
                f"the only legal target is {name_of(res.state, pick)}",
                "603.3d",
            )
        chosen.append(pick)
    return tuple(chosen)


NO_MORE_TARGETS = "none"


def _choose_optional(
    res: Resolution,
    trigger: PendingTrigger,
    ability: TriggeredAbility,
    word: str,
    found: list[str],
    index: int,
    chosen: list[str],
) -> str | None:
    """603.3d, 601.2c: the last target of "... up to one target ..." beside earlier targets:
    one or none; with no legal choice none (115.6: the ability isn't removed for it)."""
    if not found:
        return None
    pick = res.choose(
        trigger.controller,
        DecisionKind.TARGET,
        f"{name_of(res.state, trigger.controller)} chooses up to one target "
        f"({word.replace('_', ' ')}) for {name_of(res.state, trigger.source)}'s "
        f"triggered ability: {ability.text}",
        (
            Option(NO_MORE_TARGETS, "no target"),
            *(Option(t, name_of(res.state, t)) for t in found),
        ),
        "601.2c",
        context=("trigger_target", trigger, index, tuple(chosen)),
    )
    return None if pick == NO_MORE_TARGETS else pick


def _choose_up_to(
    res: Resolution,
    trigger: PendingTrigger,
    ability: TriggeredAbility,
    source: GameObject,
    most: int,
    word: str,
) -> tuple[str, ...]:
    """603.3d, 601.2c: "up to N target ...": the controller chooses from none to N different
    targets (115.3), one at a time, each time with the option to stop. With no legal target
    the ability still goes on the stack, with no target (115.6: it isn't removed)."""
    chosen: list[str] = []
    for index in range(most):
        requirement = word if index == 0 else f"{OTHER_PREFIX}:{word}"
        found = [
            t
            for t in candidates(
                res.state,
                bind_word(requirement, trigger.bound),  # 603.3d: the trigger's player
                source,
                trigger.controller,
                source_is_other_object=True,
            )
            if relation_allows(res.state, requirement, t, tuple(chosen))  # 115.3
        ]
        if not found:
            break
        pick = res.choose(
            trigger.controller,
            DecisionKind.TARGET,
            f"{name_of(res.state, trigger.controller)} chooses up to {most - index} more "
            f"target(s) ({word.replace('_', ' ')}) for {name_of(res.state, trigger.source)}'s "
            f"triggered ability: {ability.text}",
            (
                Option(NO_MORE_TARGETS, "no target" if index == 0 else "no more targets"),
                *(Option(t, name_of(res.state, t)) for t in found),
            ),
            "601.2c",
            context=("trigger_target", trigger, index, tuple(chosen)),
        )
        if pick == NO_MORE_TARGETS:
            break
        chosen.append(pick)
    return tuple(chosen)


def _chosen_modes(res: Resolution, trigger: PendingTrigger) -> tuple[int, ...] | None:
    """603.3c: a modal triggered ability's modes are chosen as it's put on the stack."""
    ability = triggered_ability(res.state, trigger.source, trigger.ability)
    source = res.state.find_object(trigger.source)
    if trigger.effect is not None or ability is None or not ability.modes or source is None:
        return ()
    context = ("trigger_modes", trigger)
    return choose_modes(
        res, ability.text, ability.modes, ability.choose, source, trigger.controller, context
    )


def _to_stack(res: Resolution, trigger: PendingTrigger) -> None:
    modes = _chosen_modes(res, trigger)
    if modes is None:
        return
    targets = _choose_targets(res, trigger, modes) if trigger.effect is None else ()
    if targets is None:
        return
    state, stack_id = res.state.take_id("s")
    state, timestamp = state.take_timestamp()
    source = state.find_object(trigger.source)
    obj = GameObject(
        id=stack_id,
        # A trigger with no source object names what it is: the monarch's (725.2), a rule's own
        # (728.1: rad counters).
        card=source.card if source else str(trigger.bound.get("named") or "Delayed trigger"),
        owner=trigger.controller,
        controller=trigger.controller,
        zone=Zone.STACK,
        timestamp=timestamp,
        stack=StackInfo("triggered", trigger.source, trigger.ability, targets, bound=trigger.bound),
    )
    if modes:
        assert obj.stack is not None
        obj = replace(obj, stack=with_choice(obj.stack, modes))  # 603.3c
    res.set_state(state.with_moved_object(obj, to_top=False))
    aimed = f", targeting {', '.join(name_of(res.state, t) for t in targets)}" if targets else ""
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, trigger.controller)} puts {_trigger_name(res.state, trigger)} on the stack{aimed}",
        "603.3",
        objects=(stack_id, *targets),
    )
    for target in dict.fromkeys(targets):
        res.did(BecameTarget(target, stack_id, trigger.controller, spell=False))  # 603.3d
    if source is not None and trigger.ability >= 0:
        note_unapplied(res, source, "603.3")  # the sentences of its text not applied


def delayed_effects(bound: Params) -> tuple[Instruction, ...]:
    """A delayed trigger keeps its instructions as JSON in its params."""
    return tuple(
        Instruction(str(i["kind"]), i.get("params", Params())) for i in bound.get("effects", ())
    )
