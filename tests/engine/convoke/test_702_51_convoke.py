"""Convoke (702.51a): each creature the caster taps pays for one generic mana or one mana of its
own color in the spell's total cost; the pool pays the rest (601.2h). The cast action maps each
creature to what it pays. Siege Wurm ({5}{G}{G} 5/5, "Convoke", "Trample") is defined here in
the engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.cards.model import CardDef
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.mechanics.convoke import cost_after_convoke
from engine.testing.scenario import board, cites, play

SIEGE_WURM = CardDef(
    name="Siege Wurm",
    types=("Creature",),
    mana_cost="{5}{G}{G}",
    subtypes=("Wurm",),
    power=5,
    toughness=5,
    colors=("G",),
    keywords=("Convoke", "Trample"),
)


@pytest.fixture(autouse=True)
def siege_wurm() -> Iterator[None]:
    lookup = {SIEGE_WURM.name: SIEGE_WURM}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(pool: dict[str, int], *, tapped_lions: bool = False) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "wurm", "card": "Siege Wurm"}],
            "mana_pool": pool,
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "lions", "card": "Savannah Lions", "tapped": tapped_lions},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Elvish Mystic"}]},
    )


def cast(state: GameState, convoke: dict[str, str], **extra: Any) -> Any:
    return play(state, {"type": "cast", "object": "wurm", "convoke": convoke, **extra})


def test_three_creatures_convoke_siege_wurm_and_the_pool_pays_the_rest() -> None:
    done = cast(alice({"G": 1, "C": 3}), {"elves": "G", "bears": "1", "lions": "1"})
    assert done.state.player("A").mana_pool.to_json() == {}  # {5}{G}{G}: G, 1, 1 by creatures
    assert all(done.state.object(c).tapped for c in ("elves", "bears", "lions"))
    assert cites(done.log, "702.51a") and cites(done.log, "702.51c")
    resolved = play(done.state, {"type": "resolve"})
    assert resolved.state.object("wurm").zone is Zone.BATTLEFIELD


def test_a_white_creature_cant_pay_for_green_mana() -> None:
    with pytest.raises(IllegalAction) as refused:
        cast(alice({"G": 2, "C": 5}), {"lions": "G"})
    assert refused.value.rule == "702.51a"


def test_only_the_casters_untapped_creatures_convoke() -> None:
    for convoke in ({"theirs": "G"}, {"lions": "1"}):
        with pytest.raises(IllegalAction) as refused:
            cast(alice({"G": 2, "C": 5}, tapped_lions=True), convoke)
        assert refused.value.rule == "702.51a"


def test_more_creatures_for_green_than_the_cost_has_is_refused() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "wurm", "card": "Siege Wurm"}],
            "battlefield": [{"id": f"e{i}", "card": "Llanowar Elves"} for i in range(3)],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        cast(state, {"e0": "G", "e1": "G", "e2": "G"})
    assert refused.value.rule == "702.51a"


def test_convoke_is_refused_with_a_free_cast_and_for_a_spell_without_it() -> None:
    with pytest.raises(IllegalAction):
        cast(alice({}), {"elves": "G"}, free=True)
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears2", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "elves", "card": "Llanowar Elves"}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears2", "convoke": {"elves": "G"}})
    assert refused.value.rule == "702.51a"


def test_the_cast_option_lists_the_creatures_that_could_convoke() -> None:
    option = next(o for o in available_actions(alice({})) if o.action.get("object") == "wurm")
    assert option.extras["convoke"] == ("elves", "bears", "lions")


def test_cost_after_convoke() -> None:
    assert cost_after_convoke("{5}{G}{G}", 0, (("e", "G"), ("b", "1"))) == ("{4}{G}", 0)
    assert cost_after_convoke("{X}{G}", 3, (("e", "1"),)) == ("{2}{G}", 0)
    assert cost_after_convoke("{G}", 0, (("e", "G"),)) == ("{0}", 0)
