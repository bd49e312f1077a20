"""The board as plain text, for screen readers and copy-paste."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import DamageDealt, LifeGained, LifeLost, PlayerLost, ZoneChanged
from engine.core.log import LogEntry, LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import CLOAKED, MANIFESTED, chars
from engine.rules.effect_kinds import effects_in_force
from engine.rules.effects.player_abilities import LOOK_AT_TOP_OF_LIBRARY, player_has
from engine.rules.face_down import face_down_label, is_hidden
from engine.rules.faces import face_name
from engine.rules.names import copying
from engine.rules.pipeline import describe, name_of
from engine.rules.ring_bearer import RING_TEMPTED, ring_bearer_of

# A player's designations in words: the monarch (725), the city's blessing (702.131c).
DESIGNATION_WORDS = {
    "monarch": "the monarch",
    "citys_blessing": "the city's blessing",
    "initiative": "the initiative",  # 726
}


# A face-down permanent put onto the battlefield by manifest or cloak (701.40a, 701.58a).
FACE_DOWN_WAYS = {MANIFESTED: "manifested", CLOAKED: "cloaked"}


def describe_object(state: GameState, obj: GameObject, viewer: str | None = None) -> str:
    """One object in words. A face-down spell or permanent is "face-down creature" (708.2a: it
    has no name); only its controller, as `viewer`, is told which card it is (708.5)."""
    c = chars(state, obj)
    parts = [c.name]  # the face that counts (709-715)
    copied = copying(state, obj)
    if copied:  # a copy is named by its own card, as everywhere (engine.rules.names)
        parts = [face_name(state, obj)]
    if is_hidden(obj):
        seen = f" [{obj.card}]" if viewer is not None and viewer == obj.controller else ""
        parts = [f"{face_down_label(obj)}{seen}"]
    if c.power is not None and obj.zone is Zone.BATTLEFIELD:
        parts.append(f"{c.power}/{c.toughness}")
    flags = [copied] if copied else []
    if obj.zone is Zone.BATTLEFIELD:
        flags.append("tapped" if obj.tapped else "untapped")
        if not obj.controlled_since_turn_start:
            flags.append("summoning sick")
    if obj.token:
        flags.append("token")
    if obj.damage:
        flags.append(f"{obj.damage} damage")
    for kind, n in obj.counters.items():
        flags.append(f"{n} {kind} counter{'s' if n != 1 else ''}")
    for kind, value in obj.chosen.items():  # 614.12a: chosen as it entered
        flags.append(f"chosen {kind.replace('_', ' ')}: {value}")
    if obj.attached_to:
        flags.append(f"attached to {name_of(state, obj.attached_to)}")
    if obj.face_down and not is_hidden(obj):
        flags.append("face down")
    if is_hidden(obj) and obj.cast_for in FACE_DOWN_WAYS:  # public: how it went face down
        flags.append(FACE_DOWN_WAYS[obj.cast_for])
    if obj.phased_out:
        flags.append("phased out")
    if obj.owner != obj.controller:
        flags.append(f"owned by {state.player(obj.owner).name}")
    return f"{' '.join(parts)} ({', '.join(flags)})" if flags else " ".join(parts)


def text_rendering(state: GameState, viewer: str | None = None) -> str:
    """The board in words, as everyone sees it, or as the player `viewer` does (their own
    face-down permanents and spells named, 708.5)."""
    turn = state.turn
    lines = [
        f"Turn {turn.number}, {state.player(turn.active_player).name}'s turn, "
        f"{turn.step.value.replace('_', ' ')} step. Format: {state.format.replace('_', ' ')}."
    ]
    if state.is_draw:
        lines.append("The game is a draw: every player left it at once (104.4a).")
    for p in state.players:
        status = " (lost the game)" if p.lost else " (won the game)" if p.won else ""
        extras = []
        if p.poison:
            extras.append(f"{p.poison} poison")
        if p.counters.get("energy"):  # 107.14 (other player counters are bookkeeping)
            extras.append(f"{p.counters['energy']} energy")
        if tempted := int(p.counters.get(RING_TEMPTED, 0)):  # 701.54c: the emblem The Ring
            bearer = ring_bearer_of(state, p.id)
            extras.append(
                f"the emblem The Ring (tempted {tempted} time{'s' if tempted != 1 else ''}"
                + (f", Ring-bearer {name_of(state, bearer.id)})" if bearer else ")")
            )
        for cmd, dmg in p.commander_damage.items():
            extras.append(f"{dmg} commander damage from {name_of(state, cmd)}")
        if p.designations:
            extras.append(
                ", ".join(
                    sorted(DESIGNATION_WORDS.get(d, d.replace("_", " ")) for d in p.designations)
                )
            )
        if p.venture_room:  # 309.4
            extras.append(f"venture marker in {p.venture_room}")
        if p.dungeons_completed:  # 309.7
            extras.append(f"completed {', '.join(p.dungeons_completed)}")
        if p.scheme_deck:  # 904.3
            extras.append(f"scheme deck of {len(p.scheme_deck)}")
        extra = f"; {'; '.join(extras)}" if extras else ""
        lines.append(f"{p.name}: {p.life} life{extra}{status}.")
        for zone in (
            Zone.BATTLEFIELD,
            Zone.HAND,
            Zone.GRAVEYARD,
            Zone.EXILE,
            Zone.COMMAND,
            Zone.LIBRARY,
        ):
            objs = state.zone(zone, p.id)
            if objs:
                items = "; ".join(describe_object(state, o, viewer) for o in objs)
                lines.append(f"  {p.name}'s {zone.value}: {items}.")
        top = _top_card_seen(state, p.id) if viewer == p.id else None
        if top is not None:
            lines.append(f"  {p.name} may look at the top card of their library (401.5): {top}.")
    stack = state.zone(Zone.STACK)
    if stack:
        lines.append(
            "Stack (top first): " + "; ".join(name_of(state, o.id) for o in reversed(stack)) + "."
        )
    effects = effects_in_force(state)
    if effects:
        lines.append("Effects: " + "; ".join(describe(state, e) for e in effects) + ".")
    return "\n".join(lines)


def _top_card_seen(state: GameState, player: str) -> str | None:
    """The top card of the player's library, if an effect lets them look at it any time
    (401.5); None otherwise or with an empty library."""
    if player_has(state, player, LOOK_AT_TOP_OF_LIBRARY) is None:
        return None
    library = state.zone(Zone.LIBRARY, player)
    return name_of(state, library[0].id) if library else None


def characteristics_report(state: GameState) -> dict[str, dict[str, object]]:
    """Why each permanent has its current characteristics: the layer-by-layer breakdown (613)."""
    report: dict[str, dict[str, object]] = {}
    for obj in state.battlefield:
        c = chars(state, obj)
        report[obj.id] = {
            "name": face_down_label(obj) if is_hidden(obj) else obj.card,  # 708.5
            "power": c.power,
            "toughness": c.toughness,
            "keywords": sorted(c.keywords),
            "breakdown": [{"layer": layer, "change": text} for layer, text in c.breakdown],
        }
    return report


def headline(before: GameState, log: Sequence[LogEntry], events: Sequence[object]) -> str:
    """One line saying what an action did, with the would-event it started from inside it:
    "Bob is dealt 6 damage by Grizzly Bears (Grizzly Bears would deal 3 damage to Bob)". The
    clauses come from the did-events (damage, life, zones, the game's end); names from the state
    before, where every object of the action still exists."""
    action = next((e.text for e in log if e.kind is LogKind.ACTION), "")
    clauses: list[str] = []
    damage: dict[tuple[str, str], int] = {}
    for event in events:
        if isinstance(event, DamageDealt) and event.amount > 0:
            key = (event.source, event.recipient)
            damage[key] = damage.get(key, 0) + event.amount
    damaged = {recipient for _, recipient in damage}
    clauses += [
        f"{name_of(before, r)} is dealt {n} damage by {name_of(before, s)}"
        for (s, r), n in damage.items()
    ]
    for event in events:
        if isinstance(event, LifeGained) and event.amount:
            clauses.append(f"{name_of(before, event.player)} gains {event.amount} life")
        elif isinstance(event, LifeLost) and event.amount and event.player not in damaged:
            clauses.append(f"{name_of(before, event.player)} loses {event.amount} life")
        elif isinstance(event, ZoneChanged) and event.to_zone is not Zone.STACK:
            # a card moving to the stack is being cast (601.2a): the action's own words say it
            clauses.append(
                f"{name_of(before, event.object)} goes from {event.from_zone.value} to "
                f"{event.to_zone.value}"
            )
        elif isinstance(event, PlayerLost):
            clauses.append(f"{name_of(before, event.player)} loses the game")
    if not clauses:
        return action
    shown = "; ".join(dict.fromkeys(clauses[:3])) + ("; …" if len(clauses) > 3 else "")
    shown = shown[:1].upper() + shown[1:]
    return f"{shown} ({action})" if action and "would" in action else shown
