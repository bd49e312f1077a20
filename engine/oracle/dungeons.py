"""The dungeon cards' definitions (309), compiled from their own text (engine.mechanics.dungeons
keeps it: each room's name, effect and arrows). Each room's effect is read by the same grammar
as a spell's effect; the room ability is a triggered ability of the trigger kind "room_entered"
(309.4c: "When you move your venture marker into this room, [effect]."), which triggers from the
command zone. A room whose effect the compiler doesn't apply gets no ability: its line stays in
the definition's `oracle_text`, the text the engine doesn't apply (engine.rules.unapplied), and
entering it says so in the log.

Each is registered in engine.cards.REGISTRY as a deferred card, like engine.oracle.builtin's."""

from __future__ import annotations

import functools

from engine.cards.model import CardDef, SpellAbility, TriggeredAbility
from engine.cards.registry import REGISTRY, CardRegistry
from engine.core.state import Params
from engine.mechanics.dungeons import DUNGEON, DUNGEONS, ROOM_ENTERED, Dungeon, Room
from engine.oracle.compiler import AUTOMATED, compile_record


def room_ability(dungeon: str, room: Room) -> TriggeredAbility | None:
    """309.4c: the room's triggered ability, or None if its effect isn't applied."""
    compiled = compile_record(
        {
            "name": f"{dungeon}: {room.name}",
            "type_line": "Sorcery",
            "oracle_text": room.effect,
            "mana_cost": "",
            "cmc": 0,
            "colors": [],
            "keywords": [],
            "layout": "normal",
        }
    )
    spells = [a for a in compiled.definition.abilities if isinstance(a, SpellAbility)]
    if compiled.label != AUTOMATED or len(spells) != 1 or spells[0].modes:
        return None
    spell = spells[0]
    return TriggeredAbility(
        text=f"{room.name} \u2014 {room.effect}",
        trigger=ROOM_ENTERED,
        effects=spell.effects,
        params=Params({"room": room.name}),
        targets=spell.targets,
    )


def definition(dungeon: Dungeon) -> CardDef:
    abilities = []
    # The rule sentence (Undercity's) is applied by the venture instruction (701.49d).
    unapplied = []
    for room in dungeon.rooms:
        ability = room_ability(dungeon.name, room)
        if ability is None:
            unapplied.append(f"{room.name} \u2014 {room.effect}")
        else:
            abilities.append(ability)
    return CardDef(
        name=dungeon.name,
        types=(DUNGEON,),
        subtypes=dungeon.subtypes,
        abilities=tuple(abilities),
        oracle_text="\n".join(unapplied),
    )


def register(registry: CardRegistry = REGISTRY) -> None:
    for dungeon in DUNGEONS.values():
        registry.add_deferred(dungeon.name, functools.partial(definition, dungeon))
