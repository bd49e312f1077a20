"""Intervening "if" conditions on the board (603.4) with a parameter, checked as the trigger
event happens and again as the ability resolves (engine.rules.triggers.condition):

- "opponents_control_none:TYPE": "if your opponents control no creatures" (Kezzerdrix);
- "none_on_battlefield:TYPE": "if no creatures are on the battlefield" (Pestilence);
- "you_control_none_of:SUBTYPE": "if you control no Snakes" (Ophiomancer);
- "you_control_none:TYPE": "you control no artifacts" (Covetous Dragon's state trigger, 603.8);
- "you_control_at_least_of:N:SUBTYPE": "if you control ten or more Treasures" (Revel in Riches);
- the graveyard conditions of engine.rules.static_conditions.PLAYER_CONDITIONS, for the
  player's own graveyard: "card_types_in_graveyard_at_least:N" ("if there are four or more card
  types among cards in your graveyard", delirium, 207.2c, 205.2a),
  "permanent_cards_in_graveyard_at_least:N" (descend, 110.4a),
  "instants_sorceries_in_graveyard_at_least:N".

Types and subtypes are the permanents' current ones (613); phased-out permanents are treated as
though they don't exist (702.26b).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.state import GameObject, GameState
from engine.rules.characteristics import chars
from engine.rules.static_conditions import PLAYER_CONDITIONS
from engine.rules.triggers import BOARD_CONDITIONS


def _present(state: GameState) -> list[GameObject]:
    return [o for o in state.battlefield if not o.phased_out]


def _of_type(state: GameState, card_type: str) -> list[GameObject]:
    return [o for o in _present(state) if chars(state, o).is_type(card_type)]


def _of_subtype(state: GameState, player: str, subtype: str) -> list[GameObject]:
    return [
        o for o in _present(state) if o.controller == player and subtype in chars(state, o).subtypes
    ]


def _opponents_control_none(state: GameState, player: str, card_type: str) -> bool:
    return not [o for o in _of_type(state, card_type) if o.controller != player]


def _you_control_none(state: GameState, player: str, card_type: str) -> bool:
    return not [o for o in _of_type(state, card_type) if o.controller == player]


def _none_on_battlefield(state: GameState, player: str, card_type: str) -> bool:
    return not _of_type(state, card_type)


def _you_control_none_of(state: GameState, player: str, subtype: str) -> bool:
    return not _of_subtype(state, player, subtype)


def _you_control_at_least_of(state: GameState, player: str, rest: str) -> bool:
    count, _, subtype = rest.partition(":")
    return len(_of_subtype(state, player, subtype)) >= int(count)


BOARD_CONDITIONS.update(
    {
        "opponents_control_none": (
            _opponents_control_none,
            lambda t: f"'your opponents control no {t.lower()}s'",
        ),
        "none_on_battlefield": (
            _none_on_battlefield,
            lambda t: f"'no {t.lower()}s are on the battlefield'",
        ),
        "you_control_none": (_you_control_none, lambda t: f"'you control no {t.lower()}s'"),
        "you_control_none_of": (_you_control_none_of, lambda s: f"'you control no {s}'"),
        "you_control_at_least_of": (
            _you_control_at_least_of,
            lambda r: f"'you control {r.partition(':')[0]} or more {r.partition(':')[2]}'",
        ),
    }
)

# The words of the graveyard conditions, for the log.
_GRAVEYARD_WORDS = {
    "card_types_in_graveyard_at_least": "card types among cards in your graveyard",
    "permanent_cards_in_graveyard_at_least": "permanent cards in your graveyard",
    "instants_sorceries_in_graveyard_at_least": "instant and/or sorcery cards in your graveyard",
}


def _graveyard_words(head: str) -> Callable[[str], str]:
    return lambda count: f"'there are {count} or more {_GRAVEYARD_WORDS[head]}'"


BOARD_CONDITIONS.update(
    {head: (PLAYER_CONDITIONS[head], _graveyard_words(head)) for head in _GRAVEYARD_WORDS}
)
