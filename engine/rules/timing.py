"""When a player may do what sorcery timing allows (307.1): a main phase of their own turn, with
an empty stack. Casting a sorcery (307.1), playing a land (305.1), and the special actions and
casts that say "during your main phase while the stack is empty" (plot, 702.170a, 702.170d)."""

from __future__ import annotations

from engine.core.state import GameState, Step, Zone

MAIN_PHASES = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


def sorcery_timing(state: GameState, player: str) -> str | None:
    """307.1: a main phase of the player's own turn with an empty stack; else the reason."""
    if state.turn.active_player != player:
        return "it isn't their turn"
    if state.turn.step not in MAIN_PHASES:
        return "it isn't a main phase"
    if state.zone(Zone.STACK):
        return "the stack isn't empty"
    return None
