"""Moving objects between zones (400), destruction (701.8) and counters (122)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.core.events import (
    BecameUnattached,
    CardDiscarded,
    CardDrawn,
    CountersEvent,
    CountersPut,
    CountersRemoved,
    PermanentSacrificed,
    TokensEvent,
    ZoneChanged,
    ZoneChangeEvent,
)
from engine.core.log import Detail, LogKind, counted
from engine.core.state import GameObject, GameState, Params, Zone
from engine.rules.characteristics import chars
from engine.rules.copying import LAST_COPIABLE, last_copiable_values, moved_copy_effects
from engine.rules.defined_pt import MUTATED
from engine.rules.face_down import face_down_label, is_hidden
from engine.rules.faces import entering_face, why_cant_enter_transformed
from engine.rules.loyalty import entering_counters, enters_with_defense, enters_with_loyalty
from engine.rules.mana.pool import PHYREXIAN_LIFE
from engine.rules.pipeline import Resolution, name_of, performs


def discard(res: Resolution, player: str, card: str, *, cycled: bool = False) -> None:
    """701.9a: the player discards the card, from their hand to their graveyard. Wherever a
    replacement effect sends it, it was discarded: abilities that trigger on discarding see it
    (CardDiscarded), and madness (702.35a) knows whether it exiled the card instead. `cycled`:
    it is discarded to pay a cycling cost, so the player cycles it (702.29c)."""
    final = move_event(res, card, Zone.GRAVEYARD, discard=True)
    if final is not None:
        res.did(CardDiscarded(player, card, madness=final.madness, cycled=cycled))


def into_hand_from_outside_the_game(res: Resolution, player: str, name: str) -> str:
    """A card its owner has outside the game (Player.outside_game) put into their hand: a new
    object in the game (400.11b). Returns its id; the caller logs why (learn 701.48a, companion
    702.139c)."""
    state = res.state
    owner = state.player(player)
    left = list(owner.outside_game)
    left.remove(name)
    state = state.with_player(replace(owner, outside_game=tuple(left)))
    state, card_id = state.take_id("c")
    state, timestamp = state.take_timestamp()
    obj = GameObject(
        id=card_id, card=name, owner=player, controller=player, zone=Zone.HAND, timestamp=timestamp
    )
    res.set_state(state.with_moved_object(obj, to_top=False))
    return card_id


def sacrifice(res: Resolution, player: str, object_id: str) -> None:
    """701.21a: the player sacrifices a permanent they control: it moves from the battlefield to
    its owner's graveyard (not destroyed: indestructible and regeneration don't apply). Wherever
    a replacement sends it, it was sacrificed: "whenever you sacrifice" abilities see it
    (PermanentSacrificed). Every sacrifice, by an effect or a cost, goes through here."""
    if move(res, object_id, Zone.GRAVEYARD) is not None:
        res.did(PermanentSacrificed(player, object_id))


def move(
    res: Resolution,
    object_id: str,
    to_zone: Zone,
    *,
    to_top: bool = True,
    destroy: bool = False,
    tapped: bool = False,
    counters: Params | None = None,
    face: int = 0,
    face_down: bool = False,
) -> Zone | None:
    """Move an object through the pipeline; returns the zone it actually went to. `tapped`: a
    permanent put onto the battlefield tapped (110.5b); `counters`: counters it enters with
    (122.6)."""
    final = move_event(
        res,
        object_id,
        to_zone,
        to_top=to_top,
        destroy=destroy,
        tapped=tapped,
        counters=counters,
        face=face,
        face_down=face_down,
    )
    return final.to_zone if final is not None else None


def entering_transformed(res: Resolution, object_id: str) -> int | None:
    """The face a card put onto the battlefield "transformed" enters with: its back face (712.14a),
    or None when it can't (it isn't a double-faced card: it stays in its zone, noted)."""
    problem = why_cant_enter_transformed(res.state, res.state.object(object_id))
    if problem is None:
        return 1
    why, rule = problem
    res.note(
        LogKind.NOTE,
        f"{name_of(res.state, object_id)} can't be put onto the battlefield transformed: {why}; "
        "it stays where it is",
        rule,
        objects=(object_id,),
    )
    return None


def move_event(
    res: Resolution,
    object_id: str,
    to_zone: Zone,
    *,
    to_top: bool = True,
    destroy: bool = False,
    tapped: bool = False,
    counters: Params | None = None,
    face: int = 0,
    face_down: bool = False,
    discard: bool = False,
) -> ZoneChangeEvent | None:
    """`move`, returning the zone change as performed (None: nothing moved); `discard`: the
    object is a card being discarded (701.9a)."""
    obj = res.state.object(object_id)
    if (
        obj.zone is Zone.STACK
        and obj.stack is not None
        and any(
            obj.stack.bound.get(k) for k in ("flashback", "jump_start", "aftermath", "harmonize")
        )
        and to_zone is not Zone.EXILE
    ):
        # 702.34a, 702.133a: a spell cast with flashback or jump-start is exiled instead of
        # going anywhere else.
        how, rule = ("flashback", "702.34a")
        if obj.stack.bound.get("jump_start"):
            how, rule = ("jump-start", "702.133a")
        if obj.stack.bound.get("aftermath"):
            how, rule = ("aftermath from a graveyard", "702.127a")
        if obj.stack.bound.get("harmonize"):
            how, rule = ("harmonize", "702.180a")
        res.note(
            LogKind.ZONE_CHANGE,
            f"{name_of(res.state, obj.id)} was cast with {how}: it is exiled instead of "
            f"going to {to_zone.value}",
            rule,
            objects=(obj.id,),
        )
        to_zone = Zone.EXILE
    final = res.run(
        ZoneChangeEvent(
            object_id,
            obj.zone,
            to_zone,
            to_top,
            destroy,
            tapped,
            counters or Params(),
            face=face,
            face_down=face_down,
            discard=discard,
        )
    )
    return final if isinstance(final, ZoneChangeEvent) else None


def tokens_created(
    res: Resolution, player: str, count: int, name: str, source: str | None = None
) -> int:
    """How many tokens an effect that would create `count` of them under `player`'s control
    creates (111.1) once replacements of creating tokens have applied (614.16: Doubling Season,
    Parallel Lives; the player orders them, 616.1)."""
    if count <= 0:
        return count
    final = res.replace(TokensEvent(player, count, name, source))
    return final.count if isinstance(final, TokensEvent) else 0


def destroy(res: Resolution, object_id: str, rule: str) -> None:
    """701.8: destroy = move to the owner's graveyard; indestructible permanents aren't (702.12b)."""
    obj = res.state.object(object_id)
    if chars(res.state, obj).has("indestructible"):
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, object_id)} is indestructible and isn't destroyed",
            "702.12b",
        )
        return
    res.judge(LogKind.EVENT, f"{name_of(res.state, object_id)} would be destroyed", rule, "701.8a")
    move(res, object_id, Zone.GRAVEYARD, destroy=True)


@performs(ZoneChangeEvent)
def perform_zone_change(res: Resolution, event: ZoneChangeEvent) -> None:
    obj = res.state.object(event.object)
    unattached = _unattached_by_leaving(res.state, obj) if obj.zone is Zone.BATTLEFIELD else ()
    if obj.zone is Zone.BATTLEFIELD:
        # 608.2h: remember how it last existed on the battlefield (its counters and keywords for
        # leaves-the-battlefield abilities, which look back in time, 603.10a: undying; and what
        # was attached to it, for "whenever equipped creature dies").
        c = chars(res.state, obj)
        facts = {
            "power": c.power,
            "toughness": c.toughness,
            # 202.3: "where X is its mana value", "if its mana value was 3 or less" (608.2h)
            "mana_value": c.mana_value,
            "controller": obj.controller,
            "counters": obj.counters,
            "keywords": tuple(sorted(c.keywords)),
            # for "whenever a [nontoken] creature dies" (603.10a: what died, as it last was)
            "types": c.types,
            "subtypes": c.subtypes,
            # which object it was (400.7: the id outlives it), for "dealt damage by two or more
            # creatures this turn" (engine.mechanics.turn_history)
            "timestamp": obj.timestamp,
        }
        if obj.token:
            facts["token"] = True
            # 111.7: the token ceases to exist soon; "put into your graveyard" still asks whose
            facts["owner"] = obj.owner
        if obj.cast_for:
            # the alternative cost its spell was cast for (118.9), for an ability it had only
            # while that cost was paid (blitz's draw, 702.152a; engine.mechanics.blitz)
            facts["cast_for"] = obj.cast_for
        if obj.face_down:
            facts["face_down"] = True  # it had no abilities to look back with (708.2a, 603.10a)
        if obj.merged:
            facts[MUTATED] = len(obj.merged)  # "the number of times it has mutated" (702.140c)
        copiable = last_copiable_values(res.state, obj)  # 608.2h, for a token copy of it
        if copiable:
            facts[LAST_COPIABLE] = copiable
        attached = tuple(o.id for o in res.state.battlefield if o.attached_to == obj.id)
        if attached:
            facts["attached"] = attached
        known = Params(facts)
        res.set_state(replace(res.state, last_known=res.state.last_known.set(obj.id, known)))
    # 400.7: the object becomes a new object with no memory of its previous existence; we keep its
    # id as a stable handle, and reset everything that doesn't survive the move.
    state, timestamp = res.state.take_timestamp()
    moved = replace(
        obj,
        zone=event.to_zone,
        controller=obj.owner,
        tapped=event.tapped and event.to_zone is Zone.BATTLEFIELD,  # 110.5b
        damage=0,
        deathtouch_damage=False,
        # 122.6: counters it enters with; a card exiled "with counters on it" has them there
        # (engine.mechanics.exiled_countdown)
        counters=event.counters if event.to_zone in (Zone.BATTLEFIELD, Zone.EXILE) else Params(),
        attached_to=None,
        attached_timestamp=0,
        phased_out=False,
        controlled_since_turn_start=False,
        arrived_since_last_upkeep=False,  # set as its controller's next turn begins
        timestamp=timestamp,
        stack=None,  # off the stack a spell is just a card: its targets, X and mode are gone
        face=entering_face(res.state, obj, event),
        # 702.33d: a kicked spell becomes a kicked permanent; any other move forgets it (400.7).
        kicked=obj.kicked if (obj.zone, event.to_zone) == (Zone.STACK, Zone.BATTLEFIELD) else 0,
        fused=False,  # 702.102a: a fused split spell only on the stack
        cast_for=obj.cast_for
        if (obj.zone, event.to_zone) == (Zone.STACK, Zone.BATTLEFIELD)
        else "",
        chosen=event.chosen if event.to_zone is Zone.BATTLEFIELD else Params(),  # 614.12a
        # 708.4: a face-down spell becomes a face-down permanent; any other move turns it face
        # up (708.9: its owner reveals it). A card put onto the battlefield face down (manifest,
        # 701.40a; cloak, 701.58a) enters face down.
        face_down=(event.face_down and event.to_zone in (Zone.EXILE, Zone.BATTLEFIELD))
        or (obj.face_down and (obj.zone, event.to_zone) == (Zone.STACK, Zone.BATTLEFIELD)),
        foretold_turn=0,  # 702.143a: a foretold card that leaves exile is a new object (400.7)
        mana_spent=obj.mana_spent
        if (obj.zone, event.to_zone) == (Zone.STACK, Zone.BATTLEFIELD)
        else (),
        merged=(),  # 730.3: its other components become objects of their own, below
    )
    to_top = event.to_top if event.to_zone is Zone.LIBRARY else False
    # The line names the object as it was before the move: "Grizzly Bears (on the battlefield)
    # moves from battlefield to graveyard", never by where it is going.
    leaving_name = name_of(res.state, obj.id)
    res.set_state(state.with_moved_object(moved, to_top=to_top))
    components = _merged_components_move(res, obj, event.to_zone, to_top=to_top)
    if is_hidden(obj) or is_hidden(moved):
        # A card hidden before or after the move is named as anyone may see it then: a card
        # exiled face down by its face-down label, never the name it had in hand (702.143a,
        # 406.3a), a face-down permanent leaving by the card revealed (708.9).
        leaving_name = name_of(res.state, obj.id)
    if obj.zone is Zone.BATTLEFIELD or event.copy:
        res.set_state(moved_copy_effects(res.state, obj.id, event))
    if is_hidden(obj) and not moved.face_down:
        res.note(
            LogKind.ZONE_CHANGE,
            f"the {face_down_label(obj)} leaving the {obj.zone.value} is revealed: it is "
            f"{name_of(res.state, obj.id)}",
            "406.3a" if obj.zone is Zone.EXILE else "708.9",
            objects=(obj.id,),
        )
    where = f"{'top of ' if event.to_zone is Zone.LIBRARY and to_top else ''}"
    # A token created as a copy waits on the stack while its entering is decided
    # (engine.mechanics.token_copies): it is created, not moved (111.1).
    created = obj.token and obj.zone is Zone.STACK and obj.stack is None
    status = " tapped" if moved.tapped else ""
    given = ", ".join(counted(n, f"{kind} counter") for kind, n in moved.counters.items())
    status += f" with {given} on it" if given else ""
    res.note(
        LogKind.ZONE_CHANGE,
        f"{name_of(res.state, obj.id)} token is created on the {event.to_zone.value}{status}"
        if created
        else f"{leaving_name} moves from {obj.zone.value} to {where}{event.to_zone.value}{status}",
        "111.1" if created else "400.7",
        *(("122.6",) if given else ()),
        objects=(obj.id,),
    )
    if components:
        res.note(
            LogKind.ZONE_CHANGE,
            f"{leaving_name} was a merged permanent: each of its other components goes to "
            f"{event.to_zone.value} too: " + ", ".join(name_of(res.state, c) for c in components),
            "730.3",
            objects=components,
        )
        # What the engine doesn't do here, said where the answer is shown (issue 33's honesty).
        res.note(
            LogKind.NOTE,
            f"not applied: an effect that follows {leaving_name} to {event.to_zone.value} finds "
            "only its topmost card here, not every component (730.3c), and the components' "
            "order isn't chosen by its owner (730.3a-b)",
            "730.3c",
            objects=(obj.id, *components),
        )
    if event.to_zone is Zone.BATTLEFIELD:
        # 702.150a: the spell it was remembers the Phyrexian symbols paid with life (107.4f)
        life_paid = obj.stack.bound.get(PHYREXIAN_LIFE, 0) if obj.stack is not None else 0
        _enters_with(res, res.state.object(obj.id), int(life_paid or 0))
    res.did(ZoneChanged(obj.id, obj.zone, event.to_zone))
    if event.to_zone is Zone.BATTLEFIELD:
        # 122.6: the counters a permanent enters with are put on it as it enters, so what
        # triggers on counters being put on a permanent sees them (a Saga's chapter, 714.2b).
        entered = res.state.find_object(obj.id)
        for kind, count in entered.counters.items() if entered is not None else ():
            if int(count) > 0:
                res.did(CountersPut(obj.id, str(kind), int(count)))
    for was_unattached in unattached:
        res.did(was_unattached)


def _merged_components_move(
    res: Resolution, obj: GameObject, to_zone: Zone, *, to_top: bool
) -> tuple[str, ...]:
    """730.3: as a merged permanent leaves the battlefield, one permanent leaves, and each of
    its components is put into the new zone: the topmost one is the object that moved (its id),
    each other one a new object (400.7), in the components' order from top to bottom after
    it. Returns their ids."""
    if obj.zone is not Zone.BATTLEFIELD or not obj.merged:
        return ()
    state = res.state
    made: list[GameObject] = []
    for component in obj.merged:
        state, new_id = state.take_id("t" if component.token else "c")
        state, timestamp = state.take_timestamp()
        made.append(
            GameObject(
                id=new_id,
                card=component.card,
                owner=obj.owner,
                controller=obj.owner,
                zone=to_zone,
                token=component.token,
                characteristics=component.characteristics,
                controlled_since_turn_start=False,
                timestamp=timestamp,
            )
        )
    if to_top:
        # on top of the library: the moved topmost component first, then the others under it
        moved = state.object(obj.id)
        rest = tuple(o for o in state.objects if o.id != obj.id)
        objects = (moved, *made, *rest)
    else:
        objects = (*state.objects, *made)
    res.set_state(replace(state, objects=objects))
    return tuple(o.id for o in made)


def _unattached_by_leaving(state: GameState, obj: GameObject) -> tuple[BecameUnattached, ...]:
    """701.3d: a permanent leaving the battlefield becomes unattached from what it was attached
    to (still there), and whatever was attached to it becomes unattached from it, a permanent
    that is leaving (-1: it becomes a new object, 400.7)."""
    found: list[BecameUnattached] = []
    on = state.find_object(obj.attached_to) if obj.attached_to is not None else None
    if on is not None and on.zone is Zone.BATTLEFIELD:
        found.append(BecameUnattached(obj.id, on.id, on.timestamp))
    found += [
        BecameUnattached(o.id, obj.id, -1) for o in state.battlefield if o.attached_to == obj.id
    ]
    return tuple(found)


# Effect kinds of other mechanics that put counters on a permanent as it enters (614.1c), by
# name: (resolution, the entering permanent, the ability's params) -> (how many, the counter
# kind, the rules cited). Bloodthirst registers one (engine.mechanics.bloodthirst).
EnteringCounters = Callable[[Resolution, GameObject, Params], tuple[int, str, tuple[str, ...]]]
ENTERING_COUNTERS: dict[str, EnteringCounters] = {}
# Choices a permanent's abilities make as it enters (614.1c, 614.12), after its counters, by the
# entering permanent's id: riot (702.136a, engine.mechanics.riot).
AS_IT_ENTERS: list[Callable[[Resolution, str], None]] = []
# Replacements of a permanent's keywords that read the X its spell was cast with as it enters
# (107.3m), before that X becomes 0: ravenous (702.156a, engine.mechanics.ravenous). Each is given
# the entering permanent and returns it as it enters.
ENTERING_WITH_X: list[Callable[[Resolution, GameObject], GameObject]] = []


def _enters_with(res: Resolution, obj: GameObject, phyrexian_life: int = 0) -> None:
    """614.1c: "enters with N counters" modifies how the permanent enters; an X in N is the X
    the spell was cast with (107.3m), and 0 once it's on the battlefield. A planeswalker's
    loyalty counters (306.5b) are put on the same way. Each is counters put on it (122.6), so
    replacements of putting counters apply to it (614.16: Doubling Season)."""
    for kind, given in obj.counters.items():  # the event's own ("with a +1/+1 counter on it")
        count = entering_counters(res, obj.id, str(kind), int(given))
        if count != given:
            obj = obj.with_counters(str(kind), count - int(given))
            res.set_state(res.state.with_object(obj))
    obj = enters_with_loyalty(res, obj, phyrexian_life)  # 306.5b, compleated 702.150a
    obj = enters_with_defense(res, obj)  # 310.4b
    for ability in chars(res.state, obj).abilities:
        effect = getattr(ability, "effect", None)
        if effect in ENTERING_COUNTERS:
            count, kind, rules = ENTERING_COUNTERS[effect](res, obj, ability.params)  # type: ignore[union-attr]
            count = entering_counters(res, obj.id, kind, count)
            if count > 0:
                obj = obj.with_counters(kind, count)
                res.note(
                    LogKind.REPLACEMENT,
                    f"{name_of(res.state, obj)} enters with {counted(count, f'{kind} counter')}",
                    "614.1c",
                    *rules,
                    objects=(obj.id,),
                )
            continue
        if effect != "enters_with_counters":
            continue
        params = ability.params  # type: ignore[union-attr]
        if params.get("if") == "kicked" and not obj.kicked:
            continue  # "If ~ was kicked, it enters with ..." (702.33d)
        if params.get("if") == "escaped" and obj.cast_for != "escape":
            continue  # "~ escapes with ..." (702.138c): only if it escaped (702.138b)
        count = obj.x if params.get("count") == "x" else int(params.get("count", 0))
        if params.get("for_each") == "kicked":
            count *= obj.kicked  # "for each time it was kicked" (702.33c-d)
        count = entering_counters(res, obj.id, str(params.get("kind", "+1/+1")), count)
        if count > 0:
            counter_kind = str(params.get("kind", "+1/+1"))
            obj = obj.with_counters(counter_kind, count)
            res.note(
                LogKind.REPLACEMENT,
                f"{name_of(res.state, obj)} enters with {counted(count, f'{counter_kind} counter')}",
                "614.1c",
                *(("702.138c",) if params.get("if") == "escaped" else ("107.3m",)),
                objects=(obj.id,),
            )
    for with_x in ENTERING_WITH_X:
        obj = with_x(res, obj)
    res.set_state(res.state.with_object(replace(obj, x=0)))
    for as_it_enters in AS_IT_ENTERS:
        as_it_enters(res, obj.id)


@performs(CountersEvent)
def perform_counters(res: Resolution, event: CountersEvent) -> None:
    obj = res.state.object(event.object)
    res.set_state(res.state.with_object(obj.with_counters(event.kind, event.amount)))
    verb = "gets" if event.amount > 0 else "loses"
    rule = {"-1/-1": "120.3d", "loyalty": "120.3c", "defense": "120.3h"}.get(event.kind, "122.1")
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, obj.id)} {verb} {counted(abs(event.amount), f'{event.kind} counter')}",
        rule,
        objects=(obj.id,),
    )
    if event.amount > 0:
        res.did(CountersPut(obj.id, event.kind, event.amount))
    elif event.amount < 0:
        left = res.state.object(obj.id).counter(event.kind)
        res.did(CountersRemoved(obj.id, event.kind, -event.amount, left))


# Replacements of a draw by abilities of cards outside the battlefield (614.11; dredge
# 702.52a, engine.mechanics.dredge): each may replace one draw, returning True if it did.
DRAW_REPLACEMENTS: list[Callable[[Resolution, str], bool]] = []


def draw_cards(res: Resolution, player_id: str, count: int) -> None:
    """121.1: draw the top card of the library into the hand; with an empty library the draw
    can't happen and the player will lose at the next state-based action check (704.5b)."""
    for _ in range(count):
        if any(replaced(res, player_id) for replaced in DRAW_REPLACEMENTS):
            continue  # 614.11a: the replacement is done before the next draw
        library = res.state.zone(Zone.LIBRARY, player_id)
        if not library:
            player = res.state.player(player_id)
            res.set_state(res.state.with_player(replace(player, drew_from_empty_library=True)))
            res.note(
                LogKind.EVENT, f"{player.name} can't draw from an empty library", "121.3", "704.5b"
            )
            continue
        card = library[0]
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player_id)} draws a card",
            "121.1",
            objects=(card.id,),
            detail=Detail.PLAYER,
        )
        move(res, card.id, Zone.HAND)
        nth = _count_draw(res, player_id)
        res.did(CardDrawn(player_id, card.id, nth))
        for hook in DRAWN:
            hook(res, player_id, card.id, nth)


# What a card's abilities do as it is drawn (player, card, which card drawn this turn it is):
# miracle's reveal (702.94a, engine.mechanics.miracle).
DRAWN: list[Callable[[Resolution, str, str, int], None]] = []


# The cards a player drew this turn (121.1), kept among the player's counters like the lands
# played (engine.rules.turn_based forgets both as a turn begins).
CARDS_DRAWN = "cards_drawn_this_turn"


def _count_draw(res: Resolution, player_id: str) -> int:
    """Count one more card drawn this turn by the player; which one it is (1 for the first)."""
    return _count_this_turn(res, player_id, CARDS_DRAWN)


SPELLS_CAST = "spells_cast_this_turn"


def count_spell_cast(res: Resolution, player_id: str) -> int:
    """Count one more spell cast this turn by the player (601.2i; copies aren't cast, 707.10);
    which one it is (1 for the first): "whenever you cast your second spell each turn"."""
    return _count_this_turn(res, player_id, SPELLS_CAST)


def _count_this_turn(res: Resolution, player_id: str, key: str) -> int:
    """One more of the player's counts of this turn (engine.rules.turn_based forgets them as
    the next turn begins); the new count."""
    player = res.state.player(player_id)
    count = int(player.counters.get(key, 0)) + 1
    res.set_state(res.state.with_player(replace(player, counters=player.counters.set(key, count))))
    return count


def new_command_zone_object(
    state: GameState, card: str, player: str
) -> tuple[GameState, GameObject]:
    """A card brought into the command zone from outside the game, owned and controlled by
    `player`: a dungeon as its owner ventures into it (309.2a), a scheme set in motion off the
    scheme deck (701.32b). A new object with its own timestamp; the state gains nothing else."""
    state, card_id = state.take_id("c")
    state, timestamp = state.take_timestamp()
    obj = GameObject(
        id=card_id,
        card=card,
        owner=player,
        controller=player,
        zone=Zone.COMMAND,
        timestamp=timestamp,
    )
    return state, obj
