"""The board as plain text, for screen readers and copy-paste."""

from __future__ import annotations

from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import effects_in_force
from engine.rules.pipeline import describe, name_of


def describe_object(state: GameState, obj: GameObject) -> str:
    c = chars(state, obj)
    parts = [c.name]  # the face that counts (709-715)
    if c.power is not None and obj.zone is Zone.BATTLEFIELD:
        parts.append(f"{c.power}/{c.toughness}")
    flags = []
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
    if obj.attached_to:
        flags.append(f"attached to {name_of(state, obj.attached_to)}")
    if obj.face_down:
        flags.append("face down")
    if obj.phased_out:
        flags.append("phased out")
    if obj.owner != obj.controller:
        flags.append(f"owned by {state.player(obj.owner).name}")
    return f"{' '.join(parts)} ({', '.join(flags)})" if flags else " ".join(parts)


def text_rendering(state: GameState) -> str:
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
        for cmd, dmg in p.commander_damage.items():
            extras.append(f"{dmg} commander damage from {cmd}")
        if p.designations:
            extras.append(", ".join(sorted(d.replace("_", " ") for d in p.designations)))
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
                items = "; ".join(describe_object(state, o) for o in objs)
                lines.append(f"  {p.name}'s {zone.value}: {items}.")
    stack = state.zone(Zone.STACK)
    if stack:
        lines.append(
            "Stack (top first): " + "; ".join(name_of(state, o.id) for o in reversed(stack)) + "."
        )
    effects = effects_in_force(state)
    if effects:
        lines.append("Effects: " + "; ".join(describe(state, e) for e in effects) + ".")
    return "\n".join(lines)


def characteristics_report(state: GameState) -> dict[str, dict[str, object]]:
    """Why each permanent has its current characteristics: the layer-by-layer breakdown (613)."""
    report: dict[str, dict[str, object]] = {}
    for obj in state.battlefield:
        c = chars(state, obj)
        report[obj.id] = {
            "name": obj.card,
            "power": c.power,
            "toughness": c.toughness,
            "keywords": sorted(c.keywords),
            "breakdown": [{"layer": layer, "change": text} for layer, text in c.breakdown],
        }
    return report
