"""Fight (701.14a) between targets named by their color, their counters or their subtype
(115.1; 105.2, 122.1, 205.3): Hunt the Hunter ("Target green creature you control gets +2/+2
until end of turn. It fights target green creature an opponent controls."), Mutant's Prey
("Target creature you control with a +1/+1 counter on it fights target creature an opponent
controls.") and Contested Cliffs ("{R}{G}, {T}: Target Beast creature you control fights target
creature an opponent controls."). A creature the words don't describe can't be chosen (601.2c);
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

HUNT = "Hunt the Hunter"
PREY = "Mutant's Prey"
CLIFFS = "Contested Cliffs"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HUNT, PREY, CLIFFS)


@pytest.mark.parametrize("name", [HUNT, PREY, CLIFFS])
def test_701_14a_the_target_words_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED


def _board(mine: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "hunt", "card": HUNT}, {"id": "prey", "card": PREY}],
            "battlefield": [{"id": "cliffs", "card": CLIFFS}, *mine],
            "mana_pool": {"R": 1, "G": 1},
        },
        {"id": "B", "battlefield": theirs},
    )


def _cast(state: GameState, spell: str, targets: list[str]) -> GameState:
    cast = {"type": "cast", "object": spell, "targets": targets, "free": True}
    return play(play(state, cast).state, RESOLVE).state


def test_105_2_green_creatures_fight_after_the_pump() -> None:
    state = _board(
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "their_bears", "card": "Grizzly Bears"}],
    )
    cast = {"type": "cast", "object": "hunt", "targets": ["bears", "their_bears"], "free": True}
    done = play(play(state, cast).state, RESOLVE)
    assert done.state.object("their_bears").zone is Zone.GRAVEYARD  # 4 damage from a 4/4
    assert done.state.object("bears").damage == 2
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.14a")


def test_105_2_a_creature_of_another_color_is_no_legal_target() -> None:
    mine = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "ogre", "card": "Gray Ogre"}]
    state = _board(mine, [{"id": "their_bears", "card": "Grizzly Bears"}])
    with pytest.raises(IllegalAction):  # the red Ogre is no green creature you control
        play(state, {"type": "cast", "object": "hunt", "targets": ["ogre", "their_bears"]})
    state = _board(mine, [{"id": "giant", "card": "Hill Giant"}])
    with pytest.raises(IllegalAction):  # nor is an opponent's red creature green
        play(state, {"type": "cast", "object": "hunt", "targets": ["bears", "giant"]})


def test_122_1_only_a_creature_you_control_with_a_plus_one_counter_fights() -> None:
    mine = [
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 1}},
    ]
    theirs = [
        {"id": "their_giant", "card": "Hill Giant", "counters": {"+1/+1": 1}},
        {"id": "ogre", "card": "Gray Ogre"},
    ]
    state = _board(mine, theirs)
    with pytest.raises(IllegalAction):  # no +1/+1 counter on it
        play(state, {"type": "cast", "object": "prey", "targets": ["bears", "ogre"]})
    with pytest.raises(IllegalAction):  # a +1/+1 counter, but an opponent controls it
        play(state, {"type": "cast", "object": "prey", "targets": ["their_giant", "ogre"]})
    done = _cast(state, "prey", ["giant", "ogre"])
    assert done.object("ogre").zone is Zone.GRAVEYARD
    assert done.object("giant").damage == 2


def test_205_3_only_a_beast_creature_you_control_fights_for_the_cliffs() -> None:
    mine = [
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "beast", "card": "Ravenous Chupacabra"},
    ]
    state = _board(mine, [{"id": "ogre", "card": "Gray Ogre"}])
    activate = {"type": "activate", "object": "cliffs", "ability": 1}
    with pytest.raises(IllegalAction):  # a Bear, no Beast
        play(state, {**activate, "targets": ["bears", "ogre"]})
    done = play(play(state, {**activate, "targets": ["beast", "ogre"]}).state, RESOLVE)
    assert done.state.object("ogre").zone is Zone.GRAVEYARD
    assert done.state.object("beast").zone is Zone.GRAVEYARD  # 2/2 against 2/2
    assert cites(done.log, "701.14a")
