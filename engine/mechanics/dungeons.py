"""Dungeons (309) and venture into the dungeon (701.49).

- The dungeon cards are data here, in their own card text (`DUNGEONS`: each room's name, the
  effect printed in it and the rooms its arrows lead to); engine.oracle.dungeons compiles each
  room's effect into the room ability of the card's definition (309.4c): a triggered ability of
  the trigger kind "room_entered" with the parameter "room", which triggers from the command
  zone as its owner moves their venture marker into that room. A room whose effect the compiler
  doesn't read has no ability: entering it says so in the log, and nothing happens for it.
- Each player owns every dungeon card outside the game (309.2: brought in only by venturing).
  A dungeon brought into the game is an object in the command zone owned by that player
  (309.2b); the venture marker is `Player.venture_room`, the room of that dungeon it is on
  (309.4), and `Player.dungeons_completed` the names of the dungeons they completed (309.7).
- The instruction venture (701.49a-c): with no dungeon of theirs in the command zone the player
  chooses one and puts their marker on its topmost room; on a room other than the bottommost,
  they move it along an arrow (a choice where two arrows leave); on the bottommost room they
  remove the dungeon from the game, completing it, then choose another. "Venture into [quality]"
  (param "into": Undercity, 701.49d) chooses only among the dungeons with that quality; a
  dungeon saying it can't be entered otherwise (Undercity) is never chosen by a plain venture.
- A dungeon whose owner's marker is on its bottommost room, with no room ability of it waiting
  to be put on the stack or on the stack, is removed from the game: a state-based action
  (309.6, 704.5t), which completes it (309.7).
- The conditions "you've completed a dungeon" and "you haven't completed [dungeon]" read
  `Player.dungeons_completed` (603.4 as an intervening "if").

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.cards.model import TriggeredAbility
from engine.cards.registry import card_def
from engine.core.choices import DecisionKind, Option
from engine.core.events import DidEvent, DungeonCompleted, VentureMarkerMoved
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of
from engine.rules.sba import MORE_STATE_BASED_ACTIONS
from engine.rules.static_conditions import condition
from engine.rules.triggers import CONDITIONS, TRIGGER_RULES, trigger_kind
from engine.rules.zones import new_command_zone_object

DUNGEON = "Dungeon"  # the card type (309.1)
ROOM_ENTERED = "room_entered"  # the trigger kind of a room ability (309.4c)


@dataclass(frozen=True)
class Room:
    """A room of a dungeon card (309.4): its name (flavor, 309.4b), the effect of its room
    ability (309.4c) and the rooms its arrows point to (none: the bottommost room)."""

    name: str
    effect: str
    leads_to: tuple[str, ...] = ()


@dataclass(frozen=True)
class Dungeon:
    name: str
    rooms: tuple[Room, ...]  # the topmost room first (309.4a)
    subtypes: tuple[str, ...] = ()  # its dungeon type (205.3p): Undercity
    # A sentence of its text saying it is entered only by "venture into [quality]" (701.49d).
    entered_only_by: str = ""
    rule_text: str = ""

    def room(self, name: str) -> Room | None:
        return next((r for r in self.rooms if r.name == name), None)

    @property
    def oracle_text(self) -> str:
        """The card's text: its rule sentence, then one line per room."""
        lines = [self.rule_text] if self.rule_text else []
        for r in self.rooms:
            leads = f" (Leads to: {', '.join(r.leads_to)})" if r.leads_to else ""
            lines.append(f"{r.name} \u2014 {r.effect}{leads}")
        return "\n".join(lines)


# The dungeon cards' own text (309.4c: each room's effect as printed).
DUNGEONS: dict[str, Dungeon] = {
    d.name: d
    for d in (
        Dungeon(
            "Lost Mine of Phandelver",
            (
                Room("Cave Entrance", "Scry 1.", ("Goblin Lair", "Mine Tunnels")),
                Room(
                    "Goblin Lair",
                    "Create a 1/1 red Goblin creature token.",
                    ("Storeroom", "Dark Pool"),
                ),
                Room("Mine Tunnels", "Create a Treasure token.", ("Dark Pool", "Fungi Cavern")),
                Room(
                    "Storeroom",
                    "Put a +1/+1 counter on target creature.",
                    ("Temple of Dumathoin",),
                ),
                Room(
                    "Dark Pool",
                    "Each opponent loses 1 life and you gain 1 life.",
                    ("Temple of Dumathoin",),
                ),
                Room(
                    "Fungi Cavern",
                    "Target creature gets -4/-0 until your next turn.",
                    ("Temple of Dumathoin",),
                ),
                Room("Temple of Dumathoin", "Draw a card."),
            ),
        ),
        Dungeon(
            "Dungeon of the Mad Mage",
            (
                Room("Yawning Portal", "You gain 1 life.", ("Dungeon Level",)),
                Room("Dungeon Level", "Scry 1.", ("Goblin Bazaar", "Twisted Caverns")),
                Room("Goblin Bazaar", "Create a Treasure token.", ("Lost Level",)),
                Room(
                    "Twisted Caverns",
                    "Target creature can't attack until your next turn.",
                    ("Lost Level",),
                ),
                Room("Lost Level", "Scry 2.", ("Runestone Caverns", "Muiral's Graveyard")),
                Room(
                    "Runestone Caverns",
                    "Exile the top two cards of your library. You may play them.",
                    ("Deep Mines",),
                ),
                Room(
                    "Muiral's Graveyard",
                    "Create two 1/1 black Skeleton creature tokens.",
                    ("Deep Mines",),
                ),
                Room("Deep Mines", "Scry 3.", ("Mad Wizard's Lair",)),
                Room(
                    "Mad Wizard's Lair",
                    "Draw three cards and reveal them. You may cast one of them without paying "
                    "its mana cost.",
                ),
            ),
        ),
        Dungeon(
            "Tomb of Annihilation",
            (
                Room("Trapped Entry", "Each player loses 1 life.", ("Veils of Fear", "Oubliette")),
                Room(
                    "Veils of Fear",
                    "Each player loses 2 life unless they discard a card.",
                    ("Sandfall Cell",),
                ),
                Room(
                    "Sandfall Cell",
                    "Each player loses 2 life unless they sacrifice a creature, artifact, or land.",
                    ("Cradle of the Death God",),
                ),
                Room(
                    "Oubliette",
                    "Discard a card and sacrifice a creature, an artifact, and a land.",
                    ("Cradle of the Death God",),
                ),
                Room(
                    "Cradle of the Death God",
                    "Create The Atropal, a legendary 4/4 black God Horror creature token with "
                    "deathtouch.",
                ),
            ),
        ),
        Dungeon(
            "Undercity",
            (
                Room(
                    "Secret Entrance",
                    "Search your library for a basic land card, reveal it, put it into your "
                    "hand, then shuffle.",
                    ("Forge", "Lost Well"),
                ),
                Room("Forge", "Put two +1/+1 counters on target creature.", ("Trap!", "Arena")),
                Room("Lost Well", "Scry 2.", ("Arena", "Stash")),
                Room("Trap!", "Target player loses 5 life.", ("Archives",)),
                Room("Arena", "Goad target creature.", ("Archives", "Catacombs")),
                Room("Stash", "Create a Treasure token.", ("Catacombs",)),
                Room("Archives", "Draw a card.", ("Throne of the Dead Three",)),
                Room(
                    "Catacombs",
                    "Create a 4/1 black Skeleton creature token with menace.",
                    ("Throne of the Dead Three",),
                ),
                Room(
                    "Throne of the Dead Three",
                    "Reveal the top ten cards of your library. Put a creature card from among "
                    "them onto the battlefield with three +1/+1 counters on it. It gains "
                    "hexproof until your next turn. Then shuffle.",
                ),
            ),
            subtypes=("Undercity",),
            entered_only_by="Undercity",
            rule_text='You can\'t enter this dungeon unless you "venture into Undercity."',
        ),
    )
}


def dungeon_of(state: GameState, player: str) -> GameObject | None:
    """The dungeon card `player` owns in the command zone, or None (309.3: one at most)."""
    return next(
        (
            o
            for o in state.zone(Zone.COMMAND)
            if o.owner == player and o.card in DUNGEONS and _is_dungeon(state, o)
        ),
        None,
    )


def _is_dungeon(state: GameState, obj: GameObject) -> bool:
    definition = card_def(state, obj.card)
    return definition is not None and DUNGEON in definition.types


def completed_dungeon(state: GameState, player: str, name: str | None = None) -> bool:
    """309.7: has `player` completed a dungeon (one named `name`)?"""
    done = state.player(player).dungeons_completed
    return bool(done) if name is None else name in done


def _choosable(quality: str) -> tuple[str, ...]:
    """The dungeons a player may choose from outside the game (309.2a, 701.49d): with a quality,
    those with it; without, those a plain venture may enter."""
    if quality:
        return tuple(d.name for d in DUNGEONS.values() if quality in d.subtypes)
    return tuple(d.name for d in DUNGEONS.values() if not d.entered_only_by)


@instruction_kind("venture")
def _venture(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is not None:
            venture(res, player, str(params.get("into", "")))


def venture(res: Resolution, player: str, quality: str = "") -> None:
    """701.49a-d: `player` ventures into the dungeon (into `quality`: 701.49d)."""
    rule = "701.49d" if quality else "701.49a"
    dungeon = dungeon_of(res.state, player)
    if dungeon is None:
        _bring_in(res, player, quality, rule)
        return
    data = DUNGEONS[dungeon.card]
    here = data.room(res.state.player(player).venture_room) or data.rooms[0]
    if not here.leads_to:  # 701.49c: the bottommost room
        remove_dungeon(res, dungeon, ("701.49c", "309.5b", "309.7"))
        _bring_in(res, player, quality, "701.49c")
        return
    who = name_of(res.state, player)
    nxt = here.leads_to[0]
    if len(here.leads_to) > 1:
        nxt = res.choose(
            player,
            DecisionKind.VENTURE,
            f"{who} ventures into the dungeon: the room of {dungeon.card} to move the venture "
            f"marker to from {here.name}",
            tuple(Option(r, r) for r in here.leads_to),
            "701.49b",
            context=("venture_room", player, here.name),
        )
    _mark(res, player, dungeon, nxt, f"moves their venture marker from {here.name} to {nxt}")


def _bring_in(res: Resolution, player: str, quality: str, rule: str) -> None:
    """309.2a, 701.49a: a dungeon card the player owns outside the game put into the command
    zone, their venture marker on its topmost room (309.4a)."""
    names = _choosable(quality)
    who = name_of(res.state, player)
    if not names:
        res.note(LogKind.EVENT, f"{who} has no dungeon card to venture into", rule)
        return
    name = names[0]
    if len(names) > 1:
        name = res.choose(
            player,
            DecisionKind.VENTURE,
            f"{who} ventures into the dungeon: the dungeon card to put into the command zone",
            tuple(Option(n, n) for n in names),
            "309.2a",
            context=("venture_dungeon", player),
        )
    state, obj = new_command_zone_object(res.state, name, player)
    res.set_state(state.with_moved_object(obj, to_top=False))
    top = DUNGEONS[name].rooms[0].name
    _mark(
        res,
        player,
        obj,
        top,
        f"puts {name} into the command zone from outside the game and their venture marker on "
        f"its topmost room, {top}",
        rule,
        "309.2a",
        "309.4a",
    )


def _mark(
    res: Resolution, player: str, dungeon: GameObject, room: str, what: str, *rules: str
) -> None:
    """The venture marker goes onto `room`; the room's ability triggers (309.4c)."""
    owner = res.state.player(player)
    res.set_state(res.state.with_player(replace(owner, venture_room=room)))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} {what}",
        *(rules or ("701.49b", "309.5a")),
        objects=(dungeon.id,),
    )
    definition = card_def(res.state, dungeon.card)
    has_ability = definition is not None and any(
        isinstance(a, TriggeredAbility)
        and a.trigger == ROOM_ENTERED
        and a.params.get("room") == room
        for a in definition.abilities
    )
    if not has_ability:
        data = DUNGEONS[dungeon.card].room(room)
        res.note(
            LogKind.NOTE,
            f"the engine doesn't apply the room ability of {room} "
            f"({name_of(res.state, dungeon.owner)}'s {dungeon.card}), so this answer leaves it out: \u201c{data.effect if data else room}\u201d",
            "309.4c",
            objects=(dungeon.id,),
        )
    res.did(VentureMarkerMoved(player, dungeon.id, room))


def remove_dungeon(res: Resolution, dungeon: GameObject, rules: tuple[str, ...]) -> None:
    """The dungeon card leaves the game; its owner completes it (309.7)."""
    player = dungeon.owner
    state = res.state.without_object(dungeon.id)
    owner = state.player(player)
    res.set_state(
        state.with_player(
            replace(
                owner,
                venture_room="",
                dungeons_completed=(*owner.dungeons_completed, dungeon.card),
            )
        )
    )
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} removes {dungeon.card} from the game: they complete it",
        *rules,
    )
    res.did(DungeonCompleted(player, dungeon.card))


@trigger_kind(ROOM_ENTERED)
def _room_entered(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """309.4c: "When you move your venture marker into this room": this dungeon's owner's."""
    return (
        isinstance(event, VentureMarkerMoved)
        and event.dungeon == obj.id
        and event.player == obj.owner
        and event.room == ability.params.get("room")
    )


@trigger_kind("you_complete_dungeon")
def _you_complete_dungeon(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever you complete a dungeon" (309.7): its controller completed one."""
    return isinstance(event, DungeonCompleted) and event.player == obj.controller


TRIGGER_RULES["you_complete_dungeon"] = ("309.7",)


def _room_waiting(state: GameState, dungeon: GameObject) -> bool:
    """309.6: a room ability of the dungeon has triggered but not yet left the stack."""
    if any(t.source == dungeon.id and t.ability >= 0 for t in state.pending_triggers):
        return True
    return any(
        s.stack is not None and s.stack.kind == "triggered" and s.stack.source == dungeon.id
        for s in state.objects
        if s.zone is Zone.STACK
    )


def _complete_finished_dungeons(res: Resolution) -> bool:
    """309.6, 704.5t: a dungeon whose owner's venture marker is on its bottommost room, and that
    is no source of a room ability waiting or on the stack, is removed from the game."""
    done = []
    for obj in res.state.zone(Zone.COMMAND):
        data = DUNGEONS.get(obj.card)
        if data is None or not _is_dungeon(res.state, obj):
            continue
        here = data.room(res.state.player(obj.owner).venture_room)
        if here is not None and not here.leads_to and not _room_waiting(res.state, obj):
            done.append(obj)
    for obj in done:
        res.note(
            LogKind.STATE_BASED_ACTION,
            f"{name_of(res.state, obj.owner)}'s venture marker is on the bottommost room of "
            f"{obj.card} and no room ability of it is waiting",
            "704.5t",
            "309.6",
        )
        remove_dungeon(res, obj, ("704.5t", "309.7"))
    return bool(done)


MORE_STATE_BASED_ACTIONS.append(_complete_finished_dungeons)


def _completed(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return completed_dungeon(state, player)


CONDITIONS["completed_dungeon"] = (_completed, "'you've completed a dungeon'")
# Intervening "if" conditions (603.4): name -> the words Oracle uses.
DUNGEON_CONDITIONS = {"completed_dungeon": "you've completed a dungeon"}


@condition("completed_dungeon")
def _completed_static(state: GameState, obj: GameObject, _: str) -> bool:
    """ "as long as you've completed a dungeon" (611.3a, 309.7): the object's controller."""
    return state.find_player(obj.controller) is not None and completed_dungeon(
        state, obj.controller
    )
