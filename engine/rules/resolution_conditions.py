"""Conditions an instruction's "if" / "unless" tests as its spell or ability resolves (608.2c),
beyond the ones engine.instructions.registry.condition_holds reads itself. Each reads the game
as it is then, for the player who controls the spell or ability.

- "played_land_this_turn": the player played a land this turn (305.1: the special action; a
  land put onto the battlefield another way wasn't played) — River of Tears' "If you played a
  land this turn, add {B} instead.";
- "urza_mine_and_power_plant", "urza_mine_and_tower", "urza_power_plant_and_tower": the player
  controls a permanent of each of the two Urza's subtypes (205.3i land types: Mine,
  Power-Plant, Tower) — the Urza's lands' "If you control an Urza's Mine and an Urza's Tower,
  add {C}{C} instead.".

SOURCE_CONDITIONS read the source instead of the player: "no_depletion_counters" — the
depletion lands' "If there are no depletion counters on ~, sacrifice it."
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars

# engine.actions.special.LANDS_PLAYED (the rules layer can't import actions)
LANDS_PLAYED = "lands_played_this_turn"

Check = Callable[[GameState, str], bool]


def _played_land(state: GameState, player: str) -> bool:
    return int(state.player(player).counters.get(LANDS_PLAYED, 0)) >= 1


URZAS = ("Urza's", "Urza\u2019s")  # the land type Urza's (205.3i), as either apostrophe


def _controls_both(first: str, second: str) -> Check:
    """ "an Urza's Mine and an Urza's Tower": a land with the types Urza's and Mine, and one
    with Urza's and Tower (205.3i)."""

    def check(state: GameState, player: str) -> bool:
        subtypes = [
            chars(state, o).subtypes
            for o in state.zone(Zone.BATTLEFIELD, player)
            if not o.phased_out
        ]
        urzas = [s for s in subtypes if any(u in s for u in URZAS)]
        return any(first in s for s in urzas) and any(second in s for s in urzas)

    return check


def _no_counters(kind: str) -> Check:
    """ "If there are no depletion counters on ~": the source has none of that kind (122.1);
    one that has left the battlefield has none either."""

    def check(state: GameState, source: str) -> bool:
        found = state.find_object(source)
        return found is None or int(found.counters.get(kind, 0)) <= 0

    return check


# Conditions on the spell's or ability's source rather than its controller.
SOURCE_CONDITIONS: dict[str, Check] = {
    "no_depletion_counters": _no_counters("depletion"),
}

RESOLUTION_CONDITIONS: dict[str, Check] = {
    "played_land_this_turn": _played_land,
    "urza_mine_and_power_plant": _controls_both("Mine", "Power-Plant"),
    "urza_mine_and_tower": _controls_both("Mine", "Tower"),
    "urza_power_plant_and_tower": _controls_both("Power-Plant", "Tower"),
}


def _no_cards_in_hand(state: GameState, player: str) -> bool:
    """Hellbent's "if you have no cards in hand" (207.2c)."""
    return not state.zone(Zone.HAND, player)


def _seven_in_graveyard(state: GameState, player: str) -> bool:
    """Threshold's "if seven or more cards are in your graveyard" (207.2c)."""
    return len(state.zone(Zone.GRAVEYARD, player)) >= 7


def _your_turn(state: GameState, player: str) -> bool:
    """ "If it's your turn": the player is the active player (102.1, 500.1)."""
    return state.turn.active_player == player


# A spell's "X. ... Y instead if C." (engine.oracle.grammar.instead_clauses): hellbent, threshold
RESOLUTION_CONDITIONS["no_cards_in_hand"] = _no_cards_in_hand
RESOLUTION_CONDITIONS["graveyard_at_least_seven"] = _seven_in_graveyard
# "If it's your turn, scry 2." (engine.oracle.grammar.conditional_sentences)
RESOLUTION_CONDITIONS["your_turn"] = _your_turn

# "If it's a Vampire, ..." (engine.oracle.grammar.target_type_riders): the condition and the
# creature type (205.3m) the spell's one target must have as the rider is reached (608.2c); read
# by engine.instructions.creature_types.
TARGET_SUBTYPE_CONDITIONS: dict[str, str] = {
    "target_is_vampire": "Vampire",
    "target_is_spirit": "Spirit",
}

# The words of a condition for the log and the printer (the turn's history adds its own:
# engine.mechanics.turn_history).
CONDITION_WORDS: dict[str, str] = {
    "no_cards_in_hand": "you have no cards in hand",
    "graveyard_at_least_seven": "seven or more cards are in your graveyard",
    "your_turn": "it's your turn",
}
