"""A scenario document as the templates and forms need it: players, zones, objects with their
automation labels, the effects in force and the custom cards.

Everything is read from the state ``engine.load`` makes of the document, so the board shows what
the engine sees (current power and toughness after layers, the effects of static abilities).
No rules logic lives here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import engine
from builder.cards.levels import AutomationLevel, automation_level_for, automation_reasons
from builder.cards.manasymbols import ManaSymbol, TextPart, parse_mana_cost, split_symbols
from builder.scenarios.services.plainwords import effect_words, without_ids
from engine.core.log import EDITION_NOTE
from engine.core.state import Effect, GameObject, GameState, Zone
from engine.core.variants import VARIANTS
from engine.game.stand_ins import stand_in_candidates
from engine.rules.characteristics import chars, printed
from engine.rules.effects import effects_in_force
from engine.rules.names import name_of, object_label

__all__ = [
    "PLAYER_ZONES",
    "BoardView",
    "CustomCardView",
    "EffectView",
    "ObjectView",
    "PlayerView",
    "board_view",
    "state_board_view",
]

# Zones shown on the board, in display order (the stack is shared and shown separately).
PLAYER_ZONES = ("battlefield", "hand", "graveyard", "exile", "library", "command")
ZONE_LABELS = {
    "battlefield": "Battlefield",
    "hand": "Hand",
    "graveyard": "Graveyard (oldest first)",
    "exile": "Exile",
    "library": "Library (top first)",
    "command": "Command zone",
}
DURATION_LABELS = {
    "end_of_turn": "until end of turn",
    "until_your_next_turn": "until its controller's next turn",
    "until_end_of_your_next_turn": "until the end of its controller's next turn",
    "indefinite": "indefinitely",
    "while_source_on_battlefield": "while its source is on the battlefield",
}
DESIGNATION_LABELS = {"citys_blessing": "the city's blessing"}


@dataclass(frozen=True)
class ObjectView:
    id: str
    card: str
    tapped: bool
    damage: int
    counters: tuple[tuple[str, int], ...]
    controller: str
    # What was chosen for it as it entered (614.12a): ("color", "red"), ("creature type", "Elf")
    chosen: tuple[tuple[str, str], ...] = ()
    zone: str = ""
    owner: str = ""
    token: bool = False
    face_down: bool = False
    summoning_sick: bool = False
    phased_out: bool = False
    commander: bool = False
    attached_to: str = ""
    attached_name: str = ""
    owner_name: str = ""
    power_toughness: str = ""
    loyalty: str = ""
    type_line: str = ""
    mana_cost: tuple[ManaSymbol, ...] = ()
    automation: AutomationLevel | None = None
    automation_reasons: tuple[str, ...] = ()
    ability: bool = False  # an activated or triggered ability on the stack
    first: bool = False  # first / last in its zone (the "up" / "down" buttons)
    last: bool = False
    index: int = 0  # its place in its zone (drag and drop names places by it)
    printed_pt: str = ""  # power/toughness as printed, before layers and counters (613)
    row: str = "others"  # the playmat's row on the battlefield: lands, creatures or others
    stack_note: str = ""  # on the stack: its X and targets, in words (601.2b-c)
    # What people call it: the card's name, and when others share it what tells it apart
    # ("Grizzly Bears (tapped)"), never its id (engine.rules.names.object_label).
    name: str = ""

    @property
    def pt_changed(self) -> bool:
        """Its power or toughness differs from the printed values (an effect or counters)."""
        return bool(self.power_toughness) and self.power_toughness != self.printed_pt

    @property
    def label(self) -> str:
        return self.name or self.card


@dataclass(frozen=True)
class PlayerView:
    id: str
    name: str
    life: int
    poison: int
    zones: tuple[tuple[str, tuple[ObjectView, ...]], ...]
    team: str = ""
    designations: tuple[str, ...] = ()
    commander_damage: tuple[tuple[str, int], ...] = ()
    lost: bool = False
    active: bool = False
    # The player's energy counters (107.14)
    energy: int = 0

    @property
    def battlefield(self) -> tuple[ObjectView, ...]:
        return dict(self.zones).get("battlefield", ())

    @property
    def objects(self) -> tuple[ObjectView, ...]:
        return tuple(obj for _, objects in self.zones for obj in objects)

    @property
    def sections(self) -> tuple[tuple[str, str, tuple[ObjectView, ...]], ...]:
        """(zone, its label, its objects) for every zone, in display order."""
        return tuple((zone, ZONE_LABELS[zone], objects) for zone, objects in self.zones)

    @property
    def designation_labels(self) -> tuple[str, ...]:
        return tuple(DESIGNATION_LABELS.get(d, d.replace("_", " ")) for d in self.designations)


@dataclass(frozen=True)
class EffectView:
    id: str
    kind: str
    text: str
    controller: str
    duration: str
    source: str = ""
    stored: bool = True  # False: it comes from a static ability on the board


@dataclass(frozen=True)
class CustomCardView:
    name: str
    type_line: str
    power_toughness: str
    loyalty: str
    keywords: tuple[str, ...]
    abilities: tuple[str, ...]
    mana_cost: tuple[ManaSymbol, ...]
    oracle_text: str
    in_use: bool


@dataclass(frozen=True)
class BoardView:
    """A scenario document as the templates and forms need it."""

    players: tuple[PlayerView, ...]
    stack: tuple[ObjectView, ...]
    text: str
    edition_note: str = EDITION_NOTE
    format: str = "two_player"
    format_label: str = "Two-player"
    turn_number: int = 1
    active_player: str = ""
    step: str = "precombat_main"
    effects: tuple[EffectView, ...] = ()
    custom_cards: tuple[CustomCardView, ...] = ()
    text_lines: tuple[tuple[TextPart, ...], ...] = field(default=())
    # (id, name) of the permanents whose card has text the engine doesn't apply: what a judge's
    # stand-in may stand in for (engine.game.stand_ins)
    stand_in_candidates: tuple[tuple[str, str], ...] = ()

    def player_name(self, player_id: str) -> str:
        return next((p.name for p in self.players if p.id == player_id), player_id)

    @property
    def permanents(self) -> tuple[ObjectView, ...]:
        return tuple(obj for player in self.players for obj in player.battlefield)

    @property
    def objects(self) -> tuple[ObjectView, ...]:
        """Every object in a player's zone (not the stack), in display order."""
        return tuple(obj for player in self.players for obj in player.objects)

    @property
    def step_label(self) -> str:
        return step_label(self.step)

    @property
    def commanders(self) -> tuple[ObjectView, ...]:
        return tuple(obj for obj in self.objects if obj.commander)

    @property
    def stored_effects(self) -> tuple[EffectView, ...]:
        return tuple(effect for effect in self.effects if effect.stored)

    def find_object(self, object_id: str) -> ObjectView | None:
        return next((obj for obj in self.objects if obj.id == object_id), None)


def step_label(step: str) -> str:
    words = step.replace("_", " ")
    if step.endswith("_main"):
        return f"{words.removesuffix(' main')} main phase"
    return f"{words} step"


def board_view(document: Mapping[str, Any]) -> BoardView:
    """The board of a scenario document; raises ``engine.InvalidDocument`` if it is broken."""
    return state_board_view(engine.load(dict(document)))


def state_board_view(state: GameState) -> BoardView:
    custom = {card.name for card in state.custom_cards}
    players = tuple(_player_view(state, player.id, custom) for player in state.players)
    stack = tuple(
        _object_view(state, obj, custom, 0, 1) for obj in reversed(state.zone(Zone.STACK))
    )
    text = without_ids(engine.text_rendering(state))  # people read names (plainwords)
    return BoardView(
        players=players,
        stack=stack,
        text=text,
        format=state.format,
        format_label=VARIANTS[state.format].label,
        turn_number=state.turn.number,
        active_player=state.turn.active_player,
        step=state.turn.step.value,
        effects=_effect_views(state),
        custom_cards=tuple(_custom_card_view(state, card) for card in state.custom_cards),
        text_lines=tuple(tuple(split_symbols(line)) for line in text.splitlines()),
        stand_in_candidates=stand_in_candidates(state),
    )


def _player_view(state: GameState, player_id: str, custom: set[str]) -> PlayerView:
    player = state.player(player_id)
    zones = []
    for zone in PLAYER_ZONES:
        objects = state.zone(Zone(zone), player_id)
        zones.append(
            (
                zone,
                tuple(
                    _object_view(state, o, custom, i, len(objects)) for i, o in enumerate(objects)
                ),
            )
        )
    return PlayerView(
        id=player.id,
        name=player.name,
        life=player.life,
        poison=player.poison,
        zones=tuple(zones),
        team=str(player.team or ""),
        designations=tuple(sorted(player.designations)),
        commander_damage=tuple(
            sorted((str(k), int(v)) for k, v in player.commander_damage.items())
        ),
        lost=player.lost,
        active=state.turn.active_player == player.id,
        energy=int(player.counters.get("energy", 0)),
    )


def _object_view(
    state: GameState, obj: GameObject, custom: set[str], index: int, count: int
) -> ObjectView:
    ability = obj.stack is not None and obj.stack.kind != "spell"
    level, reasons = _automation(obj, custom) if not ability else (None, ())
    c = chars(state, obj) if not ability else None
    base = printed(state, obj) if not ability else None
    attached = ""
    if obj.attached_to:
        target = state.find_player(obj.attached_to)
        found = state.find_object(obj.attached_to)
        attached = target.name if target else (object_label(state, found) if found else "")
    owner = state.find_player(obj.owner)
    return ObjectView(
        id=obj.id,
        card=obj.card,
        tapped=obj.tapped,
        damage=obj.damage,
        counters=tuple(sorted((str(k), int(v)) for k, v in obj.counters.items())),
        controller=obj.controller,
        chosen=tuple((str(k).replace("_", " "), str(v)) for k, v in obj.chosen.items()),
        zone=obj.zone.value,
        owner=obj.owner,
        token=obj.token,
        face_down=obj.face_down,
        summoning_sick=not obj.controlled_since_turn_start,
        phased_out=obj.phased_out,
        commander=obj.commander,
        attached_to=obj.attached_to or "",
        attached_name=attached,
        owner_name=owner.name if owner else obj.owner,
        power_toughness=f"{c.power}/{c.toughness}"
        if c is not None and c.power is not None and c.toughness is not None
        else "",
        loyalty=str(c.loyalty) if c is not None and c.loyalty is not None else "",
        type_line=_type_line(c.supertypes, c.types, c.subtypes) if c is not None else "ability",
        mana_cost=tuple(parse_mana_cost(c.mana_cost)) if c is not None else (),
        automation=level,
        automation_reasons=reasons,
        ability=ability,
        first=index == 0,
        last=index == count - 1,
        index=index,
        printed_pt=f"{base.power}/{base.toughness}"
        if base is not None and base.power is not None and base.toughness is not None
        else "",
        row=_row(c.types) if c is not None else "others",
        stack_note=_stack_note(state, obj),
        name=object_label(state, obj),
    )


def _row(types: tuple[str, ...]) -> str:
    """Lands in the back row, creatures in front, everything else beside them (a playmat)."""
    if "Creature" in types:
        return "creatures"
    if "Land" in types:
        return "lands"
    return "others"


def _stack_note(state: GameState, obj: GameObject) -> str:
    """What a spell or ability on the stack was cast or activated with: X and its targets."""
    if obj.stack is None:
        return ""
    parts = [f"X = {obj.stack.x}"] if obj.stack.x else []
    names = [name_of(state, target) for target in obj.stack.targets]
    if names:
        parts.append("targeting " + ", ".join(names))
    return "; ".join(parts)


def _automation(obj: GameObject, custom: set[str]) -> tuple[AutomationLevel, tuple[str, ...]]:
    """The label of an object's card: custom cards first (they win over the registry, as in
    ``engine.cards.registry.card_def``), then the engine's definition, then inline data."""
    if obj.card in custom:
        return AutomationLevel.CUSTOM, ()
    inline = obj.characteristics
    keywords = inline.keywords if inline is not None else ()
    level = automation_level_for(obj.card, keywords, inline.oracle_text if inline else None)
    if level is AutomationLevel.PARTIALLY_AUTOMATED:
        return level, automation_reasons(obj.card)
    return level, ()


def _type_line(
    supertypes: tuple[str, ...], types: tuple[str, ...], subtypes: tuple[str, ...]
) -> str:
    left = " ".join((*supertypes, *types))
    return f"{left} — {' '.join(subtypes)}" if subtypes else left


def _effect_views(state: GameState) -> tuple[EffectView, ...]:
    stored = {effect.id for effect in state.effects}
    return tuple(
        _effect_view(state, effect, effect.id in stored) for effect in effects_in_force(state)
    )


def _effect_view(state: GameState, effect: Effect, stored: bool) -> EffectView:
    controller = state.find_player(effect.controller)
    source = state.find_object(effect.source) if effect.source else None
    return EffectView(
        id=effect.id,
        kind=effect.kind,
        text=effect_words(state, effect),
        controller=controller.name if controller else effect.controller,
        duration=DURATION_LABELS.get(effect.duration.value, effect.duration.value),
        source=source.card if source else "",
        stored=stored,
    )


def _custom_card_view(state: GameState, card: Any) -> CustomCardView:
    return CustomCardView(
        name=card.name,
        type_line=card.type_line,
        power_toughness=f"{card.power}/{card.toughness}"
        if card.power is not None and card.toughness is not None
        else "",
        loyalty=str(card.loyalty) if card.loyalty is not None else "",
        keywords=tuple(card.keywords),
        abilities=tuple(_ability_text(ability) for ability in card.abilities),
        mana_cost=tuple(parse_mana_cost(card.mana_cost)),
        oracle_text=card.oracle_text,
        in_use=any(obj.card == card.name for obj in state.objects),
    )


def _ability_text(ability: Any) -> str:
    """An ability's own sentence, else what it is made of (a document may leave text out)."""
    text = str(getattr(ability, "text", "") or "")
    if text:
        return text
    for made_of in ("effect", "trigger"):
        if getattr(ability, made_of, ""):
            return f"({made_of}: {getattr(ability, made_of)})"
    effects = getattr(ability, "effects", ())
    return f"({', '.join(e.kind for e in effects) or 'ability'})"
