"""Transform ~ under conditions on the player's graveyard and on the life gained this turn
(701.27a), each a condition any ability may use:

- Autumnal Gloom: "Delirium — At the beginning of your end step, if there are four or more card
  types among cards in your graveyard, transform ~." (603.4, 207.2c; 205.2a: an artifact
  creature card counts both of its types);
- Kindly Stranger: "Delirium — {2}{B}: Transform ~. Activate only if there are four or more card
  types among cards in your graveyard." (602.1b);
- Lone Rider: "At the beginning of the end step, if you gained 3 or more life this turn,
  transform ~." (603.4, 119.3: every life gain event of the turn added up).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

GLOOM = "Autumnal Gloom // Ancient of the Equinox"
STRANGER = "Kindly Stranger // Demon-Possessed Witch"
RIDER = "Lone Rider // It That Rides as One"
RESOLVE = {"type": "resolve"}
# Four card types: an artifact creature card (two, 205.2a), a land card and an instant card.
FOUR_TYPES = [
    {"id": "thopter", "card": "Ornithopter"},
    {"id": "forest", "card": "Forest"},
    {"id": "bolt", "card": "Lightning Bolt"},
]
THREE_TYPES = [
    {"id": "bears", "card": "Grizzly Bears"},
    {"id": "forest", "card": "Forest"},
    {"id": "bolt", "card": "Lightning Bolt"},
]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GLOOM, STRANGER, RIDER)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            GLOOM,
            "Delirium — At the beginning of your end step, if there are four or more card types "
            "among cards in your graveyard, transform ~.",
        ),
        (
            STRANGER,
            "Delirium — {2}{B}: Transform ~. Activate only if there are four or more card types "
            "among cards in your graveyard.",
        ),
        (
            RIDER,
            "At the beginning of the end step, if you gained 3 or more life this turn, transform ~.",
        ),
    ],
)
def test_each_compiles_and_prints_back_701_27a(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.splitlines()


def _to_the_end_step(state: GameState) -> tuple[GameState, list[str]]:
    rules: list[str] = []
    while state.turn.step.value != "end":
        step = play(state, {"type": "advance"})
        rules += [r for entry in step.log for r in entry.rules]
        state = step.state
    return state, rules


def _gloom(graveyard: list[dict[str, Any]]) -> GameState:
    return board(
        {"id": "A", "graveyard": graveyard, "battlefield": [{"id": "gloom", "card": GLOOM}]},
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )


def test_delirium_at_the_end_step_transforms_it_603_4() -> None:
    state, rules = _to_the_end_step(_gloom(FOUR_TYPES))
    assert "603.2" in rules and state.zone(Zone.STACK)
    done = play(state, RESOLVE)
    assert done.state.object("gloom").face == 1
    assert cites(done.log, "701.27a")


def test_three_card_types_dont_trigger_it_603_4() -> None:
    state, rules = _to_the_end_step(_gloom(THREE_TYPES))
    assert "603.4" in rules and not state.zone(Zone.STACK)
    assert state.object("gloom").face == 0


def test_an_opponents_graveyard_is_not_yours_603_4() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "gloom", "card": GLOOM}]},
        {"id": "B", "graveyard": FOUR_TYPES},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )
    state, _ = _to_the_end_step(state)
    assert not state.zone(Zone.STACK) and state.object("gloom").face == 0


def _stranger(graveyard: list[dict[str, Any]]) -> GameState:
    return board(
        {
            "id": "A",
            "graveyard": graveyard,
            "battlefield": [{"id": "stranger", "card": STRANGER}],
            "mana_pool": {"B": 3},
        },
        {"id": "B"},
    )


def test_with_delirium_it_may_be_activated_and_transforms_602_1b() -> None:
    activated = play(
        _stranger(FOUR_TYPES), {"type": "activate", "object": "stranger", "ability": 0}
    )
    done = play(activated.state, RESOLVE)
    assert done.state.object("stranger").face == 1
    assert cites(done.log, "701.27a")


def test_without_delirium_it_cant_be_activated_602_1b() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_stranger(THREE_TYPES), {"type": "activate", "object": "stranger", "ability": 0})
    assert refused.value.rule == "602.1b"


def _rider(hand: list[dict[str, Any]]) -> GameState:
    return board(
        {"id": "A", "hand": hand, "battlefield": [{"id": "rider", "card": RIDER}]},
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )


def test_lone_rider_after_gaining_three_life_transforms_119_3() -> None:
    state = _rider([{"id": "helix", "card": "Lightning Helix"}])
    helix = play(state, {"type": "cast", "object": "helix", "targets": ["B"], "free": True})
    state = play(helix.state, RESOLVE).state
    state, rules = _to_the_end_step(state)
    assert "603.2" in rules and state.zone(Zone.STACK)
    done = play(state, RESOLVE)
    assert done.state.object("rider").face == 1


def test_lone_rider_without_life_gained_stays_603_4() -> None:
    state, rules = _to_the_end_step(_rider([]))
    assert "603.4" in rules and not state.zone(Zone.STACK)
    assert state.object("rider").face == 0


RECLUSE = "Ragged Recluse // Odious Witch"


def _recluse(hand: list[dict[str, Any]]) -> GameState:
    return board(
        {"id": "A", "hand": hand, "battlefield": [{"id": "recluse", "card": RECLUSE}]},
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )


def test_ragged_recluse_compiles_and_prints_back_701_27a(compiled_from: Any) -> None:
    use_cards(compiled_from, RECLUSE)
    compiled = compile_record(records(RECLUSE)[RECLUSE])
    assert compiled.label == AUTOMATED
    assert (
        "At the beginning of your end step, if you discarded a card this turn, transform ~."
        in compiled.printed.splitlines()
    )


def test_after_discarding_a_card_ragged_recluse_transforms_701_9a(compiled_from: Any) -> None:
    use_cards(compiled_from, RECLUSE)
    state = _recluse(
        [
            {"id": "rot", "card": "Mind Rot"},
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "forest", "card": "Forest"},
        ]
    )
    rot = play(state, {"type": "cast", "object": "rot", "targets": ["A"], "free": True})
    state = play(rot.state, RESOLVE, ["bears"]).state
    assert state.object("bears").zone is Zone.GRAVEYARD
    state, rules = _to_the_end_step(state)
    assert "603.2" in rules and state.zone(Zone.STACK)
    assert play(state, RESOLVE).state.object("recluse").face == 1


def test_when_only_an_opponent_discarded_it_stays_603_4(compiled_from: Any) -> None:
    use_cards(compiled_from, RECLUSE)
    state = board(
        {
            "id": "A",
            "hand": [{"id": "rot", "card": "Mind Rot"}],
            "battlefield": [{"id": "recluse", "card": RECLUSE}],
        },
        {"id": "B", "hand": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )
    rot = play(state, {"type": "cast", "object": "rot", "targets": ["B"], "free": True})
    state = play(rot.state, RESOLVE).state
    assert state.object("bears").zone is Zone.GRAVEYARD
    state, rules = _to_the_end_step(state)
    assert "603.4" in rules and not state.zone(Zone.STACK)
    assert state.object("recluse").face == 0
