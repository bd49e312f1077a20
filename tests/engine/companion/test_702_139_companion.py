"""Companion (702.139a-c, 116.2g): a card revealed from outside the game before it began is the
player's companion (the deck condition functions then, never in a game under way). Once during
the game, while they have priority, the stack is empty and it's a main phase of their turn, its
owner may pay {3} and put it into their hand: a special action that doesn't use the stack. Real
cards of the 2026 card file, compiled from their Oracle text: Zirda, the Dawnwaker, Lurrus of
the Dream-Den and Yorion, Sky Nomad (companions), Grizzly Bears (none)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = (
    "Lurrus of the Dream-Den",
    "Yorion, Sky Nomad",
    "Zirda, the Dawnwaker",
    "Grizzly Bears",
    "Shock",
)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(
    step: str = "precombat_main", active: str = "A", pool: dict[str, int] | None = None
) -> GameState:
    return board(
        {
            "id": "A",
            "outside_game": ["Zirda, the Dawnwaker", "Grizzly Bears"],
            "companion": "Zirda, the Dawnwaker",
            "mana_pool": pool if pool is not None else {"C": 3},
            "hand": [{"id": "shock", "card": "Shock"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": active, "step": step},
    )


def test_702_139a_the_companion_line_is_applied() -> None:
    for name in ("Lurrus of the Dream-Den", "Yorion, Sky Nomad", "Zirda, the Dawnwaker"):
        compiled = compile_record(records(*NAMES)[name])
        line = next(s for s in compiled.lines if s.text.startswith("Companion — "))
        assert line.applied, name
        assert compiled.definition.companion == line.text.removeprefix("Companion — ")


def test_116_2g_pay_3_and_put_the_companion_into_hand() -> None:
    done = play(_board(), {"type": "companion", "player": "A"})
    assert cites(done.log, "116.2g") and cites(done.log, "702.139a")
    player = done.state.player("A")
    assert player.mana_pool.to_json() == {}  # {3} paid
    assert player.outside_game == ("Grizzly Bears",) and player.companion == ""
    in_hand = [o.card for o in done.state.zone(Zone.HAND, "A")]
    assert "Zirda, the Dawnwaker" in in_hand
    assert done.state.zone(Zone.STACK) == ()  # no stack (116.2g)
    assert engine.load(engine.dump(done.state)) == done.state


def test_116_2g_only_once_per_game() -> None:
    done = play(_board(pool={"C": 6}), {"type": "companion", "player": "A"})
    with pytest.raises(IllegalAction) as error:
        play(done.state, {"type": "companion", "player": "A"})
    assert error.value.rule == "116.2g"


@pytest.mark.parametrize(
    ("step", "active"), [("upkeep", "A"), ("precombat_main", "B"), ("combat_damage", "A")]
)
def test_116_2g_only_in_a_main_phase_of_your_turn(step: str, active: str) -> None:
    with pytest.raises(IllegalAction) as error:
        play(_board(step, active), {"type": "companion", "player": "A"})
    assert error.value.rule == "116.2g"


def test_116_2g_only_while_the_stack_is_empty() -> None:
    cast = play(
        _board(pool={"C": 3, "R": 1}), {"type": "cast", "object": "shock", "targets": ["B"]}
    )
    with pytest.raises(IllegalAction) as error:
        play(cast.state, {"type": "companion", "player": "A"})
    assert error.value.rule == "116.2g"


def test_116_2g_the_3_must_be_paid() -> None:
    with pytest.raises(IllegalAction):
        play(_board(pool={"C": 2}), {"type": "companion", "player": "A"})


def test_702_139a_a_companion_is_a_card_with_companion_from_outside_the_game() -> None:
    with pytest.raises(InvalidDocument):
        board(
            {"id": "A", "outside_game": ["Grizzly Bears"], "companion": "Grizzly Bears"},
            {"id": "B"},
        )
    with pytest.raises(InvalidDocument):
        board({"id": "A", "companion": "Zirda, the Dawnwaker"}, {"id": "B"})


def test_116_2g_the_legal_actions_offer_it() -> None:
    options = [o for o in available_actions(_board()) if o.action["type"] == "companion"]
    assert len(options) == 1 and options[0].legal
