"""Aftermath (702.127a): the half of a split card with aftermath may be cast from its owner's
graveyard, can't be cast from anywhere else, and when cast from a graveyard it is exiled instead
of going anywhere else as it leaves the stack. The real card Never // Return, compiled from its
Oracle text: Never ({1}{B}{B} sorcery, "Destroy target creature or planeswalker.") and Return
({3}{B} sorcery, "Aftermath", "Exile target card from a graveyard. Create a 2/2 black Zombie
creature token.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

NEVER_RETURN = "Never // Return"
RECORDS: dict[str, dict[str, Any]] = {
    NEVER_RETURN: {
        "name": NEVER_RETURN,
        "layout": "aftermath",
        "type_line": "Sorcery // Sorcery",
        "mana_cost": "{1}{B}{B} // {3}{B}",
        "colors": ["B"],
        "card_faces": [
            {
                "name": "Never",
                "type_line": "Sorcery",
                "mana_cost": "{1}{B}{B}",
                "oracle_text": "Destroy target creature or planeswalker.",
            },
            {
                "name": "Return",
                "type_line": "Sorcery",
                "mana_cost": "{3}{B}",
                "oracle_text": "Aftermath (Cast this spell only from your graveyard. Then exile "
                "it.)\nExile target card from a graveyard. Create a 2/2 black Zombie creature "
                "token.",
            },
        ],
    }
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def alice(zone: str = "graveyard") -> GameState:
    """Alice's Never // Return is in her `zone`; Bob has Grizzly Bears and a Shock in his
    graveyard and a Counterspell in hand."""
    return board(
        {
            "id": "A",
            zone: [{"id": "nr", "card": NEVER_RETURN}],
            "library": [{"id": f"l{i}", "card": "Swamp"} for i in range(3)],
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "graveyard": [{"id": "shock", "card": "Shock"}],
            "hand": [{"id": "cs", "card": "Counterspell"}],
        },
    )


def cast_return(state: GameState, target: str = "shock") -> GameState:
    action = {"type": "cast", "object": "nr", "face": 1, "targets": [target], "free": True}
    return play(state, action).state


def test_return_cast_from_the_graveyard_exiles_a_card_makes_a_zombie_and_is_exiled() -> None:
    state = alice()
    cast = play(
        state, {"type": "cast", "object": "nr", "face": 1, "targets": ["shock"], "free": True}
    )
    assert cites(cast.log, "702.127a")
    assert chars(cast.state, cast.state.object("nr")).name == "Return"  # 709.3b
    resolved = play(cast.state, RESOLVE)
    state = resolved.state
    assert state.object("shock").zone is Zone.EXILE
    zombies = [o for o in state.zone(Zone.BATTLEFIELD, "A") if o.token]
    assert [(chars(state, z).name, chars(state, z).power) for z in zombies] == [("Zombie Token", 2)]
    assert state.object("nr").zone is Zone.EXILE  # 702.127a, not the graveyard
    assert cites(resolved.log, "702.127a")


def test_a_countered_return_is_exiled_too() -> None:
    state = cast_return(alice())
    countered = play(state, {"type": "cast", "object": "cs", "targets": ["nr"], "free": True}).state
    countered = play(countered, RESOLVE).state
    assert countered.object("nr").zone is Zone.EXILE
    assert countered.object("shock").zone is Zone.GRAVEYARD


def test_return_cant_be_cast_from_the_hand() -> None:
    with pytest.raises(IllegalAction) as refused:
        cast_return(alice("hand"))
    assert refused.value.rule == "702.127a"


def test_never_is_cast_from_the_hand_and_goes_to_the_graveyard() -> None:
    """709.3: Never is a spell of its own; cast from the hand, it goes to the graveyard as
    usual, where the card has both halves' characteristics (709.4)."""
    state = play(
        alice("hand"),
        {"type": "cast", "object": "nr", "targets": ["bears"], "free": True},
    ).state
    state = play(state, RESOLVE).state
    assert state.object("bears").zone is Zone.GRAVEYARD
    card = state.object("nr")
    assert card.zone is Zone.GRAVEYARD
    assert chars(state, card).name == NEVER_RETURN
    assert chars(state, card).mana_cost == "{1}{B}{B}{3}{B}"  # 709.4b: mana value 7


def test_never_cant_be_cast_from_the_graveyard() -> None:
    with pytest.raises(IllegalAction):
        play(alice(), {"type": "cast", "object": "nr", "targets": ["bears"], "free": True})


def test_the_legal_actions_offer_return_from_the_graveyard_only() -> None:
    in_graveyard = [
        o.action
        for o in available_actions(alice())
        if o.action.get("object") == "nr" and o.action.get("type") == "cast"
    ]
    assert [a.get("face") for a in in_graveyard] == [1]
    in_hand = [
        o.action
        for o in available_actions(alice("hand"))
        if o.action.get("object") == "nr" and o.action.get("type") == "cast"
    ]
    assert [a.get("face", 0) for a in in_hand] == [0]
