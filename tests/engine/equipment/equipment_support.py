"""Boards and helpers shared by the Equipment tests (301.5, 702.6, 701.3, 704.5n)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.model import ActivatedAbility
from engine.cards.registry import card_def
from engine.core.log import LogEntry
from engine.core.state import GameState
from engine.game.play import Result
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play


def main_phase(
    alice: Sequence[dict[str, Any]],
    bob: Sequence[dict[str, Any]] = (),
    *,
    pool: dict[str, int] | None = None,
    step: str = "precombat_main",
    active: str = "A",
    hand: Sequence[dict[str, Any]] = (),
    library: Sequence[dict[str, Any]] = (),
    **doc: Any,
) -> GameState:
    """Alice's turn (or Bob's), her permanents, mana pool, hand and library, Bob's permanents."""
    alice_entry: dict[str, Any] = {
        "id": "A",
        "name": "Alice",
        "battlefield": list(alice),
        "hand": list(hand),
        "library": list(library),
    }
    if pool:
        alice_entry["mana_pool"] = pool
    doc.setdefault("turn", {"number": 3, "active_player": active, "step": step})
    return board(alice_entry, {"id": "B", "name": "Bob", "battlefield": list(bob)}, **doc)


def equip_index(state: GameState, equipment: str) -> int:
    """The index of the Equipment's equip ability (702.6a) among its abilities."""
    definition = card_def(state, state.object(equipment).card)
    assert definition is not None
    return next(
        i
        for i, a in enumerate(definition.abilities)
        if isinstance(a, ActivatedAbility) and a.keyword == "Equip"
    )


def equip(state: GameState, equipment: str, target: str, **extra: Any) -> dict[str, Any]:
    """The action activating the Equipment's equip ability targeting `target`."""
    return {
        "type": "activate",
        "object": equipment,
        "ability": equip_index(state, equipment),
        "targets": [target],
        **extra,
    }


def equip_and_resolve(
    state: GameState, equipment: str, target: str, **extra: Any
) -> tuple[Result, list[LogEntry]]:
    """Activate the equip ability, then let it resolve: the final result and both actions' log."""
    first = play(state, equip(state, equipment, target, **extra))
    second = play(first.state, {"type": "resolve"})
    return second, [*first.log, *second.log]


def pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def keywords(state: GameState, obj: str) -> frozenset[str]:
    return chars(state, state.object(obj)).keywords


def with_rule(log: Sequence[LogEntry], rule: str) -> list[LogEntry]:
    return [e for e in log if rule in e.rules]
