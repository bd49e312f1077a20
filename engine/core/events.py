"""Would-events and did-events, one frozen dataclass per kind.

A would-event goes through the replacement pipeline (614-616) and may come out changed, replaced
by another kind, or gone. A did-event records what actually happened; triggered abilities and the
tests listen to did-events.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.state import Params, Step, Zone

# --- would-events ------------------------------------------------------------------------------


@dataclass(frozen=True)
class DamageEvent:
    """One source would deal `amount` damage to one recipient (a player id or an object id).

    The source's relevant abilities are read when the event is made (702.2e, 702.15c: last known
    information if the source has left its zone)."""

    source: str
    recipient: str
    amount: int
    source_controller: str
    combat: bool = False
    unpreventable: bool = False
    lifelink: bool = False
    deathtouch: bool = False
    infect: bool = False
    wither: bool = False
    commander: bool = False


@dataclass(frozen=True)
class LifeGainEvent:
    player: str
    amount: int
    source: str | None = None


@dataclass(frozen=True)
class LifeLossEvent:
    player: str
    amount: int
    source: str | None = None
    from_damage: bool = False


@dataclass(frozen=True)
class ZoneChangeEvent:
    """An object would move between zones. `tapped` says a permanent enters tapped (110.5b: it
    enters untapped unless a spell or ability says otherwise; 614.1d replacements set it).
    `counters` are counters a permanent is given as it enters ("return it to the battlefield
    with a +1/+1 counter on it": 122.6, part of the same event, not put on afterwards).
    `copy` is what an "enters as a copy" replacement or an "as it enters, choose a creature"
    ability chose ("original" id and its copiable "card" name; 707.5, 614.1c): the copy effect
    begins as the permanent enters (engine.rules.copying.entered)."""

    object: str
    from_zone: Zone
    to_zone: Zone
    to_top: bool = True
    destroy: bool = False
    tapped: bool = False
    counters: Params = Params()
    copy: Params = Params()
    # What is chosen for the permanent as it enters (614.12a: "As ~ enters, choose a color."),
    # kept on it while it's on the battlefield (engine.rules.chosen).
    chosen: Params = Params()
    # The face a modal double-faced card is put onto the battlefield with (played as its land
    # face: 712.11b, 712.8f); 0 otherwise (engine.rules.faces.entering_face).
    face: int = 0
    # Exiled face down (406.3: foretell, 702.143a): it is never seen on the way; or put onto the
    # battlefield face down (manifest 701.40a, cloak 701.58a: engine.mechanics.manifest). A
    # replacement sending it elsewhere makes a new event without it.
    face_down: bool = False
    # The card is being discarded (701.9a): replacements of a discard read it (madness, 702.35a).
    discard: bool = False
    # Madness exiled it instead of putting it into the graveyard (702.35a): its trigger looks for
    # that ("when this card is exiled this way"), not for any exile a replacement makes.
    madness: bool = False


@dataclass(frozen=True)
class PoisonEvent:
    player: str
    amount: int
    source: str | None = None


@dataclass(frozen=True)
class CountersEvent:
    """Counters would be put on (a positive amount) or removed from (negative) a permanent.
    `cost`: they are put on to pay a cost (606.4, 118.3), not by an effect, so replacements of
    what "an effect would put" don't see them (614.16)."""

    object: str
    kind: str
    amount: int
    cost: bool = False


@dataclass(frozen=True)
class TokensEvent:
    """An effect would create `count` tokens (named `name`) under `player`'s control (111.1).
    Replacement effects of token creation (614.16: "if an effect would create one or more
    tokens") change the count; the instruction then creates that many."""

    player: str
    count: int
    name: str
    source: str | None = None


@dataclass(frozen=True)
class ManaEvent:
    """A spell or ability would add `mana` (type -> amount) to `player`'s mana pool (106.3-106.4).

    `tapped_for_mana` says the producing ability is a mana ability with {T} in its cost (106.12):
    only such events are seen by "if you tap a permanent for mana" replacements (106.12b).
    `spend` restricts how the mana can be spent (106.6, engine.rules.mana.spending; "" none): a
    replacement that changes the mana keeps it (106.6a)."""

    player: str
    source: str
    mana: Params
    tapped_for_mana: bool = False
    spend: str = ""


@dataclass(frozen=True)
class RegenerateEvent:
    """A permanent would regenerate (701.19a): what a regeneration shield turns its destruction
    into (614.8). Performed by `engine.mechanics.regeneration`."""

    object: str


WouldEvent = (
    DamageEvent
    | LifeGainEvent
    | LifeLossEvent
    | ZoneChangeEvent
    | PoisonEvent
    | CountersEvent
    | ManaEvent
    | RegenerateEvent
    | TokensEvent
)

# --- did-events --------------------------------------------------------------------------------


@dataclass(frozen=True)
class DamageDealt:
    source: str
    recipient: str
    amount: int
    combat: bool


@dataclass(frozen=True)
class LifeGained:
    player: str
    amount: int


@dataclass(frozen=True)
class LifeLost:
    player: str
    amount: int


@dataclass(frozen=True)
class ZoneChanged:
    object: str
    from_zone: Zone
    to_zone: Zone


@dataclass(frozen=True)
class CountersPut:
    object: str
    kind: str
    amount: int


@dataclass(frozen=True)
class CountersRemoved:
    """Counters were removed from a permanent; `left` is how many of that kind remain (vanishing's
    "when the last is removed", 702.63a)."""

    object: str
    kind: str
    amount: int
    left: int


@dataclass(frozen=True)
class PoisonGiven:
    player: str
    amount: int


@dataclass(frozen=True)
class PlayerLost:
    player: str
    rule: str


@dataclass(frozen=True)
class StepBegan:
    """A step or phase began (500.6): "at the beginning of" abilities trigger."""

    step: Step
    active_player: str
    turn: int


@dataclass(frozen=True)
class AttackDeclared:
    """A creature was declared as an attacker (508.1m); not for creatures put onto the battlefield
    attacking (508.3a)."""

    attacker: str
    defender: str


@dataclass(frozen=True)
class BlockDeclared:
    """A creature was declared as a blocker of an attacking creature (509.1i)."""

    blocker: str
    attacker: str


@dataclass(frozen=True)
class AttackerUnblocked:
    """An attacking creature had no creature declared as its blocker as blockers were declared
    (509.1h): "whenever ~ attacks and isn't blocked" triggers (508.3f, 509.3g)."""

    attacker: str


@dataclass(frozen=True)
class ManaProduced:
    """Mana was added to a pool (106.4); `tapped_for_mana` as in ManaEvent (106.12a triggers)."""

    source: str
    player: str
    mana: Params
    tapped_for_mana: bool


@dataclass(frozen=True)
class SpellCast:
    """A spell became cast (601.2i): "whenever you cast" abilities trigger (prowess, 702.108a).
    Copies of spells are not cast (707.10) and never make this event."""

    spell: str
    caster: str
    # Which of the caster's spells cast this turn it is (1 for the first): "whenever you cast
    # your second spell each turn" (engine.rules.triggers); 0 when not counted.
    nth: int = 0


@dataclass(frozen=True)
class CardDrawn:
    """A player drew a card (121.1): "whenever you draw a card" abilities trigger once for each
    card drawn (603.2c)."""

    player: str
    card: str
    # Which of the player's cards drawn this turn it is (1 for the first): "whenever you draw
    # your second card each turn" (engine.rules.trigger_events); 0 when not counted.
    nth: int = 0


@dataclass(frozen=True)
class PermanentSacrificed:
    """A player sacrificed a permanent (701.21a): moved from the battlefield to its owner's
    graveyard, or wherever a replacement sent it, by the player who controlled it, as an effect
    or a cost says. "Whenever you sacrifice a [kind]" triggers once for each permanent (603.2c);
    what was sacrificed is read as it last existed on the battlefield (603.10a)."""

    player: str
    object: str


@dataclass(frozen=True)
class CardDiscarded:
    """A player discarded a card (701.9a): it went from their hand to their graveyard, by an
    effect, a cost (cycling's, 702.29a) or the cleanup step (514.1). "Whenever you cycle or
    discard a card" triggers once for each card (603.2c)."""

    player: str
    card: str
    # It was exiled instead by its own madness (702.35a): its madness ability triggers.
    madness: bool = False
    # It was discarded to pay the cost of a cycling or typecycling ability (702.29c, 702.29f):
    # "when you cycle ~" triggers.
    cycled: bool = False


@dataclass(frozen=True)
class BecameTarget:
    """An object became the target of a spell or ability as it was put on the stack (601.2c,
    602.2b, 603.3d): "whenever ~ becomes the target of a spell or ability" triggers. `source` is
    the spell or ability on the stack, `controller` its controller."""

    target: str
    source: str
    controller: str
    spell: bool


@dataclass(frozen=True)
class BecameTapped:
    """An untapped permanent became tapped (701.26a): "whenever ~ becomes tapped" triggers, but
    not for a permanent that enters tapped (603.2e)."""

    object: str


@dataclass(frozen=True)
class BecameUntapped:
    """A tapped permanent became untapped (701.26b): in its controller's untap step (502.3), by
    an effect or as a cost ({Q}, 107.6). "Whenever ~ becomes untapped" (inspired) triggers; one
    that triggers during the untap step waits for the upkeep (502.4, 503.1a)."""

    object: str


@dataclass(frozen=True)
class TurnedFaceUp:
    """A face-down permanent was turned face up (708.7, 702.37e): "when ~ is turned face up"
    triggers; it didn't enter the battlefield (708.8)."""

    object: str


@dataclass(frozen=True)
class Regenerated:
    """A permanent regenerated (701.19a) instead of being destroyed: it stayed on the battlefield."""

    object: str


@dataclass(frozen=True)
class BecameClassLevel:
    """A Class's level became `level` (716.2a): "When this Class becomes level N" triggers."""

    object: str
    level: int


@dataclass(frozen=True)
class BecameMonstrous:
    """A permanent became monstrous (701.37a): "When ~ becomes monstrous" triggers."""

    object: str


@dataclass(frozen=True)
class Mutated:
    """A mutating creature spell merged with a creature as it resolved (702.140c-d): "Whenever ~
    mutates" triggers. `object` is the merged permanent; `player` controls it."""

    object: str
    player: str


@dataclass(frozen=True)
class Transformed:
    """A permanent transformed (701.27a): its other face is up now. Entering the battlefield
    transformed is no transforming. "When ~ transforms into ~" triggers (701.27e)."""

    object: str


@dataclass(frozen=True)
class Exerted:
    """A creature was exerted as it attacked (701.43a, 508.1g): "When you do" triggers (the
    linked reflexive ability of "You may exert ~ as it attacks", 701.43d, 603.12)."""

    object: str


@dataclass(frozen=True)
class Explored:
    """A permanent explored (701.44b: once the process is complete, even if some of it was
    impossible); `player` controlled it as it explored, or last did (701.44c)."""

    object: str
    player: str


@dataclass(frozen=True)
class KeywordActionPerformed:
    """A player performed a keyword action abilities trigger on ("whenever you scry"): `action`
    is its word, "scry" (701.22d), "surveil" (701.25d), "proliferate" (701.34a), "forage"
    (701.61a), "collect_evidence" (701.59a), "clash" (each clashing player, 701.30b) or
    "clash_won" (the clash's winner, 701.30d); made once the
    action is complete, even if some of it was impossible, never for scry 0 or surveil 0
    (701.22b, 701.25c)."""

    player: str
    action: str


@dataclass(frozen=True)
class BecameMonarch:
    """A player who wasn't the monarch became it (725.1; "whenever you become the monarch"
    doesn't trigger for a player who already was: engine.mechanics.monarch)."""

    player: str


@dataclass(frozen=True)
class RingTempted:
    """The Ring tempted `player` (701.54d: they completed 701.54a, even if some of it was
    impossible): `bearer` is the creature they chose as their Ring-bearer, "" if they controlled
    none. "Whenever the Ring tempts you" and "whenever you choose a creature as your
    Ring-bearer" trigger (engine.mechanics.ring)."""

    player: str
    bearer: str


@dataclass(frozen=True)
class Enlisted:
    """A creature enlisted another as it attacked: its controller tapped `enlisted` to pay the
    creature's enlist cost (702.154a, 702.154c, 508.1g); the linked "when you do" ability
    triggers (603.12, 607.2h)."""

    attacker: str
    enlisted: str


@dataclass(frozen=True)
class Exploited:
    """A creature with exploit exploited a creature: its controller sacrificed `sacrificed` as the
    exploit ability resolved (702.110b). "When ~ exploits a creature" triggers, also when it
    sacrificed itself: then `looks_back` names it, and it triggers from the graveyard as it last
    existed (603.10a, engine.rules.triggers)."""

    exploiter: str
    sacrificed: str
    looks_back: str | None = None


@dataclass(frozen=True)
class BecameUnattached:
    """An Aura, Equipment or Fortification stopped being attached to a permanent (701.3d): it was
    attached to another object, state-based actions unattached it (704.5n, 704.5p), it left the
    battlefield, or the permanent did. `attached_to` is the permanent it was attached to and
    `timestamp` that permanent's timestamp then, -1 when it is leaving the battlefield: what it
    becomes is a new object (400.7)."""

    object: str
    attached_to: str
    timestamp: int


@dataclass(frozen=True)
class ManaSpentOnSpell:
    """A player paid a cost to cast a spell with mana (601.2h): `before` is the mana they had
    spent this turn to cast spells before this payment, `after` with it ("whenever you expend
    N", 700.14)."""

    player: str
    spell: str
    before: int
    after: int


@dataclass(frozen=True)
class VentureMarkerMoved:
    """A player put their venture marker on a room of the dungeon card `dungeon` they own: its
    topmost room as they put the dungeon into the command zone (309.4a), or the room they moved
    it to (309.5a). The room's ability triggers (309.4c)."""

    player: str
    dungeon: str
    room: str


@dataclass(frozen=True)
class DungeonCompleted:
    """A player completed a dungeon: the dungeon card `name` they owned was removed from the game
    (309.7, 701.49c, 704.5t)."""

    player: str
    name: str


@dataclass(frozen=True)
class SchemeSetInMotion:
    """A player set the scheme card `scheme` (a face-up object in the command zone) in motion
    (701.32b, 904.9): its "when you set this scheme in motion" abilities trigger."""

    player: str
    scheme: str


@dataclass(frozen=True)
class SchemeAbandoned:
    """A player abandoned the ongoing scheme `name`: turned it face down and put it on the bottom
    of their scheme deck (701.33b)."""

    player: str
    name: str


@dataclass(frozen=True)
class InitiativeTaken:
    """A player took the initiative (726.1), even one who already had it (726.5)."""

    player: str


DidEvent = (
    DamageDealt
    | LifeGained
    | LifeLost
    | ZoneChanged
    | CountersPut
    | CountersRemoved
    | PoisonGiven
    | PlayerLost
    | StepBegan
    | AttackDeclared
    | BlockDeclared
    | AttackerUnblocked
    | ManaProduced
    | SpellCast
    | Regenerated
    | CardDrawn
    | BecameTarget
    | BecameTapped
    | BecameMonstrous
    | Mutated
    | Transformed
    | BecameClassLevel
    | TurnedFaceUp
    | CardDiscarded
    | PermanentSacrificed
    | BecameUntapped
    | Exerted
    | Explored
    | KeywordActionPerformed
    | RingTempted
    | BecameMonarch
    | Exploited
    | Enlisted
    | BecameUnattached
    | ManaSpentOnSpell
    | VentureMarkerMoved
    | DungeonCompleted
    | SchemeSetInMotion
    | SchemeAbandoned
    | InitiativeTaken
)
