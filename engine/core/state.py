"""The game state: an immutable, serializable value.

Every type here is a frozen dataclass built from tuples, so a state can be hashed, compared,
shared between branches of the outcome explorer and never changes under anyone's feet. Changes
are made with `dataclasses.replace` through the small `with_*` helpers, which return new values.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import Any

from engine.core.combat import Combat


class Zone(enum.StrEnum):
    """The game zones (400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    GRAVEYARD = "graveyard"
    BATTLEFIELD = "battlefield"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


# Zones whose order matters and is kept (401.2 library, 404.2 graveyard, 405.2 stack).
ORDERED_ZONES = frozenset({Zone.LIBRARY, Zone.GRAVEYARD, Zone.STACK})


class Step(enum.StrEnum):
    """Phases and steps of a turn (500.1), as one list; main phases have no steps."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"


COMBAT_STEPS = frozenset(
    {
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.FIRST_STRIKE_DAMAGE,
        Step.COMBAT_DAMAGE,
        Step.END_OF_COMBAT,
    }
)  # 506.1


class Params(Mapping[str, Any]):
    """An immutable, hashable mapping of JSON-like values (effect parameters, counters)."""

    __slots__ = ("_items", "_hash")

    def __init__(self, items: Mapping[str, Any] | Iterable[tuple[str, Any]] = ()) -> None:
        pairs = items.items() if isinstance(items, Mapping) else items
        self._items: tuple[tuple[str, Any], ...] = tuple(sorted((k, _freeze(v)) for k, v in pairs))
        self._hash = hash(self._items)

    def __getitem__(self, key: str) -> Any:
        for k, v in self._items:
            if k == key:
                return v
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return (k for k, _ in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Params):
            return self._items == other._items
        return NotImplemented

    def __repr__(self) -> str:
        return f"Params({dict(self._items)!r})"

    def set(self, key: str, value: Any) -> Params:
        return Params({**dict(self._items), key: value})

    def to_json(self) -> dict[str, Any]:
        return {k: _thaw(v) for k, v in self._items}


def _freeze(value: Any) -> Any:
    if isinstance(value, Mapping) and not isinstance(value, Params):
        return Params(value)
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, Params):
        return value.to_json()
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True)
class Characteristics:
    """Printed characteristics of a card the engine has no definition for (inline in documents)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    colors: tuple[str, ...] = ()
    mana_cost: str = ""
    keywords: tuple[str, ...] = ()
    oracle_text: str = ""
    # A printed "*" or "1+*" (208.2a) as printed, with the characteristic-defining ability read
    # from the Oracle text (604.3; engine.rules.defined_pt): the value then comes from layer 7a.
    power_text: str = ""
    toughness_text: str = ""
    defined_pt: Params | None = None
    # A multi-face card (709 split, 710 flip, 712 double-faced, 715 adventurer): its `layout`
    # and each face's own characteristics (`name` set on faces); the top-level fields are the
    # front face's. `GameObject.face` says which face is up (or which half is being cast).
    name: str = ""
    layout: str = ""
    faces: tuple[Characteristics, ...] = ()


@dataclass(frozen=True)
class StackInfo:
    """What a spell or ability on the stack is (601.2, 602.2, 603.3): the chosen targets, X and
    mode, and for abilities the source and which of its abilities it is."""

    kind: str  # "spell", "activated" or "triggered"
    source: str
    ability: int = -1
    targets: tuple[str, ...] = ()
    x: int = 0
    mode: int = -1
    free: bool = False
    bound: Params = field(default_factory=lambda: Params())


@dataclass(frozen=True)
class MergedCard:
    """One more card or token representing a merged permanent (730.2), besides the topmost one
    (its `GameObject`'s own `card`, `token`, `face`, `face_down` and `characteristics`, 730.2a).

    All of a merged permanent's components have its owner (702.140a: a mutating spell targets a
    creature with the same owner). `rank` is its place in the order the components came to be
    part of the permanent (0: the permanent it was before its first merge; each merge adds the
    next number, the topmost component has the one number no `MergedCard` has): the merged
    permanent's abilities (702.140e) are listed in that order, so a merge never renumbers the
    abilities it already had (an activated ability on the stack, once-each-turn records).
    """

    card: str
    rank: int
    token: bool = False
    face: int = 0  # the face of a double-faced component that is up (730.2i)
    face_down: bool = False  # 730.2e-f
    characteristics: Characteristics | None = None


@dataclass(frozen=True)
class GameObject:
    """A card, token or ability object in some zone (109.1).

    `controlled_since_turn_start` is the 302.6 fact ("summoning sickness" for creatures).
    `deathtouch_damage` records damage from a deathtouch source since the last SBA check (704.5h).
    `timestamp` is taken as it enters its zone (613.7d) and doubles as its identity there (400.7:
    effects locked to it, activation records); `attached_timestamp` is the new timestamp an Aura or
    Equipment receives each time it becomes attached (613.7e, 701.3c), which orders its static
    abilities' effects without making it a new object.
    """

    id: str
    card: str
    owner: str
    controller: str
    zone: Zone
    token: bool = False
    # A copy of a spell (707.10): put on the stack, never cast; owned and controlled by the player
    # who put it there. Off the stack it ceases to exist (704.5e, engine.rules.sba).
    spell_copy: bool = False
    tapped: bool = False
    controlled_since_turn_start: bool = True
    # Came under its controller's control since the beginning of that player's last upkeep
    # (702.30a, echo): set as the player's turn begins for what they hadn't controlled
    # continuously since their previous turn began (302.6), cleared once their upkeep is over
    # (engine.mechanics.echo).
    arrived_since_last_upkeep: bool = False
    counters: Params = field(default_factory=Params)
    damage: int = 0
    deathtouch_damage: bool = False
    attached_to: str | None = None
    face_down: bool = False
    phased_out: bool = False
    commander: bool = False
    timestamp: int = 0
    characteristics: Characteristics | None = None
    stack: StackInfo | None = None
    x: int = 0  # X of the spell it was, for enters-the-battlefield uses (107.3m)
    # How many times its kicker costs were paid as it was cast (702.33d): the spell and the
    # permanent it becomes "was kicked" (engine.mechanics.kicker); 0 after any other move.
    kicked: int = 0
    # A split card cast with both halves, a fused split spell (702.102a-b): only on the stack,
    # forgotten by any move (400.7).
    fused: bool = False
    # The alternative cost its spell was cast for, when a later ability asks (118.9): "evoke"
    # (702.74a), "dash" (702.109a). Kept from the stack onto the battlefield, forgotten by any other move (400.7).
    # A face-down permanent put onto the battlefield by manifest or cloak: "manifest" (701.40a),
    # "cloak" (701.58a), for turning it face up for its mana cost (701.40b, 701.58b).
    cast_for: str = ""
    # What was chosen for it as it entered the battlefield (614.12a, "As ~ enters, choose a
    # color."): "color" (a color word), "creature_type"; forgotten by any other move (400.7).
    chosen: Params = field(default_factory=Params)
    attached_timestamp: int = 0
    # The turn a card was foretold on (702.143a: exiled face down from its owner's hand; cast for
    # its foretell cost after that turn has ended; 0: not foretold). Forgotten by any move (400.7).
    foretold_turn: int = 0
    # The face that is up (712: 1 is a double-faced card's back face), the half being cast
    # (709.3: split cards; 715.3: 1 is the Adventure), or 1 for a flipped flip card (710).
    face: int = 0
    # The mana spent to cast it (601.2h: from the pool, one letter per mana, in MANA_TYPES
    # order), for "for each color of mana spent to cast it" (Springmantle Cleric): the spell's,
    # kept as the permanent it becomes, forgotten by any other move (400.7).
    mana_spent: tuple[str, ...] = ()
    # A merged permanent (730.2, mutate 702.140c): the cards and tokens representing it besides
    # the topmost one (this object's own card), from top to bottom. The permanent is one object
    # (730.2c); leaving the battlefield, each component goes to the new zone (730.3).
    merged: tuple[MergedCard, ...] = ()

    @property
    def top_rank(self) -> int:
        """The topmost component's place in the order the components merged (`MergedCard.rank`):
        the one number from 0 to the count of `merged` that no other component has."""
        taken = {m.rank for m in self.merged}
        return next(n for n in range(len(self.merged) + 1) if n not in taken)

    @property
    def layer_timestamp(self) -> int:
        """The timestamp that orders its static abilities' effects (613.7): the later of entering
        the battlefield (613.7d) and last becoming attached (613.7e)."""
        return max(self.timestamp, self.attached_timestamp)

    def counter(self, kind: str) -> int:
        return int(self.counters.get(kind, 0))

    def with_counters(self, kind: str, delta: int) -> GameObject:
        count = max(0, self.counter(kind) + delta)
        items = {k: v for k, v in self.counters.items() if k != kind}
        if count:
            items[kind] = count
        return replace(self, counters=Params(items))


class Duration(enum.StrEnum):
    """How long a created effect lasts (611.2a and friends)."""

    END_OF_TURN = "end_of_turn"
    UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
    # Ends in the cleanup step (514.2) of its controller's next turn, not of this one: as that
    # turn begins it becomes an "until end of turn" effect (engine.rules.turn_based).
    UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"
    INDEFINITE = "indefinite"
    WHILE_SOURCE_ON_BATTLEFIELD = "while_source_on_battlefield"


@dataclass(frozen=True)
class Effect:
    """A continuous, replacement or prevention effect in force.

    Stored effects come from resolved spells and abilities (or a judge's setup); effects of static
    abilities are derived from the battlefield each time (see `effects.static_effects`) and carry
    ids of the form "<object id>.<ability index>".
    """

    id: str
    kind: str
    controller: str
    source: str | None = None
    params: Params = field(default_factory=Params)
    duration: Duration = Duration.INDEFINITE
    timestamp: int = 0
    # A judge's stand-in: the object whose unapplied text this effect stands in for (issue 32).
    # It is in force only while that object is on the battlefield, and is named "judge's
    # stand-in for <card>" wherever it is shown (engine.rules.stand_ins).
    stands_in_for: str | None = None


@dataclass(frozen=True)
class Player:
    id: str
    name: str
    life: int = 20
    poison: int = 0
    team: str | None = None
    commander_damage: Params = field(default_factory=Params)
    counters: Params = field(default_factory=Params)
    designations: frozenset[str] = frozenset()
    # 702.179b: a player has no speed (None) until a rule or effect sets it
    # (engine.mechanics.speed).
    speed: int | None = None
    lost: bool = False
    won: bool = False
    drew_from_empty_library: bool = False
    mana_pool: Params = field(default_factory=Params)
    # Cards the player owns outside the game, by name (400.11: a sideboard, 400.11a): what
    # learn may bring in (701.48a, engine.mechanics.learn). None listed: they have none.
    outside_game: tuple[str, ...] = ()
    # The card of `outside_game` revealed as the player's companion before the game (702.139a),
    # by name; "" once it has been put into their hand (116.2g: once per game) or if none.
    companion: str = ""
    # 309.4: the room of the dungeon card they own in the command zone their venture marker is
    # on ("" while they own none there); 309.7: the names of the dungeons they completed, in the
    # order they completed them (engine.mechanics.dungeons).
    venture_room: str = ""
    dungeons_completed: tuple[str, ...] = ()
    # 904.3, 904.4: the archenemy's scheme deck, by name, its top card first: face-down scheme
    # cards in the command zone (a face-up scheme is an object there: engine.mechanics.schemes).
    # A player with a scheme deck is an archenemy (904.2a, 904.12b).
    scheme_deck: tuple[str, ...] = ()


@dataclass(frozen=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source: str
    ability: int
    controller: str
    bound: Params = field(default_factory=Params)
    effect: str | None = None  # a delayed trigger's effect id (603.7)


@dataclass(frozen=True)
class Turn:
    number: int = 1
    active_player: str = "A"
    step: Step = Step.PRECOMBAT_MAIN


@dataclass(frozen=True)
class GameState:
    """The whole game. `objects` keeps each zone's order: library top first, graveyard and stack
    newest last."""

    format: str = "two_player"
    players: tuple[Player, ...] = ()
    objects: tuple[GameObject, ...] = ()
    effects: tuple[Effect, ...] = ()
    turn: Turn = field(default_factory=Turn)
    custom_cards: tuple[Any, ...] = ()
    pending_triggers: tuple[PendingTrigger, ...] = ()
    # Last known information (608.2h): power, toughness, controller, counters and keywords of
    # objects as they last existed on the battlefield, kept by object id.
    last_known: Params = field(default_factory=Params)
    # The current combat (506-511): None outside combat, see engine.core.combat.
    combat: Combat | None = None
    seed: int = 0
    next_timestamp: int = 1
    next_id: int = 1

    # --- lookups (cached: the value never changes) -------------------------------------------
    @cached_property
    def _hash_value(self) -> int:
        return hash(tuple(getattr(self, f) for f in _STATE_FIELDS))

    def __hash__(self) -> int:
        # Hashed once a value: a search keys its tables by states (a transposition table),
        # and hashing the whole tuple of objects again at each lookup was a step's cost.
        return self._hash_value

    def __getstate__(self) -> dict[str, Any]:
        # A state pickled into the shared cache is loaded by another process, whose string
        # hashes differ (PYTHONHASHSEED): the kept hash and lookups are never carried along.
        return {k: v for k, v in self.__dict__.items() if k in _STATE_FIELD_SET}

    @cached_property
    def _object_index(self) -> dict[str, GameObject]:
        return {o.id: o for o in self.objects}

    @cached_property
    def _player_index(self) -> dict[str, Player]:
        return {p.id: p for p in self.players}

    @cached_property
    def objects_by_card(self) -> dict[str, tuple[GameObject, ...]]:
        """Objects grouped by card name, in state order (to tell same-named objects apart)."""
        groups: dict[str, list[GameObject]] = {}
        for o in self.objects:
            groups.setdefault(o.card, []).append(o)
        return {name: tuple(objs) for name, objs in groups.items()}

    def object(self, object_id: str) -> GameObject:
        return self._object_index[object_id]

    def find_object(self, object_id: str) -> GameObject | None:
        return self._object_index.get(object_id)

    def player(self, player_id: str) -> Player:
        return self._player_index[player_id]

    def find_player(self, player_id: str) -> Player | None:
        return self._player_index.get(player_id)

    def effect(self, effect_id: str) -> Effect | None:
        for e in self.effects:
            if e.id == effect_id:
                return e
        return None

    def zone(self, zone: Zone, player_id: str | None = None) -> tuple[GameObject, ...]:
        """A zone's objects in order; battlefield by controller, other zones by owner."""
        key = "controller" if zone is Zone.BATTLEFIELD else "owner"
        return tuple(
            o
            for o in self.objects
            if o.zone is zone and (player_id is None or getattr(o, key) == player_id)
        )

    @cached_property
    def battlefield(self) -> tuple[GameObject, ...]:
        """Permanents on the battlefield that are phased in (702.26b: phased-out ones are
        treated as though they don't exist)."""
        return tuple(o for o in self.objects if o.zone is Zone.BATTLEFIELD and not o.phased_out)

    @property
    def game_over(self) -> bool:
        """The game has ended (104.1): a player won, or every player left it by losing at once,
        which is a draw (104.4a)."""
        return bool(self.players) and (
            any(p.won for p in self.players) or all(p.lost for p in self.players)
        )

    @property
    def is_draw(self) -> bool:
        """104.4a/104.4b: the game ended with every player out and nobody winning."""
        return bool(self.players) and all(p.lost and not p.won for p in self.players)

    def player_ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.players)

    def apnap(self) -> tuple[str, ...]:
        """Players in APNAP order (101.4): the active player, then the others in turn order."""
        ids = [p.id for p in self.players if not p.lost]
        if self.turn.active_player in ids:
            i = ids.index(self.turn.active_player)
            ids = ids[i:] + ids[:i]
        return tuple(ids)

    # --- functional updates -----------------------------------------------------------------
    def with_object(self, obj: GameObject) -> GameState:
        return replace(self, objects=tuple(obj if o.id == obj.id else o for o in self.objects))

    def with_objects(self, objs: Iterable[GameObject]) -> GameState:
        changed = {o.id: o for o in objs}
        if not changed:
            return self
        return replace(self, objects=tuple(changed.get(o.id, o) for o in self.objects))

    def without_object(self, object_id: str) -> GameState:
        return replace(self, objects=tuple(o for o in self.objects if o.id != object_id))

    def with_moved_object(self, obj: GameObject, *, to_top: bool) -> GameState:
        """Put `obj` (already in its new zone) at the end of the objects tuple, or first among
        them for a library top."""
        rest = tuple(o for o in self.objects if o.id != obj.id)
        objects = (obj, *rest) if to_top else (*rest, obj)
        return replace(self, objects=objects)

    def with_player(self, player: Player) -> GameState:
        return replace(
            self, players=tuple(player if p.id == player.id else p for p in self.players)
        )

    def with_effect(self, effect: Effect) -> GameState:
        if any(e.id == effect.id for e in self.effects):
            return replace(
                self, effects=tuple(effect if e.id == effect.id else e for e in self.effects)
            )
        return replace(self, effects=(*self.effects, effect))

    def without_effect(self, effect_id: str) -> GameState:
        return replace(self, effects=tuple(e for e in self.effects if e.id != effect_id))

    def take_timestamp(self) -> tuple[GameState, int]:
        """The next timestamp (613.7) and the state that has used it."""
        return replace(self, next_timestamp=self.next_timestamp + 1), self.next_timestamp

    def take_id(self, prefix: str) -> tuple[GameState, str]:
        """A fresh id for a new object or effect, never one already in use."""
        n = self.next_id
        used = set(self._object_index) | {e.id for e in self.effects}
        while f"{prefix}{n}" in used:
            n += 1
        return replace(self, next_id=n + 1), f"{prefix}{n}"


_STATE_FIELDS = tuple(f.name for f in fields(GameState))
_STATE_FIELD_SET = frozenset(_STATE_FIELDS)


def memo(state: GameState) -> dict[str, Any]:
    """A per-value memo: a state never changes, so anything derived from it can be kept with it
    (characteristics, effects in force, keywords granted)."""
    cache: dict[str, Any] | None = state.__dict__.get("_memo")
    if cache is None:
        cache = {}
        object.__setattr__(state, "_memo", cache)
    return cache
